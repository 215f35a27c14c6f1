"""Tactical to-hit modifiers in melee (section 3.5.9), each a small function of plain values.

SP-104 flank attack (two or more on the target): +1 and the target's shield is ignored.
SP-105 rear attack: +2 and the shield is ignored.
SP-107 a Scout/Delver's rear attack is a back stab: +4 instead of +2, damage x2 at levels
       1-4, x3 at 5-8, x4 at 9+ (gap default, Greyhawk thief style).
SP-109 each parry against an attacker gives his next roll -3.
SP-117 prone attacker -4; melee on a prone foe +2 (+4 with spear, dagger, sword).
SP-118 mounted on foot +2 in the first round of their fight, +1 later; foot on mounted -1
       unless armed with a pike, bill or halberd.
SP-119 height +1 from above, -1 from below; not with the mounted modifier (height ignored).
SP-84  magic weapons +N to hit and damage; melee dexterity 0 by default (configurable).
SP-40  attacks on a spotted invisible foe are at -5.
"""
from __future__ import annotations

from typing import Iterable

__all__ = ["BACKSTAB", "arc_bonus", "ignores_shield", "backstab_multiplier", "parry_penalty",
           "prone_modifier", "mounted_modifier", "height_modifier", "INVISIBLE_PENALTY"]

INVISIBLE_PENALTY = -5
# [from level, multiplier]  (SP-107 gap default)
BACKSTAB = {"multipliers": [[1, 2], [5, 3], [9, 4]], "to_hit": 4}


def arc_bonus(arc: str, backstab: bool = False, table=BACKSTAB) -> int:
    """SP-104/SP-105/SP-107."""
    if arc == "rear":
        return table["to_hit"] if backstab else 2
    return 1 if arc == "flank" else 0


def ignores_shield(arc: str) -> bool:
    """SP-104/SP-105: flank and rear attackers ignore the shield."""
    return arc in ("flank", "rear")


def backstab_multiplier(level: int, table=BACKSTAB) -> int:
    """SP-107: damage multiplier of a Scout/Delver's back stab."""
    mult = 1
    for start, value in table["multipliers"]:
        if level >= start:
            mult = value
    return mult


def parry_penalty(parries: int) -> int:
    """SP-109: -3 for each parry standing against this attack."""
    return -3 * parries


def prone_modifier(attacker_prone: bool, target_prone: bool, tags: Iterable[str] = (),
                   missile: bool = False) -> int:
    """SP-117: modifiers for prone attackers and prone targets."""
    mod = -4 if attacker_prone and not missile else 0
    if target_prone:
        mod += -3 if missile else (4 if "prone_plus4" in tags else 2)
    return mod


def mounted_modifier(attacker_mounted: bool, target_mounted: bool, first_round: bool,
                     tags: Iterable[str] = ()) -> int | None:
    """SP-118: None when neither side's mounted modifier applies."""
    if attacker_mounted and not target_mounted:
        return 2 if first_round else 1
    if target_mounted and not attacker_mounted:
        return 0 if "anti_mounted" in tags else -1
    return None


def height_modifier(attacker_elevation: float, target_elevation: float,
                    mounted_mod: int | None = None) -> int:
    """SP-119: +1 from above, -1 from below; ignored when SP-118 applies."""
    if mounted_mod is not None or attacker_elevation == target_elevation:
        return 0
    return 1 if attacker_elevation > target_elevation else -1
