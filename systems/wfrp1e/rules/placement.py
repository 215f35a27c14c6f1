"""WFRP-07 and WFRP-08 at set-up, when the GM asks for them (options): the gap between the
sides rolled as 4D6 yards (`unsure_gap`), and where wandering creatures come from
(`wandering_side`): a D6 in a corridor (1-3 ahead of the others, 4-6 behind), a D12 clock
hour outdoors (`twelve_oclock`: the nominated direction, degrees counter-clockwise from +x).
The placed side keeps its formation and faces the others; the dice come before round 1."""

from __future__ import annotations

from affray.kernel.components import Facing
from affray.kernel.events import Faced, Moved
from affray.kernel.geometry import bases
from affray.kernel.geometry.plane import advance, bearing, distance

from . import geometry as geo
from .scene import clock_bearing, corridor, start_gap


def _centre(state, ids) -> tuple[float, float]:
    ps = [geo.pos(state, e) for e in ids]
    return (sum(p[0] for p in ps) / len(ps), sum(p[1] for p in ps) / len(ps))


def _split(state, side: int):
    movers = [e for e in state.entities if state.side[e] == side]
    others = [e for e in state.entities if state.side[e] != side]
    return movers, others


def arrive(ctx) -> None:
    """WFRP-08: the wandering side is turned about the others' centre to the rolled quarter."""
    state = ctx.state
    o = state.options
    movers, others = _split(state, o["wandering_side"])
    if o["wandering_side"] < 0 or not movers or not others:
        return
    co, cm = _centre(state, others), _centre(state, movers)
    if o["wandering_where"] == "corridor":
        ahead = state.get(min(others), Facing).dir
        d6 = ctx.roll("wandering", 1, 6)[0]
        to = ahead if corridor(d6) == "front" else (ahead + 180.0) % 360.0
    else:
        to = (o["twelve_oclock"] - clock_bearing(ctx.roll("wandering", 1, 12)[0])) % 360.0
    turn = to - (bearing(co, cm) if cm != co else to)
    for e in movers:
        p = geo.pos(state, e)
        off = advance(co, bearing(co, p) + turn, distance(co, p)) if p != co else co
        ctx.emit(Moved(e, off[0], off[1]))
        ctx.emit(Faced(e, bearing(off, co) if off != co else to))


def unsure_gap(ctx) -> None:
    """WFRP-07: 4D6 yards between the sides: the second side (or the wandering one) slides
    along the line between the sides' centres until its nearest gap is the roll."""
    state = ctx.state
    o = state.options
    if not o["unsure_gap"]:
        return
    side = o["wandering_side"] if o["wandering_side"] >= 0 else 1
    movers, others = _split(state, side)
    if not movers or not others:
        return
    want = start_gap(ctx.roll("start_gap", 4, 6))
    co, cm = _centre(state, others), _centre(state, movers)
    way = bearing(co, cm) if cm != co else 0.0
    shift = 0.0
    for _ in range(20):  # the nearest pair may change as the side slides
        here = min(_gap_after(state, a, b, way, shift) for a in movers for b in others)
        if abs(here - want) < 1e-9:
            break
        shift += want - here
    for e in movers:
        p = advance(geo.pos(state, e), way, shift)
        ctx.emit(Moved(e, p[0], p[1]))


def _gap_after(state, a: int, b: int, way: float, shift: float) -> float:
    p = advance(geo.pos(state, a), way, shift)
    return bases.gap(p, geo.pos(state, b), geo.width(state, a), geo.width(state, b))
