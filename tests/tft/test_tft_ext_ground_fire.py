"""Prone and kneeling fire, sheltering behind bodies (TFT-100..102)."""

from affray.systems.tft.rules.ground_fire import (may_fire_from, may_ready_on_ground, prone_crossbow_dx, shelter, shelter_dx)


def test_tft_100_a_prone_longbowman_cannot_shoot():
    assert may_fire_from("prone", "longbow", "missile", False) is False


def test_tft_100_a_kneeling_longbowman_can_shoot():
    assert may_fire_from("kneeling", "longbow", "missile", False) is True


def test_tft_100_a_prone_crossbowman_can_shoot():
    assert may_fire_from("prone", "light crossbow", "missile", True) is True


def test_tft_100_a_kneeling_crossbowman_can_shoot():
    assert may_fire_from("kneeling", "heavy crossbow", "missile", True) is True


def test_tft_100_a_sling_is_no_bow():
    assert may_fire_from("kneeling", "sling", "missile", False) is False


def test_tft_100_no_thrown_weapons_from_the_ground_by_default():
    assert may_fire_from("kneeling", "dagger", "thrown", False) is False


def test_tft_100_thrown_from_ground_option():
    assert may_fire_from("kneeling", "dagger", "thrown", False, thrown_from_ground=True) is True


def test_tft_100_a_prone_figure_cannot_ready_a_sword():
    assert may_ready_on_ground("prone", ["ready", "broadsword", ""]) is False


def test_tft_100_a_prone_figure_may_reload_a_crossbow():
    assert may_ready_on_ground("prone", ["reload"]) is True


def test_tft_101_dx_12_prone_crossbowman_rolls_at_13():
    assert 12 + prone_crossbow_dx("prone", True) == 13


def test_tft_101_kneeling_crossbowman_gets_nothing():
    assert prone_crossbow_dx("kneeling", True) == 0


def test_tft_102_archer_at_13_rolls_at_9_against_a_sheltering_target():
    assert 13 + shelter_dx(True, "missile") == 9


def test_tft_102_no_penalty_for_a_melee_attack():
    assert shelter_dx(True, "melee") == 0


def test_tft_102_body_directly_behind_on_the_line_of_flight_shelters():
    assert shelter((0, 0), (5, 0), "prone", {(4, 0)}) == (4, 0)


def test_tft_102_body_off_the_line_does_not_shelter():
    assert shelter((0, 0), (5, 0), "prone", {(4, 1)}) is None


def test_tft_102_body_two_hexes_away_does_not_shelter():
    assert shelter((0, 0), (5, 0), "kneeling", {(3, 0)}) is None


def test_tft_102_a_standing_figure_does_not_shelter():
    assert shelter((0, 0), (5, 0), "", {(4, 0)}) is None
