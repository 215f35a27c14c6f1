"""Charges (SP-35..SP-37, SP-86..SP-88) -- pure parts."""
import pytest

from affray.systems.starkpool.rules.movement.charge import (ChargeEffect, charge_allowance,
    charge_effect, may_charge, meeting_point, set_weapon_multiplier)
from affray.systems.starkpool.rules.damage import final_damage
from affray.systems.starkpool.tables.matrices import MEN_MELEE, men_number
from affray.systems.starkpool.tables.weapons import MELEE_WEAPONS


def test_sp_35_footman_in_leather_charges_15():
    assert charge_allowance(12, mounted=False) == 15


def test_sp_35_footman_in_plate_charges_6():
    assert charge_allowance(6, mounted=False, plate=True) == 6


def test_sp_35_horseman_charges_18():
    assert charge_allowance(12, mounted=True) == 18


def test_sp_35_four_legged_monster_gets_6():
    assert charge_allowance(9, mounted=False, legs=4) == 15


def test_sp_35_a_60_degree_turn_gives_no_bonus():
    assert charge_allowance(12, mounted=False, turn_degrees=60) == 12


def test_sp_35_broken_ground_gives_no_bonus():
    assert charge_allowance(12, mounted=False, level_clear=False) == 12


def test_sp_36_no_charge_after_charging_last_round():
    assert (may_charge(True), may_charge(False)) == (False, True)


def test_sp_37_meeting_point_splits_the_gap_by_allowance():
    a, b = meeting_point(20, 1, 15, 12)
    assert (round(a, 3), round(20 - b, 3)) == (10.556, 11.556)


def test_sp_37_both_count_as_having_moved_at_least_3():
    assert min(meeting_point(20, 1, 15, 12)) >= 3


def test_sp_86_charger_who_moved_15_hits_ac7_with_sword_on_11():
    eff = charge_effect(True, 15)
    assert men_number(MEN_MELEE, "sword", 7).needed(eff.to_hit) == 11


def test_sp_86_charge_damage_is_d8_plus_1():
    assert charge_effect(True, 15).damage == 1


def test_sp_86_no_bonus_under_3_inches():
    assert charge_effect(True, 2.5) == ChargeEffect()


def test_sp_87_charging_lancer_rolling_6_does_14():
    eff = charge_effect(True, 10, rate=12, mounted=True, lance=True)
    assert final_damage(6, eff.damage, [eff.multiplier]) == 14


@pytest.mark.parametrize("reading,moved,mult", [("3", 4, 2), ("half", 4, 1), ("half", 6, 2)])
def test_sp_87_lance_distance_option(reading, moved, mult):
    assert charge_effect(True, moved, 12, True, True, reading).multiplier == mult


def test_sp_88_pikeman_rolling_5_against_charger_does_10():
    mult = set_weapon_multiplier(True, MELEE_WEAPONS["pike"]["tags"])
    assert final_damage(5, multipliers=[mult]) == 10


def test_sp_88_sword_is_not_a_set_weapon():
    assert set_weapon_multiplier(True, MELEE_WEAPONS["sword"]["tags"]) == 1
