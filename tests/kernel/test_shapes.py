"""Property tests of each option shape: every value it enumerates or samples is legal, values
just outside are refused, and a value round-trips through a log (msgpack), a host (JSON) and
a script (TOML) with the same bytes."""

import math

import msgspec
from hypothesis import given, settings, strategies as st

from affray.kernel import ListOptions
from affray.kernel import shape_defaults as D
from affray.kernel.dice import Stream
from affray.kernel.moment import to_toml
from affray.kernel.orders import Order, Subset
from affray.kernel.geometry.plane import angle_diff
from affray.kernel.shapes import Cells, Distance, Heading, Point
from affray.kernel.suggested import Suggested

FAST = settings(max_examples=40, deadline=None)
small = st.integers(-20, 20)
cells = st.sets(st.tuples(small, small), min_size=1, max_size=12)
items = st.lists(st.integers(1, 50), min_size=1, max_size=6, unique=True)
seeds = st.integers(0, 2**32)


def draws(shape, seed, n=20):
    rng = Stream(str(seed), "policy")
    return [shape.sample(rng) for _ in range(n)]


def round_trips(value, shape):
    """The value read back from msgpack, JSON and a TOML script is the same, byte for byte,
    and still legal."""
    packed = msgspec.msgpack.encode(value)
    script = msgspec.toml.decode(to_toml({"script": {"choices": [value]}}))["script"]["choices"][0]
    for back in (msgspec.msgpack.decode(packed), msgspec.json.decode(msgspec.json.encode(value)),
                 script):
        assert msgspec.msgpack.encode(back) == packed
        assert shape.legal(back) is None


def described(shape):
    return msgspec.json.decode(msgspec.json.encode(shape.describe()))


@FAST
@given(cells, seeds)
def test_a_cell_is_one_of_the_legal_cells(legal, seed):
    shape = Cells(legal)
    for c in shape.enumerate() + draws(shape, seed):
        assert shape.legal(c) is None
        round_trips(c, shape)
    q, r = max(legal)
    assert shape.legal([q + 1, r]) is not None and shape.legal([float(q), r]) is not None
    assert described(shape)["cells"] == sorted([list(c) for c in legal])
    assert Cells(legal, "square").legal([99, 99]).endswith("legal squares")
    assert shape.legal(D.nearest_cell(shape, (0, 0), [(5, 5)])) is None


@FAST
@given(st.integers(0, 10), st.integers(0, 10), st.sampled_from([1, 2, 0.5, 0.1, 0.25]), seeds)
def test_a_stepped_distance_is_a_step_from_the_least_up_to_the_most(a, b, step, seed):
    least, most = min(a, b), max(a, b)
    shape = Distance(most, least, step)
    values = shape.enumerate()
    assert values[0] == least and most - step < values[-1] <= most + 1e-9
    assert len(shape) == len(values)
    for v in values + draws(shape, seed):
        assert shape.legal(v) is None
        round_trips(v, shape)
    assert shape.legal(most + step) is not None and shape.legal(least - step) is not None
    assert shape.legal(least + step / 2) is not None
    assert shape.legal(D.full_distance(shape)) is None and D.full_distance(shape) == values[-1]
    if shape.whole:
        assert shape.legal(float(least)) is not None


@FAST
@given(st.floats(0, 100), st.floats(0, 100), seeds)
def test_a_continuous_distance_takes_any_number_in_its_range(a, b, seed):
    least, most = min(a, b), max(a, b)
    shape = Distance(most, least)
    assert not shape.finite and described(shape)["max"] == most
    for v in draws(shape, seed) + [least, most]:
        assert shape.legal(v) is None
        round_trips(v, shape)
    assert shape.legal(most + 1e-6) is not None and shape.legal(least - 1e-6) is not None
    assert shape.legal(math.nan) is not None and shape.legal(True) is not None


@FAST
@given(st.integers(0, 359), st.integers(1, 360), seeds, st.floats(0, 359.999))
def test_a_heading_is_within_its_arc(start, width, seed, wanted):
    shape = Heading(start, width)
    for h in draws(shape, seed) + [shape.nearest(wanted)]:
        assert 0 <= h < 360 and shape.legal(h) is None
        round_trips(h, shape)
    if width < 359:
        assert shape.legal((start + width + 1e-6) % 360) is not None
        assert shape.legal((start - 1e-6) % 360) is not None
    assert shape.legal(360) is not None and shape.legal(-1) is not None


