"""The melee step: DS-57..DS-60 (TAC phase), DS-83..DS-93 (card rounds), DS-91 (blow
ledger), DS-124 (free first ASP), DS-118 (agile MOVE), DS-155 (deck modes: commit order)."""

from __future__ import annotations

from affray.components.destrier import Fighter, Kit, Ledger, Mount, Status, Turn
from affray.kernel.events import PhaseStarted
from affray.kernel.options import ListOptions
from affray.kernel.sealed import Seal

from .. import events as E
from . import horse_cards as HC
from ..rules import contacts as CT
from ..rules import costs as C
from ..rules import exchange as X
from ..rules import geometry as geo
from ..rules import tac_cards as T
from ..rules.grapple import stand_up
from ..rules.legal import DODGE_DIR, MeleeOptions, TacOptions, free_space
from ..tables.cs_tables import value

DIRECTIONS = ["DODGE LEFT", "DODGE RIGHT", "DODGE BACK"]


def grant_blows(ctx) -> None:
    """DS-91: blows_per_turn + bonus_blows (+2 berserk, DS-112) at the start of the melee."""
    state = ctx.state
    for eid in state.entities:
        if not state.alive(eid):
            continue
        n = int(value(state, "blows_per_turn", eid)) + int(value(state, "bonus_blows", eid))
        if state.get(eid, Status).berserk:
            n += 2
        given = ctx.scenario.combatants[eid - 1].blows
        if given is not None and state.round == 1:
            n = given  # Y.6: the scenario starts with explicit remaining blows
        ctx.emit(E.Blows(eid, "grant", n, n, "DS-91", "blows_per_turn"))
        debt = state.get(eid, Turn).pivot_debt
        if debt:
            ctx.emit(E.Blows(eid, "spend", debt, max(0, n - debt), "DS-42", "pivot after contact"))
        if HC.is_horse_player(state, eid):
            HC.grant(ctx, eid)


def forfeit_blows(ctx) -> None:
    """DS-91: blows not used by the end of the turn are lost."""
    state = ctx.state
    for eid in state.entities:
        left = state.get(eid, Ledger).left
        if left and state.alive(eid):
            ctx.emit(E.Blows(eid, "forfeit", left, 0, "DS-91", "end of turn"))
        hl = state.get(eid, Ledger).horse_left
        if hl and state.alive(eid):
            ctx.emit(E.Blows(eid, "forfeit", hl, 0, "DS-91", "end of turn", horse=True))


def commit_order(state, figs: list[int]) -> list[int]:
    """DS-155: `full` commits by id; `one_side_cards` lets the deck-holding side (the first)
    commit first, the other side after, without seeing them."""
    if state.options["deck_mode"] == "full":
        return sorted(figs)
    return sorted(figs, key=lambda e: (state.side[e], e))


def melee_step(ctx, w1: int, w2: int):
    state = ctx.state
    ctx.emit(PhaseStarted("melee"))
    grant_blows(ctx)
    from ..rules.berserk import interventions
    yield from interventions(ctx)  # DS-113
    figs = [e for e in state.entities if state.alive(e)]
    yield from card_round(ctx, figs, w1, w2, tac_phase=True, number=0)
    idle = 0
    number = 0
    while True:
        part = participants(state)
        if not part or not any(state.get(e, Ledger).left > 0 or state.get(e, Ledger).horse_left > 0
                               for e in part):
            break
        number += 1
        spent = sum(state.get(e, Ledger).spent for e in state.entities)
        yield from card_round(ctx, part, w1, w2, tac_phase=False, number=number)
        idle = idle + 1 if sum(state.get(e, Ledger).spent for e in state.entities) == spent else 0
        if idle >= state.options["idle_rounds_limit"]:  # DS-93
            ctx.emit(E.Note(0, "DS-93", f"{idle} card rounds with no blow spent: the phase ends"))
            break
    forfeit_blows(ctx)


