"""Section AA, missile fire: WFRP-97 to WFRP-129."""

from __future__ import annotations

import pytest

from affray.components.wfrp1e import Fight, Kit
from affray.kernel.errors import ScenarioError
from affray.systems.wfrp1e.phases.declare import choices
from affray.systems.wfrp1e.rules import missile, ranges
from affray.systems.wfrp1e.rules.misfire import bomb_result, gun_result
from affray.systems.wfrp1e.rules.reloading import may_evade, reload_problem
from affray.systems.wfrp1e.rules.timekeeping import contact_round, shots

from .conftest import Table, d6, d100, evs, fig, run

BARE = {"shield": False, "armour": {}}
NO_EDGE = {"edge_roll": False}
SKILLED = {"skills": ["Specialist Weapon"]}


def shooter(weapon, at_target=(20, 0), loaded=1, bs=40, extra=None, tkw=None, **kw):
    combs = [fig("S", "red", (0, 0), stock="archer", profile={"BS": bs, **SKILLED},
                 kit={"missile": weapon, "loaded": loaded, **BARE}),
             fig("T", "blue", at_target, 180.0, kit=BARE, **(tkw or {})), *(extra or [])]
    return combs


def shoot_round(combs, dice, rounds=1, action="shoot:2", **kw):
    return run(combs, dice=dice, rounds=rounds,
               plan={("S", "declare"): action, ("*", "declare"): "hold"}, options=NO_EDGE, **kw)


def test_wfrp_97_a_crossbow_loads_one_round_and_fires_the_next():
    combs = shooter("Crossbow", loaded=0)
    b = run(combs, rounds=2, dice=d100(99), plan={("S", "declare"): ("load", "shoot:2"), ("*", "declare"): "hold"},
            options=NO_EDGE)
    assert len(evs(b, "Blow")) == 1 and b.state.get(1, Kit).loaded == 0


def test_wfrp_98_line_of_sight_and_range():
    t = Table(shooter("Long Bow", (301, 0)))
    assert not missile.can_target(t.state, 1, 2)
    t = Table(shooter("Long Bow", (300, 0)))
    assert missile.can_target(t.state, 1, 2)
    t = Table(shooter("Long Bow", (20, 0)), map={"walls": [[10.0, -5.0, 10.0, 5.0]]})
    assert not missile.can_target(t.state, 1, 2) and "shoot:2" not in choices(t.state, 1)


def test_wfrp_99_group_fire_adds_5_per_extra_creature():
    extra = [fig("U", "blue", (20, 2.5), 180.0, kit=BARE), fig("V", "blue", (22.5, 0), 180.0, kit=BARE)]
    b = shoot_round(shooter("Long Bow", bs=35, extra=extra), d100(44) + ["d3:2"] + d6(1), action="volley:2")
    assert evs(b, "Blow")[0].chance == 45 and evs(b, "Hurt")[0].entity == 3
    extra.append(fig("W", "blue", (22.5, 2.5), 180.0, kit=BARE))
    b = shoot_round(shooter("Long Bow", bs=35, extra=extra), d100(99), action="volley:2")
    assert evs(b, "Blow")[0].chance == 50


def test_wfrp_100_missile_locations_are_reversed_digits():
    b = shoot_round(shooter("Long Bow", bs=50), d100(44) + d6(1))
    assert evs(b, "Hurt")[0].location == "left_arm"


def test_wfrp_101_missile_damage_es_and_range_losses():
    b = shoot_round(shooter("Long Bow", (200, 0), bs=80), d100(27) + d6(5), rounds=2)
    assert evs(b, "Hurt")[0].damage == 3  # 5 + 3 - 2 - 3
    combs = shooter("Spear", (6, 0), bs=80)
    combs[0]["profile"]["S"] = 4
    b = shoot_round(combs, d100(27) + d6(2))
    assert evs(b, "Hurt")[0].damage == 2  # 2 + S 4 - 1 - 3


