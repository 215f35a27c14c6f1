"""The Melee phase on the kernel: strike order and its memory, attackers by size, charges,
melee movement, escape and flight (SP-72..SP-78, SP-85..SP-97)."""
from affray.systems.starkpool.rules import engagement as G
from affray.systems.starkpool.rules import figures as F
from affray.systems.starkpool.rules.melee.escape import escape_attempt
from affray.systems.starkpool.events import Acted, Blow, Contact, Exchanged, MoveDone
from affray.systems.starkpool.rules.melee.exchange import flee_attacks
from affray.systems.starkpool.rules.melee.steps import melee_moves, melee_move_options
from affray.systems.starkpool.phases.melee import melee_phase
from affray.systems.starkpool.rules.melee.targets import pair_first, slot_options
from affray.systems.starkpool.rules.melee.strike import Exchange, strike
from affray.systems.starkpool.testing import battle, drive, figure, look, man

AXE = dict(weapon="battle_axe", hp=99)


def blows(b, action=None):
    return [e for e in b.events if isinstance(e, Blow) and (action is None or e.action == action)]


def first_blow_by_round(b):
    out, rnd = {}, 0
    for e in b.events:
        if type(e).__name__ == "RoundStarted":
            rnd = e.round
        if isinstance(e, Blow) and rnd not in out:
            out[rnd] = e.attacker
    return out


def test_sp_72_battle_axe_strikes_before_sword_in_exchange_1():
    b = battle([man("Axe", "a", 0, 0, **AXE), man("Sw", "b", 1, 0, hp=99)], setup=False,
               max_rounds=1, policy="tactical")
    b.run()
    assert first_blow_by_round(b)[1] == 1


def test_sp_73_the_sword_strikes_first_from_exchange_2_on():
    b = battle([man("Axe", "a", 0, 0, **AXE), man("Sw", "b", 1, 0, hp=99)], setup=False,
               max_rounds=3, policy="tactical")
    b.run()
    assert first_blow_by_round(b) == {1: 1, 2: 2, 3: 2}


def test_sp_73_exchanges_are_remembered_in_the_log():
    b = battle([man("Axe", "a", 0, 0, **AXE), man("Sw", "b", 1, 0, hp=99)], setup=False,
               max_rounds=2, policy="tactical")
    b.run()
    assert [e.first for e in b.events if isinstance(e, Exchanged)] == [1, 2]


def test_sp_72_two_swords_the_figure_that_moved_in_strikes_first():
    b = battle([man("A", "a", 0, 0), man("B", "b", 1, 0)])
    with look(b) as s:
        b.ctx.emit(Contact(2, 1, "move"))
        assert pair_first(s, 1, 2, "front", "front") == 2


def test_sp_72_unless_the_other_stands_on_a_table():
    b = battle([man("A", "a", 0, 0, elevation=3), man("B", "b", 1, 0)])
    with look(b) as s:
        b.ctx.emit(Contact(2, 1, "move"))
        assert pair_first(s, 1, 2, "front", "front") == 1


def test_sp_73_two_swords_the_first_striker_keeps_going_first():
    b = battle([man("A", "a", 0, 0, hp=99), man("B", "b", 1, 0, hp=99)], setup=False,
               max_rounds=3, policy="tactical")
    b.run()
    assert set(first_blow_by_round(b).values()) == {1}


SPEAR_BERSERK = dict(weapon="spear", hp=30, tags=["berserker"])


def _rear_fight(dice, choices):
    b = battle([man("Def", "a", 0, 0, facing=0, **SPEAR_BERSERK),
                man("Front", "b", 1, 0, weapon="spear"),
                man("Rear", "b", -1, 0, weapon="battle_axe")], dice=dice, choices=choices)
    drive(b, melee_phase(b.ctx))
    return b


def test_sp_76_a_rear_attacker_strikes_before_the_longer_weapon():
    b = _rear_fight([2, 2], [["attack", 3], ["attack", 1], ["attack", 1]])
    assert (blows(b)[0].attacker, blows(b)[0].arc) == (3, "rear")


def test_sp_76_the_defender_gets_no_blow_at_the_rear_attacker():
    b = _rear_fight([2, 2], [["attack", 3], ["attack", 1], ["attack", 1]])
    assert [e.attacker for e in blows(b)] == [3, 2]


def test_sp_78_every_blow_order_is_the_same_on_a_replay():
    from affray.kernel import Replay
    b = battle([man(f"A{i}", "a", 0, i * 1.2, hp=20) for i in range(3)] +
               [man(f"B{i}", "b", 1, i * 1.2, hp=20) for i in range(3)], setup=False,
               max_rounds=3, policy="random")
    b.run()
    assert Replay.of(b).verify() == len(b.events)