def tac_eligible(state, eid: int) -> bool:
    """DS-83: not touching an enemy, and a move of 3" (2" by switch) could reach one."""
    if geo.enemy_contacts(state, eid):
        return False
    return geo.enemy_within(state, eid, float(state.options["melee_tac_reach"]))


def participants(state) -> list[int]:
    return [e for e in state.entities if state.alive(e)
            and (geo.enemy_contacts(state, e) or tac_eligible(state, e))]


def card_round(ctx, figs: list[int], w1: int, w2: int, *, tac_phase: bool, number: int):
    """DS-86: choose TAC cards, choose MELEE cards, reveal (DODGE down), guesses, reveal
    DODGE, TAC then MOVE movement, blows in strike order, mandatory movement."""
    state = ctx.state
    ctx.emit(E.CardRound(number))
    seal = Seal(ctx)
    plays: dict[int, dict] = {}
    tacs: dict[int, dict] = {}
    for eid in commit_order(state, figs):
        if tac_phase or tac_eligible(state, eid):  # DS-57, DS-83
            moved_against = state.get(eid, Turn).moved_against
            tacs[eid] = yield from seal.ask(eid, "tac", TacOptions(state, eid, moved_against, tac_phase))
        tac_card = tacs[eid]["card"] if eid in tacs and tacs[eid]["card"] else None
        plays[eid] = yield from seal.ask(eid, "melee", MeleeOptions(
            state, eid, in_tac_phase=tac_phase, tac_card=tac_card,
            left=state.get(eid, Ledger).left - C.tac_cost(tac_card, tac_phase, by=state.options["tac_cost_by"])))
    horse: dict[int, dict] = {}
    for eid in commit_order(state, figs):  # DS-79: the horse chooses its own cards
        if HC.is_horse_player(state, eid) and state.get(eid, Ledger).horse_left > 0:
            horse[eid] = yield from seal.ask(eid, "horse", HC.HorseOptions(state, eid, tac_phase))
    for eid in sorted(plays):  # DS-133: dogs, wolves and cats dodge for free when not charging
        if "auto_dodge" in state.get(eid, Fighter).flags and not state.get(eid, Turn).charged \
                and geo.enemy_contacts(state, eid) and not any(c in DIRECTIONS for c in plays[eid]["cards"]):
            dirs = [d for d in DIRECTIONS if free_space(state, eid, state.get(eid, geo.Facing).dir + DODGE_DIR[d])]
            if dirs:
                d = yield from seal.ask(eid, "free_dodge", ListOptions(dirs))
                plays[eid] = {**plays[eid], "cards": plays[eid]["cards"] + [d], "free_dodge": True}
                seal.open(eid, "free_dodge", "DODGE", keep="dodge", secret=d)
    attacker = w2
    order = [attacker] + [s for s in range(len(state.sides)) if s != attacker]
    # TAC cards: the attacker's side reveals and moves first, then the defender's (DS-58)
    kd_done: set[int] = set()
    before = CT.snapshot(state)
    for side in order:
        for eid in sorted(e for e in tacs if state.side[e] == side):
            if eid in kd_done:
                continue
            t = seal.open(eid, "tac")
            if not t["card"]:
                continue
            if state.try_get(eid, Mount) is not None and not state.get(eid, Mount).riderless:
                ctx.emit(E.Set(eid, "Mount", "forward", t["card"], "DS-73"))
            yield from _keep_distance_reactions(ctx, seal, tacs, eid, t, tac_phase, kd_done)
            if not state.alive(eid):
                continue
            moved = T.do_tac(ctx, eid, t["card"], t.get("target", 0), not tac_phase,
                             T.chosen_distance(t))
            cost = C.tac_cost(t["card"], tac_phase, moved=moved > 0, by=state.options["tac_cost_by"])
            _spend(ctx, eid, cost, "DS-70", t["card"])
        seal.close_batch()
    # MELEE cards: all revealed but DODGE (DS-60, DS-86.3)
    dodges: dict[int, str] = {}
    for eid in sorted(plays):
        p = plays[eid]
        dodge = next((c for c in p["cards"] if c in DIRECTIONS), None)
        if dodge and p.get("free_dodge"):
            seal.open(eid, "melee", {**p, "cards": [c for c in p["cards"] if c != dodge]})
            dodges[eid] = dodge
        elif dodge:
            shown = {**p, "cards": [c for c in p["cards"] if c != dodge] + ["DODGE"]}
            seal.open(eid, "melee", shown, keep="dodge", secret=dodge)
            dodges[eid] = dodge
        else:
            seal.open(eid, "melee")
    seal.close_batch()
    # DS-129: every opponent in contact with a dodger names a direction, then the reveal
    guesses: dict[tuple[int, int], str] = {}
    foes: dict[int, list[int]] = {}
    for dodger in sorted(dodges):
        foes[dodger] = geo.enemy_contacts(state, dodger)
        for foe in foes[dodger]:
            guesses[(foe, dodger)] = yield from ctx.decide(foe, "guess_dodge", ListOptions(DIRECTIONS))
        seal.open(dodger, "dodge")
    seal.close_batch()
    for eid in sorted(horse):
        seal.open(eid, "horse")
    seal.close_batch()
    for eid in sorted(plays):
        _pay(ctx, eid, plays[eid])
    for eid in sorted(horse):
        HC.pay(ctx, eid, horse[eid])
        if "MOVE" in horse[eid]["cards"] and state.alive(eid):
            yield from HC.move(ctx, eid)
    moves = {e for e in plays if "MOVE 1\"" in plays[e]["cards"] and not plays[e].get("stand_up")}
    for eid in sorted(moves):  # DS-86.5: MOVE 1" after the TAC moves
        move = {"card": "MOVE 1\"", "target": plays[eid].get("target", 0)}
        yield from _keep_distance_reactions(ctx, seal, tacs, eid, move, tac_phase, kd_done)  # DS-65
        if state.alive(eid):
            _move_card(ctx, eid, plays[eid])
    movers = {e for e in tacs if tacs[e].get("card")} | moves
    if not tac_phase:  # TAC-phase contacts use the phase-2 initiative (DS-31)
        yield from CT.record_new_contacts(ctx, before, movers)  # DS-84
    yield from CT.reactive_turns(ctx, before)  # DS-90
    info = {"first_side": attacker, "guesses": guesses, "dodges": dodges, "dodge_foes": foes,
            "role": lambda a, d: _role(state, a, d, w1, w2),
            "tacs": lambda a, d: _tmm_tacs(state, tacs, a, d, w1, w2)}
    follow = X.resolve(ctx, plays, info)
    for eid in sorted(horse):
        if state.alive(eid):
            HC.strike(ctx, eid, horse[eid])
    for s, r in follow:  # DS-56 step 8: flurry or shield bash after a miss
        if r.parried_miss:
            yield from X.flurry(ctx, s.dfd, s.att, info)
        elif r.asp_large_miss:
            yield from X.shield_bash(ctx, s.dfd, s.att)
    yield from X.dodge_moves(ctx, plays, info)  # DS-86.7
    for eid in sorted(plays):  # DS-86.7, DS-103: a MOVE 1" spent on getting up
        if plays[eid].get("stand_up") and state.alive(eid):
            if not stand_up(ctx, eid):
                ctx.emit(E.Note(eid, "DS-103", "fails to stand (d6 above 4): still flat"))
    for eid in sorted(plays):  # DS-88: the PSP-only streak
        if not state.alive(eid):
            continue
        streak = state.get(eid, Turn).psp_streak
        new = streak + 1 if plays[eid]["cards"] == ["PASSIVE SHIELD PARRY"] else 0
        if new != streak:
            ctx.emit(E.Set(eid, "Turn", "psp_streak", new, "DS-88"))


