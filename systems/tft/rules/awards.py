"""Experience at the end of a fight (TFT-150..153): who won, what each figure did, and the
awards `experience.awards` gives for the kind of combat (option `combat_type`; "none"
awards nothing); then each living figure with 100 EP or more may trade them in (TFT-154).
"""

from __future__ import annotations

from affray.components.tft import Figure, Status
from affray.kernel.components import Conditions, Vitals
from affray.kernel.options import ListOptions

from .. import events as E
from . import experience as XP
from . import lookup as L
from .choices import choose


def award_experience(ctx):
    """Generator: when the fight is over, an `ExperienceAwarded` for every figure the awards
    name, then the trades (TFT-154)."""
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
    for eid in sorted(state.entities):
        if not state.get(eid, Vitals).dead:
            yield from trade_in(ctx, eid)


TRADES = ["keep", "st", "dx"]


def trade_in(ctx, eid: int):
    """TFT-154: "he/she may 'trade them in' for one additional point added to EITHER basic ST
    OR basic DX": asked (`trade-ep`) for every 100 EP, until the figure keeps the rest."""
    values = ctx.state.get(eid, Conditions).values
    while values.get("ep", 0) >= XP.EP_PER_POINT:
        which = yield from choose(ctx, eid, "trade-ep", ListOptions(TRADES))
        if which == "keep":
            return
        ctx.emit(E.AttributeRaised(eid, which))
