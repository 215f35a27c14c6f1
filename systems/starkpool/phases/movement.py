"""The Move and Counter Move phases (sections 3.2, 3.3, 3.5.6).

SP-22  phase order (see round.py); here: the moving side moves its figures in id order.
SP-26  the moving side moves none, some or all of its figures; locked figures do not move.
SP-27  a mover stops at once on entering an enemy's ZOC (1", or 2" for Large figures).
SP-28  after stopping at a Large figure's 2" ZOC, the mover may go on up to 1" to contact
       (along his planned path).
SP-29  invisible or hidden movers are not stopped by ZOCs.
SP-33  (gap default) a figure that took a pass-through shot does not move later this round.
SP-67  coming into an enemy's ZOC starts a melee: a `Contact` records who moved in, and in
       which phase (for refusing melee and strike order).

A figure's turn in its phase: a gear action (get up, pick up, change weapons, pavis,
unpack, rally a mount), then a move (hold, move along a path, charge, split-move-and-shoot),
then a phase action (power duel, rally, spotting).
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Turn
from affray.kernel.events import PhaseStarted
from ..rules import engagement as G
from ..rules import figures as F
from ..rules.gear import prepare
from .actions import phase_action
from ..rules.movement.move import MoveOptions, move_along
from ..rules.paths import waypoints_path

__all__ = ["move_options", "movement_phase", "figure_movement"]


def movement_phase(ctx, side: int, phase: str, only: set | None = None):
    """SP-22/SP-26: the figures of `side`, in id order, each take their turn."""
    from ..rules.morale.flee import flee_move
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
    from ..rules.movement.charge import charge_targets
    from ..rules.movement.split_move import can_split
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
    from ..rules.movement.charge import charge
    from ..rules.movement.split_move import split_move
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
