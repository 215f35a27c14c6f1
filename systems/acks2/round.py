"""One round in book order (ACKS-15): pre-initiative declarations, initiative rolls, the
initiative count, morale, and once the fight is decided the after-the-fight phase a scenario
may ask for (ACKS-145); readiness is cleared after a round with no offensive action
(reserve standoff, ACKS-76)."""

from __future__ import annotations

from affray.components.acks2 import Status

from . import events as E
from .phases.after_fight import after_the_fight
from .phases.count import initiative_count
from .phases.declarations import declarations
from .phases.initiative import roll_initiative, side_sizes
from .phases.morale import expire, morale_phase


def play_round(ctx):
    expire(ctx)
    yield from declarations(ctx)
    roll_initiative(ctx)
    offensive = yield from initiative_count(ctx, side_sizes(ctx.state))
    if not offensive:
        for e in ctx.state.entities:
            if ctx.state.get(e, Status).readied:
                ctx.emit(E.Set(e, "readied", False, "ACKS-76"))
    morale_phase(ctx)
    yield from after_the_fight(ctx)
