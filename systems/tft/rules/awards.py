"""Experience at the end of a fight (TFT-150..153): who won, what each figure did, and the
awards `experience.awards` gives for the kind of combat (option `combat_type`; "none"
awards nothing).
"""

from __future__ import annotations

from affray.components.tft import Figure, Status
from affray.kernel.components import Vitals

from .. import events as E
from . import experience as XP
from . import lookup as L


def award_experience(ctx) -> None:
    """When the fight is over, an `ExperienceAwarded` for every figure the awards name."""
    state = ctx.state
    kind = state.options.get("combat_type", "none")
    if kind == "none" or state.ruleset.outcome(state) is None:
        return
    winners = [i for i, _ in enumerate(state.sides)
               if any(L.conscious(state, e) for e in state.members(i))]
    winner = winners[0] if len(winners) == 1 else None
    fighters = {}
    for eid in state.entities:
        f = state.get(eid, Figure)
        v = state.get(eid, Vitals)
        fighters[eid] = XP.Fighter(state.side[eid], f.st, f.dx, alive=not v.dead,
                                   on_feet=L.conscious(state, eid) and state.get(eid, Status).posture == "",
                                   fled=v.removed and not v.dead, hits=v.hits)
    for eid, amount in XP.awards(fighters, winner, kind).items():
        ctx.emit(E.ExperienceAwarded(eid, amount, kind))
