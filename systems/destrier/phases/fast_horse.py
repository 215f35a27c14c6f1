"""A horse at canter or faster in the MELEE phase (its MOVE card, DS-75) passes the figures
on its line: DS-80 (a lance strikes a target passing within 1/2" of a long side, or ending the
move within 1" of the head side), DS-81 (other weapons: the horse touches the target on the
rider's shield or sword side; a target too large to pass is bashed both ways and the horse
goes on unless it stumbles), DS-77 (one speed category lost per figure touched) and DS-78
(each target chooses a TAC card as the horse closes, or stands ground if already in contact
with an enemy, and a MELEE card; the rider chooses his MELEE card; resolved as in a charge:
a target with neither pike nor pole arm replies only if it survives the lance).

The exchange is a card exchange of the MELEE phase: its MELEE cards cost their usual blows
(DS-92); the target's TAC card is imposed by the horse's approach and costs none (DS-70)."""

from __future__ import annotations

from affray.components.destrier import Fighter, Kit, Ledger, Mount, Status
from affray.kernel.geometry import stands as G
from affray.kernel.options import ListOptions
from affray.kernel.sealed import Seal

from .. import events as E
from ..rules import costs as C
from ..rules import geometry as geo
from ..rules import horse as H
from ..rules import passage as PS
from ..rules import tac_cards as T
from ..rules.exchange import melee_lance_break
from ..rules.hit import apply_damage, blow
from ..rules.legal import MeleeOptions, TacOptions, can_strike
from ..rules.pair_initiative import pair_initiative

LONG_SIDES = ("shield", "sword")   # the rider's sides of a horse stand (DS-11)
LONG_REACH = {"lance": 0.5, "pike": 0.5, "polearm": 0.5, "flail": 0.5}  # DS-80; DS-51 reach


def _edge(poly, labels, name):
    k = labels.index(name)
    return [poly[k], poly[(k + 1) % len(poly)]]


def windows(state, h: int, heading: float, dist: float, skip: set[int]) -> list[tuple[float, int]]:
    """(travel, target) for every enemy a long side passes within the rider's reach during
    the move: 1/2" with a lance (DS-80; pike, pole arm and flail alike), touching otherwise
    (DS-81). The exchange comes at the first touch, or else at the closest passage, where a
    target without reach can reply only if touched (DS-145)."""
    poly, labels = geo.poly(state, h), geo.labels(state.get(h, geo.Stand))
    reach = LONG_REACH.get(state.get(h, Kit).wkind, geo.EPS)
    out = []
    for t in sorted(state.entities):
        if t == h or t in skip or not state.alive(t) or state.side[t] == state.side[h] \
                or not geo.near(state, h, t, dist + reach):
            continue
        tp = geo.poly(state, t)
        moments = [G.reach_moment(_edge(poly, labels, s), heading, dist, tp, reach) for s in LONG_SIDES]
        if all(m is None for m in moments) or any(m is not None and m <= 1e-9 for m in moments):
            continue  # never in the window, or already in it: passed by an earlier MOVE
        touch = G.first_contact(poly, heading, dist, tp)
        out.append((touch if touch is not None else G.closest_passage(poly, heading, dist, tp)[0], t))
    return out


def head_targets(state, h: int, skip: set[int]) -> list[int]:
    """DS-80: with a lance, enemies within 1" of the head side when the move ends."""
    if state.get(h, Kit).wkind != "lance":
        return []
    head = _edge(geo.poly(state, h), geo.labels(state.get(h, geo.Stand)), "head")
    return [t for t in sorted(state.entities) if t != h and t not in skip and state.alive(t)
            and state.side[t] != state.side[h] and geo.near(state, h, t, 1.0)
            and G.distance(head, geo.poly(state, t)) <= 1.0 + 1e-9]


def _near_head(state, h: int) -> set[int]:
    return set(head_targets(state, h, set()))


def move(ctx, h: int, dist: float):
    """The fast horse's MOVE: along its heading through what it meets, an exchange with each
    target whose window opens (DS-78), then the head-side targets at the end."""
    state = ctx.state
    heading = state.get(h, geo.Facing).dir
    start = set(geo.enemy_contacts(state, h))
    done = start | _near_head(state, h)  # already at the head when the move begins

    def meet(t):
        def run():
            if t not in done:
                done.add(t)
                yield from closing(ctx, h, t)
        return run

    def on_contact(o):
        yield from ()
        m = state.get(h, Mount)
        if state.side[o] != state.side[h] and m.speed in H.SPEEDS[3:]:
            ctx.emit(E.Set(h, "Mount", "speed", H.slow_down(m.speed, 1), "DS-77"))
        stop = state.alive(o) and PS.too_large_to_pass(state, h, o) and not PS.mutual_bash(ctx, h, o)
        return 0.0, stop

    marks = [(t_, tgt, meet(tgt)) for t_, tgt in windows(state, h, heading, dist, start)]
    yield from PS.pass_along(ctx, h, heading, dist, on_contact=on_contact, waypoints=marks,
                             touched=set(geo.contacts(state, h)), ds="DS-150", why="horse MOVE")
    for t in head_targets(state, h, done):
        done.add(t)
        yield from closing(ctx, h, t)


