"""Section H take-up: WFRP-19 instant take-up and buried items, WFRP-34 two-handed
weapons and bows, WFRP-35 shields, WFRP-36 hand weapons (-10 / -20 EI), WFRP-37
readiness, WFRP-38 pack searches."""

from __future__ import annotations

import math

from affray.components.wfrp1e import Fight, Kit

from ..tables.weapons import DEFAULT_READINESS, READINESS, TWO_HANDED


def readiness(kit: Kit) -> str:
    if kit.readiness:
        return kit.readiness
    if kit.weapon in TWO_HANDED:
        return "full_round"
    return DEFAULT_READINESS.get(kit.weapon, "minus20")


def draw_loss(state, eid: int) -> int | None:
    """EI lost this round drawing the main weapon to fight: 0 if nothing to draw or take-up
    is instant; None when the draw takes the whole round."""
    kit, f = state.get(eid, Kit), state.get(eid, Fight)
    if kit.drawn or not kit.weapon or state.options["instant_take_up"]:
        return 0
    if not f.action.startswith(("fight", "charge", "stun", "draw")):
        return 0
    return READINESS[readiness(kit)]


def pack_rounds(enc: int) -> int:
    """WFRP-38: one round to open the pack, one per 30 ENC of contents or part of 30."""
    return 1 + math.ceil(enc / 30)


def take_up(ctx, eid: int) -> None:
    """One round of taking up the carried item (WFRP-19, WFRP-38): instant by option; from
    a pouch on an I test; buried, D6 rounds rolled when the search starts; from a pack,
    1 + ceil(ENC / 30) rounds. The item is in hand at the start of the round after."""
    from .. import events as E
    from .checks import test
    from affray.components.wfrp1e import Profile
    state = ctx.state
    kit = state.get(eid, Kit)
    if state.options["instant_take_up"]:
        ctx.emit(E.Set(eid, "Kit", "item_ready", True, "WFRP-19"))
        return
    left = kit.search_left
    if left == 0:
        if kit.item_where == "pouch":
            if test(ctx, eid, "WFRP-19", "I", state.get(eid, Profile).I):
                ctx.emit(E.Set(eid, "Kit", "item_ready", True, "WFRP-19"))
            return
        left = ctx.roll("search", 1, 6)[0] if kit.item_where == "buried" else pack_rounds(kit.pack_enc)
    left -= 1
    ctx.emit(E.Set(eid, "Kit", "search_left", left, "WFRP-38" if kit.item_where == "pack" else "WFRP-19"))
    if left == 0:
        ctx.emit(E.Set(eid, "Kit", "item_ready", True, "WFRP-19"))
