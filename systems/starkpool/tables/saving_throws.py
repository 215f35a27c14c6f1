"""PLACEHOLDER saving throws (T7); the real tables (Men & Magic / Rules Cyclopedia) are absent.

SP-146 a save succeeds on d20 >= the number. Physical stunts (fumble, disarm, hook,
       unhorse, knock-down, stun) use Paralysis/Stone; flask leaps use Dragon Breath.
       A figure's own ``save_targets`` (by purpose or by column) override the table.
"""
from __future__ import annotations

from typing import Any, Mapping

__all__ = ["SAVING_THROWS", "PURPOSE_COLUMN", "save_target", "saves"]

COLUMNS = ("death_poison", "wands", "paralysis_stone", "dragon_breath", "spells")

# rows: [from level, [death/poison, wands, paralysis/stone, dragon breath, spells/staves]]
SAVING_THROWS: dict[str, Any] = {
    "columns": list(COLUMNS),
    "lines": {
        "fighter": [[0, [12, 13, 14, 15, 16]], [4, [10, 11, 12, 13, 14]],
                    [7, [8, 9, 10, 10, 12]], [10, [6, 7, 8, 8, 10]]],
        "cleric": [[0, [11, 12, 14, 16, 15]], [5, [9, 10, 12, 14, 12]],
                   [9, [6, 7, 9, 11, 9]]],
        "magic_user": [[0, [13, 14, 13, 16, 15]], [6, [11, 12, 11, 14, 12]]],
    },
    # which line each kind of figure uses; monsters save as fighters of level = HD
    "kinds": {
        "fighter": "fighter", "paladin": "fighter", "berserker": "fighter",
        "troop": "fighter", "monster": "fighter",
        "cleric_militant": "cleric", "cleric_spiritual": "cleric", "druid": "cleric",
        "magic_user": "magic_user", "scout": "magic_user", "delver": "magic_user",
    },
}

PURPOSE_COLUMN = {
    "fumble": "paralysis_stone", "disarm": "paralysis_stone", "hook": "paralysis_stone",
    "split": "paralysis_stone", "unhorse": "paralysis_stone", "knock_down": "paralysis_stone",
    "stun": "paralysis_stone", "flask_leap": "dragon_breath", "effect": "paralysis_stone",
}


def save_target(kind: str, level: int, purpose: str,
                overrides: Mapping[str, int] | None = None,
                table: dict[str, Any] = SAVING_THROWS) -> int:
    """SP-146: the d20 number a figure must reach to save for this purpose."""
    column = PURPOSE_COLUMN.get(purpose, purpose)
    if overrides:
        for key in (purpose, column):
            if key in overrides:
                return int(overrides[key])
    line = table["lines"][table["kinds"][kind]]
    numbers = line[0][1]
    for start, values in line:
        if level >= start:
            numbers = values
    return numbers[table["columns"].index(column)]


def saves(die: int, target: int) -> bool:
    return die >= target
