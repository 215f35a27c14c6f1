"""Hex grid for Melee: KER-23 and the TFT geometry items."""

from fractions import Fraction

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from affray.kernel.geometry import hexgrid as H

coord = st.integers(-12, 12)
hexes = st.tuples(coord, coord)
facings = st.integers(0, 5)
TILINGS = [H.Megahexes(o, m) for m in (False, True) for o in H.hexes_within((0, 0), 1)]


# -- KER-23: coordinates, distance, facings ------------------------------------------------

def test_ker_23_hex_distance_and_facings():
    assert H.DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert H.neighbours((2, 3)) == [(3, 3), (3, 2), (2, 2), (1, 3), (1, 4), (2, 4)]
    assert H.neighbour((0, 0), 7) == (1, -1)
    assert H.distance((0, 0), (3, 0)) == 3
    assert H.distance((0, 0), (1, 1)) == 2
    assert H.distance((-1, 0), (5, 2)) == 8
    assert H.distance((2, -3), (-1, 1)) == 4
    assert H.direction_to((0, 0), (0, -1)) == 2
    assert H.direction_to((0, 0), (1, 1)) is None
    assert H.direction_to((0, 0), (0, 0)) is None
    assert [H.rotate((1, 0), k) for k in range(6)] == list(H.DIRECTIONS)


def test_ker_23_rings_and_areas():
    assert H.ring((0, 0), 0) == [(0, 0)]
    assert len(H.ring((1, 1), 3)) == 18
    assert all(H.distance((1, 1), h) == 3 for h in H.ring((1, 1), 3))
    area = H.hexes_within((0, 0), 2)
    assert len(area) == 19 == len(set(area))


@given(hexes, hexes, hexes)
def test_ker_23_distance_is_a_metric(a, b, c):
    assert H.distance(a, b) == H.distance(b, a)
    assert (H.distance(a, b) == 0) == (a == b)
    assert H.distance(a, c) <= H.distance(a, b) + H.distance(b, c)


@given(hexes, hexes, st.integers(0, 5))
def test_ker_23_distance_invariant_under_rotation(a, b, k):
    assert H.distance(H.rotate(a, k), H.rotate(b, k)) == H.distance(a, b)


def test_tft_55_front_side_rear_example():
    assert sorted(H.front_hexes((0, 0), 0)) == sorted([(1, 0), (1, -1), (0, 1)])
    assert sorted(H.side_hexes((0, 0), 0)) == sorted([(0, -1), (-1, 1)])
    assert H.rear_hex((0, 0), 0) == (-1, 0)
    arcs = [H.classify_adjacent((0, 0), 0, h) for h in H.neighbours((0, 0))]
    assert arcs == ["front", "front", "side", "rear", "side", "front"]
    assert H.classify_adjacent((0, 0), 0, (2, 0)) is None


@given(hexes, facings)
def test_tft_55_three_front_two_side_one_rear(h, f):
    arcs = [H.classify_adjacent(h, f, n) for n in H.neighbours(h)]
    assert sorted(arcs) == ["front", "front", "front", "rear", "side", "side"]
    assert [H.classify_adjacent(h, f, n) for n in H.front_hexes(h, f)] == ["front"] * 3
    assert [H.classify_adjacent(h, f, n) for n in H.side_hexes(h, f)] == ["side"] * 2
    assert H.classify_adjacent(h, f, H.rear_hex(h, f)) == "rear"
    assert H.neighbour(h, f) == H.front_hexes(h, f)[1]


def test_tft_57_no_facing_means_all_rear():
    assert [H.classify_adjacent((0, 0), None, n) for n in H.neighbours((0, 0))] == ["rear"] * 6
    assert H.attack_direction((0, 0), None, (4, 0)) == "rear"


def test_tft_58_engagement_is_directed():
    a, b = (0, 0), (1, 0)
    assert H.classify_adjacent(a, 0, b) == "front"   # B stands in A's front: B is engaged
    assert H.classify_adjacent(b, 0, a) == "rear"    # A is in B's rear: A is not engaged
    assert H.classify_adjacent(a, 0, b) == H.classify_adjacent(b, 3, a) == "front"


# -- TFT-60: "in front of" -----------------------------------------------------------------

def test_tft_60_front_wedge():
    for t in [(3, -1), (2, 1), (5, 0)]:
        assert H.in_front((0, 0), 0, t)
    for t in [(-1, 2), (-3, 0)]:
        assert not H.in_front((0, 0), 0, t)


