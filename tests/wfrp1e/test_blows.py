"""Section K to V, one blow at a time: WFRP-47 to WFRP-66 and WFRP-82 to WFRP-87."""

from __future__ import annotations

import pytest

from affray.components.wfrp1e import Fight, Kit
from affray.systems.wfrp1e.rules import damage as dmg
from affray.systems.wfrp1e.rules import location as loc
from affray.systems.wfrp1e.rules.blow import stun_chance, strike
from affray.systems.wfrp1e.rules.critical import critical_value
from affray.systems.wfrp1e.rules.parry import ways
from affray.systems.wfrp1e.rules.tohit import static, target_number

from .conftest import Table, d6, d10, d100, evs, fig, run

BARE = {"shield": False, "armour": {}}


def duel(a=None, b=None, dice=(), plan=None, options=None, tables=None, akit=None, bkit=None,
         afight=None, bfight=None, bconds=None, aconds=None):
    combs = [fig("A", "red", (0, 0), profile={"WS": 80, **(a or {})}, kit={**BARE, **(akit or {})},
                 fight=afight or {}, conditions=aconds or {}),
             fig("B", "blue", (2, 0), 180.0, profile=b or {}, kit={**BARE, **(bkit or {})},
                 fight=bfight or {}, conditions=bconds or {})]
    return Table(combs, dice=list(dice), plan=plan, options=options, tables=tables)


def hit(t, **kw):
    return t.drive(strike(t.ctx, 1, 2, t.deaths, **kw))


def test_wfrp_47_hits_at_or_below_ws():
    t = duel({"WS": 41}, dice=d100(41) + d6(1) + d100(42))
    hit(t)
    hit(t)
    assert [e.hit for e in t.events("Blow")] == [True, False]
    t = duel({"WS": 95}, aconds={"high_ground": True, "gm_modifier": 10}, dice=d100(100) + d6(1))
    hit(t)
    assert t.events("Blow")[0].chance >= 100 and t.events("Blow")[0].hit


def test_wfrp_48_damage_is_d6_plus_s_minus_t_minus_armour_never_negative():
    assert dmg.caused(4, 3, 5, 1) == 1
    assert dmg.caused(1, 3, 5, 1) == 0
    t = duel({"S": 3}, {"T": 5}, bkit={"armour": {"body": [1, "metal"]}}, dice=d100(27) + d6(4))
    assert hit(t) == 1  # 27 reversed 72 -> body


@pytest.mark.parametrize("roll,where", [(27, "body"), (1, "head"), (10, "head"), (100, "left_leg"),
                                        (5, "left_arm"), (50, "head"), (9, "right_leg"), (90, "head"),
                                        (18, "right_leg"), (81, "right_arm"), (15, "left_arm"),
                                        (51, "head"), (6, "body"), (63, "left_arm"), (55, "left_arm"),
                                        (99, "left_leg")])
def test_wfrp_49_reversed_digit_locations(roll, where):
    assert loc.from_roll(roll) == where


def test_wfrp_50_armour_per_location_and_the_shield_everywhere():
    kit = Kit(shield=True, armour={"body": [1, "metal"]})
    assert dmg.armour_at(kit, "body") == 2 and dmg.armour_at(kit, "head") == 1
    t = duel({"S": 3}, {"T": 3}, bkit={"armour": {"head": [1, "metal"]}}, dice=d100(1) + d6(3))
    assert hit(t) == 2  # a 1-point helmet turns 3 into 2 (roll 01 -> 10 head)


def test_wfrp_51_wounds_come_off_current_w_never_below_zero():
    t = duel({"S": 3}, {"T": 3, "W": 8}, dice=d100(27) + d6(6) + d100(99) + d100(27) + d6(2),
             tables={"critical": "none"})
    hit(t)
    assert t.state.get(2, Fight).wounds == 2
    hit(t)
    assert t.state.get(2, Fight).wounds == 0 and t.state.get(2, Fight).wounds >= 0


def test_wfrp_52_damage_beyond_w_is_a_critical_and_sudden_death_kills():
    assert (critical_value(3, 5), critical_value(0, 1), critical_value(5, 5)) == (2, 1, 0)
    t = duel({"S": 4}, {"T": 3}, bfight={"wounds": 3}, dice=d100(27) + d6(4))
    hit(t)
    crit = t.events("Critical")[0]
    assert (crit.location, crit.value, crit.effect) == ("body", 2, "death")
    assert t.deaths.pending == [2]
    t = duel({"S": 4}, {"T": 3}, bfight={"wounds": 3}, dice=d100(27) + d6(4), tables={"critical": "none"})
    hit(t)
    assert t.events("Critical")[0].effect == "none" and t.deaths.pending == []


