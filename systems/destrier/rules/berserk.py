"""Berserkers: DS-111 (FEROCITY, in exchange.py), DS-112 (effects), DS-113 (behaviour),
DS-114 (calming down, collapse)."""

from __future__ import annotations

from affray.components.destrier import Fighter, Status

from .. import events as E
from .checks import check


def attacks_friend_chance(iq: int, wis: int, is_lady: bool) -> int:
    """DS-113: a friend stopping his rampage is attacked with 50 - (IQ + WIS), 20 lower for
    his Lady (or Man), never below 0."""
    return max(0, 50 - (iq + wis) - (20 if is_lady else 0))


def calm_chance(iq: int, wis: int) -> int:
    """DS-114: calms down on d100 <= 20 + IQ + WIS."""
    return 20 + iq + wis


def calm_down(ctx, eid: int) -> bool:
    """DS-114: once no enemy is standing, each turn; collapse if body below half."""
    state = ctx.state
    f, st = state.get(eid, Fighter), state.get(eid, Status)
    if not st.berserk:
        return False
    if not check(ctx, eid, "DS-114", "calm down", calm_chance(f.iq, f.wis)):
        return False
    ctx.emit(E.Set(eid, "Status", "berserk", False, "DS-114"))
    if f.body - st.damage < f.body / 2:
        ctx.emit(E.Set(eid, "Status", "collapsed", True, "DS-114"))
    return True


def in_sight(state, eid: int) -> list[int]:
    """DS-114: the enemies still standing and in sight (option `berserk_sight`, inches edge to
    edge; 0: every standing enemy is in sight)."""
    from . import geometry as geo
    sight = float(state.options["berserk_sight"])
    return [e for e in sorted(state.entities) if state.alive(e) and state.side[e] != state.side[eid]
            and (sight <= 0 or geo.gap(state, eid, e) <= sight + 1e-9)]


def calming(ctx) -> None:
    """DS-114, at the end of every turn: a berserker with every enemy fallen or out of sight
    rolls to calm down (and may collapse)."""
    state = ctx.state
    for eid in sorted(e for e in state.entities if state.alive(e) and state.get(e, Status).berserk):
        if not in_sight(state, eid):
            calm_down(ctx, eid)


def interventions(ctx):
    """DS-113: a friend touching a berserker may try to stop his rampage (policy choice); he
    turns on that friend with 50 - (IQ + WIS)% (20 less for his Lady), striking him once."""
    from affray.kernel.options import ListOptions
    from . import geometry as geo
    from .hit import apply_damage, blow
    state = ctx.state
    for b in sorted(e for e in state.entities if state.alive(e) and state.get(e, Status).berserk):
        friends = [e for e in geo.contacts(state, b) if state.side[e] == state.side[b]]
        for friend in friends:
            choice = yield from ctx.decide(friend, "berserk_friend_intervention",
                                           ListOptions(["leave", "restrain"]))
            if choice == "restrain" and friend_intervention(ctx, b, friend) and state.alive(friend):
                r = blow(ctx, b, friend, "DELIVER BLOW", role="attacker",
                         tacs=("STAND GROUND", "STAND GROUND"), dfd_cards=[], ds="DS-113")
                if r.hit:
                    apply_damage(ctx, friend, r.damage, "DS-113", r.placeholder)


def friend_intervention(ctx, eid: int, friend: int) -> bool:
    """DS-113: True when the berserker turns on the friend."""
    state = ctx.state
    f = state.get(eid, Fighter)
    return check(ctx, eid, "DS-113", "attacks friend",
                 attacks_friend_chance(f.iq, f.wis, f.lady == friend))
