"""The three attack matrices of section 3.10, as data, and their look-ups.

SP-06  men's matrices stop at AC 0: use the AC 0 column and subtract the AC from the roll;
       the monster table runs AC -4..9 (below -4: the -4 row and a roll penalty).
SP-42  missile to-hit: the Men Attacking Missile matrix (T3).
SP-79  melee to-hit: the Men Attacking Melee matrix (T2), monsters on T1.
SP-82  HD bands are the columns of T1 (see hit_dice.band).
SP-142 improvised damage: the worst (highest) number of any weapon line, Grapple excluded.

Each table is a JSON-like dict (so a scenario can override it):
``{"columns": [...], "rows": {line: [number per column]}, "flags": {"row:col": note}}``.
A flag marks a cell rebuilt or guessed from the damaged scan (a "⚠" cell of the checklist's
tables); a note marks a printed value kept despite a doubt. ``*`` in a key stands for every
row (or column).
"""
from __future__ import annotations

from typing import Any, NamedTuple

__all__ = [
    "MONSTERS_ATTACKING", "MEN_MELEE", "MEN_MISSILE", "Lookup",
    "monster_number", "men_number", "worst_melee_number", "flagged", "is_flagged",
]

Table = dict[str, Any]

# T1 -- Monsters Attacking table (seed 3.10.1): rows are target AC, columns HD bands.
MONSTERS_ATTACKING: Table = {
    "columns": ["1", "1+1", "2-3", "3-4", "4-6", "7-8", "9-10", "11+"],
    "rows": {
        "-4": [23, 22, 21, 19, 18, 17, 15, 13],
        "-3": [22, 21, 20, 18, 17, 16, 14, 12],
        "-2": [21, 20, 19, 17, 16, 15, 13, 11],
        "-1": [20, 19, 18, 16, 15, 14, 12, 10],
        "0": [19, 18, 17, 15, 14, 13, 11, 9],
        "1": [18, 17, 16, 14, 13, 12, 10, 8],
        "2": [17, 16, 15, 13, 12, 11, 9, 7],
        "3": [16, 15, 14, 12, 11, 10, 8, 6],
        "4": [15, 14, 13, 11, 10, 9, 7, 5],
        "5": [14, 13, 12, 10, 9, 8, 6, 4],
        "6": [13, 12, 11, 9, 8, 7, 5, 3],
        "7": [12, 11, 10, 8, 7, 6, 4, 2],
        "8": [11, 10, 9, 7, 6, 5, 3, 1],
        "9": [10, 9, 8, 6, 5, 4, 2, 1],
    },
    "flags": {
        "9:11+": "printed 1 where the row pattern gives 0; kept (a floor: only a natural 1 fails)",
    },
    "notes": {
        "*:*": "HD bands overlap in print (1, 1+1, 2-3, 34, 4-6, 7-8, 9-10, 11+); read as SP-82",
    },
}

_AC = list(range(10))

# T2 -- Men Attacking Matrix, melee (seed 3.10.2): columns AC 0..9.
MEN_MELEE: Table = {
    "columns": _AC,
    "rows": {
        "punch_kick": [26, 25, 24, 21, 18, 15, 13, 10, 11, 10],
        "grapple": [20, 19, 18, 16, 16, 14, 14, 12, 12, 11],
        "dagger": [22, 21, 20, 19, 16, 15, 13, 12, 10, 9],
        "hand_axe": [22, 21, 20, 19, 16, 15, 13, 12, 10, 9],
        "club_or_torch": [24, 23, 22, 20, 18, 16, 14, 12, 11, 10],
        "mace": [19, 18, 17, 15, 15, 14, 13, 12, 11, 10],
        "hammer": [19, 18, 17, 15, 15, 13, 13, 12, 11, 10],
        "sword": [21, 20, 19, 17, 15, 14, 13, 12, 11, 10],
        "military_pick": [17, 16, 15, 13, 13, 11, 13, 12, 11, 10],
        "battle_axe": [20, 19, 18, 16, 14, 13, 13, 12, 11, 10],
        "big_club": [23, 22, 21, 19, 17, 15, 13, 11, 10, 9],
        "morning_star": [19, 18, 17, 16, 14, 12, 12, 11, 9, 8],
        "flail": [17, 16, 15, 14, 14, 12, 12, 11, 10, 9],
        "quarter_staff": [26, 25, 24, 21, 18, 15, 13, 11, 10, 9],
        "heavy_axe": [19, 18, 17, 15, 14, 12, 12, 12, 11, 10],
        "spear": [21, 20, 19, 17, 16, 15, 13, 12, 11, 10],
        "maul": [19, 18, 17, 16, 14, 12, 12, 11, 9, 8],
        "halberd_pollax": [19, 18, 17, 15, 14, 12, 12, 12, 11, 10],
        "bill": [20, 19, 18, 16, 15, 13, 11, 10, 9, 8],
        "two_handed_sword": [18, 17, 16, 14, 12, 11, 11, 10, 9, 8],
        "mounted_lance": [19, 18, 17, 16, 14, 12, 10, 9, 8, 7],
        "pike": [20, 19, 18, 16, 15, 14, 13, 12, 11, 10],
    },
    "flags": {
        "*:9": "AC 9 column missing from the scan; inferred as AC 8 - 1",
    },
    "notes": {
        "punch_kick:8": "non-monotone (AC7 10, AC8 11): AC8 is shield-only; kept as printed",
        "military_pick:6": "non-monotone (AC5 11, AC6 13); kept as printed",
        "dagger:*": "identical to Hand ax (possible duplication in the scan); kept",
        "heavy_axe:*": "identical to Halberd/Pollax (possible duplication); kept",
        "morning_star:*": "identical to Maul (possible duplication); kept",
        "hammer:5": "Mace and Hammer differ only here; kept as printed",
    },
}

