"""Hit Dice: parsing, the HD bands of the attack tables, and HD for ratios.

SP-82  HD bands: <=1 | 1+1 | 2-3 | 3+1..4 | 4+1..6 | 6+1..8 | 8+1..10 | 10+1+.
SP-98  for multiple attacks pluses are ignored and a 1/2-HD creature counts 0.5.
"""
from __future__ import annotations

from fractions import Fraction
from typing import NamedTuple

__all__ = ["HitDice", "parse_hd", "band", "BANDS", "ratio_hd"]

# Column names of the Monsters Attacking table (seed 3.10.1), in order.
BANDS = ("1", "1+1", "2-3", "3-4", "4-6", "7-8", "9-10", "11+")
# Upper bound (inclusive) of each band on the "effective" scale: a plus adds
# half a die, a minus takes half a die away (SP-82: 3+1 is in 3-4, 4 is in 3-4).
_UPPER = (Fraction(1), Fraction(3, 2), Fraction(3), Fraction(4), Fraction(6),
          Fraction(8), Fraction(10))


class HitDice(NamedTuple):
    dice: Fraction
    plus: int = 0

    def __str__(self) -> str:
        d = "1/2" if self.dice == Fraction(1, 2) else str(self.dice)
        return d if not self.plus else f"{d}{self.plus:+d}"


def parse_hd(text: str | int | float) -> HitDice:
    """'4+1' -> HitDice(4, 1); '1/2' or '½' -> HitDice(1/2); '1-1' -> HitDice(1, -1)."""
    if isinstance(text, (int, float)):
        return HitDice(Fraction(text).limit_denominator(8))
    s = str(text).strip().replace("½", "1/2").replace(" ", "")
    if not s:
        raise ValueError("empty hit dice")
    plus = 0
    for sign in ("+", "-"):
        head, sep, tail = s.rpartition(sign)
        if sep and head:
            s, plus = head, int(tail) * (1 if sign == "+" else -1)
            break
    return HitDice(Fraction(s), plus)


def _effective(hd: HitDice) -> Fraction:
    return hd.dice + (Fraction(1, 2) if hd.plus > 0 else Fraction(-1, 2) if hd.plus < 0 else 0)


def band(hd: HitDice) -> str:
    """SP-82: the Monsters Attacking column (and the SP-81 bonus line) for these HD."""
    e = _effective(hd)
    for name, upper in zip(BANDS, _UPPER):
        if e <= upper:
            return name
    return BANDS[-1]


_HALF = Fraction(1, 2)


def ratio_hd(hd: HitDice) -> Fraction:
    """SP-98: HD for the level/HD ratio: pluses ignored, 1/2 HD is 0.5, never below 1/2."""
    return max(hd.dice, _HALF)
