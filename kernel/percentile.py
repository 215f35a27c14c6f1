"""Percentile (d100) tests shared by every d100 ruleset: reading the faces, success, doubles
and the reversed-digit reading used for hit locations.

A d100 is one die of 100 sides (`ctx.roll(purpose, 1, 100)`): the face 100 is the pair "00".
"""

from __future__ import annotations


def success(roll: int, target: int) -> bool:
    """At or below the target succeeds (a target of 100 or more is passed even by 100)."""
    return roll <= target


def strictly_below(roll: int, target: int) -> bool:
    """Tests that need the roll *under* the target (WFRP parries)."""
    return roll < target


def as_target(value: int) -> int:
    """A single-digit characteristic (S 4, T 3) tested on d100 counts as ten times itself."""
    return value * 10 if 0 <= value < 10 else value


def digits(roll: int) -> tuple[int, int]:
    """The two printed digits of a d100 roll: 100 is "00", 7 is "07"."""
    if not 1 <= roll <= 100:
        raise ValueError(f"a d100 roll is 1-100, not {roll}")
    return divmod(roll % 100, 10)


def is_double(roll: int) -> bool:
    """11, 22, ... 99 and 100 ("00")."""
    tens, units = digits(roll)
    return tens == units


def reversed_roll(roll: int) -> int:
    """Swap the two digits: 27 -> 72, 05 -> 50, 50 -> 5, 100 ("00") -> 100."""
    tens, units = digits(roll)
    value = units * 10 + tens
    return 100 if value == 0 else value


def band(roll: int, bands: list[tuple[int, str]]) -> str:
    """The label of the first (upper bound, label) band containing the roll."""
    for upper, label in bands:
        if roll <= upper:
            return label
    raise ValueError(f"roll {roll} is above every band")
