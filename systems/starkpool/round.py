"""One round of Starkpool man-to-man combat (section 3.2).

SP-03  every tenth round ends an exploration turn (`TurnPassed`).
SP-09  the surprise round: only the figures that surprised act (Move, Missile, Melee); the
       surprised can take no move, missile or melee action. Both surprised: no surprise round.
SP-17  an ambush: the hiding side may wait, round after round, then spring it.
SP-21  initiative: 1d6, 1-3 side A chooses Move or Counter Move, 4-6 side B.
SP-22  Initiative -> Move -> Counter Move -> Missile -> Melee, then the next round.

The round composes the phases in the book's order; each phase module names its own items
(phases/initiative.py SP-21, phases/movement.py, phases/missile.py, phases/melee.py,
phases/end.py SP-130).
"""

from __future__ import annotations

from affray.kernel.components import Conditions
from affray.kernel.events import ConditionSet, PhaseStarted
from affray.kernel.options import ListOptions

from .events import RoundReset, TurnPassed
from .phases.end import EXPIRING, end_of_round
from .phases.initiative import initiative
from .phases.melee import melee_phase
from .phases.missile import missile_phase
from .phases.movement import movement_phase
from .rules.figures import with_condition
from .tables.scale import ROUNDS_PER_TURN

__all__ = ["play_round", "initiative", "end_of_round", "EXPIRING"]


def play_round(ctx):
    state = ctx.state
    if any("avoided" in c.values for _, c in state.query(Conditions)):   # SP-15
        return
    ctx.emit(RoundReset(state.round))
    if state.round > 1 and (state.round - 1) % ROUNDS_PER_TURN == 0:      # SP-03
        ctx.emit(TurnPassed((state.round - 1) // ROUNDS_PER_TURN))
    ambush = with_condition(state, "ambush")
    if ambush:                                                           # SP-17
        side = state.side[ambush[0]]
        if (yield from ctx.decide(-side, "ambush", ListOptions(["wait", "spring"]))) == "wait":
            return
        for e in ambush:
            ctx.emit(ConditionSet(e, "ambush", 0))
    surprisers = with_condition(state, "surpriser")
    if surprisers:                                                       # SP-09
        only = set(surprisers)
        yield from movement_phase(ctx, state.side[surprisers[0]], "move", only)
        yield from missile_phase(ctx, only)
        yield from melee_phase(ctx, only)
        for name in ("surpriser", "surprised"):
            for e in with_condition(state, name):
                ctx.emit(ConditionSet(e, name, 0))
    else:
        ctx.emit(PhaseStarted("initiative"))
        first = yield from initiative(ctx)
        yield from movement_phase(ctx, first, "move")
        yield from movement_phase(ctx, 1 - first, "counter_move")
        yield from missile_phase(ctx)
        yield from melee_phase(ctx)
    end_of_round(ctx)
