"""WFRP-03 steps 5 and 6: free blows at declared fleers (WFRP-75), then every slot of every
combatant from the highest down (WFRP-30), winners first on a tie and everyone on one value
at once (WFRP-13); a combatant's turn (move, charge, shot, flight) at its first slot."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.events import Died, Removed
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import geometry as geo
from ..rules import missile
from ..rules.blow import Deaths, strike
from ..rules.checks import test
from ..rules.grapple import grapple, keep_hold, release
from ..rules.incapacity import condition, out_of_it
from ..rules.light import drop_light
from ..rules.misfire import sputter
from ..rules.mounted import slain_mount
from ..rules.takeup import draw_loss, take_up
from ..rules.movement import approach, charge_clear, climb_out, evade, flee, turn_to_face
from ..rules.reloading import load_round
from ..rules.shot import shoot
from ..rules.ranges import shots_a_round


def settle(ctx, deaths: Deaths) -> None:
    """Deaths held back by a batch take effect; their engagements end."""
    state = ctx.state
    for eid in list(deaths.pending):
        if state.alive(eid) and state.get(eid, Fight).rider:
            slain_mount(ctx, eid, deaths)  # WFRP-90
    for eid in deaths.pending:
        if state.alive(eid):
            for x in list(state.get(eid, Fight).foes):
                ctx.emit(E.Part(eid, x, "death"))
            ctx.emit(Died(eid))
    deaths.pending.clear()


def free_blows(ctx, deaths: Deaths):
    """WFRP-75: each opponent engaged with a declared fleer strikes once at its back. A forced
    fleer's free blows came straight after the blow that made it flee (`forced_free_blows`)."""
    state = ctx.state
    for fleer in state.entities:
        f = state.get(fleer, Fight)
        if not state.alive(fleer) or f.action != "flee" or f.flight:
            continue
        yield from at_the_back(ctx, fleer, deaths)
        settle(ctx, deaths)


def forced_free_blows(ctx, deaths: Deaths):
    """WFRP-73/75: the free blows at fleers a critical has just put to flight."""
    while deaths.forced:
        fleer = deaths.forced.pop(0)
        if ctx.state.alive(fleer) and fleer not in deaths.pending:
            yield from at_the_back(ctx, fleer, deaths)


def at_the_back(ctx, fleer: int, deaths: Deaths):
    """One blow at the fleer's back from each opponent in contact: descending EI, ties by id."""
    state = ctx.state
    f = state.get(fleer, Fight)
    strikers = sorted((x for x in f.foes if state.alive(x) and geo.in_contact(state, x, fleer)
                       and x not in deaths.pending and not condition(state, x)),
                      key=lambda x: (-state.get(x, Fight).ei, x))
    for s in strikers:
        if f.z > 0 and state.get(s, Fight).z == 0:
            ctx.emit(E.Note(fleer, "WFRP-96", "a flier leaving a ground fight is not fleeing"))
            continue
        yield from strike(ctx, s, fleer, deaths, free=True)


def order(state) -> list[list[tuple[int, int]]]:
    """Batches of (entity, slot): by value downward, winners first on a tie."""
    entries = []
    for eid in state.entities:
        if state.alive(eid):
            f = state.get(eid, Fight)
            for s in f.slots:
                entries.append((-s, 0 if f.winning else 1, eid, s))
    entries.sort()
    batches: list[list[tuple[int, int]]] = []
    key = None
    for neg, w, eid, s in entries:
        if (neg, w) != key:
            batches.append([])
            key = (neg, w)
        batches[-1].append((eid, s))
    return batches


def slots(ctx, deaths: Deaths):
    state = ctx.state
    for batch in order(state):
        out = {eid: out_of_it(state, eid) for eid, _ in batch if state.alive(eid)}
        for eid, slot in batch:
            if not (state.alive(eid) and slot in state.get(eid, Fight).slots):
                continue  # dead before this batch, or the slot went to a parry
            if out[eid]:  # taken out before this batch (WFRP-13: not by a blow of it)
                ctx.emit(E.SlotUsed(eid, slot, *out[eid]))
                continue
            yield from act(ctx, eid, slot, deaths)
            if deaths.forced:
                yield from forced_free_blows(ctx, deaths)
        settle(ctx, deaths)