def test_tft_60_wedge_boundary_rows_included():
    # the rows running out through the outer front hexes (1,-1) and (0,1)
    assert H.in_front((0, 0), 0, (4, -4)) and H.in_front((0, 0), 0, (0, 4))
    assert not H.in_front((0, 0), 0, (-1, 4)) and not H.in_front((0, 0), 0, (5, -6))
    assert not H.in_front((0, 0), 0, (0, 0))


def test_tft_60_half_plane_option():
    assert H.in_front((0, 0), 0, (-1, 3), mode="half_plane180")
    assert not H.in_front((0, 0), 0, (-1, 3))
    assert not H.in_front((0, 0), 0, (-1, 2), mode="half_plane180")  # on the shoulder line
    assert not H.in_front((0, 0), 0, (-3, 0), mode="half_plane180")
    with pytest.raises(ValueError):
        H.in_front((0, 0), 0, (1, 0), mode="cone")


@given(hexes, facings, hexes)
def test_tft_60_rotation_and_translation_invariant(o, f, t):
    v = H.sub(t, o)
    for mode in ("wedge120", "half_plane180"):
        want = H.in_front((0, 0), 0, H.rotate(v, -f), mode)
        assert H.in_front(o, f, t, mode) == want
        if want:
            assert mode == "half_plane180" or H.in_front(o, f, t, "half_plane180")


@given(hexes, facings)
def test_tft_60_front_hexes_are_in_front_side_and_rear_are_not(h, f):
    assert all(H.in_front(h, f, n) for n in H.front_hexes(h, f))
    assert not any(H.in_front(h, f, n) for n in H.side_hexes(h, f) + [H.rear_hex(h, f)])


# -- TFT-62: direction of a non-adjacent attack --------------------------------------------

def test_tft_62_attack_direction_example():
    assert H.attack_direction((0, 0), 0, (4, 0)) == "front"
    assert H.attack_direction((0, 0), 0, (-4, 0)) == "rear"
    assert H.attack_direction((0, 0), 0, (0, -3)) == "side"
    assert H.attack_direction((0, 0), 3, (4, 0)) == "rear"


def test_tft_62_attack_direction_tie_prefers_front():
    # (1,-2) points at the corner between direction 1 (front) and 2 (side)
    assert H.attack_direction((0, 0), 0, (1, -2)) == "front"
    # (-1,-1) points at the corner between direction 2 (side) and 3 (rear)
    assert H.attack_direction((0, 0), 0, (-1, -1)) == "side"
    # facing 3: (1,-2) lies between direction 1 (side) and 2 (front); (2,-1) between 0 (rear)
    # and 1 (side); (-2,1) between 3 and 4, both front
    assert H.attack_direction((5, 5), 3, (6, 3)) == "front"
    assert H.attack_direction((5, 5), 3, (7, 4)) == "side"
    assert H.attack_direction((5, 5), 3, (3, 6)) == "front"
    with pytest.raises(ValueError):
        H.attack_direction((0, 0), 0, (0, 0))


@given(hexes, facings, hexes)
def test_tft_62_adjacent_attacks_match_classify(t, f, a):
    if H.distance(t, a) == 1:
        assert H.attack_direction(t, f, a) == H.classify_adjacent(t, f, a)


# -- TFT-84: line of flight ----------------------------------------------------------------

def test_tft_84_line_of_flight_examples():
    assert H.line_of_flight((0, 0), (3, 0)) == [(1, 0), (2, 0)]
    assert H.line_of_flight((0, 0), (3, -1)) == [(1, 0), (2, -1)]
    assert H.line_of_flight((2, 2), (2, 2)) == []
    assert H.line_of_flight((0, 0), (0, 1)) == []


def test_tft_84_line_of_flight_excludes_edge_grazes():
    assert H.line_of_flight((0, 0), (1, 1)) == []      # along the (1,0)/(0,1) edge
    assert H.line_of_flight((0, 0), (2, -1)) == []     # along the (1,0)/(1,-1) edge
    assert H.line_of_flight((0, 0), (2, 2)) == [(1, 1)]  # through (1,1)'s centre only


def test_tft_84_line_of_flight_catches_corner_clips():
    # (0,0)->(4,-1) passes close to the corner shared by (2,-1) and (2,0) and crosses both,
    # where a rounded line-drawing would pick only one of them
    line = H.line_of_flight((0, 0), (4, -1))
    assert line == [(1, 0), (2, -1), (2, 0), (3, -1)]
    assert line == _brute_line((0, 0), (4, -1))


def _cube_round(q: Fraction, r: Fraction) -> H.Hex:
    x, y, z = q, -q - r, r
    rx, ry, rz = round(x), round(y), round(z)
    dx, dy, dz = abs(rx - x), abs(ry - y), abs(rz - z)
    if dx > dy and dx > dz:
        rx = -ry - rz
    elif dy > dz:
        ry = -rx - rz
    else:
        rz = -rx - ry
    return (rx, rz)


