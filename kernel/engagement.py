"""The engagement graph: who engages whom (edge a -> b: a engages b).

It is a `networkx.DiGraph`, so hosts, tests and analyses query it with networkx. Reducers
rewrite a figure's edges after every move, turn and fall (in a fold too), and networkx's own
writers cost several microseconds a call there (edge views built and dropped, cache checks),
so the graph adds two cheap writers for that hot path. They edit the adjacency dicts
directly, the documented way for a subclass (networkx's "Subclasses (Advanced)"): `_succ[a]`
maps each successor b to the edge's attribute dict, shared with `_pred[b][a]`.
"""

from __future__ import annotations

import networkx as _nx


class EngagementGraph(_nx.DiGraph):
    """A `networkx.DiGraph` with `isolate` and `engage` for reducers."""

    def __init__(self, incoming_graph_data=None, **attr):
        super().__init__(incoming_graph_data, **attr)
        # graphs a backend converted, which networkx's writers drop (networkx >= 3.3)
        self._converted = getattr(self, "__networkx_cache__", None)

    def isolate(self, n: int) -> None:
        """Remove every edge into and out of node n (a node not in the graph has none)."""
        succ, pred = self._succ, self._pred
        out, into = succ.get(n), pred.get(n)
        if not (out or into):
            return
        if out:
            for b in out:
                del pred[b][n]
            out.clear()
        if into:
            for a in into:
                del succ[a][n]
            into.clear()
        if self._converted:
            self._converted.clear()

    def engage(self, a: int, b: int) -> None:
        """Add the edge a -> b (no attributes); both nodes must be in the graph already."""
        out = self._succ[a]
        if b not in out:
            out[b] = self._pred[b][a] = {}
            if self._converted:
                self._converted.clear()
