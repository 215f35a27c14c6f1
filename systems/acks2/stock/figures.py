"""Stock combatants for the matchup mini-language (`affray fight "2 fighter-3 v 5 orc"`).

Classes by level: fighter-N, thief-N, mage-N, crusader-N (N = 0..14): hp = 6 per level
(placeholder: average rolls), AC by the usual kit. Monsters from the chapter's examples
with Monstrous Manual-like PLACEHOLDER statistics (size, HD, AC, morale).
"""

from __future__ import annotations

import math
import re
from typing import Any

from affray.kernel.errors import AffrayError
from affray.kernel.matchup import figure_name, side_name

_CLASS_KIT = {
    "fighter": {"ac": 6, "armor_ac": 6, "armor": "heavy", "shield": True, "weapon": "sword",
                "str_mod": 1, "hit_die": 8, "heavy_helm": True},
    "crusader": {"ac": 5, "armor_ac": 5, "armor": "heavy", "shield": True, "weapon": "mace",
                 "hit_die": 6},
    "thief": {"ac": 2, "armor_ac": 2, "armor": "light", "weapon": "short sword", "dex_mod": 1,
              "hit_die": 4, "missile": "short bow", "ammo": 20},
    "mage": {"ac": 0, "armor_ac": 0, "armor": "none", "weapon": "dagger", "hit_die": 4,
             "spells": ["sleep", "magic missile"]},
}
_HP_PER_LEVEL = {"fighter": 6, "crusader": 5, "thief": 4, "mage": 3}

MONSTERS: dict[str, dict[str, Any]] = {
    "orc": {"cls": "monster", "hd": "1", "hp": 5, "ac": 2, "armor_ac": 2, "armor": "light",
            "weapon": "spear", "morale": 0, "kind": "humanoid", "profs": ["goblinoid"]},
    "orc-axe": {"cls": "monster", "hd": "1", "hp": 5, "ac": 2, "armor_ac": 2, "armor": "light",
                "weapon": "great axe", "two_handed": True, "morale": 0, "kind": "humanoid",
                "profs": ["goblinoid"]},
    "goblin": {"cls": "monster", "hd": "1-1", "hp": 4, "ac": 2, "armor_ac": 2, "armor": "light",
               "weapon": "short sword", "morale": -1, "size": "small", "profs": ["goblinoid"]},
    "hobgoblin": {"cls": "monster", "hd": "1+1", "hp": 6, "ac": 3, "armor_ac": 3,
                  "armor": "medium", "weapon": "sword", "morale": 1, "profs": ["goblinoid"]},
    "gnoll": {"cls": "monster", "hd": "2", "hp": 9, "ac": 2, "armor_ac": 2, "armor": "light",
              "weapon": "battle axe", "two_handed": True, "morale": 0},
    "ogre": {"cls": "monster", "hd": "4+1", "hp": 26, "ac": 3, "size": "large",
             "natural": ["1d10"], "natural_types": ["bludgeoning"], "morale": 1, "kind": "giant",
             "reach": 5, "speed": 30},
    "troll": {"cls": "monster", "hd": "6+3", "hp": 30, "ac": 4, "size": "large",
              "natural": ["1d6", "1d6", "1d10"], "natural_types": ["slashing"], "morale": 2,
              "kind": "giant"},
    "stone-giant": {"cls": "monster", "hd": "9", "hp": 45, "ac": 4, "size": "huge",
                    "natural": ["3d6"], "natural_types": ["bludgeoning"], "morale": 1,
                    "kind": "giant", "reach": 10},
    "dragon": {"cls": "monster", "hd": "12", "hp": 60, "ac": 6, "size": "gigantic",
               "natural": ["1d8", "1d8", "3d8"], "natural_types": ["slashing", "piercing"],
               "morale": 2, "kind": "monstrosity", "reach": 10, "immune": ["fire"],
               "can_fly": True},
    "skeleton": {"cls": "monster", "hd": "1", "hp": 4, "ac": 2, "weapon": "sword",
                 "kind": "undead", "morale": 4, "immune": ["piercing:mundane"],
                 "alignment": "chaotic", "enchanted": True},
    "wolf": {"cls": "monster", "hd": "2+2", "hp": 11, "ac": 1, "natural": ["1d6"],
             "natural_types": ["piercing"], "kind": "animal", "morale": 0, "speed": 60},
    "horse": {"cls": "monster", "hd": "2", "hp": 9, "ac": 1, "size": "large", "natural": ["1d4"],
              "natural_types": ["bludgeoning"], "kind": "animal", "morale": -1, "speed": 60},
    "warhorse": {"cls": "monster", "hd": "3", "hp": 13, "ac": 2, "size": "large",
                 "natural": ["1d6", "1d6"], "natural_types": ["bludgeoning"], "kind": "animal",
                 "morale": 1, "speed": 60, "war_trained": True},
    "peasant": {"cls": "normal", "level": 0, "hp": 3, "ac": 0, "weapon": "club",
                "profs": ["untrained"], "morale": -1},
}

