"""Weapons (WFRP-77 to WFRP-81), mounted combat (WFRP-88 to WFRP-90), other shapes and tall
creatures (WFRP-91 to WFRP-94) and fliers in melee (WFRP-95, WFRP-96)."""

from __future__ import annotations

import pytest

from affray.components.wfrp1e import Fight
from affray.kernel.errors import ScenarioError
from affray.systems.wfrp1e.rules import location as loc
from affray.systems.wfrp1e.rules.blow import strike
from affray.systems.wfrp1e.rules.mounted import fall_damage, slain_mount
from affray.systems.wfrp1e.rules.parry import ways
from affray.systems.wfrp1e.rules.tohit import target_number
from affray.systems.wfrp1e.rules.weapons import modifiers
from affray.systems.wfrp1e.tables.weapons import MODIFIERS

from .conftest import Table, d6, d100, evs, fig, run

BARE = {"shield": False, "armour": {}}
MODS = {"use_weapon_modifiers": True}


def test_wfrp_77_unskilled_specialist_weapons_fight_at_ws_10():
    t = Table([fig("A", "red", (0, 0), profile={"WS": 52}, kit={"weapon": "Flail"}), fig("B", "blue", (2, 0))])
    assert target_number(t.state, 1, 2)[0] == 10
    t = Table([fig("A", "red", (0, 0), profile={"WS": 52, "skills": ["Specialist Weapon - Flail"]},
                   kit={"weapon": "Flail"}), fig("B", "blue", (2, 0))])
    assert target_number(t.state, 1, 2)[0] == 52


def test_wfrp_78_the_weapon_modifier_table_when_on():
    combs = [fig("A", "red", (0, 0), profile={"I": 40, "WS": 45, "S": 3, "skills": ["Specialist Weapon"]},
                 kit={"weapon": "2-Handed Flail", **BARE}),
             fig("B", "blue", (2, 0), 180.0, profile={"T": 3, "I": 1}, kit=BARE, fight={"wounds": 20})]
    b = run(combs, dice=d100(25) + d6(4), plan={("A", "declare"): "fight", ("B", "declare"): "hold"},
            options={**MODS, "edge_roll": False})
    assert evs(b, "Initiative", entity=1)[0].ei == 20
    assert evs(b, "Blow")[0].chance == 25 and evs(b, "Hurt")[0].damage == 7  # 4 + 3 + 3 - 3
    b = run(combs, dice=d100(25) + d6(4), plan={("A", "declare"): "fight", ("B", "declare"): "hold"},
            options={"edge_roll": False})
    assert evs(b, "Initiative", entity=1)[0].ei == 40 and evs(b, "Hurt")[0].damage == 4
    assert MODIFIERS["Improvised"][3] == 10 and MODIFIERS["Left-Hand Dagger"][3] == -10


def test_wfrp_79_spear_and_halberd_initiative():
    assert modifiers(MODIFIERS, "Halberd", first_round=True).initiative == 10
    assert modifiers(MODIFIERS, "Halberd").initiative == -10
    assert modifiers(MODIFIERS, "Halberd", winning=True).initiative == 10
    assert modifiers(MODIFIERS, "Spear", first_round=True, foe_mounted=True).initiative == 20
    assert modifiers(MODIFIERS, "Spear").initiative == 0
    assert modifiers(MODIFIERS, "Spear", foe_aerial=True).to_hit == 10
    assert modifiers(MODIFIERS, "Halberd").to_hit == -10 and modifiers(MODIFIERS, "Halberd", foe_aerial=True).to_hit == 0


def test_wfrp_80_the_lance_only_counts_mounted_and_charging():
    assert modifiers(MODIFIERS, "Lance", mounted_charge=True) == (20, 10, 2, -20)
    assert modifiers(MODIFIERS, "Lance") == (0, 0, 0, 0)
    from affray.systems.wfrp1e.phases.initiative import effective

    def knight(mounted, charging):
        combs = [fig("Knight", "red", (0, 0), profile={"WS": 40, "I": 40, "skills": ["Specialist Weapon"]},
                     kit={**BARE, "weapon": "Lance"},
                     rides="Horse" if mounted else "", fight={"charged": charging,
                                                              "action": f"charge:{3 if mounted else 2}" if charging else "fight"}),
                 fig("Horse", "red", (0, 0), stock="horse"),
                 fig("Foe", "blue", (2, 0), 180.0, kit=BARE)]
        if not mounted:
            combs.pop(1)
        t = Table(combs, options={"use_weapon_modifiers": True, "edge_roll": False})
        foe = t.id("Foe")
        return target_number(t.state, 1, foe)[0], effective(t.state, 1, -1, 0)[0]
    assert knight(True, True) == (40 + 10 + 10, 40 + 10 + 20)  # charge +10, lance +10; EI +10 +20
    assert knight(False, True) == (50, 50)  # on foot the butt end: only the charge counts
    assert knight(True, False) == (40, 40)


