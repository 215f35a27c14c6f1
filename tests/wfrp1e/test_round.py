"""Rounds, actions and initiative: sections C, D, E, F, G, H, I, J (WFRP-11 to WFRP-46)."""

from __future__ import annotations

import pytest

from affray.components.wfrp1e import Fight, Kit
from affray.kernel.components import Facing, Position
from affray.systems.wfrp1e.phases.initiative import edge, effective
from affray.systems.wfrp1e.rules import geometry as geo
from affray.systems.wfrp1e.rules.slots import after_take_up, slot_times
from affray.systems.wfrp1e.rules.takeup import draw_loss, pack_rounds

from .conftest import Table, d6, d100, evs, fig, run

BARE = {"shield": False, "armour": {}}
NO_EDGE = {"edge_roll": False}
FIGHT = {("*", "declare"): "fight"}


def test_wfrp_14_a_move_into_contact_engages_and_gives_no_blow():
    combs = [fig("A", "red", (0, 0), profile={"M": 4, "WS": 45}), fig("B", "blue", (12, 0), 180.0, profile={"M": 4})]
    b = run(combs, rounds=2, dice=d100(99),
            plan={("A", "declare"): ("advance:2", "fight"), ("B", "declare"): "hold"}, options=NO_EDGE)
    r2 = [i for i, e in enumerate(b.events) if type(e).__name__ == "RoundStarted"][1]
    assert evs(b, "Engage") and not [e for e in b.events[:r2] if type(e).__name__ == "Blow"]
    assert geo.in_contact(b.state, 1, 2)
    # next round: a normal blow, with no charge bonus
    assert [(e.attacker, e.chance) for e in evs(b, "Blow")] == [(1, 45)]


def test_wfrp_42_within_standard_move_a_move_starts_combat():
    combs = [fig("A", "red", (0, 0), profile={"M": 4}), fig("B", "blue", (14, 0), 180.0)]
    b = run(combs, plan={("A", "declare"): "advance:2", ("B", "declare"): "hold"}, options=NO_EDGE)
    assert b.state.get(1, Position).x == pytest.approx(12.0) and evs(b, "Engage")
    combs = [fig("A", "red", (0, 0), profile={"M": 4}), fig("B", "blue", (20, 0), 180.0)]
    b = run(combs, plan={("A", "declare"): "advance:2", ("B", "declare"): "hold"}, options=NO_EDGE)
    assert b.state.get(1, Position).x == pytest.approx(16.0) and not evs(b, "Engage")


def test_wfrp_15_charge_within_m_strikes_at_plus_10_first_blow_only():
    combs = [fig("A", "red", (0, 0), profile={"M": 4, "WS": 45, "A": 2, "I": 40}, kit=BARE),
             fig("B", "blue", (6, 0), 180.0, profile={"I": 10}, kit=BARE)]
    b = run(combs, dice=d100(99, 98), plan={("A", "declare"): "charge:2", ("B", "declare"): "hold"},
            options=NO_EDGE)
    assert [e.chance for e in evs(b, "Blow")] == [55, 45]
    t = Table([fig("A", "red", (0, 0), profile={"M": 4}), fig("B", "blue", (6.5, 0), 180.0)])
    from affray.systems.wfrp1e.phases.declare import choices
    assert "charge:2" not in choices(t.state, 1)


def test_wfrp_15_the_charge_event_names_its_target_before_the_move():
    combs = [fig("A", "red", (0, 0), profile={"M": 4, "I": 40}, kit=BARE),
             fig("B", "blue", (6, 0), 180.0, profile={"I": 10}, kit=BARE)]
    b = run(combs, dice=d100(99), plan={("A", "declare"): "charge:2", ("B", "declare"): "hold"},
            options=NO_EDGE)
    kinds = [type(e).__name__ for e in b.events]
    charge = kinds.index("Charged")
    assert (b.events[charge].entity, b.events[charge].target) == (1, 2)
    assert kinds.index("Moved", charge) > charge  # drawn from where the charger stood
    from affray.systems.wfrp1e.scene import marks
    assert marks(b.events[charge], {1: [0.0, 0.0], 2: [6.0, 0.0]}.get) == \
        [["charge", [0.0, 0.0], [6.0, 0.0]]]
    assert b.state.get(1, Fight).charged  # the reducer keeps the +10 of the charge round
    refused = run([fig("A", "red", (0, 0), profile={"M": 4}), fig("B", "blue", (6.5, 0), 180.0)],
                  plan={("A", "declare"): "advance:2", ("B", "declare"): "hold"}, options=NO_EDGE)
    assert not evs(refused, "Charged")


