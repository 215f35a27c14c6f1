"""Nonhuman figures as data (TFT-136..149)."""

from affray.kernel.geometry.hexgrid import giant_hexes
from affray.systems.tft.tables import creatures as C
from affray.systems.tft.rules.attack import to_hit
from affray.systems.tft.rules.damage import damage, hits_taken
from affray.systems.tft.rules.figures import check_attributes, movement_allowance
from affray.systems.tft.tables.tft_tables import RACES as CORE_RACES

DWARF_WEAPONS = ["hammer", "small ax", "battleaxe", "pike axe"]


def test_tft_136_bear_hth_hit_with_2_3_4_does_9():
    assert damage([2, 3, 4], C.hth_damage(C.CREATURES["bear"])[1]) == 9


def test_tft_136_bear_attacks_2_plus_2():
    assert C.attack_damage(C.CREATURES["bear"], 30) == (2, 2)


def test_tft_136_bear_fur_stops_2_and_ma_8():
    b = C.CREATURES["bear"]
    assert (b.stops, b.ma, b.st, b.dx) == (2, 8, 30, 11)


def test_tft_137_wolf_bite_die_4_against_leather_does_3():
    d, plus = C.attack_damage(C.CREATURES["wolf"], 10)
    assert hits_taken(damage([4], plus), 2) == 3


def test_tft_137_wolf_ma_12_fur_1():
    w = C.CREATURES["wolf"]
    assert (w.ma, w.stops, w.dx) == (12, 1, 14)


def test_tft_138_snake_side_hex_counts_as_front_no_plus_2():
    snake = C.CREATURES["giant snake"]
    assert C.classify(snake, (0, 0), 0, (0, -1)) == "front"


def test_tft_138_attacker_at_12_rolls_at_9_against_a_snake():
    assert 12 + C.CREATURES["giant snake"].attacked_dx == 9


def test_tft_138_snake_has_five_front_hexes():
    assert len(C.front_hexes(C.CREATURES["giant snake"], (0, 0), 0)) == 5


def test_tft_138_snake_rear_hex_is_still_rear():
    assert C.classify(C.CREATURES["giant snake"], (0, 0), 0, (-1, 0)) == "rear"


def test_tft_139_giant_club_st_24_is_2_plus_2():
    assert C.attack_damage(C.CREATURES["giant"], 24) == (2, 2)


def test_tft_139_giant_club_st_40_is_4_plus_4():
    assert C.attack_damage(C.CREATURES["giant"], 40) == (4, 4)


def test_tft_139_giant_club_st_50_is_5_plus_5():
    assert C.attack_damage(C.CREATURES["giant"], 50) == (5, 5)


def test_tft_139_giant_hth_is_2_minus_1():
    assert C.hth_damage(C.CREATURES["giant"]) == (2, -1)


def test_tft_139_giant_occupies_three_hexes():
    assert C.CREATURES["giant"].hexes == 3
    assert giant_hexes((0, 0), 0) == [(1, 0), (1, -1), (0, 0)]


def test_tft_139_giant_has_three_front_hexes():
    assert sorted(C.front_hexes(C.CREATURES["giant"], (0, 0), 0)) == [(2, -2), (2, -1), (2, 0)]


def test_tft_139_giant_st_below_24_is_refused():
    assert C.check(C.CREATURES["giant"], 23, 9) is not None


def test_tft_132_giant_thresholds_are_9_and_16():
    assert C.injury_thresholds(C.CREATURES["giant"]) == (9, 16)


def test_tft_140_gargoyle_hit_with_3_and_4_does_7():
    assert damage([3, 4], C.attack_damage(C.CREATURES["gargoyle"], 20)[1]) == 7


def test_tft_140_gargoyle_hands_are_2_dice_in_hth_too():
    assert C.hth_damage(C.CREATURES["gargoyle"]) == (2, 0)


def test_tft_140_gargoyle_walks_8_flies_16():
    g = C.CREATURES["gargoyle"]
    assert (C.movement(g), C.movement(g, flying=True)) == (8, 16)


