"""Stands of figures and what their edges mean: DS-01, DS-08, DS-09, DS-10, DS-11, DS-12,
DS-13, DS-14, and the engagement graph (every pair in contact, both ways)."""

from __future__ import annotations

import math

from affray.components.destrier import Stand
from affray.kernel.components import Facing, Position
from affray.kernel.geometry import stands as G

EPS = 1e-6  # DS-01: contact tolerance in inches

SQUARE_LABELS = ["shield", "rear", "rear", "sword"]  # DS-08: edges 0 and 3 meet at the front
SQUARE_ARCS = ["front", "rear", "rear", "front"]     # DS-14 (edges model)
HORSE_LABELS = ["head", "shield", "rear", "sword"]   # DS-10/11: head, left, tail, right
HORSE_ARCS = ["front", "side", "side", "rear"]
FRONTAL = {"shield", "sword", "front", "head", "side_front"}


def local_points(st: Stand) -> list[tuple[float, float]]:
    if st.kind == "square":
        return G.square_local(st.size)
    if st.kind == "rect":
        return G.rect_local(st.size, st.width)
    return [(p[0], p[1]) for p in st.points]


def labels(st: Stand) -> list[str]:
    if st.labels:
        return list(st.labels)
    return SQUARE_LABELS if st.kind == "square" else HORSE_LABELS if st.kind == "rect" else \
        ["front"] * len(st.points)


def arcs(st: Stand) -> list[str]:
    if st.arcs:
        return list(st.arcs)
    if st.kind == "square":
        return SQUARE_ARCS
    if st.kind == "rect":
        return HORSE_ARCS
    return ["front" if lab in FRONTAL else "rear" for lab in labels(st)]


def poly_at(st: Stand, x: float, y: float, heading: float) -> G.Poly:
    return G.place(local_points(st), x, y, heading)


def poly(state, eid: int) -> G.Poly:
    cache = state.derived.setdefault("destrier_polys", {})
    hit = cache.get(eid)
    if hit is None:
        p, f = state.get(eid, Position), state.get(eid, Facing)
        hit = cache[eid] = poly_at(state.get(eid, Stand), p.x, p.y, f.dir)
    return hit


def bound(state, eid: int) -> tuple[float, float, float]:
    """(cx, cy, r): a circle holding the stand, for cheap "too far to matter" tests. Kept
    beside the polygon it was computed from (checked by identity, so never stale)."""
    pts = poly(state, eid)
    cache = state.derived.setdefault("destrier_bounds", {})
    hit = cache.get(eid)
    if hit is not None and hit[0] is pts:
        return hit[1]
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    b = cx, cy, max(math.hypot(p[0] - cx, p[1] - cy) for p in pts)
    cache[eid] = (pts, b)
    return b


def path_misses(state, eid: int, heading: float, dist: float, other: int) -> bool:
    """The bounding circle of `eid`, swept `dist` along `heading`, stays clear of `other`'s
    by more than any contact tolerance: the stands cannot touch on the way."""
    ax, ay, ar = bound(state, eid)
    bx, by, br = bound(state, other)
    ux, uy = G.unit(heading)
    t = (bx - ax) * ux + (by - ay) * uy
    t = 0.0 if t < 0.0 else dist if t > dist else t
    return math.hypot(bx - ax - ux * t, by - ay - uy * t) > ar + br + 1e-5


def near(state, a: int, b: int, margin: float) -> bool:
    """The stands may come within `margin` of each other (bounding circles)."""
    ax, ay, ar = bound(state, a)
    bx, by, br = bound(state, b)
    return math.hypot(ax - bx, ay - by) <= ar + br + margin + 1e-9


def _reach(st: Stand) -> float:
    """How far any point of the stand's bounding circle lies from its Position (any heading)."""
    pts = local_points(st)
    cx = sum(p[0] for p in pts) / len(pts)
    cy = sum(p[1] for p in pts) / len(pts)
    return math.hypot(cx, cy) + max(math.hypot(p[0] - cx, p[1] - cy) for p in pts)


