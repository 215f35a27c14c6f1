"""Movement allowance by encumbrance, race and mount.

SP-24  no/light armor 12" (9" for dwarves, gnomes, halflings, goblins); chain 9" (6");
       plate 6"; overloaded (including carrying a pavis) 3". A shield does not matter.
       (Gap: the overload limit is in the Shopper; default: an explicit flag.)
SP-25  monsters have a fixed rate (SP-02); a mounted figure uses its mount's rate.
       PLACEHOLDER mount rates: war horse 12", light war horse 18", riding horse 24", mule 12".
"""
from __future__ import annotations

from typing import Any

__all__ = ["MOVEMENT", "MOUNTS", "movement_rate", "mount_rate"]

MOVEMENT: dict[str, Any] = {
    "rates": {"light": 12, "chain": 9, "plate": 6},
    "short_rates": {"light": 9, "chain": 6, "plate": 6},
    "short_races": ["dwarf", "gnome", "halfling", "goblin"],
    "overloaded": 3,
}

# PLACEHOLDER (Starkpool Shopper / Rules Cyclopedia). trained: SP-122; lance: SP-120.
MOUNTS: dict[str, dict[str, Any]] = {
    "war_horse": {"move": 12, "trained": True, "lance": True, "hd": "3", "ac": 7,
                  "attacks": [["hoof", "1d6"], ["hoof", "1d6"]]},
    "light_war_horse": {"move": 18, "trained": True, "lance": False, "hd": "2", "ac": 7,
                        "attacks": [["hoof", "1d4"], ["hoof", "1d4"]]},
    "paladin_horse": {"move": 18, "trained": True, "lance": True, "hd": "4", "ac": 5,
                      "attacks": [["hoof", "1d6"], ["hoof", "1d6"]]},
    "riding_horse": {"move": 24, "trained": False, "lance": False, "hd": "2", "ac": 7,
                     "attacks": [["hoof", "1d2"]]},
    "mule": {"move": 12, "trained": False, "lance": False, "hd": "2", "ac": 7,
             "attacks": [["kick", "1d3"]]},
}


def movement_rate(move_class: str, race: str = "human", overloaded: bool = False,
                  pavis: bool = False, table: dict[str, Any] = MOVEMENT) -> int:
    """SP-24: a man's rate in inches from his armor's movement class and race."""
    if overloaded or pavis:
        return table["overloaded"]
    rates = table["short_rates"] if race in table["short_races"] else table["rates"]
    return rates[move_class]


def mount_rate(mount: str, table: dict[str, dict[str, Any]] = MOUNTS) -> int:
    """SP-25: a rider moves at his mount's rate."""
    return table[mount]["move"]