def _keep_distance_reactions(ctx, seal, tacs, mover, t, tac_phase, done):
    """DS-65: a KEEP DISTANCE holder approached by this card reacts before the move, whether
    its card is still face down (the defender's side) or was turned up first (the attacker's
    side, which then paid for a card that did not move and pays the rest of a retreat)."""
    state = ctx.state
    for holder in sorted(tacs):
        if holder in done or state.side[holder] == state.side[mover] or not state.alive(holder):
            continue
        if tacs[holder].get("card") != "KEEP DISTANCE":
            continue
        if not T.approaches(state, mover, t["card"], t.get("target", 0), holder):
            continue
        react = yield from ctx.decide(holder, "keep_distance_reaction", ListOptions(["retreat", "stand"]))
        sealed = seal.has(holder, "tac")
        if sealed:
            seal.open(holder, "tac")
        done.add(holder)
        if react == "retreat":
            T.retreat(ctx, holder, not tac_phase, "DS-65")
        paid = 0 if sealed else C.tac_cost("KEEP DISTANCE", tac_phase)
        _spend(ctx, holder, C.tac_cost("KEEP DISTANCE", tac_phase, converted=react == "retreat") - paid,
               "DS-70", "KEEP DISTANCE")


def _spend(ctx, eid: int, cost: int, ds: str, what: str) -> None:
    if cost <= 0:
        return
    left = max(0, ctx.state.get(eid, Ledger).left - cost)
    ctx.emit(E.Blows(eid, "spend", cost, left, ds, what))


