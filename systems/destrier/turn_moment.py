"""Starting a Destrier fight inside a turn, at the start of its phase-1 or phase-2 initiative
or of its melee step (kernel/phase_start.py, DS-20).

The turn so far lives in each figure's components (status, ledger, turn record), which the
between-turns moment already writes. The turn keeps one thing in hand: the sides that won
the initiatives rolled so far (DS-21, DS-31: the melee step needs both), the scenario's
`turn = { winners = [...] }`.
"""

from __future__ import annotations

from msgspec import UNSET

from affray.kernel.errors import ScenarioError
from affray.kernel.events import PhaseStarted
from affray.kernel.phase_start import round_start

from . import events as E
from .phases.cavalry import charges, declare
from .phases.halfmove import half_move
from .phases.initiative import roll_initiative
from .phases.melee import melee_step
from .phases.step2 import step2
from .rules.berserk import calming

__all__ = ["PHASES", "turn_to_scenario", "play_from", "check_turn"]

PHASES = ("initiative 1", "initiative 2", "melee")


def play_from(ctx, phase: str, turn: dict):
    """The rest of a turn from the start of `phase` (as round.py plays a whole one)."""
    winners = list(turn.get("winners", []))
    first = PHASES.index(phase) + 1
    for p in (1, 2):
        if p < first:
            continue
        ctx.emit(PhaseStarted(f"initiative {p}"))
        surprised = ctx.state.options["surprised_side"]
        w = yield from roll_initiative(ctx, p, surprised if surprised >= 0
                                       and ctx.state.round == 1 else None)
        winners.append(w)
        declared = yield from declare(ctx, p)
        ctx.emit(PhaseStarted(f"step 2, phase {p}"))
        yield from step2(ctx, p, w)
        ctx.emit(PhaseStarted(f"half-move {p}"))
        yield from charges(ctx, declared, w, p)
        yield from half_move(ctx, p, w)
    yield from melee_step(ctx, winners[0], winners[1])
    calming(ctx)


def turn_to_scenario(replay, k: int, state) -> tuple[dict, dict[int, dict]]:
    events = replay.events
    start, began = round_start(replay, k)  # began: the log's own turn, when it began inside it
    won = dict(enumerate(began.get("winners", []), start=1))
    won.update({ev.phase: ev.winner for ev in events[start + 1:k]
                if type(ev) is E.Initiative and ev.phase in (1, 2)})
    return {"winners": [won[p] for p in sorted(won)]}, {}


def check_turn(sc) -> None:
    turn = sc.turn if sc.turn is not UNSET else {}
    for key in turn:
        if key != "winners":
            raise ScenarioError(f"turn.{key}", "unknown; expected winners")
    winners = turn.get("winners", [])
    need = PHASES.index(sc.phase)
    if len(winners) != need or not all(isinstance(w, int) and 0 <= w < len(sc.sides) for w in winners):
        raise ScenarioError("turn.winners", f"expected the {need} side(s) that won this turn's "
                            f"initiative so far (DS-21), got {winners!r}")