def test_sp_85_a_third_man_in_the_flank_arc_is_rejected():
    b = battle([man("D", "a", 0, 0, facing=0), man("F1", "b", 0, 1), man("F2", "b", 0, -1),
                man("F3", "b", -0.2, 0.98)])
    with look(b) as s:
        assert ["attack", 1] not in slot_options(s, 4, 0, [], {1: {2, 3}})


def test_sp_85_a_third_man_in_front_is_allowed():
    b = battle([man("D", "a", 0, 0, facing=0), man("F1", "b", 0, 1), man("F2", "b", 0, -1),
                man("F3", "b", 1, 0)])
    with look(b) as s:
        assert ["attack", 1] in slot_options(s, 4, 0, [], {1: {2, 3}})


def test_sp_86_charger_who_moved_15_hits_ac7_sword_on_11_for_d8_plus_1():
    b = battle([man("C", "a", 0, 0, hp=20), man("T", "b", 1, 0, armor="leather", hp=20)],
               dice=[11, 5])
    with look(b):
        b.ctx.emit(MoveDone(1, 15.0, True))
    drive(b, strike(b.ctx, 1, 2, "attack", "front", Exchange()))
    with look(b) as s:
        assert (blows(b)[0].needed, F.hp_left(s, 2)) == (11, 20 - 6)


def test_sp_87_charging_lancer_rolling_6_does_14():
    lancer = man("L", "a", 0, 0, weapon="lance", mount="war_horse", hp=20)
    b = battle([lancer, man("T", "b", 2, 0, hp=30)], dice=[15, 2, 3])
    with look(b):
        b.ctx.emit(MoveDone(1, 10.0, True))
    drive(b, strike(b.ctx, 1, 2, "attack", "front", Exchange()))
    with look(b) as s:
        assert F.hp_left(s, 2) == 30 - 14


def test_sp_88_pikeman_rolling_5_against_a_charger_does_10():
    b = battle([man("P", "a", 0, 0, weapon="pike", hp=20), man("C", "b", 1, 0, hp=30)],
               dice=[15, 4])
    with look(b):
        b.ctx.emit(MoveDone(2, 10.0, True))
    drive(b, strike(b.ctx, 1, 2, "attack", "front", Exchange()))
    with look(b) as s:
        assert F.hp_left(s, 2) == 30 - 10


def test_sp_89_a_charger_who_cuts_down_his_foe_goes_on_to_the_next_zoc():
    fighter = man("F", "a", 9, 0, level=2, hp=20)
    b = battle([fighter, man("A", "b", 10, 0, group="A"), man("B", "b", 12.5, 0, hp=20, group="B")],
               dice=[20, 2],
               choices=[["attack", 2], ["attack", 1], ["attack", 2]])
    with look(b):
        b.ctx.emit(MoveDone(1, 9.0, True, 0.0, 3.0))
    drive(b, melee_phase(b.ctx))
    with look(b) as s:
        assert (F.pos(s, 1), blows(b)[-1].target) == ((11.5, 0.0), 3)


def test_sp_89_a_charger_who_cuts_down_his_foe_goes_on_to_the_map_edge_only():
    b = battle([man("F", "a", 57, 5, level=2, hp=20), man("A", "b", 58, 5, group="A")],
               dice=[20, 2], choices=[["attack", 2], ["attack", 1], ["attack", 2]],
               map={"width": 60, "height": 40})
    with look(b):
        b.ctx.emit(MoveDone(1, 9.0, True, 0.0, 5.0))
    drive(b, melee_phase(b.ctx))
    with look(b) as s:
        assert F.pos(s, 1) == (60.0, 5.0)


def test_sp_91_an_unmoved_man_1_8_from_the_zoc_edge_may_step_in():
    b = battle([man("A", "a", 0, 0), man("B", "b", 2.8, 0)])
    with look(b) as s:
        assert ["engage", 2] in melee_move_options(s, 1)


def test_sp_91_a_man_who_moved_1_inch_may_not():
    b = battle([man("A", "a", 0, 0), man("B", "b", 2.8, 0)])
    with look(b) as s:
        b.ctx.emit(MoveDone(1, 1.0))
        assert melee_move_options(s, 1) == [["none"]]


def test_sp_92_level2_fighter_kills_his_orc_and_steps_to_the_next():
    b = battle([man("F", "a", 0, 0, level=2, hp=20), man("O1", "b", 1, 0, group="O1"),
                man("O2", "b", 2.9, 0, hp=20, group="O2")], dice=[20, 2],
               choices=[["none"], ["attack", 2], ["attack", 1], ["attack", 2], 3])
    drive(b, melee_phase(b.ctx))
    assert blows(b)[-1].target == 3


