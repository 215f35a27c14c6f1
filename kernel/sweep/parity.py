"""Parity search: the value of one parameter where a side's win rate crosses 50%."""

from __future__ import annotations

from ..errors import AffrayError
from .results import wilson
from .runner import run_local, scenario_for
from .spec import Spec


def sides_of(spec: Spec, key: str, value: int) -> list[str]:
    return [s.name for s in scenario_for(spec, {key: value}).sides]


def rate(spec: Spec, key: str, value: int, side: str, workers: int) -> tuple[float, float, float]:
    s = Spec(spec.template, spec.ruleset, spec.battles, spec.seed, ((key, (value,)),),
             spec.max_rounds)
    rows = run_local(s, workers)
    wins = sum(r["winner"] == side for r in rows)
    return (wins / len(rows), *wilson(wins, len(rows)))


def search(spec: Spec, key: str, lo: int, hi: int, side: str | None = None, workers: int = 1):
    """Bisection on a monotone win rate; returns (value, curve of (value, rate, lo, hi), side).
    `side` must be one of the matchup's sides (default: the first)."""
    sides = sides_of(spec, key, lo)
    if side is None:
        side = sides[0]
    elif side not in sides:
        raise AffrayError(f"--side {side!r}: not a side of {spec.template!r} "
                          f"(ruleset {spec.ruleset}); sides are {sides}")
    curve = {}

    def at(v):
        if v not in curve:
            curve[v] = rate(spec, key, v, side, workers)
        return curve[v][0]

    rising = at(hi) >= at(lo)
    a, b = lo, hi
    while b - a > 1:
        m = (a + b) // 2
        if (at(m) >= 0.5) == rising:
            b = m
        else:
            a = m
    for v in range(max(lo, a - 1), min(hi, b + 1) + 1):
        at(v)
    best = b if (at(b) >= 0.5) == rising else a
    return best, [(v, *curve[v]) for v in sorted(curve)], side
