"""Continuous plane for Starkpool (inches), WFRP (yards) and Destrier (inches).

Positions are `(x, y)` floats, x east and y north, in whatever unit the ruleset uses.
Facings and bearings are degrees, 0 = +x, counter-clockwise. Boundaries are inclusive
("within" and "at least" include the boundary value) unless a function says otherwise.
Facings at multiples of 45 degrees use exact unit vectors, and arc tests allow ARC_EPS
degrees of rounding, so that a target on an arc boundary does not depend on the platform's
trigonometry.
"""

from __future__ import annotations

import math
from typing import Literal, NamedTuple, Sequence

Point = tuple[float, float]
Path = Sequence[Point]
Arc = Literal["front", "flank", "rear"]
Side = Literal["front", "left", "right", "rear"]

STARKPOOL_ARCS = (67.5, 112.5)  # front if beta <= 67.5, rear if beta > 112.5, else flank
WFRP_ARCS = (45.0, 135.0)
SIDES: tuple[Side, ...] = ("front", "left", "right", "rear")  # also the default tie order
ARC_EPS = 1e-9  # degrees: an angle this close to an arc boundary counts as on it

_R = math.sqrt(0.5)
_EXACT = {0: (1.0, 0.0), 45: (_R, _R), 90: (0.0, 1.0), 135: (-_R, _R),
          180: (-1.0, 0.0), 225: (-_R, -_R), 270: (0.0, -1.0), 315: (_R, -_R)}


# -- points and angles ---------------------------------------------------------------------

def unit(degrees: float) -> Point:
    """The unit vector of a heading."""
    a = degrees % 360.0
    if a in _EXACT:
        return _EXACT[a]  # type: ignore[index]
    rad = math.radians(a)
    return (math.cos(rad), math.sin(rad))


def distance(a: Point, b: Point) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def within_radius(a: Point, b: Point, radius: float) -> bool:
    return distance(a, b) <= radius


def gap(a: Point, b: Point, radius_a: float, radius_b: float) -> float:
    """Edge-to-edge distance between two round bases (negative if they overlap)."""
    return distance(a, b) - radius_a - radius_b


def bearing(a: Point, b: Point) -> float:
    """Heading from a to b in [0, 360)."""
    if a == b:
        raise ValueError("no bearing between coincident points")
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360.0


def angle_diff(h1: float, h2: float) -> float:
    """The unsigned turn between two headings, in [0, 180]."""
    d = (h2 - h1) % 360.0
    return 360.0 - d if d > 180.0 else d


def advance(p: Point, heading: float, d: float) -> Point:
    ux, uy = unit(heading)
    return (p[0] + ux * d, p[1] + uy * d)


def _beta(origin: Point, facing: float, target: Point) -> float:
    """Angle in [0, 180] between the facing and the direction origin -> target."""
    ux, uy = unit(facing)
    vx, vy = target[0] - origin[0], target[1] - origin[1]
    return math.degrees(math.atan2(abs(ux * vy - uy * vx), ux * vx + uy * vy))


def in_arc(origin: Point, facing: float, target: Point, half_angle: float) -> bool:
    """Is `target` within `half_angle` degrees either side of the facing? False at `origin`."""
    if origin == target:
        return False
    return _beta(origin, facing, target) <= half_angle + ARC_EPS


def classify_arc(target_pos: Point, target_facing: float, attacker_pos: Point,
                 arcs: tuple[float, float] = STARKPOOL_ARCS) -> Arc:
    """Which arc of the target an attacker is in: front if beta <= arcs[0], rear if
    beta > arcs[1], flank between (Starkpool §0 by default; WFRP_ARCS for WFRP-46)."""
    if target_pos == attacker_pos:
        raise ValueError("attacker and target at the same point")
    beta = _beta(target_pos, target_facing, attacker_pos)
    return "front" if beta <= arcs[0] + ARC_EPS else "rear" if beta > arcs[1] + ARC_EPS else "flank"


def project(p: Point, a: Point, b: Point) -> tuple[float, float]:
    """(t, d): p's projection a + t(b - a) onto the line a-b, and p's distance from the
    segment a-b (t clamped to [0, 1] for d)."""
    vx, vy = b[0] - a[0], b[1] - a[1]
    n2 = vx * vx + vy * vy
    if n2 == 0:
        return 0.0, distance(p, a)
    t = ((p[0] - a[0]) * vx + (p[1] - a[1]) * vy) / n2
    tc = min(1.0, max(0.0, t))
    return t, distance(p, (a[0] + tc * vx, a[1] + tc * vy))


# -- paths ---------------------------------------------------------------------------------

class Contact(NamedTuple):
    along: float  # distance travelled along the path
    point: Point


def length(path: Path) -> float:
    return math.fsum(distance(a, b) for a, b in zip(path, path[1:]))


def point_at(path: Path, d: float) -> Point:
    """The point `d` along the path, clamped to its ends."""
    if not path:
        raise ValueError("empty path")
    if d <= 0:
        return tuple(path[0])  # type: ignore[return-value]
    for a, b in zip(path, path[1:]):
        seg = distance(a, b)
        if d <= seg and seg > 0:
            t = d / seg
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        d -= seg
    return tuple(path[-1])  # type: ignore[return-value]


def half_point(path: Path) -> Point:
    """Where a mover stands for a pass-through shot (SP-33)."""
    return point_at(path, length(path) / 2)


