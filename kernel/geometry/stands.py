"""Stands on a continuous plane: square, rectangular and polygon bases, in any unit (inches).

A stand is a convex polygon given by its corners in counter-clockwise order; edge k runs
from corner k to corner k+1. Headings are degrees counter-clockwise from +x (as in
`plane.py`). What an edge *means* (frontal, shield side, attack-capable...) is the
ruleset's business: the functions here name edges by index.

Written by hand (no shapely): the hot path is distance and swept contact between two
quadrilaterals, a few dozen float operations; shapely was not measured against it.
"""

from __future__ import annotations

import math
from typing import Sequence

from .plane import unit

Point = tuple[float, float]
Poly = list[Point]
EPS = 1e-6  # default contact tolerance


# -- building stands -----------------------------------------------------------------------

def place(local: Sequence[Point], cx: float, cy: float, heading: float) -> Poly:
    """Local corners (x forward along the heading, y to the left) placed in the world."""
    c, s = unit(heading)
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in local]


def square_local(side: float) -> Poly:
    """A square facing a corner: corner 0 is the front corner, edges 0 and 3 meet there."""
    r = side / math.sqrt(2.0)
    return [(r, 0.0), (0.0, r), (-r, 0.0), (0.0, -r)]


def rect_local(length: float, width: float) -> Poly:
    """A rectangle, head side forward: edges 0 head, 1 left long side, 2 tail, 3 right."""
    hl, hw = length / 2.0, width / 2.0
    return [(hl, -hw), (hl, hw), (-hl, hw), (-hl, -hw)]


def square(cx: float, cy: float, heading: float, side: float = 1.0) -> Poly:
    return place(square_local(side), cx, cy, heading)


def rect(cx: float, cy: float, heading: float, length: float = 2.0, width: float = 1.0) -> Poly:
    return place(rect_local(length, width), cx, cy, heading)


def edges(poly: Poly) -> list[tuple[Point, Point]]:
    n = len(poly)
    return [(poly[k], poly[(k + 1) % n]) for k in range(n)]


def centroid(poly: Poly) -> Point:
    a = area(poly)
    if abs(a) < 1e-15:
        return (sum(p[0] for p in poly) / len(poly), sum(p[1] for p in poly) / len(poly))
    cx = cy = 0.0
    for (x1, y1), (x2, y2) in edges(poly):
        cr = x1 * y2 - x2 * y1
        cx += (x1 + x2) * cr
        cy += (y1 + y2) * cr
    return (cx / (6 * a), cy / (6 * a))


def area(poly: Poly) -> float:
    return 0.5 * sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in edges(poly))


def translate(poly: Poly, dx: float, dy: float) -> Poly:
    return [(x + dx, y + dy) for x, y in poly]


# -- distances -----------------------------------------------------------------------------

def _point_seg(p: Point, a: Point, b: Point) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    L = dx * dx + dy * dy
    t = 0.0 if L == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def _cross(o: Point, a: Point, b: Point) -> float:
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def _segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    d1, d2 = _cross(c, d, a), _cross(c, d, b)
    d3, d4 = _cross(a, b, c), _cross(a, b, d)
    return d1 * d2 < 0 and d3 * d4 < 0


def seg_distance(a: Point, b: Point, c: Point, d: Point) -> float:
    if _segments_cross(a, b, c, d):
        return 0.0
    return min(_point_seg(a, c, d), _point_seg(b, c, d), _point_seg(c, a, b), _point_seg(d, a, b))


def contains(poly: Poly, p: Point) -> bool:
    """Strictly inside a convex counter-clockwise polygon."""
    px, py = p
    ox, oy = poly[-1]
    for ax, ay in poly:  # edge k-1 -> k: every edge once, as `edges` gives them
        if not (ax - ox) * (py - oy) - (ay - oy) * (px - ox) > 0:
            return False
        ox, oy = ax, ay
    return True


_last: list = [None, None, 0.0]  # distance(): the last pair asked (copies) and its answer


