"""Weapons (ACKS-125, ACKS-92, ACKS-155): damage die by category and grip, damage types,
long/impact flags, missile range bands and missile cleave limits. Items the chapter does not
list carry the checklist's defaults (ACKS-125 Default)."""

from __future__ import annotations

from typing import NamedTuple


class Weapon(NamedTuple):
    one: str             # damage one-handed ("" if it cannot be used so)
    two: str             # damage two-handed ("" if it cannot be)
    types: tuple[str, ...]
    size: str            # tiny | small | medium | large | natural | missile
    long: bool = False   # ACKS-22, ACKS-87
    impact: bool = False  # ACKS-127
    thrown: str = ""     # range-band key when it can be thrown
    nonlethal: bool = False


WEAPONS: dict[str, Weapon] = {
    "whip": Weapon("1d2", "", ("slashing",), "tiny"),
    "unarmed": Weapon("1d3", "", ("bludgeoning",), "tiny", nonlethal=True),
    "kick": Weapon("1d4", "", ("bludgeoning",), "tiny", nonlethal=True),
    "dagger": Weapon("1d4", "", ("piercing",), "tiny", thrown="dagger"),
    "knife": Weapon("1d4", "", ("piercing",), "tiny", thrown="knife"),
    "hatchet": Weapon("1d4", "", ("slashing",), "tiny"),
    "club": Weapon("1d4", "", ("bludgeoning",), "tiny"),
    "bludgeon": Weapon("1d4", "", ("bludgeoning",), "tiny"),
    "staff": Weapon("1d4", "1d6", ("bludgeoning",), "medium"),
    "hand axe": Weapon("1d6", "", ("slashing",), "small", thrown="axe"),
    "javelin": Weapon("1d6", "", ("piercing",), "small", thrown="javelin"),
    "short sword": Weapon("1d6", "", ("piercing", "slashing"), "small"),
    "flail": Weapon("1d6", "1d8", ("bludgeoning",), "medium"),
    "battle axe": Weapon("1d6", "1d8", ("slashing",), "medium"),
    "mace": Weapon("1d6", "1d8", ("bludgeoning",), "medium"),
    "morning star": Weapon("1d6", "1d8", ("bludgeoning", "piercing"), "medium"),
    "pick": Weapon("1d6", "1d8", ("piercing",), "medium"),
    "spear": Weapon("1d6", "1d8", ("piercing",), "medium", long=True, impact=True, thrown="spear"),
    "sword": Weapon("1d6", "1d8", ("slashing", "piercing"), "medium"),
    "warhammer": Weapon("1d6", "1d8", ("bludgeoning",), "medium", thrown="warhammer"),
    "lance": Weapon("1d6", "", ("piercing",), "medium", long=True, impact=True),
    "polearm": Weapon("", "1d10", ("piercing", "slashing"), "large", long=True, impact=True),
    "pike": Weapon("", "1d10", ("piercing",), "large", long=True, impact=True),
    "two-handed sword": Weapon("", "1d10", ("slashing",), "large"),
    "great axe": Weapon("", "1d10", ("slashing",), "large"),
    "bola": Weapon("1d2", "", ("bludgeoning",), "tiny", thrown="bola"),
    "dart": Weapon("1d4", "", ("piercing",), "tiny", thrown="dart"),
    # missile weapons: the die of the ammunition
    "sling": Weapon("1d4", "1d4", ("bludgeoning",), "missile"),
    "sling-staff": Weapon("1d6", "1d6", ("bludgeoning",), "missile"),
    "short bow": Weapon("1d6", "1d6", ("piercing",), "missile"),
    "long bow": Weapon("1d6", "1d6", ("piercing",), "missile"),
    "composite bow": Weapon("1d6", "1d6", ("piercing",), "missile"),
    "crossbow": Weapon("1d6", "1d6", ("piercing",), "missile"),
    "arbalest": Weapon("1d8", "1d8", ("piercing",), "missile"),
}

# ACKS-92: (short, medium, long) in feet
RANGES: dict[str, tuple[int, int, int]] = {
    "arbalest": (180, 360, 480), "axe": (15, 30, 45), "bola": (15, 30, 45),
    "composite bow": (120, 240, 360), "long bow": (120, 240, 360), "short bow": (75, 150, 300),
    "crossbow": (140, 280, 420), "dagger": (15, 30, 45), "dart": (15, 30, 45),
    "holy water": (15, 45, 60), "javelin": (30, 60, 120), "knife": (15, 30, 45),
    "oil": (15, 45, 60), "sling": (60, 120, 240), "sling-staff": (75, 150, 300),
    "spear": (30, 60, 120), "torch": (15, 30, 45), "warhammer": (15, 30, 45),
}
RANGE_PENALTY = {"short": 0, "medium": -2, "long": -5}

# ACKS-155: missile cleave caps; None = limited by class and level only
MISSILE_CLEAVE_CAP: dict[str, str | int | None] = {
    "arbalest": 2, "crossbow": 2, "long bow": "3+str", "composite bow": "3+str",
}
DUAL_WIELD_DAMAGE = {"tiny": "1d4", "small": "1d6", "medium": "1d6"}  # ACKS-91
STR_DAMAGE_MISSILES = ("composite bow",)  # ACKS-98 Default: flagged str_damage
