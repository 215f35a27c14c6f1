"""The battlemap as the rules read it: footprints, arcs, reach and who stands where
(ACKS-01, ACKS-05 to ACKS-11), over `affray.kernel.geometry.squares`."""

from __future__ import annotations

from affray.components.acks2 import Sheet
from affray.kernel.components import Facing, Position
from affray.kernel.geometry import squares as sq

from ..tables.sizes import FOOTPRINTS
from .memo import memo

BIG = 12  # squares: the widest footprint plus reach, for neighbour searches


def dims(sheet: Sheet) -> tuple[int, int]:
    f, d = FOOTPRINTS[sheet.size]
    return (sheet.frontage or f, sheet.depth or d)


EDGE = "edge"  # ACKS-02: on the edge of a 3-in-2 group; 1 = a row along x, 2 = along y


def area(state, eid: int, at=None, facing=None) -> sq.Footprint:
    if at is None and facing is None:
        known = memo(state).area
        fp = known.get(eid)
        if fp is None:
            fp = known[eid] = _area(state, eid)
        return fp
    return _area(state, eid, at, facing)


def _area(state, eid: int, at=None, facing=None) -> sq.Footprint:
    sheet = state.get(eid, Sheet)
    pos = state.get(eid, Position)
    face = facing or state.get(eid, Facing).dir
    f, d = dims(sheet)
    x, y = at if at is not None else (pos.x, pos.y)
    edge = state.condition(eid, EDGE) if at is None else 0
    if edge:  # ACKS-02 Default: it counts as standing in both squares of the group
        return sq.Footprint(x, y, 2, 1) if edge == 1 else sq.Footprint(x, y, 1, 2)
    return sq.footprint((x, y), f, d, face)


def facing_of(state, eid: int) -> str:
    return state.get(eid, Facing).dir


def able(state, eid: int) -> bool:
    """On its feet in the fight: alive, not unconscious, surrendered or gone (ACKS-19)."""
    known = memo(state).able
    yes = known.get(eid)
    if yes is None:
        c = state.condition
        yes = known[eid] = state.alive(eid) and not (c(eid, "unconscious") or c(eid, "surrendered"))
    return yes


def near(state, eid: int, radius: int = BIG) -> list[int]:
    """The others within `radius` squares, nearest first (the list is shared: do not change it)."""
    known = memo(state).near
    out = known.get((eid, radius))
    if out is None:
        pos = state.get(eid, Position)
        out = known[(eid, radius)] = [e for e in state.spatial.within((pos.x, pos.y), radius) if e != eid]
    return out


def widest(state) -> int:
    """W: no footprint on the map is more than W squares across (2 for a 3-in-2 edge). Kept
    per state until a figure is added."""
    known = state.derived.get("acks2_widest")
    if known is None or known[0] != len(state.entities):
        w = max([2] + [max(dims(state.get(e, Sheet))) for e in state.entities])
        known = state.derived["acks2_widest"] = (len(state.entities), w)
    return known[1]


def contact_radius(state) -> int:
    """A `near` radius holding every figure whose footprint could touch or overlap another's:
    footprints at most W squares wide touch only with anchors within W on each axis, W + W // 2
    in squares of movement (15 for two colossal 6x10 figures meeting corner to corner)."""
    w = widest(state)
    return w + w // 2


def nearest_other(state, eid: int, keep, limit: int | None = None) -> int | None:
    """The figure `o` that passes `keep(o)` with the least (distance_ft(eid, o), o): among every
    other figure, or among those whose anchor lies within `limit` squares (`near`). Found by
    widening the anchor radius r: a footprint's squares are at most W - 1 from its anchor on
    each axis, so a figure anchored beyond r is more than r - 2W squares away, and once the best
    found is nearer than that no figure outside can equal it. The same answer as a scan of
    every figure in id order (every entity must be in the spatial index; else it scans)."""
    margin = 2 * widest(state)
    r = 2 * margin
    while True:
        if limit is not None and r >= limit:
            pool, last = near(state, eid, limit), True
        elif limit is None and (r > 4096 or len(state.spatial) != len(state.entities)):
            pool, last = [o for o in state.entities if o != eid], True
        else:
            pool, last = near(state, eid, r), False
        best = None
        for o in pool:
            if keep(o):
                d = distance_ft(state, eid, o)
                if best is None or (d, o) < best:
                    best = (d, o)
        if last or (best is not None and best[0] // 5 + margin < r):
            return None if best is None else best[1]
        r *= 2


def reach(state) -> int:
    """The neighbour-search radius: `BIG`, or the contact radius when colossal footprints
    make that wider."""
    return max(BIG, contact_radius(state))


def arc(state, eid: int, other: int) -> str | None:
    """Where `other` is relative to `eid`: front, flank or rear (nearest square of other)."""
    a = area(state, eid)
    face = facing_of(state, eid)
    arcs = [sq.classify(a, face, s) for s in sq.squares_of(area(state, other))]
    for name in ("front", "flank", "rear"):
        if name in arcs:
            return name
    return None


def attack_position(state, attacker: int, target: int) -> str:
    """ACKS-85: from which arc of the TARGET the attacker strikes (its nearest square)."""
    t = area(state, target)
    face = facing_of(state, target)
    best = None
    order = {"front": 0, "flank": 1, "rear": 2}
    for s in sq.squares_of(area(state, attacker)):
        c = sq.classify(t, face, s)
        if c is not None and (best is None or order[c] < order[best]):
            best = c
    return best or "front"


def distance_ft(state, a: int, b: int) -> int:
    return sq.footprint_distance_feet(area(state, a), area(state, b))


def within5(state, a: int, b: int) -> bool:
    return sq.touching(area(state, a), area(state, b))


def facing_toward(frm: tuple[int, int], to: tuple[int, int], big: bool = False) -> str:
    """The 8-way (4-way for big footprints) direction nearest to the line frm -> to."""
    dx, dy = to[0] - frm[0], to[1] - frm[1]
    if dx == 0 and dy == 0:
        return "N"
    if big:
        if abs(dx) >= abs(dy):
            return "E" if dx > 0 else "W"
        return "N" if dy > 0 else "S"
    sx = (dx > 0) - (dx < 0)
    sy = (dy > 0) - (dy < 0)
    if abs(dx) > 2 * abs(dy):
        sy = 0
    elif abs(dy) > 2 * abs(dx):
        sx = 0
    for name, v in sq.DIRECTIONS.items():
        if v == (sx, sy):
            return name
    return "N"


def centre(state, eid: int) -> tuple[int, int]:
    a = area(state, eid)
    return (a.x + (a.width - 1) // 2, a.y + (a.height - 1) // 2)


def turn_toward(state, eid: int, other: int) -> str:
    big = dims(state.get(eid, Sheet)) != (1, 1)
    return facing_toward(centre(state, eid), centre(state, other), big)


def occupied(state, around: int, radius: int | None = None) -> dict[tuple[int, int], int]:
    """Square -> the combatant standing there (able or not, while it lies on the map), for
    the figures within `radius` (default `reach`) of `around`."""
    out: dict[tuple[int, int], int] = {}
    for e in sorted([around] + near(state, around, reach(state) if radius is None else radius)):
        if state.alive(e):
            for s in sq.squares_of(area(state, e)):
                out.setdefault(s, e)
    return out
