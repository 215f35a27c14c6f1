"""Hex grid for Melee (TFT §0, TFT-55 to TFT-62, TFT-84 to TFT-93, TFT-139).

Axial coordinates `(q, r)`; cube form `(q, -q-r, r)`. Directions, counter-clockwise, drawn
pointy-top: 0 east, 1 north-east, 2 north-west, 3 west, 4 south-west, 5 south-east.
A figure facing `f` has front hexes in directions f-1, f, f+1, side hexes in f-2, f+2 and a
rear hex in f+3 (mod 6). A facing of `None` means "no front" (a figure on the ground, TFT-57).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Iterable, Literal, Sequence

Hex = tuple[int, int]
Arc = Literal["front", "side", "rear"]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


# -- basics --------------------------------------------------------------------------------

def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


def cube(h: Hex) -> tuple[int, int, int]:
    return (h[0], -h[0] - h[1], h[1])


def _rotations() -> tuple[tuple[int, int, int, int], ...]:
    """(a, b, c, d) for each number of steps 0..5: the turned vector is (aq + br, cq + dr)."""
    out = []
    a, b, c, d = 1, 0, 0, 1
    for _ in range(6):
        out.append((a, b, c, d))
        a, b, c, d = a + c, b + d, -a, -b  # (q, r) -> (q + r, -q)
    return tuple(out)


_ROT = _rotations()


def rotate(v: Hex, steps: int) -> Hex:
    """Turn a vector by `steps` x 60 degrees counter-clockwise (direction d -> d + steps)."""
    q, r = v
    a, b, c, d = _ROT[steps % 6]
    return (a * q + b * r, c * q + d * r)


def neighbour(h: Hex, d: int) -> Hex:
    dq, dr = DIRECTIONS[d % 6]
    return (h[0] + dq, h[1] + dr)


def neighbours(h: Hex) -> list[Hex]:
    """The six neighbours in direction order 0..5."""
    q, r = h
    return [(q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)]


def length(v: Hex) -> int:
    q, r = v
    return (abs(q) + abs(r) + abs(q + r)) // 2


def distance(a: Hex, b: Hex) -> int:
    q = b[0] - a[0]
    r = b[1] - a[1]
    if q >= 0:
        if r >= 0:
            return q + r
        return q if q >= -r else -r
    if r <= 0:
        return -(q + r)
    return r if r >= -q else -q


def direction_to(a: Hex, b: Hex) -> int | None:
    """The direction from `a` to an adjacent hex `b`, else None."""
    v = sub(b, a)
    return DIRECTIONS.index(v) if v in DIRECTIONS else None


def ring(centre: Hex, radius: int) -> list[Hex]:
    """Hexes at exactly `radius`, starting at centre + radius*dir4 and going counter-clockwise."""
    if radius == 0:
        return [centre]
    h = add(centre, (-radius, radius))
    out = []
    for d in range(6):
        for _ in range(radius):
            out.append(h)
            h = neighbour(h, d)
    return out


def hexes_within(centre: Hex, radius: int) -> list[Hex]:
    """Every hex at distance <= radius, ring by ring from the centre outwards."""
    return [h for k in range(radius + 1) for h in ring(centre, k)]


def _dot2(v: Hex, w: Hex) -> int:
    """Twice the Euclidean dot product of two axial vectors (neighbour spacing = 1)."""
    return 2 * v[0] * w[0] + v[0] * w[1] + v[1] * w[0] + 2 * v[1] * w[1]


# -- facing (TFT-55, TFT-57) ---------------------------------------------------------------

_FRONT = tuple(tuple(DIRECTIONS[(f + k) % 6] for k in (-1, 0, 1)) for f in range(6))


def front_hexes(h: Hex, facing: int) -> list[Hex]:
    """Directions f-1, f, f+1, in that order."""
    q, r = h
    (a, b), (c, d), (e, g) = _FRONT[facing % 6]
    return [(q + a, r + b), (q + c, r + d), (q + e, r + g)]


def side_hexes(h: Hex, facing: int) -> list[Hex]:
    """Directions f-2, f+2, in that order."""
    return [neighbour(h, facing - 2), neighbour(h, facing + 2)]


def rear_hex(h: Hex, facing: int) -> Hex:
    return neighbour(h, facing + 3)


def classify_direction(facing: int | None, d: int) -> Arc:
    """Front, side or rear for a neighbour in direction `d`; everything is rear with no facing."""
    if facing is None:
        return "rear"
    turn = min((d - facing) % 6, (facing - d) % 6)
    return "front" if turn <= 1 else "side" if turn == 2 else "rear"


def classify_adjacent(h: Hex, facing: int | None, other: Hex) -> Arc | None:
    """How `other` sits relative to a figure at `h`: front/side/rear, None if not adjacent."""
    d = direction_to(h, other)
    return None if d is None else classify_direction(facing, d)


# -- ranged attacks (TFT-60, TFT-62) -------------------------------------------------------

def in_front(origin: Hex, facing: int, target: Hex,
             mode: Literal["wedge120", "half_plane180"] = "wedge120") -> bool:
    """TFT-60: may a missile or thrown attack from `origin` target `target`?

    wedge120: v = x*dir(f-1) + y*dir(f+1) with x, y >= 0 (boundary rows included).
    half_plane180: strictly ahead of the line through the figure's shoulders.
    The figure's own hex is never in front.
    """
    a, b, c, d = _ROT[-facing % 6]  # now as if facing 0
    vq, vr = target[0] - origin[0], target[1] - origin[1]
    q, r = a * vq + b * vr, c * vq + d * vr
    if q == 0 and r == 0:
        return False
    if mode == "wedge120":
        return q >= 0 and q + r >= 0  # x = q + r along dir 5, y = q along dir 1
    if mode == "half_plane180":
        return 2 * q + r > 0
    raise ValueError(f"unknown front_arc mode {mode!r}")


def attack_direction(target: Hex, target_facing: int | None, attacker: Hex) -> Arc:
    """TFT-62: the side of `target` an attack from `attacker` comes through.

    The neighbour direction with the largest dot product with target->attacker wins; an exact
    tie (the line points at a hex corner) takes the result better for the target.
    """
    v = sub(attacker, target)
    if v == (0, 0):
        raise ValueError("attacker and target share a hex")
    dots = [_dot2(v, d) for d in DIRECTIONS]
    best = max(dots)
    arcs = [classify_direction(target_facing, d) for d in range(6) if dots[d] == best]
    return min(arcs, key=("front", "side", "rear").index)


# -- line of flight (TFT-84, TFT-87, TFT-93) -----------------------------------------------

def _diffs(h: Hex) -> tuple[int, int, int]:
    x, y, z = cube(h)
    return (x - y, y - z, z - x)


def _crossing(a: Hex, b: Hex, c: Hex) -> Fraction | None:
    """Where a + t(b - a) first lies strictly inside hex `c`, for t in the open interval
    (0, 1); None if it never does. Bounds are fractions n/d (d > 0) compared exactly."""
    lo_n, lo_d, hi_n, hi_d = 0, 1, 1, 1
    for ua, ub, uc in zip(_diffs(a), _diffs(b), _diffs(c)):
        off, du = ua - uc, ub - ua
        if du == 0:
            if abs(off) >= 1:
                return None
            continue
        d = abs(du)
        o = off if du > 0 else -off
        if (-1 - o) * lo_d > lo_n * d:   # this condition starts later
            lo_n, lo_d = -1 - o, d
        if (1 - o) * hi_d < hi_n * d:    # this condition ends sooner
            hi_n, hi_d = 1 - o, d
        if lo_n * hi_d >= hi_n * lo_d:
            return None
    return Fraction(lo_n, lo_d)


def _candidates(a: Hex, b: Hex) -> list[Hex]:
    """Hexes that could meet the segment a-b: those within 1 of the rounded sample points
    a + (b - a) i/n, i = 0..n (integer arithmetic, everything scaled by n)."""
    n = max(distance(a, b), 1)
    seen: dict[Hex, None] = {}
    for i in range(n + 1):
        x = a[0] * n + (b[0] - a[0]) * i
        z = a[1] * n + (b[1] - a[1]) * i
        for h in hexes_within(_round_scaled(x, -x - z, z, n), 1):
            seen[h] = None
    return list(seen)


def _round_scaled(x: int, y: int, z: int, n: int) -> Hex:
    """Cube rounding of (x/n, y/n, z/n)."""
    rx, ry, rz = ((2 * v + n) // (2 * n) for v in (x, y, z))
    dx, dy, dz = abs(rx * n - x), abs(ry * n - y), abs(rz * n - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy <= dz:
        rz = -rx - ry
    return (rx, rz)


def line_of_flight(a: Hex, b: Hex) -> list[Hex]:
    """TFT-84: hexes the centre-to-centre line a->b passes through, ordered from a to b.

    Endpoints are excluded, and so are hexes the line only grazes along an edge or touches at
    a single corner. Exact (rational) arithmetic.
    """
    if a == b:
        return []
    hits = []
    for c in _candidates(a, b):
        if c == a or c == b:
            continue
        entry = _crossing(a, b, c)
        if entry is not None:
            hits.append((entry, c))
    hits.sort()
    return [c for _, c in hits]


def ray_beyond(a: Hex, b: Hex, n: int) -> list[Hex]:
    """TFT-87/93: hexes the line a->b crosses after leaving b, up to distance n from b, in order.

    The last hex is where a weapon flying the full distance lands (on straight hex rows it is
    exactly n hexes past b).
    """
    if a == b:
        raise ValueError("a ray needs two different hexes")
    step = sub(b, a)
    times = -(-(n + 1) // distance(a, b))  # far point at least n+1 past b
    far = (b[0] + step[0] * times, b[1] + step[1] * times)
    return [h for h in line_of_flight(b, far) if distance(b, h) <= n]


class Walls:
    """Blocked hexes of an arena (TFT-155). Lines of flight stop at the first wall."""

    def __init__(self, hexes: Iterable[Hex] = ()):
        self._blocked = frozenset(hexes)

    def blocked(self, h: Hex) -> bool:
        return h in self._blocked

    def first_wall(self, line: Sequence[Hex]) -> Hex | None:
        return next((h for h in line if h in self._blocked), None)

    def clip(self, line: Sequence[Hex]) -> list[Hex]:
        """The hexes of `line` before its first wall."""
        out = []
        for h in line:
            if h in self._blocked:
                break
            out.append(h)
        return out


# -- megahexes (TFT-91, TFT-92) ------------------------------------------------------------

def range_penalty(mh: int) -> int:
    """TFT-91: DX subtracted at a megahex range of `mh`."""
    return max(0, (mh - 1) // 2)


class Megahexes:
    """TFT-92 tiling: a centre hex plus its six neighbours; centres where (3q + r) % 7 == 0.

    `origin` is a hex that is a centre; `mirror` uses the other chirality ((q + 3r) % 7 == 0).
    """

    def __init__(self, origin: Hex = (0, 0), mirror: bool = False):
        self.origin = origin
        self.mirror = mirror
        self._offset = {self._key(d): d for d in DIRECTIONS}
        self._offset[0] = (0, 0)

    def _key(self, v: Hex) -> int:
        q, r = v
        return (q + 3 * r) % 7 if self.mirror else (3 * q + r) % 7

    def centre(self, h: Hex) -> Hex:
        return sub(h, self._offset[self._key(sub(h, self.origin))])

    def is_centre(self, h: Hex) -> bool:
        return self._key(sub(h, self.origin)) == 0

    def coords(self, h: Hex) -> Hex:
        """Megahex lattice coordinates (a, b) of the megahex holding `h`."""
        q, r = sub(self.centre(h), self.origin)
        if self.mirror:
            return ((2 * q - r) // 7, (q + 3 * r) // 7)
        return ((3 * q + r) // 7, (2 * r - q) // 7)

    def members(self, h: Hex) -> list[Hex]:
        """The seven hexes of h's megahex: centre first, then directions 0..5."""
        c = self.centre(h)
        return [c] + neighbours(c)

    def distance(self, a: Hex, b: Hex) -> int:
        """MH range: hex distance between the two megahexes' lattice coordinates."""
        return distance(self.coords(a), self.coords(b))


