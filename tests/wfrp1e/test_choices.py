"""Choices the combat chapter leaves to the players, each made two ways (docs/rulesets/
wfrp1e.md, Choices): aimed blows (WFRP-54/58), free blows at a fleer (WFRP-75), turning to
face (WFRP-40/46), facing a charger (WFRP-44), pressure in a hold (WFRP-68), a flight's rate
(WFRP-74) and an evasion's heading (WFRP-106)."""

from __future__ import annotations

import pytest

from affray.components.wfrp1e import Fight, Kit
from affray.kernel.components import Facing, Position
from affray.systems.wfrp1e.rules.aim import aim_options
from affray.systems.wfrp1e.rules.grapple import keep_hold

from .conftest import Table, d6, d100, evs, fig, run

BARE = {"shield": False, "armour": {}}
NO_EDGE = {"edge_roll": False}


def duel(plan, dice, bfight=None, rounds=1):
    combs = [fig("A", "red", (0, 0), profile={"WS": 45, "I": 60}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 10, "W": 12}, kit=BARE,
                 fight=bfight or {})]
    return run(combs, dice=dice, rounds=rounds, options=NO_EDGE,
               plan={("A", "declare"): "fight", ("B", "declare"): "hold", ("B", "parry"): "none",
                     **plan})


def test_wfrp_54_the_attacker_may_aim_a_melee_blow_at_a_named_area():
    # unaimed: WS 45, a roll of 24 hits, reversed 42 is the left arm
    b = duel({("A", "aim"): "none"}, d100(24) + d6(1))
    assert evs(b, "Blow")[0].chance == 45 and evs(b, "Hurt")[0].location == "left_arm"
    # aimed at the head: 45 - 20 = 25, the same roll lands on the head
    b = duel({("A", "aim"): "head"}, d100(24) + d6(1))
    blow = evs(b, "Blow")[0]
    assert (blow.chance, blow.aimed) == (25, "head") and evs(b, "Hurt")[0].location == "head"
    # a targeted blow that misses strikes no other area: 30 would hit unaimed
    b = duel({("A", "aim"): "head"}, d100(30))
    assert evs(b, "Blow")[0].hit is False and not evs(b, "Hurt")


def test_wfrp_58_against_a_static_target_the_attacker_names_the_area_and_hits_it():
    t = Table([fig("A", "red", (0, 0)), fig("B", "blue", (2, 0), 180.0, fight={"stunned": 5})])
    assert "none" not in aim_options(t.state, 2).enumerate()  # chosen freely, no roll
    for where in ("head", "left_leg"):
        b = duel({("A", "aim"): where, ("B", "declare"): "none"}, d6(1), bfight={"stunned": 5})
        assert evs(b, "Blow")[0].roll == 0 and evs(b, "Hurt")[0].location == where


def flight(plan, dice):
    combs = [fig("F", "red", (0, 0), profile={"M": 4}), fig("G", "blue", (2, 0), 180.0,
                                                          profile={"I": 5})]
    return run(combs, dice=dice, options={**NO_EDGE, "fled_leave_field": False},
               plan={("F", "declare"): "flee", ("G", "declare"): "fight", **plan})


def test_wfrp_75_each_opponent_may_strike_the_free_blow_or_let_the_fleer_go():
    b = flight({("G", "free-blow"): True}, d100(98))
    assert [(e.attacker, e.kind) for e in evs(b, "Blow")] == [(2, "free")]
    b = flight({("G", "free-blow"): False}, [])
    assert not evs(b, "Blow") and evs(b, "Note", rule="WFRP-75")


def test_wfrp_74_the_fleer_names_its_rate_cautious_standard_or_running():
    for rate, x in (("cautious", -8.0), ("standard", -16.0), ("running", -64.0)):
        b = flight({("F", "flight_rate"): rate, ("G", "free-blow"): False}, [])
        assert (b.state.get(1, Position).x, b.state.get(1, Position).y) == (x, 0.0)


