"""Round bases on the plane: the gap between two bases, base-to-base contact, chains of
figures standing close together (groups), and straight moves away from a point.

Shared by every ruleset that measures from base edges (WFRP in yards). Widths are base
diameters; a square base of side w is treated as a circle of diameter w for gaps.
"""

from __future__ import annotations

import math
from typing import Sequence

from .plane import Point, distance

CONTACT_EPS = 0.01


def gap(a: Point, b: Point, width_a: float, width_b: float) -> float:
    """Centre distance minus half of each width (negative when they overlap)."""
    return distance(a, b) - width_a / 2 - width_b / 2


def in_contact(a: Point, b: Point, width_a: float, width_b: float,
               eps: float = CONTACT_EPS) -> bool:
    return gap(a, b, width_a, width_b) <= eps


def toward(a: Point, b: Point, d: float) -> Point:
    """The point d along the straight line from a to b (b itself if d reaches past it)."""
    total = distance(a, b)
    if total == 0 or d >= total:
        return (b[0], b[1])
    t = d / total
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def contact_point(mover: Point, target: Point, width_m: float, width_t: float) -> Point:
    """Where the mover stops, moving straight at the target, when the bases touch."""
    need = distance(mover, target) - (width_m + width_t) / 2
    return toward(mover, target, max(0.0, need))


def away(p: Point, frm: Sequence[Point], d: float) -> Point:
    """p moved d straight away from the mean of `frm` (no move if p is that mean)."""
    mx = math.fsum(q[0] for q in frm) / len(frm)
    my = math.fsum(q[1] for q in frm) / len(frm)
    dx, dy = p[0] - mx, p[1] - my
    n = math.hypot(dx, dy)
    if n == 0:
        return (p[0], p[1])
    return (p[0] + dx / n * d, p[1] + dy / n * d)


def groups(items: Sequence[tuple[int, Point, float]], threshold: float) -> list[list[int]]:
    """Chains of items (id, centre, width) whose neighbours' gap is under `threshold`,
    each sorted by id, the list sorted by first id. O(n^2): for small clusters."""
    ids = sorted(items, key=lambda t: t[0])
    parent = {i: i for i, _, _ in ids}

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i
    for k, (i, p, w) in enumerate(ids):
        for j, q, v in ids[k + 1:]:
            if gap(p, q, w, v) < threshold:
                a, b = root(i), root(j)
                if a != b:
                    parent[max(a, b)] = min(a, b)
    out: dict[int, list[int]] = {}
    for i, _, _ in ids:
        out.setdefault(root(i), []).append(i)
    return sorted(out.values(), key=lambda g: g[0])
