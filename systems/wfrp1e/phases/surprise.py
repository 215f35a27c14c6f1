"""Round 1 openings: WFRP-22 surprise (awareness, WFRP-09), WFRP-23 mutual surprise,
WFRP-24 ambush (reveal ends a round, then a free round), WFRP-25 doors."""

from __future__ import annotations

from affray.components.wfrp1e import Profile

from .. import events as E
from ..rules import geometry as geo
from ..rules.missile import line_clear
from ..rules.scene import aware, door_surprise


def surprised_sides(state) -> set[int]:
    o = state.options
    out = set(o["surprised_sides"])
    if o["door_breach_side"] >= 0 and door_surprise(o["occupants_forewarned"], o["noisy_approach"]):
        out |= {s for s in range(len(state.sides)) if s != o["door_breach_side"]}
    m = state.map
    dark, noise = bool(getattr(m, "dark", False)), bool(getattr(m, "noise", False))
    if dark or getattr(m, "walls", None):
        for side in range(len(state.sides)):
            mine = [e for e in state.entities if state.side[e] == side]
            theirs = [e for e in state.entities if state.side[e] != side]
            if mine and not any(aware(state.get(a, Profile).race, geo.pos(state, a), geo.pos(state, b),
                                      dark, line_clear(state, geo.pos(state, a), geo.pos(state, b)),
                                      noise, getattr(m, "light", 0.0))
                                for a in mine for b in theirs):
                if side not in o["aware_sides"]:  # WFRP-09: the GM's own decision
                    out.add(side)
    return out


def opening(ctx) -> bool:
    """Before round 1 (and 2 for an ambush); False when the whole round is a still one."""
    state = ctx.state
    o = state.options
    amb = o["ambush_side"]
    if amb >= 0 and state.round == 1:
        ctx.emit(E.Note(0, "WFRP-24", "the ambushers reveal themselves: the round ends"))
        return False
    if amb >= 0 and state.round == 2:
        for e in state.entities:
            if state.alive(e) and state.side[e] != amb:
                ctx.emit(E.Set(e, "Fight", "surprised", True, "WFRP-24"))
        return True
    if state.round != 1:
        return True
    sides = surprised_sides(state)
    if sides and len(sides) == len(state.sides):
        ctx.emit(E.Note(0, "WFRP-23", "both sides surprised: nobody acts this round"))
        return False
    for e in state.entities:
        if state.side[e] in sides:
            ctx.emit(E.Set(e, "Fight", "surprised", True, "WFRP-22"))
    return True