def test_wfrp_53_a_target_killed_by_slot_1_is_gone_for_slot_2():
    combs = [fig("A", "red", (0, 0), profile={"A": 2, "I": 40, "S": 9, "WS": 80}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 10}, kit=BARE)]
    b = run(combs, dice=d100(27) + d6(5), plan={("*", "declare"): "fight"}, options={"edge_roll": False})
    assert len(evs(b, "Blow")) == 1
    assert evs(b, "SlotUsed", entity=1, slot=20)[0].why == "no opponent in front"


def test_wfrp_54_aimed_blow_lands_on_the_named_location_and_a_miss_hits_nothing():
    t = duel({"WS": 45}, dice=d100(24) + d6(1) + d100(30))
    hit(t, aimed="head")
    assert t.events("Blow")[0].chance == 25 and t.events("Hurt")[0].location == "head"
    hit(t, aimed="head")
    assert t.events("Blow")[1].hit is False and len(t.events("Hurt")) == 1


def test_wfrp_55_no_aiming_penalty_against_a_surprised_or_prone_target():
    t = duel({"WS": 45}, bfight={"surprised": True})
    assert target_number(t.state, 1, 2, aimed="head")[0] == 45
    t = duel({"WS": 45}, bconds={"entangled": "left_leg"})
    assert target_number(t.state, 1, 2, aimed="left_leg")[0] == 45
    assert target_number(t.state, 1, 2, aimed="head")[0] == 25


def test_wfrp_56_winning_skaven_on_a_table():
    t = duel({"WS": 33}, afight={"beat": [2], "winning": True}, aconds={"high_ground": True})
    assert target_number(t.state, 1, 2)[0] == 53
    t = duel({"WS": 33}, bconds={"behind_obstacle": True}, akit={"offhand": "Hand Weapon"})
    assert target_number(t.state, 1, 2, offhand=True)[0] == 13


def test_wfrp_56_high_ground_and_obstacles_are_read_off_the_map():
    def ws(features, a=None, b=None):
        combs = [fig("A", "red", (0, 0), profile={"WS": 33, **(a or {})}, kit=BARE),
                 fig("B", "blue", (2, 0), 180.0, profile=b or {}, kit=BARE)]
        t = Table(combs, map={"features": features})
        return target_number(t.state, 1, 2)[0], target_number(t.state, 2, 1)[0]
    table = {"kind": "table", "area": [[-1, -1], [1, -1], [1, 1], [-1, 1]], "height": 1.0}
    assert ws([]) == (33, 33)
    assert ws([table]) == (43, 33)  # A stands on the table: only A gains
    assert ws([], b={"height": 12.0}) == (33, 33)  # being taller is no advantage
    rise = {"kind": "rise", "area": [[-5, -5], [5, -5], [5, 5], [-5, 5]], "height": 3.0}
    assert ws([rise]) == (33, 33)  # both on the rise: level
    assert ws([rise, {**table, "height": 4.0}]) == (43, 33)  # a table top on the rise: 4 yards up
    hedge = {"kind": "hedge", "line": [1, -3, 1, 3]}
    assert ws([hedge]) == (23, 23)  # across the hedge, each is behind it for the other


def test_wfrp_57_modifiers_add_up():
    t = duel({"WS": 45}, afight={"charged": True}, bconds={"behind_obstacle": True})
    assert target_number(t.state, 1, 2, aimed="body")[0] == 35


def test_wfrp_58_static_targets_are_hit_automatically_for_double_damage():
    t = duel({"S": 3}, {"T": 3}, bkit={"armour": {"body": [1, "metal"]}}, bfight={"stunned": 5},
             dice=d6(3))
    assert hit(t) == 4
    assert t.events("Blow")[0].roll == 0 and not [e for e in t.events("Rolled") if e.purpose == "attack"]


def parrier(kit=None, slots=(35, 18), ws=45, options=None, **kw):
    return duel({"WS": 60, "S": 3}, {"WS": ws, "T": 3}, bkit=kit or {"weapon": "Hand Weapon"},
                bfight={"slots": list(slots)}, options=options or {"pc_side": 1}, **kw)


def test_wfrp_59_parry_succeeds_strictly_below_ws_and_takes_off_a_d6():
    t = parrier(dice=d100(10, 44) + d6(3) + d6(3), plan={("B", "parry"): "weapon"})
    assert hit(t) == 0  # 3 + 3 - 3 - parry 3
    assert t.events("Check")[0].success is True
    t = parrier(dice=d100(10, 45) + d6(3), plan={("B", "parry"): "weapon"})
    hit(t)
    assert t.events("Check")[0].success is False
    t = parrier({"weapon": "Hand Weapon", "shield": True}, dice=d100(10, 64) + d6(1) + d6(3),
                plan={("B", "parry"): "shield"})
    hit(t)
    assert (t.events("Check")[0].target, t.events("Check")[0].success) == (65, True)


