"""Continuous plane for Starkpool, WFRP and Destrier: KER-25."""

import math

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from affray.kernel.geometry import plane as P

num = st.floats(-50, 50, allow_nan=False, allow_infinity=False)
points = st.tuples(num, num)
paths = st.lists(points, min_size=1, max_size=6)
headings = st.floats(0, 360, allow_nan=False, exclude_max=True)


# -- KER-25: positions, facings, arcs ------------------------------------------------------

def test_ker_25_distance_bearing_and_headings():
    assert P.distance((0, 0), (3, 4)) == 5.0
    assert P.bearing((0, 0), (0, 5)) == 90.0 and P.bearing((0, 0), (-1, 0)) == 180.0
    assert P.bearing((0, 0), (1, -1)) == 315.0
    assert P.unit(90) == (0.0, 1.0) and P.unit(-90) == (0.0, -1.0) and P.unit(450) == (0.0, 1.0)
    assert P.angle_diff(350, 10) == 20.0 and P.angle_diff(0, 180) == 180.0
    assert P.advance((10, 0), 270, 2) == (10.0, -2.0)
    assert P.within_radius((0, 0), (1, 0), 1) and not P.within_radius((0, 0), (1.01, 0), 1)
    with pytest.raises(ValueError):
        P.bearing((1, 1), (1, 1))


def test_sp_00_attack_arcs_give_3_front_2_flank_3_rear_slots():
    slots = [P.classify_arc((0, 0), 0, P.advance((0, 0), 45 * k, 1)) for k in range(8)]
    assert slots == ["front", "front", "flank", "rear", "rear", "rear", "flank", "front"]


def test_sp_00_attack_arc_boundaries():
    at = lambda deg: P.classify_arc((0, 0), 90, P.advance((0, 0), 90 + deg, 3))  # noqa: E731
    assert at(67.5) == "front" and at(-67.5) == "front"
    assert at(67.6) == "flank" and at(112.5) == "flank"
    assert at(112.6) == "rear" and at(180) == "rear"
    assert P.classify_arc((0, 0), 0, (1, 1)) == "front"            # exactly 45
    assert P.classify_arc((0, 0), 0, (0, -2)) == "flank"           # exactly 90
    with pytest.raises(ValueError):
        P.classify_arc((1, 1), 0, (1, 1))


def test_wfrp_46_facing_arcs():
    assert P.classify_arc((0, 0), 0, (-5, 0), P.WFRP_ARCS) == "rear"
    assert P.classify_arc((0, 0), 0, (3, 3), P.WFRP_ARCS) == "front"      # 45 included
    assert P.classify_arc((0, 0), 0, (3, 3.01), P.WFRP_ARCS) == "flank"
    assert P.classify_arc((0, 0), 0, (-3, 3), P.WFRP_ARCS) == "flank"     # 135 is flank
    assert P.classify_arc((0, 0), 0, (-3, 2.9), P.WFRP_ARCS) == "rear"


def test_ker_25_in_arc():
    assert P.in_arc((0, 0), 0, (5, 5), 45) and not P.in_arc((0, 0), 0, (5, 5.1), 45)
    assert P.in_arc((0, 0), 180, (-1, 0), 0)
    assert not P.in_arc((0, 0), 0, (0, 0), 180)
    assert P.in_arc((2, 2), 0, (1, 2), 180)


@given(points, headings, points, st.floats(-720, 720, allow_nan=False))
def test_ker_25_arcs_rotate_and_translate(t, f, a, turn):
    assume(P.distance(t, a) > 1e-3)
    beta = P.angle_diff(f, P.bearing(t, a))
    arc = P.classify_arc(t, f, a)
    if abs(beta - 67.5) > 1e-6 and abs(beta - 112.5) > 1e-6:
        assert arc == ("front" if beta < 67.5 else "rear" if beta > 112.5 else "flank")
        assert P.classify_arc((0, 0), f, (a[0] - t[0], a[1] - t[1])) == arc
    assert P.in_arc(t, f, a, 180)


# -- SP-27, SP-28, SP-33: paths and zones of control ---------------------------------------