def test_wfrp_16_an_engaged_archer_may_fire_only_a_loaded_weapon():
    from affray.systems.wfrp1e.phases.declare import choices
    t = Table([fig("A", "red", (0, 0), stock="archer", kit={"loaded": 1}), fig("B", "blue", (2, 0), 180.0)])
    assert "shoot:2" in choices(t.state, 1)
    t = Table([fig("A", "red", (0, 0), stock="archer", kit={"loaded": 0}), fig("B", "blue", (2, 0), 180.0)])
    assert "shoot:2" not in choices(t.state, 1) and "load" not in choices(t.state, 1)


def test_wfrp_17_two_weapons_do_not_add_blows_and_the_off_hand_is_wrong_handed():
    combs = [fig("A", "red", (0, 0), profile={"A": 2, "WS": 45, "I": 40},
                 kit={"weapon": "Hand Weapon", "offhand": "Knife/Dagger"}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 5})]
    b = run(combs, dice=d100(99, 98), plan={("A", "declare"): "fight", ("B", "declare"): "hold",
                                            ("A", "strike"): (2, "2:offhand")}, options=NO_EDGE)
    a_blows = evs(b, "Blow", attacker=1)
    assert [e.chance for e in a_blows] == [45, 35]


def test_wfrp_18_a_caster_makes_no_blows():
    combs = [fig("A", "red", (0, 0), profile={"A": 2, "skills": ["Cast Spells"]}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 5})]
    b = run(combs, plan={("A", "declare"): "cast", ("B", "declare"): "hold"}, options=NO_EDGE)
    assert not evs(b, "Blow", attacker=1) and evs(b, "Note", rule="WFRP-18")
    # one turn, at its I, and the whole of it: no blow slots at all
    assert evs(b, "Initiative", entity=1)[0].slots == [30]
    assert [e.why for e in evs(b, "SlotUsed", entity=1)] == ["casting (WFRP-18)"]
    fought = run(combs, dice=d100(99, 98), plan={("A", "declare"): "fight", ("B", "declare"): "hold"},
                 options=NO_EDGE)
    assert len(evs(fought, "Blow", attacker=1)) == 2  # the same figure fighting: 2 blows


def test_wfrp_19_instant_take_up_costs_nothing_in_play():
    combs = [fig("A", "red", (0, 0), profile={"I": 45}, kit={"drawn": False, **BARE}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 5}, kit=BARE)]
    plan = {("A", "declare"): "fight", ("B", "declare"): "hold"}
    b = run(combs, dice=d100(99), plan=plan, options={**NO_EDGE, "instant_take_up": True})
    assert evs(b, "Initiative", entity=1)[0].slots == [45]
    b = run(combs, dice=d100(99), plan=plan, options=NO_EDGE)
    assert evs(b, "Initiative", entity=1)[0].slots == [25]  # drawing a sword: -20 EI


def test_wfrp_19_instant_take_up_costs_nothing():
    combs = [fig("A", "red", (0, 0), kit={"drawn": False}), fig("B", "blue", (2, 0), 180.0)]
    t = Table(combs, options={"instant_take_up": True})
    t.ctx.emit(__import__("affray.systems.wfrp1e.events", fromlist=["Set"]).Set(1, "Fight", "action", "fight"))
    assert draw_loss(t.state, 1) == 0
    t = Table(combs)
    t.ctx.emit(__import__("affray.systems.wfrp1e.events", fromlist=["Set"]).Set(1, "Fight", "action", "fight"))
    assert draw_loss(t.state, 1) == 20


def test_wfrp_20_dropping_a_torch_is_free_only_the_draw_costs_ei():
    combs = [fig("A", "red", (0, 0), profile={"I": 45}, kit={"drawn": False, "light": "torch", **BARE}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 5}, kit=BARE)]
    b = run(combs, dice=d100(80, 99), plan={("A", "declare"): "fight", ("B", "declare"): "hold"},
            options=NO_EDGE)
    assert evs(b, "Initiative", entity=1)[0].slots == [25]
    assert b.state.get(1, Kit).light == "" and b.state.get(1, Kit).drawn