def test_wfrp_102_missile_additional_damage_against_bs():
    b = shoot_round(shooter("Long Bow", bs=40, tkw={"fight": {"wounds": 30}}), d100(27) + d6(6) + d100(40) + d6(2))
    assert evs(b, "Hurt")[0].damage == 8  # 6 + 2 + 3 - 3


def test_wfrp_103_missile_criticals_are_sudden_death_by_default():
    b = shoot_round(shooter("Long Bow", bs=40, tkw={"fight": {"wounds": 1}}), d100(27) + d6(4))
    crit = evs(b, "Critical")[0]
    assert (crit.kind, crit.value, crit.effect) == ("missile", 3, "death") and evs(b, "Died")


@pytest.mark.parametrize("d,band", [(32, "short"), (33, "long"), (64, "long"), (65, "extreme"),
                                    (200, "extreme"), (300, "extreme")])
def test_wfrp_104_range_bands(d, band):
    assert ranges.band("Long Bow", d)[0] == band
    assert ranges.band("Long Bow", 301) is None
    assert ranges.band("Repeating Crossbow", 33)[0] == "extreme"
    assert ranges.band("Pistol", 3) == ("point_blank", 3) and ranges.band("Pistol", 4)[0] == "short"


def test_wfrp_105_standard_missile_modifiers():
    t = Table(shooter("Long Bow", (200, 0), bs=55))
    assert missile.target_number(t.state, 1, 2, "extreme")[0] == 35
    t = Table(shooter("Long Bow", (20, 0), bs=40, tkw={"stock": "ogre", "conditions": {"running": True, "soft_cover": True}}))
    assert missile.target_number(t.state, 1, 2, "short")[0] == 30


def test_wfrp_105_cover_is_read_off_the_map():
    def chance(*features, at=(20, 0)):
        t = Table(shooter("Long Bow", at, bs=40), map={"features": list(features)})
        return missile.target_number(t.state, 1, 2, "short")[0]
    wood = {"kind": "wood", "area": [[18, -3], [24, -3], [24, 3], [18, 3]]}
    assert chance() == 40
    assert chance(wood) == 30  # standing in a wood: soft cover
    assert chance(wood, at=(10, 0)) == 40  # in the open before it
    hedge = {"kind": "hedge", "line": [19, -5, 19, 5]}
    wall = {"kind": "low_wall", "line": [19, -5, 19, 5]}
    assert chance(hedge) == 30 and chance(wall) == 20  # just behind it: partly hidden
    assert chance({"kind": "low_wall", "line": [2, -5, 2, 5]}) == 40  # the firer's own wall
    assert chance(wood, wall) == 20  # the stronger cover, not both


def test_wfrp_105_map_features_are_checked_with_their_place():
    def bad(feature):
        with pytest.raises(ScenarioError) as err:
            Table(shooter("Long Bow"), map={"features": [feature]})
        return str(err.value)
    assert "map.features[0].kind" in bad({"kind": "moat", "line": [0, 0, 1, 1]})
    assert "map.features[0].line" in bad({"kind": "hedge", "area": [[0, 0], [1, 0], [1, 1]]})
    assert "map.features[0].area" in bad({"kind": "wood", "area": [[0, 0], [1, 0]]})
    assert "map.features[0].height" in bad({"kind": "table", "area": [[0, 0], [1, 0], [1, 1]]})
    assert "map.features[0].height" in bad({"kind": "hedge", "line": [0, 0, 1, 1], "height": 1})


def test_wfrp_106_evading_targets():
    from affray.systems.wfrp1e.rules.geometry import rates
    assert rates(3)["running"] == 48 and rates(3)["evading"] == 36 and rates(4)["evading"] == 48
    t = Table(shooter("Long Bow", bs=40, tkw={"conditions": {"evading": True, "running": True}}), dice=d100(20, 20))
    assert missile.target_number(t.state, 1, 2, "short")[0] == 20
    assert may_evade(t.ctx, 1) is True
    t.ctx.emit(__import__("affray.systems.wfrp1e.events", fromlist=["Set"]).Set(2, "Profile", "Int", 25))
    assert may_evade(t.ctx, 2) is True and t.events("Check")[-1].target == 25