def max_reach(state) -> float:
    """The largest `_reach` of any stand on the table. Stands never change and entities are
    only ever appended, so the answer grows with the figures spawned since the last ask."""
    ents = state.entities
    n, r = state.derived.get("destrier_reach", (0, 0.0))
    if n != len(ents):
        for e in ents[n:]:
            r = max(r, _reach(state.get(e, Stand)))
        state.derived["destrier_reach"] = (len(ents), r)
    return r


def nearby(state, eid: int, margin: float) -> list[int]:
    """The living stands other than `eid` that pass `near(state, eid, o, margin)`, in id
    order: exactly the all-pairs scan's answer, found through the kernel's spatial index
    (a stand's bounding circle lies within `max_reach` of its Position)."""
    p = state.get(eid, Position)
    radius = 2.0 * max_reach(state) + margin + 1e-6
    found = state.spatial.within((p.x, p.y), radius)
    return sorted(o for o in found if o != eid and state.alive(o) and near(state, eid, o, margin))


def _chain(pairs: list[tuple[float, int]], eps: float) -> tuple[float, int] | None:
    """The scan in id order that keeps the first stand nearer than the best by more than eps."""
    best = None
    for d, e in pairs:
        if best is None or d < best[0] - eps:
            best = (d, e)
    return best


def nearest_enemy(state, eid: int, eps: float = 0.0) -> tuple[float, int] | None:
    """(gap, id) of the nearest living enemy: what `_chain` over every living enemy in id
    order gives, found through the spatial index by widening circles. A circle is wide
    enough once everything outside it is provably farther than the near-best stands by a
    clear margin (then the far ones can never change the scan's answer)."""
    side, sp = state.side, state.spatial
    mine = side[eid]
    p = state.get(eid, Position)
    pos, total, r2 = (p.x, p.y), len(sp), 2.0 * max_reach(state)
    radius = float(state.ruleset.spatial_cell) + r2
    while True:
        found = sp.within(pos, radius)  # nearest centres first
        enemies, best, passed = [], math.inf, False
        for e in found:
            if side[e] == mine or not state.alive(e):
                continue
            q = sp.position(e)
            if math.hypot(q[0] - pos[0], q[1] - pos[1]) - r2 > best + 2e-6:
                passed = True  # this one and every later one are too far to matter
                break
            d = gap(state, eid, e)
            best = min(best, d)
            enemies.append((d, e))
        enemies.sort(key=lambda x: x[1])
        if len(found) >= total and not passed:
            return _chain(enemies, eps)
        if enemies:
            cut = best + 1e-6
            if (passed or radius - r2 > cut + 1e-9) and \
                    not any(abs(d - cut) <= 1e-11 for d, _ in enemies):
                return _chain([x for x in enemies if x[0] <= cut], eps)
        radius *= 2.0


def enemy_within(state, eid: int, reach: float) -> bool:
    """Some living enemy's stand lies within `reach` (+1e-9) of this one's."""
    mine = state.side[eid]
    return any(state.side[e] != mine and gap(state, eid, e) <= reach + 1e-9
               for e in nearby(state, eid, reach + 1e-6))


def larger_stand(state, a: int, b: int) -> bool:
    """DS-09/DS-39(4): a's stand is larger (by area) than b's."""
    return G.area(poly(state, a)) > G.area(poly(state, b)) + 1e-9


def _memo(state, name: str, a: int, b: int, fn):
    """fn(a, b), kept while both stands' polygons (and a's Position) are the same objects:
    the card rounds ask the same pairs again and again between moves."""
    d = state.derived
    cache = d.get(name)
    if cache is None:
        cache = d[name] = {}
    polys = d.get("destrier_polys") or {}
    pa, pb = polys.get(a) or poly(state, a), polys.get(b) or poly(state, b)
    at = state.get(a, Position)
    hit = cache.get((a, b))
    if hit is not None and hit[0] is pa and hit[1] is pb and hit[2] == at.x and hit[3] == at.y:
        return hit[4]
    value = fn(a, b)
    cache[(a, b)] = (pa, pb, at.x, at.y, value)
    return value


