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
    elif result == "hang_fire":  # goes off at the firer's turn next round, same target
        ctx.emit(E.Set(shooter, "Kit", "fouled", f"hang_fire:{target}", "WFRP-120"))
        ctx.emit(E.Set(shooter, "Kit", "loaded", kit.loaded + 1, "WFRP-120"))
    elif result in ("flash_in_pan", "burn_round"):
        ctx.emit(E.Set(shooter, "Kit", "fouled", result, "WFRP-120"))
    elif result == "explodes":
        explode(ctx, shooter, deaths)
    return 0


def explode(ctx, shooter: int, deaths, where: str = "") -> None:
    """WFRP-120: the charge explodes: an automatic hit on the firer at the weapon's point-blank
    ES, a location from a new d100; the gun is destroyed. With `where` (a firer looking down the
    barrel of a hung fire): a point-blank hit there, and the gun is not harmed."""
    from affray.components.wfrp1e import Profile
    from . import damage as dmg
    from . import location as loc
    from .blow import wound
    from .ranges import band
    state = ctx.state
    kit = state.get(shooter, Kit)
    if not where:
        ctx.emit(E.Set(shooter, "Kit", "fouled", "destroyed", "WFRP-120"))
        where = loc.from_roll(ctx.roll("explosion_location", 1, 100)[0])
    es = band(kit.missile, 0)[1]
    d6 = ctx.roll("damage", 1, 6)[0]
    caused = dmg.caused(d6, int(es), state.get(shooter, Profile).T, dmg.armour_at(kit, where))
    wound(ctx, shooter, shooter, caused, where, deaths, "missile", False)


def try_burnt_gun(ctx, shooter: int, deaths) -> None:
    """WFRP-120 burn-round: the gun "is now useless and has a 50% chance of exploding if anyone
    tries to use it again" (the player's choice, `declare` `try_gun`)."""
    roll = ctx.roll("burn_round", 1, 100)[0]
    blows = percentile.success(roll, 50)
    ctx.emit(E.Check(shooter, "WFRP-120", "burn-round explodes", 50, roll, blows))
    if blows:
        explode(ctx, shooter, deaths)


def bomb_misfire(ctx, thrower: int, target: int, deaths):
    """WFRP-121: dud, sputter (a D6 at the thrower's turn each round, at the target point:
    6 explodes — see `sputter`), midway, or in the thrower's hand."""
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
        ctx.emit(E.Set(thrower, "Fight", "bomb", [tp[0], tp[1]], "WFRP-121"))
    return 0


def sputter(ctx, thrower: int, deaths):
    """The thrower's turn with a sputtering bomb down: D6, and a 6 sets it off."""
    from affray.components.wfrp1e import Fight
    from .missile import blast
    point = ctx.state.get(thrower, Fight).bomb
    if ctx.roll("sputter", 1, 6)[0] == 6:
        ctx.emit(E.Set(thrower, "Fight", "bomb", [], "WFRP-121"))
        yield from blast(ctx, thrower, (point[0], point[1]), deaths)
