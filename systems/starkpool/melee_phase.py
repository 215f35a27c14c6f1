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

from affray.components.starkpool import Combatant, Fights, Gear, Steed, Turn
from affray.kernel.components import Facing
from affray.kernel.events import ConditionSet, PhaseStarted
from affray.kernel.geometry import plane
from affray.kernel.options import ListOptions

from . import engagement as G
from . import figures as F
from .escape_melee import escape_attempt, refuse_melee
from .events import Acted, AttackSpent, BudgetSet, Exchanged, Grappled, MountBolting, MoraleChecked
from .flee import flee_move
from .gear import DRAW_FREE, draw, items_near, pick_up, rally_mount, wield
from .grapple import GRAPPLE_DIE, defender_dice, grapple_result
from .maneuvers import maneuver_options
from .missile_phase import use_item
from .morale import passes
from .movement import approach_point, move_along, on_map
from .multiple_attacks import attacks_per_round
from .opponent_limits import may_join
from .strike import Exchange, mount_strike, strike
from .weapon_space import weapon_reason
from .strike_order import ARC_ORDER, Striker, crowd_length_extra, first_striker
from . import casualties

__all__ = ["melee_phase", "targets", "reach_targets", "slot_options", "attack_arc",
           "pair_first", "melee_move_options", "set_budgets", "ENGAGE_STEP", "SNEAK_STEP"]

ENGAGE_STEP, SNEAK_STEP = 2.0, 3.0
OFFENSIVE = ("attack", "grapple", "disarm", "hook", "unhorse", "knock_down")
RESPOND_ONLY = ("duel", "rally")


# -- who can be struck -----------------------------------------------------------------------

def reach_targets(state, eid: int) -> list[int]:
    """SP-125: from the second rank with a spear, bill or pike, from the third with a pike,
    at an enemy fighting the rank in front."""
    w = F.weapon(state, eid)
    if w is None or G.foes(state, eid):
        return []
    tags = w["tags"]
    if "rank2" not in tags and "rank3" not in tags:
        return []
    out = []
    for e in F.enemies(state, eid, 3.0, F.targetable):
        if not (G.foes(state, e) or G.attackers(state, e)):
            continue
        r = G.rank(state, eid, e)
        if (r == 2 and "rank2" in tags) or (r == 3 and "rank3" in tags):
            out.append(e)
    return sorted(out)


def targets(state, eid: int) -> list[int]:
    return G.foes(state, eid) or reach_targets(state, eid)


# -- strike order -----------------------------------------------------------------------------

def _pair(state, a: int, t: int):
    for p in state.get(a, Fights).pairs:
        if p.foe == t:
            return p
    return None


def attack_arc(state, a: int, t: int, crowd: bool) -> str:
    """SP-104/SP-105/SP-108 and SP-20: the arc of t that a attacks from."""
    if F.fleeing(state, t) or F.cond(state, a, "rear_next") == t:
        return "rear"
    if not crowd or F.pos(state, a) == F.pos(state, t):
        return "front"
    return plane.classify_arc(F.pos(state, t), state.get(t, Facing).dir, F.pos(state, a))


def pair_first(state, a: int, t: int, arc_a: str, arc_t: str) -> int:
    """SP-72..SP-76: who strikes first between a and t in this exchange."""
    p = _pair(state, a, t)
    ta, tt = state.get(a, Turn), state.get(t, Turn)
    if p is None:
        initiator = a if (ta.moved, -a) > (tt.moved, -t) else t
        exchange, last = 1, None
    else:
        initiator, exchange, last = p.started_by, p.exchanges + 1, p.last_first or None
    ea, et = state.get(a, Combatant).elevation, state.get(t, Combatant).elevation
    return first_striker(exchange, Striker(a, F.length(state, a), ea > et, arc_a),
                         Striker(t, F.length(state, t), et > ea, arc_t), initiator, last)


# -- budgets and declarations --------------------------------------------------------------

def _budget(state, eid: int, foes: list[int]) -> int:
    """SP-98..SP-103."""
    c = state.get(eid, Combatant)
    enemy_hd = max(F.enemy_hd(state, f) for f in foes)
    listed = len(c.natural) if F.natural(state, eid) else 1
    extra = crowd_length_extra(F.length(state, eid),
                               [(F.length(state, f), F.natural(state, f)) for f in foes],
                               F.natural(state, eid))
    return attacks_per_round(c.kind, c.level, enemy_hd, listed, extra,
                             int(F.hd(state, eid).dice), state.options["monster_level_ratio"],
                             state.tables["multi_attacks"])