def act(ctx, eid: int, slot: int, deaths: Deaths):
    state = ctx.state
    f = state.get(eid, Fight)
    first = not f.acted
    if first:
        ctx.emit(E.Set(eid, "Fight", "acted", True, "WFRP-30"))
        kit = state.get(eid, Kit)
        if kit.light and f.action.startswith(("fight", "charge", "stun", "draw")) and not kit.drawn:
            drop_light(ctx, eid)  # WFRP-20: dropping takes no time
        if not kit.drawn and kit.weapon and f.action.startswith(("fight", "charge", "stun", "draw")):
            whole = draw_loss(state, eid) is None
            ctx.emit(E.Set(eid, "Kit", "drawn", True, "WFRP-36"))
            if whole:  # WFRP-34/37: the draw takes the whole round
                _spend_all(ctx, eid, "drawing (WFRP-34)")
                return
        if f.bomb:
            yield from sputter(ctx, eid, deaths)
        fouled = state.get(eid, Kit).fouled
        if fouled.startswith("hang_fire:"):  # WFRP-120: the hung shot goes off now
            ctx.emit(E.Set(eid, "Kit", "fouled", "", "WFRP-120"))
            t = int(fouled.split(":")[1])
            if state.alive(t) and missile.band_of(state, eid, t) is not None:
                yield from shoot(ctx, eid, t, deaths)
        done = yield from turn(ctx, eid, slot, f.action, deaths)
        if done:
            return
    yield from blow(ctx, eid, slot, deaths)


def turn(ctx, eid: int, slot: int, action: str, deaths: Deaths):
    """The individual turn. Returns True when it used the slot (no blow follows)."""
    state = ctx.state
    verb, _, arg = action.partition(":")
    if verb in ("charge", "advance", "dive") and [x for x in state.get(eid, Fight).foes
                                          if state.alive(x) and geo.in_contact(state, eid, x)]:
        ctx.emit(E.Note(eid, "WFRP-44", "charged before its turn: it may not move, it fights"))
        return False
    if verb == "charge":
        t = int(arg)
        prof = state.get(eid, Profile)
        if state.alive(t) and geo.gap(state, eid, t) <= prof.M and charge_clear(state, eid, t, prof.M):
            ft = state.get(t, Fight)
            if ft.action == f"charge:{eid}" and ft.ei == state.get(eid, Fight).ei and not ft.acted:
                half = geo.gap(state, eid, t) / 2  # WFRP-45: they meet halfway
                ctx.emit(E.Charged(t, eid, "WFRP-45"))
                approach(ctx, t, eid, half)
                ctx.emit(E.Note(eid, "WFRP-45", "simultaneous charges meet halfway"))
            ctx.emit(E.Charged(eid, t))  # before the move: the arrow starts where it stood
            if approach(ctx, eid, t, prof.M):
                turn_to_face(ctx, t, eid)
                return False
        ctx.emit(E.Note(eid, "WFRP-15", "charge refused"))
        for s in list(state.get(eid, Fight).slots):
            ctx.emit(E.SlotUsed(eid, s, "lost", "WFRP-15"))
        return True
    if verb == "dive":
        t = int(arg)
        start = geo.pos(state, eid)
        reach = geo.rates(state.get(eid, Profile).M)["standard"]
        if state.alive(t) and approach(ctx, eid, t, reach, straight=False):
            out = climb_out(state, eid, start, reach)
            # WFRP-95: a defender that has had its turn may parry but not strike back
            no_reply = t if state.get(t, Fight).acted else 0
            ctx.emit(E.Set(eid, "Fight", "dive", [out[0], out[1], float(no_reply)], "WFRP-95"))
            if no_reply:
                ctx.emit(E.Note(t, "WFRP-95", "had its turn before the dive: it may parry, "
                                "not strike back"))
            return False  # a normal round of combat at the point of contact
        _spend_all(ctx, eid, "dive missed its mark")
        return True
    if verb == "advance":
        t = int(arg)
        if state.alive(t):
            approach(ctx, eid, t, geo.rates(state.get(eid, Profile).M)["standard"], straight=False)
        _spend_all(ctx, eid, "move (WFRP-14)")
        return True
    if verb == "flee":
        rate = ""
        if not state.get(eid, Fight).flight:  # WFRP-74: "cautious, standard, or running rate"
            rate = yield from ctx.decide(eid, "flight_rate",
                                         ListOptions(["running", "standard", "cautious"]))
        flee(ctx, eid, rate)
        _spend_all(ctx, eid, "flight (WFRP-74)")
        if state.options["fled_leave_field"] and not [
                x for x in state.entities if state.alive(x) and state.side[x] != state.side[eid]
                and geo.gap(state, eid, x) <= 2 * geo.rates(state.get(x, Profile).M)["standard"]]:
            ctx.emit(Removed(eid))
        return True
    if verb in ("shoot", "volley"):
        t, _, where = arg.partition(":")
        t = int(t)
        if not state.alive(t):
            _spend_all(ctx, eid, "target gone")
            return True
        if needs_aim(state, eid, t, where, verb == "volley") and state.get(eid, Fight).aim != arg:
            ctx.emit(E.Set(eid, "Fight", "aim", arg, "WFRP-114" if where else "WFRP-113"))
            _spend_all(ctx, eid, "aiming one round more (WFRP-113/114)")
            return True
        if state.get(eid, Fight).aim:
            ctx.emit(E.Set(eid, "Fight", "aim", "", "WFRP-113"))
        kit = state.get(eid, Kit)
        for _ in range(shots_a_round(kit.missile, kit.loaded)):  # WFRP-41: one target
            if not state.alive(t):
                break
            if state.get(eid, Kit).loaded <= 0:
                if missile.needs_loading(state, eid):
                    break
                ctx.emit(E.Set(eid, "Kit", "loaded", 1, "WFRP-97"))  # bows: load is part of the shot
            yield from shoot(ctx, eid, t, deaths, aimed=where, group=verb == "volley")
        _spend_all(ctx, eid, "missile (WFRP-32)")
        return True
    if verb == "load":
        _spend_all(ctx, eid, load_round(ctx, eid))
        return True
    if verb == "hold_grip":
        yield from keep_hold(ctx, eid, deaths)
        _spend_all(ctx, eid, "keeping the hold (WFRP-68)")
        return True
    if verb == "release":
        release(ctx, eid)
    if verb == "evade":
        evade(ctx, eid)
        _spend_all(ctx, eid, "running (WFRP-106)")
        return True
    if verb == "take_up":
        take_up(ctx, eid)
        _spend_all(ctx, eid, "take-up (WFRP-19)")
        return True
    if verb == "crawl_free":
        if test(ctx, eid, "WFRP-90", "S", state.get(eid, Profile).S):
            ctx.emit(E.Set(eid, "Fight", "prone", False, "WFRP-90"))
        _spend_all(ctx, eid, "crawling free (WFRP-90)")
        return True
    if verb == "cast":
        ctx.emit(E.Note(eid, "WFRP-18", "casts: the spell resolves now (spell effects are "
                        "outside this ruleset)"))
        _spend_all(ctx, eid, "casting (WFRP-18)")
        return True
    if verb in ("hold", "none", "draw", "release", "ready_shield"):
        _spend_all(ctx, eid, verb)
        return True
    return False


