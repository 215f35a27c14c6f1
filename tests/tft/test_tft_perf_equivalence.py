"""Behavioural equivalence of the fast paths (performance work): the hot geometry and
movement code must give exactly what the plain versions give. Each plain version is kept
here as the reference: a straightforward Dijkstra for `reachable`, brute force for the
spatial index, the textbook formulas for the hex grid."""

import heapq
import random

import pytest

from affray.components.tft import Status
from affray.kernel import Battle, Replay
from affray.kernel.components import Vitals
from affray.kernel.geometry import hexgrid as H
from affray.kernel.geometry import spatial as X
from affray.kernel.scenario import decode
from affray.systems.tft.rules import lookup as L
from affray.systems.tft.rules import movement as M
from affray.systems.tft.stock.bench import army
from affray.systems.tft.rules.engagement import in_enemy_front, recompute

DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


# -- references ---------------------------------------------------------------------------

def ref_hex_kind(state, h):
    kind = M.EMPTY
    for o in L.occupants(state, h):
        if not ref_conscious(state, o):
            kind = max(kind, M.BODY)
        elif state.get(o, Status).posture in ("knocked", "prone"):
            kind = max(kind, M.DOWN)
        else:
            return M.BLOCKED
    return kind


def ref_conscious(state, eid):
    v = state.get(eid, Vitals)
    return not (v.dead or v.removed) and not state.get(eid, Status).unconscious


def ref_reachable(state, eid, budget, jump_cost=3):
    """The reachable hexes as first written: every neighbour looked at, fronts for all."""
    start = L.hex_of(state, eid)
    dests = {start: (0, None)}
    parent = {start: None}
    if budget <= 0:
        return dests, parent
    blocked = M.walls(state)
    side = state.side[eid]
    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        c, h = heapq.heappop(heap)
        if c > dist[h]:
            continue
        for dq, dr in DIRS:
            n = (h[0] + dq, h[1] + dr)
            if n in blocked:
                continue
            kind = ref_hex_kind(state, n)
            if kind == M.BLOCKED:
                continue
            if kind in (M.EMPTY, M.BODY) and c + 1 <= budget and (n not in dests or c + 1 < dests[n][0]):
                dests[n] = (c + 1, h)
            if in_enemy_front(state, side, n):
                continue
            nc = c + 1 if kind == M.EMPTY else c + jump_cost
            if nc <= budget and nc < dist.get(n, budget + 1):
                dist[n] = nc
                parent[n] = h
                heapq.heappush(heap, (nc, n))
    return dests, parent


