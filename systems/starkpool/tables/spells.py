"""PLACEHOLDER spell registry (the Rules Cyclopedia is not part of the rules we have).

SP-54  spells keyed by name: level, range in feet, area in feet and an effect handler name.
       Man-to-man range in inches = feet / 5 (true scale, SP-01) -- a flagged choice.
SP-55..SP-57 casting restrictions live in casting.py; effects in spell_effects.py.

effect kinds (handled by spell_effects.py):
  damage_auto  automatic hit for ``damage`` (magic missile)
  damage_area  every figure within ``radius_ft`` of the target point, save for half
  sleep        ``hd_dice`` worth of HD (lowest first) within ``radius_ft``, at most ``max_hd``
  heal         restores ``damage`` hit points to the target (touch: 1")
  hold         the target saves (spells) or is held (stunned) for ``rounds`` rounds
  invisible    the caster (or touched ally) becomes invisible until he attacks
"""
from __future__ import annotations

from typing import Any

__all__ = ["SPELLS", "spell", "range_inches"]

SPELLS: dict[str, dict[str, Any]] = {
    "magic_missile": {"level": 1, "caster": "magic_user", "range_ft": 150, "area_ft": 0,
                      "effect": "damage_auto", "damage": "1d6+1", "targets": "enemy"},
    "sleep": {"level": 1, "caster": "magic_user", "range_ft": 240, "area_ft": 40,
              "effect": "sleep", "hd_dice": "2d8", "max_hd": 4, "radius_ft": 20,
              "targets": "enemy"},
    "invisibility": {"level": 2, "caster": "magic_user", "range_ft": 5, "area_ft": 0,
                     "effect": "invisible", "targets": "self"},
    "fire_ball": {"level": 3, "caster": "magic_user", "range_ft": 240, "area_ft": 40,
                  "effect": "damage_area", "damage_per_level": "1d6", "radius_ft": 20,
                  "save": "spells", "targets": "enemy"},
    "cure_light_wounds": {"level": 1, "caster": "cleric", "range_ft": 5, "area_ft": 0,
                          "effect": "heal", "damage": "1d6+1", "targets": "ally"},
    "hold_person": {"level": 2, "caster": "cleric", "range_ft": 180, "area_ft": 0,
                    "effect": "hold", "rounds": 9, "save": "spells", "targets": "enemy"},
}


def spell(name: str, table: dict[str, dict[str, Any]] = SPELLS) -> dict[str, Any]:
    try:
        return table[name]
    except KeyError:
        raise KeyError(f"unknown spell {name!r}") from None


def range_inches(range_ft: float, feet_per_inch: float = 5.0) -> float:
    """SP-54: range on the table at man-to-man scale (feet / 5)."""
    return range_ft / feet_per_inch
