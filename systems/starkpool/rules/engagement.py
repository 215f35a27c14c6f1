"""Zones of control, locking, protection and ranks: the engagement graph (section 3.5.1).

SP-27  ZOC is 1" for Small and Medium figures, 2" for Large ones.
SP-67  melee starts when a figure comes into an enemy's ZOC.
SP-68  a figure inside an active enemy's ZOC is locked (gap default: a pair is engaged while
       their distance is at most the larger of their two ZOC radii).
SP-69  a figure with a friend between it and the enemy is protected and not locked.
SP-123 friend P protects C from enemy E if dist(C, P) <= 1", P is within 0.5" of the
       segment C-E, and P's projection falls between C and E, at least half an inch in
       front of C (a figure beside C is not in front of him).
SP-126 the second rank is protected, so not locked.

The graph (`state.engagement`, edge a -> b: a can strike b) is derived from positions and
conditions: `refresh` recomputes, after every change of one figure, exactly the pairs that
change could affect (its own pairs, and those it could protect at its old and new places).
It is called by the reducers only, so a fold rebuilds the same graph.
"""

from __future__ import annotations

from affray.kernel.components import Position, Vitals
from affray.kernel.geometry import plane

from . import figures as F
from . import nearby as N

__all__ = ["refresh", "engages", "engages_at", "protected", "protector", "locked", "foes",
           "attackers", "rank", "intervening", "recompute", "PROTECT_RANGE", "PROTECT_WIDTH",
           "MAX_ZOC", "BASE", "crowded"]

PROTECT_RANGE = 1.0
PROTECT_WIDTH = 0.5
PROTECT_AHEAD = 0.5
MAX_ZOC = 2.0
BASE = 0.75          # figure centres never end a move closer than this (bases touch)
SLACK = 1e-6         # candidate searches reach a little further; the exact tests decide


def protector(state, c: int, e: int, exclude: int = 0, pc=None, pe=None) -> int:
    """SP-123: the id of a friend of c standing between c and e (0 if none; the nearest to c,
    then the lowest id); `pc`, `pe`: where c and e would stand, if not where they are."""
    return _screen(state, c, e, exclude, pc, pe, N.within)


def _screen(state, c: int, e: int, exclude: int, pc, pe, query) -> int:
    pc = F.pos(state, c) if pc is None else pc
    pe = F.pos(state, e) if pe is None else pe
    side = state.side[c]
    for p in query(state, pc, PROTECT_RANGE):
        if p == c or p == exclude or state.side[p] != side:
            continue
        if not F.active(state, p) or F.cond(state, p, "prone"):
            continue
        t, d = plane.project(F.pos(state, p), pc, pe)
        if t < 1.0 and d <= PROTECT_WIDTH and t * plane.distance(pc, pe) >= PROTECT_AHEAD:
            return p
    return 0


def protected(state, c: int, e: int, pc=None, pe=None) -> bool:
    """Whether some friend screens c from e (SP-123); which one does not matter here."""
    return _screen(state, c, e, 0, pc, pe, N.around) != 0


def engages(state, a: int, b: int) -> bool:
    """Edge a -> b: enemies, a active, b targetable, within the larger ZOC, unprotected."""
    if state.side[a] == state.side[b] or not F.active(state, a) or not F.targetable(state, b):
        return False
    reach = max(F.zoc(state, a), F.zoc(state, b))
    if plane.distance(F.pos(state, a), F.pos(state, b)) > reach + 1e-9:
        return False
    return not protected(state, b, a) and not protected(state, a, b)


def engages_at(state, a: int, spot, b: int) -> bool:
    """Whether a, standing at `spot`, would be engaged with b (both taken as active): within
    the larger ZOC, and no friend of either screens him from the other (SP-68, SP-123)."""
    if plane.distance(spot, F.pos(state, b)) > max(F.zoc(state, a), F.zoc(state, b)) + 1e-9:
        return False
    return not protected(state, a, b, pc=spot) and not protected(state, b, a, pe=spot)


def _set(state, a: int, b: int, on: bool) -> None:
    g = state.engagement
    if on:
        if not g.has_edge(a, b):
            g.add_edge(a, b)
    elif g.has_edge(a, b):
        g.remove_edge(a, b)


def _set_pair(state, a: int, b: int) -> None:
    """Both edges of a pair, `engages` each way: reach and screening are symmetric, so they
    are worked out once."""
    ab = ba = False
    if state.side[a] != state.side[b]:
        ab = F.active(state, a) and F.targetable(state, b)
        ba = F.active(state, b) and F.targetable(state, a)
        if ab or ba:
            reach = max(F.zoc(state, a), F.zoc(state, b))
            if (plane.distance(F.pos(state, a), F.pos(state, b)) > reach + 1e-9
                    or protected(state, b, a) or protected(state, a, b)):
                ab = ba = False
    _set(state, a, b, ab)
    _set(state, b, a, ba)