def truncate(path: Path, d: float) -> list[Point]:
    """The path cut `d` along (stopping where a move is halted)."""
    out = [tuple(path[0])]
    for a, b in zip(path, path[1:]):
        seg = distance(a, b)
        if d < seg:
            if d > 0:
                out.append(point_at((a, b), d))
            return out  # type: ignore[return-value]
        out.append(tuple(b))
        d -= seg
    return out  # type: ignore[return-value]


def total_turn(path: Path) -> float:
    """Sum of the unsigned heading changes along a path (SP-35's 45-degree limit)."""
    heads = [bearing(a, b) for a, b in zip(path, path[1:]) if a != b]
    return math.fsum(angle_diff(h1, h2) for h1, h2 in zip(heads, heads[1:]))


def _segment_entry(a: Point, b: Point, centre: Point, radius: float) -> float | None:
    """Smallest t in [0, 1] with |a + t(b - a) - centre| <= radius, else None."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    fx, fy = a[0] - centre[0], a[1] - centre[1]
    if fx * fx + fy * fy <= radius * radius:
        return 0.0
    aa = dx * dx + dy * dy
    if aa == 0:
        return None
    bb = fx * dx + fy * dy  # half the linear coefficient
    disc = bb * bb - aa * (fx * fx + fy * fy - radius * radius)
    if disc < 0 or bb >= 0:
        return None
    t = (-bb - math.sqrt(disc)) / aa
    return t if t <= 1.0 else None


def first_contact(path: Path, centre: Point, radius: float) -> Contact | None:
    """The first point where the path meets the closed disc (a zone of control): the mover
    stops there on entry. A path that starts inside meets it at distance 0."""
    along = 0.0
    for a, b in zip(path, path[1:]):
        t = _segment_entry(a, b, centre, radius)
        seg = distance(a, b)
        if t is not None:
            p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            return Contact(along + seg * t, p)
        along += seg
    if len(path) == 1 and distance(path[0], centre) <= radius:
        return Contact(0.0, tuple(path[0]))  # type: ignore[arg-type]
    return None


# -- rectangular stands (Destrier DS-08 to DS-13, WFRP bases) ------------------------------

class Stand(NamedTuple):
    """A rectangle: `width` across the front edge, `depth` along `facing` (degrees)."""
    centre: Point
    facing: float
    width: float
    depth: float


def _local(stand: Stand, p: Point) -> Point:
    """p in the stand's frame: (ahead, to the left)."""
    ux, uy = unit(stand.facing)
    vx, vy = p[0] - stand.centre[0], p[1] - stand.centre[1]
    return (ux * vx + uy * vy, ux * vy - uy * vx)


def corners(stand: Stand) -> list[Point]:
    """Front-left, rear-left, rear-right, front-right (counter-clockwise)."""
    ux, uy = unit(stand.facing)
    lx, ly = -uy, ux
    hd, hw = stand.depth / 2, stand.width / 2
    cx, cy = stand.centre
    return [(cx + ux * a + lx * b, cy + uy * a + ly * b)
            for a, b in ((hd, hw), (-hd, hw), (-hd, -hw), (hd, -hw))]


def contact_side(stand: Stand, point: Point, prefer: Sequence[Side] = SIDES) -> Side:
    """The edge crossed by the ray from the stand's centre towards `point` (DS-13): for a
    point on the boundary, the edge holding it. A ray through a corner takes whichever of
    the two edges comes first in `prefer` (default: front, left, right, rear).

    For a rider on a horse-type stand (DS-11) left is the shield side, right the sword side,
    front the head side (defends as shield side), rear the tail. For corner-facing humanoid
    squares use `corner_side`.
    """
    u, v = _local(stand, point)
    if u == 0 and v == 0:
        raise ValueError("the point is the stand's centre")
    along = abs(u) * stand.width   # compares |u| / depth with |v| / width without dividing
    across = abs(v) * stand.depth
    ends: Side = "front" if u > 0 else "rear"
    flank: Side = "left" if v > 0 else "right"
    if along > across:
        return ends
    if across > along:
        return flank
    return min(ends, flank, key=list(prefer).index)


CORNER_SIDES = {"front": "sword", "left": "shield", "right": "rear", "rear": "rear"}


def corner_stand(centre: Point, heading: float, size: float) -> Stand:
    """DS-08: a square stand facing its corner at `heading`, as a Stand whose front edge is the
    sword side and whose left edge is the shield side (`CORNER_SIDES`)."""
    return Stand(centre, heading - 45.0, size, size)


def corner_side(centre: Point, heading: float, size: float, point: Point) -> str:
    """DS-08/DS-13: "shield", "sword" or "rear" side of a corner-facing square stand. Rays
    through corners favour the defender: the front corner is shield side, the two side
    corners belong to their frontal edge."""
    side = contact_side(corner_stand(centre, heading, size), point,
                        prefer=("left", "front", "right", "rear"))
    return CORNER_SIDES[side]


def distance_to_stand(stand: Stand, p: Point) -> float:
    """Distance from p to the nearest point of the stand (0 inside or on its edge)."""
    u, v = _local(stand, p)
    du = max(0.0, abs(u) - stand.depth / 2)
    dv = max(0.0, abs(v) - stand.width / 2)
    return math.hypot(du, dv)
