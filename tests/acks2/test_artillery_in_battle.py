"""Artillery and structures played through rounds (ACKS-44, ACKS-113 to ACKS-122,
ACKS-124): the crew's shared initiative and full-round action, reloading, the four
outcomes, accuracy, range limits, damage to structures, and the scenario's validation."""

from __future__ import annotations

import pytest

from affray.components.acks2 import Status
from affray.kernel.errors import ScenarioError
from affray.kernel.events import RoundStarted
from affray.kernel.scenario import decode
from affray.kernel.testing import scenario
from affray.systems.acks2 import events as E
from affray.systems.acks2.round import play_round
from affray.systems.acks2.rules.dungeon import features, shp

from .conftest import Wants, fig

TYPES = {
    "light ballista": {"damage": "2d6", "aoe_radius_ft": 0, "min_range_ft": 10, "max_range_ft": 300,
                       "reload_rounds": 1, "crew": 2, "ammo": "bolt"},
    "repeating ballista": {"damage": "1d6", "aoe_radius_ft": 0, "min_range_ft": 10, "max_range_ft": 300,
                           "reload_rounds": 0, "crew": 2, "ammo": "bolt"},
    "light catapult": {"damage": "3d6", "aoe_radius_ft": 5, "min_range_ft": 50, "max_range_ft": 600,
                       "reload_rounds": 1, "crew": 2, "ammo": "stone"},
    "heavy ballista": {"damage": "4d6", "aoe_radius_ft": 0, "min_range_ft": 10, "max_range_ft": 300,
                       "reload_rounds": 1, "crew": 2, "ammo": "bolt"},
}


def play(t, n):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def idle(*names):
    out = {}
    for n in names:
        out[(n, "action")] = ["stay"] * 9
        out[(n, "combat")] = ["none"] * 9
    return out


def battery(table, kind, dice, tom, foes, structures=(), tom_profs=(), dick="peasant"):
    """Tom (fighter-3) and Dick crew a piece at (0,0); Tom's choices are `tom` (a list)."""
    m = {"artillery": [{"name": "bolter", "kind": kind, "at": [0, 0], "crew": ["Tom", "Dick"]}],
         "structures": list(structures)}
    p = Wants({("Tom", "action"): list(tom), **idle("Dick")})
    t = table([fig("Tom", "p", (-1, 0), "N", "fighter-3", sheet={"profs": list(tom_profs)}),
               fig("Dick", "p", (1, 0), "N", dick, sheet={"dex_mod": -1})] + foes,
              dice=dice, map=m, tables={"artillery": {kind: TYPES[kind]}},
              policies={"p": p, "q": Wants(idle(*[f["name"] for f in foes]))})
    t.p = p
    return t


def actions(t, who="Tom"):
    return [o for n, k, o in t.p.asked if n == who and k == "action"]


def test_acks_119_the_crew_shares_one_die_with_its_worst_modifier_and_acts_as_one(table):
    # crew die 4, worst DEX -1 -> both on 3; they attack as the peasant (11+) at -4 without
    # an artillerist: d20 18 -> 14 vs 11 + AC 2: a direct hit, 2d6 = 3 + 4 piercing.
    orc = fig("orc", "q", (0, 12), "S", "orc", sheet={"hp": 60})
    t = battery(table, "light ballista", [4, 1, 18, 3, 4], ["fire:0:3"], [orc])
    play(t, 1)
    assert [(i.entity, i.number) for i in t.events("Initiative")] == [(1, 3), (2, 3), (3, 1)]
    assert len([r for r in t.events("Rolled") if r.purpose == "initiative"]) == 2
    throw = t.events("Throw")[0]
    assert (throw.kind, throw.total, throw.needed, throw.hit) == ("artillery", 14, 13, True)
    assert "crew-4" in throw.note
    assert [(h.entity, h.amount, h.types) for h in t.events("Hurt")] == [(3, 7, ["piercing"])]
    assert not [o for n, k, o in t.p.asked if n == "Dick"]  # his full-round action went too
    assert t.state.get(2, Status).segment == "acted"


