"""WFRP-04, WFRP-05, WFRP-46, WFRP-106, WFRP-128: yards, bases, gaps, movement rates, facing
arcs and groups, over the kernel's plane and base geometry."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Profile
from affray.kernel.components import Position
from affray.kernel.geometry import bases
from affray.kernel.components import Facing  # noqa: F401 (re-exported for rules)
from affray.kernel.geometry.plane import WFRP_ARCS, bearing, classify_arc


def pos(state, eid: int) -> tuple[float, float]:
    p = state.get(eid, Position)
    return (p.x, p.y)


def width(state, eid: int) -> float:
    return state.get(eid, Profile).base


def gap(state, a: int, b: int) -> float:
    """WFRP-04: centre distance minus half of each base width."""
    return bases.gap(pos(state, a), pos(state, b), width(state, a), width(state, b))


def in_contact(state, a: int, b: int) -> bool:
    return gap(state, a, b) <= bases.CONTACT_EPS


def rates(m: int) -> dict[str, int]:
    """WFRP-05/106: yards a round (cautious 2M, standard 4M, running 16M, evading 75%)."""
    return {"cautious": 2 * m, "standard": 4 * m, "running": 16 * m, "evading": 12 * m}


def arc(state, target: int, attacker: int) -> str:
    """WFRP-46: which arc of `target` the attacker is in (front / flank / rear)."""
    tp, ap = pos(state, target), pos(state, attacker)
    if tp == ap:
        return "front"
    return classify_arc(tp, state.get(target, Facing).dir, ap, WFRP_ARCS)


def facing_to(state, a: int, b: int) -> float:
    pa, pb = pos(state, a), pos(state, b)
    return state.get(a, Facing).dir if pa == pb else bearing(pa, pb)


def groups(state, ids) -> list[list[int]]:
    """WFRP-128: chains whose neighbours' gap is under 4 yards."""
    return bases.groups([(e, pos(state, e), width(state, e)) for e in ids], 4.0)


def refresh(state, eid: int) -> None:
    """The engagement graph from the Fight.foes lists (kept through push-back, WFRP-71)."""
    g = state.engagement
    if eid not in g:
        return
    g.isolate(eid)
    f = state.try_get(eid, Fight)
    if f is None or not state.alive(eid):
        return
    for o in f.foes:
        if o in g and state.alive(o):
            g.engage(eid, o)
            g.engage(o, eid)
