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

import math

from affray.components.starkpool import Combatant, Turn
from affray.kernel.components import Facing
from affray.kernel.events import ConditionSet, Faced, Moved, PhaseStarted
from affray.kernel.geometry import plane
from affray.kernel.options import Options

from . import casualties
from . import engagement as G
from . import figures as F
from .events import Contact, MoveDone
from .gear import prepare
from .pass_through_shot import react
from .phase_actions import phase_action
from .resurprise import rejoin

__all__ = ["zoc_stop", "cut_path", "MoveOptions", "move_options", "move_along", "movement_phase",
           "figure_movement",
           "waypoints_path", "approach_point", "clear_end", "on_map", "TOL"]

TOL = 1e-5
SAMPLE = 2.0


def _candidates(state, eid: int, path) -> list[int]:
    mine = state.side[eid]
    found: set[int] = set()
    for a, b in zip(path, path[1:]):
        seg = plane.distance(a, b)
        steps = max(1, math.ceil(seg / SAMPLE))
        for i in range(steps + 1):
            for e in state.spatial.within(plane.point_at((a, b), seg * i / steps),
                                          G.MAX_ZOC + SAMPLE / 2 + TOL):
                if state.side[e] != mine:
                    found.add(e)
    return sorted(e for e in found if F.active(state, e))


def _suffix(path, d: float) -> list:
    out = [plane.point_at(path, d)]
    run = 0.0
    for a, b in zip(path, path[1:]):
        run += plane.distance(a, b)
        if run > d + 1e-12:
            out.append(tuple(b))
    return out


def _first_hit(state, path, cands, start, radius_of):
    best = None
    for e in cands:
        c = F.pos(state, e)
        r = radius_of(e)
        if plane.distance(start, c) <= r + 1e-12:
            continue
        hit = plane.first_contact(path, c, r)
        if hit is not None and (best is None or hit.along < best[0] - 1e-12):
            best = (hit.along, e)
    return best


def zoc_stop(state, eid: int, path) -> tuple[float, int, list]:
    """SP-27/SP-29: how far along the path the mover first enters an enemy ZOC, and whose
    (0 if none: the whole length). Enemies whose ZOC holds the start are ignored (the mover
    is leaving them); invisible or hidden movers are never stopped."""
    path = [tuple(p) for p in path]
    if len(path) < 2 or not F.active(state, eid):
        return plane.length(path), 0, []
    cands = _candidates(state, eid, path)
    best = _first_hit(state, path, cands, path[0], lambda e: F.zoc(state, e))
    if best is None:
        return plane.length(path), 0, cands
    return best[0], best[1], cands


def cut_path(state, eid: int, path) -> tuple[list, int]:
    """SP-27..SP-29: the path cut at the first enemy ZOC it enters (then the last inch to a
    Large figure, SP-28), and that enemy (0 if none)."""
    path = [tuple(p) for p in path]
    along, foe, cands = zoc_stop(state, eid, path)
    if not foe:
        return path, 0
    cut = plane.truncate(path, along)
    if F.zoc(state, foe) > 1.0:                       # SP-28: close the last inch
        rest = plane.truncate(_suffix(path, along), 1.0)
        if len(rest) > 1:
            here = F.pos(state, foe)
            stop = plane.first_contact(rest, here, 1.0)
            limit = stop.along if stop else plane.length(rest)
            other = _first_hit(state, rest, [e for e in cands if e != foe], rest[0],
                               lambda e: F.zoc(state, e))
            if other is not None and other[0] < limit:
                limit = other[0]
            cut = cut + plane.truncate(rest, limit)[1:]
    return cut, foe


def _bases(state, eid: int, centre, radius: float) -> list:
    """Positions of the other figures whose bases could touch a spot within radius."""
    return [F.pos(state, o) for o in state.spatial.within(tuple(centre), radius + G.BASE)
            if o != eid and F.present(state, o)]


def _free(spot, bases) -> bool:
    return all(plane.distance(spot, b) >= G.BASE - 1e-9 for b in bases)


