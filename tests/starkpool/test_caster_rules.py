"""Power duels, counter-spells, spells and turning, pure parts (SP-38, SP-39, SP-53, SP-54,
SP-65, SP-66)."""
from affray.systems.starkpool.rules.missile.counter_spell import countered, may_counter
from affray.systems.starkpool.rules.movement.power_duel import duel_loser, may_duel
from affray.systems.starkpool.tables.spells import range_inches
from affray.systems.starkpool.rules.missile.turn_undead import may_turn, turned


def test_sp_38_cleric_who_moved_4_of_9_may_duel():
    assert may_duel("cleric_militant", 4, 9, False, "magic_user", 8) is None


def test_sp_38_cleric_who_moved_exactly_half_may_not():
    assert may_duel("cleric_militant", 4.5, 9, False, "magic_user", 8) is not None


def test_sp_38_target_9_5_away_is_out_of_reach():
    assert may_duel("magic_user", 0, 12, False, "magic_user", 9.5) is not None


def test_sp_38_druids_only_with_the_option():
    assert may_duel("druid", 0, 12, False, "magic_user", 5) is not None and \
        may_duel("druid", 0, 12, False, "magic_user", 5, druids=True) is None


def test_sp_39_attacker_9_against_defender_5_defender_hit():
    assert duel_loser(4 + 5, 3 + 2) == "defender"


def test_sp_39_tie_7_7_attacker_hit():
    assert duel_loser(7, 7) == "attacker"


def test_sp_53_cleric_with_mace_and_shield_cannot_turn():
    assert may_turn(hand_free=False, invisible=False) is not None


def test_sp_53_invisible_cleric_cannot_turn():
    assert may_turn(hand_free=True, invisible=True) is not None


def test_sp_53_placeholder_resolver():
    assert (turned(3, 2, 7), turned(3, 2, 6), turned(2, 3, 12)) == (True, False, False)


def test_sp_54_120_foot_spell_reaches_24_inches():
    assert range_inches(120) == 24


def test_sp_65_caster_with_only_level1_cannot_counter_level2():
    assert may_counter(0, False, True, [("sleep", 1)], 2) is not None


def test_sp_65_caster_who_moved_cannot_counter():
    assert may_counter(1, False, True, [("fire_ball", 3)], 1) is not None


def test_sp_66_counterer_8_beats_caster_7():
    assert countered(3 + 5, 5 + 2)


def test_sp_66_tie_8_8_spell_works():
    assert not countered(8, 5 + 3)
