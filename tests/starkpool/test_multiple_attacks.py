"""Multiple attacks (SP-98..SP-103) with the text's worked examples."""
from fractions import Fraction

from affray.systems.starkpool.tables.hit_dice import parse_hd, ratio_hd
from affray.systems.starkpool.tables.multiple_attacks import attacks_per_round
from affray.systems.starkpool.rules.melee.strike_order import length_extra_attacks
from affray.systems.starkpool.tables.weapons import MELEE_WEAPONS


def highest(*hds):
    return max(ratio_hd(parse_hd(h)) for h in hds)


def test_sp_98_level6_fighter_against_4_hobgoblins_and_a_bugbear_gets_2():
    assert attacks_per_round("fighter", 6, highest("1+1", "1+1", "1+1", "1+1", "3+1")) == 2


def test_sp_98_with_the_bugbear_dead_he_gets_6():
    assert attacks_per_round("fighter", 6, highest("1+1", "1+1")) == 6


def test_sp_98_level3_fighter_against_kobolds_gets_6():
    assert attacks_per_round("fighter", 3, ratio_hd(parse_hd("1/2"))) == 6


def test_sp_98_levels_count_as_hd_and_minimum_is_1():
    assert attacks_per_round("fighter", 2, Fraction(5)) == 1


def test_sp_99_level5_scout_against_orcs_gets_2():
    assert attacks_per_round("scout", 5, highest("1")) == 2


def test_sp_99_level7_cleric_militant_against_gnolls_gets_1():
    assert attacks_per_round("cleric_militant", 7, highest("2")) == 1


def test_sp_100_level10_magic_user_against_kobolds_gets_1():
    assert attacks_per_round("magic_user", 10, ratio_hd(parse_hd("1/2"))) == 1


def test_sp_100_druid_and_cleric_spiritual_get_1():
    assert {attacks_per_round(k, 12, Fraction(1, 2)) for k in ("druid", "cleric_spiritual")} \
        == {1}


def test_sp_101_level6_fighter_against_ogre_gets_2():
    assert attacks_per_round("fighter", 6, highest("4+1")) == 2


def test_sp_101_level10_against_troll_gets_3():
    assert attacks_per_round("fighter", 10, highest("6+3")) == 3


def test_sp_101_level5_against_ogre_gets_1():
    assert attacks_per_round("fighter", 5, highest("4+1")) == 1


def test_sp_102_hill_giant_option_on_8_against_1hd_and_4_against_level2():
    giant = [attacks_per_round("monster", 0, Fraction(hd), listed=1, monster_hd=8,
                               monster_level_ratio=True) for hd in (1, 2)]
    assert giant == [8, 4]


def test_sp_102_hill_giant_option_off_gets_listed_attacks():
    assert attacks_per_round("monster", 0, Fraction(1), listed=1, monster_hd=8) == 1


def test_sp_102_troll_gets_claw_claw_bite():
    assert attacks_per_round("monster", 0, Fraction(1), listed=3, monster_hd=6) == 3


def test_sp_103_level4_fighter_with_dagger_against_battle_axe_orcs_gets_5():
    extra = length_extra_attacks(MELEE_WEAPONS["dagger"]["length"],
                                 MELEE_WEAPONS["battle_axe"]["length"])
    assert attacks_per_round("fighter", 4, highest("1"), length_extra=extra) == 5


def test_sp_98_the_ratio_is_the_exact_floor_of_level_over_hd():
    from fractions import Fraction
    import math
    for hd in (Fraction(1, 2), Fraction(1), Fraction(3, 2), Fraction(7, 8), 0.5, 2.5, 3, 11):
        for level in range(0, 23):
            want = max(1, math.floor(level / Fraction(hd).limit_denominator(8)))
            assert attacks_per_round("fighter", level, hd) == max(want, 2 if level >= 6 else 1,
                                                                  3 if level >= 10 else 1)
