"""Step 2 of each half-move phase: DS-24 sub-steps A-F, DS-25 (one spell a phase), DS-26
(missile shots split between phases), DS-46/DS-49 (targets in front), DS-47/DS-49 (hit
chance, -10 for a firer who will move), DS-48 (paying in advance to keep the right to move)."""

from __future__ import annotations

import math

from affray.components.destrier import Fighter, Kit, Turn
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import geometry as geo
from ..rules.checks import check
from ..rules.hit import apply_damage, damage_of
from ..tables.cs_tables import hook


def shots_allowed(n: int, phase: int) -> int:
    """DS-26: phase 1 up to ceil(N/2), phase 2 up to floor(N/2)."""
    return math.ceil(n / 2) if phase == 1 else n // 2


def shots_per_turn(state, eid: int) -> int:
    kit = state.get(eid, Kit)
    if kit.shots:
        return kit.shots
    table = hook(state, "missile_shots_per_turn", eid)[0]
    return table.get(kit.weapon, table.get("thrown", 1))


def in_front(state, eid: int, target: int) -> bool:
    """DS-46/DS-49: the direction to the target leaves the stand through a frontal side."""
    from affray.components.destrier import Stand
    from affray.kernel.geometry import stands as G
    poly = geo.poly(state, eid)
    centre = geo.G.centroid(poly)
    k = G.exit_edge(poly, centre, geo.bearing(state, eid, target))
    return geo.is_frontal(geo.labels(state.get(eid, Stand))[k])


def missile_chance(state, eid: int, will_move: bool) -> tuple[int, bool]:
    """DS-49 hook: placeholder 50, -10 if the firer will move."""
    v, ph = hook(state, "missile_hit_chance", eid)
    return v - (10 if will_move else 0), ph


def casters(state, side: int, phase: int) -> list[int]:
    """DS-25: mages who have not cast this turn (one spell a phase; none in phase 2 after
    casting in phase 1)."""
    return [e for e in state.entities if state.side[e] == side and state.alive(e)
            and state.get(e, Fighter).mage and state.get(e, Turn).cast_phase == 0]


def senior(state, eid: int) -> bool:
    """DS-23: MKL at least 2 above the best opposing MKL (non-mages count 0)."""
    best = max([state.get(e, Fighter).mkl if state.get(e, Fighter).mage else 0
                for e in state.entities if state.alive(e) and state.side[e] != state.side[eid]],
               default=0)
    return state.get(eid, Fighter).mkl >= best + 2


def firers(state, side: int) -> list[int]:
    return [e for e in state.entities if state.side[e] == side and state.alive(e)
            and state.get(e, Kit).wkind in ("missile", "thrown") and state.get(e, Kit).loaded]


def step2(ctx, phase: int, winner: int):
    yield from _cast_and_fire(ctx, phase, winner)
    yield from misc_actions(ctx, winner)


def misc_actions(ctx, winner: int):
    """DS-24 E/F, DS-27: the winner's figures, then the loser's, may each take one
    miscellaneous action; its DS-36 penalty comes off the half-move that follows."""
    from ..rules import misc
    state = ctx.state
    for side in [winner] + [s for s in range(len(state.sides)) if s != winner]:
        for eid in sorted(e for e in state.entities if state.side[e] == side and state.alive(e)):
            acts = misc.available(state, eid)
            if not acts:
                continue
            pick = yield from ctx.decide(eid, "misc_action", ListOptions(["none"] + acts))
            if pick != "none":
                misc.act(ctx, eid, pick)