def _brute_line(a, b):
    """Independent check: the hex under the line can change only where a cube difference of
    the point is an integer; sample the midpoint of each piece between those values and keep
    it if it lies strictly inside its rounded hex (a line along an edge lies inside none)."""
    if a == b:
        return []
    du = [abs(ub - ua) for ua, ub in zip(H._diffs(a), H._diffs(b))]
    cuts = {Fraction(j, d) for d in du if d for j in range(d + 1)}
    cuts = sorted(cuts | {Fraction(0), Fraction(1)})
    out = []
    for t0, t1 in zip(cuts, cuts[1:]):
        t = (t0 + t1) / 2
        q, r = a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])
        h = _cube_round(q, r)
        x, y, z = q, -q - r, r
        hx, hy, hz = H.cube(h)
        strict = all(abs(u - v) < 1 for u, v in
                     zip((x - y, y - z, z - x), (hx - hy, hy - hz, hz - hx)))
        if strict and h not in (a, b) and h not in out:
            out.append(h)
    return out


@settings(max_examples=300)
@given(hexes, hexes)
def test_tft_84_line_of_flight_matches_brute_force(a, b):
    assert H.line_of_flight(a, b) == _brute_line(a, b)


@given(hexes, hexes)
def test_tft_84_line_of_flight_symmetric_up_to_order(a, b):
    assert H.line_of_flight(b, a) == H.line_of_flight(a, b)[::-1]


@given(hexes, hexes, hexes, st.integers(0, 5))
def test_tft_84_line_of_flight_invariant_under_moves(a, b, shift, k):
    line = H.line_of_flight(a, b)
    assert H.line_of_flight(H.add(a, shift), H.add(b, shift)) == [H.add(h, shift) for h in line]
    assert H.line_of_flight(H.rotate(a, k), H.rotate(b, k)) == [H.rotate(h, k) for h in line]


@given(hexes, hexes)
def test_tft_84_line_of_flight_hexes_lie_between(a, b):
    line = H.line_of_flight(a, b)
    d = H.distance(a, b)
    assert len(line) == len(set(line))
    assert all(H.distance(a, h) + H.distance(h, b) <= d + 1 for h in line)
    assert [H.distance(a, h) for h in line] == sorted(H.distance(a, h) for h in line)


# -- TFT-87 / TFT-93: flying on ------------------------------------------------------------

def test_tft_87_thrown_weapon_lands_ten_hexes_beyond():
    assert H.ray_beyond((4, 0), (0, 0), 10)[-1] == (-10, 0)
    assert H.ray_beyond((4, 0), (0, 0), 10) == [(-k, 0) for k in range(1, 11)]
    beyond = H.ray_beyond((0, 0), (3, 0), 10)
    assert (5, 0) in beyond and H.distance((0, 0), (5, 0)) == 5  # rolled for at -5
    # along hex edges only every second hex is crossed; the flight still ends 10 away
    assert H.ray_beyond((0, 0), (1, 1), 10) == [(2, 2), (3, 3), (4, 4), (5, 5), (6, 6)]


@example((0, 0), (1, 1), 1)
@example((0, 0), (1, 1), 10)
@given(hexes, hexes, st.integers(1, 12))
def test_tft_87_ray_beyond_continues_the_line(a, b, n):
    if a == b:
        with pytest.raises(ValueError):
            H.ray_beyond(a, b, n)
        return
    beyond = H.ray_beyond(a, b, n)
    # a line along hex edges crosses only every second hex: nothing within 1 of b
    assert beyond or n == 1
    assert all(1 <= H.distance(b, h) <= n for h in beyond)
    far = H.add(b, tuple((n + 1) * c for c in H.sub(b, a)))
    whole = H.line_of_flight(a, far)
    assert b in whole  # the line passes through b's centre
    assert beyond == [h for h in whole[whole.index(b) + 1:] if H.distance(b, h) <= n]


def test_tft_93_missile_flies_on_at_own_megahex_range():
    beyond = H.ray_beyond((0, 0), (3, 0), 30)
    assert (6, 0) in beyond and len(beyond) == 30
    mh = H.Megahexes().distance((0, 0), (6, 0))
    assert mh == 3 and H.range_penalty(mh) == 1


def test_tft_155_walls_stop_the_flight():
    walls = H.Walls([(-4, 0), (7, 7)])
    flight = H.ray_beyond((4, 0), (0, 0), 10)
    assert walls.first_wall(flight) == (-4, 0)
    assert walls.clip(flight) == [(-1, 0), (-2, 0), (-3, 0)]
    assert walls.blocked((7, 7)) and not walls.blocked((0, 0))
    assert H.Walls().clip(flight) == flight


