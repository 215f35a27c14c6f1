"""One blow: DS-50, DS-52, DS-54, DS-56, DS-112 (bonuses), DS-115, DS-120, DS-122, DS-123,
DS-124, DS-126, DS-127, DS-128 (dodge bonus), DS-132 (halving, +35 bash)."""

from __future__ import annotations

from typing import NamedTuple

from affray.components.destrier import Fighter, Kit, Status

from .. import events as E
from ..tables.cs_tables import hook, value
from . import geometry as geo
from .checks import check


class Defence(NamedTuple):
    total: int
    parts: dict
    placeholder: bool


def dodge_bonus(state, eid: int) -> tuple[int, bool]:
    """DS-128: the dodge bonus less 10 in AC 0-1, 10 partially / 25 fully encumbered."""
    base, ph = hook(state, "dodge_bonus", eid)
    f = state.get(eid, Fighter)
    b = base - (10 if f.ac in (0, 1) else 0) - {"none": 0, "partial": 10, "full": 25}[f.enc]
    return max(0, b), ph


def defence(state, dfd: int, cards: list[str], side: str, missile: bool = False,
            halve_dodge: bool = False) -> Defence:
    """DS-52, DS-54: what the target's cards take off a blow through `side`."""
    kit = state.get(dfd, Kit)
    frontal = geo.is_frontal(side)
    parts, ph = {}, False
    if "WEAPON PARRY" in cards and frontal and not missile:  # DS-120
        v, p = hook(state, "parry_bonus", dfd)
        parts["WEAPON PARRY"], ph = v, ph or p
    if "ACTIVE SHIELD PARRY" in cards and frontal and kit.shield:  # DS-124
        v, p = hook(state, "shield_active_bonus", dfd)
        parts["ACTIVE SHIELD PARRY"], ph = v[kit.shield], ph or p
    if "PASSIVE SHIELD PARRY" in cards and side == "shield":  # DS-127
        v, p = hook(state, "passive_defense_bonus", dfd)
        parts["PASSIVE SHIELD PARRY"] = v["shield"] if kit.shield else v["none"]
        ph = ph or (p and not kit.shield)
    if "DESPERATE DEFENSE" in cards and frontal:  # DS-123
        if kit.shield and "trained_fighter" in state.get(dfd, Fighter).flags:
            v, p = hook(state, "shield_active_bonus", dfd)
            extra = v[kit.shield]
        else:
            extra, p = hook(state, "parry_bonus", dfd)
        parts["DESPERATE DEFENSE"], ph = 25 + extra, ph or p
    if any(c.startswith("DODGE") for c in cards):  # DS-52, DS-128, DS-132
        v, p = dodge_bonus(state, dfd)
        if side == "rear":
            v //= 2
        if halve_dodge:
            v //= 2
        parts["DODGE"], ph = v, ph or p
    return Defence(sum(parts.values()), parts, ph)


def tmm_cell(state, att_tac: str, dfd_tac: str) -> tuple[dict, bool]:
    table, ph = hook(state, "tmm")
    return table.get(f"{att_tac}|{dfd_tac}", table["default"]), ph


def rider_speed_penalty(state, att: int) -> int:
    """DS-82 (through DS-54): the mount's speed penalty on the rider's blows."""
    from affray.components.destrier import Mount
    from .horse import rider_penalty
    m = state.try_get(att, Mount)
    if m is None or m.riderless:
        return 0
    kit = state.get(att, Kit)
    return rider_penalty(m.speed, kit.wkind, kit.length)


def over_head_penalty(state, att: int, dfd: int) -> int:
    """DS-53: a rider striking a target more than half inside the strip straight ahead of
    the horse's 1" head side is at -20, unless with a lance or an overhand spear."""
    from affray.components.destrier import Mount, Stand
    from affray.kernel.geometry import stands as G
    if state.try_get(att, Mount) is None or state.get(att, Stand).kind != "rect":
        return 0
    kit = state.get(att, Kit)
    if kit.wkind == "lance" or (kit.wkind == "spear" and kit.overhand):
        return 0
    head = G.edges(geo.poly(state, att))[0]
    return -20 if G.fraction_in_strip(geo.poly(state, dfd), *head) > 0.5 else 0


def hit_chance(state, att: int, dfd: int, card: str, *, role: str, tacs: tuple[str, str],
               dfd_cards: list[str], side: str, extra: int = 0, halve_dodge: bool = False,
               ferocity: bool = False) -> tuple[int, bool, dict]:
    """DS-54: base + TMM for the striker's role + striker bonuses − defences (+10 if the
    target is berserk), clamped to 0..100."""
    base, ph = hook(state, "base_hit_chance", att)
    cell, ph2 = tmm_cell(state, *tacs)
    mod = cell["att_mod"] if role == "attacker" else cell["dfd_mod"]
    bonus = (10 if card == "GREAT BLOW" else 0)
    if state.get(att, Status).berserk:
        bonus += 25
    d = defence(state, dfd, dfd_cards, side, halve_dodge=halve_dodge)
    target_berserk = 10 if state.get(dfd, Status).berserk else 0
    chance = base + mod + bonus + extra - d.total + target_berserk + over_head_penalty(state, att, dfd)
    chance += rider_speed_penalty(state, att)
    return max(0, min(100, chance)), ph or ph2 or d.placeholder, d.parts


