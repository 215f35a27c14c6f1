"""Morale on the kernel (SP-127, SP-129..SP-132) and gear handling (SP-134..SP-139)."""
import pytest

from affray.components.starkpool import Gear, Turn
from affray.kernel.events import ConditionSet, RoundStarted
from affray.systems.starkpool.rules.morale import casualties
from affray.systems.starkpool.rules import figures as F
from affray.systems.starkpool.events import GearChanged, MoraleChecked, MoveDone, RoundReset, Shot
from affray.systems.starkpool.rules.morale.flee import flee_move
from affray.systems.starkpool.rules.gear import _options as gear_options, drop, prepare
from affray.systems.starkpool.phases.melee import melee_phase
from affray.systems.starkpool.rules.melee.targets import slot_options
from affray.systems.starkpool.phases.missile import missile_options
from affray.systems.starkpool.rules.morale.triggers import break_figure
from affray.systems.starkpool.phases.movement import figure_movement
from affray.systems.starkpool.rules.morale.rally import rally_targets
from affray.systems.starkpool.phases.end import end_of_round
from affray.systems.starkpool.rules.missile.shooting import Hit
from affray.systems.starkpool.testing import battle, drive, look, man, run


def checks(b):
    return [e for e in b.events if isinstance(e, MoraleChecked)]


def _class_d(n=8):
    return [man(f"D{i}", "b", 20, 2 * i, kind="troop", troop_class="D", group="levy", hp=1)
            for i in range(n)]


def test_sp_127_a_class_d_group_of_8_checks_on_its_2nd_loss():
    b = battle([man("K", "a", 0, 0)] + _class_d(), dice=[6, 6])
    for target in (2, 3):
        run(b, casualties.apply, b.ctx, [Hit(target, 5, 1)])
    assert [len(checks(b))] == [1]


def test_sp_127_and_again_on_the_4th_and_6th():
    b = battle([man("K", "a", 0, 0)] + _class_d(), dice=[6, 6] * 3)
    for target in range(2, 8):
        run(b, casualties.apply, b.ctx, [Hit(target, 5, 1)])
    assert len(checks(b)) == 3


def test_sp_127_the_leaders_death_makes_the_group_check():
    grp = [man("L", "b", 20, 0, group="g", leader=True, hp=1), man("M", "b", 20, 3, group="g")]
    b = battle([man("K", "a", 0, 0)] + grp + [man("M2", "b", 20, 6, group="g")],
               dice=[6, 6, 6, 6])
    run(b, casualties.apply, b.ctx, [Hit(2, 5, 1)])
    assert checks(b)[0].reason == "leader_killed"


def test_sp_127_class_c_foot_charged_by_a_lancer_check():
    from affray.systems.starkpool.rules.movement.charge import charge
    lancer = man("L", "a", 0, 0, weapon="lance", mount="war_horse", hp=30)
    b = battle([lancer, man("F", "b", 12, 0, kind="troop", armor="plate", hp=30)],
               dice=[6, 6])
    drive(b, charge(b.ctx, 1, 2, "counter_move"))
    assert checks(b)[0].reason == "charged"


def test_sp_129_a_failed_check_out_of_melee_runs_the_full_rate_at_once():
    b = battle([man("K", "a", 0, 0), man("T", "b", 10, 0, kind="troop", armor="leather")])
    run(b, break_figure, b.ctx, 2)
    with look(b) as s:
        assert F.pos(s, 2) == (22.0, 0.0)


def _broken(attacked: bool, dice):
    b = battle([man("K", "a", 0, 0, kind="troop", missile="longbow"),
                man("T", "b", 14, 0, kind="troop", hp=30)], dice=dice)
    with look(b):
        b.ctx.emit(ConditionSet(2, "fleeing", 1))
        b.ctx.emit(RoundStarted(2))
        b.ctx.emit(RoundReset(2))
        if attacked:
            b.ctx.emit(Shot(1, 2, "longbow", 2, 10, False))
    run(b, end_of_round, b.ctx)
    return b


def test_sp_130_not_attacked_in_the_next_round_it_rallies_on_7():
    b = _broken(False, [3, 4])
    with look(b) as s:
        assert not F.fleeing(s, 2)


def test_sp_130_shot_at_in_the_next_round_it_gets_no_roll():
    b = _broken(True, [])
    with look(b) as s:
        assert F.fleeing(s, 2) and checks(b) == []


def test_sp_131_a_trapped_orc_band_that_fails_surrenders():
    b = battle([man("K", "a", -1, 0), man("Wall", "a", 1.6, 0),
                man("T", "b", 0, 0, kind="troop")], dice=[1, 1])
    with look(b):
        b.ctx.emit(ConditionSet(3, "fleeing", 1))
    run(b, flee_move, b.ctx, 3)
    with look(b) as s:
        assert F.cond(s, 3, "surrendered")


def test_sp_131_trapped_wolves_that_fail_fight_on():
    b = battle([man("K", "a", -1, 0), man("Wall", "a", 1.6, 0),
                man("T", "b", 0, 0, kind="troop", can_communicate=False)], dice=[1, 1])
    with look(b):
        b.ctx.emit(ConditionSet(3, "fleeing", 1))
    run(b, flee_move, b.ctx, 3)
    with look(b) as s:
        assert not F.cond(s, 3, "surrendered") and not F.fleeing(s, 3)


def test_sp_131_a_trapped_group_that_passes_fights_to_the_death():
    b = battle([man("K", "a", -1, 0), man("Wall", "a", 1.6, 0),
                man("T", "b", 0, 0, kind="troop")], dice=[6, 6])
    with look(b):
        b.ctx.emit(ConditionSet(3, "fleeing", 1))
    run(b, flee_move, b.ctx, 3)
    with look(b) as s:
        assert F.cond(s, 3, "fearless")