def distance(a: Poly, b: Poly) -> float:
    """Edge-to-edge distance; 0 when the stands touch or overlap. Disjoint convex polygons
    are closest at a vertex of one against an edge of the other. Movement asks the same
    pair twice in a row (touching? where first touching?): the last answer is kept."""
    last = _last
    if a == last[0] and b == last[1]:
        return last[2]
    ax = [p[0] for p in a]
    ay = [p[1] for p in a]
    bx = [p[0] for p in b]
    by = [p[1] for p in b]
    if min(ax) <= max(bx) and min(bx) <= max(ax) and min(ay) <= max(by) and min(by) <= max(ay) \
            and overlaps(a, b):
        d = 0.0
    else:
        d = math.sqrt(min(_vertex_edges2(a, b), _vertex_edges2(b, a)))
    last[0], last[1], last[2] = a[:], b[:], d
    return d


def _vertex_edges2(pts: Poly, poly: Poly) -> float:
    """The least squared distance from a vertex of `pts` to an edge of `poly`."""
    best = math.inf
    n = len(poly)
    for k in range(n):
        x1, y1 = poly[k]
        x2, y2 = poly[(k + 1) % n]
        dx, dy = x2 - x1, y2 - y1
        L = dx * dx + dy * dy
        for px, py in pts:
            wx, wy = px - x1, py - y1
            t = (wx * dx + wy * dy) / L if L else 0.0
            if t < 0.0:
                t = 0.0
            elif t > 1.0:
                t = 1.0
            ex, ey = wx - t * dx, wy - t * dy
            d = ex * ex + ey * ey
            if d < best:
                best = d
    return best


def overlaps(a: Poly, b: Poly) -> bool:
    """The interiors intersect (touching or sliding along an edge is not overlapping).
    Plane movement's hot path: `_segments_cross` inlined, the same float operations in the
    same order, so the answer is the plain composition's bit for bit."""
    if any(contains(b, p) for p in a) or any(contains(a, p) for p in b):
        return True
    eb = edges(b)
    for (ax, ay), (bx, by) in edges(a):
        for (cx, cy), (dx, dy) in eb:
            d1 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx)
            d2 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx)
            if not d1 * d2 < 0:
                continue
            d3 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)
            d4 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax)
            if d3 * d4 < 0:
                return True
    return False


def blocked(a: Poly, heading: float, b: Poly, step: float = 1e-3) -> bool:
    """Two touching stands: does a small move of `a` along `heading` push into `b`? Stands
    that already overlap (a pivot about the centre can swing a corner into a neighbour)
    push in only by a move toward `b`'s centre: moving apart, or along, is free."""
    d = unit(heading)
    if not overlaps(translate(a, d[0] * step, d[1] * step), b):
        return False
    if not overlaps(a, b):
        return True
    (ax, ay), (bx, by) = centroid(a), centroid(b)
    return (bx - ax) * d[0] + (by - ay) * d[1] > 1e-9  # unit(90) is not exactly (0, 1)


def in_contact(a: Poly, b: Poly, eps: float = EPS) -> bool:
    return distance(a, b) <= eps


# -- which edge ----------------------------------------------------------------------------

def _outward_normal(p: Point, q: Point) -> Point:
    dx, dy = q[0] - p[0], q[1] - p[1]
    L = math.hypot(dx, dy)
    return (dy / L, -dx / L)  # counter-clockwise polygon: outward is to the right of p->q


