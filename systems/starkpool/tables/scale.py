"""Table scale and time.

SP-01  one table inch is 5 feet; character rates are in table inches.
SP-02  a monster rate in inches is used as is; one in feet is divided by 10.
SP-03  a round is 1 minute; 10 rounds make an exploration turn.
"""
from __future__ import annotations

__all__ = ["FEET_PER_INCH", "ROUNDS_PER_TURN", "inches_to_feet", "monster_rate", "turns_elapsed"]

FEET_PER_INCH = 5
ROUNDS_PER_TURN = 10


def inches_to_feet(inches: float) -> float:
    """SP-01."""
    return inches * FEET_PER_INCH


def monster_rate(value: float, unit: str = "in") -> float:
    """SP-02: a monster's movement in table inches, from a rate in inches or in feet."""
    if unit in ("in", "inch", "inches", '"'):
        return value
    if unit in ("ft", "feet", "'"):
        return value / 10
    raise ValueError(f"unknown movement unit {unit!r}")


def turns_elapsed(rounds: int) -> int:
    """SP-03: whole exploration turns after this many rounds."""
    return rounds // ROUNDS_PER_TURN
