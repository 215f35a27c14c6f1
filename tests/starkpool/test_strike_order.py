"""Strike order and its memory (SP-72..SP-77)."""
from affray.systems.starkpool.rules.melee.strike_order import (Striker, blow_order_key,
    crowd_length_extra, first_striker, length_extra_attacks)
from affray.systems.starkpool.tables.weapons import weapon_length

AXE, SWORD = 5, 4


def test_sp_72_battle_axe_strikes_before_sword_in_exchange_1():
    assert first_striker(1, Striker(1, AXE), Striker(2, SWORD), initiator=2) == 1


def test_sp_72_two_swords_the_one_who_moved_in_strikes_first():
    assert first_striker(1, Striker(1, SWORD), Striker(2, SWORD), initiator=2) == 2


def test_sp_72_two_swords_defender_on_a_table_strikes_first():
    assert first_striker(1, Striker(1, SWORD, higher=True), Striker(2, SWORD), initiator=2) == 1


def test_sp_73_sword_strikes_first_in_exchanges_2_and_3():
    firsts = [first_striker(n, Striker(1, AXE), Striker(2, SWORD), 2, last_first=1)
              for n in (2, 3)]
    assert firsts == [2, 2]


def test_sp_73_equal_lengths_repeat_the_previous_first_striker():
    assert first_striker(2, Striker(1, SWORD), Striker(2, SWORD), initiator=1, last_first=2) == 2


def test_sp_74_wolf_has_length_0():
    assert weapon_length(None, "M", 2) == 0


def test_sp_74_large_6hd_bear_has_length_6():
    assert weapon_length(None, "L", 6) == 6


def test_sp_74_bear_before_sword_in_exchange_1_after_it_in_exchange_2():
    bear, man = Striker(1, weapon_length(None, "L", 6)), Striker(2, SWORD)
    assert (first_striker(1, bear, man, 2), first_striker(2, bear, man, 2, 1)) == (1, 2)


def test_sp_75_ogre_club_counts_5_giant_club_8():
    assert (weapon_length(2, "L", 4, "ogre"), weapon_length(2, "L", 8, "giant")) == (5, 8)


def test_sp_76_rear_dagger_strikes_before_front_pike():
    assert first_striker(1, Striker(1, 13), Striker(2, 1, arc="rear"), initiator=1) == 2


def test_sp_77_dagger_against_battle_axe_gets_1_extra():
    assert length_extra_attacks(1, 5) == 1


def test_sp_77_dagger_against_length_9_gets_2_extra():
    assert length_extra_attacks(1, 9) == 2


def test_sp_77_dagger_against_wolf_bite_gets_0():
    assert length_extra_attacks(1, 5, natural=True) == 0


def test_sp_77_crowd_counts_the_largest_gap_once():
    assert crowd_length_extra(1, [(5, False), (9, False), (4, False)]) == 2


def test_sp_78_pass_then_rear_flank_front_then_id():
    keys = sorted([blow_order_key(2, "rear", 1), blow_order_key(1, "front", 2),
                   blow_order_key(1, "rear", 9), blow_order_key(1, "flank", 3),
                   blow_order_key(1, "front", 1)])
    assert keys == [(1, 0, 9), (1, 1, 3), (1, 2, 1), (1, 2, 2), (2, 0, 1)]
