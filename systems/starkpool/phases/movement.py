"""The Move and Counter Move phases (sections 3.2, 3.3).

SP-22  phase order (see round.py); here: the moving side moves its figures in id order.
SP-26  the moving side moves none, some or all of its figures; locked figures do not move.
SP-129 a fleeing figure not locked in melee makes its flight move instead.

A figure's turn in its phase: a gear action (get up, pick up, change weapons, pavis,
unpack, rally a mount; rules/gear.py), then a move (hold, move along a path, charge,
split-move-and-shoot; rules/movement/), then a phase action (power duel, rally, spotting;
phases/actions.py). ZOC stops (SP-27..SP-29) are in rules/paths.py, the move itself
(SP-33, SP-67) in rules/movement/move.py.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Turn
from affray.kernel.events import PhaseStarted

from ..rules import engagement as G
from ..rules import figures as F
from ..rules.gear import prepare
from ..rules.morale.flee import flee_move
from ..rules.movement.charge import charge, charge_targets
from ..rules.movement.move import MoveOptions, move_along
from ..rules.movement.split_move import can_split, split_move
from ..rules.paths import waypoints_path
from .actions import phase_action

__all__ = ["move_options", "movement_phase", "figure_movement"]


def movement_phase(ctx, side: int, phase: str, only: set | None = None):
    """SP-22/SP-26: the figures of `side`, in id order, each take their turn."""
    state = ctx.state
    ctx.emit(PhaseStarted(phase))
    for eid in [e for e in state.entities if state.side[e] == side]:
        if only is not None and eid not in only:
            continue
        if not F.able(state, eid):
            continue
        if F.fleeing(state, eid):
            if not G.locked(state, eid):
                flee_move(ctx, eid)
            continue
        yield from figure_movement(ctx, eid, phase)


def move_options(state, eid: int, cost: float = 0.0) -> MoveOptions:
    """The moves open to a figure after a gear action costing `cost` inches."""
    turn = state.get(eid, Turn)
    rate = F.rate(state, eid)
    pinned = turn.passed_through and not state.options["pass_through_then_move"]
    allowance = 0.0 if pinned else max(0.0, rate - cost - turn.moved)
    if "basher" in state.get(eid, Combatant).tags and F.cond(state, eid, "surpriser"):
        return MoveOptions(state, eid, allowance)              # SP-19: only move aside
    charges = charge_targets(state, eid, cost) if allowance > 0 else []
    split = min(allowance, rate / 2) if allowance > 0 and can_split(state, eid) else 0.0
    return MoveOptions(state, eid, allowance, charges, split)


def figure_movement(ctx, eid: int, phase: str):
    """One figure's turn in its side's movement phase."""
    state = ctx.state
    if G.locked(state, eid):                          # SP-26
        return
    cost = yield from prepare(ctx, eid, phase)
    if cost is None:
        return
    opts = move_options(state, eid, cost)
    choice = ["hold"]
    if len(opts.enumerate()) > 1:
        choice = yield from ctx.decide(eid, "move", opts)
    kind = choice[0]
    if kind == "move":
        yield from move_along(ctx, eid, waypoints_path(F.pos(state, eid), choice[1]), phase)
    elif kind == "charge":
        yield from charge(ctx, eid, choice[1], phase, cost)
    elif kind == "split":
        yield from split_move(ctx, eid, choice[1], phase, opts.allowance)
    if F.able(state, eid) and not G.locked(state, eid):
        yield from phase_action(ctx, eid, phase)
