"""Missile to-hit and rate of fire, pure parts (SP-40, SP-42..SP-52, SP-84, SP-117)."""
from affray.systems.starkpool.tables.attack_bonus import attack_bonus
from affray.systems.starkpool.tables.hit_dice import parse_hd
from affray.systems.starkpool.tables.matrices import MEN_MISSILE, men_number
from affray.systems.starkpool.tables.missile_modifiers import (COVER, ELEVATION, OVERHEAD, PAVIS,
    dex_modifier, mantlet_ac, overhead_fire, range_band, range_modifier)
from affray.systems.starkpool.tables.melee_modifiers import INVISIBLE_PENALTY, prone_modifier
from affray.systems.starkpool.rules.missile.rate_of_fire import may_reload, shots_allowed
from affray.systems.starkpool.tables.weapons import MISSILE_WEAPONS

LONGBOW = MISSILE_WEAPONS["longbow"]


def needed(line, ac, *mods):
    return men_number(MEN_MISSILE, line, ac).needed(sum(mods))


def test_sp_43_longbow_against_ac4_short_medium_long():
    bands = [range_band(d, LONGBOW["ranges"]) for d in (5, 10, 20)]
    assert [needed("longbow", 4, range_modifier(b)) for b in bands] == [14, 15, 17]


def test_sp_43_beyond_long_range_no_shot():
    assert range_band(21.5, LONGBOW["ranges"]) is None


def test_sp_45_longbowman_standing_still_has_2_shots():
    assert shots_allowed("bow", 0, 12).shots == 2


def test_sp_45_after_a_pass_through_shot_he_has_1():
    assert shots_allowed("bow", 0, 12, used=1).shots == 1


def test_sp_45_darts_shoot_twice():
    assert shots_allowed("dart", 0, 12).shots == 2


def test_sp_46_slinger_who_moved_5_of_12_shoots():
    assert shots_allowed("sling", 5, 12) == (1, False)


def test_sp_46_slinger_who_moved_8_of_12_needs_d6_4_plus():
    assert shots_allowed("sling", 8, 12) == (1, True)


def test_sp_46_exactly_half_counts_as_a_free_shot():
    assert shots_allowed("crossbow", 6, 12) == (1, False)


def test_sp_46_bowman_who_moved_shoots_once():
    assert shots_allowed("bow", 3, 12) == (1, False)


def test_sp_47_heavy_crossbow_fires_only_when_loaded():
    assert (shots_allowed("heavy_crossbow", 0, 12, loaded=True).shots,
            shots_allowed("heavy_crossbow", 0, 12, loaded=False).shots) == (1, 0)


def test_sp_47_moving_more_than_half_prevents_reload():
    assert (may_reload(6, 12), may_reload(7, 12)) == (True, False)


def test_sp_48_over_a_friend_at_medium_range_allowed_at_minus_2():
    reason = overhead_fire("bow", "medium", indoors=False, over_enemy_screen=False)
    assert reason is None and OVERHEAD == -2


def test_sp_48_over_heads_at_short_range_rejected():
    assert overhead_fire("bow", "short", False, False) is not None


def test_sp_48_crossbow_cannot_shoot_over_heads():
    assert overhead_fire("crossbow", "medium", False, False) is not None


def test_sp_48_indoor_overhead_fire_off_by_default():
    assert overhead_fire("bow", "medium", True, False) is not None and \
        overhead_fire("bow", "medium", True, False, indoor_allowed=True) is None


def test_sp_49_magic_arrow_at_slit_covered_plate_target_uses_ac0_22():
    assert men_number(MEN_MISSILE, "longbow", mantlet_ac(True)).number == 22


def test_sp_49_ordinary_arrow_cannot_shoot_a_mantlet():
    assert mantlet_ac(False) is None


def test_sp_50_longbow_ac4_medium_behind_pavis_needs_18():
    assert needed("longbow", 4, PAVIS) == 18


def test_sp_51_sling_ac6_medium_from_a_wall_needs_12():
    assert needed("sling", 6, ELEVATION) == 12


def test_sp_52_longbow_ac4_medium_in_cover_needs_20():
    assert needed("longbow", 4, COVER) == 20


def test_sp_84_dex13_archer_longbow_ac4_medium_needs_14():
    assert needed("longbow", 4, dex_modifier(13)) == 14


def test_sp_84_dex8_is_minus_1_and_melee_dex_is_0():
    assert (dex_modifier(8), dex_modifier(18, "melee")) == (-1, 0)


def test_sp_117_longbow_at_prone_target_medium_range_needs_16():
    assert needed("longbow", 5, prone_modifier(False, True, missile=True)) == 16


def test_sp_40_spotted_invisible_target_is_minus_5():
    assert needed("longbow", 4, INVISIBLE_PENALTY) == 20


def test_sp_42_monster_missile_bonus_applies_to_men_matrix():
    assert needed("javelin", 5, attack_bonus("monster", hd=parse_hd("4+1"))) == 9
