"""The small-battle fast path of the radius and nearest queries (rules/nearby.py) answers
exactly as the kernel's spatial hash does, so a battle's log never depends on which is used."""
import io
import types

from hypothesis import given, settings, strategies as st

from affray.kernel import Battle
from affray.kernel.geometry.spatial import SpatialHash
from affray.kernel.scenario import load
from affray.systems.starkpool import DEFAULT_SCENARIO
from affray.systems.starkpool.rules import nearby as N

coord = st.floats(min_value=0, max_value=30, allow_nan=False).map(lambda v: round(v, 2))
points = st.lists(st.tuples(coord, coord), min_size=0, max_size=40)


def _state(pts):
    spatial = SpatialHash(4, "euclidean")
    for i, p in enumerate(pts, start=1):
        spatial.insert(i, p)
    return types.SimpleNamespace(spatial=spatial, derived={})


@settings(max_examples=200, deadline=None)
@given(points, st.tuples(coord, coord), st.sampled_from([0.0, 0.75, 1.0, 2.0 + 1e-6, 3.5, 40]))
def test_within_scan_matches_the_spatial_hash(pts, q, radius):
    state = _state(pts)
    assert N.within(state, q, radius) == state.spatial.within(q, radius)


@settings(max_examples=200, deadline=None)
@given(points, st.tuples(coord, coord), st.integers(0, 4), st.sampled_from([None, 1.0, 6.5]),
       st.integers(1, 3))
def test_nearest_scan_matches_the_spatial_hash(pts, q, k, max_radius, mod):
    state = _state(pts)
    pred = lambda e: e % mod == 0  # noqa: E731
    assert (N.nearest(state, q, k, pred, max_radius=max_radius)
            == state.spatial.nearest(q, k, pred, max_radius=max_radius))


def _log(monkeypatch, scan_below: int) -> bytes:
    monkeypatch.setattr(N, "SCAN_BELOW", scan_below)
    buf = io.BytesIO()
    Battle.from_scenario(load(DEFAULT_SCENARIO), seed=4, out=buf, keep_events=False).run()
    return buf.getvalue()


def test_a_battle_logs_the_same_bytes_with_or_without_the_scan(monkeypatch):
    assert _log(monkeypatch, 10_000) == _log(monkeypatch, -1)


def test_the_kept_list_follows_every_move_and_removal():
    state = _state([(1.0, 1.0), (5.0, 5.0), (9.0, 9.0)])
    assert N.within(state, (5.0, 5.0), 1.0) == [2]
    state.spatial.move(3, (5.5, 5.0))
    assert N.within(state, (5.0, 5.0), 1.0) == [2, 3]
    state.spatial.remove(2)
    assert N.within(state, (5.0, 5.0), 1.0) == [3]
    assert N.nearest(state, (0.0, 0.0), 1, lambda e: True) == [1]


@settings(max_examples=200, deadline=None)
@given(points, st.tuples(coord, coord), st.tuples(coord, coord),
       st.sampled_from([0.5, 1.0, 2.0 + 1e-5]))
def test_near_segment_holds_every_figure_within_reach_of_the_line(pts, a, b, radius):
    from affray.kernel.geometry import plane
    state = _state(pts)
    exact = {i for i, p in enumerate(pts, start=1) if plane.project(p, a, b)[1] <= radius}
    scanned = N.near_segment(state, a, b, radius)
    state.derived.pop("_sp_scan")
    big = types.SimpleNamespace(spatial=state.spatial, derived={})
    N.SCAN_BELOW, saved = -1, N.SCAN_BELOW
    try:
        hashed = N.near_segment(big, a, b, radius)
    finally:
        N.SCAN_BELOW = saved
    assert scanned == exact and exact <= hashed
