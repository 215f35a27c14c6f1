"""Morale, pure parts (SP-122, SP-127, SP-128, SP-131..SP-133)."""
from affray.systems.starkpool.tables.morale import (morale_modifier, never_checks, passes,
    rally_range, thresholds_crossed, trapped_result)


def checks_for(troop_class, start, losses):
    return [n for n in range(1, losses + 1) if thresholds_crossed(troop_class, start, n - 1, n)]


def test_sp_127_class_d_group_of_8_checks_on_2nd_4th_6th_loss():
    assert checks_for("D", 8, 8) == [2, 4, 6]


def test_sp_127_class_c_thresholds_33_66_75():
    assert checks_for("C", 100, 100) == [33, 66, 75]


def test_sp_127_class_a_b_at_50_and_75():
    assert checks_for("B", 4, 4) == [2, 3]


def test_sp_128_hobgoblins_6_plus_1_passes():
    assert passes(6, morale_modifier("monster", hd_dice=1, tags=["hobgoblin"]))


def test_sp_128_six_with_no_modifier_fails():
    assert not passes(6, 0)


def test_sp_131_trapped_orcs_failing_surrender():
    assert trapped_result(False, can_communicate=True) == "surrendered"


def test_sp_131_trapped_wolves_failing_fight_on():
    assert trapped_result(False, can_communicate=False) == "fight_on"


def test_sp_131_trapped_pass_fights_to_the_death():
    assert trapped_result(True, True) == "fight_to_death"


def test_sp_132_cha_12_leader_reaches_11_5_not_12_5():
    assert 11.5 <= rally_range(12) < 12.5


def test_sp_133_hobgoblins_under_cha16_leader_get_plus2():
    assert morale_modifier("monster", hd_dice=1, tags=["hobgoblin"], leader_cha=16) == 2


def test_sp_133_level5_fighter_in_plate_gets_plus3():
    assert morale_modifier("character", level=5, tags=["plate"]) == 3


def test_sp_133_orc_unit_in_daylight_at_2_of_10_gets_minus3():
    assert morale_modifier("monster", hd_dice=1, tags=["orc"], daylight=True, remaining=2,
                           starting=10) == -3


def test_sp_133_ten_percent_replaces_the_25_percent_penalty():
    assert morale_modifier("troop", remaining=1, starting=10) == -3


def test_sp_133_character_bonus_caps_at_4():
    assert morale_modifier("character", level=14) == 4


def test_sp_133_berserkers_never_check():
    assert never_checks(["berserker"]) and not never_checks(["orc"])


def test_sp_133_leader_cha_5_is_minus_1():
    assert morale_modifier("troop", leader_cha=5) == -1