def test_wfrp_107_unskilled_specialist_missiles_at_bs_10():
    combs = shooter("Crossbow Pistol", bs=45)
    combs[0]["profile"]["skills"] = []
    t = Table(combs)
    assert missile.target_number(t.state, 1, 2, "short")[0] == 10


def test_wfrp_108_the_missile_chart():
    assert ranges.band("Staff-Sling", 10) == ("short", 4)
    assert ranges.load_rounds("Crossbow") == 1 and ranges.load_rounds("Long Bow") == 0
    assert ranges.band("Bomb", 12) == ("long", 6) and ranges.band("Bomb", 20) == ("extreme", 6)


def test_wfrp_109_the_repeating_crossbow_magazine_and_refill():
    combs = shooter("Repeating Crossbow", loaded=10, bs=0)
    plan = {("S", "declare"): tuple(["shoot:2"] * 5 + ["load"] * 8 + ["shoot:2"]), ("*", "declare"): "hold"}
    b = run(combs, rounds=14, dice=d100(*[99] * 12), plan=plan, options=NO_EDGE)
    assert len(evs(b, "Blow")) == 12 and b.state.get(1, Kit).loaded == 8
    assert ranges.load_rounds("Lasso") == 2


def test_wfrp_109_lasso_entangles_and_bombs_blast_within_2_yards():
    b = shoot_round(shooter("Lasso", (6, 0), bs=80), d100(27))
    assert b.state.condition(2, "entangled") == "body"
    extra = [fig("U", "blue", (5, 2.5), 180.0, kit=BARE), fig("Far", "blue", (5, 9), 180.0, kit=BARE)]
    b = shoot_round(shooter("Bomb", (5, 0), bs=80, extra=extra), d100(27) + d100(27) + d6(1) + d100(27) + d6(1),
                    tables={"critical": "none"})
    assert [e.entity for e in evs(b, "Hurt")] == [2, 3]


def test_wfrp_110_firearm_bands_carry_their_own_es():
    assert ranges.band("Arquebus", 45) == ("long", 4) and ranges.band("Pistol", 2) == ("point_blank", 3)
    b = shoot_round(shooter("Arquebus", (45, 0), bs=80, tkw={"fight": {"wounds": 30}}), d100(27) + d6(3))
    assert evs(b, "Blow")[0].chance == 70 and evs(b, "Hurt")[0].damage == 4  # 3 + 4 - 3, no -1


def test_wfrp_111_a_duck_foot_fires_every_loaded_barrel():
    b = shoot_round(shooter("Duck-foot", (10, 0), loaded=4, bs=0), d100(91, 92, 93, 94))
    assert len(evs(b, "Blow")) == 4
    combs = shooter("Duck-foot", loaded=0, bs=0)
    b = run(combs, rounds=8, plan={("S", "declare"): "load", ("*", "declare"): "hold"}, options=NO_EDGE)
    assert b.state.get(1, Kit).loaded == 4


def test_wfrp_112_timekeeping_for_long_range_fire():
    assert contact_round(70, 16) == 5
    assert shots(70, 16, 1) == 4 and shots(70, 16, 2) == 2


def stand_and_shoot(rounds, dice, plan=None, side=1):
    combs = [fig("Bow", "pcs", (0, 0), stock="archer", profile={"I": 40, "BS": 45},
                 kit={"missile": "Normal Bow", "loaded": 0, **BARE}),
             fig("Xbow", "pcs", (0, 4), stock="archer", profile={"I": 30},
                 kit={"missile": "Crossbow", "loaded": 0, **BARE}),
             fig("Goblin", "gm", (72, 0), 180.0, stock="goblin", profile={"M": 4}, kit=BARE)]
    return run(combs, dice=dice, rounds=rounds, plan=plan or {},
               options={**NO_EDGE, "timekeeping_side": side})


