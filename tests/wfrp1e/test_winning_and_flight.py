"""Grapples, winning and losing, push-back, pressing and fleeing: WFRP-67 to WFRP-76."""

from __future__ import annotations

import pytest

from affray.components.wfrp1e import Fight
from affray.kernel.components import Position
from affray.systems.wfrp1e.rules.grapple import grapple, keep_hold, outcome
from affray.systems.wfrp1e.rules.winning import losers, winners

from .conftest import Table, d6, d100, evs, fig, run

BARE = {"shield": False, "armour": {}}
NO_EDGE = {"edge_roll": False}


def test_wfrp_67_a_grapple_hit_then_a_failed_dex_test_holds():
    t = Table([fig("A", "red", (0, 0), profile={"WS": 40}, kit={"weapon": ""}),
               fig("B", "blue", (2, 0), 180.0, profile={"Dex": 30})], dice=d100(18, 45))
    assert t.drive(grapple(t.ctx, 1, 2)) is True
    assert t.events("Blow")[0].chance == 20
    assert t.state.get(2, Fight).held_by == 1 and t.state.get(1, Fight).holding == 2


def test_wfrp_68_holds_s_tests_each_round_and_pressure():
    assert (outcome(True, True), outcome(False, False)) == ("continue", "continue")
    assert outcome(True, False) == "pressure" and outcome(False, True) == "break"
    t = Table([fig("A", "red", (0, 0), profile={"S": 4}, kit={"weapon": ""}, fight={"holding": 2}),
               fig("B", "blue", (2, 0), 180.0, profile={"S": 3, "T": 3}, kit=BARE, fight={"held_by": 1})],
              dice=d100(30, 50) + d6(4))
    t.drive(keep_hold(t.ctx, 1, t.deaths))
    assert t.events("Hurt")[0].damage == 5
    t = Table([fig("A", "red", (0, 0), profile={"S": 4}, kit={"weapon": ""}, fight={"holding": 2}),
               fig("B", "blue", (2, 0), 180.0, profile={"S": 3}, fight={"held_by": 1})], dice=d100(50, 20))
    t.drive(keep_hold(t.ctx, 1, t.deaths))
    assert t.state.get(2, Fight).held_by == 0 and t.state.get(1, Fight).holding == 0


def test_wfrp_69_winning_is_causing_more_than_taken():
    assert winners({1: (0, 1), 2: (1, 0)}) == {2}
    assert winners({1: (4, 3), 2: (3, 4)}) == {1}
    assert winners({1: (2, 2), 2: (0, 0)}) == set()
    # against two: caused 3 in total, took 4 -> not winning although it beat one of them
    assert winners({1: (3, 4), 2: (0, 3), 3: (4, 0)}) == {3}
    assert losers({1: [2, 3], 2: [1], 3: [1]}, {3}) == {1}


def push_fight(map=None, rounds=1, plan=None, dice=None):
    combs = [fig("W", "red", (0, 0), profile={"WS": 80, "I": 40, "S": 4}, kit=BARE),
             fig("L", "blue", (2, 0), 180.0, profile={"WS": 10, "I": 10}, kit=BARE)]
    p = {("*", "declare"): "fight", **(plan or {})}
    return run(combs, rounds=rounds, dice=dice or d100(27) + d6(2) + d100(99), plan=p,
               options=NO_EDGE, map=map)


def test_wfrp_70_a_winner_gets_plus_10_to_hit_and_ei_next_round_only():
    b = push_fight(rounds=2, dice=d100(27) + d6(2) + d100(99) + d100(99) + d100(98),
                   plan={("W", "press"): True})
    inits = evs(b, "Initiative", entity=1)
    assert [i.ei for i in inits] == [40, 50]
    assert [e.chance for e in evs(b, "Blow", attacker=1)] == [80, 90]


def test_wfrp_71_the_loser_gives_2_yards_unless_blocked():
    b = push_fight()
    assert (b.state.get(2, Position).x, b.state.get(2, Position).y) == (4.0, 0.0)
    assert b.state.get(2, Fight).foes == [1]  # the engagement is kept through the push-back
    b = push_fight(map={"walls": [[3.5, -5.0, 3.5, 5.0]]})
    assert b.state.get(2, Position).x == 2.0 and b.state.get(2, Fight).losing


def test_wfrp_72_pressing_and_not_pressing():
    b = push_fight(rounds=2, dice=d100(27) + d6(2) + d100(99) + d100(99) + d100(98),
                   plan={("W", "press"): True})
    assert b.state.get(1, Position).x == pytest.approx(2.0)
    b = push_fight(rounds=2, dice=d100(27) + d6(2) + d100(99), plan={("W", "press"): False,
                                                                    ("W", "declare"): ("fight", "hold")})
    assert evs(b, "Part", why="winner did not press (WFRP-72)")
    declared = [e.choice for e in evs(b, "Decided", actor=2, kind="declare")]
    assert declared == ["fight", "none"]  # off guard: its attack is refused


def test_wfrp_73_a_voluntary_fleer_strikes_no_blows():
    combs = [fig("F", "red", (0, 0), profile={"A": 2, "I": 40}), fig("G", "blue", (2, 0), 180.0, profile={"I": 5})]
    b = run(combs, dice=d100(99), plan={("F", "declare"): "flee", ("G", "declare"): "fight"}, options=NO_EDGE)
    assert not evs(b, "Blow", attacker=1)
    assert evs(b, "Initiative", entity=1)[0].slots == [40]  # the turn (the flight) only


