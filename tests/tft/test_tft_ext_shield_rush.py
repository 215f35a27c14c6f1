"""Shield rush (TFT-80, TFT-81): the rules as functions."""

from affray.systems.tft.rules.shield_rush import (can_rush, fumble_effect, pointless, save_dice, stays_up)


def test_tft_80_rush_needs_a_ready_shield():
    assert can_rush("h", "small shield", False, True) is False


def test_tft_80_rush_with_a_ready_large_shield_under_b():
    assert can_rush("b", "large shield", True, True) is True


def test_tft_80_no_rush_under_a_non_attack_option():
    assert can_rush("i", "large shield", True, True) is False


def test_tft_80_a_figure_without_a_front_cannot_rush():
    assert can_rush("h", "large shield", True, False) is False


def test_tft_80_17_drops_and_18_breaks_the_shield_by_default():
    assert (fumble_effect("drop"), fumble_effect("break")) == ("drop", "break")


def test_tft_80_rush_fumbles_option_off():
    assert fumble_effect("drop", rush_fumbles=False) == ""


def test_tft_81_weaker_rusher_st_9_against_original_st_14_rolls_two_dice():
    assert save_dice(9, 14) == 2


def test_tft_81_adjdx_8_stays_up_on_7_of_two_dice():
    assert stays_up(7, 2, 8) is True


def test_tft_81_adjdx_8_falls_on_9_of_two_dice():
    assert stays_up(9, 2, 8) is False


def test_tft_81_twelve_on_two_dice_always_falls_even_at_adjdx_14():
    assert stays_up(12, 2, 14) is False


def test_tft_81_equal_st_14_against_14_rolls_three_dice():
    assert save_dice(14, 14) == 3


def test_tft_81_16_on_three_dice_always_falls():
    assert stays_up(16, 3, 20) is False


def test_tft_81_no_automatic_success_on_low_totals():
    assert stays_up(3, 3, 2) is False


def test_tft_81_st_9_against_bear_st_30_has_no_effect():
    assert save_dice(9, 30) == 0


def test_tft_81_exactly_twice_the_st_still_rolls():
    assert save_dice(9, 18) == 2


def test_tft_81_pointless_against_more_than_twice_st():
    assert pointless(12, 25) is True


def test_tft_81_rush_giant_never_makes_any_giant_pointless():
    assert pointless(14, 24, target_hexes=3, rush_giant="never") is True
