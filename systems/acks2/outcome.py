"""ACKS-19: the fight ends when one side has no combatant able to fight (dead, destroyed,
unconscious, surrendered, fled, or frightened/cowering under `frightened_is_defeated`)."""

from __future__ import annotations

from affray.kernel.ruleset import Outcome

from .rules.geometry import able


def fighting(state, eid: int) -> bool:
    if not able(state, eid) or state.condition(eid, "roused"):  # woken after the fight
        return False
    if state.options.get("frightened_is_defeated", True):
        return not (state.condition(eid, "frightened") or state.condition(eid, "cowering"))
    return True


def outcome(state):
    standing = sorted({state.side[e] for e in state.entities if fighting(state, e)})
    if len(standing) == 1:
        return Outcome(state.sides[standing[0]], "the other side is defeated")
    if not standing:
        return Outcome("", "no one is left fighting")
    return None