def test_wfrp_112_the_turn_keeps_time_until_the_goblins_arrive():
    """Goblins (M 4, 16 yards a round) 70 yards off make contact in round 5: rounds 1-4 are
    kept short, the bow shoots in each, the unloaded crossbow loads and shoots twice."""
    b = stand_and_shoot(4, d100(90, 91, 92, 93, 94, 95))
    shots_by = [b.state.names[e.attacker] for e in evs(b, "Blow", kind="missile")]
    assert shots_by.count("Bow") == 4 and shots_by.count("Xbow") == 2
    assert [e.round for e in evs(b, "RoundStarted")] == [1, 2, 3, 4]
    assert not evs(b, "Decided", kind="declare") and evs(b, "PhaseStarted", phase="timekeeping")
    assert "contact in round 5" in evs(b, "Note", rule="WFRP-112")[0].text
    # each kept round the goblin closes its standard move: 72 -> 56 -> 40 -> 24 -> 8
    assert [e.x for e in evs(b, "Moved", entity=3)] == [56.0, 40.0, 24.0, 8.0]
    # each shot at the range of its round: 70 and 54 extreme (-20), 38 long (-10), 22 short
    assert [e.chance for e in evs(b, "Blow", attacker=1)] == [25, 25, 35, 45]
    from affray.kernel import Replay
    Replay.of(b).verify()  # the kept rounds fold and re-run to the same log


def test_wfrp_112_the_round_of_contact_is_played_in_full():
    b = stand_and_shoot(5, d100(90, 91, 92, 93, 94, 95),
                        plan={("Goblin", "declare"): "advance:1", ("*", "declare"): "hold"})
    fifth = [i for i, e in enumerate(b.events) if type(e).__name__ == "RoundStarted"][4]
    assert [e.kind for e in b.events[fifth:] if type(e).__name__ == "Decided"] == ["declare"] * 3
    assert evs(b, "Engage")  # the goblins reach the firers in round 5
    b = stand_and_shoot(1, None, plan={("*", "declare"): "hold"}, side=-1)
    assert evs(b, "Decided", kind="declare") and not evs(b, "Note", rule="WFRP-112")


def test_wfrp_113_extreme_range_takes_a_round_to_aim():
    b = shoot_round(shooter("Long Bow", (200, 0), bs=0), d100(99), rounds=2)
    rounds = [i for i, e in enumerate(b.events) if type(e).__name__ == "RoundStarted"]
    assert not [e for e in b.events[:rounds[1]] if type(e).__name__ == "Blow"]
    assert len(evs(b, "Blow")) == 1


def test_wfrp_114_sharpshooting_a_round_more_targeted_modifiers_miss_hits_nothing():
    b = shoot_round(shooter("Long Bow", (20, 0), bs=45), d100(24) + d6(1), rounds=2, action="shoot:2:head")
    assert evs(b, "Blow")[0].chance == 25 and evs(b, "Hurt")[0].location == "head"
    assert evs(b, "Set", field="aim", value="2:head")
    extra = [fig("G", "red", (21, 0), 0.0, kit=BARE)]
    b = shoot_round(shooter("Long Bow", (20, 0), bs=45, extra=extra), d100(30), rounds=2, action="shoot:2:head")
    assert not evs(b, "Hurt") and not evs(b, "Note", rule="WFRP-127")


def test_wfrp_115_a_ready_missile_gives_plus_10_ei():
    combs = shooter("Long Bow")
    combs[0]["profile"]["I"] = 39
    b = shoot_round(combs, d100(99))
    assert evs(b, "Initiative", entity=1)[0].ei == 49


