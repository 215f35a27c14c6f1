"""Attack matrices, HD bands, class bonuses (SP-06, SP-42, SP-79..SP-82, SP-142)."""
from affray.systems.starkpool.tables.attack_bonus import attack_bonus
from affray.systems.starkpool.tables.hit_dice import HitDice, band, parse_hd
from affray.systems.starkpool.tables.matrices import (MEN_MELEE, MEN_MISSILE, MONSTERS_ATTACKING,
    flagged, men_number, monster_number, worst_melee_number)
from affray.systems.starkpool.rules.fumbles import attack_hits


def needed_men(line, ac, kind="fighter", level=1, table=MEN_MELEE, **kw):
    return men_number(table, line, ac).needed(attack_bonus(kind, level, **kw))


def test_sp_06_ac_below_zero_uses_ac0_column_with_roll_penalty():
    lk = men_number(MEN_MELEE, "sword", -2)
    assert (lk.number, lk.penalty, lk.needed(0)) == (21, 2, 23)


def test_sp_06_only_a_natural_20_hits_when_23_is_needed():
    assert attack_hits(20, 20 - 2, 21) and not attack_hits(19, 19 - 2, 21)


def test_sp_06_monster_table_below_minus_4_uses_minus_4_row_and_penalty():
    assert monster_number(MONSTERS_ATTACKING, "1", -6) == (23, 2)


def test_sp_79_first_level_fighter_sword_against_ac5_needs_14():
    assert needed_men("sword", 5) == 14


def test_sp_79_wolf_2plus2_bite_against_ac5_needs_12():
    assert monster_number(MONSTERS_ATTACKING, band(parse_hd("2+2")), 5).needed() == 12


def test_sp_80_level4_fighter_mace_against_ac2_needs_15():
    assert needed_men("mace", 2, "fighter", 4) == 15


def test_sp_80_level6_magic_user_dagger_against_ac7_needs_10():
    assert needed_men("dagger", 7, "magic_user", 6) == 10


def test_sp_80_gap_defaults_delver_as_scout_druid_as_cleric_fighter_11_plus7():
    assert (attack_bonus("delver", 5), attack_bonus("druid", 9), attack_bonus("fighter", 12)) \
        == (2, 5, 7)


def test_sp_80_troop_classes():
    classes = ("noncombatant", "E", "D", "C", "B", "A")
    assert [attack_bonus("troop", troop_class=c) for c in classes] == [-2, -2, -1, 0, 0, 0]


def test_sp_81_hobgoblin_spear_against_ac6_needs_12():
    assert needed_men("spear", 6, "monster", hd=parse_hd("1+1")) == 12


def test_sp_81_bugbear_morning_star_against_ac3_needs_12():
    assert needed_men("morning_star", 3, "monster", hd=parse_hd("3+1")) == 12


def test_sp_81_hd_bonus_ladder():
    hds = ["1", "1+1", "2", "3+1", "4+1", "7", "9", "11"]
    assert [attack_bonus("monster", hd=parse_hd(h)) for h in hds] == [0, 1, 2, 4, 5, 6, 8, 10]


def test_sp_82_three_hd_natural_attack_against_ac7_is_10():
    assert monster_number(MONSTERS_ATTACKING, band(parse_hd("3")), 7).number == 10


def test_sp_82_three_plus_one_hd_against_ac7_is_8():
    assert monster_number(MONSTERS_ATTACKING, band(parse_hd("3+1")), 7).number == 8


def test_sp_82_troll_6plus3_against_ac4_is_9():
    assert monster_number(MONSTERS_ATTACKING, band(parse_hd("6+3")), 4).number == 9


def test_sp_82_band_boundaries():
    cases = {"1/2": "1", "1": "1", "1+1": "1+1", "2": "2-3", "2+1": "2-3", "3": "2-3",
             "3+1": "3-4", "4": "3-4", "4+1": "4-6", "6": "4-6", "6+1": "7-8", "8": "7-8",
             "8+1": "9-10", "10": "9-10", "10+1": "11+", "15": "11+"}
    assert {k: band(parse_hd(k)) for k in cases} == cases


def test_sp_82_parse_hd():
    assert parse_hd("4+1") == HitDice(4, 1) and parse_hd("½").dice == 0.5


def test_sp_42_first_level_fighter_longbow_against_ac4_at_medium_range_needs_15():
    assert needed_men("longbow", 4, table=MEN_MISSILE) == 15


def test_sp_142_improvised_damage_against_ac5_is_16_club_line():
    assert worst_melee_number(MEN_MELEE, 5).number == 16


def test_sp_142_worst_line_per_ac():
    assert [worst_melee_number(MEN_MELEE, ac).number for ac in range(10)] == \
        [26, 25, 24, 21, 18, 16, 14, 12, 11, 10]


def test_t1_only_ac9_11plus_cell_is_flagged():
    assert flagged(MONSTERS_ATTACKING) == {("9", "11+")}


def test_t2_flagged_cells_are_exactly_the_ac9_column():
    assert flagged(MEN_MELEE) == {(w, "9") for w in MEN_MELEE["rows"]}


def test_t3_flagged_cells_are_ac8_ac9_columns_and_sling_ac7():
    expected = {(w, c) for w in MEN_MISSILE["rows"] for c in ("8", "9")} | {("sling", "7")}
    assert flagged(MEN_MISSILE) == expected


def test_t2_ac9_is_ac8_minus_one():
    assert all(r[9] == r[8] - 1 for r in MEN_MELEE["rows"].values())


def test_t1_rows_step_by_one_per_ac():
    rows = MONSTERS_ATTACKING["rows"]
    assert all(rows[str(ac)][c] - rows[str(ac + 1)][c] == 1
               for ac in range(-4, 8) for c in range(8))
