"""Appendix A.1/A.2: post-melee morale and excess-casualty morale at Chainmail scale.

SP-148 each unit: its melee morale number (Chainmail p. 15, PLACEHOLDER) + 1d6 + morale
       class (E -2, D -1, B +1, A +2); +2/+4/+6 for inflicting more / twice / thrice the
       casualties (0 inflicted counts as 1); the same for figures left on the board. The
       winner's margin gives the loser's result (T8).
SP-149 excess casualties: the man-to-man morale check (2d6 + T6 >= 7) at the SP-127
       thresholds; a unit that fails is eliminated.
"""
from __future__ import annotations

from typing import Any, NamedTuple

from .morale import passes

__all__ = ["MELEE_MORALE", "CLASS_ADJUST", "POST_MELEE_RESULTS", "ratio_bonus", "Unit",
           "unit_score", "melee_result", "excess_casualty_eliminated"]

# PLACEHOLDER: Chainmail p. 15 melee morale numbers as usually quoted
MELEE_MORALE: dict[str, int] = {
    "Peasants": 3, "Light Foot": 4, "Levies": 4, "Heavy Foot": 5, "Elite Heavy Foot": 6,
    "Light Horse": 6, "Armored Foot": 7, "Medium Horse": 8, "Heavy Horse": 9,
}
CLASS_ADJUST = {"E": -2, "D": -1, "C": 0, "B": 1, "A": 2}

# T8: [lowest margin, result]; "back toward enemy" read as back turned to the enemy (⚠)
POST_MELEE_RESULTS: list[list[Any]] = [
    [16, "rout"], [11, "retreat"], [6, "pull_back"], [0, "none"],
]


def ratio_bonus(mine: int, theirs: int) -> int:
    """+2 for more, +4 for at least twice, +6 for at least thrice (0 counts as 1)."""
    if mine <= theirs:
        return 0
    base = max(theirs, 1)
    return 6 if mine >= 3 * base else 4 if mine >= 2 * base else 2


class Unit(NamedTuple):
    troop_type: str
    morale_class: str
    inflicted: int
    figures: int


def unit_score(u: Unit, other: Unit, d6: int, table: dict[str, int] = MELEE_MORALE) -> int:
    """SP-148: one unit's post-melee score."""
    return (table[u.troop_type] + d6 + CLASS_ADJUST[u.morale_class]
            + ratio_bonus(u.inflicted, other.inflicted) + ratio_bonus(u.figures, other.figures))


def melee_result(margin: int, table=POST_MELEE_RESULTS) -> str:
    """T8: the loser's result for the winner's margin."""
    for lowest, result in table:
        if margin >= lowest:
            return result
    return "none"


def excess_casualty_eliminated(dice_total: int, modifier: int) -> bool:
    """SP-149: a unit failing its excess-casualty check is removed."""
    return not passes(dice_total, modifier)
