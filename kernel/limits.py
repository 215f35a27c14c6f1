"""Resource bounds, checked before any work starts. Each can be raised by an environment
variable; the refusal names the bound and the variable."""

from __future__ import annotations

import os

import math

from .errors import LimitError

DEFAULTS = {
    "combatants": ("AFFRAY_MAX_COMBATANTS", 10_000),
    "rounds": ("AFFRAY_MAX_ROUNDS", 100_000),
    "map": ("AFFRAY_MAX_MAP", 100_000),  # any coordinate or map dimension, in cells
}
_MAP_FIELDS = ("x", "y", "q", "r", "width", "height", "radius", "size", "cols", "rows")


def bound(name: str) -> int:
    var, default = DEFAULTS[name]
    raw = os.environ.get(var)
    try:
        return int(raw) if raw else default
    except ValueError:
        raise LimitError(f"{var}={raw!r}: expected an integer") from None


def refuse(name: str, where: str, got: int) -> None:
    var, _ = DEFAULTS[name]
    limit = bound(name)
    if got > limit:
        raise LimitError(f"{where}: {got} is over the {name} limit of {limit} "
                         f"(raise it with {var}=N)")


def _refuse_coordinate(where: str, v) -> None:
    """Integer cells and plane/inch/yard floats alike; a non-finite float is never a place."""
    if isinstance(v, bool) or not isinstance(v, int | float):
        return
    if isinstance(v, float) and not math.isfinite(v):
        var, _ = DEFAULTS["map"]
        raise LimitError(f"{where}: {v} is not a finite coordinate (the map limit is "
                         f"{bound('map')}, raise it with {var}=N)")
    refuse("map", where, abs(v))


def check_scenario(sc, where: str = "scenario") -> None:
    refuse("combatants", f"{where}: combatants", len(sc.combatants))
    refuse("rounds", f"{where}: max_rounds", sc.max_rounds)
    for i, c in enumerate(sc.combatants):
        for f in _MAP_FIELDS:
            _refuse_coordinate(f"{where}: combatants[{i}].{f}", getattr(c, f, None))
    for f in _MAP_FIELDS:
        v = getattr(sc.map, f, None) if not isinstance(sc.map, dict) else (sc.map or {}).get(f)
        _refuse_coordinate(f"{where}: map.{f}", v)


def check_matchup(sides: list[list[tuple[int, str]]], text: str) -> None:
    total = sum(n for side in sides for n, _ in side)
    refuse("combatants", f"matchup {text!r}: combatants", total)
