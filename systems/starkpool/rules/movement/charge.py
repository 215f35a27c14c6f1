"""Charges: bonus movement, counter-charge meeting point and the charge's melee effects.

SP-35  a declared charge ending in contact, over level clear ground turning no more than 45°
       in all, adds +6" for horsemen and 4+-legged monsters, +3" for footmen and 2-legged
       monsters, +0" for footmen in plate. (Gap: only a declared charge counts.)
SP-36  no charge in a round after a round in which the figure charged.
SP-37  counter-charge: both close at once along the line between them, the gap (centre
       distance - contact distance) split in proportion to their charge allowances.
SP-86  a charger who moved at least 3" has +1 to hit and +1 damage this round.
SP-87  a mounted lancer who charged at least 3" (⚠ "K" in the scan; option
       ``lance_charge_min``: "3" or "half") does double damage.
SP-88  a charger (counter-chargers too) hit by a spear, halberd/pollax or pike takes double.
"""

from __future__ import annotations

from typing import Iterable, NamedTuple

from affray.components.starkpool import Combatant, Gear, Turn
from affray.kernel.geometry import plane
from affray.kernel.options import ListOptions

from ...events import ChargeDeclared
from ...tables.charge import CHARGE
from .. import engagement as G
from .. import figures as F
from ..morale.triggers import check_group
from ..paths import approach_point
from .move import move_along, record_contacts

__all__ = ["charge_bonus", "charge_allowance", "may_charge", "meeting_point", "ChargeEffect",
           "charge_effect", "set_weapon_multiplier", "charge_targets", "charge", "charged_morale"]


def charge_bonus(mounted: bool, legs: int = 2, plate: bool = False, table=CHARGE) -> int:
    """SP-35: extra inches a charge over good ground gives."""
    if mounted or legs >= 4:
        return table["horse_bonus"]
    if plate:
        return table["plate_foot_bonus"]
    return table["foot_bonus"]


def charge_allowance(rate: float, mounted: bool, legs: int = 2, plate: bool = False,
                     level_clear: bool = True, turn_degrees: float = 0.0, table=CHARGE) -> float:
    """SP-35: the charge's total allowance; no bonus on broken ground or a turn over 45°."""
    if not level_clear or turn_degrees > table["max_turn"] + 1e-9:
        return rate
    return rate + charge_bonus(mounted, legs, plate, table)


def may_charge(charged_last_round: bool) -> bool:
    """SP-36."""
    return not charged_last_round


def meeting_point(distance: float, contact: float, allowance_a: float,
                  allowance_b: float) -> tuple[float, float]:
    """SP-37: how far A and B each move to meet; each at most its own allowance."""
    gap = max(0.0, distance - contact)
    total = allowance_a + allowance_b
    if total <= 0 or gap <= 0:
        return 0.0, 0.0
    if gap >= total:
        return float(allowance_a), float(allowance_b)
    return gap * allowance_a / total, gap * allowance_b / total


class ChargeEffect(NamedTuple):
    to_hit: int = 0
    damage: int = 0
    multiplier: int = 1


def charge_effect(charged: bool, moved: float, rate: float = 0.0, mounted: bool = False,
                  lance: bool = False, lance_min: str = "3", table=CHARGE) -> ChargeEffect:
    """SP-86/SP-87: what the charge adds to the charger's own attacks this round."""
    if not charged or moved + 1e-9 < table["min_move"]:
        return ChargeEffect()
    lance_needed = table["min_move"] if lance_min == "3" else rate / 2
    doubled = mounted and lance and moved + 1e-9 >= lance_needed
    return ChargeEffect(1, 1, 2 if doubled else 1)


def set_weapon_multiplier(target_charging: bool, weapon_tags: Iterable[str]) -> int:
    """SP-88: x2 when a set weapon (spear, halberd, pollax, pike) hits a charger."""
    return 2 if target_charging and "set" in weapon_tags else 1


# -- the charge as a system (Move / Counter Move phases) -----------------------------------