def test_wfrp_116_reload_times_are_enforced():
    combs = shooter("Pistol", bs=0)
    plan = {("S", "declare"): ("shoot:2", "load", "load", "shoot:2"), ("*", "declare"): "hold"}
    b = run(combs, rounds=4, dice=d100(97, 96), plan=plan, options=NO_EDGE)
    assert len(evs(b, "Blow")) == 2
    t = Table(shooter("Pistol", loaded=0))
    assert "shoot:2" not in choices(t.state, 1) and "load" in choices(t.state, 1)


def test_wfrp_117_reloading_under_pressure():
    assert reload_problem(23) == "misfire" and reload_problem(5) == "minus10_i"
    assert reload_problem(51) == "ramrod" and reload_problem(45) == "no_shot"


def test_wfrp_118_damp_powder_clicks():
    combs = shooter("Pistol")
    combs[0]["kit"]["damp"] = True
    b = shoot_round(combs, [])
    assert evs(b, "Note", rule="WFRP-118") and not evs(b, "Blow")


def test_wfrp_119_doubles_misfire_gunpowder_weapons():
    b = shoot_round(shooter("Pistol", (10, 0), bs=40), d100(22, 30))
    assert evs(b, "Note", rule="WFRP-120") and not evs(b, "Hurt")
    b = shoot_round(shooter("Pistol", (10, 0), bs=40), d100(23) + d6(1))
    assert not evs(b, "Note", rule="WFRP-120") and evs(b, "Hurt")


def test_wfrp_120_gunpowder_misfire_table_and_partial_burn():
    assert [gun_result(d) for d in (20, 21, 51, 71, 81, 91, 100)] == [
        "partial_burn", "no_fire_keep_load", "no_fire_reload", "hang_fire", "flash_in_pan",
        "burn_round", "explodes"]
    assert ranges.band("Pistol", 10, halved=True) == ("long", 2)
    b = shoot_round(shooter("Pistol", (10, 0), bs=40, tkw={"fight": {"wounds": 30}}), d100(22, 15) + d6(4))
    assert evs(b, "Hurt")[0].damage == 3  # -10 to hit (30 >= 22), ES 2: 4 + 2 - 3


def test_wfrp_121_bomb_misfire_table():
    assert [bomb_result(d) for d in (50, 51, 81, 96)] == ["dud", "sputter", "midway", "in_hand"]
    extra = [fig("Mid", "blue", (4, 0), 180.0, kit=BARE)]
    b = shoot_round(shooter("Bomb", (8, 0), bs=80, extra=extra), d100(33, 90, 27) + d6(1),
                    tables={"critical": "none"})
    assert [e.entity for e in evs(b, "Hurt")] == [3]


def test_wfrp_122_fliers_as_targets_move_a_band_out():
    t = Table(shooter("Long Bow", (20, 0, 10)))
    assert missile.band_of(t.state, 1, 2)[0] == "long"
    t = Table(shooter("Long Bow", (50, 0, 20)))
    assert missile.band_of(t.state, 1, 2) is None


def test_wfrp_123_fliers_shooting_down_use_the_horizontal_distance():
    combs = shooter("Long Bow", (30, 0))
    combs[0]["at"] = [0, 0, 100]
    t = Table(combs)
    assert missile.band_of(t.state, 1, 2)[0] == "short"
    combs[0]["at"] = [0, 0, 350]
    t = Table(combs)
    assert missile.band_of(t.state, 1, 2) is None


def test_wfrp_124_flier_against_flier():
    assert ranges.flier_range(20, 5, 15) == 30 and ranges.flier_range(20, 15, 5) == 20
    combs = shooter("Long Bow", (20, 0, 15))
    combs[0]["at"] = [0, 0, 5]
    t = Table(combs)
    assert missile.band_of(t.state, 1, 2)[0] == "long"


def test_wfrp_125_firing_from_a_flying_mount():
    combs = shooter("Long Bow", bs=40)
    combs[0]["rides"] = "Pegasus"
    combs.append(fig("Pegasus", "red", (0, 0, 0), stock="horse"))
    t = Table(combs)
    assert missile.target_number(t.state, 1, 2, "short")[0] == 30


