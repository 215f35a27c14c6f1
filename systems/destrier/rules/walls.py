"""Walls and doorways of the table (scenario `[map]`, inches): a wall stops a stand where it
first touches it, as another stand would (DS-40); a doorway is an opening cut out of a wall.
Retreats meet them as terrain (DS-61, DS-62 and the seed's Fig. 3)."""

from __future__ import annotations

import math

import msgspec

from affray.kernel.geometry import stands as G

TOL = 1e-6  # a doorway lies along its wall within this (inches)


class DsMap(msgspec.Struct, forbid_unknown_fields=True):
    walls: list[list[float]] = []     # [x1, y1, x2, y2] segments
    doorways: list[list[float]] = []  # [x1, y1, x2, y2] openings, each along one wall


def parse(raw) -> DsMap:
    return msgspec.convert(raw if raw is not None else {}, DsMap)


def _along(wall, p) -> tuple[float, float]:
    """(offset along the wall from its first end, distance off its line) of point p."""
    x1, y1, x2, y2 = wall
    L = math.hypot(x2 - x1, y2 - y1)
    ux, uy = (x2 - x1) / L, (y2 - y1) / L
    return (p[0] - x1) * ux + (p[1] - y1) * uy, abs((p[0] - x1) * uy - (p[1] - y1) * ux)


def host_wall(m: DsMap, door) -> int | None:
    """The wall a doorway is cut from: both ends on its line, within its length."""
    for k, w in enumerate(m.walls):
        L = math.hypot(w[2] - w[0], w[3] - w[1])
        a, da = _along(w, door[:2])
        b, db = _along(w, door[2:])
        if da <= TOL and db <= TOL and -TOL <= min(a, b) and max(a, b) <= L + TOL:
            return k
    return None


def problem(m: DsMap) -> tuple[str, str] | None:
    """(place, what was expected) for the first bad entry of the map, or None."""
    for name, rows in (("walls", m.walls), ("doorways", m.doorways)):
        for i, r in enumerate(rows):
            if len(r) != 4 or not all(math.isfinite(v) for v in r):
                return f"map.{name}[{i}]", f"expected [x1, y1, x2, y2] (four finite inches), got {r!r}"
            if math.hypot(r[2] - r[0], r[3] - r[1]) <= TOL:
                return f"map.{name}[{i}]", "expected two different ends, got a point"
    for i, d in enumerate(m.doorways):
        if host_wall(m, d) is None:
            return f"map.doorways[{i}]", "expected an opening lying along one of map.walls"
    return None


def pieces(m: DsMap) -> list[G.Poly]:
    """The solid parts of the walls (doorways cut out), each as a two-corner stand."""
    out: list[G.Poly] = []
    for k, w in enumerate(m.walls):
        L = math.hypot(w[2] - w[0], w[3] - w[1])
        cuts = sorted((min(s), max(s)) for s in (
            (_along(w, d[:2])[0], _along(w, d[2:])[0]) for d in m.doorways if host_wall(m, d) == k))
        spans, at = [], 0.0
        for a, b in cuts:
            if a > at + TOL:
                spans.append((at, a))
            at = max(at, b)
        if L > at + TOL:
            spans.append((at, L))
        ux, uy = (w[2] - w[0]) / L, (w[3] - w[1]) / L
        out += [[(w[0] + ux * a, w[1] + uy * a), (w[0] + ux * b, w[1] + uy * b)] for a, b in spans]
    return out


def of(state) -> list[G.Poly]:
    """The table's wall pieces (parsed once; the map never changes in a battle)."""
    hit = state.derived.get("destrier_walls")
    if hit is None:
        hit = state.derived["destrier_walls"] = pieces(parse(state.map)) if state.map else []
    return hit


def travel(state, mine: G.Poly, heading: float, distance: float) -> float:
    """How far `mine` goes along `heading` (at most `distance`) before touching a wall."""
    best = distance
    for w in of(state):
        if G.in_contact(mine, w):
            if G.blocked(mine, heading, w):
                return 0.0
            continue
        t = G.first_contact(mine, heading, best, w)
        if t is not None and t < best:
            best = t
    return best


def across(poly: G.Poly, wall: G.Poly) -> bool:
    """Some stretch of the wall runs through the stand's interior (clipping the segment by
    each edge's inner half-plane; a wall through two corners counts)."""
    (sx, sy), (ex, ey) = wall
    lo, hi = 0.0, 1.0
    n = len(poly)
    for k in range(n):
        (ax, ay), (bx, by) = poly[k], poly[(k + 1) % n]
        f0 = (bx - ax) * (sy - ay) - (by - ay) * (sx - ax)
        f1 = (bx - ax) * (ey - sy) - (by - ay) * (ex - sx)
        if abs(f1) < 1e-15:
            if f0 <= TOL:
                return False
            continue
        t = (TOL - f0) / f1
        if f1 > 0:
            lo = max(lo, t)
        else:
            hi = min(hi, t)
    return hi - lo > 1e-9
