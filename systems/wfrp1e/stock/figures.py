"""Stock figures for `affray fight "3 human v 4 goblin" --ruleset wfrp1e`.

Profiles are typical 1st-edition values (human warrior, elf, dwarf, halfling, orc, goblin,
skaven, beastman, ogre, troll, giant, ...) for quick fights; the rules text itself gives no
profiles, so a scenario sets its own where it matters."""

from __future__ import annotations

from typing import Any

from affray.kernel.errors import AffrayError
from affray.kernel.matchup import line_up, open_field

MAIL = {"body": [1, "metal"]}
LEATHER = {"body": [1, "leather"]}


def _f(M, WS, BS, S, T, W, I, A, Dex, Int, **extra) -> dict[str, Any]:
    return {"M": M, "WS": WS, "BS": BS, "S": S, "T": T, "W": W, "I": I, "A": A, "Dex": Dex,
            "Int": Int, **extra}


STOCK: dict[str, dict[str, Any]] = {
    "human": {"profile": _f(4, 33, 25, 3, 3, 7, 30, 1, 29, 29),
              "kit": {"weapon": "Hand Weapon", "shield": True, "armour": MAIL}},
    "archer": {"profile": _f(4, 29, 39, 3, 3, 7, 35, 1, 35, 29),
               "kit": {"weapon": "Hand Weapon", "missile": "Long Bow", "loaded": 1,
                       "armour": LEATHER}},
    "pistolier": {"profile": _f(4, 33, 35, 3, 3, 7, 35, 1, 35, 29, skills=["Specialist Weapon"]),
                  "kit": {"weapon": "Hand Weapon", "missile": "Pistol", "loaded": 1,
                          "armour": LEATHER}},
    "elf": {"profile": _f(4, 41, 45, 3, 3, 7, 60, 1, 45, 43, race="elf - wood"),
            "kit": {"weapon": "Hand Weapon", "armour": LEATHER}},
    "dwarf": {"profile": _f(3, 41, 25, 3, 4, 7, 20, 1, 24, 29, race="dwarf", height=4.5),
              "kit": {"weapon": "Hand Weapon", "shield": True, "armour": MAIL}},
    "halfling": {"profile": _f(3, 23, 42, 2, 2, 5, 50, 1, 43, 29, race="halfling", height=3.0),
                 "kit": {"weapon": "Hand Weapon"}},
    "orc": {"profile": _f(4, 33, 25, 3, 4, 7, 20, 1, 18, 18, race="orc"),
            "kit": {"weapon": "Hand Weapon", "shield": True, "armour": LEATHER}},
    "goblin": {"profile": _f(4, 25, 25, 3, 3, 5, 20, 1, 18, 18, race="goblin", height=4.0),
               "kit": {"weapon": "Hand Weapon", "shield": True}},
    "skaven": {"profile": _f(5, 33, 25, 3, 3, 7, 40, 1, 30, 24, race="skaven", height=5.0),
               "kit": {"weapon": "Hand Weapon"}},
    "beastman": {"profile": _f(4, 41, 25, 3, 4, 11, 30, 1, 30, 24),
                 "kit": {"weapon": "Hand Weapon", "shield": True}},
    "ogre": {"profile": _f(6, 33, 17, 4, 5, 17, 30, 2, 18, 14, height=10.0, base=3.0,
                           size="large"),
             "kit": {"weapon": "Hand Weapon"}},
    "troll": {"profile": _f(6, 33, 17, 5, 4, 17, 10, 3, 14, 14, height=10.0, base=3.0,
                            size="large", natural=True),
              "kit": {"weapon": ""}},
    "giant": {"profile": _f(6, 33, 17, 7, 6, 30, 20, 5, 14, 14, height=18.0, base=4.0,
                            size="large"),
              "kit": {"weapon": "Hand Weapon"}},
    "horse": {"profile": _f(8, 0, 0, 3, 3, 5, 30, 0, 10, 10, shape="quadruped", base=3.0,
                            natural=True),
              "kit": {"weapon": ""}},
    "giant bat": {"profile": _f(1, 33, 0, 2, 2, 5, 40, 1, 10, 10, race="bat, giant",
                                shape="winged", natural=True),
                  "kit": {"weapon": ""}},
}
STOCK["warrior"] = STOCK["human"]
STOCK["human warrior"] = STOCK["human"]


def stock_figure(name: str) -> dict[str, Any]:
    try:
        return STOCK[name]
    except KeyError:
        raise AffrayError(f"unknown wfrp1e figure {name!r}; known: {', '.join(sorted(STOCK))}") from None


def build_stock(sides: list[list[tuple[int, str]]]) -> dict:
    """Sides face each other across x, 8 yards apart, figures 4 yards apart (kernel line_up)."""
    for groups in sides:
        for _, name in groups:
            stock_figure(name)
    return line_up("wfrp1e", sides, 4.0, 4.0, 4.0, 40, 40)


def army(n: int) -> dict:
    """Benchmark: n humans a side in ranks 3 yards apart, 6 yards between the lines."""
    return open_field("wfrp1e", n, "human", 3.0, 3.0, max(60, n // 4))


def floor(stream, count: int) -> int:
    """count blows: d100 against WS 33, D6 + 3 - 3 - 1 on a hit."""
    total = 0
    for _ in range(count):
        if stream.below(100) + 1 <= 33:
            total += max(0, stream.below(6) + 1 - 1)
    return total
