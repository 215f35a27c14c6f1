"""One shot in the WFRP-03 order: to hit (WFRP-99, group fire), misfires on doubles
(WFRP-119 to WFRP-121), the unintended-target band (WFRP-127), sharpshooting misses
(WFRP-114), then damage (missile.missile_damage)."""

from __future__ import annotations

from affray.components.wfrp1e import Kit
from affray.kernel import percentile

from .. import events as E
from ..tables.missiles import FIREARMS
from .misfire import bomb_misfire, gun_misfire
from .missile import band_of, group_of, melee_group, missile_damage, target_number


def shoot(ctx, shooter: int, target: int, deaths, aimed: str = "", group: bool = False):
    """Generator: one shot in the WFRP-03 order. Returns the damage caused."""
    state = ctx.state
    kit = state.get(shooter, Kit)
    b = band_of(state, shooter, target)
    if b is None:
        ctx.emit(E.Note(shooter, "WFRP-98", "target out of range"))
        return 0
    if kit.damp:
        ctx.emit(E.Note(shooter, "WFRP-118", "damp powder: click"))
        return 0
    problem = kit.fouled if kit.fouled in ("minus10_i", "misfire", "no_powder", "no_shot", "ramrod") else ""
    if problem:
        ctx.emit(E.Set(shooter, "Kit", "fouled", "no_ramrod" if problem == "ramrod" else "", "WFRP-117"))
    if problem == "no_powder":
        ctx.emit(E.Set(shooter, "Kit", "loaded", max(0, kit.loaded - 1), "WFRP-117"))
        ctx.emit(E.Note(shooter, "WFRP-117", "no powder: click"))
        return 0
    band, es = b
    chance, _ = target_number(state, shooter, target, band)
    if aimed:
        from ..tables.body import AIM
        chance += AIM[aimed]  # WFRP-114: the targeted-blow modifiers
    members = group_of(state, target) if group else []
    if group:
        chance += 5 * (len(members) - 1)  # WFRP-99
    others = [] if group else [e for e in melee_group(state, target) if e != shooter]
    roll = ctx.roll("missile", 1, 100)[0]
    hit = percentile.success(roll, chance)
    if hit and group:
        target = members[ctx.roll("group_member", 1, len(members))[0] - 1]
    ctx.emit(E.Set(shooter, "Kit", "loaded", max(0, kit.loaded - 1), "WFRP-97"))
    if kit.fouled == "reprimed":
        ctx.emit(E.Set(shooter, "Kit", "fouled", "", "WFRP-120"))
    ctx.emit(E.Blow(shooter, target, chance, roll, hit, "WFRP-99", "missile"))
    if kit.missile in ("Bomb", "Incendiary") and percentile.is_double(roll):
        return (yield from bomb_misfire(ctx, shooter, target, deaths))
    if FIREARMS.get(kit.missile) and (percentile.is_double(roll) or problem == "misfire"):
        done = yield from gun_misfire(ctx, shooter, target, roll, deaths)
        return done
    struck = target
    if not hit and state.options["missile_fumbles"] and percentile.is_double(roll):
        from .critical import fumble
        fumble(ctx, shooter, roll, kit.missile)  # WFRP-83 option
    if not hit:
        if aimed:
            return 0  # WFRP-114: a sharpshooter's miss hits nothing
        if others and roll <= min(100, chance + 5 * len(others)):  # WFRP-127
            struck = sorted(others)[ctx.roll("unintended", 1, len(others))[0] - 1]
            ctx.emit(E.Note(shooter, "WFRP-127", f"the shot strikes {state.names[struck]} instead"))
        else:
            return 0
    if problem == "no_shot":
        ctx.emit(E.Note(shooter, "WFRP-117", "no shot: a loud bang, no damage"))
        return 0
    return (yield from missile_damage(ctx, shooter, struck, roll, band, es, deaths, aimed,
                                      times=3 if problem == "ramrod" else 1))
