"""Resource bounds, checked before any work starts. Each can be raised by an environment
variable; the refusal names the bound and the variable."""

from __future__ import annotations

import os

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


def check_scenario(sc, where: str = "scenario") -> None:
    refuse("combatants", f"{where}: combatants", len(sc.combatants))
    refuse("rounds", f"{where}: max_rounds", sc.max_rounds)
    for i, c in enumerate(sc.combatants):
        for f in _MAP_FIELDS:
            v = getattr(c, f, None)
            if isinstance(v, int) and not isinstance(v, bool):
                refuse("map", f"{where}: combatants[{i}].{f}", abs(v))
    for f in _MAP_FIELDS:
        v = getattr(sc.map, f, None) if not isinstance(sc.map, dict) else (sc.map or {}).get(f)
        if isinstance(v, int) and not isinstance(v, bool):
            refuse("map", f"{where}: map.{f}", abs(v))


def check_matchup(sides: list[list[tuple[int, str]]], text: str) -> None:
    total = sum(n for side in sides for n, _ in side)
    refuse("combatants", f"matchup {text!r}: combatants", total)
