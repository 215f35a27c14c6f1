"""The spatial index: KER-26."""

import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from affray.kernel.geometry import hexgrid as H
from affray.kernel.geometry import metrics as M
from affray.kernel.geometry import spatial as X
from affray.kernel.geometry import squares as S

fcoord = st.floats(-40, 40, allow_nan=False, allow_infinity=False)
icoord = st.integers(-30, 30)
fpoints = st.tuples(fcoord, fcoord)
ipoints = st.tuples(icoord, icoord)
# a scene: (id, position) pairs, then some of them moved and some removed
ops = st.lists(st.tuples(st.integers(0, 40), st.booleans()), max_size=20)


def _build(cell, metric, placed, moves, points):
    index = X.SpatialHash(cell, metric)
    truth = {}
    for eid, pos in placed:
        index.insert(eid, pos)
        truth[eid] = (pos[0], pos[1])
    for (eid, keep), pos in zip(moves, points):
        if eid not in truth:
            continue
        if keep:
            index.move(eid, pos)
            truth[eid] = (pos[0], pos[1])
        else:
            index.remove(eid)
            del truth[eid]
    return index, truth


def _brute(truth, dist, pos):
    return sorted((dist(pos, p), eid) for eid, p in truth.items())


SCENE = dict(
    placed=st.lists(st.tuples(st.integers(0, 40), fpoints), max_size=40),
    moves=ops,
    points=st.lists(fpoints, min_size=20, max_size=20),
    query=fpoints,
    radius=st.floats(0, 30),
    k=st.integers(1, 6),
    cell=st.sampled_from([0.5, 1, 2.5, 4, 16]),
)


@settings(max_examples=200)
@given(**SCENE, metric=st.sampled_from(["euclidean", "chebyshev", "manhattan"]))
def test_ker_26_spatial_queries_match_brute_force(placed, moves, points, query, radius, k, cell,
                                                  metric):
    index, truth = _build(cell, metric, placed, moves, points)
    dist = M.METRICS[metric]
    brute = _brute(truth, dist, query)
    assert len(index) == len(truth)
    assert index.within(query, radius) == [e for d, e in brute if d <= radius]
    assert index.nearest(query, k) == [e for _, e in brute[:k]]
    even = lambda e: e % 2 == 0  # noqa: E731
    assert index.nearest(query, k, predicate=even) == [e for _, e in brute if even(e)][:k]
    assert index.nearest(query, k, max_radius=radius) == [e for d, e in brute if d <= radius][:k]
    assert index.items() == sorted(truth.items())


@settings(max_examples=150)
@given(placed=st.lists(st.tuples(st.integers(0, 40), ipoints), max_size=40), moves=ops,
       points=st.lists(ipoints, min_size=20, max_size=20), query=ipoints,
       radius=st.integers(0, 12), k=st.integers(1, 6), cell=st.integers(1, 6),
       metric=st.sampled_from(["hex", "squares", "chebyshev"]))
def test_ker_26_grid_metrics_match_brute_force(placed, moves, points, query, radius, k, cell,
                                               metric):
    index, truth = _build(cell, metric, placed, moves, points)
    brute = _brute(truth, M.METRICS[metric], query)
    assert index.within(query, radius) == [e for d, e in brute if d <= radius]
    assert index.nearest(query, k) == [e for _, e in brute[:k]]
    assert index.nearest(query, k, max_radius=radius) == [e for d, e in brute if d <= radius][:k]


def test_ker_26_hex_index_uses_hex_distance():
    index = X.HexSpatialHash(3)
    index.insert(1, (2, 2))     # hex distance 4 from the origin, Chebyshev only 2
    index.insert(2, (3, -1))    # hex distance 3
    index.insert(3, (-3, 0))    # hex distance 3
    assert index.nearest((0, 0), 3) == [2, 3, 1]
    assert index.within((0, 0), 3) == [2, 3]
    assert M.METRICS["hex"]((0, 0), (2, 2)) == H.distance((0, 0), (2, 2))
    assert M.METRICS["squares"]((0, 0), (4, 4)) == S.distance_squares((0, 0), (4, 4))


def test_ker_26_ties_break_by_id_not_insertion_order():
    for order in ([5, 3, 9], [9, 5, 3], [3, 9, 5]):
        index = X.SpatialHash(1.0)
        for eid in order:
            index.insert(eid, {5: (1, 0), 3: (0, 1), 9: (-1, 0)}[eid])
        assert index.nearest((0, 0), 2) == [3, 5]
        assert index.within((0, 0), 1) == [3, 5, 9]


def test_ker_26_insert_move_remove():
    index = X.SpatialHash(2)
    index.insert(1, (0.5, 0.5))
    index.insert(1, (9.0, 9.0))              # inserting again moves
    assert len(index) == 1 and index.position(1) == (9.0, 9.0)
    index.move(2, (1, 1))                     # moving an unknown id inserts it
    assert 2 in index and index.nearest((0, 0)) == [2]
    index.remove(2)
    index.remove(2)                           # removing twice is harmless
    assert 2 not in index and index.nearest((0, 0)) == [1]
    index.remove(1)
    assert index.nearest((0, 0)) == [] and index.within((0, 0), 100) == []
    assert X.SpatialHash(1).nearest((0, 0), 0) == []
    with pytest.raises(ValueError):
        X.SpatialHash(0)
    with pytest.raises(ValueError):
        X.SpatialHash(1, "taxicab")


def test_ker_26_custom_metric_and_per_query_metric():
    index = X.SpatialHash(1, metric=lambda a, b: 2 * math.dist(a, b))
    index.insert(1, (3, 0))
    assert index.within((0, 0), 5) == [] and index.within((0, 0), 6) == [1]
    assert index.within((0, 0), 3, metric="euclidean") == [1]


class _Counting:
    def __init__(self):
        self.calls = 0

    def __call__(self, a, b):
        self.calls += 1
        return math.dist(a, b)


def _lattice(n, spacing=2.0):
    """n items on a square lattice (constant density, whatever n is)."""
    side = math.isqrt(n)
    return [(i, ((i % side) * spacing + 0.3, (i // side) * spacing + 0.7)) for i in range(n)]


@pytest.mark.parametrize("n", [100, 10_000])
def test_ker_26_query_cost_independent_of_population(n):
    """Counts distance evaluations, not time: a query looks at a bounded number of items."""
    metric = _Counting()
    index = X.SpatialHash(4, metric)
    for eid, pos in _lattice(n):
        index.insert(eid, pos)
    centre = (9.1, 9.2)
    index.nearest(centre, 1)
    nearest_calls = metric.calls
    metric.calls = 0
    index.within(centre, 2.0)
    within_calls = metric.calls
    assert nearest_calls <= 40 and within_calls <= 40
