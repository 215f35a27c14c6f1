"""Melee options and tactical modifiers on the kernel (SP-104..SP-122, SP-125)."""
import pytest

from affray.components.starkpool import Gear, Steed
from affray.kernel.events import ConditionSet, RoundStarted
from affray.systems.starkpool.rules import figures as F
from affray.systems.starkpool.events import Blow, Exchanged, Grappled, MoveDone
from affray.systems.starkpool.rules.melee.maneuvers import maneuver_options
from affray.systems.starkpool.rules.melee.exchange import grapple_all
from affray.systems.starkpool.rules.melee.mounts import mount_morale, mount_attacks
from affray.systems.starkpool.phases.melee import melee_phase
from affray.systems.starkpool.rules.melee.targets import reach_targets, slot_options
from affray.systems.starkpool.rules.melee.strike import Exchange, melee_number, strike
from affray.systems.starkpool.testing import battle, drive, look, man
from affray.systems.starkpool.rules.melee.weapon_space import weapon_reason

OGRE = dict(kind="monster", hd="4+1", ac=5, size="L", weapon="big_club", hp=19)


def blows(b):
    return [e for e in b.events if isinstance(e, Blow)]


def needed(s, a, t, arc="front", action="attack", parries=0):
    look_, mod = melee_number(s, a, t, arc, action, parries)
    return look_.needed(mod)


def test_sp_104_flank_attack_on_chain_and_shield_needs_13():
    b = battle([man("A", "a", 0, 1), man("T", "b", 0, 0, armor="chain", shield=True)])
    with look(b) as s:
        assert needed(s, 1, 2, "flank") == 13


def test_sp_104_a_lone_attacker_is_front():
    b = battle([man("A", "a", 0, 0), man("T", "b", 1, 0, armor="chain", shield=True, facing=90),
                man("B", "a", 5, 5)],
               dice=[2, 2], choices=[["attack", 2], ["attack", 1]])
    drive(b, melee_phase(b.ctx))
    assert blows(b)[0].arc == "front"


def test_sp_105_rear_attack_on_chain_and_shield_needs_12():
    b = battle([man("A", "a", -1, 0), man("T", "b", 0, 0, armor="chain", shield=True)])
    with look(b) as s:
        assert needed(s, 1, 2, "rear") == 12


def test_sp_106_a_man_hit_from_the_rear_fails_morale_then_escape_and_flees():
    # C stands off the line A-T: a flight straight away from A would otherwise run through
    # C's base (test_sp_96_a_flight_stops_at_an_enemys_base_instead_of_running_through_it)
    b = battle([man("A", "a", -1, 0, hp=20), man("T", "b", 0, 0, facing=0, hp=20),
                man("C", "a", 0.6, 0.8, hp=20)],
               dice=[15, 2, 3, 2, 16, 2, 2, 2],
               choices=[["attack", 2], ["attack", 3], ["attack", 2]])
    drive(b, melee_phase(b.ctx))
    with look(b) as s:
        assert F.fleeing(s, 2) and [e.action for e in blows(b)][-2:] == ["flee_attack"] * 2


def test_sp_106_having_given_up_his_attack_to_escape_he_strikes_no_blow():
    b = battle([man("A", "a", -1, 0, hp=20), man("T", "b", 0, 0, facing=0, hp=20),
                man("C", "a", 0.6, 0.8, hp=20)],
               dice=[15, 2, 3, 2, 16, 2, 2, 2],
               choices=[["attack", 2], ["attack", 3], ["attack", 2]])
    drive(b, melee_phase(b.ctx))
    assert [e.attacker for e in blows(b) if e.action == "attack"] == [1, 3]


def test_sp_107_level5_scout_back_stab_on_ac5_needs_8_with_his_level_bonus_for_3d8():
    b = battle([man("Sc", "a", -1, 0, kind="scout", level=5, hp=20),
                man("T", "b", 0, 0, armor="chain", hp=40, tags=["berserker"])],
               dice=[10, 4])
    drive(b, strike(b.ctx, 1, 2, "attack", "rear", Exchange()))
    with look(b) as s:
        assert (blows(b)[0].needed, F.hp_left(s, 2)) == (14 - 4 - 2, 40 - 12)


def test_sp_107_level4_scout_back_stab_on_ac5_needs_10_for_2d8():
    b = battle([man("Sc", "a", -1, 0, kind="scout", level=4, hp=20),
                man("T", "b", 0, 0, armor="chain", hp=40, tags=["berserker"])],
               dice=[10, 4])
    drive(b, strike(b.ctx, 1, 2, "attack", "rear", Exchange()))
    with look(b) as s:
        assert (blows(b)[0].needed, F.hp_left(s, 2)) == (10, 40 - 8)