def test_acks_44_a_crew_that_fired_reloads_before_it_fires_again(table):
    # reload 1 round, doubled without an artillerist: rounds 2 and 3 reload, 4 fires again
    orc = fig("orc", "q", (0, 12), "S", "orc", sheet={"hp": 60})
    dice = [4, 1, 18, 3, 4] + [4, 1] + [4, 1] + [4, 1, 18, 3, 4]
    t = battery(table, "light ballista", dice, ["fire:0:3", "reload:0", "reload:0", "fire:0:3"], [orc])
    for n in (1, 2, 3, 4):
        play(t, n)
    assert [[o for o in a if o.startswith(("fire", "reload"))] for a in actions(t)] == [
        ["fire:0:3"], ["reload:0"], ["reload:0"], ["fire:0:3"]]
    assert len(t.events("Throw")) == 2
    t = battery(table, "light ballista", [4, 1, 18, 3, 4], ["fire:0:3"], [orc], tom_profs=["artillerist"])
    play(t, 1)
    assert features(t.state)[("reload", "bolter")] == 1
    assert t.events("Throw")[0].note == "direct"  # no crew penalty with an artillerist


def test_acks_114_direct_hit_full_to_the_target_half_on_a_save_around_it(table):
    # catapult with an artillerist vs a troll (large: -2) 60' away, an orc beside the impact
    # square: d20 18 - 2 = 16 vs 11 (the peasant) + AC 4: direct. 3d6 = 12: the troll takes
    # 12 with no save; the orc saves vs Blast (15+) with 16 and takes half, 6.
    troll = fig("troll", "q", (0, 12), "S", "troll", sheet={"hp": 90})
    orc = fig("orc", "q", (1, 12), "S", "orc", sheet={"hp": 60})
    t = battery(table, "light catapult", [4, 1, 1, 18, 4, 4, 4, 16], ["fire:0:3"], [troll, orc],
                tom_profs=["artillerist"])
    play(t, 1)
    assert t.events("Throw")[0].note == "direct;accuracy-2"
    assert [(h.entity, h.amount) for h in t.events("Hurt")] == [(3, 12), (4, 6)]
    assert [s.entity for s in t.events("Saved")] == [4]


def test_acks_115_splash_a_save_avoids_all(table):
    # d20 17 - 2 - 4 = 11 vs the troll's 15: a splash (>= 11, < 15). 3d6 = 9; the troll
    # saves (11+) with 12: nothing; the orc beside it fails with 3: all 9.
    troll = fig("troll", "q", (0, 12), "S", "troll", sheet={"hp": 90})
    orc = fig("orc", "q", (1, 12), "S", "orc", sheet={"hp": 60})
    t = battery(table, "light catapult", [4, 1, 1, 17, 3, 3, 3, 12, 3], ["fire:0:3"], [troll, orc])
    play(t, 1)
    assert t.events("Throw")[0].note.startswith("splash")
    assert [(h.entity, h.amount) for h in t.events("Hurt")] == [(4, 9)]


def test_acks_116_a_repeating_ballista_fumble_jams_it_for_a_turn(table):
    orc = fig("orc", "q", (0, 12), "S", "orc", sheet={"hp": 60})
    t = battery(table, "repeating ballista", [4, 1, 1, 4, 1], ["fire:0:3", "stay"], [orc])
    play(t, 1)
    play(t, 2)
    assert features(t.state)[("jam", "bolter")] == 61
    assert not [o for o in actions(t)[1] if o.startswith(("fire", "reload"))]


