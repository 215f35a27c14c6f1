"""Radius and nearest queries over the figures, with a fast path for small battles.

The kernel's spatial hash answers these by visiting grid cells; with a few dozen figures on
the table, scanning every figure is cheaper than working out the cells. Both give the same
answer (ids sorted by (distance, id), the same `math.hypot` distance, the same `<=` test),
so the choice never changes a log: it is a speed setting, not a rule.
"""

from __future__ import annotations

import math
from typing import Callable

from affray.kernel.geometry import plane

__all__ = ["within", "around", "nearest", "near_segment", "SCAN_BELOW"]

# Up to this many figures on the table, scan them all (measured: the scan wins to ~50).
SCAN_BELOW = 48

_hypot = math.hypot


def _pairs(state) -> list | None:
    """Every (id, position) on the table while there are few enough to scan (else None),
    kept until the spatial index changes (its `version`)."""
    spatial = state.spatial
    cached = state.derived.get("_sp_scan")
    if cached is not None and cached[0] == spatial.version:
        return cached[1]
    pairs = spatial.pairs() if len(spatial) <= SCAN_BELOW else None
    state.derived["_sp_scan"] = (spatial.version, pairs)
    return pairs


def within(state, pos, radius: float) -> list[int]:
    """Ids at distance <= radius from pos, sorted by (distance, id)."""
    pairs = _pairs(state)
    if pairs is None:
        return state.spatial.within(pos, radius)
    x, y = pos[0], pos[1]
    found = [(d, e) for e, p in pairs if (d := _hypot(p[0] - x, p[1] - y)) <= radius]
    if len(found) > 1:
        found.sort()
    return [e for _, e in found]


def around(state, pos, radius: float) -> list[int]:
    """The ids of `within`, in no promised order: for callers that collect a set or ask
    whether any qualifies."""
    pairs = _pairs(state)
    if pairs is None:
        return state.spatial.within(pos, radius)
    x, y = pos[0], pos[1]
    return [e for e, p in pairs if _hypot(p[0] - x, p[1] - y) <= radius]


def nearest(state, pos, k: int, predicate: Callable[[int], bool],
            max_radius: float | None = None) -> list[int]:
    """Up to k ids passing `predicate` (within `max_radius`), nearest first, ties by id."""
    pairs = _pairs(state)
    if pairs is None:
        return state.spatial.nearest(pos, k, predicate, max_radius=max_radius)
    if k <= 0:
        return []
    x, y = pos[0], pos[1]
    found = [(_hypot(p[0] - x, p[1] - y), e) for e, p in pairs]
    if max_radius is not None:
        found = [f for f in found if f[0] <= max_radius]
    found.sort()
    out = []
    for _, e in found:
        if predicate(e):
            out.append(e)
            if len(out) == k:
                break
    return out


def near_segment(state, a, b, radius: float) -> set[int]:
    """Candidates for "within `radius` of the segment a-b": every such id, maybe more (callers
    apply their exact test). Scanning, it is exactly those within radius + 1e-9; through the
    spatial hash, the union of discs at most 1" apart along the segment, each reaching every
    point within `radius` of its stretch."""
    pairs = _pairs(state)
    ax, ay = a[0], a[1]
    vx, vy = b[0] - ax, b[1] - ay
    length = _hypot(vx, vy)
    if pairs is None:
        steps = max(1, math.ceil(length))
        reach = _hypot(length / steps / 2, radius) + 1e-6
        found: set[int] = set()
        for i in range(steps + 1):
            found.update(state.spatial.within(plane.point_at((a, b), length * i / steps), reach))
        return found
    limit = radius + 1e-9
    n2 = vx * vx + vy * vy
    out = set()
    for e, p in pairs:
        px, py = p[0] - ax, p[1] - ay
        t = (px * vx + py * vy) / n2 if n2 else 0.0
        t = 0.0 if t < 0.0 else 1.0 if t > 1.0 else t
        if _hypot(px - t * vx, py - t * vy) <= limit:
            out.add(e)
    return out
