"""Experience (TFT-150..154)."""

from fractions import Fraction

from affray.systems.tft.rules import experience as X


def test_tft_150_enemies_3_superior_give_50():
    assert X.death_award(X.superiority([24], [27])) == 50


def test_tft_150_enemies_4_superior_give_70():
    assert X.death_award(X.superiority([24], [28])) == 70


def test_tft_151_arena_winner_30():
    assert X.arena_award(True, False, Fraction(0)) == 30


def test_tft_151_defeated_survivor_20():
    assert X.arena_award(False, False, Fraction(0)) == 20


def test_tft_151_loser_who_escaped_unhurt_minus_10():
    assert X.arena_award(False, True, Fraction(0)) == -10


def test_tft_151_winner_whose_side_averaged_3_weaker_40():
    assert X.arena_award(True, False, X.superiority([21], [24])) == 40


def test_tft_151_an_ep_total_never_goes_below_0():
    assert X.add_ep(5, -10) == 0


def test_tft_151_arena_awards_for_a_whole_fight():
    fighters = {1: X.Fighter(0, 12, 12), 2: X.Fighter(1, 12, 12, fled=True),
                3: X.Fighter(1, 12, 12, alive=False)}
    assert X.awards(fighters, 0, X.ARENA) == {1: 30, 2: -10}


def test_tft_152_broadsword_roll_of_7_does_3_in_practice():
    assert X.practice_damage(7) == 3


def test_tft_152_a_figure_at_st_3_leaves_the_fight():
    assert X.practice_drops_out(3) is True


def test_tft_152_st_4_stays_in():
    assert X.practice_drops_out(4) is False


def test_tft_152_no_missile_weapons_in_practice():
    assert X.practice_allows("missile") is False


def test_tft_152_only_those_on_their_feet_earn_10():
    fighters = {1: X.Fighter(0, 12, 12), 2: X.Fighter(0, 12, 12, on_feet=False),
                3: X.Fighter(1, 12, 12, on_feet=False)}
    assert X.awards(fighters, 0, X.PRACTICE) == {1: 10, 2: 0, 3: 0}


def test_tft_153_24_24_against_20_30_is_a_difference_of_1():
    assert X.superiority([24, 24], [20, 30]) == 1


def test_tft_153_superiority_is_exact_for_uneven_averages():
    assert X.superiority([24, 24, 25], [24]) == Fraction(-1, 3)


def test_tft_154_230_ep_buy_2_points_with_30_left():
    assert X.trade(230) == (2, 30)


def test_tft_154_100_ep_raise_st_by_1():
    assert X.raise_attribute(12, 12, 130, "st") == (13, 12, 30)


def test_tft_150_death_awards_for_a_whole_fight():
    fighters = {1: X.Fighter(0, 12, 12), 2: X.Fighter(0, 11, 13, alive=False),
                3: X.Fighter(1, 15, 12, alive=False)}
    assert X.awards(fighters, 0, X.DEATH) == {1: 50}
