"""Parity search: the value of one parameter where side 1's win rate crosses 50%."""

from __future__ import annotations

from .results import summary, wilson
from .runner import run_local
from .spec import Spec


def rate(spec: Spec, key: str, value: int, side: str, workers: int) -> tuple[float, float, float]:
    s = Spec(spec.template, spec.ruleset, spec.battles, spec.seed, ((key, (value,)),),
             spec.max_rounds)
    rows = run_local(s, workers)
    wins = sum(r["winner"] == side for r in rows)
    return (wins / len(rows), *wilson(wins, len(rows)))


def search(spec: Spec, key: str, lo: int, hi: int, side: str = "side 1", workers: int = 1):
    """Bisection on a monotone win rate; returns (value, curve of (value, rate, lo, hi))."""
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
    return best, [(v, *curve[v]) for v in sorted(curve)]