def clear_end(state, eid: int, path) -> list:
    """Back off along the path (0.1" at a time) until the end does not overlap another
    figure's base."""
    total = plane.length(path)
    end = plane.point_at(path, total)
    bases = _bases(state, eid, end, 0.0)
    if _free(end, bases):
        return path
    window = min(total, 3.0)
    bases = _bases(state, eid, end, window)
    d = total
    while d > total - window and not _free(plane.point_at(path, d), bases):
        d = max(0.0, d - 0.1)
    while d > 0 and G.crowded(state, eid, plane.point_at(path, d)):     # a long queue
        d = max(0.0, d - 0.1)
    return plane.truncate(path, d)


def approach_point(state, eid: int, target: int, engaging: bool = False):
    """A free spot 1" from the target (every 30°), the nearest to the mover; the target's
    centre if every spot is taken. `engaging` (the melee phase's steps, SP-91, SP-92): only
    spots from which the mover would engage the target, not screened from it (SP-123); a
    screened figure (already within reach: a rear rank) would otherwise aim at its own spot."""
    there, here = F.pos(state, target), F.pos(state, eid)
    bases = _bases(state, eid, there, 1.0)
    best = None
    for k in range(12):
        spot = plane.advance(there, 30.0 * k, 1.0)
        if not _free(spot, bases) or (engaging and not G.engages_at(state, eid, spot, target)):
            continue
        key = (plane.distance(here, spot), k)
        if best is None or key < best[0]:
            best = (key, spot)
    return best[1] if best else there


def waypoints_path(start, waypoints) -> list:
    return [tuple(start)] + [(float(p[0]), float(p[1])) for p in waypoints]


def _in_bounds(state, p) -> bool:
    m = state.map
    return (m.width <= 0 or 0 <= p[0] <= m.width) and (m.height <= 0 or 0 <= p[1] <= m.height)


def on_map(state, path) -> list:
    """The path cut where it would leave a bounded map (a path that starts on it)."""
    m = state.map
    out = [tuple(path[0])]
    for a, b in zip(path, path[1:]):
        t = 1.0
        for size, i in ((m.width, 0), (m.height, 1)):
            d = b[i] - a[i]
            if size > 0 and d > 0 and b[i] > size:
                t = min(t, (size - a[i]) / d)
            elif size > 0 and d < 0 and b[i] < 0:
                t = min(t, -a[i] / d)
        if t < 1.0:
            if t > 0:
                out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t))
            return out
        out.append(tuple(b))
    return out


def _toward(start, target, dist: float) -> list[float]:
    d = plane.distance(start, target)
    if d == 0 or dist <= 0:
        return [round(start[0], 6), round(start[1], 6)]
    step = math.floor(min(dist, d) * 1000) / 1000
    p = plane.advance(start, plane.bearing(start, target), step)
    return [round(p[0], 6), round(p[1], 6)]


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
            near = state.spatial.nearest(here, 3, lambda e: state.side[e] != mine
                                         and F.targetable(state, e))
            for e in near:
                out.append(["move", [_toward(here, approach_point(state, eid, e),
                                             self.allowance)]])
            if near and F.pos(state, near[0]) != here:
                p = plane.advance(here, plane.bearing(F.pos(state, near[0]), here),
                                  math.floor(self.allowance * 1000) / 1000)
                out.append(["move", [[round(p[0], 6), round(p[1], 6)]]])
        out += [["charge", t] for t in self.charges]
        if self.split > TOL:
            mine = state.side[eid]
            for e in state.spatial.nearest(here, 1, lambda e: state.side[e] != mine
                                           and F.targetable(state, e)):
                out.append(["split", [_toward(here, approach_point(state, eid, e), self.split)]])
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
        if not all(_in_bounds(self.state, p) for p in path):
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


def movement_phase(ctx, side: int, phase: str, only: set | None = None):
    """SP-22/SP-26: the figures of `side`, in id order, each take their turn."""
    from .flee import flee_move            # flee.py builds on this module
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
    from .charge import charge_targets    # charge.py and split_move.py build on this module
    from .split_move import can_split
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
    from .charge import charge
    from .split_move import split_move
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