def test_wfrp_60_a_parry_costs_the_next_unused_slot():
    t = parrier(dice=d100(10, 90) + d6(3), plan={("B", "parry"): "weapon"})
    hit(t)
    assert t.state.get(2, Fight).slots == [18]
    t = parrier(slots=(), dice=d100(10) + d6(3), plan={("B", "parry"): "weapon"})
    assert ways(t.state, 2, 1) == []


def test_wfrp_61_only_parrying_weapons_may_parry():
    t = parrier({"weapon": "Knife/Dagger"})
    assert ways(t.state, 2, 1) == []
    t = parrier({"weapon": "Spear"})
    assert ways(t.state, 2, 1) == ["weapon"]


def test_wfrp_62_a_shield_parry_costs_every_remaining_blow():
    t = parrier({"weapon": "Hand Weapon", "shield": True}, dice=d100(10, 64) + d6(1) + d6(3),
                plan={("B", "parry"): "shield"})
    hit(t)
    assert t.state.get(2, Fight).slots == []
    assert ways(t.state, 2, 1) == []


def test_wfrp_63_gm_creatures_parry_only_by_option_and_int_over_30():
    t = duel(b={"Int": 29}, bkit={"weapon": "Hand Weapon"}, bfight={"slots": [30]},
             options={"gm_creatures_parry": True})
    assert ways(t.state, 2, 1) == []
    t = duel(b={"Int": 31}, bkit={"weapon": "Hand Weapon"}, bfight={"slots": [30]},
             options={"gm_creatures_parry": True})
    assert ways(t.state, 2, 1) == ["weapon"]
    t = duel(b={"Int": 31}, bkit={"weapon": "Hand Weapon"}, bfight={"slots": [30]})
    assert ways(t.state, 2, 1) == []


def test_wfrp_64_unarmed_is_minus_20_to_hit_and_minus_3_damage():
    t = duel({"WS": 40}, akit={"weapon": ""})
    assert target_number(t.state, 1, 2)[0] == 20
    t = duel({"WS": 40, "skills": ["Street Fighting"]}, akit={"weapon": ""})
    assert target_number(t.state, 1, 2)[0] == 40
    t = duel({"WS": 40, "natural": True}, akit={"weapon": ""})
    assert target_number(t.state, 1, 2)[0] == 40


def test_wfrp_65_every_unarmed_blow_is_a_stun_attempt_at_the_head_and_minus_20_once():
    t = duel({"WS": 40, "S": 3}, {"T": 3}, akit={"weapon": ""}, dice=d100(20) + d6(2))
    hit(t)
    blow = t.events("Blow")[0]
    assert blow.chance == 20 and blow.hit
    assert t.events("Hurt")[0].location == "head" and t.events("Hurt")[0].damage == 0


def test_wfrp_66_metal_doubles_and_leather_adds_one_against_unarmed():
    assert [dmg.unarmed_armour(p, "metal") for p in (1, 2, 3)] == [2, 4, 6]
    assert [dmg.unarmed_armour(p, "leather") for p in (1, 2, 3)] == [2, 3, 4]
    assert dmg.unarmed_armour(1, "other") == 1
    assert dmg.caused(5, 4, 3, 2, modifier=-3) == 1


def test_wfrp_82_additional_damage_on_a_natural_6():
    t = duel({"WS": 50, "S": 4}, {"T": 3}, dice=d100(27) + d6(6) + d100(47) + d6(6, 6, 3),
             tables={"critical": "none"}, bfight={"wounds": 30})
    assert hit(t) == 22
    t = duel({"WS": 50, "S": 4}, {"T": 3}, dice=d100(27) + d6(6) + d100(51), bfight={"wounds": 30})
    assert hit(t) == 7
    t = duel({"WS": 50, "S": 4}, {"T": 3}, afight={"charged": True}, dice=d100(27) + d6(6) + d100(55),
             bfight={"wounds": 30})
    assert hit(t) == 7  # the test is against WS 50, not the charging 60


def test_wfrp_83_a_missed_double_is_a_fumble():
    t = duel({"WS": 45}, dice=d100(55, 44) + d6(1) + d100(54, 100))
    for _ in range(4):
        hit(t)
    notes = [e.text for e in t.events("Note") if e.rule == "WFRP-83"]
    assert len(notes) == 2 and "55" in notes[0] and "100" in notes[1]


def test_wfrp_84_stun_without_the_skill_is_minus_20():
    t = duel({"WS": 42})
    assert target_number(t.state, 1, 2, stun=True)[0] == 22
    t = duel({"WS": 42, "skills": ["Strike to Stun"]})
    assert target_number(t.state, 1, 2, stun=True)[0] == 42


