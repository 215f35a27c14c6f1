"""Missiles, formations, oil, holy water, torches, artillery (ACKS-92 to ACKS-124)."""

from __future__ import annotations

import pytest

from affray.kernel.errors import AffrayError
from affray.systems.acks2.rules import artillery as A
from affray.systems.acks2.rules import missiles as M
from affray.systems.acks2.rules import oil as O
from affray.systems.acks2.phases.combat import shoot

from .conftest import fig


def test_acks_92_range_bands():
    pens = [M.band("long bow", f) for f in (120, 125, 240, 245, 360, 365)]
    assert pens == ["short", "medium", "medium", "long", "long", None]
    assert M.band("javelin", 35) == "medium"


def archer(**kw):
    return fig("arch", "p", (0, 0), "E", "fighter-1", sheet={"missile": "long bow", "ammo": 5, **kw})


def test_acks_93_no_shot_into_the_rear_arc_or_through_walls(table):
    t = table([archer(), fig("o", "q", (-6, 0), "E", "orc")])
    assert M.shot(t.state, t.id("arch"), t.id("o"), "long bow") is None
    t = table([archer(), fig("o", "q", (6, 0), "W", "orc")], map={"walls": [[3, 0]]})
    assert M.shot(t.state, t.id("arch"), t.id("o"), "long bow") is None


def test_acks_94_cover_needs_a_natural_18(table):
    t = table([archer(dex_mod=0), fig("g", "q", (6, 0), "W", "fighter-1", sheet={"ac": 4})],
              map={"cover": {"6,0": "chest"}})
    mods = M.shot(t.state, t.id("arch"), t.id("g"), "long bow")
    assert mods == {"cover": -4} and 10 + 4 - sum(mods.values()) == 18


def test_acks_95_past_engaged_allies(table):
    t = table([archer(), fig("ally", "p", (3, 0), "N"), fig("foe", "q", (3, 1), "S", "orc"),
               fig("t", "q", (8, -3), "W", "orc")])
    t2 = table([archer(), fig("ally", "p", (3, 0), "N"), fig("foe", "q", (3, 1), "S", "orc"),
                fig("t", "q", (8, 0), "W", "orc")])
    assert "past_melee" not in M.shot(t.state, t.id("arch"), t.id("t"), "long bow")
    assert M.shot(t2.state, t2.id("arch"), t2.id("t"), "long bow")["past_melee"] == -4


def test_acks_96_precise_shooting(table):
    combat = [fig("Augilar", "p", (5, 0), "E"), fig("o", "q", (6, 0), "W", "orc")]
    t = table([archer()] + combat)
    assert M.shot(t.state, t.id("arch"), t.id("o"), "long bow") is None
    t = table([archer(profs=["precise_shooting"])] + combat)
    assert M.shot(t.state, t.id("arch"), t.id("o"), "long bow")["into_melee"] == -4
    assert M.cover_penalty("chest", True) == 0 and M.cover_penalty("waist", True) == 0


def test_acks_97_never_at_your_own_engager(table):
    t = table([archer(profs=["precise_shooting"]), fig("o", "q", (1, 0), "W", "orc")])
    assert M.shot(t.state, t.id("arch"), t.id("o"), "long bow") is None
    assert M.shot(t.state, t.id("arch"), t.id("o"), "long bow", interrupt=True) is not None


def test_acks_98_magic_bow_and_arrows(table):
    t = table([archer(missile_magic=1, ammo_magic=2, dex_mod=0), fig("o", "q", (6, 0), "W", "orc",
                                                                     sheet={"hp": 30})], dice=[15, 4])
    assert M.shot(t.state, t.id("arch"), t.id("o"), "long bow") == {"magic": 2}
    shoot(t.ctx, t.id("arch"), t.id("o"))
    assert t.events("Hurt")[-1].amount == 4 + 3


def test_acks_99_100_formations():
    """ACKS-99 formation sizes, ACKS-100 extra range against them."""
    assert M.formation_penalty("long bow", 360, "platoon") == -2
    assert M.formation_penalty("long bow", 200, "platoon") == -2
    assert M.formation_penalty("long bow", 360, "company") == 0
    assert M.formation_penalty("long bow", 200, "company") == 0
    assert M.formation_penalty("long bow", 720, "battalion") == 0
    assert M.formation_penalty("long bow", 725, "battalion") is None
    assert M.formation_penalty("long bow", 1420, "brigade") == 0
    assert M.FORMATION_REACH == {"platoon": 1, "company": 1, "battalion": 2, "brigade": 4}


def test_acks_101_random_victim_in_a_formation(table):
    from affray.systems.acks2.rules.formations import victim
    t = table([fig("x", "p", (0, 0)), fig("y", "q", (9, 9))], dice=[31])
    members = list(range(100, 130)) + [7]
    assert victim(t.ctx, members) == 129 and t.events("Rolled")[-1].sides == 31


def test_acks_102_impact_point_moves_to_the_obstacle():
    assert O.impact_point((0, 0), (0, 6), {(0, 4)}) == (0, 3)
    assert O.impact_point((0, 0), (0, 6), set()) == (0, 6)


def test_acks_103_direct_hit():
    assert O.result(14, 12, 10, 2) == "direct"
    assert O.flask_effect("oil", "direct") == {"now": "1d8", "next": "1d8", "splash_others": "1d3"}
    assert O.flask_effect("oil", "direct", "wooden structure") == {"structure": 1}


