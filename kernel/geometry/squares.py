"""5-foot squares for ACKS II (ACKS-01, ACKS-05 to ACKS-08, ACKS-10, ACKS-25).

Squares are `(x, y)` with x east and y north. Facings are compass names, clockwise from N.
A footprint is an axis-aligned rectangle of squares, anchored at its south-west square.
"""

from __future__ import annotations

from typing import Literal, NamedTuple, Sequence, Union

Square = tuple[int, int]
Arc = Literal["front", "flank", "rear"]
Side = Literal["front", "left", "right", "rear"]

FACINGS: tuple[str, ...] = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
DIRECTIONS: dict[str, Square] = {
    "N": (0, 1), "NE": (1, 1), "E": (1, 0), "SE": (1, -1),
    "S": (0, -1), "SW": (-1, -1), "W": (-1, 0), "NW": (-1, 1),
}
ORTHOGONAL: tuple[str, ...] = ("N", "E", "S", "W")
FEET_PER_SQUARE = 5


class Footprint(NamedTuple):
    """Squares x..x+width-1 by y..y+height-1."""
    x: int
    y: int
    width: int = 1
    height: int = 1


Area = Union[Square, Footprint]


# -- squares and distance (ACKS-01) --------------------------------------------------------

def neighbour(sq: Square, facing: str) -> Square:
    dx, dy = DIRECTIONS[facing]
    return (sq[0] + dx, sq[1] + dy)


def neighbours(sq: Square) -> list[Square]:
    """The eight neighbours in FACINGS order (N, NE, E, ... NW)."""
    return [neighbour(sq, f) for f in FACINGS]


def _squares_for(dx: int, dy: int) -> int:
    dx, dy = abs(dx), abs(dy)
    return max(dx, dy) + min(dx, dy) // 2


def distance_squares(a: Square, b: Square) -> int:
    """Squares of movement, with diagonals alternating 1 and 2: max + floor(min / 2)."""
    return _squares_for(b[0] - a[0], b[1] - a[1])


def distance_feet(a: Square, b: Square) -> int:
    return FEET_PER_SQUARE * distance_squares(a, b)


def path_feet(path: Sequence[Square]) -> int:
    """Cost of one movement action along king-move steps; the diagonal count restarts here."""
    feet, diagonals = 0, 0
    for a, b in zip(path, path[1:]):
        dx, dy = abs(b[0] - a[0]), abs(b[1] - a[1])
        if max(dx, dy) != 1:
            raise ValueError(f"step {a} -> {b} is not to an adjacent square")
        if dx and dy:
            diagonals += 1
            feet += 10 if diagonals % 2 == 0 else 5
        else:
            feet += 5
    return feet


def line(a: Square, b: Square) -> list[Square]:
    """Supercover line between square centres (ACKS-10): every square the segment touches,
    endpoints excluded, ordered from a to b. Through an exact corner both side squares are
    included, the x-step one first."""
    dx, dy = abs(b[0] - a[0]), abs(b[1] - a[1])
    sx, sy = (1 if b[0] > a[0] else -1), (1 if b[1] > a[1] else -1)
    x, y = a
    ix = iy = 0
    out: list[Square] = []
    while ix < dx or iy < dy:
        # compare where the next vertical and horizontal grid lines are crossed
        cmp = (1 + 2 * ix) * dy - (1 + 2 * iy) * dx
        if cmp == 0:
            out += [(x + sx, y), (x, y + sy)]
            x, y, ix, iy = x + sx, y + sy, ix + 1, iy + 1
        elif cmp < 0:
            x, ix = x + sx, ix + 1
        else:
            y, iy = y + sy, iy + 1
        out.append((x, y))
    return [s for s in out if s != b]


# -- footprints (ACKS-05) ------------------------------------------------------------------

def footprint(anchor: Square, frontage: int = 1, depth: int = 1, facing: str = "N") -> Footprint:
    """A creature's rectangle: frontage across its facing, depth along it.

    1x1 creatures may face any of the eight directions; bigger ones only N, E, S or W.
    """
    if facing not in DIRECTIONS:
        raise ValueError(f"unknown facing {facing!r}")
    if (frontage, depth) != (1, 1) and facing not in ORTHOGONAL:
        raise ValueError(f"a {frontage}x{depth} footprint cannot face {facing}")
    if facing in ("N", "S"):
        return Footprint(anchor[0], anchor[1], frontage, depth)
    return Footprint(anchor[0], anchor[1], depth, frontage)