# -- the giant (TFT-139 default) -----------------------------------------------------------

def giant_hexes(anchor: Hex, facing: int) -> list[Hex]:
    """A giant's three hexes: its front pair (directions f and f+1 from the anchor), then the
    anchor, its rear hex. The giant looks across the front pair's shared edge, 30 degrees
    counter-clockwise of direction f."""
    return [neighbour(anchor, facing), neighbour(anchor, facing + 1), anchor]


def _giant_ring(facing: int) -> list[tuple[Hex, Arc]]:
    d = [DIRECTIONS[(facing + k) % 6] for k in range(6)]
    return [
        (add(d[0], d[0]), "front"), (add(d[0], d[1]), "front"), (add(d[1], d[1]), "front"),
        (add(d[0], d[5]), "side"), (d[5], "side"), (add(d[1], d[2]), "side"), (d[2], "side"),
        (d[3], "rear"), (d[4], "rear"),
    ]


def giant_neighbours(anchor: Hex, facing: int) -> list[tuple[Hex, Arc]]:
    """The nine hexes around a giant with their arc: 3 front, 4 side, 2 rear."""
    return [(add(anchor, v), arc) for v, arc in _giant_ring(facing)]


def giant_classify(anchor: Hex, facing: int, other: Hex) -> Arc | None:
    """Arc of a hex next to the giant (facing bonuses use the attacker's hex); else None."""
    for h, arc in giant_neighbours(anchor, facing):
        if h == other:
            return arc
    return None
