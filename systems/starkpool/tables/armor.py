"""Armor class from armor and shield.

SP-04  clothes AC 9, leather/padded AC 7, chain AC 5, plate AC 3; magic lowers AC 1 for 1.
       (Gap: the full armor list is in the Starkpool Shopper; this is the default list.)
SP-05  a shield improves AC by 1 (+ its magic); no shield with a two-handed weapon: a
       scenario that equips both is rejected, and in play the shield gives no AC while a
       two-handed weapon is in hand.
"""
from __future__ import annotations

from typing import Any

__all__ = ["ARMOR", "armor_class", "shield_value", "movement_class", "check_shield_hands"]

# PLACEHOLDER list (Starkpool Shopper): AC and the SP-24 movement class of each armor.
ARMOR: dict[str, dict[str, Any]] = {
    "none": {"ac": 9, "move": "light"},
    "clothes": {"ac": 9, "move": "light"},
    "padded": {"ac": 7, "move": "light"},
    "leather": {"ac": 7, "move": "light"},
    "chain": {"ac": 5, "move": "chain"},
    "plate": {"ac": 3, "move": "plate"},
}


def shield_value(has_shield: bool, shield_magic: int = 0, two_handed: bool = False) -> int:
    """SP-05: AC points a shield gives now (0 while a two-handed weapon is in use)."""
    return 1 + shield_magic if has_shield and not two_handed else 0


def armor_class(armor: str = "none", armor_magic: int = 0, has_shield: bool = False,
                shield_magic: int = 0, two_handed: bool = False, natural_ac: int | None = None,
                table: dict[str, dict[str, Any]] = ARMOR) -> int:
    """SP-04/SP-05: AC = armor (or a monster's natural AC) - magic - shield."""
    base = natural_ac if natural_ac is not None else table[armor]["ac"]
    return base - armor_magic - shield_value(has_shield, shield_magic, two_handed)


def movement_class(armor: str, table: dict[str, dict[str, Any]] = ARMOR) -> str:
    return table[armor]["move"]


def check_shield_hands(has_shield: bool, weapon_hands: int) -> str | None:
    """SP-05 validation: a reason when a shield is combined with a two-handed weapon."""
    if has_shield and weapon_hands >= 2:
        return "a shield cannot be used with a two-handed weapon"
    return None