def test_sp_108_level6_fighter_with_2_attacks_from_the_rear_makes_both_rear_attacks():
    b = battle([man("F", "a", -1, 0, level=6, hp=30), man("T", "b", 0, 0, facing=0, hp=40,
                                                           level=3, tags=["berserker"]),
                man("C", "a", 1, 0, hp=20)],
               dice=[2, 2, 2, 2],
               choices=[["attack", 2], ["attack", 3], ["attack", 2], ["attack", 2]])
    drive(b, melee_phase(b.ctx))
    assert [e.arc for e in blows(b) if e.attacker == 1] == ["rear", "rear"]


def test_sp_108_every_attack_on_a_fleeing_figure_is_a_rear_attack():
    b = battle([man("A", "a", 0, 0), man("T", "b", 1, 0, hp=20)], dice=[2, 2],
               choices=[["attack", 2], ["none"]])
    with look(b):
        b.ctx.emit(ConditionSet(2, "fleeing", 1))
    drive(b, melee_phase(b.ctx))
    assert blows(b)[0].arc == "rear"


def test_sp_109_sword_against_ac5_with_a_parry_needs_17():
    b = battle([man("A", "a", 0, 0), man("T", "b", 1, 0, armor="chain")], dice=[2])
    ex = Exchange()
    ex.parries[(2, 1)] = 1
    drive(b, strike(b.ctx, 1, 2, "attack", "front", ex))
    assert blows(b)[0].needed == 17


def test_sp_110_seven_damage_shield_parried_with_a_5_does_2():
    b = battle([man("A", "a", 0, 0), man("T", "b", 1, 0, shield=True, hp=20)], dice=[15, 7, 5])
    ex = Exchange()
    ex.shield_parries.add((2, 1))
    drive(b, strike(b.ctx, 1, 2, "attack", "front", ex))
    with look(b) as s:
        assert F.hp_left(s, 2) == 18


def test_sp_110_a_wooden_shield_breaks_on_a_5_and_ac_worsens_by_1():
    b = battle([man("A", "a", 0, 0), man("T", "b", 1, 0, shield=True, hp=20)], dice=[15, 7, 5])
    ex = Exchange()
    ex.shield_parries.add((2, 1))
    drive(b, strike(b.ctx, 1, 2, "attack", "front", ex))
    with look(b) as s:
        assert (s.get(2, Gear).shield, F.ac(s, 2)) == (False, 9)


def test_sp_110_a_metal_shield_survives_a_5():
    b = battle([man("A", "a", 0, 0), man("T", "b", 1, 0, shield=True, shield_wooden=False,
                                            hp=20)], dice=[15, 7, 5])
    ex = Exchange()
    ex.shield_parries.add((2, 1))
    drive(b, strike(b.ctx, 1, 2, "attack", "front", ex))
    with look(b) as s:
        assert s.get(2, Gear).shield


def test_sp_110_a_parry_to_zero_stops_the_energy_drain():
    wight = man("W", "b", 1, 0, kind="monster", hd="3", ac=5, weapon="",
                attacks=[["touch", "1d4", "drained"]])
    b = battle([man("T", "a", 0, 0, shield=True, shield_wooden=False, hp=20), wight],
               dice=[15, 3, 4])
    ex = Exchange()
    ex.shield_parries.add((1, 2))
    drive(b, strike(b.ctx, 2, 1, "attack", "front", ex))
    with look(b) as s:
        assert F.cond(s, 1, "drained") == 0


def test_sp_111_two_grapplers_9_against_6_subdue_a_level2_defender():
    b = battle([man("G1", "a", 0, 0), man("G2", "a", 0, 2), man("D", "b", 0, 1, level=2,
                                                                  facing=0, hp=20)],
               dice=[15, 4, 15, 5, 3, 3])
    plans = {1: [["grapple", 3]], 2: [["grapple", 3]]}
    drive(b, grapple_all(b.ctx, plans, Exchange(), {3: {1, 2}}))
    ev = next(e for e in b.events if isinstance(e, Grappled))
    with look(b) as s:
        assert (ev.attackers_total, ev.defender_total, F.present(s, 3)) == (9, 6, False)


def test_sp_112_a_sword_cannot_disarm_a_spearman():
    b = battle([man("Sw", "a", 0, 0), man("Sp", "b", 1, 0, weapon="spear")])
    with look(b) as s:
        assert ["disarm", 2] not in maneuver_options(s, 1, 2)


