"""Appendix: Chainmail-scale conversions and post-melee morale (SP-147..SP-158)."""
from affray.systems.starkpool.tables.chainmail import (character_figures, character_troop_type,
    charge_through, chainmail_move, escorted_defence, guards, magic_weapon_dice,
    may_break_formation, monster_figures, per_figure, spell_area, spell_range, which_system)
from affray.systems.starkpool.rules.movement.charge import meeting_point
from affray.systems.starkpool.tables.hit_dice import parse_hd
from affray.systems.starkpool.tables.morale import morale_modifier
from affray.systems.starkpool.tables.post_melee_morale import (Unit, excess_casualty_eliminated,
    melee_result, unit_score)


def test_sp_147_80_per_side_is_man_to_man():
    assert which_system(80)[0] == "man_to_man"


def test_sp_147_600_per_side_is_chainmail_with_10_man_figures():
    assert which_system(600) == ("chainmail", 10)


def test_sp_148_worked_example_a_17_b_9_pull_back():
    a, b = Unit("Heavy Foot", "C", 2, 12), Unit("Light Foot", "D", 1, 5)
    sa, sb = unit_score(a, b, 4), unit_score(b, a, 6)
    assert (sa, sb, melee_result(sa - sb)) == (17, 9, "pull_back")


def test_sp_148_result_bands():
    assert [melee_result(m) for m in (5, 6, 10, 11, 15, 16)] == \
        ["none", "pull_back", "pull_back", "retreat", "retreat", "rout"]


def test_sp_148_zero_casualties_count_as_one():
    a, b = Unit("Heavy Foot", "C", 3, 1), Unit("Heavy Foot", "C", 0, 1)
    assert unit_score(a, b, 1) == 5 + 1 + 6


def test_sp_149_class_d_at_50_percent_rolling_7_is_removed():
    assert excess_casualty_eliminated(7, morale_modifier("troop", "D"))


def test_sp_150_flank_order_in_first_melee_round_rejected():
    assert (may_break_formation(1), may_break_formation(2)) == (False, True)


def test_sp_151_six_cavalry_score_9_kills_on_6x3_infantry():
    assert charge_through(9, [6, 6, 6]) == ([6, 3, 0], 1)


def test_sp_152_meeting_point_between_units_is_sp_37():
    a, b = meeting_point(20, 1, 15, 12)
    assert (round(a, 3), round(b, 3)) == (10.556, 8.444)


def test_sp_153_ac9_wizard_moves_12_inches_120_yards_360_feet():
    assert chainmail_move(12) == {"inches": 12, "yards": 120, "feet": 360}


def test_sp_154_ogre_4plus1_is_4_figures_with_plus1_first_die():
    assert monster_figures(parse_hd("4+1")) == (4, 1)


def test_sp_155_spell_range_and_area():
    w, d = spell_area(40, 40)
    assert (spell_range(120), round(w, 2), spell_area(20, 20)) == (12, 1.33, (1.0, 1.0))


def test_sp_156_level5_scout_is_2_figures_level3_mu_is_1():
    assert (character_figures("scout", 5), character_figures("magic_user", 3)) == (2, 1)


def test_sp_156_fighter_attacks_as_armored_foot_or_heavy_horse():
    assert [character_troop_type("fighter", "plate", m)["attacks"] for m in (False, True)] == \
        ["Armored Foot", "Heavy Horse"]


def test_sp_156_leather_defends_light_foot_moves_as_longbowmen():
    t = character_troop_type("magic_user", "leather", False)
    assert (t["defends"], t["moves"]) == ("Light Foot", "Longbowmen")


def test_sp_157_level3_fighter_with_plus2_sword_two_dice_get_plus1():
    assert magic_weapon_dice(character_figures("fighter", 3), 2) == [1, 1, 0]


def test_sp_158_ten_man_scale_character_has_5_guards():
    assert guards(10) == 5


def test_sp_158_light_foot_mu_escorted_by_heavy_foot_defends_heavy_foot():
    assert escorted_defence("Light Foot", "Heavy Foot", False) == "Heavy Foot"


def test_t9_hd4_at_20_man_scale_is_9_as_printed():
    assert per_figure("hd4", 20) == 9