def ref_hex_distance(a, b):
    dq, dr = b[0] - a[0], b[1] - a[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def ref_rotate(v, steps):
    q, r = v
    for _ in range(steps % 6):
        q, r = q + r, -q
    return (q, r)


def ref_in_front(origin, facing, target, mode):
    q, r = ref_rotate((target[0] - origin[0], target[1] - origin[1]), -facing)
    if (q, r) == (0, 0):
        return False
    return q >= 0 and q + r >= 0 if mode == "wedge120" else 2 * q + r > 0


# -- states to compare on -----------------------------------------------------------------

def _battles():
    """Battles stopped at several moments: formations, the clash, the mêlée, the rout; with
    and without walls, with figures down, dead and kneeling."""
    out = []
    for n, rounds, seed in ((12, 1, 1), (12, 2, 2), (20, 4, 3), (20, 9, 4), (30, 14, 5)):
        sc = army(n)
        if seed % 2:
            sc["map"] = {"walls": [[q, 2] for q in range(-3, 3)]}
            sc["combatants"] = [c for c in sc["combatants"] if c["at"] not in [[q, 2] for q in range(-3, 3)]]
        b = Battle.from_scenario(decode(sc), seed=seed, keep_events=False)
        for _ in range(rounds):
            if b.over:
                break
            b.step()
        out.append(b)
    return out


BATTLES = _battles()


@pytest.mark.parametrize("b", BATTLES, ids=lambda b: f"n{len(b.state.entities)}r{b.state.round}")
def test_reachable_equals_the_plain_dijkstra(b):
    state = b.state
    for eid in state.entities:
        if not L.conscious(state, eid):
            continue
        for budget in (0, 1, 2, 4, 8, 10):
            for jump in (3, 4):
                assert M.reachable(state, eid, budget, jump) == ref_reachable(state, eid, budget, jump)


@pytest.mark.parametrize("b", BATTLES, ids=lambda b: f"n{len(b.state.entities)}r{b.state.round}")
def test_hex_kind_and_lookups_equal_the_plain_ones(b):
    state = b.state
    occupied = sorted(state.derived.get("tft_occ", {}))
    for h in occupied + [(0, 0), (50, 50)]:
        assert M.hex_kind(state, h) == ref_hex_kind(state, h)
    for eid in state.entities:
        s = state.get(eid, Status)
        c = ref_conscious(state, eid)
        assert L.conscious(state, eid) == c
        assert L.has_front(state, eid) == (c and s.posture == "")
        assert L.front_of(state, eid) == (L.facing(state, eid) if c and s.posture == "" else None)
        assert L.blocks(state, eid) == (c and s.posture in ("", "bending", "kneeling"))
        assert L.stands(state, eid) == (c and s.posture in ("", "bending"))
    assert set(state.engagement.edges) == recompute(state)


def test_hexgrid_fast_formulas_equal_the_textbook_ones():
    rng = random.Random(7)
    for _ in range(3000):
        a = (rng.randint(-30, 30), rng.randint(-30, 30))
        b = (rng.randint(-30, 30), rng.randint(-30, 30))
        f = rng.randint(-7, 12)
        assert H.distance(a, b) == ref_hex_distance(a, b)
        assert X.METRICS["hex"](a, b) == max(abs(b[0] - a[0]), abs(b[1] - a[1]), abs(b[0] - a[0] + b[1] - a[1]))
        assert H.rotate(a, f) == ref_rotate(a, f)
        assert H.neighbours(a) == [(a[0] + d[0], a[1] + d[1]) for d in DIRS]
        assert H.front_hexes(a, f) == [H.neighbour(a, f + k) for k in (-1, 0, 1)]
        for mode in ("wedge120", "half_plane180"):
            assert H.in_front(a, f % 6, b, mode) == ref_in_front(a, f % 6, b, mode)


@pytest.mark.parametrize("seed", range(6))
def test_hex_spatial_index_under_churn_equals_brute_force(seed):
    """Many moves and removals (the occupied box goes stale and is recomputed), queries from
    inside, beside and far outside the crowd."""
    rng = random.Random(seed)
    index = X.HexSpatialHash(rng.choice([1, 2, 3, 4]))
    truth = {}
    for step in range(600):
        eid = rng.randint(0, 120)
        roll = rng.random()
        if roll < 0.6:
            pos = (rng.randint(-25, 25) + step // 40, rng.randint(-25, 25))
            index.move(eid, pos)
            truth[eid] = pos
        else:
            index.remove(eid)
            truth.pop(eid, None)
        if step % 7:
            continue
        for _ in range(3):
            query = (rng.randint(-90, 90), rng.randint(-90, 90))
            brute = sorted((X.METRICS["hex"](query, p), e) for e, p in truth.items())
            radius = rng.randint(0, 40)
            k = rng.randint(1, 5)
            assert index.nearest(query, k) == [e for _, e in brute[:k]]
            assert index.nearest(query, k, max_radius=radius) == [e for d, e in brute if d <= radius][:k]
            odd = lambda e: e % 2 == 1  # noqa: E731
            assert index.nearest(query, k, predicate=odd) == [e for _, e in brute if odd(e)][:k]
            assert index.within(query, radius) == [e for d, e in brute if d <= radius]
            assert sorted(index.points_within(query, radius)) == sorted(
                truth[e] for d, e in brute if d <= radius)


def test_bench_battle_still_folds_and_verifies():
    b = Battle.from_scenario(decode(army(15)), seed=3)
    b.run()
    assert b.over and b.outcome.winner
    assert Replay.of(b).verify() == len(b.events)


@pytest.mark.parametrize("b", BATTLES, ids=lambda b: f"n{len(b.state.entities)}r{b.state.round}")
def test_policy_nearest_enemy_equals_the_spatial_search(b):
    from affray.systems.tft.rules import occupancy as G
    from affray.systems.tft.policies import weapon_play as P
    state = b.state
    for eid in state.entities:
        here = L.hex_of(state, eid)
        assert P.nearest_enemy(state, eid) == G.nearest_enemy(state, eid, here)
        for h in ((0, 0), (here[0] + 3, here[1] - 1)):
            assert P.nearest_enemy(state, eid, h) == G.nearest_enemy(state, eid, h)


@pytest.mark.parametrize("b", BATTLES, ids=lambda b: f"n{len(b.state.entities)}r{b.state.round}")
def test_policy_close_enemy_search_equals_the_spatial_search(b):
    from affray.systems.tft.rules import occupancy as G
    from affray.systems.tft.policies import weapon_play as P
    state = b.state
    for eid in state.entities:
        here = L.hex_of(state, eid)
        exact = G.nearest_enemy(state, eid, here)
        gap = H.distance(here, L.hex_of(state, exact)) if exact is not None else None
        for radius in range(P.CLOSE + 1):
            want = exact if gap is not None and gap <= radius else None
            assert P.adjacent_enemy(state, eid, here, radius) == want
        for radius in (0, 2, 6, 40):
            want = exact if gap is not None and gap <= radius else None
            assert P.nearest_enemy_within(state, eid, here, radius) == want


@pytest.mark.parametrize("b", BATTLES, ids=lambda b: f"n{len(b.state.entities)}r{b.state.round}")
def test_policy_enemy_field_equals_the_spatial_search(b):
    from affray.systems.tft.rules import occupancy as G
    from affray.systems.tft.policies import weapon_play as P
    state = b.state
    for side in range(len(state.sides)):
        field = P.enemy_field(state, side)
        eid = next(e for e in state.entities if state.side[e] == side)
        hexes = {h for e in state.entities for h in H.hexes_within(L.hex_of(state, e), P.NEAR + 2)}
        for h in sorted(hexes):
            exact = G.nearest_enemy(state, eid, h)
            gap = H.distance(h, L.hex_of(state, exact)) if exact is not None else None
            want = (gap, exact) if gap is not None and gap <= P.NEAR else None
            assert field.get(h) == want


@pytest.mark.parametrize("b", BATTLES, ids=lambda b: f"n{len(b.state.entities)}r{b.state.round}")
def test_policy_destination_by_field_equals_the_one_by_search(b):
    from affray.systems.tft.policies import weapon_play as P
    state = b.state
    for eid in state.entities:
        if not L.conscious(state, eid):
            continue
        for budget in (1, 4, 8):
            costs, _ = M.reachable(state, eid, budget)
            assert P.best_next_to_enemy(state, eid, costs) == P.best_next_to_enemy_by_search(
                state, eid, L.hex_of(state, eid), costs)


@pytest.mark.parametrize("seed", [1000, 7])
def test_policy_fast_paths_agree_all_through_a_battle(monkeypatch, seed):
    """A whole bench battle with every fast answer of the tactical policy checked against the
    plain one at the moment it is asked (shared hexes, falls and brawls included)."""
    from affray.systems.tft.rules import occupancy as G
    from affray.systems.tft.policies import weapon_play as P
    field_way = P.best_next_to_enemy
    asked = {"dest": 0, "foe": 0}

    def checked_dest(state, eid, costs):
        found = field_way(state, eid, costs)
        assert found == P.best_next_to_enemy_by_search(state, eid, L.hex_of(state, eid), costs)
        asked["dest"] += 1
        return found

    find = P.TacticalPolicy._find_foe

    def checked_foe(self, state, eid, here):
        found = find(self, state, eid, here)
        exact = G.nearest_enemy(state, eid, here)
        if exact is not None and H.distance(here, L.hex_of(state, exact)) <= P.NEAR:
            assert found == exact
            asked["foe"] += 1
        return found

    monkeypatch.setattr(P, "best_next_to_enemy", checked_dest)
    monkeypatch.setattr(P.TacticalPolicy, "_find_foe", checked_foe)
    b = Battle.from_scenario(decode(army(60)), seed=seed, keep_events=False)
    b.run()
    assert b.over and b.outcome.winner and b.state.round < 100
    assert asked["dest"] > 50 and asked["foe"] > 500