def test_wfrp_21_dropped_lights_and_burning_oil():
    combs = [fig("A", "red", (0, 0), profile={"I": 45}, kit={"drawn": False, "light": "lantern", **BARE}),
             fig("B", "blue", (1.8, 0), 180.0, profile={"I": 5}, kit=BARE)]  # inside the 5-foot pool
    dice = d100(62, 20) + ["d4:3", "d4:2", "d4:3"] + d100(99) + ["d4:1", "d4:1", "d4:2", "d4:2"]
    b = run(combs, dice=dice, plan={("A", "declare"): "fight", ("B", "declare"): "hold"},
            options=NO_EDGE, tables={"critical": "none"})
    assert b.state.get(1, Fight).fire == [0.0, 0.0, 5.0, 2.0]  # 5 feet across, 3 rounds -> 2 left
    assert [e.damage for e in evs(b, "Hurt")] == [2, 4]  # A 1+1, B 2+2, ignoring T and armour
    combs[0]["kit"]["light"] = "torch"
    b = run(combs, dice=d100(75, 99), plan={("A", "declare"): "fight", ("B", "declare"): "hold"},
            options=NO_EDGE)
    assert evs(b, "Check", rule="WFRP-21")[0].success is True


def test_wfrp_22_a_surprised_side_does_nothing_and_is_never_asked_to_parry():
    combs = [fig("A", "red", (0, 0), profile={"WS": 80, "I": 40}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 50}, kit={"weapon": "Hand Weapon"})]
    b = run(combs, dice=d100(27) + d6(1), plan=FIGHT, options={**NO_EDGE, "surprised_sides": [1], "pc_side": 1})
    assert [e.choice for e in evs(b, "Decided") if e.actor == 2 and e.kind == "declare"] == ["none"]
    assert not [e for e in evs(b, "Decided") if e.kind == "parry"]
    assert not evs(b, "Blow", attacker=2)


def test_wfrp_23_mutual_surprise_nobody_acts_in_round_1():
    combs = [fig("A", "red", (0, 0)), fig("B", "blue", (2, 0), 180.0)]
    b = run(combs, rounds=2, dice=d100(99, 99), plan=FIGHT, options={**NO_EDGE, "surprised_sides": [0, 1]})
    rounds = [i for i, e in enumerate(b.events) if type(e).__name__ == "RoundStarted"]
    r1 = b.events[rounds[0]:rounds[1]]
    assert not [e for e in r1 if type(e).__name__ in ("Decided", "Blow", "Moved")]
    assert len(evs(b, "Blow")) == 2


def test_wfrp_24_ambush_reveal_then_a_free_round_then_normal():
    combs = [fig("A", "red", (0, 0), profile={"I": 10}), fig("B", "blue", (2, 0), 180.0, profile={"I": 50})]
    b = run(combs, rounds=3, dice=d100(99, 99, 99), plan=FIGHT, options={**NO_EDGE, "ambush_side": 0})
    assert evs(b, "Note", rule="WFRP-24")
    blows = [(e.attacker) for e in evs(b, "Blow")]
    assert blows == [1, 2, 1]  # round 2 only the ambusher; round 3 both, B first


def test_wfrp_25_bursting_through_doors():
    from affray.systems.wfrp1e.rules.scene import door_surprise
    assert door_surprise(False, False) and not door_surprise(False, True) and not door_surprise(True, False)
    combs = [fig("A", "red", (0, 0)), fig("B", "blue", (2, 0), 180.0)]
    b = run(combs, dice=d100(99), plan=FIGHT, options={**NO_EDGE, "door_breach_side": 0})
    assert evs(b, "Set", field="surprised", entity=2)
    b = run(combs, dice=d100(99, 99), plan=FIGHT, options={**NO_EDGE, "door_breach_side": 0, "noisy_approach": True})
    assert not evs(b, "Set", field="surprised")


def test_wfrp_26_ei_modifiers_and_the_floor_of_1():
    t = Table([fig("A", "red", (0, 0), profile={"I": 45}), fig("B", "blue", (4, 0), 180.0, profile={"I": 0})])
    from affray.systems.wfrp1e import events as E
    t.ctx.emit(E.Set(1, "Fight", "action", "charge:2"))
    assert effective(t.state, 1, -1, 0)[0] == 55
    assert effective(t.state, 2, -1, 0)[0] == 1
    t = Table([fig("A", "red", (0, 0), profile={"I": 45}), fig("B", "blue", (4, 0), 180.0)],
              options={"use_effective_initiative": False})
    t.ctx.emit(E.Set(1, "Fight", "action", "charge:2"))
    assert effective(t.state, 1, 0, 7)[0] == 45


