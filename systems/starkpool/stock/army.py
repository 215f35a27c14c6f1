"""Benchmark armies for `affray bench --ruleset starkpool`, and the floor loop.

Two hosts of n Class C foot each, in ranks facing each other across open grassland in
daylight: a front rank of spearmen (leather and shield), then swordsmen (chain and shield),
then pikemen (chain), repeating. Figures stand 1.5" apart; the front ranks start 12" apart
(a spearman in leather moves 9", so the first round closes and the second fights). Each
rank of up to 20 files is a morale group (SP-127 casualty thresholds), so hosts break and
flee the field as the book says instead of fighting to the last man.

The floor is the cheapest pure-Python attack exchange of the ruleset: 1d20 against the
sword line of the men's melee matrix (T2) at AC 6, then 1d8 damage off the hit points.
"""

from __future__ import annotations

import math
from typing import Any

from ..tables.matrices import MEN_MELEE, men_number
from .figures import stock_figure

__all__ = ["army", "floor", "KITS", "SPACING", "GAP"]

KITS = ("man-at-arms", "swordsman", "pikeman")
SWORDSMAN = {"kind": "troop", "troop_class": "C", "armor": "chain", "shield": True,
             "weapon": "sword", "hp": 5}
SPACING = 1.5   # inches between neighbouring figures (bases are 0.75")
GAP = 12.0      # inches between the two front ranks
GROUP = 20      # most figures in one morale group (a rank's files)
SWORD_AC6 = men_number(MEN_MELEE, "sword", 6).number


def _kit(name: str) -> dict[str, Any]:
    return dict(SWORDSMAN) if name == "swordsman" else stock_figure(name)


def army(n: int) -> dict:
    """n a side: ranks about twice as wide as deep, centred on y = 0, across the x axis;
    each figure faces the nearest enemy (the scenario default)."""
    width = max(1, math.ceil(math.sqrt(2 * n)))
    combatants = []
    for name, sign in (("west", -1), ("east", 1)):
        for i in range(n):
            rank, file = divmod(i, width)
            kit = _kit(KITS[rank % len(KITS)])
            x = sign * (GAP / 2 + rank * SPACING)
            y = (file - (width - 1) / 2) * SPACING
            combatants.append({**kit, "name": f"{name}{i}", "side": name,
                               "x": round(x, 6), "y": round(y, 6),
                               "group": f"{name}-r{rank}-{file // GROUP}"})
    return {"ruleset": "starkpool", "name": f"open field, {n} a side",
            "max_rounds": max(100, n // 5),
            "sides": [{"name": "west", "policy": "tactical"},
                      {"name": "east", "policy": "tactical"}],
            "map": {"environment": "wilderness", "terrain": "clear_grassland",
                    "daylight": True},
            "combatants": combatants}


def floor(stream, count: int) -> int:
    """count attack exchanges: a sword against AC 6, 1d8 damage."""
    hp = 0
    need = SWORD_AC6
    for _ in range(count):
        if stream.dice(1, 20)[0] >= need:
            hp -= stream.dice(1, 8)[0]
    return hp