def test_sp_27_stop_on_entering_zone_of_control():
    path = [(0, 0), (10, 0)]
    assert P.first_contact(path, (6, 0), 1) == P.Contact(5.0, (5.0, 0.0))
    assert P.first_contact(path, (6, 0), 2) == P.Contact(4.0, (4.0, 0.0))      # an ogre
    assert P.first_contact(path, (6, 5), 1) is None
    assert P.first_contact(path, (6, 1), 1) == P.Contact(6.0, (6.0, 0.0))      # a graze counts
    assert P.first_contact([(0, 0), (0, 3), (10, 3)], (6, 3), 1).along == 8.0
    assert P.first_contact(path, (0.5, 0), 1) == P.Contact(0.0, (0.0, 0.0))    # starts inside
    assert P.first_contact([(-3, 0), (-9, 0)], (0, 0), 1) is None              # moving away


def test_sp_28_closing_on_large_creatures():
    stop = P.first_contact([(0, 0), (10, 0)], (6, 0), 2).point
    step = P.truncate([stop, (6, 0)], 1)
    assert step[-1] == (5.0, 0.0) and P.distance(step[-1], (6, 0)) == 1.0


def test_sp_33_pass_through_shot_at_half_way():
    assert P.half_point([(16, 0), (1, 0)]) == (8.5, 0.0)
    assert P.half_point([(0, 0), (0, 4), (6, 4)]) == (1.0, 4.0)
    assert P.length([(0, 0), (0, 4), (6, 4)]) == 10.0
    assert P.point_at([(0, 0), (0, 4)], 99) == (0, 4) and P.point_at([(0, 0), (0, 4)], -1) == (0, 0)
    assert P.truncate([(0, 0), (0, 4), (6, 4)], 7) == [(0, 0), (0, 4), (3.0, 4.0)]
    assert P.truncate([(0, 0), (0, 4)], 0) == [(0, 0)]


def test_sp_35_total_turn_of_a_route():
    assert P.total_turn([(0, 0), (5, 0), (10, 5)]) == pytest.approx(45.0)
    assert P.total_turn([(0, 0), (5, 0), (10, 5), (10, 10)]) == pytest.approx(90.0)
    assert P.total_turn([(0, 0), (10, 0)]) == 0.0


def test_sp_63_scatter_lands_two_inches_clockwise():
    # throw from (0,0) at (10,0), d8 = 3 -> 90 degrees clockwise of the throw line, d4 = 2
    heading = P.bearing((0, 0), (10, 0)) - 45 * (3 - 1)
    assert P.advance((10, 0), heading, 2) == (10.0, -2.0)


def test_sp_123_protection_geometry():
    c, e = (0, 0), (2, 0)
    t, d = P.project((1, 0), c, e)
    assert P.distance(c, (1, 0)) <= 1 and 0 < t < 1 and d <= 0.5
    assert P.distance(c, (0, 1.2)) > 1
    assert P.project((5, 1), c, e) == (2.5, math.hypot(3, 1))
    assert P.project((1, 1), c, c) == (0.0, math.sqrt(2))


@given(paths, points, st.floats(0.1, 10))
def test_ker_25_first_contact_is_the_first_point_inside(path, centre, radius):
    hit = P.first_contact(path, centre, radius)
    total = P.length(path)
    samples = [P.point_at(path, total * i / 200) for i in range(201)]
    inside = [i for i, p in enumerate(samples) if P.distance(p, centre) <= radius - 1e-9]
    if hit is None:
        assert not inside
        return
    assert P.distance(hit.point, centre) <= radius + 1e-9
    assert math.dist(P.point_at(path, hit.along), hit.point) <= 1e-6
    if hit.along > 1e-9:
        assert abs(P.distance(hit.point, centre) - radius) <= 1e-6
    if inside:
        assert hit.along <= total * inside[0] / 200 + 1e-6


@given(paths)
def test_ker_25_path_ends_and_half_point(path):
    total = P.length(path)
    assert P.point_at(path, total) == pytest.approx(path[-1], abs=1e-6)
    assert P.point_at(path, 0) == path[0]
    assert P.length(P.truncate(path, total / 2)) == pytest.approx(total / 2, abs=1e-6)
    assert P.half_point(path) == pytest.approx(P.truncate(path, total / 2)[-1], abs=1e-6)


