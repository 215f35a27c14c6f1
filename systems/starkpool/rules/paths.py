"""Where a move may go: zones of control along a path, free spots and the map's edge.

SP-27  a mover stops at once on entering an enemy's ZOC (1", or 2" for Large figures).
SP-28  after stopping at a Large figure's 2" ZOC, the mover may go on up to 1" to contact.
SP-29  invisible or hidden movers are not stopped by ZOCs.

Geometry only: moving, fleeing, charging and the melee steps all build on it."""

from __future__ import annotations

import math

from affray.kernel.geometry import plane

from . import engagement as G
from . import figures as F
from . import nearby as N

__all__ = ["zoc_stop", "cut_path", "waypoints_path", "approach_point", "clear_end", "on_map",
           "in_bounds", "toward_point", "TOL"]

TOL = 1e-5


def _candidates(state, eid: int, path) -> list[int]:
    mine = state.side[eid]
    found: set[int] = set()
    for a, b in zip(path, path[1:]):
        for e in N.near_segment(state, a, b, G.MAX_ZOC + TOL):
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


def base_stop(state, eid: int, path) -> float:
    """How far along the path the mover goes before its base meets an enemy's: nobody runs
    through an enemy (a flight is checked along its path, not only where it ends). An enemy
    already in base contact blocks only a path that closes on it."""
    path = [tuple(p) for p in path]
    length = plane.length(path)
    if len(path) < 2 or length <= 0:
        return length
    mine, start, best = state.side[eid], path[0], length
    step = plane.point_at(path, min(length, 1e-3))
    found: set[int] = set()
    for a, b in zip(path, path[1:]):
        found |= N.near_segment(state, a, b, G.BASE + TOL)
    for e in sorted(found):
        if e == eid or state.side[e] == mine or not F.present(state, e):
            continue
        c = F.pos(state, e)
        if plane.distance(start, c) <= G.BASE + 1e-9:
            if plane.distance(step, c) < plane.distance(start, c):
                return 0.0
            continue
        hit = plane.first_contact(path, c, G.BASE)
        if hit is not None and hit.along < best:
            best = hit.along
    return best


def _bases(state, eid: int, centre, radius: float) -> list:
    """Positions of the other figures whose bases could touch a spot within radius."""
    return [F.pos(state, o) for o in N.around(state, tuple(centre), radius + G.BASE)
            if o != eid and F.present(state, o)]


_CLEAR = G.BASE - 1e-9
_hypot = math.hypot


def _free(spot, bases) -> bool:
    x, y = spot
    for b in bases:
        if not _hypot(b[0] - x, b[1] - y) >= _CLEAR:   # plane.distance(spot, b), inlined
            return False
    return True


# the unit vectors of the 12 headings approach_point tries (every 30°), as plane.advance uses
_RING = [plane.unit(30.0 * k) for k in range(12)]


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
    tx, ty = there
    hx, hy = here
    spots = []
    for k, (ux, uy) in enumerate(_RING):
        x, y = tx + ux * 1.0, ty + uy * 1.0                # plane.advance(there, 30k, 1.0)
        spots.append((_hypot(x - hx, y - hy), k, (x, y)))  # plane.distance(here, spot)
    spots.sort()
    bases = _bases(state, eid, there, 1.0)
    for _, _, spot in spots:                  # nearest first: the first that qualifies
        if _free(spot, bases) and (not engaging or G.engages_at(state, eid, spot, target)):
            return spot
    return there


def waypoints_path(start, waypoints) -> list:
    return [tuple(start)] + [(float(p[0]), float(p[1])) for p in waypoints]


def in_bounds(state, p) -> bool:
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


def toward_point(start, target, dist: float) -> list[float]:
    d = plane.distance(start, target)
    if d == 0 or dist <= 0:
        return [round(start[0], 6), round(start[1], 6)]
    step = math.floor(min(dist, d) * 1000) / 1000
    p = plane.advance(start, plane.bearing(start, target), step)
    return [round(p[0], 6), round(p[1], 6)]
