"""The horse as a second card-player (DS-06, DS-79): its own blows and its own deck, MOVE
(DS-150, DS-75 fast horses, DS-77 slowing on contact), WHEEL (DS-151), TRAMPLE PRONE FIGURE
(DS-152) and KICK (DS-153, through the arcs of DS-108)."""

from __future__ import annotations

from affray.components.destrier import Fighter, Ledger, Mount, Status
from affray.kernel.options import Options

from .. import events as E
from ..rules import costs as C
from ..rules import geometry as geo
from ..rules import horse as H
from ..rules import movement as mv
from ..rules.checks import check
from ..rules.hit import apply_damage
from ..tables.cs_tables import hook, value

FAST = ("canter", "gallop", "charge")


def is_horse_player(state, eid: int) -> bool:
    m = state.try_get(eid, Mount)
    return m is not None and state.alive(eid)


def horse_reason(state, eid: int, choice, tac_phase: bool = False) -> str | None:
    if not isinstance(choice, dict) or not isinstance(choice.get("cards"), list):
        return "DS-05: expected {\"cards\": [...], \"target\": id}"
    cards, target = choice["cards"], choice.get("target", 0)
    if len(set(cards)) != len(cards) or any(c not in C.HORSE for c in cards):
        return "DS-16: the horse's deck holds MOVE, WHEEL, TRAMPLE PRONE FIGURE and KICK, once each"
    if not isinstance(target, int) or (target and target not in state.side):
        return "DS-15: the target must be a figure id"
    left = state.get(eid, Ledger).horse_left
    cost = sum(C.HORSE_COST[c] for c in cards)
    if cost > left:
        return f"DS-79: the horse's cards cost {cost} blows, it has {left}"
    m = state.get(eid, Mount)
    if m.speed in FAST and left > 0 and cards != ["MOVE"] and not (tac_phase and not cards):
        return "DS-75: a horse at canter or faster plays only MOVE while it has blows"
    if "KICK" in cards and "TRAMPLE PRONE FIGURE" not in cards:
        if not target or target not in geo.enemy_contacts(state, eid):
            return "DS-153: a kick needs an enemy in contact"
        if geo.contact_label(state, eid, target) not in ("rear", "head"):
            return "DS-108: a horse kicks (or bites) through its tail or head side, not a long side"
    if "TRAMPLE PRONE FIGURE" in cards:
        if not target or not state.get(target, Status).prone or geo.gap(state, eid, target) > 1.0 + 1e-9:
            return "DS-152: TRAMPLE needs a prone figure within 1\""
    return None


class HorseOptions(Options):
    def __init__(self, state, eid: int, tac_phase: bool = False):
        self.state, self.eid, self.tac_phase = state, eid, tac_phase

    def legal(self, choice) -> str | None:
        """DS-75: with its TAC-phase card a fast horse need not play a MELEE card."""
        return horse_reason(self.state, self.eid, choice, self.tac_phase)

    def enumerate(self) -> list:
        s, e = self.state, self.eid
        foes = [f for f in s.entities if s.alive(f) and s.side[f] != s.side[e]]
        cands = [{"cards": [], "target": 0}, {"cards": ["MOVE"], "target": 0},
                 {"cards": ["WHEEL"], "target": 0, "angle": 90}]
        for f in foes:
            cands += [{"cards": ["KICK"], "target": f}, {"cards": ["TRAMPLE PRONE FIGURE"], "target": f},
                      {"cards": ["TRAMPLE PRONE FIGURE", "KICK"], "target": f}]
        return [c for c in cands if self.legal(c) is None] or [{"cards": [], "target": 0}]


def grant(ctx, eid: int) -> None:
    n = int(value(ctx.state, "blows_per_turn", eid))
    ctx.emit(E.Blows(eid, "grant", n, n, "DS-79", "horse blows", horse=True))


def pay(ctx, eid: int, play: dict) -> None:
    cost = sum(C.HORSE_COST[c] for c in play["cards"])
    if cost:
        left = ctx.state.get(eid, Ledger).horse_left - cost
        ctx.emit(E.Blows(eid, "spend", cost, left, "DS-79", "+".join(play["cards"]), horse=True))


def move(ctx, eid: int):
    """DS-150 (+1" for a Great Horse), DS-75 (+1/2", 1 1/2", 2" when fast), DS-77. A fast
    horse passes what it meets and exchanges with its targets (fast_horse.py)."""
    state = ctx.state
    m = state.get(eid, Mount)
    card = float(value(state, "horse_move_card", eid))
    dist = H.fast_move(H.horse_move(card, m.cls), m.speed)
    if m.speed in FAST and not m.riderless:
        from .fast_horse import move as fast_move
        yield from fast_move(ctx, eid, dist)
        return
    before = set(geo.enemy_contacts(state, eid))
    mv.advance(ctx, eid, state.get(eid, geo.Facing).dir, dist, "DS-150", why="horse MOVE")
    new = [e for e in geo.enemy_contacts(state, eid) if e not in before]
    if new and m.speed in FAST:
        ctx.emit(E.Set(eid, "Mount", "speed", H.slow_down(m.speed, len(new)), "DS-77"))


def wheel(ctx, eid: int, angle: float) -> None:
    """DS-151: spin in place; each figure in contact may be knocked down or stumble."""
    state = ctx.state
    m = state.get(eid, Mount)
    touching = geo.enemy_contacts(state, eid)  # those in contact when the spin begins
    mv.face(ctx, eid, state.get(eid, geo.Facing).dir + angle, 0.0, "DS-151")
    for other in touching:
        f = state.get(other, Fighter)
        chance = H.wheel_chance(m.weight, f.weight, "man_size" in f.flags)
        if chance is not None and check(ctx, eid, "DS-151", "wheel", chance):
            ctx.emit(E.Set(other, "Status", "prone", True, "DS-151"))
            if "man_size" in f.flags:
                ctx.emit(E.Set(other, "Status", "stunned", True, "DS-151"))


def strike(ctx, eid: int, play: dict) -> None:
    """DS-152 trample (+ kick for one more blow), DS-153 kick (the hand-to-hand KICK)."""
    state = ctx.state
    target = play.get("target", 0)
    cards = play["cards"]
    if "WHEEL" in cards:
        wheel(ctx, eid, float(play.get("angle", 90)))
    if not target or not state.alive(target):
        return
    if "TRAMPLE PRONE FIGURE" in cards:
        (chance, dmg), ph = hook(state, "trample", eid)
        hit = check(ctx, eid, "DS-152", "trample", chance, ph)
        ctx.emit(E.Struck(eid, target, "TRAMPLE PRONE FIGURE", chance, hit, "DS-152", ph))
        if hit:
            apply_damage(ctx, target, dmg, "DS-152", ph)
    if "KICK" in cards and state.alive(target):
        (chance, dmg), ph = hook(state, "kick", eid)
        hit = check(ctx, eid, "DS-153", "horse kick", chance, ph)
        ctx.emit(E.Struck(eid, target, "KICK", chance, hit, "DS-153", ph))
        if hit:
            apply_damage(ctx, target, dmg, "DS-153", ph)