def test_wfrp_74_the_flight_runs_straight_away_at_16_m():
    combs = [fig("F", "red", (0, 0), profile={"M": 4}), fig("G", "blue", (2, 0), 180.0, profile={"I": 5})]
    b = run(combs, dice=d100(99), plan={("F", "declare"): "flee", ("G", "declare"): "fight"},
            options={**NO_EDGE, "fled_leave_field": False})
    assert (b.state.get(1, Position).x, b.state.get(1, Position).y) == (-64.0, 0.0)
    assert not b.state.get(1, Fight).foes


def test_wfrp_75_free_blows_at_the_back_plus_10_no_parry_no_shield():
    combs = [fig("F", "red", (0, 0), profile={"T": 3, "W": 9},
                 kit={"shield": True, "armour": {"body": [1, "leather"]}}),
             fig("G", "blue", (2, 0), 180.0, stock="goblin", profile={"WS": 25, "S": 3})]
    # 32 reversed 23: right arm -> no shield point; D6 4 + 3 - 3 = 4
    b = run(combs, dice=d100(32) + d6(4), plan={("F", "declare"): "flee", ("G", "declare"): "fight"},
            options={**NO_EDGE, "pc_side": 0})
    blow = evs(b, "Blow")[0]
    assert (blow.kind, blow.chance) == ("free", 35)
    assert evs(b, "Hurt")[0].damage == 4 and not evs(b, "Decided", kind="parry")
    # a body hit still counts the leather: 27 -> 72 body; 4 + 3 - 3 - 1 = 3
    b = run(combs, dice=d100(27) + d6(4), plan={("F", "declare"): "flee", ("G", "declare"): "fight"},
            options=NO_EDGE)
    assert evs(b, "Hurt")[0].damage == 3


def test_wfrp_76_the_victor_stays_and_makes_no_ordinary_attack():
    combs = [fig("F", "red", (0, 0)), fig("G", "blue", (2, 0), 180.0, stock="goblin")]
    b = run(combs, dice=d100(99), plan={("F", "declare"): "flee", ("G", "declare"): "fight"}, options=NO_EDGE)
    assert [e.kind for e in evs(b, "Blow", attacker=2)] == ["free"]
    assert not [e for e in evs(b, "Moved") if e.entity == 2]


FORCING = {"critical": {"any": [[2, "none"], [4, "flee:cautious"], [99, "death"]]}}


def forced_flight(plan=None):
    """A (I 50) cuts B (W 2) for 6: critical +4 -> the chart's flee:cautious. C is in contact
    with B too. Round 2: B must flee, A and C stand."""
    combs = [fig("A", "red", (0, 0), profile={"I": 50, "WS": 60, "S": 4}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 40, "A": 2, "T": 3, "W": 2, "M": 4}, kit=BARE),
             fig("C", "red", (2, 2), 270.0, profile={"I": 30, "WS": 40}, kit=BARE)]
    # r1: A 10 hits (head), D6 5 -> 6; free blows at B's back: A 95, C 96 miss; C's own blow 97
    dice = d100(10) + d6(5) + d100(95, 96, 97)
    return run(combs, dice=dice, rounds=2, tables=FORCING,
               options={**NO_EDGE, "fled_leave_field": False},
               plan={("A", "declare"): ("fight", "hold"), ("C", "declare"): ("fight", "hold"),
                     ("B", "declare"): ("fight", "flee"), ("A", "press"): True, **(plan or {})})


def test_wfrp_73_a_critical_from_the_chart_forces_flight_with_free_blows_at_once():
    b = forced_flight()
    crit = evs(b, "Critical")[0]
    assert (crit.entity, crit.value, crit.effect) == (2, 4, "flee:cautious")
    blows = [(e.attacker, e.kind) for e in evs(b, "Blow")]
    # the free blows come straight after the causing blow, before C's own slot at 30
    assert blows == [(1, "melee"), (1, "free"), (3, "free"), (3, "melee")]
    assert [e.chance for e in evs(b, "Blow", kind="free")] == [70, 50]
    # fleeing from the moment it was rolled: B's own slots are gone
    assert [e.why for e in evs(b, "SlotUsed", entity=2)][:2] == ["fleeing", "fleeing"]
    assert not evs(b, "Blow", attacker=2)


def test_wfrp_73_the_forced_fleer_moves_off_next_round_at_the_charts_rate():
    b = forced_flight()
    declared = [e.choice for e in evs(b, "Decided", actor=2, kind="declare")]
    assert declared == ["fight", "flee"]
    r2 = [i for i, e in enumerate(b.events) if type(e).__name__ == "RoundStarted"][1]
    moves = [e for e in b.events[r2:] if type(e).__name__ == "Moved" and e.entity == 2]
    before = [e for e in b.events[:r2] if type(e).__name__ == "Moved" and e.entity == 2]
    start = (before[-1].x, before[-1].y) if before else (2.0, 0.0)
    import math
    assert math.dist(start, (moves[-1].x, moves[-1].y)) == pytest.approx(8.0)  # cautious 2 x M
    assert not [e for e in b.events[r2:] if type(e).__name__ == "Blow"]  # no second free blows
    assert not b.state.get(2, Fight).foes and b.state.get(2, Fight).flight == ""


def test_wfrp_73_under_sudden_death_the_same_blow_kills_and_nobody_flees():
    combs = [fig("A", "red", (0, 0), profile={"I": 50, "WS": 60, "S": 4}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 40, "T": 3, "W": 2}, kit=BARE)]
    b = run(combs, dice=d100(10) + d6(5), options=NO_EDGE,
            plan={("A", "declare"): "fight", ("B", "declare"): "fight"})
    assert evs(b, "Critical")[0].effect == "death" and evs(b, "Died")
    assert not evs(b, "Blow", kind="free")
