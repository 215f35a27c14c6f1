"""The half-moves: DS-28 (winner's figures, then the loser's), DS-29/DS-39 (engaged
figures), DS-30 (phase 2), DS-34 (turn penalties), DS-40 (stop on contact), DS-41 (an
enemy's rear touched: stop or carry on), DS-45 (orders),
DS-48 (a caster/firer who did not pay in advance may not move)."""

from __future__ import annotations

from affray.components.destrier import Status, Turn
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import geometry as geo
from ..rules import movement as mv


def movers(state, side: int) -> list[int]:
    return [e for e in state.entities if state.side[e] == side and state.alive(e)]


def move_options(state, eid: int) -> list:
    enemies = [e for e in state.entities if state.alive(e) and state.side[e] != state.side[eid]]
    return ["hold"] + [f"advance:{e}" for e in enemies]


def half_move(ctx, phase: int, winner: int):
    """DS-28: the winner moves any or all figures, then the loser."""
    state = ctx.state
    order = [winner] + [s for s in range(len(state.sides)) if s != winner]
    for side in order:
        for eid in movers(state, side):
            if not state.alive(eid):
                continue
            yield from move_figure(ctx, eid, phase, side == winner)
    _record_contacts(ctx, phase)
    for eid in state.entities:  # DS-36: a step-2 penalty is spent on this half-move only
        if state.alive(eid) and state.get(eid, Turn).misc_penalty:
            ctx.emit(E.Set(eid, "Turn", "misc_penalty", 0.0, "DS-36"))
    for eid in state.entities:  # DS-48: the advance payment covers one segment
        if state.alive(eid) and not state.get(eid, Turn).will_move:
            ctx.emit(E.Set(eid, "Turn", "will_move", True, "DS-48"))


def move_figure(ctx, eid: int, phase: int, won: bool):
    state = ctx.state
    st, turn = state.get(eid, Status), state.get(eid, Turn)
    if st.prone or st.stunned or st.collapsed or st.restrained_by or turn.cav_charge == phase:
        return  # a cavalry charger has made its move (DS-134)
    yield from speed_change(ctx, eid, phase)
    choice = yield from ctx.decide(eid, "move", ListOptions(move_options(state, eid)))
    if choice == "hold":
        return
    if not turn.will_move:  # DS-48
        ctx.emit(E.Note(eid, "DS-48", "did not pay in advance to move: stays"))
        return
    acted = turn.fired_phase == phase or turn.cast_phase == phase
    allowance = mv.hma(state, eid, acted) * (1.0 - turn.misc_penalty)  # DS-36
    if allowance <= 1e-9:
        ctx.emit(E.Note(eid, "DS-36", "the step-2 action took the whole move"))
        return
    limit = mv.engaged_limit(state, eid, won)
    if limit is not None:
        if limit <= 0:
            ctx.emit(E.Note(eid, "DS-39", "engaged with an enemy's front: may not move"))
            return
        allowance = min(allowance, limit)
    target = int(choice.split(":")[1])
    if not state.alive(target):
        return
    new_dir = geo.bearing(state, eid, target)
    heading = mv.heading_of(state, eid)
    if mv.angle_between(heading, new_dir) > 1e-6:
        cost = mv.turn_penalty(mv.hma(state, eid, acted), mv.arc_of_turn(state, eid, new_dir))
        if cost > allowance + 1e-9:  # DS-45: a turn dearer than what is left is refused
            ctx.emit(E.Note(eid, "DS-45", f"turn costs {cost:.2f}\" with {allowance:.2f}\" left"))
            return
        mv.face(ctx, eid, new_dir, cost)
        allowance -= cost
    before = set(geo.enemy_contacts(state, eid))
    want = min(allowance, max(0.0, geo.gap(state, eid, target)) + 1.0)
    went = mv.advance(ctx, eid, new_dir, want)
    went += yield from carry_on(ctx, eid, new_dir, want - went, before)
    yield from obstruction(ctx, eid, new_dir, want - went, target, mv.hma(state, eid, acted))
    met = [e for e in geo.enemy_contacts(state, eid) if e not in before]
    if met:
        yield from pivot(ctx, eid, met[0])


