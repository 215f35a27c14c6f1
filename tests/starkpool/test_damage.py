"""Armor, damage, criticals, fumbles and saves (SP-04, SP-05, SP-83, SP-90, SP-143..SP-146)."""
from affray.systems.starkpool.tables.armor import armor_class, check_shield_hands
from affray.systems.starkpool.rules.damage import critical_damage, final_damage, is_dead, parse_dice
from affray.systems.starkpool.rules.fumbles import attack_hits, fumble_effect
from affray.systems.starkpool.tables.saving_throws import save_target
from affray.systems.starkpool.tables.weapons import MELEE_WEAPONS, MISSILE_WEAPONS


def test_sp_04_chain_no_shield_is_ac5():
    assert armor_class("chain") == 5


def test_sp_04_no_armor_no_shield_is_ac9():
    assert armor_class("none") == 9


def test_sp_04_magic_bonus_lowers_ac_one_for_one():
    assert armor_class("plate", armor_magic=2, has_shield=True) == 0


def test_sp_05_plate_and_shield_is_ac2():
    assert armor_class("plate", has_shield=True) == 2


def test_sp_05_leather_and_shield_is_ac6():
    assert armor_class("leather", has_shield=True) == 6


def test_sp_05_two_handed_sword_and_shield_fails_validation():
    assert check_shield_hands(True, MELEE_WEAPONS["two_handed_sword"]["hands"]) is not None


def test_sp_05_shield_gives_no_ac_while_two_handed_weapon_in_use():
    assert armor_class("chain", has_shield=True, two_handed=True) == 5


def test_sp_83_six_damage_against_six_hp_kills():
    assert is_dead(6 - 6) and not is_dead(1)


def test_sp_90_set_spear_rolling_4_against_charger_does_8():
    assert final_damage(4, multipliers=[2]) == 8


def test_sp_90_damaged_sword_rolling_1_does_1_not_0():
    assert final_damage(1, flat=-1) == 1


def test_sp_90_hit_of_7_shield_parried_with_6_does_1():
    assert final_damage(7, parry=6) == 1


def test_sp_90_parry_may_bring_damage_to_zero():
    assert final_damage(3, parry=5) == 0


def test_sp_143_natural_20_with_a_sword_does_10():
    assert critical_damage(parse_dice(MELEE_WEAPONS["sword"]["damage"])) == 10


def test_sp_143_natural_20_with_dagger_on_prone_does_14():
    assert critical_damage(parse_dice(MELEE_WEAPONS["dagger"]["prone_damage"])) == 14


def test_sp_143_built_in_flat_bonus_is_part_of_the_maximum():
    assert critical_damage(parse_dice("1d6+1")) == 9


def test_sp_144_spear_fumble_breaks_it():
    assert fumble_effect(MELEE_WEAPONS["spear"]) == "broken"


def test_sp_144_sword_fumble_damages_it():
    assert fumble_effect(MELEE_WEAPONS["sword"]) == "damaged"


def test_sp_144_precedence_magic_then_silver_then_wood_then_string():
    effects = [fumble_effect(MELEE_WEAPONS["spear"], magic=1),
               fumble_effect(MELEE_WEAPONS["spear"], silver=True),
               fumble_effect(MISSILE_WEAPONS["longbow"]),
               fumble_effect(MISSILE_WEAPONS["heavy_crossbow"]),
               fumble_effect(None, natural=True),
               fumble_effect(MELEE_WEAPONS["unarmed"])]
    assert effects == ["dropped", "useless", "unstrung", "unstrung", "prone", "prone"]


def test_sp_145_natural_20_punch_against_ac0_still_hits():
    assert attack_hits(20, 20, 26)


def test_sp_145_natural_1_by_11hd_monster_against_ac9_misses():
    assert not attack_hits(1, 1, 1)


def test_sp_145_natural_rules_are_configurable():
    assert not attack_hits(20, 20, 26, natural_20_hits=False) and \
        attack_hits(1, 1, 1, natural_1_misses=False)


def test_sp_146_level1_fighter_saves_against_fumble_on_14():
    assert save_target("fighter", 1, "fumble") == 14


def test_sp_146_save_targets_override():
    assert save_target("fighter", 1, "fumble", {"fumble": 11}) == 11


def test_sp_146_flask_leap_uses_dragon_breath():
    assert save_target("fighter", 1, "flask_leap") == 15