def test_acks_104_splash():
    assert O.result(12, 10, 10, 2) == "splash"
    assert O.flask_effect("oil", "splash") == {"splash_all": "1d3"}


def test_acks_105_fumble():
    assert O.result(1, 30, 10, 2) == "fumble"
    assert O.flask_effect("oil", "fumble") == {"self": "1d8", "next": "1d8"}


def test_acks_106_scatter_clockwise_from_the_line():
    assert O.scatter((0, 0), (0, 4), 3, 10) == (2, 4)
    assert O.scatter((0, 0), (0, 4), 6, 10) == (0, 2)
    assert O.scatter((0, 0), (0, 4), 12, 5) == (0, 5)
    assert O.SCATTER_DICE == {"short": "1d10", "medium": "2d10", "long": "5d10"}
    assert O.splashed((2, 4), {1: [(3, 5)], 2: [(5, 5)]}) == [1]


def test_acks_107_oil_into_melee():
    assert O.engaged_target_penalty(True, False) == -4 and O.engaged_target_penalty(True, True) == 0


def test_acks_108_unlit_oil():
    assert O.ignite("splash") == {"now": "1d3"} and O.ignite("direct") == {"now": "1d8", "next": "1d8"}


def test_acks_109_poured_oil():
    assert O.patch_burns(True, False, 3) == "1d8" and O.patch_burns(False, True, 0) == "1d8"
    assert O.patch_burns(False, False, 3) is None and O.patch_burns(True, False, 60) is None


def test_acks_110_holy_water():
    assert O.holy_water_harms("holy water", "chaotic", True) == (True, "luminous")
    assert O.holy_water_harms("holy water", "neutral", False)[0] is False
    assert O.holy_water_harms("unholy water", "lawful", True) == (True, "necrotic")


def test_acks_111_torches():
    assert O.flask_effect("torch", "direct") == {"now": "1d4"}
    assert O.flask_effect("torch", "splash") == {"now": "1"}
    assert O.flask_effect("torch", "miss")["lit"] and not O.flask_effect("torch", "fumble")["lit"]


def test_acks_112_no_str_on_flasks():
    from affray.systems.acks2.rules.damage import str_applies
    assert O.damage_bonus(3, 2) == 0 and not str_applies("thrown", "oil") and str_applies("thrown", "dagger")


TYPES = {"heavy catapult": dict(damage="3d10", aoe_radius_ft=10, min_range_ft=150, max_range_ft=600,
                                reload_rounds=2, crew=8)}


def test_acks_113_artillery_impact_point():
    assert O.impact_point((0, 0), (0, 30), {(0, 20)}) == (0, 19)
    assert A.result(12, 14, 10, 3) == "direct"


def test_acks_114_direct_hit_on_a_creature():
    assert A.direct_damage(20, {1: False, 2: True}, at_point=1) == {1: 20, 2: 10}


def test_acks_115_splash():
    assert A.result(11, 11, 10, 3) == "splash"
    assert A.splash_damage(20, {1: True, 2: False}) == {1: 0, 2: 20}


def test_acks_116_fumbles():
    assert A.fumble("pitch", "heavy catapult") == "self_fire"
    assert A.fumble("bolt", "repeating ballista") == "jammed" and A.JAM_ROUNDS == 60
    assert A.fumble("stone", "heavy catapult") == "scatter_6d6"


def test_acks_117_scatter_distance():
    assert A.scatter_multiplier(500) == 2 and 10 * A.scatter_multiplier(500) == 20
    assert A.scatter_multiplier(100) == 1
    assert O.scatter((0, 0), (0, 100), 12, 20) == (0, 104)


def test_acks_118_accuracy():
    assert A.accuracy("light catapult", "man", 30, False) == -7
    assert A.accuracy("light catapult", "man", 20, True) == -2
    assert A.accuracy("counterweight trebuchet", "huge", 0, False) == 2
    assert A.accuracy("heavy ballista", "man", 30, False) == 0


def test_acks_119_crew():
    assert A.crew_initiative_mod([0, 1, -1]) == -1 and A.crew_attack_level([3, 1, 0]) == 0
    assert A.crew_penalty(False, 2) == (-4, 4)


def test_acks_120_range_limits():
    a = A.record(TYPES, "heavy catapult")
    assert not A.in_range(a, 100) and A.in_range(a, 300) and A.ammo_penalty("crude") == -2


def test_acks_121_stone():
    assert A.structure_damage("heavy catapult", "stone", 30) == 3
    assert A.structure_damage("medium ballista", "stone", 30) == 0


def test_acks_122_wood():
    assert A.structure_damage("heavy ballista", "wood", 20) == 6
    assert A.structure_damage("light ballista", "wood", 20) == 2
    assert A.structure_damage("trebuchet", "wood", 20) == 20


def test_acks_123_burning_pitch():
    assert A.pitch_damage(14, True) == 7 and A.pitch_damage(14, False) == 14
    assert not A.fire_out(14) and A.fire_out(5 * 3)


def test_acks_124_no_record_no_shot():
    with pytest.raises(AffrayError):
        A.record(TYPES, "light ballista")


def test_acks_44_fire_then_reload():
    assert not A.reloaded(1, 2, 1) and A.reloaded(1, 3, 1)
