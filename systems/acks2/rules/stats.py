"""What a combatant's sheet gives the rules: its attack throw value, saves, cleave limit,
hit die, ability modifiers (ACKS-81, ACKS-148, ACKS-161, conventions)."""

from __future__ import annotations

from affray.components.acks2 import Sheet

from . import throws


def ability_mod(score: int) -> int:
    """Checklist convention (gap: the ability table): 3 -3, 4-5 -2, 6-8 -1, 9-12 0,
    13-15 +1, 16-17 +2, 18 +3."""
    for top, mod in ((3, -3), (5, -2), (8, -1), (12, 0), (15, 1), (17, 2)):
        if score <= top:
            return mod
    return 3


def progression(sheet: Sheet) -> str:
    if sheet.cls in ("fighter", "monster", "normal"):
        return "fighter"
    if sheet.cls in ("thief", "crusader", "cleric"):
        return "crusader" if sheet.cls in ("crusader", "cleric") else "thief"
    return "mage"


def attack_value(sheet: Sheet) -> int:
    if sheet.cls == "monster":
        return throws.monster_attack_value(sheet.hd)
    return throws.class_attack_value(progression(sheet), sheet.level)


def attack_value_modifier(sheet: Sheet) -> int:
    """ACKS-82: the non-proficient -1."""
    if sheet.cls == "monster":
        return 0
    return throws.non_proficient_penalty(sheet.level, "untrained" not in sheet.profs)


def save_target(sheet: Sheet, category: str) -> int:
    if sheet.cls == "monster":
        return throws.save_value("fighter", throws.save_level_for_monster(sheet.hd), category)
    table = {"fighter": "fighter", "normal": "fighter", "crusader": "crusader",
             "cleric": "crusader", "thief": "thief"}.get(sheet.cls, "mage")
    return throws.save_value(table, sheet.level, category)


def hit_dice(sheet: Sheet) -> int:
    """ACKS-148 Default: `hit_dice`, else the level; monsters use the whole-dice part."""
    if sheet.hit_dice:
        return sheet.hit_dice
    if sheet.cls == "monster":
        dice, _, half = throws.parse_hd(sheet.hd)
        return 0 if half else dice
    return sheet.level


def cleave_limit(sheet: Sheet, weapon_size: str = "", weapon_types: tuple = (),
                 magic: int = 0) -> int:
    """ACKS-148 and ACKS-154: fighters HD, thieves/crusaders HD/2, mages none; a large
    magic bludgeoning or slashing weapon adds its bonus."""
    prog = progression(sheet)
    hd = hit_dice(sheet)
    limit = hd if prog == "fighter" else hd // 2 if prog in ("thief", "crusader") else 0
    if limit and weapon_size == "large" and magic > 0 and (
            "bludgeoning" in weapon_types or "slashing" in weapon_types):
        limit += magic
    return limit
