"""Flasks, grapple, refuse/escape, stunts (SP-61, SP-63, SP-70, SP-71, SP-94, SP-111,
SP-140, SP-141) -- pure parts."""
from affray.systems.starkpool.rules.melee.escape import escapes, may_refuse, placement_ok
from affray.systems.starkpool.rules.missile.flasks import in_splash, scatter_point
from affray.systems.starkpool.rules.melee.grapple import defender_dice, grapple_result
from affray.systems.starkpool.tables.matrices import MEN_MELEE, men_number
from affray.systems.starkpool.rules.stunts import STUNT_AC, ability_check


def test_sp_61_flask_splash_within_1_inch():
    hit = [in_splash((10, 0), p) for p in ((10.8, 0), (10, 1.0), (11.2, 0))]
    assert hit == [True, True, False]


def test_sp_63_miss_d8_3_d4_2_lands_at_10_minus2():
    assert scatter_point((0, 0), (10, 0), 3, 2) == (10.0, -2.0)


def test_sp_63_figure_0_71_from_landing_point_is_affected():
    assert in_splash(scatter_point((0, 0), (10, 0), 3, 2), (10.5, -2.5))


def test_sp_63_d8_1_goes_straight_on():
    assert scatter_point((0, 0), (10, 0), 1, 4) == (14.0, 0.0)


def test_sp_70_man_in_chain_contacted_in_counter_move_cannot_refuse():
    assert may_refuse("counter_move", False, True, "chain", False) is not None


def test_sp_70_scout_in_leather_no_shield_can():
    assert may_refuse("counter_move", False, True, "leather", False) is None


def test_sp_70_surprised_figure_never_refuses():
    assert may_refuse("move", True, True, "none", False) is not None


def test_sp_71_level3_scout_with_12_succeeds_on_15_or_less():
    assert (escapes(15, 12, "scout", 3), escapes(16, 12, "scout", 3)) == (True, False)


def test_sp_71_placement_3_5_accepted_1_5_and_5_rejected():
    results = [placement_ok(d, d - 1, 12) is None for d in (3.5, 1.5, 5)]
    assert results == [True, False, False]


def test_sp_94_12_inch_man_escapes_on_12_fails_on_13():
    assert (escapes(12, 12, "fighter", 5), escapes(13, 12, "fighter", 5)) == (True, False)


def test_sp_111_two_medium_grapplers_9_against_6_subdue():
    assert grapple_result(4 + 5, 3 + 3) == "subdued"


def test_sp_111_defender_higher_throws_off_tie_no_effect():
    assert (grapple_result(5, 6), grapple_result(6, 6)) == ("thrown_off", "no_effect")


def test_sp_111_defender_rolls_level_d6_at_least_1():
    assert (defender_dice(2), defender_dice(0)) == (2, 1)


def test_sp_140_stunt_against_dex13_succeeds_on_13_fails_on_14():
    assert (ability_check(13, 13), ability_check(14, 13)) == (True, False)


def test_sp_141_level1_fighter_sword_cloak_stunt_needs_12():
    assert men_number(MEN_MELEE, "sword", STUNT_AC).needed(0) == 12
