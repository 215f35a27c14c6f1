"""5' squares for ACKS II: KER-24 and the ACKS geometry items."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from affray.kernel.geometry import squares as S

coord = st.integers(-20, 20)
squares = st.tuples(coord, coord)
facings = st.sampled_from(S.FACINGS)
orthogonal = st.sampled_from(S.ORTHOGONAL)


def _rot(v, quarter_turns):
    """Turn an offset clockwise by 90 degrees per step (N -> E -> S -> W)."""
    x, y = v
    for _ in range(quarter_turns % 4):
        x, y = y, -x
    return (x, y)


def _turn(facing, quarter_turns):
    return S.FACINGS[(S.FACINGS.index(facing) + 2 * quarter_turns) % 8]


# -- KER-24 / ACKS-01: squares and the alternating diagonal --------------------------------

def test_ker_24_squares_and_neighbours():
    assert S.neighbours((0, 0)) == [
        (0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)]
    assert S.neighbour((3, 3), "SW") == (2, 2)
    assert S.FEET_PER_SQUARE == 5


def test_acks_01_alternating_diagonal_distance():
    cases = {(3, 0): 15, (1, 1): 5, (2, 2): 15, (3, 3): 20, (4, 4): 30, (4, 1): 20}
    for b, feet in cases.items():
        assert S.distance_feet((0, 0), b) == feet
        assert S.distance_feet(b, (0, 0)) == feet
        assert S.distance_feet((0, 0), (-b[0], b[1])) == feet
    assert S.distance_squares((0, 0), (4, 4)) == 6


def test_acks_01_forty_foot_move_covers_five_diagonals_not_six():
    five = [(i, i) for i in range(6)]
    six = [(i, i) for i in range(7)]
    assert S.path_feet(five) == 35 <= 40
    assert S.path_feet(six) == 45 > 40
    assert S.path_feet([(0, 0), (1, 1), (2, 1), (3, 2)]) == 20  # the 2nd diagonal costs 10
    assert S.path_feet([(0, 0)]) == 0
    with pytest.raises(ValueError):
        S.path_feet([(0, 0), (2, 0)])


def _king_path(start, steps):
    path = [start]
    for d in steps:
        path.append(S.neighbour(path[-1], d))
    return path


@given(squares, st.lists(facings, max_size=12))
def test_acks_01_no_path_beats_the_distance(start, steps):
    path = _king_path(start, steps)
    assert S.path_feet(path) >= S.distance_feet(path[0], path[-1])


@given(squares, squares)
def test_acks_01_diagonals_first_path_costs_the_distance(a, b):
    path = [a]
    x, y = a
    while (x, y) != b:
        x += (b[0] > x) - (b[0] < x)
        y += (b[1] > y) - (b[1] < y)
        path.append((x, y))
    assert S.path_feet(path) == S.distance_feet(a, b)
    assert S.distance_squares(a, b) == S.distance_squares(b, a)
    assert S.distance_squares(a, b) >= max(abs(a[0] - b[0]), abs(a[1] - b[1]))


# -- ACKS-05: footprints -------------------------------------------------------------------

def test_acks_05_footprints():
    huge = S.footprint((0, 0), 2, 2, "N")
    assert S.squares_of(huge) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    dragon = S.footprint((0, 0), 6, 10, "S")
    assert (dragon.width, dragon.height) == (6, 10) and len(S.squares_of(dragon)) == 60
    assert S.footprint((0, 0), 6, 10, "E")[2:] == (10, 6)
    assert S.footprint((0, 0), 1, 2, "W") == S.Footprint(0, 0, 2, 1)
    assert S.footprint((4, 4), facing="NE") == S.Footprint(4, 4, 1, 1)
    with pytest.raises(ValueError):
        S.footprint((0, 0), 2, 2, "NE")  # bigger footprints face N, E, S or W only
    with pytest.raises(ValueError):
        S.footprint((0, 0), facing="UP")


def test_ker_24_footprint_adjacency_and_distance():
    huge = S.Footprint(0, 0, 2, 2)
    man = (2, 2)
    assert S.touching(huge, man) and S.footprint_distance_feet(huge, man) == 5
    assert not S.touching(huge, (3, 1)) and S.footprint_distance_feet(huge, (3, 1)) == 10
    assert S.overlaps(huge, (1, 1)) and not S.touching(huge, (1, 1))
    assert S.offset(huge, (5, 4)) == (4, 3) and S.footprint_distance_feet(huge, (5, 4)) == 25
    ogre = S.Footprint(3, -1, 1, 2)
    assert S.offset(huge, ogre) == (2, 0) and not S.touching(huge, ogre)
    assert S.offset(huge, S.Footprint(2, 0, 1, 2)) == (1, 0)
    assert S.touching(huge, S.Footprint(2, 0, 1, 2))
    ring = S.adjacent_squares(huge)
    assert len(ring) == 12 and all(S.touching(huge, sq) for sq in ring)


@given(squares, st.integers(1, 4), st.integers(1, 4), squares, st.integers(1, 4), st.integers(1, 4))
def test_ker_24_footprint_distance_is_closest_pair(p, w, h, q, w2, h2):
    a, b = S.Footprint(*p, w, h), S.Footprint(*q, w2, h2)
    brute = min(S.distance_squares(x, y) for x in S.squares_of(a) for y in S.squares_of(b))
    assert S.footprint_distance_squares(a, b) == brute
    touching = any(S.distance_squares(x, y) == 1 for x in S.squares_of(a) for y in S.squares_of(b))
    assert S.touching(a, b) == (touching and brute == 1)
    assert S.overlaps(a, b) == bool(set(S.squares_of(a)) & set(S.squares_of(b)))


# -- ACKS-07 / ACKS-08: arcs ---------------------------------------------------------------

def _adjacent_arcs(facing):
    return {d: S.classify((0, 0), facing, S.neighbour((0, 0), d)) for d in S.FACINGS}


def test_acks_07_arcs_facing_north_and_north_east():
    n = _adjacent_arcs("N")
    assert sorted(d for d, a in n.items() if a == "front") == ["N", "NE", "NW"]
    assert sorted(d for d, a in n.items() if a == "flank") == ["E", "W"]
    assert sorted(d for d, a in n.items() if a == "rear") == ["S", "SE", "SW"]
    ne = _adjacent_arcs("NE")
    assert sorted(d for d, a in ne.items() if a == "front") == ["E", "N", "NE"]
    assert sorted(d for d, a in ne.items() if a == "flank") == ["NW", "SE"]
    assert sorted(d for d, a in ne.items() if a == "rear") == ["S", "SW", "W"]
    assert S.side((0, 0), "N", (-3, 1)) == "left" and S.side((0, 0), "N", (3, -1)) == "right"
    assert S.side((0, 0), "NE", (-1, 1)) == "left" and S.side((0, 0), "NE", (1, -1)) == "right"
    assert S.classify((0, 0), "N", (2, 2)) == "front" and S.classify((0, 0), "N", (3, 2)) == "flank"
    assert S.classify((0, 0), "N", (0, 0)) is None


def test_acks_07_other_facings_are_rotations():
    s = _adjacent_arcs("S")
    assert sorted(d for d, a in s.items() if a == "front") == ["S", "SE", "SW"]
    sw = _adjacent_arcs("SW")
    assert sorted(d for d, a in sw.items() if a == "front") == ["S", "SW", "W"]
    assert S.side((0, 0), "E", (0, 1)) == "left" and S.side((0, 0), "W", (0, 1)) == "right"


@given(facings, st.tuples(coord, coord), st.integers(0, 3))
def test_acks_07_classification_rotates_with_facing(facing, v, k):
    assert S.side((0, 0), _turn(facing, k), _rot(v, k)) == S.side((0, 0), facing, v)


def test_acks_08_arcs_of_larger_creatures():
    huge = S.footprint((0, 0), 2, 2, "N")
    arcs = {sq: S.classify(huge, "N", sq) for sq in S.adjacent_squares(huge)}
    of = lambda arc: sorted(sq for sq, a in arcs.items() if a == arc)  # noqa: E731
    assert of("front") == [(-1, 2), (0, 2), (1, 2), (2, 2)]
    assert of("flank") == [(-1, 0), (-1, 1), (2, 0), (2, 1)]
    assert of("rear") == [(-1, -1), (0, -1), (1, -1), (2, -1)]
    assert S.classify(huge, "N", (1, 1)) is None
    assert S.classify(S.footprint((0, 0), 2, 1, "E"), "E", (2, 1)) == "front"


def test_acks_25_engagement_facing_example():
    orc, augilar, ravila, skandara = (5, 5), (5, 6), (6, 6), (5, 4)
    assert S.faces(augilar, "S", orc) and S.touching(augilar, orc)
    assert S.faces(skandara, "N", orc)
    assert S.faces(orc, "N", augilar)
    assert not S.faces(orc, "N", skandara)             # Skandara is in the orc's rear
    assert not S.faces(ravila, "N", orc)               # the orc is in Ravila's rear
    big = S.Footprint(0, 2, 3, 3)
    assert S.faces((1, 0), "N", big) and not S.faces((1, 0), "S", big)


# -- ACKS-10: supercover line --------------------------------------------------------------

def test_acks_10_supercover_line():
    assert S.line((0, 0), (3, 0)) == [(1, 0), (2, 0)]
    assert S.line((0, 0), (1, 1)) == [(1, 0), (0, 1)]        # through the corner: both squares
    assert S.line((0, 0), (4, 1)) == [(1, 0), (2, 0), (2, 1), (3, 1)]
    assert S.line((2, 2), (2, 2)) == [] and S.line((0, 0), (0, -1)) == []
    wall = {(2, 1)}
    assert any(sq in wall for sq in S.line((0, 0), (4, 1)))


@given(squares, squares)
def test_acks_10_supercover_line_properties(a, b):
    line = S.line(a, b)
    assert S.line(b, a) == line[::-1] or sorted(S.line(b, a)) == sorted(line)
    assert a not in line and b not in line and len(set(line)) == len(line)
    # consecutive squares of the walk touch
    walk = [a] + line + [b] if a != b else [a]
    assert all(max(abs(p[0] - q[0]), abs(p[1] - q[1])) == 1 for p, q in zip(walk, walk[1:]))
    # every square is within half a square of the segment between the centres
    (x0, y0), (x1, y1) = a, b
    for x, y in line:
        cross = abs((x1 - x0) * (y - y0) - (y1 - y0) * (x - x0))
        assert 2 * cross <= abs(x1 - x0) + abs(y1 - y0)
