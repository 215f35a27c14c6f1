"""The fight ends when only one side has combatants standing (dead, fled and removed do not
stand)."""

from __future__ import annotations

from affray.kernel.ruleset import Outcome


def outcome(state):
    standing = sorted({state.side[e] for e in state.entities if state.alive(e)})
    if len(standing) == 1:
        return Outcome(state.sides[standing[0]], "the other side has fallen or fled")
    if not standing:
        return Outcome("", "everyone has fallen")
    return None