def needs_aim(state, eid: int, target: int, where: str, group: bool = False) -> bool:
    """WFRP-113/114: extreme range and sharpshooting take one whole round more (waived for
    group fire at 5 or more)."""
    if where:
        return True
    b = missile.band_of(state, eid, target)
    if group and len(missile.group_of(state, target)) >= 5:
        return False
    return b is not None and b[0] == "extreme"


def no_reply(state, diver: int, eid: int) -> bool:
    """WFRP-95: `eid` had its turn before `diver` dived on it this round."""
    dive = state.get(diver, Fight).dive
    return len(dive) > 2 and int(dive[2]) == eid


def _spend_all(ctx, eid: int, why: str) -> None:
    for s in list(ctx.state.get(eid, Fight).slots):
        ctx.emit(E.SlotUsed(eid, s, why))


def blow(ctx, eid: int, slot: int, deaths: Deaths):
    """A slot's blow: pick an opponent in contact and in front; switching costs a slot."""
    state = ctx.state
    f = state.get(eid, Fight)
    foes = [x for x in f.foes if state.alive(x) and geo.in_contact(state, eid, x)
            and geo.arc(state, eid, x) == "front" and not no_reply(state, x, eid)]
    if f.fleeing:
        ctx.emit(E.SlotUsed(eid, slot, "fleeing", "WFRP-73"))
        return
    if not foes:
        ctx.emit(E.SlotUsed(eid, slot, "no opponent in front", "WFRP-46"))
        return
    kit = state.get(eid, Kit)
    hands = foes + [f"{x}:offhand" for x in foes] if kit.offhand else foes
    pick = yield from ctx.decide(eid, "strike", ListOptions(hands + ["pass"]))
    offhand = isinstance(pick, str) and pick.endswith(":offhand")
    if offhand:
        pick = int(pick.split(":")[0])
    switch = pick != "pass" and f.target and pick != f.target
    ctx.emit(E.SlotUsed(eid, slot, "pass" if pick == "pass" else "switch" if switch else "blow",
                        "WFRP-40" if switch else "WFRP-31"))
    if pick == "pass":
        return
    if switch:
        ctx.emit(E.Set(eid, "Fight", "target", pick, "WFRP-40"))
        ctx.emit(E.Note(eid, "WFRP-40", "slot spent turning to a new opponent"))
        if state.options["switch_travel_cost"] and geo.gap(state, eid, pick) > 2 and f.slots:
            ctx.emit(E.SlotUsed(eid, max(f.slots), "travel to the new opponent", "WFRP-40"))
        return
    if not f.target:
        ctx.emit(E.Set(eid, "Fight", "target", pick, "WFRP-40"))
    if f.action == "grapple":
        yield from grapple(ctx, eid, pick)
        return
    yield from strike(ctx, eid, pick, deaths, stun=f.action == "stun", offhand=offhand)
