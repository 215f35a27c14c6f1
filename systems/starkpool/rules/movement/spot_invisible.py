"""Spotting invisible foes (section 3.3.5).

SP-40  a Scout or Delver of level 8+ who neither moves nor is locked this round may scan in
       his movement phase: on 1d6 >= 3 he finds an invisible or hidden foe. He may then shoot
       once in the Missile phase, only at that foe; others may attack it too; every attack on
       a spotted invisible foe is at -5; once the foe moves, a new scan is needed.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Turn
from affray.kernel.events import ConditionSet

from ...events import Acted
from .. import engagement as G
from .. import figures as F

__all__ = ["SPOT_LEVEL", "SPOT_ROLL", "spot_targets", "spot"]

SPOT_LEVEL, SPOT_ROLL, SPOT_REACH = 8, 3, 48.0


def _hidden(state, e: int) -> bool:
    return F.present(state, e) and not F.targetable(state, e)


def spot_targets(state, eid: int) -> list[int]:
    c = state.get(eid, Combatant)
    if c.kind not in ("scout", "delver") or c.level < SPOT_LEVEL:
        return []
    if state.get(eid, Turn).moved > 0 or G.locked(state, eid):
        return []
    return sorted(e for e in F.enemies(state, eid, SPOT_REACH, _hidden))


def spot(ctx, eid: int, target: int) -> bool:
    die = ctx.roll("spot", 1, 6)[0]
    found = die >= SPOT_ROLL
    if found:
        ctx.emit(ConditionSet(target, "spotted", 1))
    ctx.emit(Acted(eid, "spot", target if found else 0))
    return found