def test_wfrp_106_the_evader_names_its_heading():
    def evader(plan):
        combs = [fig("E", "red", (0, 0), profile={"M": 4, "Int": 40}),
                 fig("G", "blue", (40, 0), 180.0)]
        return run(combs, options=NO_EDGE,
                   plan={("E", "declare"): "evade", ("G", "declare"): "hold", **plan})
    b = evader({})  # the tactical way: straight away from the nearest enemy, 12 x M
    assert b.state.get(1, Position).x == pytest.approx(-48.0)
    b = evader({("E", "evade-heading"): 90})
    p = b.state.get(1, Position)
    assert (p.x, p.y) == (pytest.approx(0.0, abs=1e-9), pytest.approx(48.0))


def test_wfrp_40_a_figure_attacked_from_behind_may_spend_a_slot_turning_to_face():
    combs = [fig("A", "red", (0, 0), 0.0, profile={"I": 40, "WS": 45}, kit=BARE),
             fig("B", "blue", (-2, 0), 0.0, profile={"I": 50}, kit=BARE)]
    plan = {("A", "declare"): "fight", ("B", "declare"): "hold"}
    b = run(combs, rounds=2, dice=d100(98), options=NO_EDGE,
            plan={**plan, ("A", "strike"): ("face:2", 2)})
    assert evs(b, "SlotUsed", entity=1)[0].why == "turn"
    assert [e.attacker for e in evs(b, "Blow")] == [1]  # round 2: B is in front now
    b = run(combs, rounds=2, options=NO_EDGE, plan={**plan, ("A", "strike"): "pass"})
    assert b.state.get(1, Facing).dir == 0.0 and not evs(b, "Blow")


def test_wfrp_44_the_charged_figure_may_turn_to_face_the_charger_or_not():
    combs = [fig("A", "red", (0, 5), 270.0, profile={"M": 4, "I": 50}),
             fig("B", "blue", (0, 0), 0.0, stock="orc")]
    plan = {("A", "declare"): "charge:2", ("*", "declare"): "hold"}
    b = run(combs, dice=d100(99), options=NO_EDGE, plan={**plan, ("B", "face-charger"): True})
    assert b.state.get(2, Facing).dir == pytest.approx(90.0)
    b = run(combs, dice=d100(99), options=NO_EDGE, plan={**plan, ("B", "face-charger"): False})
    assert b.state.get(2, Facing).dir == 0.0


def test_wfrp_68_a_holder_that_wins_the_s_tests_may_apply_pressure_or_not():
    def hold(pressure, dice):
        t = Table([fig("A", "red", (0, 0), profile={"S": 4}, kit={"weapon": ""},
                       fight={"holding": 2}),
                   fig("B", "blue", (2, 0), 180.0, profile={"S": 3, "T": 3}, kit=BARE,
                       fight={"held_by": 1})], dice=dice, plan={("A", "pressure"): pressure})
        t.drive(keep_hold(t.ctx, 1, t.deaths))
        return t
    t = hold(True, d100(30, 50) + d6(4))
    assert t.events("Hurt")[0].damage == 5  # D6 4 + S 4 - T 3
    t = hold(False, d100(30, 50))
    assert not t.events("Hurt") and t.state.get(2, Fight).held_by == 1


def test_wfrp_14_a_move_goes_to_the_point_named_within_the_declared_rate():
    def mover(rate, to):
        combs = [fig("M", "red", (0, 0), profile={"M": 4}), fig("G", "blue", (60, 0), 180.0)]
        return run(combs, options=NO_EDGE, plan={("M", "declare"): f"move:{rate}",
                                                 ("G", "declare"): "hold", ("M", "move-to"): to})
    b = mover("cautious", [0, -8])  # cautious: 2 x M yards, sideways
    assert (b.state.get(1, Position).x, b.state.get(1, Position).y) == (0.0, -8.0)
    b = mover("standard", [-16, 0])  # standard: 4 x M, away from the enemy
    assert b.state.get(1, Position).x == -16.0 and not b.state.condition(1, "running")
    with pytest.raises(Exception, match="more than 8"):
        mover("cautious", [-16, 0])
    b = mover("running", [58, 0])  # into base contact at a run (16 x M): engaged
    assert evs(b, "Engage") and b.state.get(1, Position).x == 58.0


