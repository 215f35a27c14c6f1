"""Section S: WFRP-77/107 specialist weapons (WS/BS 10 unskilled), WFRP-78 weapon
modifiers, WFRP-79 spear and halberd, WFRP-80 lance, WFRP-61 parrying weapons."""

from __future__ import annotations

from typing import NamedTuple


class Mods(NamedTuple):
    initiative: int
    to_hit: int
    damage: int
    parry: int


def skill_name(weapon: str) -> str:
    return f"Specialist Weapon - {weapon}"


def unskilled(weapon: str, skills: list[str], specialist: list[str]) -> bool:
    """WFRP-77: a specialist weapon without its skill."""
    return weapon in specialist and skill_name(weapon) not in skills and "Specialist Weapon" not in skills


def modifiers(table: dict, weapon: str, *, first_round: bool = False, winning: bool = False,
              foe_mounted: bool = False, foe_aerial: bool = False, mounted_charge: bool = False) -> Mods:
    """WFRP-78 values with the WFRP-79/80 readings."""
    if weapon == "Lance" and not mounted_charge:
        weapon = "Hand Weapon"  # WFRP-80: the butt end
    i, hit, dmg, parry = table.get(weapon, (0, 0, 0, 0))
    if weapon in ("Spear", "Halberd"):
        bonus = first_round or winning
        i = (20 if foe_mounted else 10) if bonus else (-10 if weapon == "Halberd" else 0)
        if weapon == "Spear":
            hit = 10 if foe_aerial else 0
        else:
            hit = 0 if foe_aerial else -10
    return Mods(i, hit, dmg, parry)


def can_parry_with(weapon: str, kinds: list[str]) -> bool:
    return weapon in kinds
