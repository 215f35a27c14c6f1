"""ACKS II mid-fight moments: any moment between rounds, written as a scenario, loads back to the
same world, and played on with the original dice and choices gives the original's events;
the mid-fight fields spawn into the components the rules read and are checked against them."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).parent))
from acks2_wired import MAP as WIRED_MAP, TABLES as WIRED_TABLES, undead  # noqa: E402
from momentkit import (boundaries, examples, check_continued, continued, logged, scenario_at,  # noqa: E402
                       spawn, spawned_world, stock_fight, world_at)

from affray.components.acks2 import Status  # noqa: E402
from affray.kernel import ScenarioError, Vitals  # noqa: E402
from affray.kernel.components import Conditions  # noqa: E402
from affray.kernel.scenario import decode  # noqa: E402
from affray.kernel.testing import scenario  # noqa: E402
from affray.systems.acks2.policies.tactical import TacticalPolicy  # noqa: E402
from affray.systems.acks2.stock.figures import STOCK, build_stock  # noqa: E402

KINDS = sorted(STOCK)
CLASSES = ("fighter-1", "fighter-3", "thief-3", "mage-3", "crusader-3", "knight")
REPLAYS = sorted((Path(__file__).parents[2] / "replays" / "acks2").glob("*.toml"))


def _arranged(draw, data):
    """The lines 5' to 35' apart (build_stock puts them 30' apart), and sometimes flasks of oil
    for the characters, so moments fall in melee, with missiles and with fire burning."""
    gap = draw(st.integers(1, 7))
    oil = draw(st.integers(0, 2))
    for c in data["combatants"]:
        if c["side"] != "party":
            c["at"][0] += gap - 7
        elif oil and c["stock"] in CLASSES:
            c["sheet"] = {"oil": oil}


def same(a: dict, b: dict) -> bool:
    """Equal to the byte: False and 0 are == in Python but hash to different checkpoints."""
    return _canonical.encode(a) == _canonical.encode(b)


_canonical = msgspec.msgpack.Encoder(order="sorted")


@st.composite
def fights(draw):
    return stock_fight(draw, build_stock, KINDS, most=3, max_rounds=8, arrange=_arranged)


@settings(max_examples=examples(20), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_acks_moment_round_trip(fight, data):
    scenario, seed = fight
    rep = logged(scenario, seed)
    for k in data.draw(st.lists(st.sampled_from(boundaries(rep.events)), min_size=1, max_size=3,
                                unique=True)):
        world, _ = spawned_world(scenario_at(rep, k))
        assert same(world, world_at(rep, k))


@settings(max_examples=examples(10), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_acks_moment_continued_with_the_original_script(fight, data):
    check_continued(fight, data)


@pytest.mark.parametrize("path", REPLAYS, ids=lambda p: p.stem)
def test_acks_moment_of_each_recorded_fight_every_round(path):
    rep = logged(msgspec.toml.decode(path.read_bytes()), 7)
    marks = boundaries(rep.events)
    for k in marks:
        world, _ = spawned_world(scenario_at(rep, k))
        assert same(world, world_at(rep, k))
    original, again = continued(rep, marks[len(marks) // 2])
    assert again == original


def test_acks_144_145_the_ogre_written_after_round_3_carries_its_nonlethal_tally():
    path = next(p for p in REPLAYS if p.stem == "marcus_ogre_nonlethal")
    rep = logged(msgspec.toml.decode(path.read_bytes()), 7)
    k = boundaries(rep.events)[3]  # after round 3: 8 lethal, then 6 and 9 nonlethal
    ogre = scenario_at(rep, k)["combatants"][1]
    assert (ogre["hp"], ogre["hits"], ogre["status"]["nonlethal"]) == (3, 23, 15)
    original, again = continued(rep, k)  # round 4: the blow for 7 fells it with NL 15
    assert again == original
    assert rep.fold()["entities"][1]["components"]["Status"]["nl_at_fall"] == 15


# -- fights built to reach the states a stock fight rarely reaches -------------------------

def acks(*combatants, **kw):
    return scenario("acks2", list(combatants), **kw)


def fig(name, side, at, facing="N", stock="fighter-1", **kw):
    return {"name": name, "side": side, "at": list(at), "facing": facing, "stock": stock, **kw}


def _every_moment_round_trips(rep):
    marks = boundaries(rep.events)
    for k in marks:
        world, _ = spawned_world(scenario_at(rep, k))
        assert same(world, world_at(rep, k))
    return marks


class _Flasks(TacticalPolicy):
    """Stands and throws oil while it has a target (the tactical policy charges)."""

    def _action(self, state, eid, legal):
        return "stay" if "stay" in legal else super()._action(state, eid, legal)

    def _combat(self, state, eid, legal):
        oil = [o for o in legal if o.startswith("oil:")]
        return oil[0] if oil else super()._combat(state, eid, legal)


def test_acks_103_a_moment_between_the_two_fire_dice_keeps_the_second():
    from affray.kernel.events import ConditionSet
    data = acks(fig("t1", "p", (0, 0), "E", sheet={"oil": 3, "init_mods": [6]}),
                fig("t2", "p", (0, 2), "E", sheet={"oil": 3, "init_mods": [6]}),
                fig("ogre", "q", (6, 1), "W", "ogre"), policy="tactical", max_rounds=6)
    for seed in range(20):
        rep = logged(data, seed, {"p": _Flasks()})
        marks = _every_moment_round_trips(rep)
        burning = [k for k in marks if "burning" in scenario_at(rep, k)["combatants"][2].get("conditions", {})]
        if burning:
            break
    assert burning, "some seed under 20 lands a direct hit of oil on the ogre"
    k = burning[0]
    moment = scenario_at(rep, k)
    assert moment["combatants"][2]["conditions"]["burning"][0] == moment["round"] + 1
    assert sum(c.get("status", {}).get("oil", 3) for c in moment["combatants"][:2]) < 6
    assert any(type(e) is ConditionSet and e.name == "burning" and e.entity == 3 and not e.value
               for e in rep.events[k:])  # the second 1d8 comes in the round after the moment
    original, again = continued(rep, k)
    assert again == original


def test_acks_201_a_knight_and_its_warhorse_round_trip_with_the_rider_named():
    data = build_stock([[(1, "knight")], [(3, "orc")]])
    for c in data["combatants"][2:]:
        c["at"][0] -= 4
    data["max_rounds"] = 6
    for seed in range(10):
        rep = logged(data, seed)
        marks = _every_moment_round_trips(rep)
        if len(marks) > 2:
            break
    moment = scenario_at(rep, marks[1])
    knight = moment["combatants"][1]
    assert knight.get("rides") == "warhorse1" or knight["conditions"].get("prone")
    original, again = continued(rep, marks[1])
    assert again == original


def test_acks_136_a_destroyed_skeleton_stays_in_the_moment_dead():
    data = build_stock([[(2, "fighter-3")], [(3, "skeleton")]])
    for c in data["combatants"][2:]:
        c["at"][0] -= 6
    data["max_rounds"] = 8
    for seed in range(20):
        rep = logged(data, seed)
        marks = _every_moment_round_trips(rep)
        dead = [k for k in marks if any(c.get("dead") for c in scenario_at(rep, k)["combatants"])]
        if dead:
            break
    assert dead, "the fighters destroy a skeleton in some fight under seed 20"
    bones = [c for c in scenario_at(rep, dead[0])["combatants"] if c.get("dead")]
    assert all(c["hp"] <= 0 and "unconscious" not in c.get("conditions", {}) for c in bones)
    original, again = continued(rep, dead[0])
    assert again == original


# the wired-in rules' battle (tests/helpers/acks2_wired.py): doors, traps, a ballista and a
# palisade, a chariot, holy water, torches, treasure; their state lives outside components
def wired(policy: str, rounds: int) -> dict:
    return acks(*undead(), policy=policy, max_rounds=rounds, map=WIRED_MAP, tables=WIRED_TABLES)


def _outside(state) -> tuple:
    """What the rules keep outside components: doors, traps, fires, loot, structures',
    vehicles' and pieces' state (rules/dungeon.py), and the walls they make."""
    feats = sorted(state.derived.get("acks2_features", {}).items(), key=repr)
    return feats, sorted(map(tuple, state.map.walls))


@pytest.mark.parametrize("policy, rounds, seed", [("random", 4, s) for s in range(4)] +
                         [("tactical", 12, s) for s in range(2, 4)])
def test_acks_moment_of_the_wired_battle_keeps_the_map_as_play_left_it(policy, rounds, seed):
    from momentkit import as_file

    from affray.kernel.moment import folded
    rep = logged(wired(policy, rounds), seed)
    marks = _every_moment_round_trips(rep)
    for k in marks:
        with folded(rep, k) as state:
            live = _outside(state)
        b = spawn(as_file(scenario_at(rep, k)))
        assert _outside(b.state) == live
    original, again = continued(rep, marks[len(marks) // 2])
    assert again == original


# -- the mid-fight fields, spawned, read by the rules, and checked ------------------------

def test_acks_moment_fields_spawn_into_the_components_the_rules_read():
    b = spawn(acks(
        fig("A", "red", (0, 0), "N", "thief-3", hp=-2, hits=14, conditions={"unconscious": 1, "prone": 1},
            status={"nonlethal": 3, "nl_at_fall": 3, "fell_round": 2, "fell_type": "piercing",
                    "ammo": 7, "initiative": 4, "segment": "acted", "unready_round": 2}),
        fig("B", "red", (1, 0), "N", "mage-3", status={"declared": "cast:sleep", "spell_lost": True,
                                                       "wait_for": "C", "segment": "lost"}),
        fig("C", "blue", (0, 1), "S", "orc", status={"morale": "faltering", "cleaves": 1,
                                                     "readied": True, "guarding": "D"},
            conditions={"faltering": 1}),
        fig("D", "blue", (1, 1), "S", "orc", hits=5, dead=True, hp=-1, conditions={"burning": [1, 4]}),
        round=2))
    s = b.state.get(1, Status)
    assert (b.state.round, s.hp, s.nonlethal, s.nl_at_fall, s.fell_round, s.fell_type, s.ammo) == \
        (2, -2, 3, 3, 2, "piercing", 7)
    assert b.state.get(1, Vitals).hits == 14 and b.state.get(1, Conditions).values == {"prone": 1, "unconscious": 1}
    mage = b.state.get(2, Status)
    assert (mage.declared, mage.spell_lost, mage.wait_for, mage.segment) == ("cast:sleep", True, 3, "lost")
    orc = b.state.get(3, Status)
    assert (orc.morale, orc.cleaves, orc.readied, orc.guarding) == ("faltering", 1, True, 4)
    assert not b.state.alive(4)
    # ACKS-25: the engagement follows the squares and facings; the fallen engage no one and
    # the mage and the orc face each other diagonally
    assert sorted(b.state.engagement.edges) == [(2, 3), (3, 2)]


def test_acks_71_75_a_readiness_written_mid_fight_interrupts_in_the_next_round():
    def fight(status):
        data = acks(fig("A", "red", (0, 0), "E", status=status),
                    fig("B", "blue", (3, 0), "W", sheet={"init_mods": [9]}),
                    round=1, max_rounds=2, policy="tactical")
        return logged(data, 3).events
    from affray.kernel.events import Decided
    readied = fight({"readied": True, "initiative": 3, "segment": "acted"})
    asked = [e for e in readied if type(e) is Decided and e.kind == "interrupt"]
    assert asked and asked[0].actor == 1 and asked[0].choice == "attack"
    plain = fight({"initiative": 3, "segment": "acted"})
    assert not [e for e in plain if type(e) is Decided and e.kind == "interrupt"]


def test_acks_145_138_the_fall_written_mid_fight_feeds_the_mortal_wounds_roll():
    from affray.systems.acks2.phases.treatment import treat
    from affray.kernel.world import inside
    b = spawn(acks(fig("M", "red", (0, 0), "N", "fighter-3", hp=0, conditions={"unconscious": 1},
                       status={"nonlethal": 6, "nl_at_fall": 4, "fell_round": 1, "fell_type": "slashing"}),
                   fig("H", "red", (1, 0), "N"), fig("O", "blue", (9, 9), "S", "orc"), round=1))
    with inside(b.state.world):
        treat(b.ctx, 2, 1)
    from affray.systems.acks2 import events as E
    roll = next(e for e in b.events if type(e) is E.MortalWounds)
    parts = {k: int(v) for k, v in re.findall(r"([a-z_]+)([+-]\d+)", roll.why)}
    assert int(parts["nonlethal"]) == 4 and int(parts["timing"]) == 2 and roll.table == "slashing"
    assert b.state.get(1, Status).nonlethal == 0 and b.state.get(1, Status).treated  # ACKS-146


def test_acks_201_a_rider_written_mid_fight_stands_on_its_own_square():
    # the log can hold a rider a square off its mount (an attack's 5' step, ACKS-58): the
    # moment keeps it there, as a new fight puts a rider on its mount's square
    b = spawn(acks(fig("horse", "red", (0, 0), "N", "warhorse"),
                   fig("K", "red", (0, 1), "N", "knight", rides="horse", hits=0),
                   fig("O", "blue", (9, 9), "S", "orc"), round=2))
    from affray.kernel.components import Position
    assert (b.state.get(2, Position).y, b.state.get(2, Status).riding) == (1, 1)
    b = spawn(acks(fig("horse", "red", (0, 0), "N", "warhorse"),
                   fig("K", "red", (0, 1), "N", "knight", rides="horse"), fig("O", "blue", (9, 9), "S", "orc")))
    assert b.state.get(2, Position).y == 0


def test_acks_60_a_defend_ends_with_the_guard_id_back_to_0_and_a_moment_writes_none():
    """`guarding` holds the guarded ally's id: the Defend's end sets it to 0 (not False, which
    would also hash differently), so a moment after it has no `guarding` to write."""
    sc = acks(fig("A", "red", (0, 0), status={"guarding": "D"}), fig("D", "red", (1, 0)),
              fig("B", "blue", (0, 6)), round=1, max_rounds=3)
    rep = logged(sc, 1)
    ends = [(k, ev.value) for k, ev in enumerate(rep.events) if getattr(ev, "field", "") == "guarding"]
    assert ends and ends[0][1] == 0 and type(ends[0][1]) is int
    after = next(k for k in boundaries(rep.events) if k > ends[0][0])
    written = scenario_at(rep, after)["combatants"][0]
    assert "guarding" not in written.get("status", {})


def test_acks_60_a_guard_written_as_false_is_refused():
    with pytest.raises(ScenarioError, match="guarding"):
        spawn(acks(fig("A", "red", (0, 0), status={"guarding": False}), fig("B", "blue", (0, 3)), round=1))


def test_acks_old_scenarios_keep_their_header_bytes():
    from affray.kernel import Battle
    b = Battle.from_scenario(acks(fig("A", "red", (0, 0)), fig("B", "blue", (0, 3))), seed=1)
    assert not set(b.header.scenario["combatants"][0]) & {"hits", "dead", "gone", "status"}
    m = Battle.from_scenario(wired("tactical", 2), seed=1).header.scenario["map"]
    assert not set(m) & {"fires", "loot"} and "aboard" not in m["vehicles"][0]
    assert not set(m["artillery"][0]) & {"reload", "jammed_until"}


def _four(**extra):
    return acks(fig("A", "red", (0, 0), "N", "thief-3", **extra), fig("B", "blue", (0, 1), "S", "orc"),
                fig("C", "red", (4, 0), "N", "mage-3"), fig("D", "blue", (4, 4), "S", "orc"), round=2)


@pytest.mark.parametrize("extra, place", [
    ({"hits": -1}, "hits"),
    ({"hp": 40}, "hp"),                                           # above the sheet's
    ({"hp": -3}, "hp"),                                           # ACKS-135: not unconscious
    ({"conditions": {"unconscious": 1}}, "conditions.unconscious"),  # at full hp
    ({"conditions": {"glowing": 1}}, "conditions.glowing"),       # ACKS-190: no such condition
    ({"conditions": {"burning": [2, 5]}}, "conditions.burning"),  # ACKS-103: not next round
    ({"conditions": {"burning": 4}}, "conditions.burning"),
    ({"conditions": {"frightened": 1}}, "conditions.frightened"),  # ACKS-195: already over
    ({"hp": -1, "conditions": {"unconscious": 1, "dying": 9}}, "conditions.dying"),  # untreated
    ({"status": {"nonlethal": -2}}, "status.nonlethal"),          # ACKS-144
    ({"status": {"nl_at_fall": -4}}, "status.nl_at_fall"),        # ACKS-145
    ({"status": {"fell_round": 3}}, "status.fell_round"),         # not yet played
    ({"status": {"fell_type": "cheese"}}, "status.fell_type"),    # ACKS-137
    ({"status": {"segment": "resting"}}, "status.segment"),
    ({"status": {"initiative": 3, "delay_to": -4}}, "status.delay_to"),  # ACKS-32
    ({"status": {"initiative": 0, "segment": "delayed"}}, "status.delay_to"),
    ({"status": {"wait_for": "A"}}, "status.wait_for"),           # ACKS-33: itself
    ({"status": {"wait_for": "Z"}}, "status.wait_for"),
    ({"status": {"guarding": True}}, "status.guarding"),
    ({"status": {"guarding": "B"}}, "status.guarding"),           # ACKS-60: an enemy
    ({"status": {"declared": "cast:sleep"}}, "status.declared"),  # ACKS-165: not its spell
    ({"status": {"declared": "charge"}}, "status.declared"),      # ACKS-16
    ({"status": {"cleaves": 2}}, "status.cleaves"),               # ACKS-148: thief 3 -> 1
    ({"status": {"morale": "brave"}}, "status.morale"),           # ACKS-192
    ({"status": {"ammo": 21}}, "status.ammo"),                    # ACKS-155: carries 20
    ({"status": {"oil": 1}}, "status.oil"),                       # ACKS-102: carries none
    ({"status": {"spell_lost": True}}, "status.spell_lost"),      # ACKS-166: no spells
    ({"status": {"spent": ["sleep"]}}, "status.spent"),            # ACKS-166: not its spell
    ({"status": {"moved": -5}}, "status.moved"),
    ({"status": {"hp": 3}}, "status"),                            # `hp` is the combatant's
    ({"status": {"cleaves": "two"}}, "status.cleaves"),
])
def test_acks_moment_fields_are_checked(extra, place):
    with pytest.raises(ScenarioError) as err:
        decode(_four(**extra))
    assert f"combatants[0].{place}" in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("extra, place", [
    ({"fires": {"1,1": "hot"}}, "map.fires['1,1']"),             # ACKS-123
    ({"fires": {"a": "out"}}, "map.fires['a']"),
    ({"loot": {"1,1": -5}}, "map.loot['1,1']"),                  # ACKS-199
    ({"traps": {"1,1": "rusty"}}, "map.traps['1,1']"),
])
def test_acks_moment_map_fields_are_checked(extra, place):
    data = _four()
    data["map"] = extra
    with pytest.raises(ScenarioError) as err:
        decode(data)
    assert place in str(err.value) and "\n" not in str(err.value)


def test_acks_210_a_vehicle_lists_only_its_own_people_aboard():
    data = wired("tactical", 4)
    data["round"] = 1
    data["map"] = {**WIRED_MAP, "vehicles": [{**WIRED_MAP["vehicles"][0], "aboard": ["Gus"]}]}
    with pytest.raises(ScenarioError) as err:
        decode(data)
    assert "map.vehicles[0].aboard[0]" in str(err.value)
    data["map"]["vehicles"][0]["aboard"] = ["ch2"]  # the driver has got down: not seated
    b = spawn(data)
    assert b.state.get(11, Status).riding == 0 and b.state.get(10, Status).riding == 9


def test_acks_60_165_a_declared_caster_does_not_defend():
    data = _four()
    data["combatants"][2]["status"] = {"declared": "cast:sleep", "defending": True}
    with pytest.raises(ScenarioError) as err:
        decode(data)
    assert "combatants[2].status.defending" in str(err.value)


def test_acks_moment_error_from_the_cli_is_one_line_exit_2(tmp_path):
    src = REPLAYS[0].read_text()
    bad = tmp_path / "bad.toml"
    bad.write_text(src.replace("[[combatants]]\n", "[[combatants]]\nstatus = { cleaves = -1 }\n", 1))
    from cli_runs import affray
    r = affray("run", "bad.toml", cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    assert "bad.toml" in r.stderr and "combatants[0].status.cleaves" in r.stderr


def test_acks_cli_state_writes_a_moment_and_run_plays_it_on(tmp_path):
    from functools import partial

    from cli_runs import affray
    from affray.kernel import Replay
    affray = partial(affray, cwd=tmp_path)
    src = Path(__file__).parents[2] / "systems" / "acks2" / "scenarios" / "orc_ambush.toml"
    assert affray("run", str(src), "--seed", "7", "--out", "a.affray", "-q").returncode == 0
    a = Replay.load(tmp_path / "a.affray")
    k = boundaries(a.events)[1]
    r = affray("state", "a.affray", "--at", str(k), "--scenario", "--script", "-o", "s.toml")
    assert (r.returncode, r.stderr) == (0, "")
    assert affray("run", "s.toml", "--out", "c.affray", "-q").returncode == 0
    c = Replay.load(tmp_path / "c.affray")
    assert c.events[-1] == a.events[-1] and c.fold()["entities"] == a.fold()["entities"]