# P stands 0.22" from E, as a counter-charger's free move can leave them (SP-37): C, 1" from
# E, is screened by P (SP-123) and not locked; the nearest spot 1" from E is his own.
SCREENED = [man("C", "a", 0, 0, level=2, hp=20), man("P", "a", 0.8, 0.1, hp=20),
            man("E", "b", 1, 0, hp=20, facing=180)]


def test_sp_91_a_screened_man_within_reach_steps_round_his_friend_to_engage():
    b = battle(SCREENED, choices=[["engage", 3]])
    with look(b) as s:
        assert (G.foes(s, 1), melee_move_options(s, 1)) == ([], [["none"], ["engage", 3]])
    drive(b, melee_moves(b.ctx, None))
    with look(b) as s:
        assert (F.pos(s, 1), G.foes(s, 1)) == ((0.5, -0.866025), [3])


def test_sp_92_after_his_kill_a_screened_man_steps_round_his_friend_to_the_next():
    b = battle(SCREENED[:1] + [man("O", "b", -1, 0, group="O")] + SCREENED[1:], dice=[20, 2],
               choices=[["attack", 2], ["attack", 1], ["none"], ["none"], ["attack", 2], 4])
    drive(b, melee_phase(b.ctx))
    assert [(e.attacker, e.target) for e in blows(b)] == [(1, 2), (1, 4)]


def test_sp_93_an_invisible_man_behind_an_orc_sneaks_in_and_strikes_from_the_rear():
    orc = figure("orc", "Orc", "b", 1, 0, facing=180)
    b = battle([man("F", "a", 0, 0, hp=20), orc, man("Inv", "a", 3.5, 0, invisible=True)],
               dice=[10, 3, 6, 6, 2, 2],
               choices=[["sneak", 2], ["attack", 2], ["attack", 1], ["attack", 2]])
    drive(b, melee_phase(b.ctx))
    first = blows(b)[0]
    assert (first.attacker, first.arc, first.needed) == (3, "rear", 10)


def test_sp_94_a_12_inch_man_escapes_on_12():
    b = battle([man("A", "a", 0, 0), man("B", "b", 1, 0)], dice=[12], choices=[[-2.5, 0]])
    assert drive(b, escape_attempt(b.ctx, 1)) is True


def test_sp_94_and_fails_on_13():
    b = battle([man("A", "a", 0, 0), man("B", "b", 1, 0)], dice=[13])
    assert drive(b, escape_attempt(b.ctx, 1)) is False


def test_sp_94_a_foe_who_would_strike_first_gets_one_blow_before_the_escape():
    b = battle([man("A", "a", 0, 0, level=2, hp=30), man("B", "b", 1, 0, weapon="battle_axe",
                                                          level=4, hp=30)],
               dice=[3, 12], choices=[["escape"], ["attack", 1], ["attack", 1], [-2.5, 0]])
    drive(b, melee_phase(b.ctx))
    assert [(e.attacker, e.target) for e in blows(b)] == [(2, 1)]


def test_sp_95_after_the_missiles_kill_his_foes_an_unmoved_fighter_may_escape():
    from affray.kernel.events import Died as D
    b = battle([man("F", "a", 0, 0), man("O1", "b", 1, 0), man("O2", "b", 0, 1)])
    with look(b) as s:
        b.ctx.emit(Exchanged(1, 2, 1))
        b.ctx.emit(Exchanged(1, 3, 1))
        b.ctx.emit(D(2))
        b.ctx.emit(D(3))
        assert ["escape"] in melee_move_options(s, 1)


def test_sp_96_a_figure_fleeing_two_enemies_takes_two_rear_attacks_then_runs_12():
    b = battle([man("R", "a", 0, 0, hp=30), man("E1", "b", 1, 0), man("E2", "b", 0, 1)],
               dice=[2, 2])
    with look(b):
        b.ctx.emit(Acted(1, "flee"))
    drive(b, flee_attacks(b.ctx, Exchange()))
    with look(b) as s:
        arcs = [(e.action, e.arc) for e in blows(b)]
        assert arcs == [("flee_attack", "rear")] * 2 and F.pos(s, 1) == (-12.0, 0.0)


def test_sp_96_flee_attacks_are_at_plus_2_ignoring_the_shield():
    b = battle([man("R", "a", 0, 0, hp=30, armor="chain", shield=True), man("E1", "b", 1, 0)],
               dice=[2])
    with look(b):
        b.ctx.emit(Acted(1, "flee"))
    drive(b, flee_attacks(b.ctx, Exchange()))
    assert blows(b)[0].needed == 14 - 2
