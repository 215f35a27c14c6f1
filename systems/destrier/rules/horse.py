"""Mounts: DS-38 (speed changes between half-moves), DS-72 (TAC cards by speed), DS-74
(a horse's TAC distance), DS-76 (turn limits), DS-82 (rider penalties by speed), DS-150
(MOVE), DS-151 (WHEEL), DS-152 (TRAMPLE), DS-154 (HAMSTRING)."""

from __future__ import annotations

import math

SPEEDS = ("stand", "walk", "trot", "canter", "gallop", "charge")


def speed_change(capacity: int, phase: int) -> int:
    """DS-38: up to half the per-turn capability: rounded up in phase 1, down in phase 2."""
    return math.ceil(capacity / 2) if phase == 1 else capacity // 2


def capacity(cls: str, table: dict) -> int:
    return table.get("light", 3) if cls == "light" else table.get("default", 2)


def tac_allowed(speed: str) -> tuple[str, ...]:
    """DS-72: the TAC cards a mount's speed allows."""
    if speed in ("stand", "walk", "trot"):
        return ("STAND GROUND", "CLOSE", "RETREAT")
    if speed == "canter":
        return ("FLECHE", "RETREAT")
    return ("CHARGE", "RUN AWAY")


FORWARD = {"stand": "STAND GROUND", "walk": "STAND GROUND", "trot": "CLOSE",
           "canter": "FLECHE", "gallop": "CHARGE", "charge": "CHARGE"}  # DS-73


def horse_charge_bonus(move_card: float, mode: str) -> float:
    """DS-74: MOVE + 3" (default) or 3 x MOVE (switch)."""
    return move_card + 3.0 if mode == "move_plus_3" else 3.0 * move_card


def horse_tac_distance(card: str, move_card: float, mode: str) -> float:
    """DS-74: the card's own distance plus the MOVE allowance (CHARGE: the charge bonus)."""
    own = {"CLOSE": 1.0, "FLECHE": 2.0, "RETREAT": 0.0, "STAND GROUND": 0.0}
    if card == "CHARGE":
        return horse_charge_bonus(move_card, mode) + move_card
    return own.get(card, 0.0) + move_card


FAST_EXTRA = {"canter": 0.5, "gallop": 1.5, "charge": 2.0}  # DS-75


def fast_move(move_card: float, speed: str) -> float:
    """DS-75: a fast horse's MOVE card: the allowance plus 1/2", 1 1/2" or 2"."""
    return move_card + FAST_EXTRA.get(speed, 0.0)


def turn_allowed(limit: int, turned: float, more: float) -> bool:
    """DS-76: the total of turns in the MELEE phase may not exceed the chart value."""
    return turned + abs(more) <= limit + 1e-9


def slow_down(speed: str, contacts: int) -> str:
    """DS-77: canter or faster drops one category a contact (not below trot)."""
    i = SPEEDS.index(speed)
    if i < SPEEDS.index("canter"):
        return speed
    return SPEEDS[max(SPEEDS.index("trot"), i - contacts)]


def rider_penalty(speed: str, wkind: str, length: int) -> int:
    """DS-82: canter -10, gallop -20, charge -35; not for a lance, a flail or length >= 6."""
    if wkind in ("lance", "flail") or length >= 6:
        return 0
    return {"canter": -10, "gallop": -20, "charge": -35}.get(speed, 0)


def lance_can_strike(side_gap: float | None, head_gap: float | None) -> bool:
    """DS-80: passing within 1/2" of a long side, or ending within 1" of the head side."""
    return (side_gap is not None and side_gap <= 0.5 + 1e-9) or \
        (head_gap is not None and head_gap <= 1.0 + 1e-9)


def horse_move(move_card: float, cls: str) -> float:
    """DS-150: the MOVE card's distance; Great Horses add 1"."""
    return move_card + (1.0 if cls == "great" else 0.0)


def wheel_chance(horse_weight: int, other_weight: int, man_size: bool) -> int | None:
    """DS-151: man-size: knocked down 50%; lighter: 50%; 1-1.5x: 30%; heavier: no roll."""
    if man_size:
        return 50
    if other_weight < horse_weight:
        return 50
    if other_weight <= 1.5 * horse_weight:
        return 30
    return None


def trample_cost(kick: bool) -> int:
    """DS-152: 2 blows, one more to add a kick."""
    return 2 + (1 if kick else 0)


def opposite_side(side: str) -> str:
    """DS-154: after an unpinned hamstring the figure lies on the other long side."""
    return {"shield": "sword", "sword": "shield"}.get(side, side)
