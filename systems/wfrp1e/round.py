"""One round in the canonical order of WFRP-03: declarations (and pressing), the edge roll,
EI and slots, free blows at fleers, the slots from the highest down, then winning, losing
and push-backs. Round 1 may open with surprise, an ambush or a door burst (section E); a
round before contact may be kept short when firers stand and shoot (WFRP-112)."""

from __future__ import annotations

from affray.kernel.events import PhaseStarted

from . import events as E
from .phases.declare import declare
from .phases.end import end_of_round
from .phases.initiative import edge, initiative
from .phases.surprise import opening
from .phases.timekeeping import contact_in, keep_round
from .phases.turns import free_blows, slots
from .rules.blow import Deaths


def start(ctx) -> None:
    state = ctx.state
    for eid in state.entities:
        if state.alive(eid):
            ctx.emit(E.RoundReset(eid))


def play_round(ctx):
    start(ctx)
    if not opening(ctx):
        return  # WFRP-23/24: a round in which nobody acts
    r = contact_in(ctx.state)
    if r:  # WFRP-112: stand and shoot at a side still closing
        ctx.emit(PhaseStarted("timekeeping"))
        yield from keep_round(ctx, r)
        ctx.emit(PhaseStarted("end of round"))
        end_of_round(ctx)
        return
    ctx.emit(PhaseStarted("declarations"))
    yield from declare(ctx)
    ctx.emit(PhaseStarted("initiative"))
    side, d10 = edge(ctx)
    initiative(ctx, side, d10)
    deaths = Deaths()
    ctx.emit(PhaseStarted("free blows"))
    yield from free_blows(ctx, deaths)
    ctx.emit(PhaseStarted("slots"))
    yield from slots(ctx, deaths)
    ctx.emit(PhaseStarted("end of round"))
    end_of_round(ctx)
