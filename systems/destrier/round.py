"""One turn in book order (DS-20): phase-1 initiative, step 2, first half-move; phase-2
initiative, step 2, second half-move; the melee step (TAC phase, then the MELEE phase); a
berserker with no enemy left in sight rolls to calm down (DS-114)."""

from __future__ import annotations

from affray.kernel.events import PhaseStarted

from . import events as E
from .phases.cavalry import charges, declare
from .phases.halfmove import half_move
from .phases.initiative import roll_initiative
from .phases.melee import melee_step
from .phases.step2 import step2
from .rules.berserk import calming


def start_turn(ctx) -> None:
    from affray.components.destrier import Mount
    for eid in ctx.state.entities:
        if ctx.state.alive(eid) and ctx.state.round > 1:
            ctx.emit(E.TurnReset(eid))
            m = ctx.state.try_get(eid, Mount)
            if m is not None and m.forward:  # DS-73: one TAC card a turn
                ctx.emit(E.Set(eid, "Mount", "forward", "", "DS-73"))


def play_round(ctx):
    start_turn(ctx)
    winners = []
    for phase in (1, 2):
        ctx.emit(PhaseStarted(f"initiative {phase}"))
        surprised = ctx.state.options["surprised_side"]
        w = yield from roll_initiative(ctx, phase, surprised if surprised >= 0
                                       and ctx.state.round == 1 else None)
        winners.append(w)
        declared = yield from declare(ctx, phase)  # DS-135: before anything else
        ctx.emit(PhaseStarted(f"step 2, phase {phase}"))
        yield from step2(ctx, phase, w)
        ctx.emit(PhaseStarted(f"half-move {phase}"))
        yield from charges(ctx, declared, w, phase)
        yield from half_move(ctx, phase, w)
    yield from melee_step(ctx, winners[0], winners[1])
    calming(ctx)  # DS-114: once no enemy is standing in sight