def shared_length(p: Point, q: Point, other: Poly, eps: float = EPS) -> float:
    """How much of edge p-q lies along (within eps of, parallel to) an edge of `other`."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    L = math.hypot(dx, dy)
    ux, uy = dx / L, dy / L
    total = 0.0
    for r, s in edges(other):
        # both ends of r-s within eps of the line p-q: parallel and touching
        if abs((r[0] - p[0]) * uy - (r[1] - p[1]) * ux) > eps:
            continue
        if abs((s[0] - p[0]) * uy - (s[1] - p[1]) * ux) > eps:
            continue
        t1 = (r[0] - p[0]) * ux + (r[1] - p[1]) * uy
        t2 = (s[0] - p[0]) * ux + (s[1] - p[1]) * uy
        lo, hi = max(0.0, min(t1, t2)), min(L, max(t1, t2))
        total += max(0.0, hi - lo)
    return total


def contact_edges(a: Poly, b: Poly, eps: float = EPS) -> list[int]:
    """The edges of `a` involved in its contact with `b`, best first (DS-13's convention):
    the greatest shared length; for a point contact the edge holding the point; at a corner
    the edge whose outward normal is closest to the direction from a's centre to b's.
    Exact ties are all returned (in edge order after the best score) for the caller to
    break. Empty when the stands do not touch."""
    near = [k for k, (p, q) in enumerate(edges(a))
            if min(seg_distance(p, q, r, s) for r, s in edges(b)) <= eps]
    if not near:
        return []
    lengths = {k: shared_length(*edges(a)[k], b, eps) for k in near}
    best = max(lengths.values())
    if best > eps:
        return [k for k in near if lengths[k] >= best - eps]
    ca, cb = centroid(a), centroid(b)
    dx, dy = cb[0] - ca[0], cb[1] - ca[1]
    L = math.hypot(dx, dy) or 1.0
    score = {k: _dot(_outward_normal(*edges(a)[k]), (dx / L, dy / L)) for k in near}
    top = max(score.values())
    return [k for k in near if score[k] >= top - 1e-9]


def _dot(u: Point, v: Point) -> float:
    return u[0] * v[0] + u[1] * v[1]


def exit_edge(poly: Poly, origin: Point, direction: float) -> int:
    """The edge through which a ray from `origin` (inside) in `direction` leaves the stand.
    A ray through a corner leaves by the lower-numbered of its two edges... unless that is
    edge 0 and the other is the last (the corner closing the polygon): then the last."""
    dx, dy = unit(direction)
    best, hit = math.inf, []
    for k, (p, q) in enumerate(edges(poly)):
        t = _ray_seg(origin, (dx, dy), p, q)
        if t is None:
            continue
        if t < best - 1e-12:
            best, hit = t, [k]
        elif abs(t - best) <= 1e-12:
            hit.append(k)
    if not hit:
        raise ValueError("the ray does not leave the stand: origin outside it?")
    return hit[0]


def crossed_edge(poly: Poly, origin: Point, target: Point) -> int:
    """The edge crossed by the segment from `origin` (inside the stand) toward `target`."""
    return exit_edge(poly, origin, math.degrees(math.atan2(target[1] - origin[1],
                                                           target[0] - origin[0])))


def _ray_seg(o: Point, d: Point, p: Point, q: Point) -> float | None:
    """Distance t >= 0 along the ray o + t d (d unit) to segment p-q, or None."""
    ex, ey = q[0] - p[0], q[1] - p[1]
    den = d[0] * ey - d[1] * ex
    wx, wy = p[0] - o[0], p[1] - o[1]
    if abs(den) < 1e-15:  # parallel: collinear overlap gives the nearest end ahead
        if abs(wx * d[1] - wy * d[0]) > 1e-12:
            return None
        ts = [t for t in (wx * d[0] + wy * d[1], (q[0] - o[0]) * d[0] + (q[1] - o[1]) * d[1])]
        ahead = [t for t in ts if t >= -1e-12]
        if not ahead:
            return None
        return max(0.0, min(ahead)) if min(ts) <= 0 <= max(ts) else min(ahead)
    t = (wx * ey - wy * ex) / den
    u = (wx * d[1] - wy * d[0]) / den
    if t < -1e-12 or u < -1e-12 or u > 1 + 1e-12:
        return None
    return max(0.0, t)


# -- swept movement ------------------------------------------------------------------------

def first_contact(mover: Poly, heading: float, dist: float, other: Poly) -> float | None:
    """Travel (0..dist) along `heading` after which `mover` first touches `other`; None if
    it never does within dist. 0 when they already touch."""
    if in_contact(mover, other):
        return 0.0
    return first_contact_apart(mover, heading, dist, other)


def first_contact_apart(mover: Poly, heading: float, dist: float, other: Poly) -> float | None:
    """`first_contact` for two stands already known not to touch: the nearest hit of a
    vertex of either, cast along the line of travel, on an edge of the other."""
    d = unit(heading)
    best = _rays_to_edges(mover, d, other, math.inf)
    best = _rays_to_edges(other, (-d[0], -d[1]), mover, best)
    return best if best <= dist + 1e-12 else None


def _rays_to_edges(pts: Poly, d: Point, poly: Poly, best: float) -> float:
    """min(best, `_ray_seg(v, d, edge)` over every vertex v and edge): `_ray_seg` with what
    depends on the edge alone worked out once an edge, the same float operations in the
    same order, so the answer is its answer bit for bit (plane movement's hot path)."""
    d0, d1 = d
    n = len(poly)
    for k in range(n):
        p, q = poly[k], poly[(k + 1) % n]
        ex, ey = q[0] - p[0], q[1] - p[1]
        den = d0 * ey - d1 * ex
        if abs(den) < 1e-15:  # parallel: the general function's collinear case
            for v in pts:
                t = _ray_seg(v, d, p, q)
                if t is not None and t < best:
                    best = t
            continue
        px, py = p
        for vx, vy in pts:
            wx, wy = px - vx, py - vy
            t = (wx * ey - wy * ex) / den
            if t < -1e-12:
                continue
            u = (wx * d1 - wy * d0) / den
            if u < -1e-12 or u > 1 + 1e-12:
                continue
            if t <= 0.0:
                t = 0.0  # max(0.0, t), -0.0 included
            if t < best:
                best = t
    return best


def reach_moment(mover: Poly, heading: float, dist: float, other: Poly,
                 gap: float) -> float | None:
    """Travel after which the edge-to-edge distance first falls to `gap` (lance reach 1",
    pole arm 1/2"), or None. Bisection on the (convex) distance along the path."""
    d = unit(heading)
    def at(t: float) -> float:
        return distance(translate(mover, d[0] * t, d[1] * t), other)
    if at(0.0) <= gap:
        return 0.0
    t_min, g_min = closest_passage(mover, heading, dist, other)
    if g_min > gap:
        return None
    lo, hi = 0.0, t_min
    for _ in range(60):
        mid = (lo + hi) / 2
        if at(mid) > gap:
            lo = mid
        else:
            hi = mid
    return hi


def closest_passage(mover: Poly, heading: float, dist: float, other: Poly) -> tuple[float, float]:
    """(travel, gap) where the mover passes closest to `other` along a straight path. The
    distance between convex sets under translation is convex in the travel: ternary search."""
    d = unit(heading)
    def at(t: float) -> float:
        return distance(translate(mover, d[0] * t, d[1] * t), other)
    lo, hi = 0.0, dist
    for _ in range(100):
        m1, m2 = lo + (hi - lo) / 3, hi - (hi - lo) / 3
        if at(m1) <= at(m2):
            hi = m2
        else:
            lo = m1
    t = (lo + hi) / 2
    for cand in (0.0, dist):
        if at(cand) < at(t) - 1e-12:
            t = cand
    return t, at(t)


def swept_width(poly: Poly, heading: float) -> float:
    """Width of the band the stand sweeps moving along `heading`."""
    d = unit(heading)
    n = (-d[1], d[0])
    proj = [p[0] * n[0] + p[1] * n[1] for p in poly]
    return max(proj) - min(proj)


# -- areas in strips -----------------------------------------------------------------------

def clip(poly: Poly, origin: Point, normal: Point) -> Poly:
    """The part of `poly` on the side of the line through `origin` that `normal` points to."""
    out: Poly = []
    n = len(poly)
    def side(p: Point) -> float:
        return (p[0] - origin[0]) * normal[0] + (p[1] - origin[1]) * normal[1]
    for k in range(n):
        p, q = poly[k], poly[(k + 1) % n]
        sp, sq = side(p), side(q)
        if sp >= 0:
            out.append(p)
        if (sp >= 0) != (sq >= 0):
            t = sp / (sp - sq)
            out.append((p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])))
    return out


def fraction_in_strip(target: Poly, p: Point, q: Point) -> float:
    """Share of `target`'s area lying in the strip straight out from edge p-q (the half-band
    beyond the edge, as wide as it)."""
    total = area(target)
    if total <= 0:
        return 0.0
    dx, dy = q[0] - p[0], q[1] - p[1]
    part = clip(target, p, (dx, dy))
    if len(part) >= 3:
        part = clip(part, q, (-dx, -dy))
    if len(part) >= 3:
        part = clip(part, p, _outward_normal(p, q))
    return area(part) / total if len(part) >= 3 else 0.0


def fraction_left_of(target: Poly, origin: Point, heading: float) -> float:
    """Share of `target`'s area left of the line through `origin` along `heading`."""
    total = area(target)
    d = unit(heading)
    part = clip(target, origin, (-d[1], d[0]))
    return area(part) / total if len(part) >= 3 and total > 0 else 0.0