def contact_label(state, dfd: int, att: int) -> str:
    """DS-13: the label of the defender's edge touched by (or facing) the attacker. Ties go
    to the defender: frontal before rear, then shield side before sword side."""
    return _memo(state, "destrier_labels", dfd, att, lambda d, a: _contact_label(state, d, a))


def _contact_label(state, dfd: int, att: int) -> str:
    st = state.get(dfd, Stand)
    labs = labels(st)
    a, b = poly(state, dfd), poly(state, att)
    ks = G.contact_edges(a, b, EPS)
    if not ks:  # reach without contact: the edge crossed toward the attacker's nearest point
        centre = (state.get(dfd, Position).x, state.get(dfd, Position).y)
        near = _nearest_point(b, centre)
        ks = [G.crossed_edge(a, centre, near)]
    order = {"shield": 0, "head": 1, "front": 2, "sword": 3, "side": 4, "rear": 5}
    return min((labs[k] for k in ks), key=lambda lab: order.get(lab, 9))


def contact_edge_indices(state, dfd: int, att: int) -> list[int]:
    return G.contact_edges(poly(state, dfd), poly(state, att), EPS)


def _nearest_point(poly_b, p):
    best, pt = math.inf, poly_b[0]
    for (ax, ay), (bx, by) in G.edges(poly_b):
        dx, dy = bx - ax, by - ay
        L = dx * dx + dy * dy
        t = 0.0 if L == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / L))
        q = (ax + t * dx, ay + t * dy)
        d = math.hypot(q[0] - p[0], q[1] - p[1])
        if d < best:
            best, pt = d, q
    return pt


def is_frontal(label: str) -> bool:
    return label in FRONTAL


def move_arc(st: Stand, heading: float, new_dir: float, mode: str = "edges") -> str:
    """DS-14: front / side / rear for a new direction of travel."""
    diff = abs((new_dir - heading + 180.0) % 360.0 - 180.0)
    if diff >= 180.0 - 1e-9:
        return "rear"
    if mode == "sectors":
        return "front" if diff <= 45 + 1e-9 else "side" if diff <= 135 + 1e-9 else "rear"
    local = G.place(local_points(st), 0.0, 0.0, heading)
    k = G.exit_edge(local, (0.0, 0.0), new_dir)
    n = len(local)
    # a ray through a corner: the edge whose arc is most forward wins (front before side)
    corner_rank = {"front": 0, "side": 1, "rear": 2}
    cands = [k]
    for j in range(n):
        if j != k and abs(_ray_t(local, j, new_dir) - _ray_t(local, k, new_dir)) < 1e-9:
            cands.append(j)
    return min((arcs(st)[j] for j in cands), key=lambda a: corner_rank.get(a, 3))


def _ray_t(local, j, direction):
    t = G._ray_seg((0.0, 0.0), G.unit(direction), *G.edges(local)[j])
    return math.inf if t is None else t


def refresh(state, eid: int) -> None:
    """Engagement: an edge both ways for every pair of living stands in contact."""
    cache = state.derived.setdefault("destrier_polys", {})
    cache.pop(eid, None)
    g = state.engagement
    g.isolate(eid)
    if not state.alive(eid):
        return
    mine = poly(state, eid)
    for other in nearby(state, eid, EPS):
        if G.in_contact(mine, poly(state, other), EPS):
            g.engage(eid, other)
            g.engage(other, eid)


def contacts(state, eid: int) -> list[int]:
    return sorted(n for n in state.engagement.successors(eid) if state.alive(n))


def enemy_contacts(state, eid: int) -> list[int]:
    side = state.side[eid]
    return [n for n in contacts(state, eid) if state.side[n] != side]


def gap(state, a: int, b: int) -> float:
    return _memo(state, "destrier_gaps", a, b,
                 lambda x, y: G.distance(poly(state, x), poly(state, y)))


def bearing(state, a: int, b: int) -> float:
    pa, pb = state.get(a, Position), state.get(b, Position)
    return math.degrees(math.atan2(pb.y - pa.y, pb.x - pa.x)) % 360.0