def test_sp_132_a_cha_12_leader_reaches_a_group_11_5_away_not_12_5():
    b = battle([man("L", "a", 0, 0, leader=True, cha=12), man("Near", "a", 11.5, 0, group="x"),
                man("Far", "a", 0, 12.5, group="y"), man("E", "b", 40, 40)])
    with look(b) as s:
        for e in (2, 3):
            b.ctx.emit(ConditionSet(e, "fleeing", 1))
        assert rally_targets(s, 1) == [2]


def test_sp_134_an_archer_in_melee_drops_his_bow_draws_a_dagger_and_still_attacks():
    archer = man("Arc", "a", 0, 0, kind="troop", weapon="", missile="longbow", spare=["dagger"])
    b = battle([archer, man("E", "b", 1, 0, hp=30)], dice=[2, 2],
               choices=["dagger", ["attack", 2], ["attack", 1]])
    drive(b, melee_phase(b.ctx))
    with look(b) as s:
        assert s.get(1, Gear).weapon == "dagger" and s.get(1, Turn).used == 1


def test_sp_134_changing_weapons_in_melee_costs_an_attack():
    b = battle([man("A", "a", 0, 0, spare=["mace"]), man("E", "b", 1, 0)])
    with look(b) as s:
        assert ["wield", "mace"] in slot_options(s, 1, 0, [], {})


def test_sp_135_a_locked_fighter_drinks_a_potion_and_makes_no_attack():
    b = battle([man("A", "a", 0, 0, items=["potion_healing"]), man("E", "b", 1, 0, hp=30)],
               dice=[3, 2], choices=[["item", "potion_healing", 1], ["attack", 1]])
    drive(b, melee_phase(b.ctx))
    assert not [e for e in b.events if type(e).__name__ == "Blow" and e.attacker == 1]


def test_sp_136_dropping_a_shield_costs_nothing_and_ac_worsens_at_once():
    b = battle([man("A", "a", 0, 0, shield=True), man("E", "b", 1, 0)])
    run(b, drop, b.ctx, 1, "shield")
    with look(b) as s:
        assert (F.ac(s, 1), s.get(1, Turn).used) == (9, 0)


def test_sp_137_a_man_out_of_melee_picks_up_a_sword_and_still_moves_6():
    b = battle([man("A", "a", 0, 0, weapon=""), man("E", "b", 30, 30)],
               choices=[["pick_up", 1, "sword"], ["move", [[6.0, 0.0]]]])
    with look(b):
        b.ctx.emit(GearChanged(1, "drop", "sword", 0.5, 0.0))
    drive(b, figure_movement(b.ctx, 1, "move"))
    with look(b) as s:
        assert (s.get(1, Gear).weapon, F.pos(s, 1)) == ("sword", (6.0, 0.0))


def test_sp_137_picking_up_in_melee_costs_every_attack():
    b = battle([man("A", "a", 0, 0, level=6, weapon=""), man("E", "b", 1, 0, hp=30)],
               dice=[2], choices=[["pick_up", 1, "sword"], ["attack", 1]])
    with look(b):
        b.ctx.emit(GearChanged(1, "drop", "sword", 0.5, 0.0))
    drive(b, melee_phase(b.ctx))
    with look(b) as s:
        t = s.get(1, Turn)
        assert t.used == t.attacks and not [e for e in b.events
                                            if type(e).__name__ == "Blow" and e.attacker == 1]


def test_sp_138_no_unpacking_after_moving():
    b = battle([man("A", "a", 0, 0, packed=["potion_healing"]), man("E", "b", 30, 30)],
               choices=[["none"]])
    with look(b):
        b.ctx.emit(MoveDone(1, 1.0))
    drive(b, prepare(b.ctx, 1, "move"))
    assert not any(type(e).__name__ == "Decided" for e in b.events)


def test_sp_138_no_missile_action_after_unpacking():
    b = battle([man("A", "a", 0, 0, packed=["potion_healing"], missile="longbow"),
                man("E", "b", 10, 0)], choices=[["unpack", "potion_healing"]])
    drive(b, figure_movement(b.ctx, 1, "move"))
    with look(b) as s:
        assert s.get(1, Gear).items == ["potion_healing"] and missile_options(s, 1) == [["none"]]


def test_sp_139_a_planted_pavis_screens_the_figure_behind_it_unheld():
    from affray.systems.starkpool.rules.missile.shooting import pavis_cover
    b = battle([man("Holder", "a", 1, 0, weapon="", pavis=True), man("Behind", "a", 0, 0),
                man("Arc", "b", 12, 0, kind="troop", missile="longbow")],
               choices=[["pavis", "plant"], ["move", [[1.0, 5.0]]], False],
               map={"environment": "wilderness"})
    drive(b, figure_movement(b.ctx, 1, "move"))
    with look(b) as s:
        assert F.pos(s, 1) == (1.0, 5.0) and pavis_cover(s, 2, 3)


@pytest.mark.parametrize("environment,offered", [("dungeon", False), ("wilderness", True)])
def test_sp_139_planting_is_offered_only_on_earth(environment, offered):
    b = battle([man("H", "a", 0, 0, weapon="", pavis=True), man("E", "b", 30, 0)],
               map={"environment": environment})
    with look(b) as s:
        assert (["pavis", "plant"] in gear_options(s, 1)) is offered


def test_sp_139_carrying_a_pavis_moves_3():
    b = battle([man("H", "a", 0, 0, weapon="", pavis=True)] + [man("E", "b", 30, 0)])
    with look(b) as s:
        assert F.rate(s, 1) == 3.0
