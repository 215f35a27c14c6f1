"""Damage: dice expressions, the order of damage modifiers, criticals and death.

SP-83  damage comes off hit points; at 0 or fewer the figure is dead.
SP-90  order (gap default): (1) the dice, or for a natural 20 their maximum + 2;
       (2) + flat modifiers (charge +1, magic +N, damaged weapon -1);
       (3) x the product of multipliers (lance x2, set weapon x2, back stab xk);
       (4) at least 1; (5) - a shield parry, which may bring it to 0.
SP-143 a natural 20 does the dice maximum + 2 (a built-in flat bonus counts in the maximum).
"""
from __future__ import annotations

from math import prod
import re
from typing import Iterable, NamedTuple

__all__ = ["Dice", "parse_dice", "dice_max", "critical_damage", "final_damage", "is_dead",
           "roll_damage"]

_DICE = re.compile(r"^\s*(\d+)\s*d\s*(\d+)\s*(?:([+-])\s*(\d+))?\s*$")


class Dice(NamedTuple):
    n: int
    sides: int
    flat: int = 0

    def __str__(self) -> str:
        return f"{self.n}d{self.sides}" + (f"{self.flat:+d}" if self.flat else "")


def parse_dice(text: str) -> Dice:
    """'2d4+1' -> Dice(2, 4, 1); a bare integer '3' -> Dice(0, 0, 3)."""
    s = str(text)
    if s.strip().lstrip("-").isdigit():
        return Dice(0, 0, int(s))
    m = _DICE.match(s)
    if not m:
        raise ValueError(f"bad dice expression {text!r}")
    n, sides, sign, flat = m.groups()
    return Dice(int(n), int(sides), (int(flat) if flat else 0) * (-1 if sign == "-" else 1))


def dice_max(d: Dice) -> int:
    return d.n * d.sides + d.flat


def critical_damage(d: Dice) -> int:
    """SP-143: a natural 20 does the maximum the weapon can roll, plus 2."""
    return dice_max(d) + 2


def final_damage(base: int, flat: int = 0, multipliers: Iterable[int] = (),
                 parry: int = 0) -> int:
    """SP-90: the damage of one hit after every modifier, in the rule's order."""
    dmg = max(1, (base + flat) * prod(multipliers))
    return max(0, dmg - parry)


def is_dead(hp: int) -> bool:
    """SP-83: 0 hit points or fewer is death."""
    return hp <= 0


def roll_damage(ctx, purpose: str, expr: str) -> int:
    """Roll a dice expression through the kernel (every die is a `Rolled` event)."""
    d = parse_dice(expr)
    faces = ctx.roll(purpose, d.n, d.sides) if d.n else []
    return sum(faces) + d.flat