def test_wfrp_28_more_than_two_sides_roll_dn_for_the_edge():
    combs = [fig("A", "a", (0, 0)), fig("B", "b", (10, 0)), fig("C", "c", (20, 0))]
    t = Table(combs, dice=["d3:2", "d10:5"])
    assert edge(t.ctx) == (1, 5)
    assert [effective(t.state, e, 1, 5)[0] for e in (1, 2, 3)] == [30, 35, 30]


@pytest.mark.parametrize("ei,a,slots", [(72, 3, [72, 48, 24]), (30, 2, [30, 15]), (33, 2, [33, 17]),
                                        (80, 3, [80, 53, 27]), (70, 3, [70, 47, 23]),
                                        (70, 4, [70, 53, 35, 18]), (35, 2, [35, 18]),
                                        (20, 5, [20, 16, 12, 8, 4])])
def test_wfrp_29_slot_times(ei, a, slots):
    assert slot_times(ei, a) == slots


def test_wfrp_30_an_elf_at_72_lands_all_three_before_a_giant_at_20_strikes():
    combs = [fig("Elf", "red", (0, 0), profile={"I": 72, "A": 3, "WS": 10}, kit=BARE),
             fig("Giant", "blue", (3, 0), 180.0, stock="giant", profile={"WS": 10})]
    b = run(combs, dice=d100(90, 91, 92, 93, 94, 95, 96, 97), plan=FIGHT, options=NO_EDGE)
    who = [b.state.names[e.attacker] for e in evs(b, "Blow")]
    assert who == ["Elf", "Elf", "Elf", "Giant", "Giant", "Giant", "Giant", "Giant"]


def test_wfrp_31_a_passed_slot_is_lost_not_moved():
    combs = [fig("Elf", "red", (0, 0), profile={"I": 72, "A": 3, "WS": 10}, kit=BARE),
             fig("Ogre", "blue", (2.5, 0), 180.0, stock="ogre", profile={"WS": 10})]
    b = run(combs, dice=d100(90, 91, 92, 93), plan={**FIGHT, ("Elf", "strike"): ("pass", 2, 2)},
            options=NO_EDGE)
    assert evs(b, "SlotUsed", entity=1)[0].why == "pass"
    assert [e.slot for e in evs(b, "SlotUsed", entity=1)] == [72, 48, 24]
    assert len(evs(b, "Blow", attacker=1)) == 2


def test_wfrp_32_missiles_happen_once_at_the_turn_whatever_a():
    combs = [fig("A", "red", (0, 0), stock="archer", profile={"A": 3}), fig("B", "blue", (30, 0), 180.0)]
    b = run(combs, dice=d100(99), plan={("A", "declare"): "shoot:2", ("B", "declare"): "hold"},
            options=NO_EDGE)
    assert len(evs(b, "Initiative", entity=1)[0].slots) == 1 and len(evs(b, "Blow")) == 1


def test_wfrp_33_simplified_multiple_attacks_keep_basic_i_and_move_winning_to_hit():
    combs = [fig("Helmut", "red", (0, 0), profile={"I": 45, "WS": 10}, kit=BARE),
             fig("Skaven", "blue", (2, 0), 180.0, stock="skaven", profile={"WS": 33},
                 fight={"winning": True, "beat": [1]})]
    b = run(combs, dice=d100(99, 98), plan=FIGHT, options={"simplified_multiple_attacks": True})
    assert not [e for e in evs(b, "Rolled") if e.purpose == "edge"]
    blows = evs(b, "Blow")
    assert [(e.attacker, e.chance) for e in blows] == [(1, 10), (2, 43)]


def test_wfrp_34_a_two_handed_weapon_takes_the_whole_round_to_draw():
    combs = [fig("A", "red", (0, 0), profile={"I": 40, "WS": 80}, kit={"weapon": "2-Handed Weapon", "drawn": False, **BARE}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 5}, kit=BARE)]
    b = run(combs, rounds=2, dice=d100(99), plan={("A", "declare"): "fight", ("B", "declare"): "hold"},
            options=NO_EDGE)
    rounds = [i for i, e in enumerate(b.events) if type(e).__name__ == "RoundStarted"]
    assert not [e for e in b.events[:rounds[1]] if type(e).__name__ == "Blow"]
    assert len(evs(b, "Blow")) == 1


def test_wfrp_35_an_unstrapped_shield_protects_from_the_next_round():
    combs = [fig("A", "red", (0, 0), profile={"I": 40}, kit={"shield": True, "shield_ready": False}),
             fig("B", "blue", (20, 0), 180.0)]
    b = run(combs, rounds=1, plan={("A", "declare"): "ready_shield", ("B", "declare"): "hold"},
            options=NO_EDGE)
    assert b.state.get(1, Kit).shield_ready
    from affray.systems.wfrp1e.rules.damage import armour_at
    assert armour_at(Kit(shield=True, shield_ready=False), "head") == 0