def test_sp_112_a_spearman_disarms_a_swordsman_on_a_natural_12():
    b = battle([man("Sp", "a", 0, 0, weapon="spear"), man("Sw", "b", 1, 0, hp=20)],
               dice=[12, 5, 5, 1])
    drive(b, strike(b.ctx, 1, 2, "disarm", "front", Exchange()))
    with look(b) as s:
        assert (blows(b)[0].needed, s.get(2, Gear).weapon) == (12, "")


def test_sp_113_a_wooden_shield_hit_is_always_removed_and_ac_worsens():
    b = battle([man("Ax", "a", 0, 0, weapon="battle_axe"), man("T", "b", 1, 0, shield=True)],
               dice=[15], choices=["split"])
    drive(b, strike(b.ctx, 1, 2, "hook", "front", Exchange()))
    with look(b) as s:
        assert (s.get(2, Gear).shield, F.ac(s, 2)) == (False, 9)


def test_sp_113_a_magic_shield_is_always_hooked():
    b = battle([man("Ax", "a", 0, 0, weapon="battle_axe"),
                man("T", "b", 1, 0, shield=True, shield_wooden=False, shield_magic=1)],
               dice=[15, 2, 3, 1])
    drive(b, strike(b.ctx, 1, 2, "hook", "front", Exchange()))
    with look(b) as s:
        assert [d[0] for d in s.get(2, Gear).dropped] == ["shield"]


def test_sp_114_two_failed_saves_dismount_knock_prone_and_stun():
    rider = man("R", "b", 1, 0, mount="war_horse", hp=20)
    b = battle([man("Bill", "a", 0, 0, weapon="bill"), rider], dice=[15, 2, 2])
    drive(b, strike(b.ctx, 1, 2, "unhorse", "front", Exchange()))
    with look(b) as s:
        assert (F.mounted(s, 2), F.cond(s, 2, "prone"), F.cond(s, 2, "stunned")) == \
            (False, 1, 2)


def test_sp_114_the_stun_lasts_through_the_next_round():
    rider = man("R", "b", 1, 0, mount="war_horse", hp=20)
    b = battle([man("Bill", "a", 0, 0, weapon="bill"), rider], dice=[15, 2, 2])
    drive(b, strike(b.ctx, 1, 2, "unhorse", "front", Exchange()))
    with look(b) as s:
        b.ctx.emit(RoundStarted(2))
        assert not F.able(s, 2)


def test_sp_115_a_halberdier_cannot_knock_down_an_ogre():
    b = battle([man("H", "a", 0, 0, weapon="halberd"), man("Og", "b", 1, 0, **OGRE)])
    with look(b) as s:
        assert ["knock_down", 2] not in maneuver_options(s, 1, 2)


def test_sp_115_a_halberdier_may_knock_down_a_man():
    b = battle([man("H", "a", 0, 0, weapon="halberd"), man("M", "b", 1, 0)], dice=[15, 2])
    drive(b, strike(b.ctx, 1, 2, "knock_down", "front", Exchange()))
    with look(b) as s:
        assert F.cond(s, 2, "prone")


def test_sp_116_a_prone_man_in_melee_gives_up_an_attack_to_stand_and_acts_last():
    b = battle([man("P", "a", 0, 0, prone=True, level=2, hp=20), man("E", "b", 1, 0, hp=20)],
               dice=[2, 2], choices=[["get_up"], ["attack", 1], ["attack", 2]])
    drive(b, melee_phase(b.ctx))
    with look(b) as s:
        assert not F.cond(s, 1, "prone") and blows(b)[-1].attacker == 1


def test_sp_117_sword_against_prone_ac5_needs_10():
    b = battle([man("A", "a", 0, 0), man("T", "b", 1, 0, armor="chain", prone=True)])
    with look(b) as s:
        assert needed(s, 1, 2) == 10


def test_sp_117_a_dagger_does_3d4_on_a_prone_target():
    b = battle([man("A", "a", 0, 0, weapon="dagger"), man("T", "b", 1, 0, prone=True, hp=20)],
               dice=[15, 1, 2, 3])
    drive(b, strike(b.ctx, 1, 2, "attack", "front", Exchange()))
    with look(b) as s:
        assert F.hp_left(s, 2) == 14


def test_sp_118_mounted_sword_against_ac7_needs_10_then_11():
    b = battle([man("R", "a", 0, 0, mount="war_horse"), man("T", "b", 1.5, 0, armor="leather")])
    with look(b) as s:
        first = needed(s, 1, 2)
        b.ctx.emit(Exchanged(1, 2, 1))
        assert (first, needed(s, 1, 2)) == (10, 11)


