"""The attack phase: who acts, in what order, and the second-shot pass.

TFT-19 (options may be re-declared until the attack phase begins), TFT-20 (descending adjDX,
range left out; ties by dice, re-rolled among the still tied), TFT-21 (second shots after
every first attack), TFT-22 (a figure down, out or dead when its slot comes loses its attack),
TFT-25 (only "attack" options attack), TFT-26 (one target a turn), TFT-96 (two shots a turn).

The order is fixed once, when the phase begins, from each attacker's declared target and kind
(option `attack_order_resort` re-sorts what is left before every slot). Disengaging figures
are slotted at their personal adjDX, and so are (q) and (r) (TFT-43, TFT-117); HTH attacks and
entries at adjDX + 4, a shield rush like a melee attack (TFT-20, TFT-80). At its slot a figure
attacks by its declared kind: its weapon (`rules.melee`, `rules.missiles`), a shield rush
(TFT-80), an HTH attack (TFT-42, TFT-111) or an (m) entry and its attack (TFT-39).
"""

from __future__ import annotations

from affray.components.tft import Figure, Kit, Status
from affray.kernel.events import PhaseStarted
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import giant as GI
from ..rules import hth
from ..rules import hth_actions as HA
from ..rules import hth_entry as HE
from ..rules import lookup as L
from ..rules import shield_rush as SR
from ..rules.brawls import foes_in_brawl, is_dazed
from ..rules.choices import choose
from ..rules.disengage import step_away
from ..rules.figure_options import ATTACK_OPTIONS, switch_targets
from ..rules.lookup import conscious, personal_adj_dx
from ..rules.melee import melee
from ..rules.missiles import fly, reload_turns, shots_per_turn
from ..rules.movement import choose_facing
from ..rules.strike import HOLD, MELEE, adj_dx_against
from ..rules.targeting import KINDS, still_legal, target_options
from ..tables import creatures as C
from ..tables.tft_tables import WEAPONS

ACTS_IN_ATTACK_PHASE = frozenset("qr")  # not attacks, but done at the slot (TFT-43, TFT-117)


def redeclare(ctx):
    """TFT-19: as the attack phase begins each figure may swap its option for another its
    movement still allows."""
    state = ctx.state
    for eid, s in state.query(Status):
        yield from redeclare_one(ctx, eid, s)


def redeclare_one(ctx, eid: int, s: Status):
    """TFT-19: "a player may change his mind about a figure's option, as long as (a) that
    figure has not yet acted, and (b) that figure did not move too far"."""
    state = ctx.state
    if not s.option or not conscious(state, eid):
        return
    alts = switch_targets(s.option, s, state.get(eid, Kit), state.get(eid, Figure).ma)
    if s.option not in alts or len(alts) < 2:
        return
    new = yield from choose(ctx, eid, "redeclare", ListOptions(alts))
    if new != s.option:
        ctx.emit(E.OptionTaken(eid, new, list(s.engaged_by), s.mode))


def acts(s: Status) -> bool:
    return s.option in ATTACK_OPTIONS or s.option == "l" or s.option in ACTS_IN_ATTACK_PHASE


def order_key(state, eid: int, declared) -> int:
    """TFT-20: adjDX against the declared target without range; personal adjDX otherwise.
    HTH attacks and entries at adjDX + 4; a rush like a melee attack on that target (TFT-80)."""
    if declared is None:
        return personal_adj_dx(state, eid)
    t, kind = declared
    if kind in (HE.HTH, HE.ENTER):
        c = C.of(state, t)
        return hth.hth_adj_dx(L.personal_adj_dx(state, eid), c.attacked_dx if c is not None else 0)
    if kind == SR.RUSH:
        c = C.of(state, t)
        return SR.order_dx(state, eid, t) + (c.attacked_dx if c is not None else 0)
    weapon = state.get(eid, Kit).ready
    return adj_dx_against(state, eid, declared[0], declared[1], weapon, with_range=False)


def break_ties(ctx, tied: list[int]) -> list[int]:
    """TFT-20: each tied figure rolls a die in id order; highest first; ties roll again."""
    if len(tied) == 1:
        return tied
    rolls = {e: ctx.roll("tie", 1)[0] for e in tied}
    out: list[int] = []
    for value in sorted(set(rolls.values()), reverse=True):
        out += break_ties(ctx, [e for e in tied if rolls[e] == value])
    return out


def sort_slots(ctx, keys: dict[int, int]) -> list[int]:
    out: list[int] = []
    for value in sorted(set(keys.values()), reverse=True):
        out += break_ties(ctx, sorted(e for e, k in keys.items() if k == value))
    return out