def test_wfrp_36_drawing_a_sword_costs_20_ei_that_round_only():
    combs = [fig("A", "red", (0, 0), profile={"I": 45, "WS": 10}, kit={"drawn": False, **BARE}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 5}, kit=BARE)]
    b = run(combs, rounds=2, dice=d100(99, 99), plan={("A", "declare"): "fight", ("B", "declare"): "hold"},
            options=NO_EDGE)
    assert [e.slots for e in evs(b, "Initiative", entity=1)] == [[25], [45]]


def test_wfrp_37_readiness_of_other_weapons():
    t = Table([fig("A", "red", (0, 0), kit={"weapon": "Whip", "drawn": False, "readiness": "minus20"}),
               fig("B", "blue", (2, 0), 180.0)])
    from affray.systems.wfrp1e import events as E
    t.ctx.emit(E.Set(1, "Fight", "action", "fight"))
    assert draw_loss(t.state, 1) == 20
    t.ctx.emit(E.Set(1, "Kit", "readiness", "full_round"))
    assert draw_loss(t.state, 1) is None
    t.ctx.emit(E.Set(1, "Kit", "readiness", "minus10"))
    assert draw_loss(t.state, 1) == 10


def test_wfrp_38_pack_searches():
    assert [pack_rounds(e) for e in (30, 31, 45, 90)] == [2, 3, 3, 4]


def test_wfrp_39_take_up_losses_after_slot_timing():
    assert after_take_up(slot_times(72, 3), 20) == [52, 28, 4]
    assert after_take_up(slot_times(30, 3), 20) == [10]
    assert after_take_up(slot_times(50, 2), 20) == [30, 5]
    assert after_take_up(slot_times(50, 2), 10) == [40, 15]


def test_wfrp_40_switching_opponents_costs_a_slot():
    combs = [fig("A", "red", (0, 0), profile={"A": 3, "I": 60, "WS": 10}, kit=BARE),
             fig("G1", "blue", (2, 0), 180.0, stock="goblin", profile={"I": 5}),
             fig("G2", "blue", (2 ** 0.5, 2 ** 0.5), 225.0, stock="goblin", profile={"I": 5})]
    b = run(combs, dice=d100(99, 98), plan={("A", "declare"): "fight", ("*", "declare"): "hold",
                                            ("A", "strike"): (2, 3, 3)}, options=NO_EDGE)
    assert [(e.target) for e in evs(b, "Blow", attacker=1)] == [2, 3]
    assert evs(b, "Note", rule="WFRP-40")


def test_wfrp_41_a_repeating_crossbow_shoots_both_bolts_at_one_target():
    combs = [fig("A", "red", (0, 0), stock="archer", kit={"missile": "Repeating Crossbow", "loaded": 10},
                 profile={"skills": ["Specialist Weapon"]}),
             fig("B", "blue", (20, 0), 180.0), fig("C", "blue", (20, 5), 180.0)]
    b = run(combs, dice=d100(99, 98), plan={("A", "declare"): "shoot:2", ("*", "declare"): "hold"},
            options=NO_EDGE)
    assert [e.target for e in evs(b, "Blow")] == [2, 2]
    assert b.state.get(1, Kit).loaded == 8


def test_wfrp_43_a_charge_from_behind_lands_on_the_rear():
    combs = [fig("A", "red", (-5, 0), 0.0, profile={"M": 4}), fig("B", "blue", (0, 0), 0.0),
             fig("C", "red", (2, 0), 180.0)]  # B is already engaged: it does not turn
    b = run(combs, dice=d100(99), plan={("A", "declare"): "charge:2", ("*", "declare"): "hold"},
            options=NO_EDGE)
    assert geo.arc(b.state, 2, 1) == "rear"


def test_wfrp_44_the_charged_turns_to_face_unless_already_engaged():
    combs = [fig("A", "red", (0, 5), 270.0, profile={"M": 4, "I": 50}), fig("B", "blue", (0, 0), 0.0, stock="orc")]
    b = run(combs, dice=d100(99), plan={("A", "declare"): "charge:2", ("*", "declare"): "hold"}, options=NO_EDGE)
    assert b.state.get(2, Facing).dir == pytest.approx(90.0)
    combs.append(fig("C", "red", (2, 0), 180.0, profile={"I": 1}))
    b = run(combs, dice=d100(99), plan={("A", "declare"): "charge:2", ("*", "declare"): "hold"}, options=NO_EDGE)
    assert b.state.get(2, Facing).dir == pytest.approx(0.0)
    assert geo.arc(b.state, 2, 1) == "flank"


