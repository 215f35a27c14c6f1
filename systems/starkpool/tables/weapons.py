"""PLACEHOLDER weapon data (T5): the Starkpool Shopper is not part of the rules we have.

The text gives only: dagger length 1, battle axe length 5, sword damage 1d8. The other
lengths follow Chainmail weapon classes; damage values are OD&D/Greyhawk-style guesses.
Replace the whole table per scenario (``[tables.weapons]`` / ``[tables.missile_weapons]``).

Tags (rules that read them):
  prone_plus4   +4 instead of +2 against a prone foe (SP-117)
  swing         needs 1" clear of friends on either side (SP-120)
  set           double damage against chargers (SP-88)
  rank2, rank3  may reach from the second / third rank (SP-125)
  unhorse       may try to unhorse (SP-114)
  split_hook    may split or hook a shield (SP-113)
  anti_mounted  no -1 for a footman against a mounted foe (SP-118)
  lance         x2 on a mounted charge, knock-down, war-horse only (SP-87, SP-115, SP-120)
  no_dungeon    unusable in dungeons and ordinary rooms (SP-120)
  unarmed       fumbles make the user fall prone (SP-144)

The line "worst" (the `improvised` weapon) looks up the worst line for the AC (SP-142).

SP-74  natural weapons: length 0 for Small/Medium, HD (pluses ignored) for Large.
SP-75  ogres and minotaurs add 3 to their weapons' length; giants and the like add 6.
"""
from __future__ import annotations

from typing import Any

__all__ = ["MELEE_WEAPONS", "MISSILE_WEAPONS", "melee_weapon", "missile_weapon",
           "BOWS", "TWO_SHOT_KINDS", "BIG_USERS", "weapon_length"]


def _w(line: str, length: int, damage: str, hands: int, wooden: bool = False,
       c_code: bool = False, *tags: str, **extra: Any) -> dict[str, Any]:
    return {"line": line, "length": length, "damage": damage, "hands": hands,
            "wooden": wooden, "c_code": c_code, "tags": list(tags), **extra}


MELEE_WEAPONS: dict[str, dict[str, Any]] = {
    "unarmed": _w("punch_kick", 0, "1d2", 0, False, False, "unarmed"),
    # SP-142: damage without a real weapon (a chair, a rock) uses the worst line at the AC
    "improvised": _w("worst", 1, "1d4", 1, True),
    "dagger": _w("dagger", 1, "1d4", 1, False, False, "prone_plus4", prone_damage="3d4"),
    "hand_axe": _w("hand_axe", 2, "1d6", 1, False, False, "split_hook"),
    "club": _w("club_or_torch", 2, "1d4", 1, True),
    "torch": _w("club_or_torch", 2, "1d4", 1, True),
    "mace": _w("mace", 3, "1d6", 1),
    "hammer": _w("hammer", 3, "1d4+1", 1),
    "military_pick": _w("military_pick", 3, "1d6", 1),
    "sword": _w("sword", 4, "1d8", 1, False, False, "prone_plus4"),
    "battle_axe": _w("battle_axe", 5, "1d8", 1, False, False, "split_hook"),
    "big_club": _w("big_club", 5, "1d8", 2, True, False, "swing"),
    "morning_star": _w("morning_star", 6, "2d4", 1),
    "flail": _w("flail", 7, "1d6+1", 1, False, False, "swing"),
    "maul": _w("maul", 7, "1d10", 2, False, False, "swing"),
    "quarter_staff": _w("quarter_staff", 8, "1d6", 2, True),
    "heavy_axe": _w("heavy_axe", 8, "1d10", 2, False, True, "swing", "split_hook"),
    "spear": _w("spear", 8, "1d6", 1, True, False, "set", "rank2", "prone_plus4"),
    "bill": _w("bill", 9, "1d8", 2, False, True, "rank2", "unhorse", "anti_mounted"),
    "halberd": _w("halberd_pollax", 10, "1d10", 2, False, True, "set", "split_hook",
                  "anti_mounted"),
    "pollax": _w("halberd_pollax", 10, "1d10", 2, False, True, "set", "split_hook",
                 "anti_mounted"),
    "two_handed_sword": _w("two_handed_sword", 11, "1d10", 2, False, False, "swing"),
    "lance": _w("mounted_lance", 12, "2d4+1", 1, True, True, "lance", "unhorse",
                "no_dungeon"),
    "pike": _w("pike", 13, "1d6+1", 2, True, True, "set", "rank2", "rank3", "unhorse",
               "anti_mounted", "no_dungeon"),
}


def _m(line: str, kind: str, ranges: tuple[int, int, int], damage: str, hands: int = 2,
       wooden: bool = False) -> dict[str, Any]:
    return {"line": line, "kind": kind, "ranges": list(ranges), "damage": damage,
            "hands": hands, "wooden": wooden}


# kind: bow | crossbow | heavy_crossbow | sling | thrown | dart | flask
MISSILE_WEAPONS: dict[str, dict[str, Any]] = {
    "sling": _m("sling", "sling", (5, 10, 15), "1d4", 1),
    "short_bow": _m("short_bow", "bow", (5, 10, 15), "1d6"),
    "horse_bow": _m("horse_bow", "bow", (6, 12, 18), "1d6"),
    "light_crossbow": _m("light_crossbow", "crossbow", (6, 12, 18), "1d4+1"),
    "longbow": _m("longbow", "bow", (7, 14, 21), "1d6"),
    "composite_bow": _m("composite_bow", "bow", (8, 16, 24), "1d6"),
    "heavy_crossbow": _m("heavy_crossbow", "heavy_crossbow", (8, 16, 24), "1d6+1"),
    "javelin": _m("javelin", "thrown", (3, 6, 9), "1d6", 1, True),
    "dart": _m("dart", "dart", (3, 6, 9), "1d3", 1, True),
    "flask": _m("flask", "flask", (2, 4, 6), "0d0", 1),
}

BOWS = frozenset({"bow"})
TWO_SHOT_KINDS = frozenset({"bow", "dart"})


def melee_weapon(name: str, table: dict[str, dict[str, Any]] = MELEE_WEAPONS) -> dict[str, Any]:
    try:
        return table[name]
    except KeyError:
        raise KeyError(f"unknown melee weapon {name!r}") from None


def missile_weapon(name: str, table: dict[str, dict[str, Any]] = MISSILE_WEAPONS) -> dict[str, Any]:
    try:
        return table[name]
    except KeyError:
        raise KeyError(f"unknown missile weapon {name!r}") from None


BIG_USERS = {"ogre": 3, "minotaur": 3, "giant": 6}


def weapon_length(length: int | None, size: str = "M", hd_dice: int = 0,
                  big: str = "", table: dict[str, int] = BIG_USERS) -> int:
    """SP-74/SP-75: the effective Length; ``length=None`` means natural weapons."""
    if length is None:
        return hd_dice if size == "L" else 0
    return length + table.get(big, 0)