def attack_phase(ctx):
    """Returns the order of the phase (for forced retreats)."""
    state = ctx.state
    ctx.emit(PhaseStarted("attack"))
    yield from redeclare(ctx)
    every_slot = ctx.option("option_change_window") == "until_figure_acts"
    declared: dict[int, list | None] = {}
    for eid, s in state.query(Status):
        if not conscious(state, eid) or not acts(s):
            continue
        declared[eid] = None
        if s.option != "l":
            # nothing to hit but by throwing: the figure may keep its weapon (HOLD)
            legal = target_options(state, eid, "thrown")
            if len(legal):
                choice = yield from choose(ctx, eid, "target", legal)
                if choice == HOLD:
                    del declared[eid]
                    continue
                declared[eid] = choice
    keys = {eid: order_key(state, eid, d) for eid, d in declared.items()}
    order = sort_slots(ctx, keys)
    twice = [e for e in order if _shots(state, e, keys[e]) == 2]
    ctx.emit(E.AttackOrder(order + twice))
    queue = list(order)
    while queue:
        if ctx.option("attack_order_resort") and len(queue) > 1:
            queue = sort_slots(ctx, {e: order_key(state, e, declared[e]) for e in queue})
        eid = queue.pop(0)
        if every_slot:  # TFT-19: a last change of mind, after the slots before it
            s = state.get(eid, Status)
            yield from redeclare_one(ctx, eid, s)
            if not acts(s):
                continue
        yield from act(ctx, eid, declared[eid])
    for eid in twice:  # TFT-21
        yield from act(ctx, eid, None)
    return order


def _shots(state, eid: int, key: int) -> int:
    s = state.get(eid, Status)
    k = state.get(eid, Kit)
    if s.option != "f" or not k.ready or not WEAPONS[k.ready].is_missile:
        return 1
    return shots_per_turn(k.ready, key)


def can_act(state, eid: int) -> bool:
    """TFT-22: dead, unconscious, or fallen this turn (8+ hits, a failed saving roll):
    the figure loses its attack."""
    s = state.get(eid, Status)
    return conscious(state, eid) and not s.fell and s.posture not in ("knocked",)


def act(ctx, eid: int, declared):
    state = ctx.state
    if not can_act(state, eid):
        return
    s = state.get(eid, Status)
    if s.posture == hth.IN_HTH and is_dazed(state, eid):  # TFT-119
        return
    if s.option == "q":  # TFT-43
        if s.posture == hth.IN_HTH:
            HA.draw_dagger(ctx, eid)
        return
    if s.option == "r":  # TFT-117
        if s.posture == hth.IN_HTH:
            yield from HA.escape(ctx, eid)
        return
    if s.option == "l":
        if s.posture == hth.IN_HTH:  # TFT-48: pulled into HTH before its slot; only (r) frees it
            ctx.emit(E.Note(eid, "in HTH: cannot disengage by a step (TFT-48)"))
            return
        yield from step_away(ctx, eid)
        return
    if declared is None or not still_legal(state, eid, declared[0], declared[1]):
        legal = target_options(state, eid)
        if not len(legal):
            ctx.emit(E.Note(eid, "no target"))
            return
        # the declared target is gone: pick another, or hold (never a forced throw)
        declared = yield from choose(ctx, eid, "target", legal.holding("always"))
        if declared == HOLD:
            return
    target, kind = declared
    if kind in KINDS:
        yield from strike(ctx, eid, target, kind)
        return
    k = state.get(eid, Kit)
    if kind == MELEE:
        yield from melee(ctx, eid, target)
        return
    weapon = k.ready
    ordering_dx = adj_dx_against(state, eid, target, kind, weapon, with_range=False)
    fly(ctx, eid, target, weapon, kind)
    if WEAPONS[weapon].is_crossbow and weapon == k.ready:  # TFT-96, TFT-97
        left = reload_turns(weapon, ordering_dx)
        if left:
            ctx.emit(E.Reloaded(eid, left))


def strike(ctx, eid: int, t: int, kind: str):
    """Generator: an attack of a kind beside the weapon's (`targeting.KINDS`): a shield rush
    (TFT-80), an HTH attack (TFT-42, TFT-111), an (m) entry and its attack (TFT-39)."""
    state = ctx.state
    if kind == SR.RUSH:
        SR.rush(ctx, eid, t)
    elif kind == HE.HTH:
        HA.attack(ctx, eid, t)
    elif kind == HE.ENTER:
        here = L.hex_of(state, eid)
        inside = yield from HE.enter(ctx, eid, GI.entry_hex(state, t, here), here)
        if inside:
            foes = foes_in_brawl(state, eid)
            if foes:  # TFT-39, TFT-116: whom it hits when the one it chose is not in the brawl
                if t not in foes:
                    t = (yield from choose(ctx, eid, "target", ListOptions([[f, HE.HTH] for f in foes])))[0]
                HA.attack(ctx, eid, t)
        elif L.conscious(state, eid):
            yield from choose_facing(ctx, eid)
