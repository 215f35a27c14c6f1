"""Scale, time and movement rates (SP-01..SP-03, SP-24, SP-25)."""
from affray.systems.starkpool.tables.armor import movement_class
from affray.systems.starkpool.tables.movement_rates import mount_rate, movement_rate
from affray.systems.starkpool.tables.scale import inches_to_feet, monster_rate, turns_elapsed


def test_sp_01_a_12_inch_move_is_60_feet():
    assert inches_to_feet(12) == 60


def test_sp_01_figures_3_5_inches_apart_are_17_5_feet_apart():
    assert inches_to_feet(3.5) == 17.5


def test_sp_02_ogre_listed_9_inches_moves_9():
    assert monster_rate(9, "in") == 9


def test_sp_02_ogre_listed_90_feet_moves_9_inches():
    assert monster_rate(90, "ft") == 9


def test_sp_02_a_120_foot_creature_moves_12_inches():
    assert monster_rate(120, "ft") == 12


def test_sp_03_after_10_rounds_the_turn_counter_goes_up_by_1():
    assert (turns_elapsed(9), turns_elapsed(10)) == (0, 1)


def test_sp_24_human_in_chain_moves_9():
    assert movement_rate(movement_class("chain")) == 9


def test_sp_24_dwarf_in_leather_moves_9():
    assert movement_rate(movement_class("leather"), "dwarf") == 9


def test_sp_24_dwarf_in_chain_moves_6():
    assert movement_rate(movement_class("chain"), "dwarf") == 6


def test_sp_24_plate_is_6_for_everyone():
    assert (movement_rate("plate"), movement_rate("plate", "halfling")) == (6, 6)


def test_sp_24_anyone_carrying_a_pavis_moves_3():
    assert movement_rate("light", pavis=True) == 3


def test_sp_24_overloaded_moves_3():
    assert movement_rate("chain", overloaded=True) == 3


def test_sp_25_rider_on_war_horse_moves_12():
    assert mount_rate("war_horse") == 12


def test_sp_25_placeholder_mount_rates():
    assert [mount_rate(m) for m in ("light_war_horse", "riding_horse", "mule")] == [18, 24, 12]


def test_sp_25_monster_rated_15_moves_15():
    assert monster_rate(15) == 15
