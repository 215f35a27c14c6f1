"""When the fight is over: one side has nobody left in the fight (dead, gone, prisoners)."""

from __future__ import annotations

from affray.kernel.components import Conditions
from affray.kernel.ruleset import Outcome

from .rules import figures as F

__all__ = ["outcome"]


def outcome(state) -> Outcome | None:
    standing = set()
    for eid, conds in state.query(Conditions):
        if "avoided" in conds.values:
            return Outcome("", "the encounter was avoided (SP-15)")
        if F.present(state, eid):
            standing.add(state.side[eid])
    if len(standing) == 1:
        side = state.sides[standing.pop()]
        return Outcome(side, "the other side is dead, fled, or taken")
    if not standing:
        return Outcome("", "nobody is left standing")
    return None
