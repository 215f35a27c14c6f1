"""WFRP-03 step 1 (declarations: pressing, then the hidden actions of everyone) and step 3
(pressing winners close up, WFRP-72)."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.options import ListOptions
from affray.kernel.suggested import Suggested

from .. import events as E
from ..rules import geometry as geo
from ..rules import missile
from ..rules.movement import RATES, approach
from ..rules.reloading import may_evade
from affray.kernel.events import ConditionSet
from ..tables.body import LOCATION_NAMES

DELAYS = (5, 10, 15, 20)
NEAREST = 3  # enemies offered for advance / charge (the nearest first)
AIMS = LOCATION_NAMES  # WFRP-114 sharpshooting, offered at the nearest enemies in short range


def engaged_foes(state, eid: int) -> list[int]:
    return [x for x in state.get(eid, Fight).foes if state.alive(x)]


def choices(state, eid: int) -> list[str]:
    """The legal declarations of one combatant."""
    f, prof, kit = state.get(eid, Fight), state.get(eid, Profile), state.get(eid, Kit)
    if f.surprised or f.stunned or f.held_by or state.condition(eid, "asleep"):
        return ["none"]
    if f.fleeing and f.flight:
        return ["flee"]  # WFRP-73: a forced fleer moves off in its turn next round
    if f.off_guard:
        return ["none"]
    if f.holding:
        return ["hold_grip", "release"]
    if f.prone:
        return ["crawl_free", "none"]  # WFRP-90: trapped under a slain mount, it may try
    foes = [x for x in engaged_foes(state, eid) if geo.in_contact(state, eid, x)]
    out: list[str] = []
    if foes:
        out += ["fight", "stun", "flee", "hold"]
        if prof.A + prof.extra_attacks == 1:
            out += [f"fight@-{d}" for d in DELAYS]  # WFRP-12: act later, never earlier
        if not kit.weapon and not prof.natural:
            out.append("grapple")  # WFRP-67
        elif kit.weapon and not prof.natural:
            out.append("unarmed")  # WFRP-64: kick and punch with a weapon to hand
        if "Cast Spells" in prof.skills:
            out.append("cast")  # WFRP-18
        if kit.missile and kit.loaded > 0:
            out += [f"shoot:{x}" for x in foes if missile.can_target(state, eid, x)]
        return out
    out += ["hold", "fight"]  # fight: stand ready for whoever comes (a charger, a diver)
    enemies = nearest_enemies(state, eid)
    if enemies:
        out.append("evade")
    if f.z > 0:  # WFRP-95: dive on a creature on the ground and climb out in the same round
        out += [f"dive:{e}" for e in enemies if state.get(e, Fight).z == 0
                and geo.gap(state, eid, e) <= geo.rates(prof.M)["standard"]]  # WFRP-106: run zig-zagging away from the nearest enemy
    for e in enemies:
        if geo.gap(state, eid, e) <= prof.M:
            out.append(f"charge:{e}")
    out += [f"advance:{e}" for e in enemies]
    out += [f"move:{rate}" for rate in RATES]  # WFRP-14: anywhere within the rate's yards
    if kit.missile:
        if missile.can_load(state, eid):
            out.append("load")
        elif missile.can_nock(state, eid):
            out.append("nock")  # WFRP-115: an arrow nocked, a throwing axe ready, for the +10 EI
        if not missile.needs_loading(state, eid):
            out += [f"volley:{e}" for e in enemies if missile.can_target(state, eid, e)
                    and len(missile.group_of(state, e)) > 1]
            far = state.spatial.nearest(geo.pos(state, eid), 8,
                                        lambda e: state.side[e] != state.side[eid] and state.alive(e))
            out += [f"shoot:{e}" for e in far if missile.can_target(state, eid, e)]
            out += [f"shoot:{e}:{where}" for e in enemies for where in AIMS
                    if missile.can_target(state, eid, e) and missile.band_of(state, eid, e)[0] == "short"]
    if kit.fouled == "burn_round":
        out.append("try_gun")  # WFRP-120: useless, and may explode if tried
    if kit.fouled.startswith("hang_fire:"):
        out.append("look_down_barrel")  # WFRP-120: "anyone who is stupid enough"
    if not kit.drawn and kit.weapon:
        out.append("draw")
    if kit.item and not kit.item_ready:
        out.append("take_up")  # WFRP-19
    if kit.shield and not kit.shield_ready:
        out.append("ready_shield")  # WFRP-35
    if "Cast Spells" in prof.skills:
        out.append("cast")  # WFRP-18
    return out


def beyond_the_list(state, eid: int, offered: list[str]):
    """The rule of a `declare` request: the offered actions, and (out of contact) a charge,
    advance, dive, shot or volley at any enemy the rules allow, not only the nearest
    (WFRP-14/15/41/95/114)."""
    free = any(c.startswith("advance:") for c in offered)
    f, prof, kit = state.get(eid, Fight), state.get(eid, Profile), state.get(eid, Kit)

    def check(choice) -> str | None:
        if choice in offered:
            return None
        verb, _, arg = choice.partition(":") if isinstance(choice, str) else ("", "", "")
        who, _, where = arg.partition(":")
        if not (free and who.isdigit() and int(who) in state.side and state.alive(int(who))
                and state.side[int(who)] != state.side[eid]):
            return f"{choice!r} is not an action open to {state.names.get(eid, eid)}"
        t = int(who)
        ready = kit.missile and not missile.needs_loading(state, eid) and missile.can_target(state, eid, t)
        ok = {"advance": not where,
              "charge": not where and geo.gap(state, eid, t) <= prof.M,
              "dive": not where and f.z > 0 and state.get(t, Fight).z == 0
                      and geo.gap(state, eid, t) <= geo.rates(prof.M)["standard"],
              "volley": not where and ready and len(missile.group_of(state, t)) > 1,
              "shoot": ready and (not where or (where in AIMS and
                                                missile.band_of(state, eid, t)[0] == "short"))}
        return None if ok.get(verb) else f"{choice!r} is not an action open to " \
                                             f"{state.names.get(eid, eid)} now"
    return check


def declaration(state, eid: int) -> Suggested:
    offered = choices(state, eid)
    return Suggested(offered, beyond_the_list(state, eid, offered),
                     note="also a charge, advance, dive, shot or volley at any enemy the "
                          "rules allow")


def nearest_enemies(state, eid: int) -> list[int]:
    side = state.side[eid]
    p = geo.pos(state, eid)
    found = state.spatial.nearest(p, NEAREST, lambda e: state.side[e] != side and state.alive(e))
    return list(found)


def declare(ctx):
    """Pressing decisions first (public), then every action at once (hidden, WFRP-73)."""
    state = ctx.state
    beaten: dict[int, list[int]] = {}
    for e in state.entities:
        if state.alive(e):
            for w in state.get(e, Fight).pushed_by:
                beaten.setdefault(w, []).append(e)
    for eid in sorted(beaten):
        if not state.alive(eid):
            continue
        f = state.get(eid, Fight)
        for loser in beaten[eid]:
            if geo.in_contact(state, eid, loser) or loser not in f.foes:
                continue
            press = yield from ctx.decide(eid, "press", ListOptions([True, False]))
            if press:
                approach(ctx, eid, loser, 2.0 + geo.gap(state, eid, loser))
            else:
                ctx.emit(E.Part(eid, loser, "winner did not press (WFRP-72)"))
                ctx.emit(E.Set(loser, "Fight", "off_guard", True, "WFRP-72"))
    for eid in state.entities:
        if state.alive(eid) and state.get(eid, Fight).pushed_by:
            ctx.emit(E.Set(eid, "Fight", "pushed_by", [], "WFRP-72"))
    asks = [(eid, "declare", declaration(state, eid))
            for eid in state.entities if state.alive(eid)]
    picked = yield from ctx.decide_hidden(asks)
    for (eid, _, _), action in zip(asks, picked):
        ctx.emit(E.Set(eid, "Fight", "action", action, "WFRP-03"))
        fleeing = state.get(eid, Fight).fleeing
        if action == "flee" and not fleeing:
            ctx.emit(E.Set(eid, "Fight", "fleeing", True, "WFRP-73"))
        elif action != "flee" and fleeing:  # a flight lasts the round it was declared for
            ctx.emit(E.Set(eid, "Fight", "fleeing", False, "WFRP-73"))
        if action == "move:running":  # WFRP-106: a runner is shot at as running all round
            ctx.emit(ConditionSet(eid, "running", True))
        if action == "evade":  # WFRP-106: it counts as running (or evading) all round
            how = "evading" if may_evade(ctx, eid) else "running"
            ctx.emit(ConditionSet(eid, how, True))
