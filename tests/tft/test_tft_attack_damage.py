"""To-hit, automatic results, damage, protection, injury (TFT-01..03, 61..79, 82, 85, 86, 96, 97, 122, 127..132)."""

from affray.systems.tft.rules.attack import attack_dx, dx_roll, to_hit, to_miss
from affray.systems.tft.rules.damage import combine_multipliers, damage, hits_taken, protection
from affray.systems.tft.rules.injury import knocked_down, life, low_st, wounded
from affray.systems.tft.rules.figures import personal_dx
from affray.systems.tft.rules.missiles import reload_turns, shots_per_turn


def test_tft_01_small_ax_rolling_3_does_5():
    assert damage([3], 2) == 5


def test_tft_01_dagger_rolling_3_does_2():
    assert damage([3], -1) == 2


def test_tft_01_broadsword_rolling_4_and_3_does_7():
    assert damage([4, 3], 0) == 7


def test_tft_02_rock_rolling_2_does_0():
    assert damage([2], -4) == 0


def test_tft_02_min_damage_option_1():
    assert damage([2], -4, min_damage=1) == 1


def test_tft_03_dx_8_succeeds_on_8_fails_on_9():
    assert (dx_roll(8, 8), dx_roll(9, 8)) == (True, False)


def test_tft_64_adjdx_8_hits_on_8_and_misses_on_9():
    assert [to_hit(t, 8).hit for t in (8, 9)] == [True, False]


def test_tft_65_leather_large_shield_side_attack():
    personal = personal_dx(13, "leather", "large shield", True)
    assert attack_dx(personal, kind="melee", direction="side") == 12


def test_tft_65_wounded_and_low_st():
    assert personal_dx(10, "none", None, False, wounded=True, low_st=True) == 5


def test_tft_61_broadsword_from_the_side_at_12_rolls_at_14():
    assert attack_dx(12, kind="melee", direction="side") == 14


def test_tft_61_arrow_from_behind_gets_nothing():
    assert attack_dx(12, kind="missile", direction="rear") == 12


def test_tft_61_thrown_gets_facing_bonus_unless_option_off():
    assert (attack_dx(12, kind="thrown", direction="rear"),
            attack_dx(12, kind="thrown", direction="rear", thrown_facing_bonus=False)) == (16, 12)


def test_tft_95_arrow_into_rear_at_12_rolls_at_12_even_if_target_down():
    assert attack_dx(12, kind="missile", direction="rear", target_down=True) == 12


def test_tft_57_target_on_the_ground_counts_as_rear_for_melee():
    assert attack_dx(10, kind="melee", direction="front", target_down=True) == 14


def test_tft_66_roll_of_3_hits_for_triple_damage():
    r = to_hit(3, 1)
    assert (r.hit, r.multiplier) == (True, 3)


def test_tft_66_roll_of_4_hits_for_double_damage():
    r = to_hit(4, 1)
    assert (r.hit, r.multiplier) == (True, 2)


def test_tft_66_adjdx_1_hits_on_5_and_misses_on_6():
    assert (to_hit(5, 1).hit, to_hit(6, 1).hit) == (True, False)


def test_tft_66_adjdx_20_misses_on_16():
    assert to_hit(16, 20).hit is False


def test_tft_66_roll_of_17_drops_the_weapon():
    assert (to_hit(17, 20).hit, to_hit(17, 20).fumble) == (False, "drop")


def test_tft_66_roll_of_18_breaks_the_weapon():
    assert (to_hit(18, 20).hit, to_hit(18, 20).fumble) == (False, "break")


def test_tft_67_multiplier_applies_after_modifier_and_before_armor():
    # 3-1 weapon, to-hit 4, damage dice 6 -> (6-1)*2 = 10; chainmail + large shield stop 5
    dmg = damage([1, 2, 3], -1, to_hit(4, 8).multiplier)
    assert (dmg, hits_taken(dmg, protection("chainmail", "large shield", True, "front"))) == (10, 5)


def test_tft_68_spear_charge_and_roll_of_4_multiply():
    assert damage([3], 1, combine_multipliers([2, 2])) == 16


def test_tft_68_stacking_options():
    assert [combine_multipliers([2, 2], m) for m in ("multiply", "add_extra", "max")] == [4, 3, 2]


def test_tft_69_broadsword_hit_4_and_3_is_7_before_armor():
    assert damage([4, 3], 0) == 7


def test_tft_71_plate_stops_5_from_each_attack():
    stops = protection("plate", None, False, "side")
    assert [hits_taken(7, stops) for _ in range(3)] == [2, 2, 2]