def carry_on(ctx, eid: int, heading: float, left: float, before: set[int]):
    """DS-40/DS-41: stopped by touching enemies: on a frontal side the mover stops; touching
    only rear sides, with its line still free, it may stop or carry on (policy decision).
    Returns the further distance travelled."""
    state = ctx.state
    went = 0.0
    while left - went > 1e-9:
        new = [e for e in geo.enemy_contacts(state, eid) if e not in before]
        if not new or any(geo.is_frontal(geo.contact_label(state, e, eid)) for e in new):
            return went
        if mv.free_travel(state, eid, heading, left - went) <= 1e-9:
            return went  # straight into the rear: the line is closed
        choice = yield from ctx.decide(eid, "rear_contact", ListOptions(["stop", "carry_on"]))
        if choice == "stop":
            return went
        before = before | set(new)
        went += mv.advance(ctx, eid, heading, left - went, "DS-41", why="carry on")
    return went


def obstruction(ctx, eid: int, heading: float, left: float, target: int, h: float):
    """DS-43/DS-44: stopped between two stands too close together, the mover may bash one of
    them (its choice) to force the gap; it goes on through it only if the obstacle's bash
    back fails. The bash costs 1/4 of `h`, the allowance after any halving (DS-35)."""
    from ..rules.obstruction import force_gap, narrow_pair, squeeze_through
    state = ctx.state
    if left <= 1e-9:
        return
    blockers = [e for e in geo.contacts(state, eid) if e != target]
    for b in blockers:
        other = narrow_pair(state, eid, heading, b)
        if other is None:
            continue
        pick = yield from ctx.decide(eid, "obstacle_choice", ListOptions(["stop", b, other]))
        if pick == "stop":
            return
        go_on, cost = force_gap(ctx, eid, pick, h)
        if go_on and left - cost > 1e-9:
            squeeze_through(ctx, eid, heading, left - cost, (b, other))
        return


def pivot(ctx, eid: int, enemy: int):
    """DS-42: after touching an enemy a figure may pivot to face it: up to 45 degrees free,
    more for 1 blow (melee follows this turn: paid when the blows are granted)."""
    state = ctx.state
    want = geo.bearing(state, eid, enemy)
    turn = mv.angle_between(mv.heading_of(state, eid), want)
    if turn <= 1e-6:
        return
    choice = yield from ctx.decide(eid, "pivot", ListOptions(["none", "face"]))
    if choice == "none":
        return
    blows, _inches = mv.pivot_cost(turn, True)
    mv.face(ctx, eid, want, 0.0, "DS-42")
    if blows:
        ctx.emit(E.Set(eid, "Turn", "pivot_debt", state.get(eid, Turn).pivot_debt + blows, "DS-42"))


def speed_change(ctx, eid: int, phase: int):
    """DS-38: a steed not in a movement charge may change speed by up to half its per-turn
    capability (rounded up in phase 1, down in phase 2), never beyond it in the turn."""
    from affray.components.destrier import Mount
    from ..rules import horse as H
    from ..tables.cs_tables import value
    state = ctx.state
    m = state.try_get(eid, Mount)
    if m is None or m.riderless:
        return
    table = value(state, "speed_change_capacity", eid)
    cap = H.capacity(m.cls, table)
    turn = state.get(eid, Turn)
    step = min(H.speed_change(cap, phase), cap - turn.speed_used)
    i = H.SPEEDS.index(m.speed)
    opts = [H.SPEEDS[j] for j in range(max(0, i - step), min(len(H.SPEEDS), i + step + 1))]
    if len(opts) <= 1:
        return
    new = yield from ctx.decide(eid, "speed", ListOptions(opts))
    if new != m.speed:
        used = turn.speed_used + abs(H.SPEEDS.index(new) - i)
        ctx.emit(E.Set(eid, "Mount", "speed", new, "DS-38"))
        ctx.emit(E.Set(eid, "Turn", "speed_used", used, "DS-38"))


def _record_contacts(ctx, phase: int) -> None:
    """DS-31: remember in which phase each contact with an enemy began."""
    state = ctx.state
    for eid in state.entities:
        if not state.alive(eid):
            continue
        st = state.get(eid, Status)
        now = {str(e): st.contact_phase.get(str(e), phase) for e in geo.enemy_contacts(state, eid)}
        if now != st.contact_phase:
            ctx.emit(E.Set(eid, "Status", "contact_phase", now, "DS-31"))
