"""The matchup mini-language: `"2 orc, 1 wolf v 3 human"` -> sides of stock figures."""

from __future__ import annotations

import math
import re

from .errors import AffrayError

_GROUP = re.compile(r"^\s*(\d+)?\s*([A-Za-z][\w\- ]*?)\s*$")


def parse(text: str) -> list[list[tuple[int, str]]]:
    """Sides separated by ' v ' (or 'vs'), groups by commas, each group 'COUNT NAME'."""
    sides = re.split(r"\s+(?:v|vs)\.?\s+", text.strip())
    if len(sides) < 2:
        raise AffrayError(f"matchup {text!r}: expected at least two sides separated by ' v '")
    out = []
    for i, side in enumerate(sides):
        groups = []
        for part in side.split(","):
            m = _GROUP.match(part)
            if not m:
                raise AffrayError(f"matchup {text!r}: side {i + 1}: cannot read {part.strip()!r}; "
                                  "expected COUNT NAME, e.g. '2 orc'")
            count = int(m.group(1) or 1)
            if count < 1:
                raise AffrayError(f"matchup {text!r}: side {i + 1}: a count must be at least 1")
            groups.append((count, m.group(2).strip().lower()))
        out.append(groups)
    from .limits import check_matchup  # before any figure is built
    check_matchup(out, text)
    return out


def side_name(i: int) -> str:
    """Every ruleset names a matchup's sides alike: "side 1", "side 2", ... in the order
    written (docs/scenarios.md, "Matchups")."""
    return f"side {i + 1}"


def figure_name(kind: str, i: int, number: int) -> str:
    """A matchup's figures: the stock name, the side's number and a count within the side,
    e.g. "orc 1.2" (the second orc-or-other figure of side 1)."""
    return f"{kind} {i + 1}.{number}"


def line_up(ruleset: str, sides: list[list[tuple[int, str]]], first: float, step: float,
            across: float, pair_gap: float, max_rounds: int) -> dict:
    """A stock matchup as a scenario (builtins) on a plane: sides 1, 3.. face east from
    x = -first, sides 2, 4.. face west from x = first; six figures a file, files `step` apart
    away from the enemy, figures `across` apart in a file; a second pair of sides `pair_gap`
    north. The caller checks the figure names."""
    combatants = []
    for s, groups in enumerate(sides):
        sign = -1 if s % 2 == 0 else 1
        heading = 0.0 if sign < 0 else 180.0
        k = 0
        for count, name in groups:
            for _ in range(count):
                col, row = divmod(k, 6)
                combatants.append({"name": figure_name(name, s, k + 1), "side": side_name(s),
                                   "stock": name,
                                   "at": [sign * (first + col * step), (row - 2.5) * across + (s // 2) * pair_gap],
                                   "facing": heading})
                k += 1
    return {"ruleset": ruleset, "name": "matchup",
            "sides": [{"name": side_name(i), "policy": "tactical"} for i in range(len(sides))],
            "combatants": combatants, "max_rounds": max_rounds}


def open_field(ruleset: str, n: int, stock: str, first: float, step: float,
               max_rounds: int) -> dict:
    """The benchmark army on a plane: n `stock` figures a side in ranks about twice as wide
    as deep, west facing east from x = -first, east facing west from x = first, ranks and
    files `step` apart."""
    width = max(1, math.ceil(math.sqrt(2 * n)))
    combatants = []
    for name, heading, sign in (("west", 0.0, -1), ("east", 180.0, 1)):
        for i in range(n):
            rank, file = divmod(i, width)
            combatants.append({"name": f"{name}{i}", "side": name, "stock": stock,
                               "at": [sign * (first + rank * step), file * step], "facing": heading})
    return {"ruleset": ruleset, "name": f"open field, {n} a side", "max_rounds": max_rounds,
            "sides": [{"name": "west", "policy": "tactical"}, {"name": "east", "policy": "tactical"}],
            "combatants": combatants}
