"""WFRP-20 dropping (no time) and WFRP-21 dropped lights: candles and torches go out on
d100 <= 75, lamps and lanterns on <= 50; a lit lamp starts a fire on <= 25: 2D4 feet across,
D4 rounds, 2D4 W a round to each creature in it (no T or armour), rolled at round end."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit
from affray.kernel.geometry.plane import distance

from .. import events as E
from . import geometry as geo
from .checks import check

GOES_OUT = {"candle": 75, "torch": 75, "lamp": 50, "lantern": 50}


def drop_light(ctx, eid: int) -> None:
    kit = ctx.state.get(eid, Kit)
    kind = kit.light
    ctx.emit(E.Set(eid, "Kit", "light", "", "WFRP-20"))
    out = check(ctx, eid, "WFRP-21", f"dropped {kind} goes out", GOES_OUT[kind], "light_out")
    if out or kind not in ("lamp", "lantern"):
        return
    roll = ctx.roll("oil_fire", 1, 100)[0]
    fire = roll <= 25
    ctx.emit(E.Check(eid, "WFRP-21", "burning oil", 25, roll, fire))
    if fire:
        feet = sum(ctx.roll("fire_size", 2, 4))
        rounds = ctx.roll("fire_rounds", 1, 4)[0]
        x, y = geo.pos(ctx.state, eid)
        ctx.emit(E.Set(eid, "Fight", "fire", [x, y, float(feet), float(rounds)], "WFRP-21"))


def burn(ctx) -> None:
    """End of round: each creature in a pool loses 2D4 W (ids ascending), then it burns down."""
    from .blow import Deaths, wound
    state = ctx.state
    for src in state.entities:
        pool = state.get(src, Fight).fire
        if not pool or pool[3] <= 0:
            continue
        x, y, feet, left = pool
        deaths = Deaths()
        for e in state.entities:
            if state.alive(e) and distance((x, y), geo.pos(state, e)) <= feet / 3 / 2 + geo.width(state, e) / 2:
                wound(ctx, e, 0, sum(ctx.roll("fire_damage", 2, 4)), "body", deaths, "fire", False)
        for e in deaths.pending:
            from affray.kernel.events import Died
            ctx.emit(Died(e))
        ctx.emit(E.Set(src, "Fight", "fire", [x, y, feet, left - 1] if left > 1 else [], "WFRP-21"))
