"""Stock figures for the matchup mini-language (`affray fight "2 man-at-arms v 3 orc"`).

Profiles are placeholders shaped by the text's stand sizes (DS-09, DS-10, DS-12) and the
section-W weights; characteristics are ordinary values, not C&S statistics.
"""

from __future__ import annotations

from typing import Any

from affray.kernel.errors import AffrayError
from affray.kernel.matchup import line_up, open_field

_MAN = {"stand": {"kind": "square", "size": 1.0}}
_DRAGON_POINTS = [[4.0, -1.5], [4.0, 1.5], [-4.0, 1.5], [-4.0, -1.5]]
# DS-12: the 3" head side and the forward 5" of each 8" side are frontal: split the long
# sides at 5" from the head (x = -1) into a frontal and a rear part
_DRAGON = [[4.0, -1.5], [4.0, 1.5], [-1.0, 1.5], [-4.0, 1.5], [-4.0, -1.5], [-1.0, -1.5]]

STOCK: dict[str, dict[str, Any]] = {
    "man-at-arms": {**_MAN, "fighter": {"flags": ["intelligent", "trained_fighter", "man_size"]},
                    "kit": {"weapon": "sword", "wclass": "L", "wkind": "sword", "shield": "small"}},
    "knight": {"stand": {"kind": "rect", "size": 2.0, "width": 1.0},
               "fighter": {"flags": ["intelligent", "trained_fighter", "chivalry", "man_size"],
                           "ac": 8},
               "kit": {"weapon": "lance", "wclass": "H", "wkind": "lance", "length": 12,
                       "shield": "large", "drawn": ["sword"]},
               "mount": {"cls": "great", "speed": "trot", "weight": 10000}},
    "archer": {**_MAN, "fighter": {"flags": ["intelligent", "trained_fighter", "man_size"],
                                   "dex": 15},
               "kit": {"weapon": "bow", "wclass": "L", "wkind": "missile", "shots": 2,
                       "drawn": ["sword"]}},
    "berserker": {**_MAN, "fighter": {"flags": ["intelligent", "trained_fighter", "nordic",
                                                "nordic_berserk", "man_size"], "st": 15},
                  "kit": {"weapon": "axe", "wclass": "LH", "wkind": "club", "shield": "small"}},
    "orc": {"stand": {"kind": "square", "size": 0.75},
            "fighter": {"weight": 1500, "flags": ["intelligent", "trained_fighter"]},
            "kit": {"weapon": "scimitar", "wclass": "L", "wkind": "sword", "shield": "small"}},
    "ogre": {"stand": {"kind": "square", "size": 1.25},
             "fighter": {"weight": 4000, "st": 22, "height": 9.0, "body": 35,
                         "flags": ["intelligent", "monster"]},
             "kit": {"weapon": "club", "wclass": "H", "wkind": "club"}},
    "giant": {"stand": {"kind": "square", "size": 1.75},
              "fighter": {"weight": 9000, "st": 30, "height": 14.0, "body": 60,
                          "move": 8.0, "flags": ["intelligent", "monster"]},
              "kit": {"weapon": "great club", "wclass": "H", "wkind": "club"}},
    "troll": {"stand": {"kind": "square", "size": 1.5},
              "fighter": {"weight": 5000, "st": 24, "height": 11.0, "body": 40,
                          "flags": ["monster"]},
              "kit": {"weapon": "claws", "wclass": "LH", "wkind": "club"}},
    "dragon": {"stand": {"kind": "poly", "points": _DRAGON,
                         "labels": ["front", "front", "rear", "rear", "rear", "front"],
                         "attack": [True, True, True, True, True, True],
                         "arcs": ["front", "side", "rear", "rear", "rear", "side"]},
               "fighter": {"weight": 60000, "st": 40, "height": 14.0, "body": 120,
                           "move": 12.0, "flags": ["monster", "intelligent", "tail_weapon"]},
               "kit": {"weapon": "jaws", "wclass": "H", "wkind": "club"}},
}
STOCK["knight on destrier"] = STOCK["knight"]
STOCK["knight-on-destrier"] = STOCK["knight"]


def stock_figure(name: str) -> dict[str, Any]:
    try:
        return STOCK[name]
    except KeyError:
        raise AffrayError(f"unknown destrier figure {name!r}; known: {', '.join(sorted(STOCK))}") from None


def build_stock(sides: list[list[tuple[int, str]]]) -> dict:
    """Sides face each other across x, 6\" apart, files 3\" apart, 2.5\" across (kernel line_up)."""
    for groups in sides:
        for _, name in groups:
            stock_figure(name)
    return line_up("destrier", sides, 3.0, 3.0, 2.5, 20, 30)


def army(n: int) -> dict:
    """Benchmark: n a side, men-at-arms in ranks 1.5\" apart, 4\" between the lines."""
    return open_field("destrier", n, "man-at-arms", 2.0, 1.5, max(40, n // 5))


def floor(stream, count: int) -> int:
    """count DELIVER BLOW exchanges: d100 (two d10) against 50, placeholder damage 4."""
    body = 0
    for _ in range(count):
        t, u = stream.dice(2, 10)
        roll = (t % 10) * 10 + u % 10 or 100
        if roll <= 50:
            body -= 4
    return body
