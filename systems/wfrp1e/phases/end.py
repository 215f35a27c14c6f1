"""WFRP-03 step 7: winning and losing (WFRP-69/70), push-backs (WFRP-71), burning oil
(WFRP-21), readied shields (WFRP-35); stuns run down (6 rounds of 10 seconds a minute)."""

from __future__ import annotations

from affray.components.wfrp1e import Fight
from affray.kernel.events import ConditionSet, Moved

from .. import events as E
from ..rules.incapacity import condition, unconscious
from ..rules.light import burn
from ..rules.movement import push_back
from ..rules.winning import losers, winners


def end_of_round(ctx) -> None:
    state = ctx.state
    alive = [e for e in state.entities if state.alive(e)]
    totals = {e: (state.get(e, Fight).caused, state.get(e, Fight).taken) for e in alive}
    foes = {e: [x for x in state.get(e, Fight).foes if state.alive(x)] for e in alive}
    won = {e for e in winners(totals) if not unconscious(state, e)}  # WFRP-87: out cold
    lost = losers(foes, won)
    for e in alive:
        f = state.get(e, Fight)
        beat = sorted(x for x in foes[e] if x in lost) if e in won else []
        if f.winning != (e in won):
            ctx.emit(E.Set(e, "Fight", "winning", e in won, "WFRP-69"))
        if f.losing != (e in lost):
            ctx.emit(E.Set(e, "Fight", "losing", e in lost, "WFRP-69"))
        if f.beat != beat:
            ctx.emit(E.Set(e, "Fight", "beat", beat, "WFRP-70"))
    for e in alive:  # WFRP-95/96: a diver climbs out (rules/movement.climb_out), no free blows
        f = state.get(e, Fight)
        if f.dive and state.alive(e):
            for x in list(f.foes):
                ctx.emit(E.Part(e, x, "the flier climbs out (WFRP-96)"))
            ctx.emit(Moved(e, f.dive[0], f.dive[1]))
            ctx.emit(E.Set(e, "Fight", "dive", [], "WFRP-95"))
            lost.discard(e)
    for e in sorted(lost):
        ws = sorted(x for x in state.get(e, Fight).foes if x in won and state.alive(x))
        if not ws:
            continue  # its winner was a diver that has climbed out
        why = {"stunned": "unconscious", "asleep": "asleep", "held_by": "held",
               "holding": "keeping a hold", "prone": "trapped"}.get(condition(state, e))
        if why:  # WFRP-71: "If it is not possible to move back ... stationary"
            ctx.emit(E.Note(e, "WFRP-71", f"{why}: cannot give ground, stays, still losing"))
        else:
            push_back(ctx, e, ws)
        ctx.emit(E.Set(e, "Fight", "pushed_by", ws, "WFRP-71"))
    for e in alive:
        if state.get(e, Fight).action in ("evade", "move:running"):
            for how in ("evading", "running"):
                if state.condition(e, how):
                    ctx.emit(ConditionSet(e, how, False))
        if state.get(e, Fight).action == "ready_shield":
            ctx.emit(E.Set(e, "Kit", "shield_ready", True, "WFRP-35"))
    burn(ctx)
    for e in alive:
        f = state.get(e, Fight)
        if f.stunned:
            ctx.emit(E.Set(e, "Fight", "stunned", f.stunned - 1, "WFRP-87"))
        if f.surprised:
            ctx.emit(E.Set(e, "Fight", "surprised", False, "WFRP-22"))
