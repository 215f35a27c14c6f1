"""Benchmark hooks for `affray bench`: armies in formation, and the floor loop.

Two armies of n beginning humans each, in ranks facing each other across an open field:
a front rank of swordsmen (broadsword, small shield, leather), then spearmen, then macemen,
repeating. The floor is the cheapest pure-Python attack exchange of Melee: 3d6 against
adjDX, then 2d6 damage less leather, subtracted from ST.
"""

from __future__ import annotations

import math

_KITS = [
    {"weapons": ["broadsword", "dagger"], "shield": "small shield", "armor": "leather", "st": 12, "dx": 12},
    {"weapons": ["spear", "dagger"], "armor": "leather", "st": 12, "dx": 12},
    {"weapons": ["mace"], "shield": "small shield", "armor": "leather", "st": 13, "dx": 11},
]
GAP = 4  # empty hexes between the two front ranks


def army(n: int) -> dict:
    """n a side: ranks about twice as wide as deep, front ranks GAP hexes apart."""
    width = max(1, math.ceil(math.sqrt(2 * n)))
    combatants = []
    for side, (name, facing, sign) in enumerate((("west", 0, -1), ("east", 3, 1))):
        for i in range(n):
            rank, file = divmod(i, width)
            r = file - width // 2
            q = sign * (GAP // 2 + 1 + rank) - r // 2  # straight columns on the hex grid
            kit = _KITS[rank % len(_KITS)]
            combatants.append({"name": f"{name}{i}", "side": name, "at": [q, r],
                               "facing": facing, **kit})
    # the back ranks of a deep block take long to reach the enemy: N = 1,000 fights to the
    # end in ~160 rounds, N = 5,000 in ~420 (seed 1000); N // 5 leaves room to spare
    return {"ruleset": "tft-melee", "name": f"open field, {n} a side", "max_rounds": max(200, n // 5),
            "sides": [{"name": "west", "policy": "tactical"}, {"name": "east", "policy": "tactical"}],
            "combatants": combatants}


def floor(stream, count: int) -> int:
    """count attack exchanges at adjDX 10 (leather, small shield), broadsword damage."""
    st = 0
    for _ in range(count):
        a, b, c = stream.dice(3, 6)
        if a + b + c <= 10:
            d, e = stream.dice(2, 6)
            hits = d + e - 2
            if hits > 0:
                st -= hits
    return st
