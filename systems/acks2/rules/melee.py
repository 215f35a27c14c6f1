"""A melee attack from throw to damage (ACKS-84 to ACKS-91, ACKS-125 to ACKS-127), and who
can be attacked in melee (ACKS-86 to ACKS-88)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.geometry import squares as sq

from ..tables.weapons import WEAPONS
from . import attack as atk
from . import damage as dmg
from . import geometry as geo
from . import ranks
from .engagement import could_engage


def reach_ft(sheet: Sheet) -> int:
    return sheet.reach if sheet.natural else 5


def has_long_weapon(sheet: Sheet) -> bool:
    return not sheet.natural and WEAPONS[sheet.weapon].long


def second_rank_ally(state, a: int, t: int) -> int | None:
    """ACKS-87: an ally directly in front of `a`, facing the same way, with `t` within 5'
    of it (reach through ranks: `ranks.may_strike`)."""
    return ranks.ally_in_front(state, a, t)


def can_melee(state, a: int, t: int) -> bool:
    """ACKS-86: within 5' (or reach) and in the front arc; ACKS-03/87: from the second rank
    (and the third, under the literal `long_weapon_reach_through_ranks`) with a long weapon."""
    if state.side[a] == state.side[t] or not geo.able(state, t):
        return False
    sheet = state.get(a, Sheet)
    fa, ft = geo.area(state, a), geo.area(state, t)
    near = False
    if sq.faces(fa, geo.facing_of(state, a), ft):
        d = sq.footprint_distance_feet(fa, ft)
        near = d <= reach_ft(sheet) and (d <= 5 or sheet.natural)
    if near and not state.condition(a, ranks.SECOND_RANK):
        return True
    if not has_long_weapon(sheet) or (not near and sq.footprint_distance_feet(fa, ft) > 15):
        return False  # past a rank only with a long weapon, to a foe within 5' of the ally
    return ranks.may_strike(state, a, t, near, True)


def melee_targets(state, a: int) -> list[int]:
    return [t for t in sorted(geo.near(state, a, geo.reach(state))) if can_melee(state, a, t)]


def damage_roll(ctx, a: int, t: int, die: str, impact: bool, attack_kind: str) -> int:
    state = ctx.state
    sheet = state.get(a, Sheet)
    total = atk.roll_damage(ctx, die)
    if impact:  # ACKS-127: one more die of the weapon, modifiers once
        total += atk.roll_damage(ctx, dmg.impact_die(die, sheet.impact_dice), "impact")
    total += sheet.str_mod + sheet.magic
    return dmg.floor_one(total)


def strike(ctx, a: int, t: int, kind: str = "melee", maneuver: str = "",
           attack_index: int = 0, impact_ok: bool = False) -> tuple[bool, bool]:
    """One melee attack. `kind`: melee | charge | countercharge | set. Returns (hit, dropped)."""
    state = ctx.state
    mods = atk.melee_modifiers(state, a, t, kind, maneuver)
    ac = atk.effective_ac(state, t, "melee", ignore_armor=(maneuver == "wrestle"))
    hit, _ = atk.throw(ctx, a, t, maneuver or kind, mods, ac)
    if not hit:
        return False, False
    die, types, impact_weapon = atk.weapon_of(state, a, attack_index)
    if maneuver in ("wrestle", "overrun", "clamber"):
        return True, False
    impact = impact_ok and impact_weapon and kind in ("charge", "countercharge", "set")
    amount = damage_roll(ctx, a, t, die, impact, kind)
    sheet, tsheet = state.get(a, Sheet), state.get(t, Sheet)
    extra = bool(sheet.natural) and dmg.natural_is_extraordinary(sheet.kind, sheet.hd, sheet.size)
    tags = ("magic",) * (sheet.magic > 0) + ("silver",) * sheet.silver
    amount = dmg.apply_defences(tsheet, amount, types, extra, tags)
    if maneuver == "incapacitate":
        types = ["bludgeoning"]  # the flat of the blade (the ogre example)
    nonlethal = maneuver == "incapacitate" or (not sheet.natural and WEAPONS[sheet.weapon].nonlethal)
    atk.hurt(ctx, t, amount, types, nonlethal, extra, a)
    return True, atk.out_of_action(state, t)
