"""Starting a battle inside a round, at the beginning of one of its phases.

A ruleset opts in through its `Moment` (kernel/ruleset.py, kernel/moment.py) with:

- `phases`: the phases a battle can start at (at their `PhaseStarted` event);
- `turn_to_scenario(replay, k, state) -> (data_turn, combatant_fields)`: at the `PhaseStarted`
  event K, what the rest of the round needs (`turn`, builtins) and, per entity id, the
  combatant fields of the round so far (merged into each combatant the moment writes);
- `play_from(ctx, phase, turn)`: the rest of the round from `phase` on (a generator, like
  `play_round`);
- `check_turn(sc)` (optional): the `turn` data and the round-so-far fields checked, raising
  `ScenarioError`.

The kernel counts the round as under way (`round + 1`, no `RoundStarted` again), plays the
rest of it with `play_from`, ends it with its `Checkpoint` and goes on as usual.
"""

from __future__ import annotations

from typing import Any

import msgspec

from .errors import ScenarioError
from .events import RoundStarted

__all__ = ["phases_of", "check_phase", "started_mid_round", "round_start"]


def phases_of(ruleset: Any) -> tuple[str, ...]:
    """The phases a battle of this ruleset can start at (none without a `Moment`)."""
    return tuple(ruleset.moment.phases) if ruleset.moment is not None else ()


def started_mid_round(sc: Any) -> bool:
    return sc.phase is not msgspec.UNSET


def check_phase(sc: Any, ruleset: Any) -> None:
    if not started_mid_round(sc):
        if sc.turn is not msgspec.UNSET:
            raise ScenarioError("turn", "is the round under way: it needs `phase`")
        return
    known = phases_of(ruleset)
    if sc.phase not in known:
        raise ScenarioError("phase", f"{ruleset.id} can start at {list(known) or 'no phase'} "
                            f"of a round, not {sc.phase!r}")
    check = ruleset.moment.check_turn
    if check is not None:
        check(sc)


def round_start(replay, k: int) -> tuple[int, dict]:
    """For a moment at K inside a round: the index of the round's `RoundStarted` (-1 when the
    log itself began inside this round), and the `turn` the log began with ({} if none)."""
    events = replay.events
    start = next((i for i in range(k - 1, -1, -1) if type(events[i]) is RoundStarted), -1)
    began = replay.header.scenario.get("turn") or {} if start < 0 else {}
    return start, dict(began)
