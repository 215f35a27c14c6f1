"""Flask weapons: splash, leaping clear, scatter on a miss, effects (section 3.4.4).

SP-61  a hit affects the target and every other figure, friend or foe, within 1" of it.
SP-62  against burning oil, cling fire and acid the secondary figures save (Dragon Breath)
       to leap clear if there is room (gap: room unless boxed in, a scripted flag).
SP-63  a miss scatters: 1d8 direction (1 = straight on along the throw line, then clockwise
       in 45° steps) and 1d4 one-inch steps from the target; the splash then applies there.
SP-64  PLACEHOLDER effects: burning oil 1d8 now + 1d8 next round; cling fire 2d6 + 1d6;
       acid 1d6; holy water 1d8 to undead only. Missile phase only, never in melee.
"""

from __future__ import annotations

import math

from affray.components.starkpool import Combatant
from affray.kernel.components import Conditions
from affray.kernel.events import ConditionSet

from ...events import GearChanged, Shot
from .. import figures as F
from ..damage import roll_damage
from ..fumbles import attack_hits
from .shooting import Hit, shot_number
from .. import nearby as N

__all__ = ["SPLASH_RADIUS", "scatter_point", "in_splash", "throw", "burning"]

SPLASH_RADIUS = 1.0


def scatter_point(thrower: tuple[float, float], target: tuple[float, float], d8: int,
                  d4: int) -> tuple[float, float]:
    """SP-63: where a missed flask lands."""
    tx, ty = target
    heading = math.atan2(ty - thrower[1], tx - thrower[0])
    angle = heading - math.radians(45 * (d8 - 1))
    x, y = tx + d4 * math.cos(angle), ty + d4 * math.sin(angle)
    return round(x, 9) + 0.0, round(y, 9) + 0.0


def in_splash(centre: tuple[float, float], point: tuple[float, float],
              radius: float = SPLASH_RADIUS) -> bool:
    """SP-61: inside the splash (distance at most 1")."""
    return math.dist(centre, point) <= radius + 1e-9


# -- throwing a flask: a Missile-phase system ---------------------------------------------

def throw(ctx, eid: int, flask: str, target: int) -> tuple[list, list]:
    """SP-61..SP-64: roll on the Flask line; on a hit the target and everyone within 1";
    on a miss the flask scatters. Returns (hits, effects for the end of the phase)."""
    state = ctx.state
    spec = state.tables["flasks"][flask]
    weapon = dict(state.tables["missile_weapons"]["flask"])
    look, mod = shot_number(state, eid, target, weapon)
    natural = ctx.roll("missile", 1, 20)[0]
    hit = attack_hits(natural, natural + mod - look.penalty, look.number,
                      state.options["natural_20_hits"], state.options["natural_1_misses"])
    ctx.emit(Shot(eid, target, flask, natural, look.needed(mod), hit, "flask"))
    ctx.emit(GearChanged(eid, "flask_used", flask))
    if hit:
        centre, main = F.pos(state, target), target
    else:
        d8, d4 = ctx.roll("scatter", 1, 8)[0], ctx.roll("scatter", 1, 4)[0]
        centre, main = scatter_point(F.pos(state, eid), F.pos(state, target), d8, d4), 0
    hits, later = [], []
    for e in N.within(state, centre, SPLASH_RADIUS):
        if not F.present(state, e):
            continue
        if spec["undead_only"] and "undead" not in state.get(e, Combatant).tags:
            continue
        if e != main and spec["leap"] and not F.cond(state, e, "boxed_in"):
            if ctx.roll("save", 1, 20)[0] >= F.save(state, e, "flask_leap"):
                continue                                        # SP-62: leapt clear
        hits.append(Hit(e, roll_damage(ctx, "damage", spec["now"]), eid, "flask"))
        if spec.get("next"):
            later.append(ConditionSet(e, "burning", spec["next"]))
    return hits, later


def burning(ctx) -> list:
    """SP-64: the second round of burning oil and cling fire."""
    state = ctx.state
    hits = []
    for eid, conds in state.query(Conditions):
        dice = conds.values.get("burning")
        if dice and F.present(state, eid):
            hits.append(Hit(eid, roll_damage(ctx, "damage", dice), 0, "burning"))
            ctx.emit(ConditionSet(eid, "burning", 0))
    return hits