def test_wfrp_81_armour_needs_a_location_and_a_material():
    with pytest.raises(ScenarioError, match=r"armour.body.*WFRP-81"):
        run([fig("A", "red", (0, 0), kit={"armour": {"body": [1]}}), fig("B", "blue", (9, 0))])
    with pytest.raises(ScenarioError, match=r"armour.tail"):
        run([fig("A", "red", (0, 0), kit={"armour": {"tail": [1, "metal"]}}), fig("B", "blue", (9, 0))])


def knight(extra=None, dice=()):
    combs = [fig("Foot", "red", (0, 0), profile={"WS": 80, "S": 3}, kit=BARE),
             fig("Knight", "blue", (2.5, 0), 180.0, kit=BARE, rides="Horse"),
             fig("Horse", "blue", (2.5, 0), 180.0, stock="horse", kit=BARE), *(extra or [])]
    return Table(combs, dice=list(dice), tables={"critical": "none"})


def test_wfrp_88_rider_or_mount():
    assert loc.rider_or_mount(40, "small", "horse") == "rider"
    assert loc.rider_or_mount(41, "small", "horse") == "mount"
    assert loc.rider_or_mount(21, "small", "larger") == "mount" and loc.rider_or_mount(50, "tall", "larger") == "rider"
    t = knight(dice=d100(27, 41) + d6(4))
    t.drive(strike(t.ctx, 1, 2, t.deaths))
    assert t.events("Hurt")[0].entity == 3


def test_wfrp_89_a_mount_attacking_adds_10():
    assert loc.rider_or_mount(35, "small", "horse", mount_attacking=True) == "mount"
    assert loc.rider_or_mount(30, "small", "horse", mount_attacking=True) == "rider"
    assert loc.rider_or_mount(95, "rider", "horse", mount_attacking=True) == "mount"


def test_wfrp_90_slain_mounts():
    assert fall_damage(3, 2) == 4 and fall_damage(1, 6) == 0
    t = knight(dice=d100(85) + ["d4:3", "d8:1"] + d6(2))
    assert t.ctx and slain_mount(t.ctx, 3, t.deaths) == "thrown"
    assert t.events("Hurt")[0].damage == 4 and t.state.get(2, Fight).mount == 0
    t = knight(dice=d100(95))
    assert slain_mount(t.ctx, 3, t.deaths) == "trapped"
    assert t.events("Hurt")[0].damage == 3 and t.state.get(2, Fight).prone
    t = knight(dice=d100(70))
    assert slain_mount(t.ctx, 3, t.deaths) == "dismounted" and not t.events("Hurt")


def test_wfrp_91_quadrupeds_use_the_humanoid_table_with_forelegs():
    assert loc.quadruped(loc.from_roll(52)) == "right_foreleg"  # reversed 25 -> right arm
    t = knight(dice=d100(52, 99) + d6(4))
    t.drive(strike(t.ctx, 1, 2, t.deaths))
    assert t.events("Hurt")[0].location == "right_foreleg"


def test_wfrp_92_other_shapes():
    assert loc.split("centaur", "body", False, 61) == "human_body"
    assert loc.split("centaur", "body", False, 60) == "horse_body"
    assert loc.split("hydra", "body", False, 37, heads=5, pick=2) == "head2"
    assert loc.split("hydra", "body", True, 37) == "body"
    assert loc.split("winged", "left_arm", False, 25) == "left_wing"
    assert loc.split("bird", "right_arm", False, None) == "body"
    assert (loc.octopus(8), loc.octopus(9), loc.snake(3), loc.snake(4)) == ("tentacle", "body", "body", "head")
    assert loc.tail("head", True, True) == "tail" and loc.tail("head", False, True) == "head"
    t = Table([fig("A", "red", (0, 0), profile={"WS": 80}, kit=BARE),
               fig("H", "blue", (2, 0), 180.0, profile={"shape": "hydra", "heads": 5}, kit=BARE,
                   fight={"wounds": 30})], dice=d100(27) + d6(1) + d100(37) + ["d5:2"])
    t.drive(strike(t.ctx, 1, 2, t.deaths))
    assert t.events("Hurt")[0].location == "head2"


def test_wfrp_93_a_small_attacker_rerolls_unreachable_locations_on_a_giant():
    t = Table([fig("Halfling", "red", (0, 0), stock="halfling", profile={"WS": 80}),
               fig("Giant", "blue", (3, 0), 180.0, stock="giant", kit=BARE)], dice=d100(27) + d6(1) + d100(85))
    t.drive(strike(t.ctx, 1, 2, t.deaths))
    assert t.events("Hurt")[0].location == "right_leg"


def test_wfrp_94_extra_attack_profiles_take_their_own_slots():
    combs = [fig("Dragon", "red", (0, 0), profile={"A": 3, "extra_attacks": 1, "I": 40, "WS": 10}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 1}, kit=BARE)]
    b = run(combs, dice=d100(99, 98, 97, 96), plan={("Dragon", "declare"): "fight", ("B", "declare"): "hold"},
            options={"edge_roll": False})
    assert evs(b, "Initiative", entity=1)[0].slots == [40, 30, 20, 10]