# -- TFT-91 / TFT-92: megahexes ------------------------------------------------------------

def test_tft_91_range_penalty():
    assert [H.range_penalty(m) for m in range(9)] == [0, 0, 0, 1, 1, 2, 2, 3, 3]


def test_tft_92_megahex_distance_examples():
    m = H.Megahexes()
    assert m.distance((0, 0), (1, 0)) == 0
    assert m.distance((0, 0), (2, 1)) == 1
    assert m.distance((0, 0), (4, 2)) == 2
    assert m.distance((0, 0), (8, 0)) == 3 and H.range_penalty(3) == 1
    assert H.distance((-1, 0), (5, 2)) == 8 and m.distance((-1, 0), (5, 2)) == 2
    assert m.distance((0, 0), (14, 0)) == 6 and H.range_penalty(6) == 2


def test_tft_92_megahex_centres_and_coords():
    m = H.Megahexes()
    assert m.centre((1, 0)) == (0, 0) and m.centre((8, 0)) == (7, 0)
    assert m.coords((2, 1)) == (1, 0) and m.coords((-1, 3)) == (0, 1)
    assert m.members((3, 1)) == [(2, 1)] + H.neighbours((2, 1))
    mirror = H.Megahexes(mirror=True)
    assert mirror.is_centre((3, -1)) and mirror.coords((3, -1)) == (1, 0)
    assert mirror.coords((1, 2)) == (0, 1)
    shifted = H.Megahexes(origin=(1, 0))
    assert shifted.centre((0, 0)) == (1, 0) and shifted.distance((1, 0), (3, 1)) == 1


@given(hexes)
def test_tft_92_megahex_centre_is_within_one_of_every_member(h):
    for m in TILINGS:
        c = m.centre(h)
        assert m.is_centre(c) and H.distance(c, h) <= 1
        assert all(m.centre(x) == c for x in m.members(h))
        assert m.distance(h, c) == 0


@given(hexes, hexes, hexes)
def test_tft_92_megahex_distance_is_a_metric_and_short_ranges_are_free(a, b, c):
    for m in TILINGS:
        assert m.distance(a, b) == m.distance(b, a)
        assert m.distance(a, c) <= m.distance(a, b) + m.distance(b, c)
        if H.distance(a, b) <= 4:
            assert m.distance(a, b) <= 2


@given(hexes, hexes)
def test_tft_92_megahex_lattice_is_scaled_hex_lattice(a, b):
    m = H.Megahexes()
    ca, cb = m.centre(a), m.centre(b)
    # between centres, MH distance is about a third of hex distance (lattice spacing sqrt 7)
    assert m.distance(a, b) * 2 <= H.distance(ca, cb) <= m.distance(a, b) * 3


# -- TFT-139: the giant --------------------------------------------------------------------

def test_tft_139_giant_footprint_and_arcs():
    assert H.giant_hexes((0, 0), 0) == [(1, 0), (1, -1), (0, 0)]
    ring = dict(H.giant_neighbours((0, 0), 0))
    assert sorted(h for h, a in ring.items() if a == "front") == [(2, -2), (2, -1), (2, 0)]
    assert sorted(h for h, a in ring.items() if a == "side") == [(0, -1), (0, 1), (1, -2), (1, 1)]
    assert sorted(h for h, a in ring.items() if a == "rear") == [(-1, 0), (-1, 1)]
    assert H.giant_classify((0, 0), 0, (2, -1)) == "front"
    assert H.giant_classify((0, 0), 0, (-1, 1)) == "rear"
    assert H.giant_classify((0, 0), 0, (1, 0)) is None     # part of the giant
    assert H.giant_classify((0, 0), 0, (5, 5)) is None


@given(hexes, facings)
def test_tft_139_giant_ring_is_every_neighbour(anchor, f):
    body = H.giant_hexes(anchor, f)
    assert all(H.distance(x, y) == 1 for x in body for y in body if x != y)
    ring = H.giant_neighbours(anchor, f)
    around = {n for b in body for n in H.neighbours(b)} - set(body)
    assert sorted(h for h, _ in ring) == sorted(around)
    assert sorted(a for _, a in ring) == ["front"] * 3 + ["rear"] * 2 + ["side"] * 4
    # the rear pair touches only the anchor; the front hexes touch only the front pair
    for h, arc in ring:
        touching = [b for b in body if H.distance(b, h) == 1]
        if arc == "rear":
            assert touching == [anchor]
        if arc == "front":
            assert anchor not in touching
