"""Resource bounds, checked before any work starts. Each can be raised by an environment
variable; the refusal names the bound and the variable."""

from __future__ import annotations

import os

import math

from .errors import LimitError, ScenarioError

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


DEPTH = 32  # the deepest nesting of arrays and tables a scenario may have
NUMBER = 2 ** 53  # every number's bound: exact as a float, and fits a msgpack integer
# keys whose numbers are places or sizes on the map (cells, inches, yards): the map limit
_PLACES = frozenset(("at", "x", "y", "q", "r", "width", "height", "radius", "cols", "rows",
                     "walls", "line", "area", "pavis_at", "dropped"))


def check_data(data, where: str = "") -> None:
    """Bound every value of a scenario given as builtins, before any of it is used: nesting
    at most DEPTH deep, every number finite and within 2^53, every number under a place key
    (`at`, `x`, `walls`, ...) within the map limit. One error names the place in the file."""
    stack = [(data, where, 0, False)]
    while stack:
        value, path, depth, place = stack.pop()
        if depth > DEPTH:
            raise ScenarioError(path, f"nested more than {DEPTH} levels deep")
        if isinstance(value, dict):
            for k, v in value.items():
                stack.append((v, f"{path}.{k}" if path else str(k), depth + 1,
                              place or k in _PLACES))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                stack.append((v, f"{path}[{i}]", depth + 1, place))
        elif isinstance(value, (int, float)) and not isinstance(value, bool):
            if place:
                _refuse_coordinate(path, value)
            if isinstance(value, float) and not math.isfinite(value):
                raise ScenarioError(path, f"expected a finite number, got {value}")
            if abs(value) > NUMBER:
                raise ScenarioError(path, f"{value if isinstance(value, int) else f'{value:g}'} is out of range (expected a number "
                                    "within 2^53)")