def test_wfrp_95_diving_fliers_may_always_be_parried():
    t = Table([fig("Man", "red", (2, 0), 180.0, kit={**BARE, "weapon": "Hand Weapon"}, fight={"slots": []}),
               fig("Bat", "blue", (0, 0, 5), stock="giant bat")])
    assert ways(t.state, 1, 2) == ["weapon"]  # no unused slot, and still a parry
    t = Table([fig("Man", "red", (2, 0), 180.0, kit={**BARE, "weapon": "Hand Weapon"}, fight={"slots": []}),
               fig("Orc", "blue", (0, 0), stock="orc")])
    assert ways(t.state, 1, 2) == []  # a ground attacker: no slot, no parry (WFRP-60)


def test_wfrp_96_a_flier_leaving_a_ground_fight_takes_no_free_blow():
    combs = [fig("Bat", "blue", (0, 0, 3), stock="giant bat"), fig("Man", "red", (2, 0), 180.0)]
    b = run(combs, plan={("Bat", "declare"): "flee", ("Man", "declare"): "fight"}, options={"edge_roll": False})
    assert not evs(b, "Blow", kind="free") and evs(b, "Note", rule="WFRP-96")


def test_wfrp_95_a_dive_fights_one_round_at_contact_and_climbs_out():
    from affray.kernel.components import Position
    def dive(man_i, dice, plan=None, options=None):
        combs = [fig("Man", "red", (0, 0), 0.0, profile={"I": man_i, "WS": 30}, kit={**BARE, "weapon": "Hand Weapon"}),
                 fig("Bat", "blue", (3, 0, 6), 180.0, stock="giant bat", profile={"I": 20, "M": 2, "WS": 90})]
        return run(combs, dice=dice, plan={("Bat", "declare"): "dive:1", ("Man", "declare"): "fight",
                                           **(plan or {})}, options={"edge_roll": False, **(options or {})})
    b = dive(30, d100(27, 20) + d6(2) + d6(1), plan={("Man", "parry"): "weapon"})
    assert [e.attacker for e in evs(b, "Blow")] == [2]  # the Man acted at 30: no reply
    assert evs(b, "Check", rule="WFRP-59")  # but it may always parry
    assert not b.state.get(2, Fight).foes and b.state.get(2, Fight).z == 6
    # it climbs out on along its line of flight: from x 3 westward, the rest of 8 yards
    moved = 3 - evs(b, "Moved", entity=2)[0].x
    assert b.state.get(2, Position).x == pytest.approx(3 - 8) and moved < 8
    b = dive(15, d100(99, 98), plan={("Man", "parry"): "none"})
    assert [e.attacker for e in evs(b, "Blow")] == [2, 1]  # a reply at 15, after the flier's 20
    b = dive(15, d100(99, 98), plan={("Man", "parry"): "none"}, options={"dive_climb_out": "back"})
    assert b.state.get(2, Position).x == 3


def test_wfrp_95_a_defender_that_had_its_turn_never_strikes_back():
    """A 2: slots 30 and 15. Its turn is at 30 (nobody in front yet); the Bat dives at 20; the
    15 slot may not strike back, though the Bat is still in contact."""
    combs = [fig("Man", "red", (0, 0), 0.0, profile={"I": 30, "A": 2, "WS": 30}, kit={**BARE, "weapon": "Hand Weapon"}),
             fig("Bat", "blue", (3, 0, 6), 180.0, stock="giant bat", profile={"I": 20, "M": 2, "WS": 90})]
    b = run(combs, dice=d100(99), plan={("Bat", "declare"): "dive:1", ("Man", "declare"): "fight",
                                        ("Man", "parry"): "none"}, options={"edge_roll": False})
    assert [e.attacker for e in evs(b, "Blow")] == [2]
    assert [e.why for e in evs(b, "SlotUsed", entity=1)] == ["no opponent in front", "no opponent in front"]
    assert evs(b, "Note", rule="WFRP-95")


def test_wfrp_93_a_left_handed_giant_can_be_reached_on_its_left_arm():
    def on_giant(profile, dice):
        t = Table([fig("Halfling", "red", (0, 0), stock="halfling", profile={"WS": 80}),
                   fig("Giant", "blue", (3, 0), 180.0, stock="giant", kit=BARE, profile=profile)],
                  dice=dice)
        t.drive(strike(t.ctx, 1, 2, t.deaths))
        return t.events("Hurt")[0].location
    # 24 reversed is 42, the left arm: out of reach on a right-handed giant, re-rolled (85)
    assert on_giant({}, d100(24) + d6(1) + d100(85)) == "right_leg"
    assert on_giant({"left_handed": True}, d100(24) + d6(1)) == "left_arm"
