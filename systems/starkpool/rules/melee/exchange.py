"""The blows of one exchange (section 3.5): escapes, the passes, grapples and flee attacks.

SP-89  a charger who cuts down his foe goes on along his charge line to the next ZOC.
SP-92  a figure with attacks left and no foe in reach may step up to 2" to a new foe.
SP-94  escape: a foe who strikes first gets one blow before it.
SP-96  flee: every enemy whose ZOC he leaves gets a rear attack; then he runs.
SP-111 all grapplers of a target together, after the blows.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Turn
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import plane
from affray.kernel.options import ListOptions

from ...events import AttackSpent, Grappled
from .. import engagement as G
from .. import figures as F
from ..morale.flee import flee_move, zones_left
from ..movement.move import move_along
from ..paths import approach_point, on_map
from .escape import escape_attempt
from .grapple import GRAPPLE_DIE, defender_dice, grapple_result
from .strike import Exchange, strike
from .targets import ENGAGE_STEP, RESPOND_ONLY, attack_arc, pair_first, targets

__all__ = ["escape_blows", "execute_blows", "grapple_all", "flee_attacks"]


def _valid(state, a: int, t: int, ex: Exchange) -> bool:
    return (F.targetable(state, t) and t not in ex.escaped and t in targets(state, a))


def escape_blows(ctx, plans: dict, ex: Exchange, on: dict):
    """SP-94: each escaper in id order; foes who strike first get one blow before it."""
    state = ctx.state
    for eid in sorted(e for e, acts in plans.items() if ["escape"] in acts):
        if not F.able(state, eid) or not (G.foes(state, eid) or G.attackers(state, eid)):
            continue
        ctx.emit(AttackSpent(eid, "escape"))
        for f in sorted(on.get(eid, ())):
            acts = plans.get(f, [])
            if ["attack", eid] not in acts or not F.able(state, f) or not F.present(state, eid):
                continue
            arc_f = attack_arc(state, f, eid, len(on.get(eid, ())) > 1)
            arc_e = attack_arc(state, eid, f, len(on.get(f, ())) > 1)
            if pair_first(state, f, eid, arc_f, arc_e) == f:
                acts.remove(["attack", eid])
                ex.first.setdefault((min(f, eid), max(f, eid)), f)
                yield from strike(ctx, f, eid, "attack", arc_f, ex)
        if F.able(state, eid) and (yield from escape_attempt(ctx, eid)):
            ex.escaped.add(eid)


def _retarget(ctx, a: int):
    """SP-89 (chargers go on along their line, to the map's edge at most) and SP-92 (a 2"
    step to a new foe)."""
    state = ctx.state
    ts = targets(state, a)
    if ts:
        choice = yield from ctx.decide(a, "retarget", ListOptions(["none"] + ts))
        return 0 if choice == "none" else choice
    turn = state.get(a, Turn)
    if turn.charged and turn.charge_left > 0:
        here = F.pos(state, a)
        path = on_map(state, [here, plane.advance(here, turn.charge_heading, turn.charge_left)])
        yield from move_along(ctx, a, path, "melee", charged=True, charge_left=turn.charge_left,
                              reactions=False)
    else:
        near = [e for e in F.enemies(state, a, ENGAGE_STEP + 2.0, F.targetable)
                if F.distance(state, a, e) - F.zoc(state, e) <= ENGAGE_STEP + 1e-9][:3]
        if not near:
            return 0
        choice = yield from ctx.decide(a, "step", ListOptions(["none"] + sorted(near)))
        if choice == "none":
            return 0
        here, there = F.pos(state, a), approach_point(state, a, choice, engaging=True)
        d = min(ENGAGE_STEP, plane.distance(here, there))
        yield from move_along(ctx, a, [here, plane.advance(here, plane.bearing(here, there), d)],
                              "melee", reactions=False)
    ts = targets(state, a)
    if not ts:
        return 0
    if len(ts) == 1:
        return ts[0]
    choice = yield from ctx.decide(a, "retarget", ListOptions(["none"] + ts))
    return 0 if choice == "none" else choice


def execute_blows(ctx, blows: list, ex: Exchange, on: dict):
    state = ctx.state
    ex.queue, ex.on = blows, on
    for i, (_, a, t, action, slot, arc) in enumerate(blows):
        if i in ex.done or not F.able(state, a) or a in ex.escaped:  # struck early (SP-94)
            continue
        turn = state.get(a, Turn)
        if turn.used >= turn.attacks:                  # attacks given up (SP-94, SP-106)
            continue
        if turn.acted in RESPOND_ONLY and a not in ex.struck.get(t, set()):
            continue  # a standing order: a duellist only strikes back (SP-39)
        if not _valid(state, a, t, ex):
            t = yield from _retarget(ctx, a)
            if not t:
                continue
            arc = attack_arc(state, a, t, len(on.get(t, ())) > 1)
            back = attack_arc(state, t, a, len(on.get(a, ())) > 1)
            ex.first.setdefault((min(a, t), max(a, t)), pair_first(state, a, t, arc, back))
        if t in state.get(a, Turn).no_counter:                         # SP-108
            continue
        arc = attack_arc(state, a, t, len(on.get(t, ())) > 1)        # a foe may now flee
        yield from strike(ctx, a, t, action, arc, ex, slot)


def grapple_all(ctx, plans: dict, ex: Exchange, on: dict):
    """SP-111: all grapplers of a target together, after the blows."""
    state = ctx.state
    by_target: dict[int, list[int]] = {}
    for a in sorted(plans):
        for act in plans[a]:
            if act[0] == "grapple":
                by_target.setdefault(act[1], []).append(a)
    for t in sorted(by_target):
        total, hitters = 0, []
        for a in by_target[t]:
            if not F.able(state, a) or not F.present(state, t) or t not in targets(state, a):
                continue
            arc = attack_arc(state, a, t, len(on.get(t, ())) > 1)
            ex.first.setdefault((min(a, t), max(a, t)), a)
            if (yield from strike(ctx, a, t, "grapple", arc, ex)):
                total += ctx.roll("grapple", 1, GRAPPLE_DIE[F.size(state, a)])[0]
                hitters.append(a)
        if not hitters or not F.present(state, t):
            continue
        c = state.get(t, Combatant)
        n = defender_dice(c.level if c.kind != "monster" else int(F.hd(state, t).dice))
        mine = sum(ctx.roll("grapple", n, 6))
        result = grapple_result(total, mine)
        ctx.emit(Grappled(t, sorted(set(hitters)), total, mine, result))
        if result == "subdued":
            ctx.emit(ConditionSet(t, "subdued", 1))


def flee_attacks(ctx, ex: Exchange):
    """SP-96: flee attacks by every enemy whose ZOC the fleer leaves, then the flights."""
    state = ctx.state
    fleers = [e for e in state.entities if F.present(state, e) and e not in ex.escaped
              and (state.get(e, Turn).flee or (F.fleeing(state, e) and G.locked(state, e)))]
    for f in fleers:
        for e in zones_left(state, f, G.attackers(state, f)):
            if F.able(state, e) and F.present(state, f):
                yield from strike(ctx, e, f, "flee_attack", "rear", ex)
    for f in fleers:
        if not F.present(state, f):
            continue
        if not F.fleeing(state, f):
            ctx.emit(ConditionSet(f, "fleeing", state.round))
        flee_move(ctx, f)