# T3 -- Men Attacking Matrix, missile (seed 3.10.3): columns AC 0..9.
MEN_MISSILE: Table = {
    "columns": _AC,
    "rows": {
        "sling": [21, 20, 19, 18, 16, 15, 14, 10, 10, 9],
        "short_bow": [24, 23, 22, 19, 16, 14, 13, 11, 10, 9],
        "horse_bow": [23, 22, 21, 19, 16, 14, 13, 11, 10, 9],
        "light_crossbow": [24, 23, 22, 19, 16, 14, 12, 11, 10, 9],
        "longbow": [22, 21, 20, 18, 15, 13, 11, 10, 9, 8],
        "composite_bow": [23, 22, 21, 19, 16, 14, 12, 10, 9, 8],
        "heavy_crossbow": [20, 19, 18, 17, 15, 14, 12, 10, 9, 8],
        "javelin": [24, 23, 22, 19, 16, 14, 13, 11, 10, 9],
        "dart": [24, 23, 22, 20, 17, 16, 13, 11, 11, 10],
        "flask": [12, 12, 12, 10, 12, 10, 12, 10, 12, 10],
    },
    "flags": {
        "*:8": "last scan block 'AC8 AC9' has one column; placed in AC 8 (Flask alternation)",
        "*:9": "AC 9 column missing; inferred as AC 8 - 1 (Flask: 10, no shield)",
        "sling:7": "a 4-point drop from AC 6 (14 -> 10); kept as printed, to be checked",
    },
    "notes": {
        "javelin:*": "identical to Short Bow (possible duplication in the scan); kept",
    },
}


class Lookup(NamedTuple):
    """A table number and the extra roll penalty for AC beyond the table (SP-06)."""
    number: int
    penalty: int = 0

    def needed(self, modifier: int = 0) -> int:
        """The natural d20 needed with this total roll modifier (before natural 1/20 rules)."""
        return self.number - modifier + self.penalty


def _row(table: Table, line: str) -> list[int]:
    try:
        return table["rows"][line]
    except KeyError:
        raise KeyError(f"no line {line!r} in attack matrix") from None


def men_number(table: Table, line: str, ac: int) -> Lookup:
    """SP-06/SP-42/SP-79: look up a weapon line against AC on a men's matrix (T2 or T3)."""
    cols = table["columns"]
    lo, hi = cols[0], cols[-1]
    row = _row(table, line)
    if ac < lo:
        return Lookup(row[0], lo - ac)
    return Lookup(row[cols.index(min(ac, hi))])


def monster_number(table: Table, hd_band: str, ac: int) -> Lookup:
    """SP-06/SP-79/SP-82: Monsters Attacking table; AC below the lowest row adds a penalty."""
    col = table["columns"].index(hd_band)
    acs = sorted(int(k) for k in table["rows"])
    lo, hi = acs[0], acs[-1]
    row = table["rows"][str(max(lo, min(ac, hi)))]
    return Lookup(row[col], max(0, lo - ac))


def worst_melee_number(table: Table, ac: int) -> Lookup:
    """SP-142: the worst number of any melee weapon line at this AC (Grapple not counted)."""
    lines = [k for k in table["rows"] if k != "grapple"]
    return max((men_number(table, k, ac) for k in lines), key=lambda lk: lk.number)


def flagged(table: Table) -> set[tuple[str, str]]:
    """Every (row, column) cell that a flag covers, as strings."""
    rows = list(table["rows"])
    cols = [str(c) for c in table["columns"]]
    out: set[tuple[str, str]] = set()
    for key in table.get("flags", {}):
        r, _, c = key.partition(":")
        for rr in (rows if r == "*" else [r]):
            for cc in (cols if c == "*" else [c]):
                out.add((rr, cc))
    return out


def is_flagged(table: Table, row: str, col: object) -> bool:
    return (row, str(col)) in flagged(table)
