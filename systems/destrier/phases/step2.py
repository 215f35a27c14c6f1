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
from ..tables.hooks import hook


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


def step2(ctx, phase: int, winner: int):
    """DS-24: A winner casts, B loser casts, C winner fires, D loser fires, E/F misc."""
    state = ctx.state
    loser = [s for s in range(len(state.sides)) if s != winner]
    for side in [winner] + loser:
        yield from _fire(ctx, side, phase)


def _fire(ctx, side: int, phase: int):
    state = ctx.state
    for eid in [e for e in state.entities if state.side[e] == side and state.alive(e)]:
        kit, turn = state.get(eid, Kit), state.get(eid, Turn)
        if kit.wkind not in ("missile", "thrown") or not kit.loaded:
            continue
        left = shots_allowed(shots_per_turn(state, eid), phase) - (turn.shots_used if phase == 2 else 0)
        if phase == 2:
            left = min(left, shots_per_turn(state, eid) - turn.shots_used)
        if left <= 0 or geo.enemy_contacts(state, eid):
            continue
        targets = [e for e in state.entities if state.alive(e) and state.side[e] != side
                   and in_front(state, eid, e)]
        if not targets:
            continue
        opts = ["none"] + [[t, wm] for t in targets for wm in (True, False)]
        choice = yield from ctx.decide(eid, "fire", ListOptions(opts))
        if choice == "none":
            continue
        target, will_move = choice
        ctx.emit(E.Set(eid, "Turn", "will_move", bool(will_move), "DS-48"))
        ctx.emit(E.Set(eid, "Turn", "fired", True, "DS-35"))
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