_CLASS = re.compile(r"^(fighter|thief|mage|crusader)-(\d{1,2})$")


KNIGHT = {"cls": "fighter", "level": 3, "hp": 18, "controller": "player", "ac": 6, "armor_ac": 6,
          "armor": "heavy", "shield": True, "weapon": "lance", "str_mod": 1, "heavy_helm": True,
          "profs": ["riding", "mounted_combat"], "military_saddle": True}


def stock_figure(name: str) -> dict[str, Any]:
    if name == "knight":  # rides a warhorse (build_stock adds it)
        return dict(KNIGHT)
    m = _CLASS.match(name)
    if m:
        cls, level = m.group(1), int(m.group(2))
        if level > 14:
            raise AffrayError(f"stock figure {name!r}: levels run 0 to 14")
        sheet = {"cls": cls, "level": level, "hp": max(1, _HP_PER_LEVEL[cls] * max(1, level)),
                 "controller": "player", **_CLASS_KIT[cls]}
        return sheet
    if name in MONSTERS:
        return dict(MONSTERS[name])
    raise AffrayError(f"unknown acks2 figure {name!r}; known: fighter-N, thief-N, mage-N, "
                      f"crusader-N (N 0..14), {', '.join(sorted(MONSTERS))}")


STOCK = {**{k: v for k, v in MONSTERS.items()}, "knight": KNIGHT, "fighter-1": stock_figure("fighter-1"),
         "fighter-3": stock_figure("fighter-3"), "thief-3": stock_figure("thief-3"),
         "mage-3": stock_figure("mage-3"), "crusader-3": stock_figure("crusader-3")}


def build_stock(sides: list[list[tuple[int, str]]]) -> dict:
    """Two lines facing each other across x, 30' apart; side 2 faces west."""
    combatants = []
    for s, groups in enumerate(sides):
        x0 = 0 if s % 2 == 0 else 7
        face = "E" if s % 2 == 0 else "W"
        k = 0
        for count, name in groups:
            stock_figure(name)
            for _ in range(count):
                col, row = divmod(k, 8)
                x = x0 - col * 3 if s % 2 == 0 else x0 + col * 3
                at = [x, row * 2 + 20 * (s // 2)]
                entry = {"name": figure_name(name, s, k + 1), "side": side_name(s),
                         "stock": name, "at": at, "facing": face}
                if name == "knight":
                    horse = figure_name("warhorse", s, k + 1)
                    combatants.append({"name": horse, "side": side_name(s), "stock": "warhorse",
                                       "at": at, "facing": face})
                    entry["rides"] = horse
                combatants.append(entry)
                k += 1
    return {"ruleset": "acks2", "name": "matchup",
            "sides": [{"name": side_name(i), "policy": "tactical"} for i in range(len(sides))],
            "combatants": combatants, "max_rounds": 40}


def army(n: int) -> dict:
    """Benchmark: n fighters a side against n orcs, in ranks 30' apart."""
    width = max(1, math.ceil(math.sqrt(2 * n)))
    combatants = []
    for side, (name, stock, face, x0, sign) in enumerate(
            (("west", "fighter-1", "E", 0, -1), ("east", "orc", "W", 6, 1))):
        for i in range(n):
            rank, file = divmod(i, width)
            combatants.append({"name": f"{name}{i}", "side": name, "stock": stock,
                               "at": [x0 + sign * rank, file], "facing": face})
    return {"ruleset": "acks2", "name": f"open field, {n} a side", "max_rounds": max(40, n // 4),
            "sides": [{"name": "west", "policy": "tactical"}, {"name": "east", "policy": "tactical"}],
            "combatants": combatants}


def floor(stream, count: int) -> int:
    """count attack exchanges at their cheapest: d20 vs 10+2, d6 damage."""
    hp = 0
    for _ in range(count):
        if stream.dice(1, 20)[0] >= 12:
            hp -= stream.dice(1, 6)[0]
    return hp
