"""The Melee phase (section 3.5): one exchange of blows per round.

SP-78  order inside the phase (kernel default): refuse-melee rolls; 2" engaging moves and
       hidden 3" rear moves; escapes; pass 1 (first strikers: rear, then flank, then front,
       then id); pass 2 (second strikers); figures acting last; flee attacks and flights.
       A first striker makes all his blows on that opponent before the opponent replies.
SP-72..SP-76  the first striker of each pair (strike_order.first_striker, with the pair's
       memory in `Fights`).
SP-85  attackers per defender by size (declarations beyond the limit are not offered).
SP-89  a charger who cuts down his foe must go on along his charge line to the next ZOC.
SP-91  an unmoved figure may step up to 2" to engage before any blows.
SP-92  a figure with attacks left and no foe in reach may step up to 2" to a new foe.
SP-93  a hidden or invisible figure within 3" of an enemy in melee may move behind him and
       make a rear attack; he is then part of the melee.
SP-94  escape: one attack given up; a foe who strikes first gets one blow before it.
SP-95  a figure whose foes all fell in the Missile phase may escape in order to move.
SP-96  flee: every enemy whose ZOC he leaves gets a rear attack; then he runs.
SP-97  an exchange ends when every figure has used his attacks; the pair's memory is kept.
SP-98..SP-103  the attack budget is fixed at the start of the phase.
SP-104 flank and rear count only when two or more attack the same target (gap default: a
       lone attacker is front, except attacks on fleeing figures and SP-20/SP-93 rear moves).
SP-108 every attack on a fleeing figure is a rear attack.
SP-109..SP-111, SP-112..SP-116, SP-121, SP-122, SP-125, SP-134..SP-137: see their modules.
"""

from __future__ import annotations

from affray.components.starkpool import Gear, Turn
from affray.kernel.events import ConditionSet, PhaseStarted
from affray.kernel.options import ListOptions

from ..events import Acted, AttackSpent, Exchanged
from ..rules import figures as F
from ..rules.choices import PlainOptions
from ..rules.gear import DRAW_FREE, draw, pick_up, rally_mount, wield
from ..rules.melee.escape import refuse_melee
from ..rules.melee.exchange import escape_blows, execute_blows, flee_attacks, grapple_all
from ..rules.melee.mounts import mount_attacks, mount_morale
from ..rules.melee.steps import melee_moves
from ..rules.melee.strike import Exchange
from ..rules.melee.strike_order import ARC_ORDER
from ..rules.melee.targets import (OFFENSIVE, RESPOND_ONLY, attack_arc, pair_first, set_budgets,
                                   slot_options, targets)
from ..rules.missile.items import use_item
from ..rules.morale import casualties

__all__ = ["melee_phase", "draws", "declare"]


def draws(ctx, only=None):
    """SP-134: before the budgets, anyone in reach of a foe may drop his weapon and draw a
    sword or dagger for free."""
    state = ctx.state
    for eid in state.entities:
        if (only is not None and eid not in only) or not F.able(state, eid):
            continue
        g = state.get(eid, Gear)
        can = sorted(w for w in set(g.spare) if w in DRAW_FREE and w != g.weapon)
        if not can or g.weapon in DRAW_FREE or not targets(state, eid):
            continue
        choice = yield from ctx.decide(eid, "draw", ListOptions(["none"] + can))
        if choice != "none":
            draw(ctx, eid, choice)


def declare(ctx, budgets: dict[int, int]):
    """Every attack slot declared secretly, slot by slot."""
    state = ctx.state
    plans: dict[int, list] = {e: [] for e in budgets}
    planned: dict[int, set] = {}
    for k in range(max(budgets.values(), default=0)):
        asks = []
        for eid in sorted(budgets):
            if budgets[eid] > k and not any(p[0] == "pick_up" for p in plans[eid]):
                asks.append((eid, "melee", PlainOptions(slot_options(state, eid, k, plans[eid],
                                                                      planned))))
        if not asks:
            break
        choices = yield from ctx.decide_hidden(asks)
        for (eid, _, _), choice in zip(asks, choices):
            plans[eid].append(choice)
            if choice[0] in OFFENSIVE:
                planned.setdefault(choice[1], set()).add(eid)
    return plans