def test_wfrp_45_simultaneous_charges_meet_halfway_both_at_plus_10():
    combs = [fig("A", "red", (0, 0), profile={"M": 4, "I": 35, "WS": 45}, kit=BARE),
             fig("B", "blue", (6, 0), 180.0, profile={"M": 4, "I": 35, "WS": 45}, kit=BARE)]
    b = run(combs, dice=d100(99, 98), plan={("A", "declare"): "charge:2", ("B", "declare"): "charge:1"},
            options={**NO_EDGE, "charge_ei_bonus": 0})
    assert b.state.get(1, Position).x == pytest.approx(2.0) and b.state.get(2, Position).x == pytest.approx(4.0)
    assert [e.chance for e in evs(b, "Blow")] == [55, 55]


def test_wfrp_46_no_parry_and_no_blow_at_an_attacker_behind():
    combs = [fig("A", "red", (0, 0), 0.0, profile={"I": 40}, kit={"weapon": "Hand Weapon"}),
             fig("B", "blue", (-2, 0), 0.0, profile={"I": 50, "WS": 10}, kit=BARE)]
    b = run(combs, dice=d100(99), plan=FIGHT, options={**NO_EDGE})
    # no blow at B behind: the slot can only turn A to face it (WFRP-40), which the tactical
    # policy does
    assert not evs(b, "Blow", attacker=1) and evs(b, "SlotUsed", entity=1)[0].why == "turn"
    from affray.systems.wfrp1e.rules.parry import ways
    t = Table(combs, options={"pc_side": 0})
    assert geo.arc(t.state, 1, 2) == "rear" and ways(t.state, 1, 2) == []


def test_wfrp_44_a_combatant_charged_before_its_turn_may_not_move():
    combs = [fig("A", "red", (0, 0), profile={"M": 4, "I": 50, "WS": 10}, kit=BARE),
             fig("B", "blue", (4, 0), 180.0, profile={"M": 4, "I": 20, "WS": 10}, kit=BARE),
             fig("C", "red", (4, 10), 270.0, profile={"I": 1})]
    b = run(combs, dice=d100(99, 98), plan={("A", "declare"): "charge:2", ("B", "declare"): "advance:3",
                                            ("C", "declare"): "hold"}, options=NO_EDGE)
    assert not [e for e in evs(b, "Moved") if e.entity == 2]
    assert evs(b, "Note", rule="WFRP-44") and [e.attacker for e in evs(b, "Blow")] == [1, 2]


def test_wfrp_19_a_buried_potion_takes_d6_rounds_and_a_pouch_an_i_test():
    combs = [fig("A", "red", (0, 0), kit={"item": "potion", "item_where": "buried"}), fig("B", "blue", (60, 0), 180.0)]
    b = run(combs, rounds=4, dice=d6(4), plan={("A", "declare"): "take_up", ("B", "declare"): "hold"},
            options=NO_EDGE)
    assert b.state.get(1, Kit).item_ready  # searched rounds 1-4: in hand at the start of round 5
    b = run(combs, rounds=3, dice=d6(4), plan={("A", "declare"): "take_up", ("B", "declare"): "hold"},
            options=NO_EDGE)
    assert not b.state.get(1, Kit).item_ready
    combs[0]["kit"] = {"item": "potion"}
    b = run(combs, rounds=1, dice=d100(25), plan={("A", "declare"): "take_up", ("B", "declare"): "hold"},
            options=NO_EDGE)
    assert b.state.get(1, Kit).item_ready


def test_wfrp_38_a_pack_item_takes_1_plus_a_round_per_30_enc():
    combs = [fig("A", "red", (0, 0), kit={"item": "rope", "item_where": "pack", "pack_enc": 31}),
             fig("B", "blue", (60, 0), 180.0)]
    b = run(combs, rounds=2, plan={("A", "declare"): "take_up", ("B", "declare"): "hold"}, options=NO_EDGE)
    assert not b.state.get(1, Kit).item_ready
    b = run(combs, rounds=3, plan={("A", "declare"): "take_up", ("B", "declare"): "hold"}, options=NO_EDGE)
    assert b.state.get(1, Kit).item_ready