def _pay(ctx, eid: int, play: dict) -> None:
    """DS-92 costs at the reveal; the first ASP of the turn (DS-124) and an agile figure's
    MOVE (DS-118) are logged as free uses."""
    state = ctx.state
    turn, f = state.get(eid, Turn), state.get(eid, Fighter)
    led = state.get(eid, Ledger)
    cards = [c for c in play["cards"] if not (play.get("free_dodge") and c in DIRECTIONS)]
    n = int(play.get("spells", 1)) if "CAST SPELL" in cards else 0
    rising = bool(play.get("stand_up"))
    cost = C.melee_cost(cards, free_asp=not turn.free_asp_used, agile="agile" in f.flags and not rising,
                        spells_before=turn.spells, spells=max(1, n),
                        stow=bool(play.get("stow", False)))
    if "ACTIVE SHIELD PARRY" in cards and not turn.free_asp_used:
        ctx.emit(E.Blows(eid, "free", 0, led.left, "DS-124", "first ASP"))
        ctx.emit(E.Set(eid, "Turn", "free_asp_used", True, "DS-124"))
    if "MOVE 1\"" in cards and "agile" in f.flags and not rising:
        ctx.emit(E.Blows(eid, "free", 0, led.left, "DS-118", "agile MOVE"))
    _mix_hand_and_weapon(ctx, eid, cards)
    _spend(ctx, eid, cost, "DS-92", "+".join(cards))
    if n:
        ctx.emit(E.Set(eid, "Turn", "spells", turn.spells + n, "DS-99"))
        levels = int(play.get("levels", n))
        ctx.emit(E.Set(eid, "Turn", "spell_levels", turn.spell_levels + levels, "DS-99"))
    if "PREPARE SPELL" in cards:
        ctx.emit(E.Set(eid, "Turn", "prepared", turn.prepared + 1, "DS-98"))
    if "CAST SPELL" in cards and f.mage not in ("enchanter", "skald", "bard"):
        ctx.emit(E.Set(eid, "Turn", "prepared", 0, "DS-98"))
    if "FIRE/THROW MISSILE" in cards or "RELOAD MISSILE WEAPON" in cards:
        ctx.emit(E.Set(eid, "Turn", "fired", True, "DS-96"))
    if "RELOAD MISSILE WEAPON" in cards:
        ctx.emit(E.Set(eid, "Kit", "loaded", True, "DS-95"))
    if "DRAW WEAPON" in cards:
        _draw(ctx, eid, turn.fired)


