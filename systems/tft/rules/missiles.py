"""Missile weapons: rate of fire and crossbow reloading.

TFT-96 (two shots a turn for fast archers; crossbows every 2nd or 3rd turn),
TFT-97 (reloading a crossbow is readying a weapon; a crossbow enters loaded).
TFT-84..88, TFT-93, TFT-94: the flight of a missile or thrown weapon (`fly`).
Range (TFT-91, TFT-92) is `affray.kernel.geometry.hexgrid.range_penalty` on megahex distance.
"""

from __future__ import annotations

from affray.kernel.geometry.hexgrid import line_of_flight, ray_beyond

from .. import events as E
from ..tables.tft_tables import WEAPONS
from .brawls import pile_victim
from .giant import aim_hex
from .lookup import enemies, hex_of
from .movement import walls as wall_hexes
from .shelter import body_to_miss
from .strike import adj_dx_against, dice_against, hit, in_the_way, roll


def shots_per_turn(weapon: str, adj_dx: int) -> int:
    """TFT-96: small bow 15+, horse bow 16+, longbow 18+ shoot twice; everything else once."""
    w = WEAPONS[weapon]
    return 2 if w.double_shot_dx and adj_dx >= w.double_shot_dx else 1


def reload_turns(weapon: str, adj_dx: int) -> int:
    """TFT-96, TFT-97: turns of option (e) needed after a crossbow shot.

    Light crossbow: 1 (0 at adjDX 14+, so it fires every turn); heavy: 2 (1 at adjDX 16+).
    """
    w = WEAPONS[weapon]
    if not w.is_crossbow:
        return 0
    return w.reload_turns - (1 if adj_dx >= w.fast_reload_dx else 0)


def fly(ctx, a: int, t: int, weapon: str, kind: str) -> None:
    """TFT-84..88, TFT-93, TFT-94: a missile or thrown weapon's flight toward figure t.

    Every standing figure in the way is rolled for, nearest first: an enemy to hit (option
    `enemy_in_path`), anyone else to miss; then the target, to hit. A miss flies on along the
    same line (10 hexes for a thrown weapon, `missile_max_overflight` for a missile, or to a
    wall), rolling for each standing figure it crosses. Only the first roll of a shot can
    drop or break a missile weapon; later 17s and 18s cost the arrow alone. A thrown weapon
    lands where it hit someone, where a 17 dropped it, or where its flight ends.
    """
    state = ctx.state
    origin = hex_of(state, a)
    aim_at = aim_hex(state, t, origin)  # a giant: its hex nearest the attacker (TFT-139)
    walls = wall_hexes(state)
    reach = 10 if kind == "thrown" else ctx.option("missile_max_overflight")
    first = True
    landing = aim_at
    passed = {t}  # rolled for once a flight: a giant stands in three hexes of the line

    def attempt(o: int, to_hit_it: bool):
        nonlocal first
        adj = adj_dx_against(state, a, o, kind, weapon, origin)
        if to_hit_it:
            res = roll(ctx, a, o, weapon, kind, adj, dice_against(state, o, kind))
        else:
            res = roll(ctx, a, o, weapon, kind, adj, 3, aim="miss")
        was_first, first = first, False
        if res.fumble:
            if kind == "missile" and was_first:
                if res.fumble == "drop":
                    ctx.emit(E.WeaponDropped(a, weapon, origin[0], origin[1]))
                else:
                    ctx.emit(E.WeaponBroken(a, weapon))
            elif kind == "thrown":
                if res.fumble == "break":
                    ctx.emit(E.WeaponBroken(a, weapon))
                else:
                    h = aim_hex(state, o, origin)
                    ctx.emit(E.WeaponDropped(a, weapon, h[0], h[1]))
            else:
                ctx.emit(E.Note(a, "arrow broken"))
            return True
        if res.hit:
            if o == t:
                o = pile_victim(ctx, o)  # TFT-106
            hit(ctx, a, o, weapon, kind, res.multiplier, origin)
            if kind == "thrown":
                h = aim_hex(state, o, origin)
                ctx.emit(E.WeaponDropped(a, weapon, h[0], h[1]))
            return True
        return False

    for h in line_of_flight(origin, aim_at):
        if h in walls:
            return
        for o in in_the_way(state, a, h):
            if o in passed:
                continue
            passed.add(o)
            if attempt(o, enemies(state, a, o)):
                return
    if attempt(t, True):
        return
    body = body_to_miss(state, origin, t)  # TFT-102
    if body is not None and attempt(body, False):
        return
    for h in ray_beyond(origin, aim_at, reach):
        if h in walls:
            break
        landing = h
        for o in in_the_way(state, a, h):
            if o in passed:
                continue
            passed.add(o)
            if attempt(o, enemies(state, a, o)):
                return
    if kind == "thrown":
        ctx.emit(E.WeaponDropped(a, weapon, landing[0], landing[1]))