# -- stands (Destrier DS-08, DS-11, DS-13; rectangular bases) ------------------------------

def test_ds_08_corner_facing_humanoid_stand():
    assert P.corner_side((0, 0), 45, 1, (0, 2)) == "shield"       # top edge
    assert P.corner_side((0, 0), 45, 1, (2, 0)) == "sword"        # right edge
    assert P.corner_side((0, 0), 45, 1, (-2, 0)) == "rear"
    assert P.corner_side((0, 0), 45, 1, (0, -2)) == "rear"
    assert P.corner_side((0, 0), 225, 1, (0, -2)) == "shield"     # bottom edge
    assert P.corner_side((0, 0), 225, 1, (-2, 0)) == "sword"      # left edge
    square = sorted(P.corners(P.corner_stand((0, 0), 45, 1)))
    assert square == [(-0.5, -0.5), (-0.5, 0.5), (0.5, -0.5), (0.5, 0.5)]


def test_ds_13_corner_contact_ties_favour_the_defender():
    assert P.corner_side((0, 0), 45, 1, (0.5, 0.5)) == "shield"     # front corner
    assert P.corner_side((0, 0), 45, 1, (-0.5, 0.5)) == "shield"    # shield/rear corner
    assert P.corner_side((0, 0), 45, 1, (0.5, -0.5)) == "sword"     # sword/rear corner
    assert P.corner_side((0, 0), 45, 1, (-0.5, -0.5)) == "rear"


def test_ker_25_rectangular_stand_sides():
    horse = P.Stand((0, 0), 90, 1, 2)           # head to the north, 1" wide, 2" long
    assert P.contact_side(horse, (0, 1)) == "front"
    assert P.contact_side(horse, (-0.5, 0.3)) == "left"     # rider's shield side (DS-11)
    assert P.contact_side(horse, (0.5, -0.9)) == "right"    # rider's sword side
    assert P.contact_side(horse, (0, -3)) == "rear"
    assert P.contact_side(horse, (0.5, 1)) == "front"       # head corner: front first
    assert P.contact_side(horse, (-0.5, -1)) == "left"      # tail corner: left before rear
    assert P.contact_side(horse, (-0.5, -1), prefer=("rear", "left", "front", "right")) == "rear"
    assert sorted(P.corners(horse)) == [(-0.5, -1.0), (-0.5, 1.0), (0.5, -1.0), (0.5, 1.0)]
    assert P.distance_to_stand(horse, (3, 0)) == 2.5 and P.distance_to_stand(horse, (0, 0.5)) == 0
    assert P.distance_to_stand(horse, (3.5, 5)) == 5.0
    with pytest.raises(ValueError):
        P.contact_side(horse, (0, 0))


@given(points, headings, st.floats(0.5, 3), st.floats(0.5, 3), points, st.floats(-360, 360))
def test_ker_25_stand_sides_move_with_the_stand(c, f, w, d, p, turn):
    assume(P.distance(c, p) > 1e-3)
    stand = P.Stand(c, f, w, d)
    side = P.contact_side(stand, p)
    # moving both to the origin and turning both keeps the side (away from exact corners)
    rel = (p[0] - c[0], p[1] - c[1])
    u, v = P._local(stand, p)
    assume(abs(abs(u) * w - abs(v) * d) > 1e-6)
    r = math.radians(turn)
    cos, sin = math.cos(r), math.sin(r)
    turned = (rel[0] * cos - rel[1] * sin, rel[0] * sin + rel[1] * cos)
    u2, v2 = P._local(P.Stand((0, 0), f + turn, w, d), turned)
    assume(abs(abs(u2) * w - abs(v2) * d) > 1e-6)
    assert P.contact_side(P.Stand((0, 0), f + turn, w, d), turned) == side
    # the side is the one whose edge region holds the point
    if abs(u) / d > abs(v) / w:
        expected = "front" if u > 0 else "rear"
    else:
        expected = "left" if v > 0 else "right"
    assert side == expected


def test_wfrp_gap_between_round_bases():
    assert P.gap((0, 0), (3, 0), 1, 1) == 1.0
    assert P.gap((0, 0), (2, 0), 1, 1) == 0.0