def test_wfrp_85_a_stun_costs_w_only_through_additional_damage():
    assert dmg.stun_wounds(2, 6) == 4 and dmg.stun_wounds(-3, 2) == 2
    # 6 then 4, S 4, T 3, metal helm counting 2 unarmed, -3: first 2, total 6 -> W loses 4
    t = duel({"WS": 60, "S": 4}, {"T": 3}, akit={"weapon": ""}, bkit={"armour": {"head": [1, "metal"]}},
             dice=d100(10) + d6(6) + d100(10) + d6(4) + d100(99), bfight={"wounds": 9})
    assert hit(t) == 4


def test_wfrp_86_chance_to_stun():
    assert stun_chance(3, True, False) == 35 and stun_chance(3, True, True) == 70
    assert stun_chance(1, False, False) == 5 and stun_chance(-3, False, False) == 0


def test_wfrp_87_stun_minutes_are_10_minus_t_d10():
    t = duel({"WS": 60, "S": 6, "skills": ["Strike to Stun"]}, {"T": 3},
             dice=d100(10) + d6(3) + d100(10) + d10(1, 2, 3, 4, 5, 6, 7))
    hit(t, stun=True)
    assert t.state.get(2, Fight).stunned == 28 * 6  # rounds of 10 seconds
    assert "28 minutes" in t.events("Note")[-1].text
    t = duel({"WS": 60, "S": 9, "skills": ["Strike to Stun"]}, {"T": 10}, dice=d100(10) + d6(5) + d100(10))
    hit(t, stun=True)
    assert t.state.get(2, Fight).stunned == 0


def test_wfrp_60_the_borrowing_option_spends_next_rounds_first_slot():
    t = parrier(slots=(), dice=d100(10, 90) + d6(3), plan={("B", "parry"): "weapon"},
                options={"pc_side": 1, "parry_borrows_next_round": True})
    assert ways(t.state, 2, 1) == ["weapon"]
    hit(t)
    assert t.state.get(2, Fight).owed == 1
    assert ways(t.state, 2, 1) == []  # one borrowed slot at most


def test_wfrp_52_an_unknown_critical_chart_is_a_scenario_error():
    from affray.kernel.errors import ScenarioError
    with pytest.raises(ScenarioError, match="tables.critical"):
        duel(tables={"critical": "detailed"})
    with pytest.raises(ScenarioError, match=r"tables.critical.head\[1\]\[1\].*expected one of"):
        duel(tables={"critical": {"head": [[2, "none"], [9, "explode"]]}})
    with pytest.raises(ScenarioError, match=r"tables.critical.any\[0\].*highest critical value"):
        duel(tables={"critical": {"any": [["x", "death"]]}})
    with pytest.raises(ScenarioError, match=r"tables.critical.ranged:any"):
        duel(tables={"critical": {"ranged:any": [[9, "death"]]}})


def test_wfrp_52_the_chart_is_read_by_location_and_value_with_a_d100_drawn_last():
    chart = {"head": [[1, "none"], [99, [[50, "stun:3"], [100, "death"]]]],
             "any": [[2, "none"], [99, "death"]]}
    # 10 reversed 01: head; D6 4 + 4 - 3 = 5 against W 3 -> +2: the d100 row, 50 -> stunned
    t = duel({"S": 4}, {"T": 3}, bfight={"wounds": 3}, dice=d100(10) + d6(4) + d100(50),
             tables={"critical": chart})
    hit(t)
    assert [e.purpose for e in t.events("Rolled")][-1] == "critical"
    assert t.events("Critical")[0].effect == "stun:3" and t.state.get(2, Fight).stunned == 3
    assert t.deaths.pending == []
    t = duel({"S": 4}, {"T": 3}, bfight={"wounds": 3}, dice=d100(10) + d6(4) + d100(51),
             tables={"critical": chart})
    hit(t)
    assert t.events("Critical")[0].effect == "death" and t.deaths.pending == [2]
    # 27 reversed 72: body, "any": +2 -> none; +3 -> death (the next row)
    t = duel({"S": 4}, {"T": 3}, bfight={"wounds": 3}, dice=d100(27) + d6(4), tables={"critical": chart})
    hit(t)
    assert t.events("Critical")[0].effect == "none"
    t = duel({"S": 4}, {"T": 3}, bfight={"wounds": 3}, dice=d100(27) + d6(5), tables={"critical": chart})
    hit(t)
    assert t.events("Critical")[0].effect == "death"


def test_wfrp_58_the_gm_may_treat_a_surprised_victim_as_static():
    assert not static(duel(bfight={"surprised": True}).state, 2)
    t = duel(bfight={"surprised": True}, options={"surprised_static": True})
    assert static(t.state, 2) and not static(duel(options={"surprised_static": True}).state, 2)
