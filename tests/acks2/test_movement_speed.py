"""Behavioural equivalence of the fast movement search: `movement.reachable`
must give exactly what the plain heap Dijkstra it replaced gave, squares AND order, on
random battlefields of men, big movers, walls and engaged enemies. The plain version is
kept here as the reference, over the same passage rules (tested in test_passage.py)."""

from __future__ import annotations

import heapq
import random

import pytest

from affray.components.acks2 import Sheet
from affray.kernel.geometry import squares as sq
from affray.systems.acks2.rules import geometry as geo
from affray.systems.acks2.rules import movement as M
from affray.systems.acks2.rules.passage import obstacles

from .conftest import fig


def ref_reachable(state, eid, feet, ignore=frozenset(), stop_on_engage=True):
    """`reachable` as first written: a heap of (cost, x, y, parity), every step checked
    against the same passage rules (`passage.obstacles`)."""
    sheet = state.get(eid, Sheet)
    face = geo.facing_of(state, eid)
    f, d = geo.dims(sheet)
    start = geo.area(state, eid)
    others = [e for e in geo.near(state, eid, feet // 5 + geo.BIG) if state.alive(e)]
    enemies = [e for e in others if state.side[e] != state.side[eid] and geo.able(state, e)]
    engaging = {e for e in enemies if state.engagement.has_edge(e, eid)}
    blocked, taken, _ = obstacles(state, eid, others, engaging, M.walls(state), start, face)
    threats = M.threat_anchors(state, eid, f, d, face, ignore, enemies) if stop_on_engage else set()
    best, out = {}, {}
    heap = [(0, start.x, start.y, 0)]
    steps = [((dx, dy), bool(dx and dy)) for dx, dy in sq.DIRECTIONS.values()]
    while heap:
        cost, x, y, diag = heapq.heappop(heap)
        if best.get((x, y, diag), 1 << 30) < cost:
            continue
        if (x, y) != (start.x, start.y):
            if (x, y) not in taken:
                out.setdefault((x, y), cost)
            if (x, y) in threats:
                continue
        for (dx, dy), diagonal in steps:
            nd = diag + 1 if diagonal else diag
            nc = cost + (10 if diagonal and nd % 2 == 0 else 5)
            if nc > feet:
                continue
            key = (x + dx, y + dy, nd % 2)
            if best.get(key, 1 << 30) <= nc:
                continue
            if (x + dx, y + dy) in blocked:
                continue
            best[key] = nc
            heapq.heappush(heap, (nc, x + dx, y + dy, nd % 2))
    out.pop((start.x, start.y), None)
    return out


STOCKS = ["fighter-1", "fighter-1", "orc", "orc", "ogre", "wolf", "horse", "troll"]


def field(rng):
    """A random crowd within a 9-square box, none overlapping, and a few walls."""
    taken, figs = set(), []
    for i in range(rng.randint(4, 12)):
        stock = rng.choice(STOCKS)
        big = stock in ("ogre", "horse", "troll")
        face = rng.choice(sq.ORTHOGONAL if big else sq.FACINGS)
        for _ in range(20):
            at = (rng.randint(-4, 4), rng.randint(-4, 4))
            fp = set(sq.squares_of(sq.footprint(at, 2, 2, face) if big else at))
            if not fp & taken:
                taken |= fp
                figs.append(fig(f"c{i}", "pq"[i % 2] if i < 2 else rng.choice("pq"), at, face, stock))
                break
    walls = [[rng.randint(-10, 10), rng.randint(-10, 10)] for _ in range(rng.randint(0, 12))]
    walls = [w for w in walls if tuple(w) not in taken]
    return figs, walls


@pytest.mark.parametrize("seed", range(40))
def test_reachable_equals_the_plain_heap_search_in_order(table, seed):
    rng = random.Random(seed)
    figs, walls = field(rng)
    opts = {"engagement_by_size": True} if seed % 3 == 0 else None
    t = table(figs, map={"walls": walls} if walls else None, options=opts)
    for e in sorted(t.state.entities):
        for feet in (0, 5, 10, 20, 25, 40, 120):
            fast = M.reachable(t.state, e, feet)
            assert list(fast.items()) == list(ref_reachable(t.state, e, feet).items())
        orig = frozenset(t.state.engagement.predecessors(e))
        assert list(M.reachable(t.state, e, 60, orig).items()) == \
            list(ref_reachable(t.state, e, 60, orig).items())
        assert list(M.reachable(t.state, e, 30, stop_on_engage=False).items()) == \
            list(ref_reachable(t.state, e, 30, stop_on_engage=False).items())


def test_squares_to_is_the_kernels_footprint_distance():
    """`movement.squares_to` (the charge path's distance test) equals the kernel's measure."""
    r = random.Random(3)
    for _ in range(5000):
        a = sq.Footprint(r.randint(-5, 5), r.randint(-5, 5), r.randint(1, 3), r.randint(1, 3))
        s = (r.randint(-12, 12), r.randint(-12, 12))
        assert M.squares_to(a)(s) == sq.footprint_distance_squares(s, a)