def test_tft_140_gargoyle_skin_stops_3():
    assert C.CREATURES["gargoyle"].stops == 3


def test_tft_141_orc_limits_as_a_human():
    assert C.RACES["orc"] == C.RACES["human"].__class__(24, 8, 8, source=C.RACES["orc"].source)


def test_tft_141_orc_ma_as_a_human():
    assert movement_allowance("orc", "none") == 10


def test_tft_142_hobgoblin_10_10_valid():
    assert C.race_check(C.RACES["hobgoblin"], 10, 10) is None


def test_tft_142_hobgoblin_15_5_invalid():
    assert C.race_check(C.RACES["hobgoblin"], 15, 5) is not None


def test_tft_143_goblin_4_14_valid():
    assert C.race_check(C.RACES["goblin"], 4, 14) is None


def test_tft_143_goblin_3_15_invalid():
    assert C.race_check(C.RACES["goblin"], 3, 15) is not None


def test_tft_144_elf_in_leather_has_ma_10():
    assert C.RACES["elf"].ma["leather"] == 10


def test_tft_144_elf_6_18_valid():
    assert C.race_check(C.RACES["elf"], 6, 18) is None


def test_tft_145_dwarf_small_ax_die_3_does_6():
    bonus = C.race_damage_bonus(C.RACES["dwarf"], "small ax", "melee", DWARF_WEAPONS)
    assert damage([3], 2 + bonus) == 6


def test_tft_146_halberd_gets_no_dwarf_bonus():
    assert C.race_damage_bonus(C.RACES["dwarf"], "halberd", "melee", DWARF_WEAPONS) == 0


def test_tft_146_hammer_battleaxe_pike_axe_get_the_bonus():
    assert [C.race_damage_bonus(C.RACES["dwarf"], w, "melee", DWARF_WEAPONS)
            for w in ("hammer", "battleaxe", "pike axe")] == [1, 1, 1]


def test_tft_147_dx_14_halfling_with_a_sling_rolls_at_17():
    assert 14 + C.race_dx_bonus(C.RACES["halfling"], "missile") == 17


def test_tft_147_halfling_sling_die_2_does_1():
    assert damage([2], -2 + C.race_damage_bonus(C.RACES["halfling"], "sling", "missile", [])) == 1


def test_tft_147_halfling_gets_no_bonus_in_melee():
    assert C.race_dx_bonus(C.RACES["halfling"], "melee") == 0


def test_tft_148_a_bear_rolling_17_simply_misses():
    res = to_hit(17, 11)
    assert (res.hit, C.CREATURES["bear"].weapon) == (False, "bear's claws")


def test_tft_149_a_new_animal_loads_from_data():
    b = C.load('[creature.boar]\nma = 10\nweapon = "tusks"\nattack = "1+2"\nhth = "1+1"\n'
               'stops = 1\nst = 16\ndx = 10\n')
    assert C.attack_damage(b.creature["boar"], 16) == (1, 2)


def test_tft_149_bad_damage_notation_is_refused():
    try:
        C.load('[creature.x]\nma = 1\nweapon = "w"\nattack = "lots"\nhth = "1"\nst = 1\ndx = 1\n')
    except ValueError as exc:
        assert "lots" in str(exc)
    else:
        raise AssertionError("loaded")


def test_tft_05_race_data_agrees_with_the_core_table():
    assert {n: (r.total, r.min_st, r.min_dx, r.missile_dx, r.missile_damage, r.hammer_ax_damage)
            for n, r in C.RACES.items()} == {
        n: (r.total, r.min_st, r.min_dx, r.missile_dx, r.missile_damage, r.hammer_ax_damage)
        for n, r in CORE_RACES.items()}


def test_tft_05_core_check_agrees_for_goblin_10_9():
    assert (check_attributes("goblin", 10, 9) is None) == (C.race_check(C.RACES["goblin"], 10, 9) is None)
