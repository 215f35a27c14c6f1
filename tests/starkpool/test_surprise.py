"""Surprise chances (SP-07, SP-08, SP-10..SP-14, SP-16, SP-18, SP-21)."""
from affray.systems.starkpool.rules.surprise import (Member, hidden_surprisers, initiative_chooser,
    is_surprised, member_chance, party_chance, surprise_distance)

FIGHTER = Member("fighter", 1)


def test_sp_07_normal_party_surprises_on_2_not_3():
    chance = party_chance([FIGHTER, FIGHTER])
    assert (is_surprised(2, chance), is_surprised(3, chance)) == (True, False)


def test_sp_08_noisy_party_has_chance_0():
    assert party_chance([FIGHTER], noisy=True) == 0


def test_sp_08_light_visible_in_dungeon_has_chance_0():
    assert party_chance([FIGHTER], "dungeon", light_visible=True) == 0


def test_sp_10_twelve_orcs_in_dungeon_surprise_only_on_1():
    chance = party_chance([Member("monster")] * 12, "dungeon")
    assert (is_surprised(1, chance), is_surprised(2, chance)) == (True, False)


def test_sp_10_a_hundred_outdoors_surprise_only_on_1():
    assert party_chance([Member("troop")] * 100, "wilderness") == 1


def test_sp_11_all_elf_group_in_forest_surprises_on_4():
    chance = party_chance([Member("troop", 0, "elf")] * 3, "wilderness", "forest")
    assert is_surprised(4, chance)


def test_sp_11_on_clear_grassland_a_4_does_not_surprise():
    chance = party_chance([Member("troop", 0, "elf")] * 3, "wilderness", "clear_grassland")
    assert not is_surprised(4, chance)


def test_sp_12_scouts_of_levels_7_5_4_surprise_on_1_to_4():
    assert party_chance([Member("scout", 7), Member("scout", 5), Member("delver", 4)]) == 4


def test_sp_12_scout_level_bands():
    assert [member_chance(Member("scout", lv), "dungeon") for lv in (1, 3, 4, 6, 7, 12)] == \
        [3, 3, 4, 4, 5, 5]


def test_sp_13_judge_bonus_turns_2_into_3():
    assert party_chance([FIGHTER], bonus=1) == 3


def test_sp_14_level5_scout_and_fighter_surprise_on_1_2_only():
    assert party_chance([Member("scout", 5), FIGHTER]) == 2


def test_sp_14_several_special_rules_use_the_lowest():
    assert party_chance([Member("troop", 0, "elf")] * 11, "wilderness", "forest") == 4 and \
        party_chance([Member("troop", 0, "elf")] * 100, "wilderness", "forest") == 1


def test_sp_16_dungeon_d4_3_gives_4_inches():
    assert surprise_distance("dungeon", 3) == 4


def test_sp_16_wilderness_d10_10_gives_18_inches():
    assert surprise_distance("wilderness", 10) == 18


def test_sp_18_roll_4_only_the_level7_scout_gets_the_surprise_round():
    scout, fighter = 5, 6
    chances = {scout: member_chance(Member("scout", 7), "dungeon"),
               fighter: member_chance(FIGHTER, "dungeon")}
    assert hidden_surprisers(4, chances) == [scout]


def test_sp_21_d6_3_side_a_chooses_d6_4_side_b():
    assert (initiative_chooser(3), initiative_chooser(4)) == (0, 1)
