"""The kernel's fast paths give what the plain ones give (KER-06, KER-22, KER-28): the cached
state digest is the digest of a from-scratch dump, the engagement graph's fast writers leave
the same graph as networkx's own, the log writer's frames are `encode_frame`'s, and
components decode as the tagged union decodes them."""

import io
from typing import Union

import msgspec
import networkx as nx
import pytest
from hypothesis import given, settings, strategies as st

from affray.kernel import Battle, Vitals
from affray.kernel import log as L
from affray.kernel.components import KERNEL_COMPONENTS, Conditions, Position
from affray.kernel.engagement import EngagementGraph
from affray.kernel.reducers import component_decoder
from affray.kernel.state import digest_of
from affray_toy import RULESET as TOY
from toyfights import MELEE, toy, toy_scenario


def _check_digest_after_every_event(b):
    checked = []

    def check(index, ev):
        assert b.state.digest() == digest_of(b.state.dump()), f"after event {index}"
        checked.append(index)
    b.ctx.observers.append(check)
    b.run()
    return checked


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), xs=st.lists(st.integers(-3, 3), min_size=2, max_size=6))
def test_ker_28_cached_digest_equals_the_from_scratch_digest_after_every_event(seed, xs):
    combatants = [{"name": f"f{i}", "side": "red" if i % 2 else "blue", "x": x}
                  for i, x in enumerate(xs)]
    checked = _check_digest_after_every_event(toy(combatants, seed=seed, max_rounds=15))
    assert checked


def test_ker_28_the_digest_cache_sees_a_write_outside_any_reducer():
    b = toy(MELEE, seed=4)
    b.step()
    state = b.state
    before = state.digest()
    state.get(1, Vitals).hits += 1  # not through a reducer: the cache must not hide it
    assert state.digest() != before
    assert state.digest() == digest_of(state.dump())
    state.get(1, Vitals).hits -= 1
    assert state.digest() == before


_nodes = st.integers(1, 6)
_ops = st.lists(st.one_of(
    st.tuples(st.just("engage"), _nodes, _nodes),
    st.tuples(st.just("isolate"), _nodes, st.just(0)),
    st.tuples(st.just("remove_edge"), _nodes, _nodes),
), max_size=60)


@settings(max_examples=200, deadline=None)
@given(ops=_ops)
def test_ker_22_fast_engagement_writers_equal_networkx_own(ops):
    fast, plain = EngagementGraph(), nx.DiGraph()
    for g in (fast, plain):
        g.add_nodes_from(range(1, 7))
    for op, a, b in ops:
        if op == "engage" and a != b:
            fast.engage(a, b)
            plain.add_edge(a, b)
        elif op == "isolate":
            fast.isolate(a)
            plain.remove_edges_from(list(plain.in_edges(a)) + list(plain.out_edges(a)))
        elif op == "remove_edge" and plain.has_edge(a, b):
            fast.remove_edge(a, b)  # networkx's own writers still work on the graph
            plain.remove_edge(a, b)
        assert sorted(fast.edges) == sorted(plain.edges)
        for n in range(1, 7):
            assert sorted(fast.predecessors(n)) == sorted(plain.predecessors(n))
            assert sorted(fast.successors(n)) == sorted(plain.successors(n))
            assert fast.in_degree(n) == plain.in_degree(n)
    assert isinstance(fast, nx.DiGraph)
    assert nx.utils.graphs_equal(fast, plain)


class _Trickle(io.RawIOBase):
    """A raw stream that takes at most 3 bytes a write, as a raw file may."""

    def __init__(self):
        self.data = bytearray()

    def writable(self):
        return True

    def write(self, b):
        self.data += bytes(b[:3])
        return min(3, len(b))


@pytest.mark.parametrize("flush_each", [True, False])
def test_ker_06_log_file_bytes_equal_the_encoded_frames(tmp_path, flush_each):
    p = tmp_path / "a.affray"
    b = Battle.from_scenario(toy_scenario(MELEE), seed=3, out=p, flush_each=flush_each)
    b.run()
    trickle = _Trickle()
    writer = L.LogWriter(trickle, b.header)
    for i, ev in enumerate(b.events):
        writer.event(i, ev)
    expected = p.read_bytes()
    header, pos = L.read_header(expected, "a")
    assert expected[pos:] == b"".join(L.file_frame(ev, i) for i, ev in enumerate(b.events))
    assert bytes(trickle.data) == expected


def test_ker_06_long_frames_get_a_multi_byte_length_prefix():
    ev = L.decoder(TOY).decode(msgspec.msgpack.encode([12, 1, "x" * 300, 1]))
    frame = L.encode_frame(ev)
    payload = msgspec.msgpack.encode(ev)
    assert frame == L.varint(len(payload)) + payload and len(frame) - len(payload) == 2


def test_ker_06_components_decode_as_the_tagged_union_decodes_them():
    decode = component_decoder(TOY)
    union = Union[KERNEL_COMPONENTS + tuple(TOY.components)]
    for c in (Position(1, 2), Vitals(3, True), Conditions({"prone": True}), Position(0.5, -1)):
        data = msgspec.to_builtins(c)
        assert decode(data) == msgspec.convert(data, union) == c
    for bad in ({"type": "Nope", "x": 1}, {"x": 1}, {"type": "Position", "x": 1},
                {"type": ["Position"], "x": 1, "y": 2}, {"type": 7}, ["Position", 1, 2], None):
        with pytest.raises(msgspec.ValidationError) as err:
            decode(bad)
        with pytest.raises(msgspec.ValidationError) as want:
            msgspec.convert(bad, union)
        assert str(err.value) == str(want.value)


@settings(max_examples=150, deadline=None)
@given(cell=st.integers(1, 7),
       items=st.lists(st.tuples(st.integers(-9, 9), st.integers(-9, 9)), max_size=80),
       query=st.tuples(st.integers(-14, 14), st.integers(-14, 14)),
       radius=st.one_of(st.integers(0, 20), st.floats(0, 20)))
def test_ker_26_hex_radius_query_visits_only_cells_the_hexagon_meets(cell, items, query, radius):
    """The whole-coordinate hex path of `within` prunes cells outside the hexagon: it must
    still find exactly what brute force finds, nearest first, ties by id."""
    from affray.kernel.geometry import spatial as X
    index = X.HexSpatialHash(cell)
    for eid, pos in enumerate(items):
        index.insert(eid, pos)
    brute = sorted((X.METRICS["hex"](query, p), e) for e, p in enumerate(items))
    assert index.within(query, radius) == [e for d, e in brute if d <= radius]


def test_ker_22_fast_engagement_writers_drop_converted_graphs_as_networkx_does():
    g = EngagementGraph()
    g.add_nodes_from([1, 2, 3])
    cache = getattr(g, "__networkx_cache__", None)
    if cache is None:
        pytest.skip("networkx < 3.3 keeps no converted graphs")
    cache["backend"] = "stale"
    g.engage(1, 2)
    assert not cache
    cache["backend"] = "stale"
    g.isolate(3)  # no edges: nothing changes, nothing dropped
    assert cache
    g.isolate(2)
    assert not cache and not g.edges
