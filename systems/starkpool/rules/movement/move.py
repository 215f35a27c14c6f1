"""Moving one figure along a path (section 3.3).

SP-33  (gap default) a figure that took a pass-through shot does not move later this round.
SP-67  coming into an enemy's ZOC starts a melee: a `Contact` records who moved in, and in
       which phase.
"""

from __future__ import annotations

import math

from affray.kernel.components import Facing
from affray.kernel.events import ConditionSet, Faced, Moved
from affray.kernel.geometry import plane
from affray.kernel.options import Options

from ...events import Contact, MoveDone
from .. import engagement as G
from .. import figures as F
from ..morale import casualties
from ..paths import (TOL, approach_point, clear_end, cut_path, in_bounds, toward_point,
                     waypoints_path)
from ..resurprise import rejoin
from .pass_through_shot import react
from .. import nearby as N

__all__ = ["MoveOptions", "move_along", "record_contacts"]


class MoveOptions(Options):
    """Moves of one figure: ["hold"], ["move", waypoints], ["charge", id], ["split", waypoints].

    `enumerate` lists a few sensible candidates (toward the nearest enemies, away); `legal`
    accepts any path within the allowance (and the map)."""

    def __init__(self, state, eid: int, allowance: float, charges=(), split: float = 0.0):
        self.state, self.eid = state, eid
        self.allowance = max(0.0, allowance)
        self.charges = list(charges)
        self.split = split
        self._list = None

    def enumerate(self) -> list:
        if self._list is not None:
            return self._list
        state, eid = self.state, self.eid
        out: list = [["hold"]]
        here = F.pos(state, eid)
        if self.allowance > TOL:
            mine = state.side[eid]
            near = N.nearest(state, here, 3, lambda e: state.side[e] != mine
                                         and F.targetable(state, e))
            for e in near:
                out.append(["move", [toward_point(here, approach_point(state, eid, e),
                                             self.allowance)]])
            if near and F.pos(state, near[0]) != here:
                p = plane.advance(here, plane.bearing(F.pos(state, near[0]), here),
                                  math.floor(self.allowance * 1000) / 1000)
                out.append(["move", [[round(p[0], 6), round(p[1], 6)]]])
        out += [["charge", t] for t in self.charges]
        if self.split > TOL:
            mine = state.side[eid]
            for e in N.nearest(state, here, 1, lambda e: state.side[e] != mine
                                           and F.targetable(state, e)):
                spot = approach_point(state, eid, e)
                out.append(["split", [toward_point(here, spot, self.split)]])
        self._list = [o for o in out if o[0] not in ("move", "split") or self.legal(o) is None]
        return self._list

    def _path_reason(self, waypoints, allowance: float) -> str | None:
        if not isinstance(waypoints, list) or not 1 <= len(waypoints) <= 8:
            return "a move is a list of 1 to 8 waypoints [[x, y], ...]"
        for p in waypoints:
            if (not isinstance(p, list) or len(p) != 2
                    or not all(isinstance(v, (int, float)) and math.isfinite(v) for v in p)):
                return "each waypoint is [x, y]"
        path = waypoints_path(F.pos(self.state, self.eid), waypoints)
        if plane.length(path) > allowance + TOL:
            return f'the path is {plane.length(path):.3f}" long; the allowance is {allowance:.3f}"'
        if not all(in_bounds(self.state, p) for p in path):
            return "the path leaves the map"
        return None

    def legal(self, choice) -> str | None:
        if not isinstance(choice, list) or not choice:
            return "expected a list such as [\"hold\"]"
        kind = choice[0]
        if kind == "hold" and len(choice) == 1:
            return None
        if kind == "move" and len(choice) == 2:
            return self._path_reason(choice[1], self.allowance)
        if kind == "charge" and len(choice) == 2:
            return None if choice[1] in self.charges else "not a legal charge target"
        if kind == "split" and len(choice) == 2 and self.split > TOL:
            return self._path_reason(choice[1], self.split)
        return f"{choice!r} is not a legal move"

    def describe(self) -> dict:
        """For a host: the few moves offered, and the rule for any other path."""
        return {"shape": "any", "suggested": self.enumerate(),
                "note": f'["hold"], ["charge", id] of {self.charges}, or ["move", waypoints]: '
                        f'1 to 8 waypoints [[x, y], ...], the path at most {self.allowance:g}" '
                        f'long and on the map' + (f'; or ["split", waypoints] up to '
                                                  f'{self.split:g}"' if self.split > TOL else "")}


def move_along(ctx, eid: int, path, phase: str, *, charged: bool = False,
               charge_left: float = 0.0, reactions: bool = True, free: bool = False,
               contacts: bool = True):
    """Move `eid` along `path` (cut at ZOCs unless `free`), with pass-through shots at the
    half-point (SP-33). Returns the distance actually moved."""
    state = ctx.state
    before = set(G.foes(state, eid)) | set(G.attackers(state, eid))
    if free:
        actual, foe = [tuple(p) for p in path], 0
    else:
        actual, foe = cut_path(state, eid, path)
        actual = clear_end(state, eid, actual)
    run = plane.length(actual)
    moved = run
    if run > 0:
        if reactions:
            hits = yield from react(ctx, eid, actual)
            if hits:
                casualties.apply(ctx, hits)
            if hits and not F.able(state, eid):
                moved = run / 2
        if moved == run:
            end = actual[-1]
            ctx.emit(Moved(eid, round(end[0], 6), round(end[1], 6)))
        _face_after(ctx, eid, actual, foe)
        if F.cond(state, eid, "spotted"):
            ctx.emit(ConditionSet(eid, "spotted", 0))
    heading = plane.bearing(actual[0], actual[-1]) if run > 0 else 0.0
    ctx.emit(MoveDone(eid, round(moved, 6), charged, round(heading, 6),
                      round(max(0.0, charge_left - moved), 6) if charged else 0.0))
    if contacts:
        record_contacts(ctx, eid, before, phase)
    return moved


def _face_after(ctx, eid: int, path, foe: int) -> None:
    state = ctx.state
    if not F.present(state, eid):
        return
    here = F.pos(state, eid)
    if foe and F.pos(state, foe) != here:
        heading = plane.bearing(here, F.pos(state, foe))
    elif len(path) >= 2 and path[-2] != path[-1]:
        heading = plane.bearing(path[-2], path[-1])
    else:
        return
    heading = round(heading, 6)
    if state.get(eid, Facing).dir != heading:
        ctx.emit(Faced(eid, heading))


def record_contacts(ctx, eid: int, before: set, phase: str) -> list[int]:
    """SP-67: a Contact for every enemy newly in melee with the mover."""
    state = ctx.state
    after = set(G.foes(state, eid)) | set(G.attackers(state, eid))
    new = sorted(after - before)
    for other in new:
        ctx.emit(Contact(eid, other, phase))
    if new:
        rejoin(ctx, eid, new)
    return new
