"""Stock figures for the matchup mini-language (`affray fight "4 orc v fighter-6"`).

Names: fighter-N, scout-N, delver-N, cleric-N (militant), magic-user-N for N = 1..10
(`fighter` alone is level 1); man-at-arms, archer, crossbowman, slinger, lancer, pikeman;
orc, goblin, kobold, hobgoblin, gnoll, bugbear, ogre, wolf, troll, skeleton, hill-giant.
"""

from __future__ import annotations

from typing import Any

from affray.kernel.errors import AffrayError
from affray.kernel.matchup import figure_name, side_name

__all__ = ["STOCK", "stock_figure", "build_stock"]

_CLASS_GEAR = {
    "fighter": {"kind": "fighter", "armor": "chain", "shield": True, "weapon": "sword",
                "missile": "short_bow"},
    "scout": {"kind": "scout", "armor": "leather", "weapon": "sword", "missile": "short_bow",
              "dex": 14},
    "delver": {"kind": "delver", "armor": "leather", "weapon": "dagger", "missile": "sling",
               "spare": ["sword"], "dex": 14},
    "cleric": {"kind": "cleric_militant", "armor": "chain", "shield": True, "weapon": "mace",
               "holy_symbol": True, "spells": ["cure_light_wounds", "hold_person"]},
    "magic-user": {"kind": "magic_user", "armor": "none", "weapon": "dagger",
                   "spells": ["magic_missile", "sleep", "fire_ball"], "flasks": ["burning_oil"]},
}
_HP = {"fighter": 5, "scout": 4, "delver": 4, "cleric": 4, "magic-user": 3}

STOCK: dict[str, dict[str, Any]] = {
    "man-at-arms": {"kind": "troop", "troop_class": "C", "armor": "leather", "shield": True,
                    "weapon": "spear", "hp": 5},
    "archer": {"kind": "troop", "troop_class": "C", "armor": "leather", "weapon": "dagger",
               "missile": "longbow", "hp": 5},
    "crossbowman": {"kind": "troop", "troop_class": "C", "armor": "chain", "weapon": "sword",
                    "missile": "heavy_crossbow", "hp": 5},
    "slinger": {"kind": "troop", "troop_class": "D", "armor": "none", "weapon": "club",
                "missile": "sling", "hp": 4},
    "pikeman": {"kind": "troop", "troop_class": "C", "armor": "chain", "weapon": "pike",
                "hp": 5},
    "lancer": {"kind": "fighter", "level": 2, "armor": "plate", "shield": True,
               "weapon": "lance", "spare": ["sword"], "mount": "war_horse", "hp": 11},
    "orc": {"kind": "monster", "hd": "1", "ac": 7, "shield": True, "weapon": "battle_axe",
            "tags": ["orc"], "troop_class": "C", "hp": 5},
    "goblin": {"kind": "monster", "hd": "1-1", "ac": 7, "shield": True, "weapon": "spear",
               "race": "goblin", "tags": ["goblin"], "hp": 3, "move": 6},
    "kobold": {"kind": "monster", "hd": "1/2", "ac": 7, "weapon": "club", "race": "kobold",
               "tags": ["kobold"], "hp": 3, "move": 6},
    "hobgoblin": {"kind": "monster", "hd": "1+1", "ac": 6, "shield": True, "weapon": "spear",
                  "tags": ["hobgoblin"], "hp": 6, "move": 9},
    "gnoll": {"kind": "monster", "hd": "2", "ac": 5, "weapon": "battle_axe", "tags": ["gnoll"],
              "hp": 9, "move": 9},
    "bugbear": {"kind": "monster", "hd": "3+1", "ac": 5, "weapon": "morning_star",
                "tags": ["bugbear"], "hp": 14, "move": 9},
    "ogre": {"kind": "monster", "hd": "4+1", "ac": 5, "weapon": "big_club", "big": "ogre",
             "size": "L", "hp": 19, "move": 9},
    "wolf": {"kind": "monster", "hd": "2+2", "ac": 7, "legs": 4, "attacks": [["bite", "1d6"]],
             "hp": 11, "move": 18, "can_communicate": False},
    "troll": {"kind": "monster", "hd": "6+3", "ac": 4, "size": "L",
              "attacks": [["claw", "1d4"], ["claw", "1d4"], ["bite", "1d8"]], "hp": 30,
              "move": 12},
    "skeleton": {"kind": "monster", "hd": "1/2", "ac": 8, "weapon": "sword",
                 "tags": ["undead"], "hp": 3, "can_communicate": False},
    "hill-giant": {"kind": "monster", "hd": "8", "ac": 4, "weapon": "big_club", "big": "giant",
                   "size": "L", "hp": 36, "move": 12},
}
for _name, _gear in _CLASS_GEAR.items():
    for _lv in range(1, 11):
        STOCK[f"{_name}-{_lv}"] = dict(_gear, level=_lv, hp=max(4, _lv * _HP[_name]))
STOCK["fighter"] = STOCK["fighter-1"]


def stock_figure(name: str) -> dict[str, Any]:
    key = name.strip().lower().replace(" ", "-").replace("fighting-man", "fighter")
    if key not in STOCK:
        raise AffrayError(f"unknown stock figure {name!r}; known: {', '.join(sorted(STOCK))}")
    return dict(STOCK[key])


def build_stock(sides: list[list[tuple[int, str]]]) -> dict[str, Any]:
    """A scenario (builtins) from a parsed matchup: side 1 at x = 0, the others at x = 10,
    figures 1.5" apart in columns of eight."""
    names = [side_name(s) for s in range(len(sides))]
    combatants = []
    for s, groups in enumerate(sides):
        i = 0
        for count, name in groups:
            figure = stock_figure(name)
            for n in range(count):
                x = (10.0 if s else 0.0) + (1.5 if s else -1.5) * (i // 8)
                combatants.append(dict(figure, name=figure_name(name, s, i + 1),
                                       side=names[s], x=x, y=1.5 * (i % 8),
                                       group=f"{name}s"))
                i += 1
    return {"ruleset": "starkpool", "name": "stock matchup",
            "sides": [{"name": names[s], "policy": "tactical"} for s in range(len(sides))],
            "combatants": combatants, "map": {"environment": "wilderness", "daylight": True}}
