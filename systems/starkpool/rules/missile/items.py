"""Magic items and breath used in a phase (SP-135 potions and devices, scrolls read like
spells SP-55..SP-57, SP-58 breath)."""

from __future__ import annotations

from affray.components.starkpool import Combatant

from ...events import Acted, GearChanged, SpellResolved
from .. import engagement as G
from .. import figures as F
from ..damage import roll_damage
from .shooting import Hit
from .spell_effects import area_targets, cast, resolve_effect

__all__ = ["use_item", "breathe"]


def use_item(ctx, eid: int, item: str, target: int, is_countered: bool = False):
    """SP-135 (potions, devices) and scrolls (read like spells, SP-55..SP-57)."""
    state = ctx.state
    spec = state.tables["items"][item]
    ctx.emit(GearChanged(eid, "item_used", item))
    ctx.emit(Acted(eid, "device" if spec["use"] != "scroll" else "cast"))
    if spec["use"] == "scroll":
        return cast(ctx, eid, spec["spell"], target, is_countered, spend=False)
    x, y = F.pos(state, target)
    ctx.emit(SpellResolved(eid, item, target, x, y, "used"))
    return resolve_effect(ctx, eid, spec, target, item)


def breathe(ctx, eid: int, target: int):
    """SP-58: a breath attack on the target and the figures within 1" (save for half)."""
    state = ctx.state
    amount = roll_damage(ctx, "damage", state.get(eid, Combatant).breath)
    x, y = F.pos(state, target)
    ctx.emit(Acted(eid, "breath"))
    ctx.emit(SpellResolved(eid, "breath", target, x, y, "breathed"))
    hits = []
    for e in area_targets(state, target, 1.0):
        if state.side[e] == state.side[eid] and e != target and not G.locked(state, e):
            continue
        saved = ctx.roll("save", 1, 20)[0] >= F.save(state, e, "dragon_breath")
        hits.append(Hit(e, max(1, amount // 2) if saved else amount, eid, "breath"))
    return hits, []