def test_wfrp_126_no_reloading_in_melee():
    t = Table(shooter("Crossbow", (2, 0), loaded=0))
    assert not missile.can_load(t.state, 1) and "load" not in choices(t.state, 1)
    t = Table(shooter("Crossbow", (2, 0), loaded=1))
    assert "shoot:2" in choices(t.state, 1)


def test_wfrp_127_the_unintended_target_band():
    extra = [fig("Friend", "red", (42, 0), 180.0, kit=BARE), fig("G2", "blue", (40, 2), 180.0, kit=BARE)]
    # the target is in a melee with two others: band 56-65 at BS 55 (short range)
    b = shoot_round(shooter("Long Bow", (30, 0), bs=55, extra=[fig("Friend", "red", (32, 0), 180.0, kit=BARE),
                                                             fig("G2", "blue", (30, 2), 270.0, kit=BARE)]),
                    d100(62) + ["d2:1"] + d6(1), rounds=1)
    assert evs(b, "Note", rule="WFRP-127") and evs(b, "Hurt")[0].entity == 3
    b = shoot_round(shooter("Long Bow", (30, 0), bs=55, extra=[fig("Friend", "red", (32, 0), 180.0, kit=BARE),
                                                             fig("G2", "blue", (30, 2), 270.0, kit=BARE)]),
                    d100(66), rounds=1)
    assert not evs(b, "Hurt")  # above BS + 10: a clean miss
    assert extra


def test_wfrp_128_a_group_ends_4_yards_out():
    extra = [fig("F", "red", (40, 2), 0.0, kit=BARE), fig("Far", "blue", (40, 10), 180.0, kit=BARE)]
    t = Table(shooter("Long Bow", (40, 0), extra=extra))
    assert missile.melee_group(t.state, 2) == [3]


def test_wfrp_129_artillery_is_refused_as_unsupported():
    with pytest.raises(ScenarioError, match="unsupported"):
        run([fig("A", "red", (0, 0), kit={"missile": "Cannon"}), fig("B", "blue", (9, 0))])


def test_wfrp_83_missile_doubles_fumble_only_with_the_option():
    b = shoot_round(shooter("Long Bow", bs=10), d100(55))
    assert not evs(b, "Note", rule="WFRP-83")
    b = run(shooter("Long Bow", bs=10), dice=d100(55), plan={("S", "declare"): "shoot:2", ("*", "declare"): "hold"},
            options={**NO_EDGE, "missile_fumbles": True})
    assert evs(b, "Note", rule="WFRP-83")


def test_wfrp_120_hang_fire_goes_off_next_turn_and_a_flash_needs_repriming_at_minus_10():
    plan = {("S", "declare"): ("shoot:2", "hold"), ("*", "declare"): "hold"}
    b = run(shooter("Pistol", (10, 0), bs=40), rounds=2, dice=d100(33, 75, 20) + d6(1), plan=plan, options=NO_EDGE)
    shots = evs(b, "Blow", kind="missile")
    assert len(shots) == 2 and shots[1].roll == 20 and evs(b, "Hurt")
    plan = {("S", "declare"): ("shoot:2", "load", "shoot:2"), ("*", "declare"): "hold"}
    b = run(shooter("Pistol", (10, 0), bs=40), rounds=3, dice=d100(33, 85, 35), plan=plan, options=NO_EDGE)
    assert [e.chance for e in evs(b, "Blow", kind="missile")] == [40, 30]


