"""Starting a Starkpool fight inside a round, at the start of its Initiative, Move, Counter
Move, Missile, Melee or end phase (kernel/phase_start.py, SP-22).

Each figure's record of the round so far is its `Turn` component, which the between-rounds
moment already writes (`last_round`: between rounds it is last round's record, inside a round
this round's). What the round keeps in hand goes in the scenario's `turn`: `first`, the side
that moves first (SP-21, for the movement phases), and in a surprise round `only`, the
figures that act in it (SP-09), by name.
"""

from __future__ import annotations

from msgspec import UNSET

from affray.kernel.errors import ScenarioError
from affray.kernel.events import ConditionSet, PhaseStarted
from affray.kernel.phase_start import round_start

from .events import InitiativeSet
from .phases.end import end_of_round
from .phases.initiative import initiative
from .phases.melee import melee_phase
from .phases.missile import missile_phase
from .phases.movement import movement_phase
from .rules.figures import with_condition

__all__ = ["PHASES", "turn_to_scenario", "play_from", "check_turn"]

PHASES = ("initiative", "move", "counter_move", "missile", "melee", "end")


def play_from(ctx, phase: str, turn: dict):
    """The rest of a round from the start of `phase` (as round.py plays a whole one)."""
    state = ctx.state
    ids = {name: eid for eid, name in state.names.items()}
    only = {ids[n] for n in turn["only"]} if "only" in turn else None
    if phase == "end":
        end_of_round(ctx)
        return
    at = PHASES.index(phase) - 1  # from "move"
    if only is not None:  # SP-09: the surprise round
        if at <= 0:
            yield from movement_phase(ctx, state.side[min(only)], "move", only)
        if at <= 2:
            yield from missile_phase(ctx, only)
        yield from melee_phase(ctx, only)
        for name in ("surpriser", "surprised"):
            for e in with_condition(state, name):
                ctx.emit(ConditionSet(e, name, 0))
    else:
        if at < 0:
            ctx.emit(PhaseStarted("initiative"))
            turn = {**turn, "first": (yield from initiative(ctx))}
        first = turn.get("first", 0)
        if at <= 0:
            yield from movement_phase(ctx, first, "move")
        if at <= 1:
            yield from movement_phase(ctx, 1 - first, "counter_move")
        if at <= 2:
            yield from missile_phase(ctx)
        yield from melee_phase(ctx)
    end_of_round(ctx)


def turn_to_scenario(replay, k: int, state) -> tuple[dict, dict[int, dict]]:
    events = replay.events
    start, began = round_start(replay, k)  # began: the log's own turn, when it began inside it
    turn: dict = {key: v for key, v in began.items() if key == "first"}
    chosen = [ev for ev in events[start + 1:k] if type(ev) is InitiativeSet]
    if chosen:
        turn["first"] = chosen[-1].first
    surprisers = with_condition(state, "surpriser")
    if surprisers:
        turn["only"] = [state.names[e] for e in surprisers]
    return turn, {}


def check_turn(sc) -> None:
    turn = sc.turn if sc.turn is not UNSET else {}
    names = [c.name for c in sc.combatants]
    for key, value in turn.items():
        if key == "first":
            if type(value) is not int or value not in (0, 1):
                raise ScenarioError("turn.first", f"expected the side that moves first, 0 or 1 "
                                    f"(SP-21), got {value!r}")
        elif key == "only":
            if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
                raise ScenarioError("turn.only", f"expected a list of figures' names, got {value!r}")
            for name in value:
                if name not in names:
                    raise ScenarioError("turn.only", f"unknown figure {name!r}; figures are {names}")
        else:
            raise ScenarioError(f"turn.{key}", "unknown; expected first, only")
    if sc.phase in ("move", "counter_move") and "first" not in turn and "only" not in turn:
        raise ScenarioError("turn.first", "missing: the side that moves first (SP-21)")
