"""The surprise table (section 3.1, SP-07..SP-14)."""

from __future__ import annotations

from typing import Any

__all__ = ["SURPRISE"]

SURPRISE: dict[str, Any] = {
    "default": 2,
    "scout_levels": [[1, 3], [4, 4], [7, 5]],
    "elf_halfling": 4,
    "stealthy_races": ["elf", "halfling"],
    "open_terrain": ["clear_grassland", "clear_desert"],
    "large_group": {"dungeon": 11, "wilderness": 100},
    "large_group_chance": 1,
}