def _allowance(state, eid: int, cost: float) -> float:
    c = state.get(eid, Combatant)
    plate = state.get(eid, Gear).armor == "plate" and not F.mounted(state, eid)
    base = F.rate(state, eid) - cost - state.get(eid, Turn).moved
    return charge_allowance(max(0.0, base), F.mounted(state, eid), c.legs, plate,
                            not state.map.rough, 0.0, state.tables["charge"])


def charge_targets(state, eid: int, cost: float = 0.0) -> list[int]:
    """SP-35/SP-36: enemies a straight charge can reach this phase (nearest three)."""
    if state.get(eid, Turn).charged_last or state.get(eid, Turn).charged:
        return []
    allowance = _allowance(state, eid, cost)
    return sorted(F.nearest_enemies(
        state, eid, 3, allowance + G.MAX_ZOC, lambda s, t: F.targetable(s, t)
        and F.distance(s, eid, t) - F.zoc(s, t) <= allowance + 1e-9))


def _may_counter(state, t: int, charger: int, allowance: float) -> float:
    """SP-37: the counter-charge allowance of t against charger (0: may not)."""
    turn = state.get(t, Turn)
    if (not F.able(state, t) or G.locked(state, t) or turn.charged_last or turn.moved > 0
            or F.fleeing(state, t)):
        return 0.0
    mine = _allowance(state, t, 0.0)
    gap = F.distance(state, charger, t) - max(F.zoc(state, t), F.zoc(state, charger))
    return mine if mine + allowance >= gap - 1e-9 else 0.0


def charge(ctx, eid: int, target: int, phase: str, cost: float = 0.0):
    """SP-35..SP-37: a declared charge straight at `target`, with a counter-charge in the
    Move phase; both count as charging (SP-86..SP-88); the charge may trigger morale."""
    state = ctx.state
    allowance = _allowance(state, eid, cost)
    ctx.emit(ChargeDeclared(eid, target))
    here, there = F.pos(state, eid), F.pos(state, target)
    counter = _may_counter(state, target, eid, allowance) if phase == "move" else 0.0
    if counter and (yield from ctx.decide(target, "counter_charge", ListOptions([False, True]))):
        ctx.emit(ChargeDeclared(target, eid, True))
        contact = max(F.zoc(state, eid), F.zoc(state, target))
        a, b = meeting_point(plane.distance(here, there), contact, allowance, counter)
        heading = plane.bearing(here, there)
        before = _engaged(state, eid)
        yield from move_along(ctx, eid, [here, plane.advance(here, heading, a)], phase,
                              charged=True, charge_left=allowance, free=True, contacts=False)
        if F.present(state, target):
            yield from move_along(ctx, target, [there, plane.advance(there, heading + 180, b)],
                                  phase, charged=True, charge_left=counter, free=True,
                                  reactions=False, contacts=False)
        record_contacts(ctx, eid, before, phase)
    else:
        aim = approach_point(state, eid, target)
        d = min(allowance, plane.distance(here, aim))
        path = [here, plane.advance(here, plane.bearing(here, aim), d)] if d > 0 else [here]
        yield from move_along(ctx, eid, path, phase, charged=True, charge_left=allowance)
    charged_morale(ctx, eid)


def _engaged(state, eid: int) -> set:
    return set(G.foes(state, eid)) | set(G.attackers(state, eid))


def charged_morale(ctx, eid: int) -> None:
    """SP-127: Class E, D or C foot troops charged by lancers or a Large monster check."""
    state = ctx.state
    c = state.get(eid, Combatant)
    lancer = F.mounted(state, eid) and state.get(eid, Gear).weapon == "lance"
    if not (lancer or (c.kind == "monster" and F.size(state, eid) == "L")):
        return
    for t in sorted(_engaged(state, eid)):
        tc = state.get(t, Combatant)
        if tc.troop_class in ("E", "D", "C") and not F.mounted(state, t) and not tc.player \
                and tc.kind in ("troop", "monster"):
            check_group(ctx, t, "charged")
