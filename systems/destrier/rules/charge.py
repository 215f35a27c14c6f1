"""Cavalry movement charges, the rules as functions: DS-134, DS-136, DS-138, DS-140,
DS-144, DS-145, DS-146, DS-147, DS-148, DS-149."""

from __future__ import annotations

import math

from affray.components.destrier import Fighter, Kit, Mount
from affray.kernel.geometry import stands as G

from .. import events as E
from . import geometry as geo
from .checks import check
from .horse import SPEEDS

MOUNT_RANK = {"great": 0, "griffin": 1, "hippogrif": 2}  # DS-138: then any other steed


def accelerate(speed: str, capability: int, used: int) -> tuple[str, int]:
    """DS-136: a charging steed may gain its full capability in one half-move; the turn's
    total change still may not exceed it. Returns (new speed, categories used so far)."""
    room = max(0, capability - used)
    i = min(len(SPEEDS) - 1, SPEEDS.index(speed) + room)
    return SPEEDS[i], used + (i - SPEEDS.index(speed))


def lance_precedence(cls_a: str, cls_b: str) -> int:
    """DS-138: -1 if a's rider strikes first, 1 if b's, 0 simultaneous."""
    ra, rb = MOUNT_RANK.get(cls_a, 3), MOUNT_RANK.get(cls_b, 3)
    return (ra > rb) - (ra < rb)


def stop_gap(wkind: str) -> float:
    """DS-144: the charger stops to exchange at 1" with a lance, 1/2" with a spear or flail,
    at contact with anything else."""
    return {"lance": 1.0, "spear": 0.5, "flail": 0.5}.get(wkind, 0.0)


def reply_gap(wkind: str, height: float) -> float | None:
    """DS-145: lance or pike 1"; pole arm or flail 1/2"; taller than 10': pole-arm reach
    with any weapon; otherwise contact (0). None: no weapon, no reply."""
    if wkind in ("lance", "pike"):
        return 1.0
    if wkind in ("polearm", "flail") or height > 10.0:
        return 0.5
    if wkind in ("none", ""):
        return None
    return 0.0


def can_reply(wkind: str, height: float, passage_gap: float) -> bool:
    g = reply_gap(wkind, height)
    return g is not None and passage_gap <= g + 1e-9


def rear_adjust(from_behind: bool) -> tuple[int, int]:
    """DS-146: +25 for the charger into the rear, -25 for any reply."""
    return (25, -25) if from_behind else (0, 0)


def lance_breaks(ctx, eid: int, critical: bool, target_ac: int) -> bool:
    """DS-140: a critical on AC 4+ always shatters the lance (no roll); else 10% after every
    strike, hit or miss."""
    if critical and target_ac >= 4:
        broke = True
    else:
        broke = check(ctx, eid, "DS-140", "lance breaks", 10)
    if broke:
        ctx.emit(E.Set(eid, "Kit", "broken", True, "DS-140"))
    return broke


def steed_side(state, charger: int, target: int) -> str:
    """DS-147: the side of the steed's centre line holding the larger part of the target."""
    p = state.get(charger, geo.Position)
    left = G.fraction_left_of(geo.poly(state, target), (p.x, p.y), state.get(charger, geo.Facing).dir)
    if abs(left - 0.5) < 1e-9:
        return "centre"
    return "left" if left > 0.5 else "right"


def spacing_ok(state, prev: int, nxt: int, same_side: bool, mode: str = "edges") -> bool:
    """DS-147: the next target at least 3" from the present one on the same side of the
    steed, or 6" on the opposite side (edge to edge, or centres by switch)."""
    if mode == "centres":
        a, b = state.get(prev, geo.Position), state.get(nxt, geo.Position)
        d = math.hypot(a.x - b.x, a.y - b.y)
    else:
        d = geo.gap(state, prev, nxt)
    return d >= (3.0 if same_side else 6.0) - 1e-9


def straight_enough(run_before: float) -> bool:
    """DS-148: at least 2" in a straight line before contacting or engaging a target."""
    return run_before >= 2.0 - 1e-9


def bash_allowance(left: float, touched: int) -> float:
    """DS-149: the mount loses 2" of its remaining movement for each figure touched."""
    return max(0.0, left - 2.0 * touched)


def charge_distance(state, eid: int) -> float:
    """A half-move at the steed's speed (horse_speed per turn, halved)."""
    from ..tables.cs_tables import value
    m = state.get(eid, Mount)
    return float(value(state, "horse_speed", eid)[m.speed]) / 2.0


def mounted(state, eid: int) -> bool:
    m = state.try_get(eid, Mount)
    return m is not None and not m.riderless and state.alive(eid)


__all__ = ["Fighter", "Kit"]