def _last(state) -> dict:
    cache = state.derived.get("_sp_last_pos")
    if cache is None:
        cache = state.derived["_sp_last_pos"] = {}
    return cache


def _seen(state) -> dict:
    cache = state.derived.get("_sp_refreshed")
    if cache is None:
        cache = state.derived["_sp_refreshed"] = {}
    return cache


def refresh(state, eid: int) -> None:
    """The `refresh_engagement` hook: recompute every pair `eid`'s change can affect."""
    if state.try_get(eid, Position) is None or state.try_get(eid, Vitals) is None:
        return
    here = F.pos(state, eid)
    # Only these of eid's properties enter `engages`: when none changed since its last
    # refresh (a Faced, a condition such as "surprised"), no pair can have changed.
    sig = (here, F.active(state, eid), F.targetable(state, eid), bool(F.cond(state, eid, "prone")),
           F.zoc(state, eid))
    seen = _seen(state)
    if seen.get(eid) == sig:
        return
    seen[eid] = sig
    last = _last(state)
    places = [here] + ([last[eid]] if eid in last and last[eid] != here else [])
    last[eid] = here
    pairs: set[tuple[int, int]] = set()
    g = state.engagement
    for other in list(g.successors(eid)) + list(g.predecessors(eid)):
        pairs.add((min(eid, other), max(eid, other)))
    for other in N.around(state, here, MAX_ZOC + SLACK):
        if other != eid and state.side[other] != state.side[eid]:
            pairs.add((min(eid, other), max(eid, other)))
    # pairs eid may protect (or stopped protecting): friends near either place, their foes
    side = state.side[eid]
    for place in places:
        for c in N.around(state, place, PROTECT_RANGE + SLACK):
            if c == eid or state.side[c] != side:
                continue
            for e in list(g.successors(c)) + list(g.predecessors(c)):
                pairs.add((min(c, e), max(c, e)))
            for e in N.around(state, F.pos(state, c), MAX_ZOC + SLACK):
                if state.side[e] != side:
                    pairs.add((min(c, e), max(c, e)))
    for a, b in sorted(pairs):
        _set_pair(state, a, b)


def recompute(state):
    """The graph from scratch (all pairs): for property tests only, never in play."""
    import networkx as nx
    graph = nx.DiGraph()
    ids = [e for e in state.entities if state.try_get(e, Position) is not None]
    graph.add_nodes_from(state.entities)
    for a in ids:
        for b in ids:
            if a != b and engages(state, a, b):
                graph.add_edge(a, b)
    return graph


def locked(state, eid: int) -> bool:
    """SP-68: inside the ZOC of an active, unscreened enemy."""
    return state.engagement.in_degree(eid) > 0 if eid in state.engagement else False


def foes(state, eid: int) -> list[int]:
    """Enemies this figure can strike now, by id."""
    return sorted(state.engagement.successors(eid)) if eid in state.engagement else []


def attackers(state, eid: int) -> list[int]:
    return sorted(state.engagement.predecessors(eid)) if eid in state.engagement else []


def rank(state, c: int, e: int) -> int:
    """SP-124, SP-125: c's rank facing e: 1 + friends standing one behind another in front."""
    return rank_and_front(state, c, e)[0]


def rank_and_front(state, c: int, e: int) -> tuple[int, int]:
    """c's rank facing e and the friend directly in front of c (0 in the first rank)."""
    n, cur, seen, front = 1, c, {c}, 0
    while n < 3:
        p = protector(state, cur, e)
        if not p or p in seen:
            break
        front = front or p
        seen.add(p)
        n, cur = n + 1, p
    return n, front


def intervening(state, s: int, t: int, skip_near_shooter: float = PROTECT_RANGE) -> list[int]:
    """SP-48: present figures within 0.5" of the line of fire, strictly between shooter and
    target, ignoring friends within 1" of the shooter (the rank he shoots past, SP-124)."""
    ps, pt = F.pos(state, s), F.pos(state, t)
    length = plane.distance(ps, pt)
    if length == 0:
        return []
    found = N.near_segment(state, ps, pt, PROTECT_WIDTH + SLACK)
    out = []
    side = state.side[s]
    for x in sorted(found):
        if x in (s, t) or not F.present(state, x):
            continue
        q = F.pos(state, x)
        tt, d = plane.project(q, ps, pt)
        if not (0.0 < tt < 1.0) or d > PROTECT_WIDTH:
            continue
        if state.side[x] == side and plane.distance(q, ps) <= skip_near_shooter:
            continue
        out.append(x)
    return out


def crowded(state, eid: int, at) -> bool:
    """Would `eid` standing at `at` overlap another figure's base?"""
    return any(o != eid and F.present(state, o)
               for o in N.around(state, tuple(at), BASE - 1e-9))
