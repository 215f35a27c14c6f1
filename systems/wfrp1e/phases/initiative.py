"""Start of round, WFRP-03 steps 2 and 4: the edge roll (WFRP-27/28), then each
combatant's EI (WFRP-26, WFRP-33, WFRP-36, WFRP-79, WFRP-115) and slots (WFRP-29, WFRP-39,
WFRP-94)."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile

from .. import events as E
from ..rules.slots import after_take_up, slot_times
from ..rules.takeup import draw_loss
from ..rules.tohit import wielded
from ..rules.weapons import modifiers


def edge(ctx) -> tuple[int, int]:
    """WFRP-27/28: (side with the edge, D10), or (-1, 0) when the roll is off."""
    o = ctx.state.options
    if not (o["use_effective_initiative"] and o["edge_roll"]) or o["simplified_multiple_attacks"]:
        return -1, 0
    sides = len(ctx.state.sides)
    if sides == 2:
        d6 = ctx.roll("edge", 1, 6)[0]
        pc = o["pc_side"]
        side = pc if d6 <= 3 else 1 - pc
    else:
        side = ctx.roll("edge", 1, sides)[0] - 1
    d10 = ctx.roll("edge_d10", 1, 10)[0]
    return side, d10


def effective(state, eid: int, edge_side: int, d10: int) -> tuple[int, list[str]]:
    """WFRP-26: I plus this round's modifiers (profile I unchanged), at least 1."""
    prof, f, kit = state.get(eid, Profile), state.get(eid, Fight), state.get(eid, Kit)
    ei, parts = prof.I, [f"I {prof.I}"]
    o = state.options
    if not o["use_effective_initiative"] or o["simplified_multiple_attacks"]:
        return ei, parts
    if state.side[eid] == edge_side:
        ei += d10
        parts.append(f"+{d10} edge (WFRP-27)")
    if f.winning:
        ei += 10
        parts.append("+10 winning (WFRP-70)")
    if f.action.startswith("charge:"):
        ei += o["charge_ei_bonus"]
        parts.append(f"+{o['charge_ei_bonus']} charging (WFRP-26)")
    if f.action.startswith("shoot:") and kit.loaded > 0:
        ei += 10
        parts.append("+10 ready missile (WFRP-115)")
    if f.action.startswith("shoot:") and kit.fouled == "minus10_i":
        ei -= 10
        parts.append("-10 fumbled reload (WFRP-117)")
    if o["use_weapon_modifiers"] and wielded(state, eid) and not f.action.startswith("shoot:"):
        foes = [e for e in f.foes if state.alive(e)]
        if f.action.startswith("charge:"):
            foes = [int(f.action.split(":")[1])]
        first = f.combat_round in (0, state.round)
        m = modifiers(state.tables["weapon_modifiers"], kit.weapon, first_round=first,
                      winning=f.winning, foe_mounted=any(state.get(e, Fight).mount for e in foes),
                      mounted_charge=bool(f.mount) and f.action.startswith("charge:"))
        if m.initiative:
            ei += m.initiative
            parts.append(f"{m.initiative:+d} {kit.weapon} (WFRP-78)")
    return max(1, ei), parts


def attacks(state, eid: int) -> int:
    prof = state.get(eid, Profile)
    return prof.A + prof.extra_attacks  # WFRP-94


def initiative(ctx, edge_side: int, d10: int) -> None:
    state = ctx.state
    for eid in state.entities:
        if not state.alive(eid):
            continue
        f = state.get(eid, Fight)
        ei, parts = effective(state, eid, edge_side, d10)
        if f.surprised or f.off_guard or f.stunned or f.action in ("none", "flee"):
            slots = [ei]  # the turn only (a fleer moves at it; WFRP-73 cancels its blows)
        elif f.action.startswith("fight@-"):  # WFRP-12: a single blow held back
            later = ei - int(f.action[len("fight@-"):])
            slots = [later] if later > 0 else []
            parts.append(f"acts later, at {later} (WFRP-12)")
        elif f.action.startswith(("fight", "stun", "grapple", "charge", "dive", "advance",
                                  "unarmed")):
            # an advance keeps its blows in case it is charged first (WFRP-44: it then fights)
            slots = slot_times(ei, attacks(state, eid))
        else:
            slots = [ei]  # WFRP-32: moves, missiles and spells happen once, at the turn
        if f.owed:  # WFRP-60 option: a parry borrowed this round's first slot
            slots = slots[f.owed:]
            ctx.emit(E.Set(eid, "Fight", "owed", 0, "WFRP-60"))
            parts.append("first slot spent on last round's parry (WFRP-60)")
        loss = draw_loss(state, eid)
        if loss is None:
            parts.append("whole round to take up (WFRP-34/35/37)")
            slots = [ei]
        elif loss:
            slots = after_take_up(slots, loss)
            parts.append(f"-{loss} take-up after slot timing (WFRP-39)")
        ctx.emit(E.Initiative(eid, ei, slots, parts))
