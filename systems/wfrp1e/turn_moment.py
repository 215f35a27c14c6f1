"""Starting a WFRP fight inside a round, at the start of its declarations, initiative, free
blows, slots or end-of-round phase (kernel/phase_start.py, WFRP-03).

At those boundaries the round so far lives in each figure's `Fight` (its declared action,
its slots, who it has met), which the between-rounds moment already writes (`fight`): the
round keeps nothing else in hand there, so the scenario's `turn` is empty.
"""

from __future__ import annotations

from affray.kernel.events import PhaseStarted

from .phases.declare import declare
from .phases.end import end_of_round
from .phases.initiative import edge, initiative
from .phases.turns import free_blows, slots
from .rules.blow import Deaths

__all__ = ["PHASES", "turn_to_scenario", "play_from"]

PHASES = ("declarations", "initiative", "free blows", "slots", "end of round")


def play_from(ctx, phase: str, turn: dict):
    """The rest of a round from the start of `phase` (as round.py plays a whole one)."""
    at = PHASES.index(phase)
    if phase == "end of round":
        ctx.emit(PhaseStarted("end of round"))
        end_of_round(ctx)
        return
    if at == 0:
        ctx.emit(PhaseStarted("declarations"))
        yield from declare(ctx)
    if at <= 1:
        ctx.emit(PhaseStarted("initiative"))
        side, d10 = edge(ctx)
        initiative(ctx, side, d10)
    deaths = Deaths()
    if at <= 2:
        ctx.emit(PhaseStarted("free blows"))
        yield from free_blows(ctx, deaths)
    ctx.emit(PhaseStarted("slots"))
    yield from slots(ctx, deaths)
    ctx.emit(PhaseStarted("end of round"))
    end_of_round(ctx)


def turn_to_scenario(replay, k: int, state) -> tuple[dict, dict[int, dict]]:
    return {}, {}