def test_acks_117_a_miss_scatters_3d6_per_250_feet_and_splashes_there(table):
    # orc 60' north; d20 5: a miss; 1d12 = 12 (straight on), 3d6 = 2+2+1 = 5' beyond:
    # lands at (0,13); the second orc there saves (15+) with 2 and takes 2d6 = 6.
    orc = fig("orc", "q", (0, 12), "S", "orc", sheet={"hp": 60})
    orc2 = fig("orc2", "q", (0, 13), "S", "orc", sheet={"hp": 60})
    t = battery(table, "light ballista", [4, 1, 1, 5, 12, 2, 2, 1, 3, 3, 2], ["fire:0:3"], [orc, orc2])
    play(t, 1)
    assert t.events("Note")[-1].text == "artillery lands at 0,13"
    assert [(h.entity, h.amount) for h in t.events("Hurt")] == [(4, 6)]


def test_acks_118_catapult_minus_4_against_men_and_minus_1_per_10_moved(table):
    # the orc marches 30' toward the crew before they shoot: -4 -3, and -4 crew
    orc = fig("orc", "q", (0, 20), "S", "orc", sheet={"hp": 60})
    t = table([fig("Tom", "p", (-1, 0), "N", "fighter-3"), fig("Dick", "p", (1, 0), "N", "fighter-3"),
               orc], dice=[1, 5, 10] + [6] * 12,
              map={"artillery": [{"name": "c", "kind": "light catapult", "at": [0, 0], "crew": ["Tom", "Dick"]}]},
              tables={"artillery": {"light catapult": TYPES["light catapult"]}},
              policies={"p": Wants({("Tom", "action"): "fire:0:3", **idle("Dick")}),
                        "q": Wants({("orc", "action"): "march:0,14", ("orc", "combat"): "none"})})
    play(t, 1)
    assert t.events("Throw")[0].note.endswith("accuracy-7,crew-4")


def test_acks_120_no_target_inside_the_minimum_range(table):
    near = fig("near", "q", (0, 8), "S", "orc")  # 40' < 50'
    far = fig("far", "q", (3, 14), "S", "orc")
    t = battery(table, "light catapult", [4, 1, 1, 1], ["stay"], [near, far])
    play(t, 1)
    opts = [o for o in actions(t)[0] if o.startswith("fire")]
    assert opts == ["fire:0:4"]


def test_acks_122_wooden_gate_takes_a_third_from_a_heavy_ballista_and_falls(table):
    # 4d6 = 20 -> 6 shp; the 6-shp gate is gone and its squares are open ground again
    gate = {"name": "gate", "squares": [[0, 6], [1, 6]], "material": "wood", "shp": 6}
    orc = fig("orc", "q", (0, 9), "S", "orc", sheet={"hp": 60})
    t = battery(table, "heavy ballista", [4, 1, 18, 5, 5, 5, 5], ["fire:0:@0"], [orc], structures=[gate])
    assert shp(t.state, "gate") == 6 and [0, 6] in t.state.map.walls
    play(t, 1)
    assert shp(t.state, "gate") == 0 and [0, 6] not in t.state.map.walls


def test_acks_121_light_ballista_cannot_harm_stone(table):
    wall = {"name": "tower", "squares": [[0, 6]], "material": "stone", "shp": 50}
    orc = fig("orc", "q", (0, 9), "S", "orc", sheet={"hp": 60})
    t = battery(table, "light ballista", [4, 1, 18, 6, 6], ["fire:0:@0"], [orc], structures=[wall])
    play(t, 1)
    assert t.events("Throw")[0].hit and shp(t.state, "tower") == 50