def test_wfrp_117_a_failed_reload_under_pressure_brings_its_problem():
    orc = [fig("Orc", "blue", (30, 0), 180.0, stock="orc")]
    combs = shooter("Pistol", (10, 0), loaded=0, bs=40, extra=orc)
    combs[0]["profile"]["Dex"] = 35
    plan = {("S", "declare"): ("load", "load", "shoot:2"), ("*", "declare"): "hold"}
    # Dex 35 rolls 58: failed by 23 -> an automatic misfire on the next shot (d100 15: partial)
    b = run(combs, rounds=3, dice=d100(58, 25, 15) + d6(4), plan=plan,
            options={"edge_roll": False, "reload_under_pressure": True}, tables={"critical": "none"})
    assert evs(b, "Check", rule="WFRP-117")[0].success is False
    assert evs(b, "Note", rule="WFRP-120")  # the misfire table although 25 is no double
    combs[0]["profile"]["Dex"] = 35
    b = run(combs, rounds=3, dice=d100(95, 25) + d6(4), plan=plan,
            options={"edge_roll": False, "reload_under_pressure": True}, tables={"critical": "none"})
    assert evs(b, "Hurt")[0].damage == 12  # ramrod (failed by 60): (4 + 3 - 3) x 3
    assert b.state.get(1, Kit).fouled == "no_ramrod" and "load" not in choices(b.state, 1)


def test_wfrp_106_an_evading_runner_moves_75_percent_and_is_shot_at_minus_20():
    combs = shooter("Long Bow", (30, 0), bs=40, tkw={"profile": {"M": 4, "Int": 40, "I": 10}})
    b = run(combs, dice=d100(99), plan={("S", "declare"): "shoot:2", ("T", "declare"): "evade"}, options=NO_EDGE)
    assert evs(b, "Blow")[0].chance == 20
    from affray.kernel.components import Position
    assert b.state.get(2, Position).x == 30 + 48 and not b.state.condition(2, "evading")
    combs[1]["profile"]["Int"] = 20  # an Int test, failed: it only runs (-10), 64 yards
    b = run(combs, dice=d100(50, 99), plan={("S", "declare"): "shoot:2", ("T", "declare"): "evade"}, options=NO_EDGE)
    assert evs(b, "Blow")[0].chance == 30


def test_wfrp_121_a_sputtering_bomb_rolls_a_d6_at_each_of_the_throwers_turns():
    plan = {("S", "declare"): ("shoot:2", "hold", "hold"), ("*", "declare"): "hold"}
    b = run(shooter("Bomb", (5, 0), bs=80), rounds=3, dice=d100(44, 60) + d6(3) + d6(6) + d100(27) + d6(1),
            plan=plan, options=NO_EDGE, tables={"critical": "none"})
    assert [e.faces for e in evs(b, "Rolled") if e.purpose == "sputter"] == [[3], [6]]
    assert [e.entity for e in evs(b, "Hurt")] == [2] and b.state.get(1, Fight).bomb == []


def test_wfrp_105_the_gm_may_add_a_missile_modifier_of_his_own():
    combs = shooter("Long Bow", bs=40)
    assert missile.target_number(Table(combs).state, 1, 2, "short")[0] == 40
    combs[0]["conditions"] = {"gm_modifier": -15}
    chance, parts = missile.target_number(Table(combs).state, 1, 2, "short")
    assert chance == 25 and "-15 GM's modifier (WFRP-105)" in parts


def test_wfrp_113_the_gm_may_waive_the_extreme_range_aiming_round():
    def shots(waived, dice):
        return evs(run(shooter("Long Bow", (200, 0), bs=0), dice=dice,
                       plan={("S", "declare"): "shoot:2", ("*", "declare"): "hold"},
                       options={**NO_EDGE, "extreme_aim_waived": waived}), "Blow")
    assert len(shots("always", d100(99))) == 1  # shot in round 1
    assert not shots("never", []) and not shots("group_of_5", [])  # one target: it aims


def test_wfrp_106_the_gm_decides_whether_an_evader_takes_an_int_test():
    def evader(intel, when, dice):
        t = Table(shooter("Long Bow", bs=40, tkw={"profile": {"Int": intel}}), dice=dice,
                  options={"evade_int_test": when})
        return may_evade(t.ctx, 2), t.events("Check")
    assert evader(50, "below_30", []) == (True, [])
    ok, checks = evader(50, "always", d100(60))
    assert not ok and checks[0].target == 50
    assert evader(10, "never", []) == (True, [])
