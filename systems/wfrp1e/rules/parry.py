"""Parrying: WFRP-59 (d100 strictly under WS, +20 shield, D6 off), WFRP-60 cost (the next
unused slot), WFRP-61 weapons that may parry, WFRP-62 shields (all remaining slots),
WFRP-63 GM creatures."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.options import ListOptions

from .. import events as E
from . import geometry as geo
from .checks import check
from .incapacity import condition
from .weapons import modifiers


def ways(state, defender: int, attacker: int, free: bool = False) -> list[str]:
    """The ways the defender may parry this blow ([] when it may not)."""
    f, kit, prof = state.get(defender, Fight), state.get(defender, Kit), state.get(defender, Profile)
    if free or f.surprised or f.fleeing or f.off_guard or condition(state, defender):
        return []
    borrow = state.options["parry_borrows_next_round"] and not f.owed
    if (not f.slots and not diving(state, attacker, defender) and not borrow) \
            or geo.arc(state, defender, attacker) != "front":
        return []
    if state.side[defender] != state.options["pc_side"]:
        if not state.options["gm_creatures_parry"] or prof.Int < 31:
            return []
    out = []
    if kit.weapon and kit.drawn and kit.weapon in state.tables["parry_kinds"]:
        out.append("weapon")
    if kit.shield and kit.shield_ready:
        out.append("shield")
    return out


def diving(state, attacker: int, defender: int) -> bool:
    """WFRP-95: a flier diving at a creature on the ground may always be parried."""
    return state.get(attacker, Fight).z > 0 and state.get(defender, Fight).z == 0


def target(state, defender: int, how: str) -> int:
    kit = state.get(defender, Kit)
    t = state.get(defender, Profile).WS + (20 if how == "shield" else 0)
    if how == "weapon" and state.options["use_weapon_modifiers"]:
        t += modifiers(state.tables["weapon_modifiers"], kit.weapon).parry
    return t


def parry(ctx, defender: int, attacker: int, free: bool = False):
    """Ask the defender; roll if it parries. Returns the D6 taken off (0: none)."""
    state = ctx.state
    options = ways(state, defender, attacker, free)
    if not options:
        return 0
    how = yield from ctx.decide(defender, "parry", ListOptions(["none"] + options))
    if how == "none":
        return 0
    f = state.get(defender, Fight)
    spend = list(f.slots) if how == "shield" else [max(f.slots)] if f.slots else []
    if not f.slots and not diving(state, attacker, defender):
        ctx.emit(E.Set(defender, "Fight", "owed", 1, "WFRP-60"))  # next round's first slot
    for s in spend:
        ctx.emit(E.SlotUsed(defender, s, f"{how} parry", "WFRP-62" if how == "shield" else "WFRP-60"))
    need = target(state, defender, how)
    ok = check(ctx, defender, "WFRP-59", f"{how} parry", need, "parry", strict=True)
    if not ok:
        return 0
    return ctx.roll("parry_d6", 1, 6)[0]