@FAST
@given(st.integers(0, 359), st.integers(0, 360), st.sampled_from([1, 15, 45, 50, 60, 7.5]), seeds)
def test_a_stepped_heading_is_a_whole_step_from_the_start(start, width, step, seed):
    shape = Heading(start, width, step)
    values = shape.enumerate()
    assert len(set(values)) == len(values) == len(shape)
    for h in values + draws(shape, seed):
        assert shape.legal(h) is None
        round_trips(h, shape)
    assert shape.legal((start + step / 2) % 360) is not None
    assert shape.legal(D.heading_away(shape, (0, 0), [(1, 1)])) is None
    for wanted in (0, 90.5, 359.9, start + width / 2):
        best = shape.nearest(wanted)
        assert all(angle_diff(best, wanted) <= angle_diff(h, wanted) for h in values)


points = st.tuples(st.floats(-50, 50), st.floats(-50, 50))


@FAST
@given(points, st.floats(0.01, 20), seeds, points)
def test_a_point_is_within_its_region(centre, radius, seed, wanted):
    box = (centre[0] - radius / 2, centre[1] - 2 * radius, centre[0] + radius, centre[1] + radius)
    shape = Point(centre, radius, box)
    for p in draws(shape, seed) + [D.point_toward(shape, wanted)]:
        assert shape.legal(p) is None
        round_trips(p, shape)
    assert shape.legal([centre[0] + radius + 1e-6, centre[1]]) is not None  # past the box
    assert shape.legal([centre[0], centre[1] - radius - 1e-6]) is not None  # past the circle
    assert shape.legal([centre[0], math.inf]) is not None
    assert described(shape)["radius"] == radius


def test_a_point_check_refuses_what_the_rule_refuses():
    shape = Point((0, 0), 3, check=lambda p: "inside a figure" if p[0] > 1 else None, note="x <= 1")
    assert shape.legal([2, 0]) == "inside a figure"
    assert all(p[0] <= 1 for p in draws(shape, 7))
    assert described(shape)["note"] == "x <= 1"


@FAST
@given(items, seeds)
def test_an_order_lists_every_item_once(listed, seed):
    shape = Order(listed)
    assert len(shape) == len(shape.enumerate())
    for o in shape.enumerate()[:50] + draws(shape, seed):
        assert sorted(o) == sorted(listed) and shape.legal(o) is None
        round_trips(o, shape)
    assert shape.legal(listed[:-1]) is not None
    assert shape.legal(listed + [listed[0]]) is not None
    assert shape.legal(listed[:-1] + [99]) is not None
    assert shape.legal([[v] for v in listed]) is not None and shape.legal(listed[0]) is not None
    assert D.order_by(shape, lambda v: -v) == sorted(listed, reverse=True)


@FAST
@given(items, st.integers(0, 6), st.integers(0, 6), seeds)
def test_a_subset_has_between_min_and_max_distinct_items(listed, a, b, seed):
    least, most = min(a, b, len(listed)), min(max(a, b), len(listed))
    shape = Subset(listed, least, most)
    assert len(shape) == len(shape.enumerate())
    for s in shape.enumerate() + draws(shape, seed):
        assert least <= len(s) <= most and shape.legal(s) is None
        round_trips(s, shape)
    if most < len(listed):
        assert shape.legal(listed[:most + 1]) is not None
    if least > 0:
        assert shape.legal(listed[:least - 1]) is not None
    assert shape.legal([listed[0], listed[0]]) is not None and shape.legal([99]) is not None
    assert shape.legal(D.subset_by(shape, lambda v: v)) is None
    assert shape.value(list(reversed(listed[:most]))) == listed[:most]


@FAST
@given(items, seeds)
def test_any_legal_value_is_taken_beyond_the_suggested_ones(listed, seed):
    rule = ListOptions(listed)
    shape = Suggested(listed[:1], rule)
    for v in listed + draws(shape, seed):
        assert shape.legal(v) is None
    assert shape.enumerate() == listed[:1] and shape.legal(99) is not None
    assert set(draws(shape, seed, 60)) == set(listed) or len(listed) > 3
    assert described(shape) == {"shape": "any", "suggested": listed[:1],
                                "legal": {"shape": "list", "values": listed}}


def test_a_plain_list_describes_itself_and_draws_as_before():
    rng, old = Stream("9", "p"), Stream("9", "p")
    opts = ListOptions(["a", "b", "c"])
    assert opts.describe() == {"shape": "list", "values": ["a", "b", "c"]}
    assert [opts.sample(rng) for _ in range(30)] == [["a", "b", "c"][old.below(3)] for _ in range(30)]
