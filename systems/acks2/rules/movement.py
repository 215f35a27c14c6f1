"""Movement on the battlemap (ACKS-12 to ACKS-14, ACKS-31, ACKS-37, ACKS-39, ACKS-51,
ACKS-56, ACKS-47): reachable squares with the alternating diagonal, passing allies and
enemies that do not engage, never ending on another combatant, and stopping where an enemy
(other than those a withdrawal or retreat ignores) would engage the mover."""

from __future__ import annotations

from functools import lru_cache

from affray.components.acks2 import Sheet
from affray.kernel.geometry import squares as sq

from . import geometry as geo
from .movement_search import search
from .passage import obstacles

RUN_MULTIPLIER = 3  # ACKS-37 Default: running speed = 3 x combat speed (40' -> 120')


def speeds(sheet: Sheet) -> dict[str, int]:
    """ACKS-37: feet allowed by each kind of move."""
    c = sheet.speed
    return {"march": c, "withdraw": c // 2, "sneak": c // 2, "sneak_fast": c,
            "charge": c * RUN_MULTIPLIER, "run": c * RUN_MULTIPLIER,
            "retreat": c * RUN_MULTIPLIER, "running_sneak": c * RUN_MULTIPLIER}


def walls(state) -> set[tuple[int, int]]:
    m = state.map
    return {(w[0], w[1]) for w in m.walls} if m is not None else set()


def threat_anchors(state, eid: int, f: int, d: int, face: str, ignore: frozenset[int],
                   enemies) -> set[tuple[int, int]]:
    """Anchor squares where an enemy (not ignored) would engage the mover (ACKS-25); under
    `engagement_by_size`, where enough of them would (ACKS-30/31)."""
    if state.options.get("engagement_by_size"):
        return _threats_by_size(state, eid, f, d, face, ignore, enemies)
    out: set[tuple[int, int]] = set()
    if (f, d) == (1, 1):
        for e in enemies:
            if e not in ignore:
                out.update(front_ring(geo.area(state, e), geo.facing_of(state, e)))
        return out
    for e in enemies:
        if e in ignore:
            continue
        ea = geo.area(state, e)
        eface = geo.facing_of(state, e)
        for x in range(ea.x - (f if face in ("N", "S") else d) - 1, ea.x + ea.width + 2):
            for y in range(ea.y - (d if face in ("N", "S") else f) - 1, ea.y + ea.height + 2):
                fp = sq.footprint((x, y), f, d, face)
                if sq.touching(ea, fp) and sq.faces(ea, eface, fp):
                    out.add((x, y))
    return out


@lru_cache(maxsize=4096)
def front_ring(ea: sq.Footprint, face: str) -> tuple[tuple[int, int], ...]:
    """The squares touching a footprint in its front arc (where it engages a 1x1 mover)."""
    return tuple(s for s in sq.adjacent_squares(ea) if sq.classify(ea, face, s) == "front")


def _threats_by_size(state, eid, f, d, face, ignore, enemies) -> set[tuple[int, int]]:
    from fractions import Fraction

    from ..tables.sizes import engagers_needed
    size = state.get(eid, Sheet).size
    weight: dict[tuple[int, int], Fraction] = {}
    for e in enemies:
        if e in ignore:
            continue
        share = Fraction(1, engagers_needed(state.get(e, Sheet).size, size))
        for a in threat_anchors_one(state, e, f, d, face):
            weight[a] = weight.get(a, Fraction(0)) + share
    return {a for a, w in weight.items() if w >= 1}


def threat_anchors_one(state, e: int, f: int, d: int, face: str) -> set[tuple[int, int]]:
    out = set()
    ea = geo.area(state, e)
    eface = geo.facing_of(state, e)
    for x in range(ea.x - (f if face in ("N", "S") else d) - 1, ea.x + ea.width + 2):
        for y in range(ea.y - (d if face in ("N", "S") else f) - 1, ea.y + ea.height + 2):
            fp = sq.footprint((x, y), f, d, face)
            if (sq.touching(ea, fp) and sq.faces(ea, eface, fp)) or sq.overlaps(ea, fp):
                out.add((x, y))
    return out