def test_tft_72_flavius_protection_by_direction_shield_ready():
    assert [protection("chainmail", "large shield", True, d) for d in ("front", "side", "rear")] == [5, 3, 3]


def test_tft_72_flavius_protection_by_direction_shield_slung():
    assert [protection("chainmail", "large shield", False, d) for d in ("front", "side", "rear")] == [3, 3, 5]


def test_tft_73_arrow_from_front_and_side_against_chainmail_and_large_shield():
    assert [hits_taken(7, protection("chainmail", "large shield", True, d, missile=True))
            for d in ("front", "side")] == [2, 4]


def test_tft_74_ten_damage_against_five_is_five_hits_wounded_not_down():
    h = hits_taken(10, 5)
    assert (h, wounded(h), knocked_down(h)) == (5, True, False)


def test_tft_75_main_gauche_parry_and_double_dx():
    assert (personal_dx(14, "none", None, False, main_gauche_dx=-2),
            personal_dx(14, "none", None, False, main_gauche_dx=-4)) == (12, 10)


def test_tft_75_main_gauche_parries_one_from_the_front():
    assert hits_taken(5, protection("none", None, False, "front", main_gauche=True)) == 4


def test_tft_75_main_gauche_does_not_parry_missiles():
    assert protection("none", None, False, "front", missile=True, main_gauche=True) == 0


def test_tft_77_spear_charge_die_2_does_6():
    assert damage([2], 1, 2) == 6


def test_tft_78_spear_against_charger_die_3_does_8():
    assert damage([3], 1, 2) == 8


def test_tft_79_pole_user_receiving_a_charge_gets_plus_2():
    assert attack_dx(13, kind="melee", pole_vs_charger=True) == 15


def test_tft_82_thrown_three_hexes_away_at_13_rolls_at_10():
    assert attack_dx(13, kind="thrown", range_penalty=-3) == 10


def test_tft_85_rolling_to_miss_a_friend_two_hexes_away():
    adj = attack_dx(13, kind="thrown", range_penalty=-2)
    assert (to_miss(10, adj).hit, to_miss(13, adj).hit) == (False, True)


def test_tft_86_rolling_to_miss_automatic_results():
    assert [(r.hit, r.multiplier, r.fumble) for r in (to_miss(t, 14) for t in (14, 15, 16, 17, 18))] == [
        (True, 1, ""), (True, 2, ""), (True, 3, ""), (False, 1, "drop"), (False, 1, "break")]


def test_tft_86_low_totals_mean_nothing_when_rolling_to_miss():
    assert to_miss(3, 14) == to_miss(6, 14)


def test_tft_96_small_bow_at_15_shoots_twice():
    assert shots_per_turn("small bow", 15) == 2


def test_tft_96_longbow_at_17_shoots_once():
    assert shots_per_turn("longbow", 17) == 1


def test_tft_96_crossbow_reload_turns():
    assert [reload_turns("light crossbow", 13), reload_turns("light crossbow", 14),
            reload_turns("heavy crossbow", 15), reload_turns("heavy crossbow", 16)] == [1, 0, 2, 1]


def test_tft_122_four_dice_have_no_automatic_results():
    assert [(to_hit(t, 13, 4).hit, to_hit(t, 13, 4).multiplier) for t in (4, 13, 14)] == [
        (True, 1), (True, 1), (False, 1)]


def test_tft_122_twenty_or_more_misses_on_four_dice():
    assert (to_hit(20, 20, 4).hit, to_hit(19, 20, 4).hit) == (False, True)


def test_tft_122_no_fumbles_on_four_dice_by_default():
    assert (to_hit(17, 10, 4).fumble, to_hit(17, 10, 4, four_dice_fumbles=True).fumble) == ("", "drop")


def test_tft_127_five_hits_wounds():
    assert (wounded(4), wounded(5)) == (False, True)


def test_tft_128_four_plus_four_is_eight_and_knocks_down():
    assert knocked_down(4 + 4)


def test_tft_129_st_3_or_less_is_low():
    assert (low_st(4), low_st(3)) == (False, True)


def test_tft_130_eight_hits_knock_down():
    assert (knocked_down(7), knocked_down(8)) == (False, True)


def test_tft_131_st_14_with_13_14_16_hits():
    assert [life(14 - h) for h in (13, 14, 16)] == ["unconscious", "dead", "dead"]


def test_tft_132_giant_thresholds():
    assert (wounded(8, giant=True), wounded(9, giant=True), knocked_down(15, giant=True),
            knocked_down(16, giant=True)) == (False, True, False, True)
