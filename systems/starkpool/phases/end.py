"""The end of a round: self-rallies, expiring conditions, who comes back into sight.

SP-130 a group that broke last round and was not attacked at all this round re-rolls
       morale at the end of the round (gap default) and rallies on a pass.
SP-20  re-surprise: figures out of sight are looked for again (rules/resurprise.py).
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Turn
from affray.kernel.components import Conditions
from affray.kernel.events import ConditionSet, PhaseStarted

from ..rules import figures as F
from ..rules.morale.check import group_of, roll_check
from ..rules.resurprise import update_sight

__all__ = ["end_of_round", "EXPIRING"]

EXPIRING = ("stunned", "held", "asleep", "turned")


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
    for eid in F.with_condition(state, "fleeing"):
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
