"""DS-62's retreat search (`tac_cards.retreat_heading`) works out a line's travel only where
the line could come first (bounds on the gap to the nearest enemy). This test keeps the plain
search, every one of the 360 lines measured, and checks that both give the same heading for
every living figure after every round of 6 random battles (retreat distances 1.5, 3 and 6"),
under both `retreat_route` options. (It asks both from outside: in the compiled build a
module's calls to its own functions cannot be intercepted.)"""

from __future__ import annotations

import heapq  # noqa: F401  (the reference below is the code as it was)
import math  # noqa: F401

import pytest

from affray.kernel import Battle
from affray.kernel.geometry import stands as G
from affray.systems.destrier.rules import geometry as geo
from affray.systems.destrier.rules import movement as mv
from affray.systems.destrier.rules import tac_cards as T
from affray.systems.destrier.rules.tac_cards import nearest_enemy
from affray.systems.destrier.stock.figures import build_stock
from rounds import each_figure_each_round  # tests/helpers


def reference(state, eid: int, distance: float) -> float:
    """DS-62: end as far as possible from the enemy nearest at the start; then maximise the
    minimum, then the sum, of the distances to the others; candidates every 1 degree; ties
    to the direction closest to straight away from the nearest enemy. Walls and stands stop
    a line where it meets them. Under `retreat_route = fig3` (the seed's Fig. 3) a line whose
    route comes nearer the nearest enemy than at the start is rejected ("A ... passes too
    close to E1"), and so, while another is left, is one that ends nearer any other enemy
    ("B is actually an advance toward E2 and E3"); only when every line does so is the
    surrounded figure excused."""
    nearest = nearest_enemy(state, eid)
    if nearest is None:
        return state.get(eid, geo.Facing).dir
    others = [geo.poly(state, e) for e in state.entities if state.alive(e) and e != nearest
              and state.side[e] != state.side[eid]]
    away = (geo.bearing(state, nearest, eid)) % 360.0
    mine = geo.poly(state, eid)
    travel = mv.travel_sweep(state, eid, distance)
    near_poly = geo.poly(state, nearest)
    fig3 = state.options["retreat_route"] == "fig3"

    def rest_of(moved: G.Poly) -> list[float]:
        return [G.distance(moved, op) for op in others]

    def rank(first: float, dev: int, rest: list[float]) -> tuple:
        return (first, round(min(rest), 9) if rest else 0.0, round(sum(rest), 9), -dev)

    lines = []  # (distance from the nearest at the end, deviation, heading, travel, end poly)
    best_key, best_dir = None, away
    for k in range(360):
        d = (away + k) % 360.0 if k <= 180 else (away - (360 - k)) % 360.0
        t = travel(d)
        ux, uy = G.unit(d)
        moved = G.translate(mine, ux * t, uy * t)
        first = round(G.distance(moved, near_poly), 9)
        dev = min(k, 360 - k)
        if fig3:
            lines.append((first, dev, d, t, moved))
            continue
        if best_key is not None and first < best_key[0]:
            continue  # loses on the first priority whatever the others say
        key = rank(first, dev, rest_of(moved))
        if best_key is None or key > best_key:
            best_key, best_dir = key, d
    if not fig3:
        return best_dir
    start = rest_of(mine)
    g0 = G.distance(mine, near_poly)

    def clear_of_nearest(d: float, t: float) -> bool:
        h = min(1e-3, t)  # distance along a straight line is convex: its first step tells
        ux, uy = G.unit(d)
        return h <= 0.0 or G.distance(G.translate(mine, ux * h, uy * h), near_poly) >= g0 - 1e-12

    def no_advance(rest: list[float]) -> bool:
        return all(r >= s - 1e-9 for r, s in zip(rest, start))

    def ranked():
        """The lines best first by the full key (ties in heading order). The distances to
        the other enemies are measured only for the lines that tie on the first priority
        and are reached: usually one group of one."""
        order = sorted(lines, key=lambda r: r[0], reverse=True)  # stable
        i = 0
        while i < len(order):
            j = i
            while j < len(order) and order[j][0] == order[i][0]:
                j += 1
            group = [(rank(first, dev, rest), d, t, rest) for first, dev, d, t, moved
                     in order[i:j] for rest in (rest_of(moved),)]
            group.sort(key=lambda r: r[0], reverse=True)
            yield from group
            i = j

    seen = []
    for key, d, t, rest in ranked():  # the lines that end nearer no other enemy
        seen.append((d, t))
        if no_advance(rest) and clear_of_nearest(d, t):
            return d
    for d, t in seen:  # every line ends nearer another enemy: the route alone decides
        if clear_of_nearest(d, t):
            return d
    return seen[0][0]  # surrounded: the special exception



@pytest.mark.parametrize("route", ["fig3", "end"])
@pytest.mark.parametrize("matchup", [[[(1, "knight")], [(1, "man-at-arms")]],
                                     [[(2, "man-at-arms")], [(2, "orc")]],
                                     [[(1, "knight"), (1, "archer")], [(3, "orc")]]])
def test_ds_62_the_bounded_retreat_search_gives_the_plain_searchs_heading(route, matchup):
    data = build_stock(matchup)
    data["options"] = {**data.get("options", {}), "retreat_route": route}
    asked = 0
    for seed in range(1, 4):
        for policy in ("random", "tactical"):
            for s in data["sides"]:
                s["policy"] = policy
            for state, eid in each_figure_each_round(Battle.from_scenario(data, seed=seed)):
                distance = (1.5, 3.0, 6.0)[(state.round + eid) % 3]
                assert T.retreat_heading(state, eid, distance) == \
                    reference(state, eid, distance), (seed, policy, state.round, eid)
                asked += 1
    assert asked >= 20