# -- the exchange ----------------------------------------------------------------------------

def _spend(ctx, plans: dict, ex: Exchange) -> None:
    """Attacks given up for something else take effect before the blows."""
    state = ctx.state
    for eid in sorted(plans):
        for act in plans[eid]:
            kind = act[0]
            if kind in OFFENSIVE or kind in ("none", "escape"):
                continue
            if kind == "flee":
                ctx.emit(Acted(eid, "flee"))
                continue
            ctx.emit(AttackSpent(eid, kind, act[1] if len(act) > 1 and
                                 isinstance(act[1], int) else 0))
            if kind == "parry":
                ex.parries[(eid, act[1])] = ex.parries.get((eid, act[1]), 0) + 1
            elif kind == "shield_parry":
                ex.shield_parries.add((eid, act[1]))
            elif kind == "get_up":
                ctx.emit(ConditionSet(eid, "prone", 0))
                ctx.emit(Acted(eid, "acts_last"))
            elif kind == "item":
                hits, later = use_item(ctx, eid, act[1], act[2])
                for ev in later:
                    ctx.emit(ev)
                casualties.apply(ctx, hits)
            elif kind == "wield":
                wield(ctx, eid, act[1])
            elif kind == "pick_up":
                pick_up(ctx, eid, act[1], act[2])
                for _ in range(state.get(eid, Turn).attacks - 1):
                    ctx.emit(AttackSpent(eid, "pick_up"))
            elif kind == "rally_mount":
                rally_mount(ctx, eid)


def _crowds(plans: dict) -> dict[int, set]:
    on: dict[int, set] = {}
    for a, acts in plans.items():
        for act in acts:
            if act[0] in OFFENSIVE:
                on.setdefault(act[1], set()).add(a)
    return on


def _order(state, plans: dict, ex: Exchange, on: dict) -> list[tuple]:
    blows = []
    for a in sorted(plans):
        turn = state.get(a, Turn)
        slot = 0
        for act in plans[a]:
            if act[0] not in OFFENSIVE or act[0] == "grapple":
                if act[0] == "grapple":
                    slot += 1
                continue
            t = act[1]
            arc = attack_arc(state, a, t, len(on.get(t, ())) > 1)
            back = attack_arc(state, t, a, len(on.get(a, ())) > 1)
            first = pair_first(state, a, t, arc, back)
            ex.first.setdefault((min(a, t), max(a, t)), first)
            pass_no = 1 if first == a else 2
            if turn.acted in RESPOND_ONLY:
                pass_no = 2
            if turn.acts_last:
                pass_no = 3
            blows.append(((pass_no, ARC_ORDER[arc], a, slot), a, t, act[0], slot, arc))
            slot += 1
    return sorted(blows)


def melee_phase(ctx, only: set | None = None):
    state = ctx.state
    ctx.emit(PhaseStarted("melee"))
    yield from refuse_melee(ctx, only)
    mount_morale(ctx)
    yield from melee_moves(ctx, only)
    yield from draws(ctx, only)
    budgets = set_budgets(ctx, only)
    ex = Exchange()
    plans = yield from declare(ctx, budgets)
    _spend(ctx, plans, ex)
    on = _crowds(plans)
    yield from escape_blows(ctx, plans, ex, on)
    yield from execute_blows(ctx, _order(state, plans, ex, on), ex, on)
    yield from grapple_all(ctx, plans, ex, on)
    mount_attacks(ctx, ex)
    yield from flee_attacks(ctx, ex)
    for (a, b), first in sorted(ex.first.items()):
        if a in ex.struck.get(b, set()) or b in ex.struck.get(a, set()):
            ctx.emit(Exchanged(a, b, first))