def _cast_and_fire(ctx, phase: int, winner: int):
    """DS-24: A winner casts (and any senior mage, DS-23), B loser casts, C winner fires
    (a winning firer with higher DEX than an opposing mage looses before that mage's B),
    D loser fires (E/F, the miscellaneous actions, follow in `misc_actions`). DS-22: in `dex` mode
    casting and fire go figure by figure in descending DEX."""
    state = ctx.state
    loser = [s for s in range(len(state.sides)) if s != winner]
    senior_ok = not state.options["senior_mage_only_in_dex_mode"] or state.options["initiative_mode"] == "dex"
    if state.options["initiative_mode"] == "dex":
        from .initiative import dex_order
        cast = [e for s in range(len(state.sides)) for e in casters(state, s, phase)]
        for eid in dex_order(ctx, cast):
            yield from _cast(ctx, eid, phase)
        fire = [e for s in range(len(state.sides)) for e in firers(state, s)]
        for eid in dex_order(ctx, fire):
            yield from _fire_one(ctx, eid, phase)
        return
    a = casters(state, winner, phase) + [e for s in loser for e in casters(state, s, phase)
                                         if senior_ok and senior(state, e)]
    for eid in sorted(a, key=lambda e: (state.side[e] != winner, e)):
        yield from _cast(ctx, eid, phase)
    b = [e for s in loser for e in casters(state, s, phase) if e not in a]
    mage_dex = max([state.get(e, Fighter).dex for e in b], default=None)
    early = [e for e in firers(state, winner)
             if mage_dex is not None and state.get(e, Fighter).dex > mage_dex]
    for eid in early:
        yield from _fire_one(ctx, eid, phase)
    for eid in b:
        yield from _cast(ctx, eid, phase)
    for eid in firers(state, winner):
        if eid not in early:
            yield from _fire_one(ctx, eid, phase)
    for s in loser:
        for eid in firers(state, s):
            yield from _fire_one(ctx, eid, phase)


def _cast(ctx, eid: int, phase: int):
    """DS-46 (front only), DS-47 (chance, -10 if the caster will move), DS-48."""
    state = ctx.state
    if state.get(eid, Turn).cast_phase:
        return
    targets = [e for e in state.entities if state.alive(e) and state.side[e] != state.side[eid]
               and in_front(state, eid, e)]
    opts = ["none"] + [[t, wm] for t in targets for wm in (True, False)]
    choice = yield from ctx.decide(eid, "cast", ListOptions(opts))
    if choice == "none":
        return
    target, will_move = choice
    ctx.emit(E.Set(eid, "Turn", "cast_phase", phase, "DS-25"))
    ctx.emit(E.Set(eid, "Turn", "will_move", bool(will_move), "DS-48"))
    v, ph = hook(state, "spell_target_chance", eid)
    chance = v - (10 if will_move else 0)
    hit = check(ctx, eid, "DS-47", "spell", chance, ph)
    ctx.emit(E.Struck(eid, target, "CAST SPELL", chance, hit, "DS-47", ph))


def _fire(ctx, side: int, phase: int):
    for eid in firers(ctx.state, side):
        yield from _fire_one(ctx, eid, phase)


def _fire_one(ctx, eid: int, phase: int):
    state = ctx.state
    for eid in [eid]:
        kit, turn = state.get(eid, Kit), state.get(eid, Turn)
        if kit.wkind not in ("missile", "thrown") or not kit.loaded:
            continue
        n = shots_per_turn(state, eid)
        left = shots_allowed(n, phase)
        if phase == 2:  # DS-26: "the remainder of their missiles", at most floor(N/2)
            left = min(left, n - turn.shots_used)
        if left <= 0 or geo.enemy_contacts(state, eid):
            continue
        targets = [e for e in state.entities if state.alive(e) and state.side[e] != state.side[eid]
                   and in_front(state, eid, e)]
        if not targets:
            continue
        opts = ["none"] + [[t, wm] for t in targets for wm in (True, False)]
        choice = yield from ctx.decide(eid, "fire", ListOptions(opts))
        if choice == "none":
            continue
        target, will_move = choice
        ctx.emit(E.Set(eid, "Turn", "will_move", bool(will_move), "DS-48"))
        ctx.emit(E.Set(eid, "Turn", "fired_phase", phase, "DS-35"))
        for _ in range(left):
            if not state.alive(target):
                break
            ctx.emit(E.Set(eid, "Turn", "shots_used", state.get(eid, Turn).shots_used + 1, "DS-26"))
            chance, ph = missile_chance(state, eid, bool(will_move))
            hit = check(ctx, eid, "DS-49", "missile", chance, ph)
            ctx.emit(E.Struck(eid, target, "FIRE/THROW MISSILE", chance, hit, "DS-49", ph))
            if hit:
                dmg, dph = damage_of(state, eid, "DELIVER BLOW")
                apply_damage(ctx, target, dmg, "DS-49", ph or dph)
