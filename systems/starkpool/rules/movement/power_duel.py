"""Power duels between casters (section 3.3.4): eligibility and resolution.

SP-38  in his own side's movement phase a Magic-User or Cleric who has moved LESS than half
       his rate and is not locked may duel an enemy Magic-User or Cleric within 9"; ranks and
       protection do not matter (SP-60). (Gap: Druids only with ``druid_power_duel``.)
SP-39  both roll 1d6 + level; attacker strictly higher: defender takes 1 and is stunned for
       the round; otherwise the attacker takes 1. Either way the attacker is done for the
       round, except for counter-blows in melee if he was not stunned.
"""
from __future__ import annotations

from affray.components.starkpool import Combatant, Turn
from affray.kernel.events import ConditionSet

from ...events import Acted, DuelResolved
from .. import engagement as G
from .. import figures as F
from ..missile.shooting import Hit
from ..morale import casualties

__all__ = ["DUEL_RANGE", "DUELLISTS", "is_duellist", "may_duel", "duel_loser", "duel_targets",
           "power_duel"]

DUEL_RANGE = 9.0
DUELLISTS = frozenset({"magic_user", "cleric_militant", "cleric_spiritual"})


def is_duellist(kind: str, druids: bool = False) -> bool:
    return kind in DUELLISTS or (druids and kind == "druid")


def may_duel(kind: str, moved: float, rate: float, locked: bool, target_kind: str,
             distance: float, druids: bool = False) -> str | None:
    """SP-38: None if the duel may start, else the reason."""
    if not is_duellist(kind, druids):
        return "only Magic-Users and Clerics may start a power duel"
    if not is_duellist(target_kind, druids):
        return "the target is not a Magic-User or Cleric"
    if moved >= rate / 2 - 1e-9:
        return "he has moved half his rate or more"
    if locked:
        return "he is locked in melee"
    if distance > DUEL_RANGE + 1e-9:
        return 'the target is more than 9" away'
    return None


def duel_loser(attacker_total: int, defender_total: int) -> str:
    """SP-39: 'defender' (hit and stunned) if the attacker is strictly higher, else 'attacker'."""
    return "defender" if attacker_total > defender_total else "attacker"


# -- the duel as a system ------------------------------------------------------------------

def duel_targets(state, eid: int) -> list[int]:
    """SP-38/SP-60: enemy casters within 9", whatever their rank or protection."""
    c = state.get(eid, Combatant)
    druids = state.options["druid_power_duel"]
    if not is_duellist(c.kind, druids):
        return []
    moved, rate = state.get(eid, Turn).moved, F.rate(state, eid)
    locked = G.locked(state, eid)
    return [t for t in sorted(F.enemies(state, eid, DUEL_RANGE, F.targetable))
            if may_duel(c.kind, moved, rate, locked, state.get(t, Combatant).kind,
                        F.distance(state, eid, t), druids) is None]


def power_duel(ctx, eid: int, target: int) -> int:
    """SP-39: the duel; returns the loser's id."""
    state = ctx.state
    a = ctx.roll("duel", 1, 6)[0] + state.get(eid, Combatant).level
    d = ctx.roll("duel", 1, 6)[0] + state.get(target, Combatant).level
    loser = target if duel_loser(a, d) == "defender" else eid
    ctx.emit(DuelResolved(eid, target, a, d, loser))
    ctx.emit(Acted(eid, "duel"))
    casualties.apply(ctx, [Hit(loser, 1, eid if loser == target else target, "duel")])
    if loser == target and state.alive(target):
        ctx.emit(ConditionSet(target, "stunned", state.round))
    return loser
