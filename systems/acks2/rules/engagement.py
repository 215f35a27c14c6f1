"""Engagement (ACKS-25 to ACKS-30): A engages B when B is within 5' and at least one square
of B lies in A's front arc, unless either is hidden from the other or warded (sanctuary), or
B flies and A cannot. With the optional `engagement_by_size` rule, B counts as engaged only
when enough engagers face it (each contributes 1/N of the table value)."""

from __future__ import annotations

from fractions import Fraction

from affray.components.acks2 import Sheet
from affray.kernel.geometry import squares as sq

from ..tables.sizes import engagers_needed
from . import geometry as geo
from .conditions import flag
from .memo import forget

BLOCKERS = ("sanctuary", "hidden")  # ACKS-29 Default: blocks_engagement, symmetric


def could_engage(state, a: int, b: int) -> bool:
    """A's side of the relation, before the size count."""
    if state.side[a] == state.side[b] or not geo.able(state, a) or not geo.able(state, b):
        return False
    c = state.condition
    if any(c(a, k) or c(b, k) for k in BLOCKERS):
        return False
    if flag(state, a, "helpless"):
        return False  # ACKS-190 Default: a helpless creature engages no one
    if state.get(b, Sheet).flying and not state.get(a, Sheet).can_fly:
        return False  # ACKS-28
    fa, fb = geo.area(state, a), geo.area(state, b)
    if not (sq.touching(fa, fb) or sq.overlaps(fa, fb)):
        return False
    return sq.faces(fa, geo.facing_of(state, a), fb) or sq.overlaps(fa, fb)


def engaged_by_count(state, target: int, engagers: list[int]) -> bool:
    """ACKS-30 Default: each engager adds 1/N; engaged when the sum reaches 1."""
    size = state.get(target, Sheet).size
    total = sum((Fraction(1, engagers_needed(state.get(e, Sheet).size, size)) for e in engagers),
                Fraction(0))
    return total >= 1


def engagers_of(state, target: int) -> list[int]:
    cands = [e for e in geo.near(state, target, geo.contact_radius(state)) if could_engage(state, e, target)]
    if state.options.get("engagement_by_size") and cands and not engaged_by_count(state, target, cands):
        return []
    return sorted(cands)


def refresh(state, eid: int) -> None:
    """Derived state: recompute every edge touching `eid`; under the size rule also the
    incoming edges of its neighbours, whose counts may have changed. It runs inside a
    reducer, after the world changed: nothing known before holds."""
    forget(state)
    g = state.engagement
    left = sorted(g.successors(eid)) if eid in g else []  # whom it engaged before it moved
    g.isolate(eid)
    for e in engagers_of(state, eid):
        g.engage(e, eid)
    by_size = state.options.get("engagement_by_size")
    near = list(geo.near(state, eid, geo.reach(state) if by_size else geo.contact_radius(state)))
    for o in near:
        if by_size:
            _recount(state, o)
        elif could_engage(state, eid, o):
            g.engage(eid, o)
    if by_size:  # a figure it left far behind may have lost the engager that made its count
        for o in sorted(set(left) - set(near)):
            _recount(state, o)


def _recount(state, o: int) -> None:
    g = state.engagement
    for e in sorted(g.predecessors(o)):
        g.remove_edge(e, o)
    for e in engagers_of(state, o):
        g.engage(e, o)


def engaged(state, eid: int) -> bool:
    """Engaged by any enemy; a rider and its mount share it (ACKS-201)."""
    g = state.engagement
    if eid in g and any(True for _ in g.predecessors(eid)):
        return True
    from affray.components.acks2 import Status
    mount = state.get(eid, Status).riding
    if mount:
        return mount in g and any(True for _ in g.predecessors(mount))
    return False


def engagers(state, eid: int) -> list[int]:
    g = state.engagement
    return sorted(g.predecessors(eid)) if eid in g else []


def engaged_with(state, a: int, b: int) -> bool:
    """An edge either way (ACKS-47, ACKS-96 Default)."""
    g = state.engagement
    return g.has_edge(a, b) or g.has_edge(b, a)