def set_budgets(ctx, only=None) -> dict[int, int]:
    state = ctx.state
    out = {}
    for eid in state.entities:
        if (only is not None and eid not in only) or not F.able(state, eid):
            continue
        if only is not None and "basher" in state.get(eid, Combatant).tags:
            continue                                  # SP-19: bashers only move aside
        ts = targets(state, eid)
        if not ts:
            continue
        n = _budget(state, eid, ts)
        ctx.emit(BudgetSet(eid, n))
        out[eid] = n
    return out


def _room(state, a: int, t: int, planned: dict) -> bool:
    """SP-85: one more attacker on t from a's side of t still fits."""
    crowd = [(F.size(state, x), attack_arc(state, x, t, True))
             for x in sorted(planned.get(t, ())) if x != a]
    return may_join(F.size(state, a), attack_arc(state, a, t, True), F.size(state, t), crowd,
                    state.tables["opponent_limits"]) is None


def slot_options(state, eid: int, k: int, so_far: list, planned: dict) -> list:
    """What a figure may do with its k-th attack (0-based) this exchange."""
    turn = state.get(eid, Turn)
    ts = [t for t in targets(state, eid) if eid in planned.get(t, ()) or _room(state, eid, t,
                                                                                planned)]
    usable = weapon_reason(state, eid) is None                          # SP-120
    out: list = [["none"]] + ([["attack", t] for t in ts] if usable else [])
    if turn.acted in RESPOND_ONLY:
        return out
    foes = G.foes(state, eid)
    for t in foes:
        if t in ts:
            out.append(["grapple", t])
            if usable:
                out += maneuver_options(state, eid, t)
    armed = F.weapon(state, eid) is not None and not F.natural(state, eid)
    g = state.get(eid, Gear)
    for a in G.attackers(state, eid):
        if armed:
            out.append(["parry", a])
        if g.shield:
            out.append(["shield_parry", a])
    done = [s[0] for s in so_far]
    if "escape" not in done and foes:
        out.append(["escape"])
    if F.cond(state, eid, "prone") and "get_up" not in done:
        out.append(["get_up"])
    items = state.tables["items"]
    for item in sorted(set(g.items)):
        if g.items.count(item) <= sum(1 for p in so_far if p[0] == "item" and p[1] == item):
            continue
        if items[item]["use"] == "drink":
            out.append(["item", item, eid])
        elif items[item]["use"] == "device":
            out += [["item", item, t] for t in foes]
    out += [["wield", w] for w in sorted(set(g.spare))]
    if k == 0:
        out += [["pick_up", owner, item] for owner, item in items_near(state, eid)]
    s = state.try_get(eid, Steed)
    if s is not None and s.bolting and "rally_mount" not in done:
        out.append(["rally_mount"])
    c = state.get(eid, Combatant)
    if c.player and "flee" not in done and not turn.flee:
        out.append(["flee"])
    return out


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
                asks.append((eid, "melee", ListOptions(slot_options(state, eid, k, plans[eid],
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


def _valid(state, a: int, t: int, ex: Exchange) -> bool:
    return (F.targetable(state, t) and t not in ex.escaped and t in targets(state, a))


def _escapes(ctx, plans: dict, ex: Exchange, on: dict):
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


def _execute(ctx, blows: list, ex: Exchange, on: dict):
    state = ctx.state
    for _, a, t, action, slot, arc in blows:
        if not F.able(state, a) or a in ex.escaped:
            continue
        turn = state.get(a, Turn)
        if turn.used >= turn.attacks:                  # attacks given up (SP-94, SP-106)
            continue
        if turn.acted in RESPOND_ONLY and a not in ex.struck.get(t, set()):
            continue
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


def _grapples(ctx, plans: dict, ex: Exchange, on: dict):
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


def _mounts(ctx, ex: Exchange):
    """SP-121: a mount that did not move this round attacks the rider's first foe."""
    state = ctx.state
    for eid, steed in state.query(Steed):
        if not steed.mounted or not F.able(state, eid) or state.get(eid, Turn).moved > 0:
            continue
        for attack in state.tables["mounts"][steed.kind].get("attacks", []):
            foes = G.foes(state, eid)
            if not foes:
                break
            mount_strike(ctx, eid, foes[0], attack)


def _mount_morale(ctx):
    """SP-122: an untrained mount in melee checks morale every round; on a failure it bolts
    (the rider flees after the blows unless he rallies it with an attack)."""
    state = ctx.state
    for eid, steed in state.query(Steed):
        if not steed.mounted or steed.bolting or not G.locked(state, eid):
            continue
        spec = state.tables["mounts"][steed.kind]
        if spec.get("trained") or not F.present(state, eid):
            continue
        dice = ctx.roll("morale", 2, 6)
        ok = passes(sum(dice), spec.get("morale", 0), state.tables["morale"])
        ctx.emit(MoraleChecked(eid, "mount", sum(dice) + spec.get("morale", 0), ok))
        if not ok:
            ctx.emit(MountBolting(eid, True))
            ctx.emit(ConditionSet(eid, "fleeing", state.round))
            ctx.emit(Acted(eid, "flee"))


def melee_move_options(state, eid: int) -> list:
    """SP-91, SP-93, SP-95: the moves a figure may make before the blows."""
    if not F.present(state, eid) or F.stunned(state, eid):
        return [["none"]]
    hidden = F.cond(state, eid, "invisible") or F.cond(state, eid, "hidden")
    if not hidden and (not F.able(state, eid) or G.foes(state, eid) or G.locked(state, eid)):
        return [["none"]]
    opts: list = [["none"]]
    if hidden:
        for e in F.enemies(state, eid, SNEAK_STEP + 1.0, F.active):
            if (G.foes(state, e) or G.attackers(state, e)) and _sneak_spot(state, eid, e):
                opts.append(["sneak", e])
    elif state.get(eid, Turn).moved == 0:
        near = [e for e in F.enemies(state, eid, ENGAGE_STEP + 2.0, F.targetable)
                if F.distance(state, eid, e) - F.zoc(state, e) <= ENGAGE_STEP + 1e-9][:3]
        opts += [["engage", e] for e in sorted(near)]
        pairs = state.get(eid, Fights).pairs
        if pairs and not any(F.present(state, p.foe) for p in pairs) and \
                any(p.exchanges > 0 for p in pairs):
            opts.append(["escape"])
    return opts


def _moves(ctx, only):
    """SP-91 engaging steps, SP-93 hidden rear attacks, SP-95 escapes after the missiles."""
    state = ctx.state
    for eid in list(state.entities):
        if only is not None and eid not in only:
            continue
        opts = melee_move_options(state, eid)
        if len(opts) == 1:
            continue
        choice = yield from ctx.decide(eid, "melee_move", ListOptions(opts))
        here = F.pos(state, eid)
        if choice[0] == "engage":
            there = approach_point(state, eid, choice[1], engaging=True)
            d = min(ENGAGE_STEP, plane.distance(here, there))
            yield from move_along(ctx, eid, [here, plane.advance(here, plane.bearing(here, there),
                                                                 d)], "melee", reactions=False)
        elif choice[0] == "sneak":
            spot = _sneak_spot(state, eid, choice[1])
            yield from move_along(ctx, eid, [here, spot], "melee", reactions=False, free=True,
                                  contacts=False)
            for flag in ("invisible", "hidden"):
                if F.cond(state, eid, flag):
                    ctx.emit(ConditionSet(eid, flag, 0))
            ctx.emit(ConditionSet(eid, "rear_next", choice[1]))
        elif choice[0] == "escape":
            yield from escape_attempt(ctx, eid)


def _sneak_spot(state, eid: int, e: int):
    """SP-93: the spot right behind e, if it is within 3" of the sneaker."""
    reach = 0.9 * max(F.zoc(state, e), F.zoc(state, eid))
    spot = plane.advance(F.pos(state, e), state.get(e, Facing).dir + 180.0, reach)
    spot = (round(spot[0], 6), round(spot[1], 6))
    return spot if plane.distance(F.pos(state, eid), spot) <= SNEAK_STEP + 1e-9 else None


def _flee(ctx, ex: Exchange):
    """SP-96: flee attacks by every enemy whose ZOC the fleer leaves, then the flights."""
    state = ctx.state
    fleers = [e for e in state.entities if F.present(state, e) and e not in ex.escaped
              and (state.get(e, Turn).flee or (F.fleeing(state, e) and G.locked(state, e)))]
    for f in fleers:
        for e in G.attackers(state, f):
            if F.able(state, e) and F.present(state, f):
                yield from strike(ctx, e, f, "flee_attack", "rear", ex)
    for f in fleers:
        if not F.present(state, f):
            continue
        if not F.fleeing(state, f):
            ctx.emit(ConditionSet(f, "fleeing", state.round))
        flee_move(ctx, f)


def melee_phase(ctx, only: set | None = None):
    state = ctx.state
    ctx.emit(PhaseStarted("melee"))
    yield from refuse_melee(ctx, only)
    _mount_morale(ctx)
    yield from _moves(ctx, only)
    yield from draws(ctx, only)
    budgets = set_budgets(ctx, only)
    ex = Exchange()
    plans = yield from declare(ctx, budgets)
    _spend(ctx, plans, ex)
    on = _crowds(plans)
    yield from _escapes(ctx, plans, ex, on)
    yield from _execute(ctx, _order(state, plans, ex, on), ex, on)
    yield from _grapples(ctx, plans, ex, on)
    _mounts(ctx, ex)
    yield from _flee(ctx, ex)
    for (a, b), first in sorted(ex.first.items()):
        if a in ex.struck.get(b, set()) or b in ex.struck.get(a, set()):
            ctx.emit(Exchanged(a, b, first))

