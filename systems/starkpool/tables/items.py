"""PLACEHOLDER magic items: potions, wands and scrolls (section 3.7, SP-135, SP-56).

effect kinds as in spells.py; `use`: "drink" (potions: an attack in melee, SP-135),
"device" (wands: usable after moving or injury, not when stunned, SP-56/SP-57),
"scroll" (read like a spell: not in melee, not after moving or injury, SP-55..SP-57).
"""

from __future__ import annotations

from typing import Any

__all__ = ["ITEMS"]

ITEMS: dict[str, dict[str, Any]] = {
    "potion_healing": {"use": "drink", "effect": "heal", "damage": "1d6+1", "range_ft": 0},
    "wand_magic_missile": {"use": "device", "effect": "damage_auto", "damage": "1d6+1",
                           "range_ft": 150, "targets": "enemy"},
    "scroll_fire_ball": {"use": "scroll", "spell": "fire_ball"},
    "scroll_sleep": {"use": "scroll", "spell": "sleep"},
}
