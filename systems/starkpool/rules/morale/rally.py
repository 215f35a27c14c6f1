"""Rallying fleeing allies (section 3.6.3).

SP-132 a leader who is not locked, and moves no more than half his rate, may try in the
       Move or Counter Move phase to rally fleeing allies within CHA x 1". (Gap default: the
       roll is a morale check for each fleeing group, with the leader's CHA; a pass ends the
       flight of its members in range.) He then takes no other Missile or Melee action,
       apart from striking back when attacked.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Turn
from affray.kernel.events import ConditionSet

from ...events import Acted
from ...tables.morale import rally_range
from .. import engagement as G
from .. import figures as F
from .check import group_of, roll_check

__all__ = ["may_rally", "rally_targets", "rally"]


def may_rally(state, eid: int) -> bool:
    c = state.get(eid, Combatant)
    return (c.leader and not G.locked(state, eid)
            and state.get(eid, Turn).moved <= F.rate(state, eid) / 2 + 1e-9)


def rally_targets(state, eid: int) -> list[int]:
    if not may_rally(state, eid):
        return []
    reach = rally_range(state.get(eid, Combatant).cha)
    return sorted(f for f in F.friends(state, eid, reach) if F.fleeing(state, f)
                  and not state.get(f, Combatant).player)


def rally(ctx, eid: int) -> list[int]:
    """One morale roll per fleeing group in reach; returns the figures rallied."""
    state = ctx.state
    ctx.emit(Acted(eid, "rally"))
    targets = rally_targets(state, eid)
    done: set[int] = set()
    rallied = []
    for f in targets:
        if f in done:
            continue
        members = [m for m in group_of(state, f) if m in targets]
        done.update(members)
        if roll_check(ctx, f, "rally", leader=eid):
            for m in members:
                ctx.emit(ConditionSet(m, "fleeing", 0))
                rallied.append(m)
    return rallied
