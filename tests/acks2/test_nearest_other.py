"""`geometry.nearest_other` finds the nearest figure by widening the anchor radius instead of
measuring every figure (the tactical policy's target, ACKS-39's charge and closing moves).
Checked against the plain scan for every living figure after every round of random battles
with footprints up to colossal, with and without a radius limit."""

from __future__ import annotations

import pytest

from affray.kernel import Battle
from affray.systems.acks2.rules import geometry as geo
from affray.systems.acks2.stock.figures import army, build_stock
from rounds import each_figure_each_round  # tests/helpers


def plain(state, eid, keep, limit=None):
    if limit is not None:
        pool = geo.near(state, eid, limit)
    else:
        pool = [o for o in state.entities if o != eid]
    best = None
    for o in pool:
        if keep(o):
            d = geo.distance_ft(state, eid, o)
            if best is None or (d, o) < best:
                best = (d, o)
    return None if best is None else best[1]


def _check(b) -> int:
    asked = 0
    for state, eid in each_figure_each_round(b):
        side = state.side

        def enemy(o, mine=side[eid], state=state):
            return side[o] != mine and geo.able(state, o)
        for keep in (enemy, lambda o, state=state: geo.able(state, o)):
            for limit in (None, 6, 40):
                assert geo.nearest_other(state, eid, keep, limit) == plain(state, eid, keep, limit)
                asked += 1
    return asked


@pytest.mark.parametrize("matchup", [[[(3, "fighter-1")], [(3, "orc")]],
                                     [[(1, "ogre"), (2, "fighter-3")], [(4, "goblin")]],
                                     [[(1, "stone-giant")], [(3, "fighter-1"), (1, "wolf")]],
                                     [[(1, "dragon")], [(4, "fighter-3")]]])
def test_acks_nearest_other_is_the_plain_scans_answer(matchup):
    data = build_stock(matchup)
    asked = 0
    for seed in (1, 2):
        for policy in ("random", "tactical"):
            for s in data["sides"]:
                s["policy"] = policy
            asked += _check(Battle.from_scenario(data, seed=seed))
    assert asked > 30


def test_acks_nearest_other_in_a_benchmark_army():
    data = army(30)
    data["max_rounds"] = 4
    assert _check(Battle.from_scenario(data, seed=1000)) > 100
