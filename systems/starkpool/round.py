"""One round of Starkpool man-to-man combat (section 3.2).

SP-03  every tenth round ends an exploration turn (`TurnPassed`).
SP-09  the surprise round: only the figures that surprised act (Move, Missile, Melee); the
       surprised can take no move, missile or melee action. Both surprised: no surprise round.
SP-17  an ambush: the hiding side may wait, round after round, then spring it.
SP-21  initiative: 1d6, 1-3 side A chooses Move or Counter Move, 4-6 side B.
SP-22  Initiative -> Move -> Counter Move -> Missile -> Melee, then the next round.
SP-130 a group that broke last round and was not attacked at all this round re-rolls
       morale at the end of the round (gap default) and rallies on a pass.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Turn
from affray.kernel.components import Conditions
from affray.kernel.events import ConditionSet, PhaseStarted
from affray.kernel.options import ListOptions

from .events import InitiativeSet, RoundReset, TurnPassed
from .phases.melee import melee_phase
from .phases.missile import missile_phase
from .phases.movement import movement_phase
from .rules import figures as F
from .rules.morale.check import group_of, roll_check
from .rules.resurprise import update_sight
from .rules.surprise import initiative_chooser
from .tables.scale import ROUNDS_PER_TURN

__all__ = ["play_round", "initiative", "end_of_round", "EXPIRING"]

EXPIRING = ("stunned", "held", "asleep", "turned")


def initiative(ctx):
    """SP-21: returns the index of the side that moves first."""
    die = ctx.roll("initiative", 1, 6)[0]
    chooser = initiative_chooser(die)
    choice = yield from ctx.decide(-chooser, "initiative", ListOptions(["move", "counter_move"]))
    first = chooser if choice == "move" else 1 - chooser
    ctx.emit(InitiativeSet(chooser, first))
    return first


def _with(state, name: str) -> list[int]:
    return [e for e, c in state.query(Conditions) if name in c.values and F.present(state, e)]


def play_round(ctx):
    state = ctx.state
    if any("avoided" in c.values for _, c in state.query(Conditions)):   # SP-15
        return
    ctx.emit(RoundReset(state.round))
    if state.round > 1 and (state.round - 1) % ROUNDS_PER_TURN == 0:      # SP-03
        ctx.emit(TurnPassed((state.round - 1) // ROUNDS_PER_TURN))
    ambush = _with(state, "ambush")
    if ambush:                                                           # SP-17
        side = state.side[ambush[0]]
        if (yield from ctx.decide(-side, "ambush", ListOptions(["wait", "spring"]))) == "wait":
            return
        for e in ambush:
            ctx.emit(ConditionSet(e, "ambush", 0))
    surprisers = _with(state, "surpriser")
    if surprisers:                                                       # SP-09
        only = set(surprisers)
        yield from movement_phase(ctx, state.side[surprisers[0]], "move", only)
        yield from missile_phase(ctx, only)
        yield from melee_phase(ctx, only)
        for name in ("surpriser", "surprised"):
            for e in _with(state, name):
                ctx.emit(ConditionSet(e, name, 0))
    else:
        ctx.emit(PhaseStarted("initiative"))
        first = yield from initiative(ctx)
        yield from movement_phase(ctx, first, "move")
        yield from movement_phase(ctx, 1 - first, "counter_move")
        yield from missile_phase(ctx)
        yield from melee_phase(ctx)
    end_of_round(ctx)


def end_of_round(ctx) -> None:
    state = ctx.state
    ctx.emit(PhaseStarted("end"))
    _self_rally(ctx)
    for eid, conds in state.query(Conditions):
        for name in EXPIRING:
            value = conds.values.get(name)
            if value and value <= state.round:
                ctx.emit(ConditionSet(eid, name, 0))
    if state.map.sight > 0:
        for eid in state.entities:
            update_sight(ctx, eid)


def _self_rally(ctx) -> None:
    """SP-130: the first round after breaking: not attacked at all -> a new roll."""
    state = ctx.state
    seen: set[int] = set()
    for eid in _with(state, "fleeing"):
        if eid in seen or F.cond(state, eid, "fleeing") != state.round - 1:
            continue
        if state.get(eid, Combatant).player:
            continue
        broken = [e for e in group_of(state, eid) if F.present(state, e)
                  and F.cond(state, e, "fleeing") == state.round - 1]
        seen.update(broken)
        if any(state.get(e, Turn).attacked for e in broken):
            continue
        if roll_check(ctx, broken[0], "self_rally"):
            for e in broken:
                ctx.emit(ConditionSet(e, "fleeing", 0))
