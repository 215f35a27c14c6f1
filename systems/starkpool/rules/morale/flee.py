"""Fleeing: the flight move, leaving the field, and being trapped.

SP-96  (gap default) a fleer runs straight away from the nearest enemy at his full rate.
SP-129 a figure that fails morale turns and moves its full rate away at once.
SP-130 broken figures keep moving away until safe (no enemy within the option
       ``flee_safe_distance``: they leave the field) or trapped; one that runs off a
       bounded map leaves the field too.
SP-131 trapped (the flight is blocked after less than 1" -- option ``trapped_below`` --
       while enemies are close): a new
       check; pass -> fights to the death; fail -> surrenders, or fights on if it cannot
       communicate.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant
from affray.kernel.components import Facing
from affray.kernel.events import ConditionSet, Faced, Moved, Removed
from affray.kernel.geometry import plane

from ...events import MoveDone
from ...tables.morale import trapped_result
from .. import engagement as G
from .. import figures as F
from ..paths import base_stop, cut_path
from .check import roll_check
from .. import nearby as N

__all__ = ["flee_move", "flight_path", "heading_away", "trapped", "zones_left"]


def heading_away(state, eid: int) -> float | None:
    here = F.pos(state, eid)
    mine = state.side[eid]
    near = N.nearest(state, here, 1, lambda e: state.side[e] != mine and F.active(state, e))
    if not near:
        return None
    there = F.pos(state, near[0])
    if there == here:
        return (state.get(eid, Facing).dir + 180.0) % 360.0
    return plane.bearing(there, here)


def _off_map(state, p) -> bool:
    m = state.map
    return ((m.width > 0 and not 0 <= p[0] <= m.width)
            or (m.height > 0 and not 0 <= p[1] <= m.height))


def flight_path(state, eid: int) -> tuple[float, list] | None:
    """The heading and path of the flight (None: no enemy left to flee from): straight away
    from the nearest enemy, cut at a zone of control entered and at a base in the way."""
    heading = heading_away(state, eid)
    if heading is None:
        return None
    here = F.pos(state, eid)
    path = [here, plane.advance(here, heading, F.rate(state, eid))]
    path, _ = cut_path(state, eid, path)
    stop = base_stop(state, eid, path)
    if stop < plane.length(path) - 1e-9:  # an enemy's base stands in the way
        path = plane.truncate(path, stop)
    return heading, path


def zones_left(state, eid: int, enemies) -> list[int]:
    """SP-96: "every enemy whose Zone of Control he leaves": those whose zone the flight ends
    outside of (all of them when there is no one left to flee from)."""
    flight = flight_path(state, eid)
    if flight is None:
        return list(enemies)
    end = flight[1][-1]
    return [e for e in enemies if plane.distance(end, F.pos(state, e)) > F.zoc(state, e) + 1e-9]


def flee_move(ctx, eid: int) -> None:
    """SP-129/SP-130/SP-131: one flight move, then safe, off the map, or trapped."""
    state = ctx.state
    flight = flight_path(state, eid)
    if flight is None:
        ctx.emit(Removed(eid))
        return
    heading, path = flight
    end = path[-1]
    run = plane.length(path)
    ctx.emit(Faced(eid, round(heading, 6)))
    if run > 0:
        ctx.emit(Moved(eid, round(end[0], 6), round(end[1], 6)))
        ctx.emit(MoveDone(eid, round(run, 6), heading=round(heading, 6)))
    if _off_map(state, end):
        ctx.emit(Removed(eid))
        return
    safe = state.options["flee_safe_distance"]
    mine = state.side[eid]
    if not N.nearest(state, end, 1, lambda e: state.side[e] != mine and F.active(state, e),
                                 max_radius=safe):
        ctx.emit(Removed(eid))
        return
    below = state.options["trapped_below"]
    if run < below and (G.locked(state, eid) or F.enemies(state, eid, 2.0, F.active)):
        trapped(ctx, eid)


def trapped(ctx, eid: int) -> str:
    """SP-131."""
    state = ctx.state
    c = state.get(eid, Combatant)
    result = trapped_result(roll_check(ctx, eid, "trapped"), c.can_communicate)
    ctx.emit(ConditionSet(eid, "fleeing", 0))
    if result == "fight_to_death":
        ctx.emit(ConditionSet(eid, "fearless", 1))
    elif result == "surrendered":
        ctx.emit(ConditionSet(eid, "surrendered", 1))
    return result