def test_wfrp_14_15_a_script_may_advance_or_charge_at_any_enemy_not_only_the_three_nearest():
    from affray.systems.wfrp1e.phases.declare import declaration
    combs = [fig("A", "red", (0, 0), profile={"M": 4})] + [
        fig(f"G{k}", "blue", (0, 2.0 + k), 180.0, stock="goblin") for k in range(1, 5)]
    t = Table(combs)
    ask = declaration(t.state, 1)
    assert "advance:5" not in ask.enumerate() and ask.legal("advance:5") is None
    assert ask.legal("charge:5") is None and ask.legal("advance:1") is not None
    assert ask.legal("charge:9") is not None and ask.legal("dive:5") is not None  # no wings
    b = run(combs, options=NO_EDGE, plan={("A", "declare"): "advance:5", ("*", "declare"): "hold"})
    assert evs(b, "Engage")[0].b == 5  # it closed with the fourth nearest


def test_wfrp_41_a_script_may_shoot_at_any_enemy_in_range_and_sight_not_only_the_eight_nearest():
    from affray.systems.wfrp1e.phases.declare import declaration
    combs = [fig("S", "red", (0, 0), stock="archer")] + [
        fig(f"G{k}", "blue", (10.0 + 3 * k, 0), 180.0, stock="goblin") for k in range(1, 10)]
    ask = declaration(Table(combs).state, 1)
    assert "shoot:10" not in ask.enumerate() and ask.legal("shoot:10") is None
    assert ask.legal("shoot:10:head") is not None  # sharpshooting: short range only (WFRP-114)


def kept_round(plan, dice):
    combs = [fig("Bow", "pcs", (0, 0), stock="archer", profile={"I": 40, "BS": 45},
                 kit={"missile": "Normal Bow", "loaded": 0, **BARE}),
             fig("G1", "gm", (72, 0), 180.0, stock="goblin", profile={"M": 4}, kit=BARE),
             fig("G2", "gm", (72, 20), 180.0, stock="goblin", profile={"M": 4}, kit=BARE),
             fig("Spear", "pcs", (0, 60), stock="human", kit=BARE)]
    return run(combs, dice=dice, plan=plan, options={**NO_EDGE, "timekeeping_side": 1})


def test_wfrp_112_in_a_kept_round_each_firer_names_its_target_or_holds():
    b = kept_round({}, d100(90))  # the tactical default: the nearest closer
    assert [e.target for e in evs(b, "Blow", kind="missile")] == [2]
    b = kept_round({("Bow", "kept-fire"): 3}, d100(90))
    assert [e.target for e in evs(b, "Blow", kind="missile")] == [3]
    b = kept_round({("Bow", "kept-fire"): "none"}, [])
    assert not evs(b, "Blow")


def test_wfrp_112_in_a_kept_round_each_closer_names_the_enemy_it_closes_with():
    from affray.kernel.geometry.plane import distance

    def g2_after(plan):
        b = kept_round({("Bow", "kept-fire"): "none", **plan}, [])
        moved = evs(b, "Moved", entity=3)[0]
        return moved.x, moved.y
    to = g2_after({})  # the tactical default: the nearest enemy, the Bow
    assert distance(to, (0, 0)) == pytest.approx(distance((72, 20), (0, 0)) - 16)
    to = g2_after({("G2", "kept-close"): 4})  # the Spear instead
    assert distance(to, (0, 60)) == pytest.approx(distance((72, 20), (0, 60)) - 16)


