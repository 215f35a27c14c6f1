"""Flask weapons (section 3.4.1): damage, splash and effects."""

from __future__ import annotations

from typing import Any

__all__ = ["FLASKS"]

FLASKS: dict[str, dict[str, Any]] = {
    "burning_oil": {"now": "1d8", "next": "1d8", "leap": True, "undead_only": False},
    "cling_fire": {"now": "2d6", "next": "1d6", "leap": True, "undead_only": False},
    "acid": {"now": "1d6", "next": None, "leap": True, "undead_only": False},
    "holy_water": {"now": "1d8", "next": None, "leap": False, "undead_only": True},
}