@pytest.mark.parametrize("weapon,expected", [("sword", 15), ("pike", 14)])
def test_sp_118_footman_against_mounted_ac5(weapon, expected):
    b = battle([man("F", "a", 0, 0, weapon=weapon), man("R", "b", 1.5, 0, armor="chain",
                                                          mount="war_horse")])
    with look(b) as s:
        assert needed(s, 1, 2) == expected


def test_sp_119_man_on_a_table_plus1_man_on_floor_minus1():
    b = battle([man("Up", "a", 0, 0, elevation=3), man("Down", "b", 1, 0)])
    with look(b) as s:
        assert (needed(s, 1, 2), needed(s, 2, 1)) == (10 - 1, 10 + 1)


def test_sp_120_flail_with_a_friend_0_8_to_the_side_is_rejected():
    b = battle([man("Fl", "a", 0, 0, weapon="flail", facing=0), man("F", "a", 0, 0.8),
                man("E", "b", 1, 0)])
    with look(b) as s:
        assert weapon_reason(s, 1) is not None and \
            ["attack", 3] not in slot_options(s, 1, 0, [], {})


def test_sp_120_a_spear_in_the_same_place_is_allowed():
    b = battle([man("Sp", "a", 0, 0, weapon="spear", facing=0), man("F", "a", 0, 0.8),
                man("E", "b", 1, 0)])
    with look(b) as s:
        assert weapon_reason(s, 1) is None


def test_sp_120_no_lance_from_a_light_war_horse():
    b = battle([man("L", "a", 0, 0, weapon="lance", mount="light_war_horse"), man("E", "b", 2, 0)],
               map={"environment": "wilderness"})
    with look(b) as s:
        assert weapon_reason(s, 1) is not None


def test_sp_120_no_pike_in_a_dungeon():
    b = battle([man("P", "a", 0, 0, weapon="pike"), man("E", "b", 1, 0)])
    with look(b) as s:
        assert weapon_reason(s, 1) is not None


def test_sp_121_a_war_horse_that_moved_6_gets_no_hoof_attacks():
    b = battle([man("R", "a", 0, 0, mount="war_horse"), man("E", "b", 1.5, 0)])
    with look(b):
        b.ctx.emit(MoveDone(1, 6.0))
    drive(b, iter_call(mount_attacks, b.ctx, Exchange()))
    assert blows(b) == []


def test_sp_121_an_unmoved_war_horse_kicks():
    b = battle([man("R", "a", 0, 0, mount="war_horse"), man("E", "b", 1.5, 0, hp=30)],
               dice=[2, 2])
    drive(b, iter_call(mount_attacks, b.ctx, Exchange()))
    assert [e.action for e in blows(b)] == ["mount_hoof", "mount_hoof"]


def test_sp_122_a_riding_horse_in_melee_bolts_on_2d6_5():
    b = battle([man("R", "a", 0, 0, mount="riding_horse"), man("E", "b", 1.5, 0)], dice=[2, 3])
    drive(b, iter_call(mount_morale, b.ctx))
    with look(b) as s:
        assert s.get(1, Steed).bolting and F.fleeing(s, 1)


def test_sp_122_a_war_horse_never_checks():
    b = battle([man("R", "a", 0, 0, mount="war_horse"), man("E", "b", 1.5, 0)])
    drive(b, iter_call(mount_morale, b.ctx))
    with look(b) as s:
        assert not s.get(1, Steed).bolting


def _rank_fight(weapon, rank):
    back = man("Back", "a", 3 - rank, 0, weapon=weapon)
    front = [man(f"R{i}", "a", 3 - i, 0) for i in range(1, rank)]
    return battle([back] + front + [man("E", "b", 3, 0)])


@pytest.mark.parametrize("weapon,rank,allowed", [("halberd", 2, False), ("spear", 2, True),
                                                 ("pike", 3, True), ("spear", 3, False)])
def test_sp_125_reach_from_the_rear_ranks(weapon, rank, allowed):
    b = _rank_fight(weapon, rank)
    with look(b) as s:
        assert (len(s.entities) in reach_targets(s, 1)) is allowed


def iter_call(fn, *args):
    fn(*args)
    return
    yield


def test_sp_142_an_improvised_weapon_against_ac5_needs_16():
    b = battle([man("A", "a", 0, 0, weapon="improvised"), man("T", "b", 1, 0, armor="chain")])
    with look(b) as s:
        assert needed(s, 1, 2) == 16