def test_wfrp_84_a_stun_may_be_named_blow_by_blow():
    # WS 45 - 20 (no Strike to Stun) = 25; a stun goes to the head and takes no W (WFRP-85)
    b = duel({("A", "aim"): "stun"}, d100(24) + d6(1) + d100(99))  # the stun roll fails
    assert evs(b, "Blow")[0].chance == 25 and evs(b, "Hurt")[0].location == "head"
    assert evs(b, "Check", purpose="stun")
    b = duel({("A", "aim"): "none"}, d100(24) + d6(1))  # the same roll, a plain blow
    assert evs(b, "Blow")[0].chance == 45 and evs(b, "Hurt")[0].location == "left_arm"


def test_wfrp_64_a_figure_with_a_weapon_may_fight_unarmed():
    # with the weapon: WS 45, the roll of 24 lands on the left arm (reversed 42)
    b = duel({("A", "aim"): "none"}, d100(24) + d6(4))
    assert evs(b, "Blow")[0].chance == 45 and evs(b, "Hurt")[0].location == "left_arm"
    # unarmed: -20, and every unarmed blow is a stun at the head (WFRP-65), D6 - 3
    b = duel({("A", "declare"): "unarmed"}, d100(4) + d6(4) + d100(99))
    blow, hurt = evs(b, "Blow")[0], evs(b, "Hurt")[0]
    assert blow.chance == 25 and hurt.location == "head" and not evs(b, "Decided", kind="aim")


def test_wfrp_90_a_figure_trapped_under_its_mount_may_try_to_crawl_out_or_not():
    from affray.systems.wfrp1e.phases.declare import choices
    t = Table([fig("A", "red", (0, 0), fight={"prone": True}), fig("B", "blue", (40, 0), 180.0)])
    assert choices(t.state, 1) == ["crawl_free", "none"]
    combs = [fig("A", "red", (0, 0), profile={"S": 3}, fight={"prone": True}),
             fig("B", "blue", (40, 0), 180.0)]
    b = run(combs, dice=d100(10), options=NO_EDGE,
            plan={("A", "declare"): "crawl_free", ("B", "declare"): "hold"})
    assert evs(b, "Check", purpose="S") and b.state.get(1, Fight).prone is False
    b = run(combs, options=NO_EDGE, plan={("A", "declare"): "none", ("B", "declare"): "hold"})
    assert not evs(b, "Check") and b.state.get(1, Fight).prone is True


def test_wfrp_13_a_winner_may_strike_first_on_a_tie_or_with_the_loser():
    combs = [fig("A", "red", (0, 0), profile={"I": 35, "S": 9}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 35, "S": 9},
                 fight={"winning": True, "beat": [1]})]
    opts = {"edge_roll": False, "use_effective_initiative": False}
    # first: B's killing blow lands before A can reply
    b = run(combs, dice=d100(11) + d6(5), options=opts,
            plan={("*", "declare"): "fight", ("B", "strike-first"): True})
    assert [e.attacker for e in evs(b, "Blow")] == [2] and [e.entity for e in evs(b, "Died")] == [1]
    # together: one batch, so A strikes back before the deaths take effect (WFRP-13)
    b = run(combs, dice=d100(11) + d6(5) + d100(99), options=opts,
            plan={("*", "declare"): "fight", ("B", "strike-first"): False, ("A", "parry"): "none"})
    assert [e.attacker for e in evs(b, "Blow")] == [1, 2]


def test_wfrp_120_a_burnt_in_gun_may_be_tried_again_at_a_50_percent_risk():
    combs = [fig("P", "red", (0, 0), stock="pistolier",
                 kit={"missile": "Pistol", "loaded": 0, "fouled": "burn_round", **BARE}),
             fig("G", "blue", (40, 0), 180.0)]
    plan = {("G", "declare"): "hold"}
    b = run(combs, dice=d100(40, 34) + d6(3), options=NO_EDGE,
            plan={**plan, ("P", "declare"): "try_gun"})
    assert evs(b, "Check", purpose="burn-round explodes")[0].success
    assert b.state.get(1, Kit).fouled == "destroyed" and evs(b, "Hurt")[0].entity == 1
    b = run(combs, dice=d100(60), options=NO_EDGE, plan={**plan, ("P", "declare"): "try_gun"})
    assert b.state.get(1, Kit).fouled == "burn_round" and not evs(b, "Hurt")
    b = run(combs, dice=[], options=NO_EDGE, plan={**plan, ("P", "declare"): "hold"})
    assert not evs(b, "Check")  # left alone, the gun is only useless


