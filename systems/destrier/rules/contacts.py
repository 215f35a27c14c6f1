"""New contacts during the melee step (DS-84) and reactive turns (DS-90).

Each figure's `Status.contact_phase` maps an enemy id to when their contact began: 1 or 2
(the half-move phases, DS-31), 3 (made in the melee step, this figure is the TMM attacker)
or 4 (made in the melee step, this figure is the TMM defender)."""

from __future__ import annotations

from affray.components.destrier import Status, Turn
from affray.kernel.options import ListOptions

from .. import events as E
from . import geometry as geo
from . import movement as mv
from .pair_initiative import pair_initiative


def record_new_contacts(ctx, before: dict[int, set[int]], movers: set[int]):
    """DS-84: for every new pair in contact: if one of them was already in melee it is the
    TMM defender (and counts as STAND GROUND, free); otherwise initiative is rolled for the
    pair, only now that the contact has happened."""
    state = ctx.state
    done = set()
    for a in sorted(state.entities):
        if not state.alive(a):
            continue
        for b in geo.enemy_contacts(state, a):
            if (b, a) in done or b in before.get(a, set()):
                continue
            done.add((a, b))
            if str(b) in state.get(a, Status).contact_phase:
                continue
            arriving, other = (a, b) if a in movers else (b, a)
            if before.get(other):  # already in melee: the defender, STAND GROUND for free
                att, dfd = arriving, other
                ctx.emit(E.Set(dfd, "Turn", "as_stand_ground", True, "DS-84"))
            else:
                won = yield from pair_initiative(ctx, arriving, other)
                att, dfd = (arriving, other) if won == state.side[arriving] else (other, arriving)
            _set(ctx, att, dfd, 3)
            _set(ctx, dfd, att, 4)


def _set(ctx, eid: int, enemy: int, phase: int) -> None:
    cp = dict(ctx.state.get(eid, Status).contact_phase)
    cp[str(enemy)] = phase
    ctx.emit(E.Set(eid, "Status", "contact_phase", cp, "DS-84"))


def fast_turn_ok(ctx, eid: int, angle: float) -> bool:
    """DS-76: a horse at canter or faster may turn in all no more than its chart value in the
    MELEE phase; an allowed turn is added to its total."""
    from affray.components.destrier import Mount
    from ..tables.cs_tables import value
    from .horse import turn_allowed
    state = ctx.state
    m = state.try_get(eid, Mount)
    if m is None or m.riderless or m.speed not in ("canter", "gallop", "charge"):
        return True
    limit = value(state, "horse_turn_limit", eid)[m.speed]
    turned = state.get(eid, Turn).turned
    if not turn_allowed(limit, turned, angle):
        ctx.emit(E.Note(eid, "DS-76", f"turn of {angle:.0f} refused: {turned:.0f} of {limit} used"))
        return False
    ctx.emit(E.Set(eid, "Turn", "turned", turned + angle, "DS-76"))
    return True


def snapshot(state) -> dict[int, set[int]]:
    return {e: set(geo.enemy_contacts(state, e)) for e in state.entities if state.alive(e)}


def reactive_turns(ctx, before: dict[int, set[int]]):
    """DS-90: a figure whose new enemy contact is on its rear may turn to face it at once,
    paying the usual blow for a turn over 45 degrees (DS-37), out of sequence."""
    state = ctx.state
    from affray.components.destrier import Ledger
    for eid in sorted(before):
        if not state.alive(eid):
            continue
        for foe in geo.enemy_contacts(state, eid):
            if foe in before[eid] or geo.contact_label(state, eid, foe) != "rear":
                continue
            want = geo.bearing(state, eid, foe)
            angle = mv.angle_between(mv.heading_of(state, eid), want)
            cost = mv.melee_turn_cost(angle)
            if cost > state.get(eid, Ledger).left or not fast_turn_ok(ctx, eid, angle):
                continue
            react = yield from ctx.decide(eid, "reactive_follow", ListOptions(["turn", "no"]))
            if react == "turn":
                mv.face(ctx, eid, want, 0.0, "DS-90")
                if cost:
                    left = state.get(eid, Ledger).left - cost
                    ctx.emit(E.Blows(eid, "spend", cost, left, "DS-90", "reactive turn"))
            break