@pytest.mark.parametrize("m, tables, where, expected", [
    ({"artillery": [{"name": "b", "kind": "onager", "at": [0, 0], "crew": ["a"]}]}, {}, "map.artillery[0].kind",
     "no data record"),
    ({"artillery": [{"name": "b", "kind": "light ballista", "at": [0, 0], "crew": ["a", "zed"]}]},
     {"artillery": {"light ballista": TYPES["light ballista"]}}, "map.artillery[0].crew[1]", "combatant's name"),
    ({"artillery": [{"name": "b", "kind": "light ballista", "at": [0, 0], "crew": ["a"]}]},
     {"artillery": {"light ballista": TYPES["light ballista"]}}, "map.artillery[0].crew", "at least 2"),
    ({"structures": [{"name": "g", "squares": [[0, 1]], "material": "paper"}]}, {}, "map.structures[0].material",
     "expected one of wood, stone"),
])
def test_acks_124_artillery_without_a_record_and_bad_structures_are_refused(m, tables, where, expected):
    with pytest.raises(ScenarioError) as err:
        decode(scenario("acks2", [fig("a", "p", (0, 0)), fig("b", "q", (5, 5))], map=m, tables=tables))
    assert where in str(err.value) and expected in str(err.value)


PITCH = {"light catapult": {**TYPES["light catapult"], "ammo": "pitch"}}


def test_acks_123_burning_pitch_burns_at_once_and_again_at_the_same_count(table):
    # an artillerist crew (fighter-3s, 9+) hits the orc (AC 2) with a natural 20: the area
    # catches; the orc takes 4d6 = 12 (fails its save with 2), and at count 5 of round 2
    # 4d6 = 4, halved to 2 on a save of 20.
    crew = [fig("g1", "p", (-1, 0), "N", "fighter-3", sheet={"profs": ["artillerist"]}),
            fig("g2", "p", (1, 0), "N", "fighter-3")]
    t = table(crew + [fig("orc", "q", (0, 12), "S", "orc", sheet={"hp": 60})],
              dice=[5, 1, 20, 3, 3, 3, 3, 2, 5, 1, 1, 1, 1, 1, 20],
              map={"artillery": [{"name": "c", "kind": "light catapult", "at": [0, 0], "crew": ["g1", "g2"]}]},
              tables={"artillery": PITCH},
              policies={"p": Wants({("g1", "action"): ["fire:0:3", "stay"], **idle("g2"), ("g1", "combat"): ["none"]}),
                        "q": Wants(idle("orc"))})
    play(t, 1)
    assert [(h.entity, h.amount, h.types) for h in t.events("Hurt")] == [(3, 12, ["fire"])]
    play(t, 2)
    assert [(h.entity, h.amount) for h in t.events("Hurt")] == [(3, 12), (3, 2)]
    assert [s.ok for s in t.events("Saved")] == [False, True]


def test_acks_123_fifteen_fire_fighting_actions_put_it_out(table):
    # five fighters beside a burning gate fight the fire for three rounds: out on the 15th
    # action; the gate burned (4d6 = 12) in each of those rounds (before their count), not after.
    spots = [(-1, 9), (0, 9), (1, 9), (-1, 11), (1, 11)]
    men = [fig(f"m{i}", "p", s, "N", "fighter-1") for i, s in enumerate(spots)]
    wants = {(f"m{i}", "action"): ["fight_fire:0,10"] * 3 + ["stay"] for i in range(5)}
    wants.update({(f"m{i}", "combat"): ["none"] for i in range(5)})
    gate = {"name": "gate", "squares": [[0, 10]], "material": "wood", "shp": 200}
    t = table(men + [fig("orc", "q", (0, 30), "S", "orc")], dice=[3] * 200,
              map={"structures": [gate], "artillery": [{"name": "c", "kind": "light catapult", "at": [5, 0],
                                                        "crew": ["m0", "m1"]}]},
              tables={"artillery": PITCH}, policies={"p": Wants(wants), "q": Wants(idle("orc"))})
    t.ctx.emit(E.Feature("fire", 0, 10, "3:0:0"))
    for n in (1, 2, 3):
        play(t, n)
    assert features(t.state)[("fire", (0, 10))] == "out"
    assert shp(t.state, "gate") == 200 - 3 * 12
    play(t, 4)
    assert shp(t.state, "gate") == 200 - 3 * 12
