"""Cover, obstacles and high ground read off the map's features (tables/terrain.py): WFRP-56
advantage of ground (+10) and obstacle (-10), WFRP-105 soft (-10) and hard (-20) cover. A
scenario condition of the same name still applies on its own (the GM's call)."""

from __future__ import annotations

from affray.kernel.geometry.plane import project

from ..tables.terrain import COVER, COVER_REACH, OBSTACLES, RAISED
from . import geometry as geo
from .movement import _crosses

_RANK = {"": 0, "soft": 1, "hard": 2}


def features(state) -> list:
    return list(getattr(state.map, "features", None) or [])


def inside(p, corners) -> bool:
    """Even-odd rule: the point lies in the polygon."""
    x, y = p
    hit = False
    n = len(corners)
    for i in range(n):
        (x1, y1), (x2, y2) = corners[i], corners[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def ground(state, p) -> float:
    """Yards above the ground at p: the highest raised area it stands in (0 outside)."""
    return max((f.height for f in features(state) if f.kind in RAISED and inside(p, f.area)),
               default=0.0)


def high_ground(state, attacker: int, target: int) -> bool:
    """WFRP-56: the attacker stands higher than its opponent (a table, stairs, a rise);
    being taller does not count."""
    if state.condition(attacker, "high_ground"):
        return True
    fs = features(state)
    return bool(fs) and ground(state, geo.pos(state, attacker)) > ground(state, geo.pos(state, target))


def obstacle(state, attacker: int, target: int) -> bool:
    """WFRP-56: a hedge, low wall or battlement runs between the two."""
    if state.condition(target, "behind_obstacle"):
        return True
    a, b = geo.pos(state, attacker), geo.pos(state, target)
    return any(f.kind in OBSTACLES and _crosses(a, b, f.line[:2], f.line[2:])
               for f in features(state))


def cover(state, shooter: int, target: int) -> str:
    """WFRP-105: "" , "soft" or "hard": the target stands in a wood (or on stonework), or the
    line of fire crosses a hedge or wall within COVER_REACH yards of it; the stronger wins."""
    best = "hard" if state.condition(target, "hard_cover") else \
        "soft" if state.condition(target, "soft_cover") else ""
    a, b = geo.pos(state, shooter), geo.pos(state, target)
    for f in features(state):
        kind = COVER.get(f.kind, "")
        if _RANK[kind] <= _RANK[best]:
            continue
        if f.area:
            if inside(b, f.area):
                best = kind
        elif _crosses(a, b, f.line[:2], f.line[2:]) and project(b, f.line[:2], f.line[2:])[1] <= COVER_REACH:
            best = kind
    return best