def reachable(state, eid: int, feet: int, ignore: frozenset[int] = frozenset(),
              stop_on_engage: bool = True, shared: dict | None = None,
              where=None) -> dict[tuple[int, int], int]:
    """Anchor square -> cost in feet, for every square the mover may END on; with `shared`,
    also the squares it may join as a second rank (ACKS-03), filled in there. `where`: the
    `ground` of a move at least this long, shared by the searches of one segment."""
    start, blocked, taken, share, threats = where or ground(state, eid, feet, ignore, stop_on_engage)
    return search((start.x, start.y), feet, blocked, taken, threats,
                  share if shared is not None else (), shared)


def ground(state, eid: int, feet: int, ignore: frozenset[int] = frozenset(), stop_on_engage: bool = True):
    """What a move of up to `feet` meets, worked out once per move: (start footprint, blocked
    anchors, anchors it may cross but not end on, shareable squares, anchors that engage it)."""
    sheet = state.get(eid, Sheet)
    face = geo.facing_of(state, eid)
    f, d = geo.dims(sheet)
    here = geo.area(state, eid)
    start = geo.area(state, eid, (here.x, here.y))  # off a 3-in-2 edge, it moves as itself
    others = [e for e in geo.near(state, eid, feet // 5 + geo.reach(state)) if state.alive(e)]
    enemies = [e for e in others if state.side[e] != state.side[eid] and geo.able(state, e)]
    engaging = {e for e in enemies if state.engagement.has_edge(e, eid)}
    threats = threat_anchors(state, eid, f, d, face, ignore, enemies) if stop_on_engage else set()
    blocked, taken, share = obstacles(state, eid, others, engaging, walls(state), start, face)
    return start, blocked, taken, share, threats


def straight_runs(state, eid: int, feet: int, where=None) -> dict[tuple[int, int], int]:
    """ACKS-45/46 Default (engine): the squares a run reaches in a straight line along one of
    the eight directions, the diagonal alternating 5'/10', stopping where it is blocked or
    becomes engaged (ACKS-31). Gradual curves (`actions.gradual_curve`) are not offered."""
    start, blocked, taken, _, threats = where or ground(state, eid, feet)
    out: dict[tuple[int, int], int] = {}
    x0, y0 = start.x, start.y
    for dx, dy in sq.DIRECTIONS.values():  # the rays never meet: no square comes twice
        diagonal = dx and dy
        for k in range(1, feet // 5 + 1):
            cost = 5 * k + 5 * (k // 2) if diagonal else 5 * k  # every second diagonal: 10'
            s = (x0 + dx * k, y0 + dy * k)
            if cost > feet or s in blocked:
                break
            if s not in taken:
                out[s] = cost
            if s in threats:
                break
    return dict(sorted(out.items()))


def rank_squares(state, eid: int, feet: int) -> dict[tuple[int, int], int]:
    """ACKS-03: squares of a lone man-sized ally the mover can reach within `feet` and join
    as its second rank."""
    shared: dict[tuple[int, int], int] = {}
    reachable(state, eid, feet, shared=shared)
    return shared


def away_from(state, e: int, originals: list[int], squares: dict) -> dict:
    """ACKS-47/56: end the move engaged with none of the original engagers (Default: not
    within 5' of any of them)."""
    near = set()  # anchors within 5' of an original engager, worked out once per engager
    mine = geo.area(state, e)
    w, h = mine.width, mine.height
    for o in originals:
        oa = geo.area(state, o)
        for x in range(oa.x - w - 1, oa.x + oa.width + 2):
            for y in range(oa.y - h - 1, oa.y + oa.height + 2):
                fp = sq.Footprint(x, y, w, h)
                if sq.touching(oa, fp) or sq.overlaps(oa, fp):
                    near.add((x, y))
    return {s: c for s, c in squares.items() if s not in near}


def charge_path(state, eid: int, target: int, occupied: set | None = None, every: dict | None = None
                ) -> list[tuple[int, int]] | None:
    """ACKS-39 Default: a straight (supercover) line to a free square within reach of the
    target, no step increasing the distance, every square clear, 5' to running speed. The
    nearest end; with `every` (a dict), each legal end -> its path is put there too."""
    sheet = state.get(eid, Sheet)
    if geo.dims(sheet) != (1, 1):
        route = big_charge(state, eid, target, occupied, every)
        return route[0] if route else None
    if geo.arc(state, eid, target) == "rear":
        return None  # ACKS-39: line of sight at the start (ACKS-09)
    start = geo.area(state, eid)
    run = speeds(sheet)["charge"]
    if occupied is None:
        occupied = charge_obstacles(state, eid)
    tarea = geo.area(state, target)
    if sq.footprint_distance_feet((start.x, start.y), tarea) > run + 5:
        return None
    best = None
    to_target = squares_to(tarea)
    for end in sq.adjacent_squares(tarea):
        if end in occupied:
            continue
        feet = sq.distance_feet((start.x, start.y), end)
        if feet < 5 or feet > run or (every is None and best is not None and (feet, end) >= best[0]):
            continue
        path = sq.line((start.x, start.y), end) + [end]
        if any(s in occupied for s in path):
            continue
        prev = to_target((start.x, start.y))
        ok = True
        for s in path:
            dnow = to_target(s)
            if dnow > prev:
                ok = False
                break
            prev = dnow
        if ok:
            if every is not None:
                every[end] = path
            if best is None or (feet, end) < best[0]:
                best = ((feet, end), path)
    return best[1] if best else None


def squares_to(area: sq.Footprint):
    """`sq.footprint_distance_squares(square, area)` as a function of the square alone."""
    x0, x1, y0, y1 = area.x, area.x + area.width - 1, area.y, area.y + area.height - 1

    def to(s) -> int:
        x, y = s
        dx = x0 - x if x < x0 else (x - x1 if x > x1 else 0)
        dy = y0 - y if y < y0 else (y - y1 if y > y1 else 0)
        return dx + dy // 2 if dx >= dy else dy + dx // 2
    return to


def charge_obstacles(state, eid: int) -> set[tuple[int, int]]:
    run = speeds(state.get(eid, Sheet))["charge"]
    occupied: set[tuple[int, int]] = set()
    for e in geo.near(state, eid, run // 5 + geo.reach(state)):
        if state.alive(e):
            occupied.update(sq.squares_of(geo.area(state, e)))
    return occupied | walls(state)


def big_charge(state, eid: int, target: int, occupied: set | None = None, every: dict | None = None):
    """ACKS-39 for footprints bigger than a square (a horse, an ogre): the creature turns to
    the orthogonal facing nearest the target and its anchor moves in a straight line; every
    footprint on the way is clear, none farther from the target than the last. Returns
    (anchor path, facing) or None."""
    if geo.arc(state, eid, target) == "rear":
        return None
    sheet = state.get(eid, Sheet)
    f, d = geo.dims(sheet)
    face = geo.turn_toward(state, eid, target)
    start = geo.area(state, eid)
    mine = set(sq.squares_of(start))
    if occupied is None:
        occupied = charge_obstacles(state, eid)
    blocked = occupied - mine
    run = speeds(sheet)["charge"]
    tarea = geo.area(state, target)
    best = None
    for x in range(tarea.x - f - d - 1, tarea.x + tarea.width + 2):
        for y in range(tarea.y - f - d - 1, tarea.y + tarea.height + 2):
            fp = sq.footprint((x, y), f, d, face)
            if not (sq.touching(fp, tarea) and sq.faces(fp, face, tarea)):
                continue
            feet = sq.distance_feet((start.x, start.y), (x, y))
            if feet < 5 or feet > run or (every is None and best is not None and (feet, (x, y)) >= best[0]):
                continue
            path = sq.line((start.x, start.y), (x, y)) + [(x, y)]
            prev = sq.footprint_distance_squares(sq.footprint((start.x, start.y), f, d, face), tarea)
            ok = True
            for a in path:
                afp = sq.footprint(a, f, d, face)
                dnow = sq.footprint_distance_squares(afp, tarea)
                if dnow > prev or any(s in blocked for s in sq.squares_of(afp)):
                    ok = False
                    break
                prev = dnow
            if ok:
                if every is not None:
                    every[(x, y)] = path
                if best is None or (feet, (x, y)) < best[0]:
                    best = ((feet, (x, y)), path)
    return (best[1], face) if best else None
