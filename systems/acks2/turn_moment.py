"""Starting an ACKS II fight inside a round, at the start of its declarations, initiative,
initiative-count or morale phase (kernel/phase_start.py, ACKS-16, ACKS-31, ACKS-32).

The round so far lives in each figure's `Status` (its declaration, its initiative number and
segment), which the between-rounds moment already writes; the round keeps nothing else in
hand at these boundaries, so the scenario's `turn` is empty.
"""

from __future__ import annotations

from affray.components.acks2 import Status

from . import events as E
from .phases.after_fight import after_the_fight
from .phases.count import initiative_count
from .phases.declarations import declarations
from .phases.initiative import roll_initiative, side_sizes
from .phases.morale import morale_phase

__all__ = ["PHASES", "turn_to_scenario", "play_from"]

PHASES = ("declarations", "initiative", "count", "morale")


def play_from(ctx, phase: str, turn: dict):
    """The rest of a round from the start of `phase` (as round.py plays a whole one)."""
    at = PHASES.index(phase)
    if at == 0:
        yield from declarations(ctx)
    if at <= 1:
        roll_initiative(ctx)
    if at <= 2:
        offensive = yield from initiative_count(ctx, side_sizes(ctx.state))
        if not offensive:
            for e in ctx.state.entities:
                if ctx.state.get(e, Status).readied:
                    ctx.emit(E.Set(e, "readied", False, "ACKS-76"))
    morale_phase(ctx)
    yield from after_the_fight(ctx)


def turn_to_scenario(replay, k: int, state) -> tuple[dict, dict[int, dict]]:
    return {}, {}
