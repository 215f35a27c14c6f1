"""WFRP-119 misfires on a natural double, WFRP-120 the gunpowder table (partial burn, no
fire, hang fire, flash in the pan, burn-round, explosion), WFRP-121 bombs."""

from __future__ import annotations

from affray.components.wfrp1e import Kit
from affray.kernel import percentile

from .. import events as E
from ..tables.missiles import BOMB_MISFIRE, GUN_MISFIRE


def gun_result(d100: int) -> str:
    return percentile.band(d100, GUN_MISFIRE)


def bomb_result(d100: int) -> str:
    return percentile.band(d100, BOMB_MISFIRE)


def gun_misfire(ctx, shooter: int, target: int, roll: int, deaths):
    """Roll on the table and apply the result; returns damage caused by this shot."""
    from .missile import band_of, missile_damage, target_number
    state = ctx.state
    d = ctx.roll("misfire", 1, 100)[0]
    result = gun_result(d)
    ctx.emit(E.Note(shooter, "WFRP-120", f"misfire {d}: {result}"))
    kit = state.get(shooter, Kit)
    if result == "partial_burn":
        b = band_of(state, shooter, target, halved=True)
        if b is None:
            return 0
        chance, _ = target_number(state, shooter, target, b[0])
        if roll > chance:
            return 0
        return (yield from missile_damage(ctx, shooter, target, roll, b[0], b[1], deaths))
    if result == "no_fire_keep_load":
        ctx.emit(E.Set(shooter, "Kit", "loaded", kit.loaded + 1, "WFRP-120"))
    elif result in ("hang_fire", "flash_in_pan", "burn_round"):
        ctx.emit(E.Set(shooter, "Kit", "fouled", result, "WFRP-120"))
    elif result == "explodes":
        ctx.emit(E.Set(shooter, "Kit", "fouled", "destroyed", "WFRP-120"))
        where_roll = ctx.roll("explosion_location", 1, 100)[0]
        from .ranges import band
        es = band(kit.missile, 0)[1]
        from . import location as loc
        from .blow import wound
        from . import damage as dmg
        from affray.components.wfrp1e import Profile
        d6 = ctx.roll("damage", 1, 6)[0]
        where = loc.from_roll(where_roll)
        caused = dmg.caused(d6, int(es), state.get(shooter, Profile).T,
                            dmg.armour_at(kit, where))
        wound(ctx, shooter, shooter, caused, where, deaths, "missile", False)
    return 0


def bomb_misfire(ctx, thrower: int, target: int, deaths):
    """WFRP-121: dud, sputter (a D6 at the target point each round: 6 explodes; here the
    D6s are rolled at once until a 6 or 10 rounds), midway, or in the thrower's hand."""
    from . import geometry as geo
    from .missile import blast
    state = ctx.state
    d = ctx.roll("misfire", 1, 100)[0]
    result = bomb_result(d)
    ctx.emit(E.Note(thrower, "WFRP-121", f"bomb misfire {d}: {result}"))
    tp, mp = geo.pos(state, target), geo.pos(state, thrower)
    if result == "midway":
        return (yield from blast(ctx, thrower, ((tp[0] + mp[0]) / 2, (tp[1] + mp[1]) / 2), deaths))
    if result == "in_hand":
        return (yield from blast(ctx, thrower, mp, deaths))
    if result == "sputter":
        for _ in range(10):
            if ctx.roll("sputter", 1, 6)[0] == 6:
                return (yield from blast(ctx, thrower, tp, deaths))
    return 0