def _mix_hand_and_weapon(ctx, eid: int, cards: list[str]) -> None:
    """DS-105: once hand-to-hand and weapon blows are mixed in a turn, the turn's blows
    become (weapon + hand-to-hand) / 2; the difference is forfeited."""
    from ..rules.costs import h2h_blows
    state = ctx.state
    turn, led = state.get(eid, Turn), state.get(eid, Ledger)
    hand = any(c in ("PUNCH", "KICK") for c in cards)
    weapon = any(c in ("DELIVER BLOW", "GREAT BLOW", "WEAPON PLAY") for c in cards)
    if hand and not turn.hand_used:
        ctx.emit(E.Set(eid, "Turn", "hand_used", True, "DS-105"))
    if weapon and not turn.weapon_used:
        ctx.emit(E.Set(eid, "Turn", "weapon_used", True, "DS-105"))
    if turn.mixed or not (turn.hand_used and turn.weapon_used):
        return
    ctx.emit(E.Set(eid, "Turn", "mixed", True, "DS-105"))
    total = h2h_blows(led.left + led.spent, int(value(state, "hand_to_hand_blows", eid)),
                      state.options["h2h_round"])
    new_left = max(0, total - led.spent)
    if new_left < led.left:
        ctx.emit(E.Blows(eid, "forfeit", led.left - new_left, new_left, "DS-105", "hand and weapon mixed"))


def _draw(ctx, eid: int, fired: bool) -> None:
    """DS-97: take the first ready weapon in hand; DS-96: after missiles, 1 more blow and
    the bonus blows are lost."""
    state = ctx.state
    kit = state.get(eid, Kit)
    new, rest = kit.drawn[0], kit.drawn[1:]
    ctx.emit(E.Set(eid, "Kit", "drawn", rest, "DS-97"))
    ctx.emit(E.Set(eid, "Kit", "weapon", new, "DS-97"))
    cls = {"sword": ("L", "sword"), "axe": ("LH", "club"), "mace": ("LH", "club"),
           "dagger": ("L", "sword"), "spear": ("L", "spear")}.get(new, ("L", "sword"))
    ctx.emit(E.Set(eid, "Kit", "wclass", cls[0], "DS-97"))
    ctx.emit(E.Set(eid, "Kit", "wkind", cls[1], "DS-97"))
    if fired:
        bonus = int(value(state, "bonus_blows", eid))
        _spend(ctx, eid, 1, "DS-96", "draw after missiles")
        if bonus:
            left = max(0, state.get(eid, Ledger).left - bonus)
            ctx.emit(E.Blows(eid, "forfeit", bonus, left, "DS-96", "bonus blows"))


def _move_card(ctx, eid: int, play: dict) -> None:
    """DS-117: 1" toward the named target, or straight ahead."""
    state = ctx.state
    target = play.get("target", 0)
    heading = geo.bearing(state, eid, target) if target and state.alive(target) \
        else state.get(eid, geo.Facing).dir
    from ..rules import movement as mv
    mv.advance(ctx, eid, heading, 1.0, "DS-117", why="MOVE 1\"")
    if state.get(eid, Turn).as_stand_ground is False:
        ctx.emit(E.Set(eid, "Turn", "as_stand_ground", True, "DS-71"))


def _role(state, a: int, d: int, w1: int, w2: int) -> str:
    """DS-31: the TMM attacker of a pair is the phase-2 winner, or phase-1's if they met then."""
    phase = state.get(a, Status).contact_phase.get(str(d), 2)
    if phase >= 3:  # DS-84: met in the melee step
        return "attacker" if phase == 3 else "defender"
    side = w1 if phase == 1 else w2
    return "attacker" if state.side[a] == side else "defender"


def _tmm_tacs(state, tacs, a, d, w1, w2) -> tuple[str, str]:
    def card(e):
        m = state.try_get(e, Mount)
        if m is not None and m.forward:
            return m.forward  # DS-73: the horse's card holds for every lookup this turn
        if state.get(e, Turn).as_stand_ground:
            return "STAND GROUND"  # DS-71
        return tacs.get(e, {}).get("card", "STAND GROUND")
    if _role(state, a, d, w1, w2) == "attacker":
        return card(a), card(d)
    return card(d), card(a)
