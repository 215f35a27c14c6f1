"""To-hit modifiers for class and level, troop class and monster HD (T4).

SP-80  level and class modifiers apply on both men's matrices.
       Gap defaults: Delvers use the Scout line, Druids the Cleric line, Fighting-Men above
       level 10 keep +7; Class C/B/A troops +0 (missing in the scan, flagged).
SP-81  weapon-using monsters use the men's matrices plus an HD bonus.
"""
from __future__ import annotations

from typing import Any

from .hit_dice import HitDice, band

__all__ = ["ATTACK_BONUS", "CLASS_LINE", "class_line", "attack_bonus"]

# Which T4 line a character class uses.
CLASS_LINE = {
    "fighter": "fighter", "paladin": "fighter", "berserker": "fighter",
    "cleric_militant": "cleric", "cleric_spiritual": "cleric",
    "druid": "cleric",            # ⚠ assumed (SP-80 gap)
    "scout": "scout",
    "delver": "scout",            # ⚠ assumed (SP-80 gap)
    "magic_user": "magic_user",
}

ATTACK_BONUS: dict[str, Any] = {
    # [from level, bonus] steps; the last step carries on above the printed levels.
    "levels": {
        "fighter": [[1, 0], [4, 2], [7, 5], [10, 7]],
        "cleric": [[1, 0], [5, 2], [9, 5]],
        "scout": [[1, 0], [5, 2], [9, 5]],
        "magic_user": [[1, 0], [6, 2]],
    },
    "troops": {"noncombatant": -2, "E": -2, "D": -1, "C": 0, "B": 0, "A": 0},
    "monster_hd": {"1": 0, "1+1": 1, "2-3": 2, "3-4": 4, "4-6": 5, "7-8": 6, "9-10": 8,
                   "11+": 10},
    "flags": {
        "troops:C": "value missing in the scan; +0 assumed", "troops:B": "as C", "troops:A": "as C",
        "levels:delver": "Delvers assumed to use the Scout line",
        "levels:druid": "Druids assumed to use the Cleric line",
    },
}


def class_line(kind: str) -> str | None:
    return CLASS_LINE.get(kind)


def attack_bonus(kind: str, level: int = 0, troop_class: str = "C", hd: HitDice | None = None,
                 table: dict[str, Any] = ATTACK_BONUS) -> int:
    """SP-80/SP-81: the T4 roll modifier for an attacker on the men's matrices."""
    if kind == "monster":
        if hd is None:
            raise ValueError("a monster needs hit dice")
        return table["monster_hd"][band(hd)]
    line = CLASS_LINE.get(kind)
    if line is None:
        return table["troops"][troop_class]
    bonus = 0
    for start, value in table["levels"][line]:
        if level >= start:
            bonus = value
    return bonus
