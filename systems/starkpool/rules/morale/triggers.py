"""Morale triggers: when a check is made, and what a failure does (section 3.6).

SP-127 checks are made at once when: the group's leader is killed; an individual is rear
       attacked; a lone powerful monster has lost half its hp; Class E/D/C foot troops are
       charged by lancers or a Large monster; casualties reach the class's thresholds
       (E/D 25/50/75%, C 33/66/75%, A/B 50/75%).
SP-129 a failed group flees at once at its full rate (in melee: SP-96).

The check itself (SP-128, SP-133) is in rules/morale/check.py, the table in tables/morale.py;
the self-rally of SP-130 is in round.py (end of round), rallying by a leader (SP-132) in
rules/morale/rally.py, being trapped (SP-131) in rules/morale/flee.py.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant
from affray.kernel.events import ConditionSet

from ...events import Acted
from ...tables.morale import thresholds_crossed
from .. import engagement as G
from .. import figures as F
from .check import exempt, group_of, roll_check
from .flee import flee_move

__all__ = ["break_figure", "check_group", "check_figure", "on_death", "on_damage"]


def break_figure(ctx, eid: int) -> None:
    """SP-129: a failed figure flees at once: out of melee it runs now; in melee after the
    blows, with flee attacks (SP-96)."""
    ctx.emit(ConditionSet(eid, "fleeing", ctx.state.round))
    if G.locked(ctx.state, eid):
        ctx.emit(Acted(eid, "flee"))
    else:
        flee_move(ctx, eid)


def check_group(ctx, eid: int, reason: str) -> bool:
    """One roll for the whole group of `eid`; on a failure every member breaks."""
    state = ctx.state
    members = [e for e in group_of(state, eid) if not exempt(state, e)
               and not F.fleeing(state, e)]
    if not members:
        return True
    if roll_check(ctx, members[0], reason):
        return True
    for e in members:
        if F.present(state, e) and not F.fleeing(state, e):
            break_figure(ctx, e)
    return False


def check_figure(ctx, eid: int, reason: str) -> bool:
    """A check by one figure alone (rear attack, a lone monster at half hp)."""
    if exempt(ctx.state, eid) or F.fleeing(ctx.state, eid):
        return True
    return roll_check(ctx, eid, reason)


def on_death(ctx, eid: int) -> None:
    """SP-127: a leader's death, and casualty thresholds of the dead figure's group."""
    state = ctx.state
    c = state.get(eid, Combatant)
    members = group_of(state, eid)
    if c.leader:
        check_group(ctx, eid, "leader_killed")
    start = max(len(members), c.group_size)
    losses = sum(1 for e in members if not F.present(state, e))
    crossed = thresholds_crossed(c.troop_class, start, losses - 1, losses,
                                 state.tables["morale"])
    for _ in range(crossed):
        survivor = next((e for e in members if F.present(state, e)), 0)
        if survivor:
            check_group(ctx, survivor, "casualties")


def on_damage(ctx, eid: int, before: int) -> None:
    """SP-127: a single powerful monster (gap default: 4+ HD, alone in its group) that has
    lost half its hit points checks."""
    state = ctx.state
    c = state.get(eid, Combatant)
    if (c.kind != "monster" or c.group_size != 1 or not F.present(state, eid)
            or F.hd(state, eid).dice < state.tables["morale"]["powerful_hd"]):
        return
    half = c.hp / 2
    if before > half >= F.hp_left(state, eid):
        if not check_figure(ctx, eid, "half_hp"):
            break_figure(ctx, eid)