def test_wfrp_40_a_figure_may_move_to_an_engaged_opponent_a_few_yards_off():
    def after(plan, options=None, dice=()):
        combs = [fig("A", "red", (0, 0), profile={"I": 40, "A": 2}, kit=BARE, fight={"foes": [2]}),
                 fig("B", "blue", (5, 0), 180.0, profile={"I": 10}, kit=BARE, fight={"foes": [1]})]
        return run(combs, dice=list(dice), options={**NO_EDGE, **(options or {})},
                   plan={("A", "declare"): "fight", ("B", "declare"): "hold", **plan})
    b = after({})  # the tactical default stays put: no blow reaches B
    assert not evs(b, "Moved") and not evs(b, "Blow")
    # moved 3 yards: the slot, and one more for the distance (switch_travel_cost)
    b = after({("A", "strike"): "close:2"})
    assert evs(b, "Moved", entity=1) and not evs(b, "Blow")
    assert [e.why for e in evs(b, "SlotUsed", entity=1)] == ["move to the opponent",
                                                              "travel to the new opponent"]
    # without the travel cost its second slot strikes
    b = after({("A", "strike"): ("close:2", 2)}, {"switch_travel_cost": False}, d100(98))
    assert [e.attacker for e in evs(b, "Blow")] == [1]


def test_wfrp_120_a_firer_who_looks_down_a_hung_fire_takes_a_head_shot():
    combs = [fig("P", "red", (0, 0), stock="pistolier", profile={"I": 60},
                 kit={"missile": "Pistol", "loaded": 1, "fouled": "hang_fire:2", **BARE}),
             fig("G", "blue", (10, 0), 180.0, profile={"I": 10})]
    plan = {("G", "declare"): "hold"}
    b = run(combs, dice=d6(2), options=NO_EDGE,
            plan={**plan, ("P", "declare"): "look_down_barrel"})
    hurt = evs(b, "Hurt")[0]
    assert (hurt.entity, hurt.location) == (1, "head") and not evs(b, "Blow")
    b = run(combs, dice=d100(99), options=NO_EDGE, plan={**plan, ("P", "declare"): "hold"})
    assert [e.attacker for e in evs(b, "Blow")] == [1] and not evs(b, "Hurt")  # it shoots at G


def test_wfrp_115_an_archer_may_nock_an_arrow_ahead_for_the_ready_missile_bonus():
    def second_round_ei(first):
        combs = [fig("S", "red", (0, 0), stock="archer", profile={"I": 30},
                     kit={"missile": "Normal Bow", "loaded": 0, **BARE}),
                 fig("G", "blue", (20, 0), 180.0, profile={"I": 10})]
        b = run(combs, rounds=2, dice=d100(99), options=NO_EDGE,
                plan={("S", "declare"): (first, "shoot:2"), ("G", "declare"): "hold"})
        return evs(b, "Initiative", entity=1)[1].ei
    assert second_round_ei("nock") == 40 and second_round_ei("hold") == 30


def test_every_new_request_kind_has_a_title_and_aims_read_as_words():
    from affray.systems.wfrp1e.labels import LABELS
    from .test_smoke_and_fuzz import KINDS
    assert KINDS <= set(LABELS.titles)
    assert [LABELS("aim", v, {}) for v in ("none", "left_arm", "stun")] == [
        "no aim", "at the left arm", "go for a stun (the head)"]
    assert LABELS("declare", "none", {}) == "nothing" and LABELS("parry", "none", {}) == "no parry"
