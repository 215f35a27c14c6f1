"""Melee maneuvers instead of damage (section 3.5.9): hit AC 7 on the attacker's own line,
then the target saves (Paralysis/Stone, SP-146) or suffers the effect.

SP-112 disarm: a weapon at least as long as the target's; the weapon lands 1d10 feet away in
       a random direction (1d8 x 45°).
SP-113 split or hook a shield: hand axe, battle axe, heavy axe or halberd; a magic shield is
       always hooked, otherwise the attacker chooses; a wooden shield gets no save.
SP-114 unhorse: bill, lance or pike; the rider falls prone, and saves again or is stunned
       through the next round.
SP-115 knock down: a lance or any two-handed weapon; the foot target falls prone; never a
       target of a larger size class than the attacker.
SP-141 the general rule behind all four.
"""

from __future__ import annotations

from affray.components.starkpool import Gear
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import plane
from affray.kernel.options import ListOptions

from ...events import GearChanged, Unhorsed
from ...tables.opponent_limits import SIZE_RANK
from ...tables.scale import FEET_PER_INCH
from .. import figures as F

__all__ = ["maneuver_options", "maneuver_effect", "scatter_item"]


def maneuver_options(state, a: int, t: int) -> list:
    """The maneuvers `a` may try on `t` now."""
    w = F.weapon(state, a)
    if w is None or "unarmed" in w["tags"]:
        return []
    out = []
    tg = state.get(t, Gear)
    if tg.weapon and not F.natural(state, t) and F.length(state, a) >= F.length(state, t):
        out.append(["disarm", t])
    if "split_hook" in w["tags"] and tg.shield:
        out.append(["hook", t])
    if "unhorse" in w["tags"] and F.mounted(state, t):
        out.append(["unhorse", t])
    if ("lance" in w["tags"] or w["hands"] >= 2) and not F.mounted(state, t) \
            and SIZE_RANK[F.size(state, t)] <= SIZE_RANK[F.size(state, a)] \
            and not F.cond(state, t, "prone"):
        out.append(["knock_down", t])
    return out


def scatter_item(ctx, eid: int) -> tuple[float, float]:
    """1d10 feet in a random direction (1d8 x 45°) from the figure."""
    feet = ctx.roll("scatter", 1, 10)[0]
    heading = (ctx.roll("scatter", 1, 8)[0] - 1) * 45.0
    x, y = plane.advance(F.pos(ctx.state, eid), heading, feet / FEET_PER_INCH)
    return round(x, 6), round(y, 6)


def _saves(ctx, t: int, purpose: str) -> bool:
    return ctx.roll("save", 1, 20)[0] >= F.save(ctx.state, t, purpose)


def maneuver_effect(ctx, a: int, t: int, action: str):
    """The effect of a maneuver that hit (a generator: the attacker may choose hook/split)."""
    state = ctx.state
    g = state.get(t, Gear)
    if action == "disarm":
        if g.weapon and not _saves(ctx, t, "disarm"):
            x, y = scatter_item(ctx, t)
            ctx.emit(GearChanged(t, "disarmed", g.weapon, x, y))
    elif action in ("hook", "split"):
        if not g.shield:
            return
        how = "hook"
        if not g.shield_magic:
            how = yield from ctx.decide(a, "hook_or_split", ListOptions(["hook", "split"]))
        if g.shield_wooden or not _saves(ctx, t, how):
            if how == "split":
                ctx.emit(GearChanged(t, "shield_lost", "shield"))
            else:
                x, y = scatter_item(ctx, t)
                ctx.emit(GearChanged(t, "shield_hooked", "shield", x, y))
    elif action == "unhorse":
        if F.mounted(state, t) and not _saves(ctx, t, "unhorse"):
            ctx.emit(Unhorsed(t))
            ctx.emit(ConditionSet(t, "prone", 1))
            if not _saves(ctx, t, "stun"):
                ctx.emit(ConditionSet(t, "stunned", state.round + 1))
    elif action == "knock_down":
        if not _saves(ctx, t, "knock_down"):
            ctx.emit(ConditionSet(t, "prone", 1))
