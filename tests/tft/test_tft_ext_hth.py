"""Hand-to-hand combat as data and functions (TFT-107..119)."""

import pytest

from affray.systems.tft.rules import hth
from affray.systems.tft.rules.attack import to_hit


def test_tft_107_ma_8_against_ma_6_from_the_front_is_allowed():
    assert hth.may_start(attacker_ma=8, target_ma=6) is True


def test_tft_107_ma_6_against_ma_6_from_the_front_is_rejected():
    assert hth.may_start(attacker_ma=6, target_ma=6) is False


def test_tft_107_the_same_with_consent_is_allowed():
    assert hth.may_start(attacker_ma=6, target_ma=6, consent=True) is True


def test_tft_107_entering_through_the_rear_is_allowed():
    assert hth.start_reason(attacker_ma=6, target_ma=6, from_rear=True) == "c"


def test_tft_107_an_enemy_on_the_ground_may_be_jumped():
    assert hth.start_reason(attacker_ma=6, target_ma=10, target_down=True) == "a"


def test_tft_107_back_to_the_wall_means_the_rear_hex_is_a_wall():
    assert hth.back_to_wall((-1, 0), {(-1, 0)}) is True


def test_tft_107_no_wall_on_an_unbounded_grid():
    assert hth.back_to_wall((-1, 0), set()) is False


def test_tft_109_a_mace_armed_attacker_leaves_the_mace():
    assert hth.attacker_drops("mace", "", False) == ["mace"]


def test_tft_109_an_attacker_with_a_ready_dagger_drops_nothing():
    assert hth.attacker_drops("dagger", "small shield", True) == []


def test_tft_109_any_other_attacker_drops_his_ready_shield_too():
    assert hth.attacker_drops("mace", "small shield", True) == ["mace", "small shield"]


def test_tft_110_defender_keeps_a_ready_dagger_but_drops_his_shield():
    assert hth.defender_drops(hth.defence(2, False), "dagger", "small shield", True) == ["small shield"]


def test_tft_109_a_natural_weapon_is_never_dropped():
    assert hth.attacker_drops("bear's claws", "", False, natural=True) == []


@pytest.mark.parametrize("die", [1, 2])
def test_tft_110_die_1_2_both_go_down_and_the_defender_drops(die):
    row = hth.defence(die, from_rear=False)
    assert (row.hth, row.defender_drops, row.defender_readies_dagger) == (True, True, False)


def test_tft_110_die_1_defender_drops_his_sword_but_keeps_a_ready_dagger():
    row = hth.defence(1, from_rear=False)
    assert (hth.defender_drops(row, "broadsword", "", False),
            hth.defender_drops(row, "dagger", "", False)) == (["broadsword"], [])


@pytest.mark.parametrize("die", [3, 4])
def test_tft_110_die_3_4_defender_drops_and_readies_his_dagger(die):
    row = hth.defence(die, from_rear=False)
    assert hth.dagger_to_ready(row, ["broadsword", "dagger"], "broadsword") == "dagger"


def test_tft_110_die_3_without_a_dagger_readies_nothing():
    assert hth.dagger_to_ready(hth.defence(3, False), ["broadsword"], "broadsword") == ""


def test_tft_110_die_5_the_attacker_backs_out_no_hth():
    row = hth.defence(5, from_rear=False)
    assert (row.hth, row.attacker_backs, row.defender_hits) == (False, True, False)


def test_tft_110_die_6_defender_automatically_hits_and_attacker_backs_out():
    row = hth.defence(6, from_rear=False)
    assert (row.hth, row.attacker_backs, row.defender_hits) == (False, True, True)


def test_tft_110_die_6_after_a_rear_entry_is_rolled_again():
    assert hth.defence(6, from_rear=True) is None


def test_tft_110_die_5_after_a_rear_entry_stands():
    assert hth.defence(5, from_rear=True) is hth.BACK


def test_tft_111_adjdx_7_grappler_rolls_at_11():
    assert hth.hth_adj_dx(7) == 11


def test_tft_111_and_hits_on_11():
    assert to_hit(11, hth.hth_adj_dx(7)).hit is True


def test_tft_112_st_15_against_st_9_bare_handed_does_1_minus_2():
    assert hth.bare_hands(15, [9]) == (1, -2)


def test_tft_112_st_9_against_st_15_bare_handed_does_1_minus_4():
    assert hth.bare_hands(9, [15]) == (1, -4)


def test_tft_112_equal_strength_does_1_minus_3():
    assert hth.bare_hands(12, [12]) == (1, -3)


def test_tft_112_the_st_9_figure_with_a_dagger_does_1_plus_2():
    assert hth.hth_damage(hth.hth_weapon("dagger", False), 9, [15]) == (1, 2)


def test_tft_112_main_gauche_does_1_minus_1():
    assert hth.hth_damage(hth.hth_weapon("broadsword", True), 9, [15]) == (1, -1)


def test_tft_112_no_ready_dagger_means_bare_hands():
    assert hth.hth_weapon("broadsword", False) == "hands"


def test_tft_112_a_bear_uses_its_hth_value():
    assert hth.hth_damage(hth.hth_weapon("", False, (3, 0)), 30, [12], natural_hth=(3, 0)) == (3, 0)


def test_tft_115_st_14_alone_against_goblins_6_and_6_does_1_minus_2():
    assert hth.bare_hands(14, [6, 6]) == (1, -2)


def test_tft_115_each_goblin_does_1_minus_3():
    assert hth.bare_hands(6, [14], friends_in_brawl=2) == (1, -3)


def test_tft_115_st_11_alone_against_6_and_6_does_1_minus_4():
    assert hth.bare_hands(11, [6, 6]) == (1, -4)


def test_tft_115_lone_fighter_equal_to_the_total_does_1_minus_3():
    assert hth.bare_hands(12, [6, 6]) == (1, -3)


def test_tft_114_a_defender_who_chose_h_attacks_with_p():
    assert hth.pulled_in_option("h") == "p"


def test_tft_114_a_defender_who_chose_i_does_nothing():
    assert hth.pulled_in_option("i") == hth.NOTHING


def test_tft_117_adjdx_12_against_9_escapes_on_3():
    assert 3 <= hth.escape_needs(12, [9])


def test_tft_117_adjdx_12_against_9_fails_on_4():
    assert not 4 <= hth.escape_needs(12, [9])


def test_tft_117_adjdx_9_against_9_only_on_1():
    assert hth.escape_needs(9, [9]) == 1


def test_tft_117_two_enemies_only_on_1():
    assert hth.escape_needs(15, [9, 8]) == 1


def test_tft_43_dagger_drawn_on_3():
    assert hth.draws_dagger(3) is True


def test_tft_43_not_drawn_on_4():
    assert hth.draws_dagger(4) is False


def test_tft_118_brawl_ends_when_the_only_enemy_is_unconscious():
    assert hth.brawl_over([1, 2], {1: 0, 2: 1}.get, lambda e: e == 1) is True


def test_tft_118_brawl_goes_on_while_two_sides_are_awake():
    assert hth.brawl_over([1, 2, 3], {1: 0, 2: 1, 3: 1}.get, lambda e: e != 2) is False


def test_tft_119_eight_hits_in_hth_leave_no_options_next_turn():
    assert hth.legal_options(True, dazed=hth.dazed(4, 5)) == [hth.NOTHING]


def test_tft_119_the_turn_after_that_options_return():
    assert hth.dazed(4, 6) is False


def test_tft_42_44_hth_options_with_a_dagger_to_draw():
    assert hth.legal_options(True, dazed=False) == ["p", "q", "r"]
