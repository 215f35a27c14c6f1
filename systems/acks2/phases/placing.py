"""Choices of place, heading and targets the chapter leaves to the mover or the attacker:
where a charge ends (ACKS-39), the facing after a march or withdrawal (ACKS-51, ACKS-56,
ACKS-64), the targets a sweep designates (ACKS-181), the square of the attack's 5' step
(ACKS-58) and of a dismount (ACKS-202), where a frightened creature runs (ACKS-195). Each
is asked only when there is more than one legal answer (the facing always)."""

from __future__ import annotations

from affray.components.acks2 import Sheet
from affray.kernel.events import Faced
from affray.kernel.geometry import squares as sq
from affray.kernel.options import ListOptions
from affray.kernel.orders import Subset
from affray.kernel.shapes import Cells

from ..rules import geometry as geo
from ..rules.movement import big_charge, charge_path


def charge_end(ctx, e: int, t: int):
    """ACKS-39: the charger picks the end square among those a straight charge reaches (it
    decides front, flank or rear). Returns (path, end, facing on arrival)."""
    state = ctx.state
    ends: dict = {}
    if geo.dims(state.get(e, Sheet)) != (1, 1):
        path, face = big_charge(state, e, t, every=ends)
    else:
        path, face = charge_path(state, e, t, every=ends), None
    if len(ends) > 1:
        pick = yield from ctx.decide(e, "charge_end", Cells(ends, grid="square"))
        path = ends[(pick[0], pick[1])]
    end = path[-1]
    return path, end, face or geo.facing_toward(end, geo.centre(state, t))


def end_facing(ctx, e: int):
    """ACKS-51/56: a marcher or withdrawer may "end facing in any direction" (a big footprint
    faces along the grid)."""
    state = ctx.state
    if not geo.able(state, e):  # a trap or a fire on the way took it out
        return
    big = geo.dims(state.get(e, Sheet)) != (1, 1)
    face = yield from ctx.decide(e, "end_facing", ListOptions(list(sq.ORTHOGONAL if big else sq.FACINGS)))
    if face != geo.facing_of(state, e):
        ctx.emit(Faced(e, face))


def sweep_targets(ctx, a: int, engaged_foes: list[int]):
    """ACKS-181: the attacker "first designates two or more targets engaged by him"."""
    if len(engaged_foes) <= 2:
        return engaged_foes
    pick = yield from ctx.decide(a, "sweep_targets", Subset(engaged_foes, least=2))
    return Subset(engaged_foes, least=2).value(pick)


def _square(ctx, e: int, kind: str, squares: list):
    if len(squares) == 1:
        return tuple(squares[0])
    pick = yield from ctx.decide(e, kind, Cells(squares, grid="square"))
    return (pick[0], pick[1])


def step_square(ctx, e: int, t: int):
    """ACKS-58: "he may move up to 5' towards the enemy when he attacks": the square, among
    those from which it reaches `t`."""
    from .combat import step_squares
    return (yield from _square(ctx, e, "step_square", step_squares(ctx.state, e, t)))


def dismount_square(ctx, e: int, free: list):
    """ACKS-202: "the combatant can place himself anywhere within 5' of the mount"."""
    return (yield from _square(ctx, e, "dismount_square", sorted(free)))


def flee_square(ctx, e: int, squares: list):
    """ACKS-195: "They will run from the enemy at their full speed": where to, among the
    squares its run (a retreat, if engaged) reaches."""
    return (yield from _square(ctx, e, "flee_square", sorted(squares)))


def safety(state, e: int):
    """How far a square is from the nearest able enemy (then the square), for a runner."""
    centres = [geo.centre(state, o) for o in state.entities
               if state.side[o] != state.side[e] and geo.able(state, o)]
    return lambda s: (min((sq.distance_squares(s, c) for c in centres), default=0), s)
