"""The kernel's caches equal what they stand for (KER-22, KER-28): the cached state digest
is the digest of a from-scratch dump, and the engagement graph's fast writers leave the same
graph as networkx's own."""

import networkx as nx
from hypothesis import given, settings, strategies as st

from affray.kernel import Vitals
from affray.kernel.engagement import EngagementGraph
from affray.kernel.state import digest_of
from toyfights import MELEE, toy


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
