"""Hitting your friends (TFT-103..106)."""

import pytest

from affray.systems.tft.rules.attack import to_hit, to_miss
from affray.systems.tft.rules.friendly_fire import dice_for_pick, pick_victim, pile_groups, rolls_into_pile

SIDES = {1: 0, 2: 1, 3: 1, 4: 0}  # Bjorn 1 and Ragnar 4 against goblins 2 and 3


def test_tft_103_friend_one_hex_in_front_of_an_archer_at_12_is_safe_on_11():
    assert to_miss(11, 12).hit is False


def test_tft_103_friend_is_hit_on_13():
    assert to_miss(13, 12).hit is True


def test_tft_104_after_a_miss_the_other_enemies_then_the_friends_each_in_id_order():
    assert pile_groups(2, [4, 3, 2], SIDES.get, 0) == ([3], [4])


def test_tft_104_bjorn_at_15_misses_goblin_1_with_16():
    assert to_hit(16, 15).hit is False


def test_tft_104_bjorn_hits_goblin_2_with_12():
    assert to_hit(12, 15).hit is True


def test_tft_104_13_leaves_ragnar_unhurt():
    assert to_miss(13, 15).hit is False


def test_tft_104_14_hits_ragnar_automatically():
    assert to_miss(14, 15).hit is True


def test_tft_105_figures_in_the_brawl_never_roll_for_friends():
    assert rolls_into_pile(attacker_in_pile=True) is False


def test_tft_105_standing_figures_striking_into_the_pile_do():
    assert rolls_into_pile(attacker_in_pile=False) is True


@pytest.mark.parametrize("die, index", [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 2)])
def test_tft_106_three_figure_pile_splits_the_die_in_pairs(die, index):
    assert pick_victim([die], 3) == index


@pytest.mark.parametrize("die, index", [(3, 0), (4, 1)])
def test_tft_106_two_figure_pile_splits_1_3_and_4_6(die, index):
    assert pick_victim([die], 2) == index


def test_tft_106_four_figure_pile_rerolls_a_5():
    assert pick_victim([5], 4) is None


def test_tft_106_four_figure_pile_takes_a_4_as_the_fourth():
    assert pick_victim([4], 4) == 3


def test_tft_106_seven_figure_pile_uses_two_dice():
    assert dice_for_pick(7) == 2
