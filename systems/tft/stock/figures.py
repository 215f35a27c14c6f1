"""Stock figures for `affray fight`: men of each race with the book's usual kit, and every
creature of `creatures.toml` (TFT-136..140, 148); and how they stand at the start.
"""

from __future__ import annotations

from affray.kernel.matchup import figure_name, side_name

from ..tables.creatures import CREATURES as _BEASTS


_STOCK_MEN = {
    "human": ("human", 12, 12, "leather", ["broadsword", "dagger"], "small shield"),
    "orc": ("orc", 13, 11, "leather", ["mace"], "small shield"),
    "elf": ("elf", 10, 14, "leather", ["rapier", "small bow"], None),
    "dwarf": ("dwarf", 14, 10, "chainmail", ["small ax", "dagger"], "small shield"),
    "halfling": ("halfling", 8, 12, "none", ["sling", "dagger"], None),
    "hobgoblin": ("hobgoblin", 11, 9, "leather", ["club"], "small shield"),
    "goblin": ("goblin", 9, 9, "none", ["club", "dagger"], None),
    "archer": ("human", 11, 13, "leather", ["longbow", "shortsword"], None),
    "spearman": ("human", 12, 12, "leather", ["spear", "dagger"], None),
}


def _stock_table() -> dict:
    """Every stock figure: the men above, then every creature of `creatures.toml` (bear,
    gargoyle, giant, giant snake, wolf...), with the book's suggested ST and DX, no armor
    and its natural weapon (TFT-136..140, 148)."""
    table = dict(_STOCK_MEN)
    for name in sorted(_BEASTS):
        c = _BEASTS[name]
        table[name] = (name, c.st, c.dx, "none", [c.weapon], None)
    return table


STOCK = _stock_table()


def _stock_figure(kind: str):
    """Stock figures for `affray fight`: (race, st, dx, armor, weapons, shield)."""
    return STOCK.get(kind)


COLUMN = 24  # rows a column holds; a larger side stands in more columns, away from the enemy


def _place(s: int, row: int) -> list[int]:
    """Side s's figure in `row`: a column of COLUMN rows (even, so a giant's pair of rows stays
    in one column), further columns two hexes behind it."""
    col, r = divmod(row, COLUMN)
    return [8 * s - 4 - r // 2 + (2 * col if s else -2 * col), r]


def build_stock(sides: list[list[tuple[int, str]]]) -> dict:
    """Side i stands in a column facing the other side, one figure a row; a giant takes two
    rows, its triangle in its own row and the next (TFT-139), looking 30 degrees off."""
    combatants = []
    for s, groups in enumerate(sides):
        row = 0
        number = 0
        for count, kind in groups:
            spec = _stock_figure(kind)
            if spec is None:
                from affray.kernel.errors import AffrayError
                raise AffrayError(f"no stock figure {kind!r}; known: {', '.join(STOCK)}")
            race, st, dx, armor, weapons, shield = spec
            giant = race in _BEASTS and _BEASTS[race].hexes > 1
            for n in range(count):
                row += giant and row % 2  # a giant's triangle needs an even row and the next
                number += 1
                c = {"name": figure_name(kind, s, number), "side": side_name(s), "st": st, "dx": dx,
                     "race": race, "armor": armor, "weapons": list(weapons),
                     "at": _place(s, row), "facing": (3 if s else 5) if giant else (3 if s else 0)}
                if shield:
                    c["shield"] = shield
                combatants.append(c)
                row += 2 if giant else 1
    return {"ruleset": "tft-melee", "name": "stock fight",
            "sides": [{"name": side_name(s)} for s in range(len(sides))],
            "combatants": combatants}