def as_footprint(area: Area) -> Footprint:
    return area if isinstance(area, Footprint) else Footprint(area[0], area[1])


def squares_of(area: Area) -> list[Square]:
    """Every square of the footprint, sorted."""
    f = as_footprint(area)
    return [(x, y) for x in range(f.x, f.x + f.width) for y in range(f.y, f.y + f.height)]


def _axis_gap(lo1: int, n1: int, lo2: int, n2: int) -> int:
    """Signed offset from span 1 to the nearest square of span 2 (0 if the spans overlap)."""
    if lo2 > lo1 + n1 - 1:
        return lo2 - (lo1 + n1 - 1)
    if lo2 + n2 - 1 < lo1:
        return (lo2 + n2 - 1) - lo1
    return 0


def offset(a: Area, b: Area) -> Square:
    """Offset from footprint a to the nearest square of b, 0 on an axis where they overlap."""
    fa, fb = as_footprint(a), as_footprint(b)
    return (_axis_gap(fa.x, fa.width, fb.x, fb.width), _axis_gap(fa.y, fa.height, fb.y, fb.height))


def footprint_distance_squares(a: Area, b: Area) -> int:
    """Distance between the closest squares of two footprints (0 if they overlap)."""
    return _squares_for(*offset(a, b))


def footprint_distance_feet(a: Area, b: Area) -> int:
    return FEET_PER_SQUARE * footprint_distance_squares(a, b)


def overlaps(a: Area, b: Area) -> bool:
    return offset(a, b) == (0, 0)


def touching(a: Area, b: Area) -> bool:
    """"Within 5'": the footprints touch orthogonally or diagonally without overlapping."""
    dx, dy = offset(a, b)
    return max(abs(dx), abs(dy)) == 1


def adjacent_squares(area: Area) -> list[Square]:
    """The ring of squares touching the footprint, sorted."""
    f = as_footprint(area)
    return [(x, y) for x in range(f.x - 1, f.x + f.width + 1)
            for y in range(f.y - 1, f.y + f.height + 1)
            if not (f.x <= x < f.x + f.width and f.y <= y < f.y + f.height)]


# -- arcs (ACKS-07, ACKS-08) ---------------------------------------------------------------

def _to_north(facing: str, dx: int, dy: int) -> tuple[int, int, bool]:
    """Rotate an offset so the facing becomes N (orthogonal) or NE (diagonal)."""
    i = FACINGS.index(facing)
    for _ in range(i // 2):  # quarter turns counter-clockwise
        dx, dy = -dy, dx
    return dx, dy, i % 2 == 1


def side(area: Area, facing: str, target: Square) -> Side | None:
    """Which arc of a creature at `area` the square `target` is in, with the flank's side.

    The target's offset is taken from the nearest square of the footprint (ACKS-08) and then
    the 1x1 rule of ACKS-07 applies. None if the target is inside the footprint.
    """
    dx, dy = offset(area, target)
    if (dx, dy) == (0, 0):
        return None
    dx, dy, diagonal = _to_north(facing, dx, dy)
    if diagonal:
        if dx >= 0 and dy >= 0:
            return "front"
        if dx <= 0 and dy <= 0:
            return "rear"
        return "left" if dx < 0 else "right"
    if dy > 0 and abs(dx) <= dy:
        return "front"
    if dy < 0 and abs(dx) <= -dy:
        return "rear"
    return "left" if dx < 0 else "right"


def classify(area: Area, facing: str, target: Square) -> Arc | None:
    """Front, flank or rear (ACKS-07/08); None if the target is inside the footprint."""
    s = side(area, facing, target)
    return "flank" if s in ("left", "right") else s


def faces(area: Area, facing: str, other: Area) -> bool:
    """ACKS-25: at least one square of `other` lies in the front arc of `area`."""
    return any(classify(area, facing, sq) == "front" for sq in squares_of(other))
