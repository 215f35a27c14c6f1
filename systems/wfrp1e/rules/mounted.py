"""WFRP-90 slain mounts: the rider rolls d100 — dismounted, thrown (a fall of D4 yards:
2 x yards - D6 W, +2 to the D6 with Acrobatics, no T or armour; a D8 compass direction) or
trapped (1 W for each S of the mount, prone until an S test frees it)."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Profile
from affray.kernel import percentile
from affray.kernel.geometry.plane import advance

from .. import events as E
from ..tables.body import SLAIN_MOUNT
from . import geometry as geo
from .movement import move_to


def fall_damage(yards: int, d6: int, acrobatics: bool = False) -> int:
    return max(0, 2 * yards - (d6 + (2 if acrobatics else 0)))


def slain_mount(ctx, mount: int, deaths) -> str:
    from .blow import wound
    state = ctx.state
    rider = state.get(mount, Fight).rider
    if not rider or not state.alive(rider):
        return ""
    roll = ctx.roll("slain_mount", 1, 100)[0]
    result = percentile.band(roll, SLAIN_MOUNT)
    ctx.emit(E.Note(rider, "WFRP-90", f"mount slain, d100 {roll}: {result}"))
    ctx.emit(E.Set(rider, "Fight", "mount", 0, "WFRP-90"))
    ctx.emit(E.Set(mount, "Fight", "rider", 0, "WFRP-90"))
    if result == "thrown":
        yards = ctx.roll("fall", 1, 4)[0]
        way = ctx.roll("fall_direction", 1, 8)[0]
        move_to(ctx, rider, advance(geo.pos(state, rider), 45.0 * (way - 1), yards))
        d6 = ctx.roll("fall_d6", 1, 6)[0]
        lost = fall_damage(yards, d6, "Acrobatics" in state.get(rider, Profile).skills)
        wound(ctx, rider, 0, lost, "body", deaths, "fall", False)
    elif result == "trapped":
        wound(ctx, rider, 0, state.get(mount, Profile).S, "body", deaths, "trapped", False)
        ctx.emit(E.Set(rider, "Fight", "prone", True, "WFRP-90"))
    return result