def damage_of(state, att: int, card: str) -> tuple[int, bool]:
    """DS-56 step 6 (placeholder fixed values by class; lance 10; punch/kick 2)."""
    table, ph = hook(state, "damage", att)
    kit = state.get(att, Kit)
    if card in ("PUNCH", "KICK"):
        return table["hand"], ph
    if kit.wkind == "lance":
        return table["lance"], ph
    return table[kit.wclass], ph


GREAT_DICE = {"L": 1, "LH": 2, "H": 3}  # DS-115


class BlowResult(NamedTuple):
    hit: bool
    damage: int
    disarmed: bool
    placeholder: bool
    parried_miss: bool
    asp_large_miss: bool


def blow(ctx, att: int, dfd: int, card: str, *, role: str, tacs: tuple[str, str],
         dfd_cards: list[str], extra: int = 0, halve_dodge: bool = False,
         bash_bonus: int = 0, ds: str = "DS-110") -> BlowResult:
    """DS-56: the rolls of one blow in order; damage is returned, not applied (DS-55:
    simultaneous blows are applied together)."""
    state = ctx.state
    side = geo.contact_label(state, dfd, att)
    chance, ph, parts = hit_chance(state, att, dfd, card, role=role, tacs=tacs,
                                   dfd_cards=dfd_cards, side=side, extra=extra,
                                   halve_dodge=halve_dodge)
    hit = check(ctx, att, "DS-54", f"hit {card}", chance, ph)
    ctx.emit(E.Struck(att, dfd, card, chance, hit, ds, ph, side))
    kit, dkit = state.get(att, Kit), state.get(dfd, Kit)
    if not hit:
        return BlowResult(False, 0, False, ph, "WEAPON PARRY" in parts,
                          "ACTIVE SHIELD PARRY" in parts and dkit.shield == "large")
    heavy = kit.wclass in ("H", "LH") and card not in ("PUNCH", "KICK")
    if "ACTIVE SHIELD PARRY" in parts and heavy:  # DS-126
        if check(ctx, dfd, "DS-126", "shield breaks", 15 if dkit.shield == "small" else 5):
            ctx.emit(E.Set(dfd, "Kit", "shield", "", "DS-126"))
    disarmed = False
    if "WEAPON PARRY" in parts:  # DS-122
        if kit.wclass == "H" and dkit.wclass == "L":
            if check(ctx, dfd, "DS-122", "parrying weapon breaks", 10):
                ctx.emit(E.Set(dfd, "Kit", "broken", True, "DS-122"))
        if check(ctx, dfd, "DS-122", "disarmed", 10):
            ctx.emit(E.Set(dfd, "Status", "disarmed", True, "DS-122"))
            disarmed = True
    berserk = state.get(att, Status).berserk
    crit, cph = hook(state, "critical_chance", att)
    crit += (10 if card == "GREAT BLOW" else 0) + (10 if berserk else 0)
    check(ctx, att, "DS-56", "critical", crit, cph)
    bash, bph = hook(state, "weapon_bash_chance", att)
    bash += (10 if card == "GREAT BLOW" else 0) + (10 if berserk else 0) + bash_bonus
    check(ctx, att, "DS-56", "weapon bash", bash, bph)
    if disarmed:
        return BlowResult(True, 0, True, ph, False, False)
    dmg, dph = damage_of(state, att, card)
    if card == "GREAT BLOW":
        dmg += sum(ctx.roll("DS-115 great blow", GREAT_DICE[kit.wclass], 6))
    return BlowResult(True, dmg, False, ph or dph, False, False)


def apply_damage(ctx, eid: int, amount: int, ds: str, placeholder: bool) -> None:
    """Subtract from body points (placeholder 20); at 0 the figure falls."""
    state = ctx.state
    if amount <= 0 or not state.alive(eid):
        return
    ctx.emit(E.Hurt(eid, amount, ds, placeholder))
    if state.get(eid, Status).damage >= state.get(eid, Fighter).body:
        from affray.kernel.events import Died
        ctx.emit(Died(eid))


def body_points(state, eid: int) -> int:
    return state.get(eid, Fighter).body


__all__ = ["blow", "apply_damage", "defence", "hit_chance", "dodge_bonus", "value"]
