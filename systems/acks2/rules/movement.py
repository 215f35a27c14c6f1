"""Movement on the battlemap (ACKS-12 to ACKS-14, ACKS-31, ACKS-37, ACKS-39, ACKS-51,
ACKS-56, ACKS-47): reachable squares with the alternating diagonal, passing allies and
enemies that do not engage, never ending on another combatant, and stopping where an enemy
(other than those a withdrawal or retreat ignores) would engage the mover."""

from __future__ import annotations

import heapq

from affray.components.acks2 import Sheet
from affray.kernel.geometry import squares as sq

from ..tables.sizes import size_index
from . import geometry as geo

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


def threatened(state, eid: int, fp: sq.Footprint, ignore: frozenset[int], enemies) -> bool:
    """Would an enemy (not ignored) engage the mover at this footprint? (ACKS-25)"""
    for e in enemies:
        if e in ignore:
            continue
        ea = geo.area(state, e)
        if sq.touching(ea, fp) and sq.faces(ea, geo.facing_of(state, e), fp):
            return True
    return False


def reachable(state, eid: int, feet: int, ignore: frozenset[int] = frozenset(),
              stop_on_engage: bool = True) -> dict[tuple[int, int], int]:
    """Anchor square -> cost in feet, for every square the mover may END on."""
    sheet = state.get(eid, Sheet)
    face = geo.facing_of(state, eid)
    f, d = geo.dims(sheet)
    start = geo.area(state, eid)
    radius = feet // 5 + geo.BIG
    others = [e for e in geo.near(state, eid, radius) if state.alive(e)]
    enemies = [e for e in others if state.side[e] != state.side[eid] and geo.able(state, e)]
    blocked: set[tuple[int, int]] = walls(state)
    occupied: dict[tuple[int, int], int] = {}
    for e in others:
        for s in sq.squares_of(geo.area(state, e)):
            occupied[s] = e
    mysize = size_index(sheet.size)

    def passable(e: int) -> bool:
        if state.side[e] == state.side[eid]:
            return True  # ACKS-12/13: through allies
        # ACKS-14: an enemy that does not engage the mover is like an ally
        if not geo.able(state, e) or size_index(state.get(e, Sheet).size) <= mysize - 2:
            return True
        return not state.engagement.has_edge(e, eid)

    best: dict[tuple[int, int, int], int] = {}
    out: dict[tuple[int, int], int] = {(start.x, start.y): 0}
    heap = [(0, start.x, start.y, 0)]
    while heap:
        cost, x, y, diag = heapq.heappop(heap)
        if best.get((x, y, diag), 1 << 30) < cost:
            continue
        fp = sq.footprint((x, y), f, d, face)
        if (x, y) != (start.x, start.y):
            here = [occupied.get(s) for s in sq.squares_of(fp)]
            if any(h is not None and h != eid for h in here):
                pass  # may pass, may not end here
            else:
                out.setdefault((x, y), cost)
            if stop_on_engage and threatened(state, eid, fp, ignore, enemies):
                continue  # ACKS-31/51: becoming engaged ends the move
        for name, (dx, dy) in sq.DIRECTIONS.items():
            step = 5
            nd = diag
            if dx and dy:
                nd = diag + 1
                step = 10 if nd % 2 == 0 else 5
            nc = cost + step
            if nc > feet:
                continue
            nfp = sq.footprint((x + dx, y + dy), f, d, face)
            squares = sq.squares_of(nfp)
            if any(s in blocked for s in squares):
                continue
            if any((o := occupied.get(s)) is not None and o != eid and not passable(o) for s in squares):
                continue
            key = (x + dx, y + dy, nd % 2)
            if best.get(key, 1 << 30) <= nc:
                continue
            best[key] = nc
            heapq.heappush(heap, (nc, x + dx, y + dy, nd % 2))
    out.pop((start.x, start.y), None)
    return out


def charge_path(state, eid: int, target: int) -> list[tuple[int, int]] | None:
    """ACKS-39 Default: a straight (supercover) line to a free square within reach of the
    target, no step increasing the distance, every square clear, 5' to running speed."""
    sheet = state.get(eid, Sheet)
    if geo.dims(sheet) != (1, 1):
        return None  # big chargers: not modelled on the map (documented)
    if geo.arc(state, eid, target) == "rear":
        return None  # ACKS-39: line of sight at the start (ACKS-09)
    start = geo.area(state, eid)
    run = speeds(sheet)["charge"]
    occupied = set()
    for e in geo.near(state, eid, run // 5 + geo.BIG):
        if state.alive(e):
            occupied.update(sq.squares_of(geo.area(state, e)))
    occupied |= walls(state)
    tarea = geo.area(state, target)
    best = None
    for end in sq.adjacent_squares(tarea):
        if end in occupied:
            continue
        feet = sq.distance_feet((start.x, start.y), end)
        if feet < 5 or feet > run:
            continue
        path = sq.line((start.x, start.y), end) + [end]
        if any(s in occupied for s in path):
            continue
        prev = sq.footprint_distance_squares((start.x, start.y), tarea)
        ok = True
        for s in path:
            dnow = sq.footprint_distance_squares(s, tarea)
            if dnow > prev:
                ok = False
                break
            prev = dnow
        if ok and (best is None or (feet, end) < best[0]):
            best = ((feet, end), path)
    return best[1] if best else None