def closing(ctx, h: int, t: int):
    """DS-78: the target's TAC card (or an automatic STAND GROUND) and MELEE card, the
    rider's MELEE card, all sealed; then the TAC move and the blows, charge-fashion."""
    state = ctx.state
    if not (state.alive(h) and state.alive(t)):
        return
    seal = Seal(ctx)
    held = [e for e in geo.enemy_contacts(state, t) if e != h]
    if held:
        tac = {"card": "STAND GROUND", "target": 0}
        ctx.emit(E.Note(t, "DS-78", "already in contact with an enemy: stands ground"))
    else:
        tac = yield from seal.ask(t, "tac", TacOptions(state, t, tac_phase=True))
    cards = {}
    cards[t] = yield from seal.ask(t, "melee", MeleeOptions(
        state, t, in_tac_phase=False, tac_card=tac["card"] or None, left=state.get(t, Ledger).left))
    cards[h] = yield from seal.ask(h, "melee", MeleeOptions(
        state, h, in_tac_phase=False, tac_card=None, left=state.get(h, Ledger).left))
    if not held:
        seal.open(t, "tac")
        seal.close_batch()
    if tac["card"]:
        T.do_tac(ctx, t, tac["card"], tac.get("target", 0), True,  # imposed: no blows
                 T.chosen_distance(tac))
    dodge = next((c for c in cards[t]["cards"] if c in C.DODGES), None)
    seal.open(h, "melee")
    if dodge:
        seal.open(t, "melee", {**cards[t], "cards": [c for c in cards[t]["cards"] if c != dodge] + ["DODGE"]},
                  keep="dodge", secret=dodge)
    else:
        seal.open(t, "melee")
    seal.close_batch()
    guess = None
    if dodge:  # DS-129: the rider names a direction before the DODGE is faced
        guess = yield from ctx.decide(h, "guess_dodge", ListOptions(["DODGE LEFT", "DODGE RIGHT", "DODGE BACK"]))
        seal.open(t, "dodge")
        seal.close_batch()
    for e in (h, t):
        _pay(ctx, e, cards[e]["cards"])
    if held:  # DS-84: the figure already in melee is the TMM defender
        role = "attacker"
    else:
        won = yield from pair_initiative(ctx, h, t)
        role = "attacker" if won == state.side[h] else "defender"
    mine = state.get(h, Mount).forward or H.FORWARD[state.get(h, Mount).speed]  # DS-73
    theirs = tac["card"] or "STAND GROUND"
    tacs = (mine, theirs) if role == "attacker" else (theirs, mine)
    _blows(ctx, h, t, cards, tacs, role, guess == dodge and dodge is not None)


def _pay(ctx, eid: int, cards: list[str]) -> None:
    """DS-92 at the reveal; the first ASP of a turn is free (DS-124)."""
    from affray.components.destrier import Turn
    state = ctx.state
    turn = state.get(eid, Turn)
    cost = C.melee_cost(cards, free_asp=not turn.free_asp_used, agile="agile" in state.get(eid, Fighter).flags)
    if "ACTIVE SHIELD PARRY" in cards and not turn.free_asp_used:
        ctx.emit(E.Set(eid, "Turn", "free_asp_used", True, "DS-124"))
    if cost:
        left = max(0, state.get(eid, Ledger).left - cost)
        ctx.emit(E.Blows(eid, "spend", cost, left, "DS-78", "+".join(cards)))


def _attack(play: dict, foe: int) -> str | None:
    if play.get("target") != foe:
        return None
    return next((c for c in play["cards"] if c in C.ATTACKS), None)


def _blows(ctx, h: int, t: int, cards: dict, tacs: tuple[str, str], role: str, guessed: bool):
    """Lance against a shorter weapon: the rider first, and a target with neither pike nor
    pole arm replies only if it survived on its feet (DS-78, DS-144); otherwise together.
    `tacs` is (TMM attacker's card, defender's card); `role` the rider's."""
    state = ctx.state
    ra, ta = _attack(cards[h], t), _attack(cards[t], h)
    wk = state.get(t, Kit).wkind
    first = state.get(h, Kit).wkind == "lance" and wk not in ("lance", "pike", "polearm")
    pending = []
    if ra and can_strike(state, h, t) is None:
        r = blow(ctx, h, t, ra, role=role, tacs=tacs, dfd_cards=cards[t]["cards"],
                 halve_dodge=guessed, bash_bonus=35 if guessed else 0, ds="DS-78")
        melee_lance_break(ctx, h, t)
        if first:
            apply_damage(ctx, t, r.damage, "DS-78", r.placeholder)
        else:
            pending.append((t, r))
    elif ra:
        ctx.emit(E.Note(h, "DS-80", f"{t} out of reach"))
    survived = state.alive(t) and not state.get(t, Status).prone
    if ta and survived and can_strike(state, t, h) is None:
        other = "defender" if role == "attacker" else "attacker"
        r = blow(ctx, t, h, ta, role=other, tacs=tacs, dfd_cards=cards[h]["cards"], ds="DS-78")
        pending.append((h, r))
    elif ta and not survived:
        ctx.emit(E.Note(t, "DS-78", "did not survive the lance: no counterattack"))
    for e, r in pending:
        apply_damage(ctx, e, r.damage, "DS-78", r.placeholder)
