"""Who may shoot how often (section 3.4.2).

SP-45  bows of any sort and darts: 2 shots if the shooter does not move this round; a
       pass-through shot uses one of them.
SP-46  other missile weapons: 1 shot if the shooter moved no more than half his rate (gap:
       exactly half is free); more than half: a shot only on 1d6 = 4-6. (Gap: a bowman who
       moved shoots like this too.)
SP-47  heavy crossbow: fires every second round; no shot or reload after moving more than
       half the rate.
SP-34  a pass-through shot is one of a bowman's two shots, the whole shot of other weapons.
"""
from __future__ import annotations

from typing import NamedTuple

from ...tables.weapons import TWO_SHOT_KINDS

__all__ = ["Shots", "shots_allowed", "may_reload", "MOVED_SHOT_ROLL"]

MOVED_SHOT_ROLL = 4   # d6 at or above this allows a shot after moving more than half


class Shots(NamedTuple):
    shots: int
    needs_roll: bool = False   # the one shot needs 1d6 >= MOVED_SHOT_ROLL


def _eps_le(a: float, b: float) -> bool:
    return a <= b + 1e-9


def shots_allowed(kind: str, moved: float, rate: float, used: int = 0,
                  loaded: bool = True) -> Shots:
    """SP-45..SP-47: the shots left this round after ``used`` (e.g. a pass-through shot)."""
    within_half = _eps_le(moved, rate / 2)
    if kind == "heavy_crossbow":
        return Shots(1 - used if loaded and within_half and used < 1 else 0)
    if kind in TWO_SHOT_KINDS and moved <= 1e-9:
        return Shots(max(0, 2 - used))
    if used:
        return Shots(0)
    return Shots(1) if within_half else Shots(1, True)


def may_reload(moved: float, rate: float) -> bool:
    """SP-47: a heavy crossbowman reloads only if he moved no more than half his rate."""
    return _eps_le(moved, rate / 2)
