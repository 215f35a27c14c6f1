"""Melee tactical modifiers (SP-104, SP-105, SP-107, SP-109, SP-117..SP-119)."""
from affray.systems.starkpool.tables.armor import armor_class, shield_value
from affray.systems.starkpool.tables.matrices import MEN_MELEE, men_number
from affray.systems.starkpool.tables.melee_modifiers import (arc_bonus, backstab_multiplier,
    height_modifier, ignores_shield, mounted_modifier, parry_penalty, prone_modifier)
from affray.systems.starkpool.tables.weapons import MELEE_WEAPONS


def needed(line, ac, *mods):
    return men_number(MEN_MELEE, line, ac).needed(sum(mods))


def ac_seen(arc, armor="chain", shield=True):
    ac = armor_class(armor, has_shield=shield)
    return ac + shield_value(shield) if ignores_shield(arc) else ac


def test_sp_104_flank_on_chain_and_shield_uses_ac5_and_needs_13():
    assert needed("sword", ac_seen("flank"), arc_bonus("flank")) == 13


def test_sp_105_rear_on_chain_and_shield_needs_12():
    assert needed("sword", ac_seen("rear"), arc_bonus("rear")) == 12


def test_sp_104_front_keeps_the_shield():
    assert ac_seen("front") == 4


def test_sp_107_level5_scout_backstab_hits_ac5_on_10_for_triple_damage():
    assert (needed("sword", 5, arc_bonus("rear", backstab=True)), backstab_multiplier(5)) == \
        (10, 3)


def test_sp_107_backstab_multipliers_by_level():
    assert [backstab_multiplier(lv) for lv in (1, 4, 5, 8, 9, 14)] == [2, 2, 3, 3, 4, 4]


def test_sp_109_sword_against_ac5_with_a_parry_needs_17():
    assert needed("sword", 5, parry_penalty(1)) == 17


def test_sp_117_sword_against_prone_ac5_needs_10():
    assert needed("sword", 5, prone_modifier(False, True, MELEE_WEAPONS["sword"]["tags"])) == 10


def test_sp_117_mace_against_prone_ac5_needs_12():
    assert needed("mace", 5, prone_modifier(False, True, MELEE_WEAPONS["mace"]["tags"])) == 12


def test_sp_117_prone_attacker_minus_4():
    assert prone_modifier(True, False) == -4


def test_sp_118_mounted_sword_against_ac7_needs_10_then_11():
    assert (needed("sword", 7, mounted_modifier(True, False, True)),
            needed("sword", 7, mounted_modifier(True, False, False))) == (10, 11)


def test_sp_118_footman_sword_against_mounted_ac5_needs_15():
    tags = MELEE_WEAPONS["sword"]["tags"]
    assert needed("sword", 5, mounted_modifier(False, True, True, tags)) == 15


def test_sp_118_footman_pike_against_mounted_ac5_needs_14():
    tags = MELEE_WEAPONS["pike"]["tags"]
    assert needed("pike", 5, mounted_modifier(False, True, True, tags)) == 14


def test_sp_119_man_on_table_plus1_man_on_floor_minus1():
    assert (height_modifier(3, 0), height_modifier(0, 3)) == (1, -1)


def test_sp_119_height_does_not_stack_with_mounted():
    assert height_modifier(3, 0, mounted_modifier(True, False, True)) == 0
