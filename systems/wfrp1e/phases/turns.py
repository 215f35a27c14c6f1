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
from ..rules.aim import ask_aim
from ..rules.closing import close, face
from ..rules.blow import Deaths, strike
from ..rules.tohit import is_unarmed as unarmed
from ..rules.checks import test
from ..rules.grapple import grapple, keep_hold, release
from ..rules.incapacity import condition, out_of_it
from ..rules.light import drop_light
from ..rules.misfire import explode, sputter, try_burnt_gun
from ..rules.mounted import slain_mount
from ..rules.takeup import draw_loss, take_up
from ..rules.movement import (approach, charge_clear, climb_out, evade, flee, move,
                              turn_to_face)
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
    """Each opponent in contact may strike one blow at the fleer's back (`free-blow`, asked
    of each in turn: descending EI, ties by id), aimed as any blow (`aim`)."""
    state = ctx.state
    f = state.get(fleer, Fight)
    strikers = sorted((x for x in f.foes if state.alive(x) and geo.in_contact(state, x, fleer)
                       and x not in deaths.pending and not condition(state, x)),
                      key=lambda x: (-state.get(x, Fight).ei, x))
    for s in strikers:
        if f.z > 0 and state.get(s, Fight).z == 0:
            ctx.emit(E.Note(fleer, "WFRP-96", "a flier leaving a ground fight is not fleeing"))
            continue
        if not (yield from ctx.decide(s, "free-blow", ListOptions([True, False]))):
            ctx.emit(E.Note(s, "WFRP-75", "lets the fleer go"))
            continue
        aimed = "" if unarmed(state, s) else (yield from ask_aim(ctx, s, fleer))
        yield from strike(ctx, s, fleer, deaths, free=True, aimed=aimed)


def order(state, together: frozenset = frozenset()) -> list[list[tuple[int, int]]]:
    """Batches of (entity, slot): by value downward, winners first on a tie unless they chose
    to strike with the others (`together`)."""
    entries = []
    for eid in state.entities:
        if state.alive(eid):
            f = state.get(eid, Fight)
            for s in f.slots:
                entries.append((-s, 0 if f.winning and eid not in together else 1, eid, s))
    entries.sort()
    batches: list[list[tuple[int, int]]] = []
    key = None
    for neg, w, eid, s in entries:
        if (neg, w) != key:
            batches.append([])
            key = (neg, w)
        batches[-1].append((eid, s))
    return batches


def first_on_a_tie(ctx):
    """WFRP-13: "characters who are winning may always strike first if I are equal": each
    winner with a slot level with a loser's says whether it goes first (`strike-first`).
    Returns the winners who strike together with the others."""
    state = ctx.state
    alive = [e for e in state.entities if state.alive(e)]
    losers = {s for e in alive if not state.get(e, Fight).winning for s in state.get(e, Fight).slots}
    together = []
    for eid in alive:
        f = state.get(eid, Fight)
        if f.winning and losers.intersection(f.slots):
            if not (yield from ctx.decide(eid, "strike-first", ListOptions([True, False]))):
                together.append(eid)
    return frozenset(together)


def slots(ctx, deaths: Deaths):
    state = ctx.state
    together = yield from first_on_a_tie(ctx)
    for batch in order(state, together):
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
            if f.action == "look_down_barrel":
                explode(ctx, eid, deaths, where="head")  # WFRP-120: a point-blank head shot
            elif state.alive(t) and missile.band_of(state, eid, t) is not None:
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
                yield from turn_to_face(ctx, t, eid)
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
    if verb == "move":
        yield from move(ctx, eid, arg)
        _spend_all(ctx, eid, f"{arg} move (WFRP-14)")
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
    if verb == "nock":
        ctx.emit(E.Set(eid, "Kit", "loaded", 1, "WFRP-115"))
        _spend_all(ctx, eid, "nocking (WFRP-115)")
        return True
    if verb == "hold_grip":
        yield from keep_hold(ctx, eid, deaths)
        _spend_all(ctx, eid, "keeping the hold (WFRP-68)")
        return True
    if verb == "release":
        release(ctx, eid)
    if verb == "evade":
        yield from evade(ctx, eid)
        _spend_all(ctx, eid, "running (WFRP-106)")
        return True
    if verb == "take_up":
        take_up(ctx, eid)
        _spend_all(ctx, eid, "take-up (WFRP-19)")
        return True
    if verb == "try_gun":
        try_burnt_gun(ctx, eid, deaths)
        _spend_all(ctx, eid, "trying a burnt-in gun (WFRP-120)")
        return True
    if verb == "look_down_barrel":
        _spend_all(ctx, eid, "looking down the barrel (WFRP-120)")
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
    """WFRP-113/114: extreme range and sharpshooting take one whole round more; the GM may
    waive the extreme-range round (option `extreme_aim_waived`: for group fire at 5 or more,
    always, or never)."""
    if where:
        return True
    b = missile.band_of(state, eid, target)
    waived = state.options["extreme_aim_waived"]
    if waived == "always" or (waived == "group_of_5" and group
                              and len(missile.group_of(state, target)) >= 5):
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
    """A slot's blow: pick an opponent in contact and in front, or turn to face one at the
    flank or rear, or move to an opponent it is engaged with a few yards off (WFRP-40/46: the
    turn or the move costs the slot, a move of over 2 yards one more with
    `switch_travel_cost`); switching costs a slot; then where the blow is aimed (WFRP-54/58)."""
    state = ctx.state
    f = state.get(eid, Fight)
    if f.fleeing:
        ctx.emit(E.SlotUsed(eid, slot, "fleeing", "WFRP-73"))
        return
    near = [x for x in f.foes if state.alive(x) and geo.in_contact(state, eid, x)
            and not no_reply(state, x, eid)]
    foes = [x for x in near if geo.arc(state, eid, x) == "front"]
    behind = [f"face:{x}" for x in near if x not in foes]
    reach = geo.rates(state.get(eid, Profile).M)["standard"]
    behind += [f"close:{x}" for x in f.foes if state.alive(x) and x not in near
               and not geo.in_contact(state, eid, x) and state.get(x, Fight).z == f.z
               and geo.gap(state, eid, x) <= reach]
    if not foes and not behind:
        ctx.emit(E.SlotUsed(eid, slot, "no opponent in front", "WFRP-46"))
        return
    kit = state.get(eid, Kit)
    hands = foes + [f"{x}:offhand" for x in foes] if kit.offhand else foes
    pick = yield from ctx.decide(eid, "strike", ListOptions(hands + behind + ["pass"]))
    if isinstance(pick, str) and pick.startswith("face:"):
        face(ctx, eid, slot, int(pick[5:]))
        return
    if isinstance(pick, str) and pick.startswith("close:"):
        close(ctx, eid, slot, int(pick[6:]))
        return
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
    stun = f.action == "stun"  # every blow of the round; else a stun may be named blow by blow
    aimed = "" if stun or unarmed(state, eid) else (yield from ask_aim(ctx, eid, pick, True))
    if aimed == "stun":
        stun, aimed = True, ""
    yield from strike(ctx, eid, pick, deaths, stun=stun, offhand=offhand, aimed=aimed)
