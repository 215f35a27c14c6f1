"""The end of the turn (TFT-23): forced retreats, then weapon counters, then fallen figures;
then TFT-127 (TFT-132: 9 hits for a giant); and when the fight is over, experience
(TFT-150..153).
"""

from __future__ import annotations

from affray.components.tft import Kit, Status
from affray.kernel.events import PhaseStarted

from .. import events as E
from ..rules.awards import award_experience
from ..rules.forcing_retreat import forced_retreats
from ..rules.injury import is_giant, wounded
from ..rules.lookup import conscious


def end_of_turn(ctx, attackers: list[int], up: set[int]):
    """TFT-23, TFT-127, TFT-132; `attackers` in the attack phase's order, `up` the figures
    conscious when the turn began."""
    state = ctx.state
    ctx.emit(PhaseStarted("end"))
    yield from forced_retreats(ctx, attackers)
    for eid, k in state.query(Kit):
        for weapon, q, r, placed in list(k.loose):
            if not placed:
                ctx.emit(E.CounterPlaced(eid, weapon, q, r))
    for eid in sorted(up):
        if not conscious(state, eid):
            ctx.emit(E.Fallen(eid))
    hurt = [eid for eid, s in state.query(Status) if wounded(s.hits, is_giant(state, eid))]
    ctx.emit(E.TurnEnded(state.round, hurt))


def after_the_fight(ctx):
    """At the very end of the turn: experience when the fight is over (TFT-150..154)."""
    yield from award_experience(ctx)
