"""Natural 1s and 20s on attack rolls.

SP-144 natural 1: the attacker saves (Paralysis/Stone) or fumbles; the first effect that
       applies: magic weapon dropped; silver weapon useless; unprotected wooden shaft
       broken; bow or crossbow string snapped; other weapon damaged (-1 to hit and damage);
       unarmed figure or natural weapons: falls prone. (Gap: a thrown flask is gone anyway:
       no lasting effect.)
SP-145 (gap default, configurable) a natural 20 always hits; a natural 1 always misses.
"""
from __future__ import annotations

from typing import Any

from affray.components.starkpool import Gear
from affray.kernel.events import ConditionSet

from ..events import GearChanged
from . import figures as F

__all__ = ["attack_hits", "fumble_effect", "fumble", "FUMBLE_EFFECTS"]

FUMBLE_EFFECTS = ("dropped", "useless", "broken", "unstrung", "damaged", "prone", "none")


def attack_hits(natural: int, total: int, number: int, natural_20_hits: bool = True,
                natural_1_misses: bool = True) -> bool:
    """SP-145: d20 + modifiers >= the table number hits, with the natural-roll rules."""
    if natural == 20 and natural_20_hits:
        return True
    if natural == 1 and natural_1_misses:
        return False
    return total >= number


def fumble_effect(weapon: dict[str, Any] | None, magic: int = 0, silver: bool = False,
                  natural: bool = False) -> str:
    """SP-144: what a failed fumble save does, first applicable effect wins."""
    if weapon is None or natural or "unarmed" in weapon.get("tags", ()):
        return "prone"
    if magic:
        return "dropped"
    if silver:
        return "useless"
    if weapon.get("wooden"):
        return "broken"
    kind = weapon.get("kind")
    if kind in ("bow", "crossbow", "heavy_crossbow"):
        return "unstrung"
    if kind == "flask":
        return "none"
    return "damaged"


def fumble(ctx, eid: int, missile: bool = False) -> str:
    """SP-144 as a system: the fumble save, then the effect as events. Returns the effect
    ("" when saved)."""

    state = ctx.state
    die = ctx.roll("save_fumble", 1, 20)[0]
    if die >= F.save(state, eid, "fumble"):
        return ""
    g = state.get(eid, Gear)
    if missile:
        weapon, magic, silver = F.missile(state, eid), g.missile_magic, False
        item = g.missile
    else:
        weapon, magic, silver = F.weapon(state, eid), g.weapon_magic, g.weapon_silver
        item = g.weapon
    effect = fumble_effect(weapon, magic, silver, natural=F.natural(state, eid) and not missile)
    x, y = F.pos(state, eid)
    if effect == "prone":
        ctx.emit(ConditionSet(eid, "prone", 1))
    elif effect == "dropped":
        ctx.emit(GearChanged(eid, "drop", item, x, y))
    elif effect == "useless":
        ctx.emit(GearChanged(eid, "weapon_useless", item))
    elif effect == "broken":
        ctx.emit(GearChanged(eid, "missile_broken" if missile else "weapon_broken", item))
    elif effect == "unstrung":
        ctx.emit(GearChanged(eid, "unstrung", item))
    elif effect == "damaged":
        ctx.emit(GearChanged(eid, "missile_damaged" if missile else "weapon_damaged", item))
    return effect
