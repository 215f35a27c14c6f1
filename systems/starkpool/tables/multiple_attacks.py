"""How many attacks a figure has this round.

SP-98  Fighting-Men (Paladins, Berserkers): level / HD of the highest-HD enemy engaged
       (pluses ignored, 1/2 HD = 0.5, levels count as HD), rounded down, at least 1;
       fixed at the start of the round.
SP-99  Scouts, Delvers, Clerics-Militant: (level // 2) / HD the same way.
SP-100 Magic-Users, Druids, Clerics-Spiritual: 1.
SP-101 Fighting-Men 6-9 have at least 2, level 10+ at least 3.
SP-102 monsters use their listed attacks; option ``monster_level_ratio`` also lets them use
       the SP-98 ratio (HD / enemy HD) against lower-HD foes.
SP-103 weapon-length extras (SP-77) are added to the count from any other source.
"""
from __future__ import annotations

from fractions import Fraction

__all__ = ["FIGHTER_KINDS", "HALF_LEVEL_KINDS", "MULTI_ATTACKS", "attacks_per_round"]

FIGHTER_KINDS = frozenset({"fighter", "paladin", "berserker"})
HALF_LEVEL_KINDS = frozenset({"scout", "delver", "cleric_militant"})
# SP-101 minimums: [from level, minimum]
MULTI_ATTACKS = {"fighter_minimums": [[6, 2], [10, 3]]}


def _eighths(x) -> Fraction:
    """x to the nearest fraction with a denominator of at most 8 (a Fraction already so is
    kept as it is: this runs for every figure every round)."""
    if type(x) is Fraction and x.denominator <= 8:
        return x
    return Fraction(x).limit_denominator(8)


def _ratio(n: int, hd: Fraction) -> int:
    """floor(n / hd), exactly, without building a Fraction."""
    return (n * hd.denominator) // hd.numerator


def attacks_per_round(kind: str, level: int, enemy_hd: Fraction | float | None,
                      listed: int = 1, length_extra: int = 0, monster_hd: int = 0,
                      monster_level_ratio: bool = False, table=MULTI_ATTACKS) -> int:
    """SP-98..SP-103: the attack budget; ``enemy_hd`` is the highest engaged (None: none)."""
    hd = _eighths(enemy_hd) if enemy_hd else None
    if kind in FIGHTER_KINDS:
        base = max(1, _ratio(level, hd)) if hd else 1
        for start, minimum in table["fighter_minimums"]:
            if level >= start:
                base = max(base, minimum)
    elif kind in HALF_LEVEL_KINDS:
        base = max(1, _ratio(level // 2, hd)) if hd else 1
    elif kind == "monster":
        base = listed
        if monster_level_ratio and hd:
            base = max(base, _ratio(monster_hd, hd))
    else:
        base = 1
    return base + length_extra
