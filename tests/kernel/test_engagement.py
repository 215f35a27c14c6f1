"""The engagement graph (KER-22)."""

import networkx as nx
from hypothesis import given, settings, strategies as st

from affray_toy import engages
from toyfights import toy


def recompute(state):
    g = nx.DiGraph()
    g.add_nodes_from(state.entities)
    for a in state.entities:
        for b in state.entities:
            if a != b and engages(state, a, b):
                g.add_edge(a, b)
    return g


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10**6), xs=st.lists(st.integers(-3, 3), min_size=2, max_size=6))
def test_ker_22_engagement_graph_equals_recomputation_after_every_event(seed, xs):
    combatants = [{"name": f"f{i}", "side": "red" if i % 2 else "blue", "x": x}
                  for i, x in enumerate(xs)]
    b = toy(combatants, seed=seed, max_rounds=15)
    assert isinstance(b.state.engagement, nx.DiGraph)
    checked = []

    def check(index, ev):
        g = recompute(b.state)
        assert sorted(b.state.engagement.edges) == sorted(g.edges), f"after event {index}"
        checked.append(index)
    orig_emit = b.ctx.emit

    def emit(ev):
        orig_emit(ev)
        check(b.state.events - 1, ev)
    b.ctx.emit = emit
    b.run()
    assert checked and checked[-1] == b.state.events - 1
