"""The fight ends when only one side has figures standing."""

from __future__ import annotations

from affray.kernel.ruleset import Outcome


def outcome(state):
    standing = sorted({state.side[e] for e in state.entities if state.alive(e)})
    if len(standing) == 1:
        return Outcome(state.sides[standing[0]], "the other side has fallen")
    if not standing:
        return Outcome("", "everyone has fallen")
    return None
