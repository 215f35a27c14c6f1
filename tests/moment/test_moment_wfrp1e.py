"""WFRP 1e mid-fight moments: any moment between rounds, written as a scenario, loads back to the
same world, and played on with the original dice and choices gives the original's events."""

from __future__ import annotations

import sys
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).parent))
from momentkit import (boundaries, examples, check_continued, check_round_trip, continued,  # noqa: E402
                       logged, scenario_at, spawned_world, stock_fight, world_at)

from affray.systems.wfrp1e.stock.figures import STOCK, build_stock  # noqa: E402

KINDS = ["archer", "dwarf", "elf", "goblin", "halfling", "human", "orc", "pistolier", "skaven",
         "beastman", "ogre"]
REPLAYS = sorted((Path(__file__).parents[2] / "replays" / "wfrp1e").glob("*.toml"))


def _in_contact(draw, data):
    if draw(st.booleans()):  # the lines in base contact (WFRP-04/06): a melee from round 1
        for c in data["combatants"]:
            half = STOCK[c["stock"]]["profile"].get("base", 2.0) / 2
            c["at"][0] = half if c["at"][0] > 0 else -half


@st.composite
def fights(draw):
    return stock_fight(draw, build_stock, KINDS, most=2, max_rounds=8, arrange=_in_contact)


@settings(max_examples=examples(15), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_wfrp_moment_round_trip(fight, data):
    check_round_trip(fight, data)


@settings(max_examples=examples(8), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_wfrp_moment_continued_with_the_original_script(fight, data):
    check_continued(fight, data)


@pytest.mark.parametrize("path", REPLAYS, ids=lambda p: p.stem)
def test_wfrp_moment_of_each_recorded_fight_every_round(path):
    scenario = msgspec.toml.decode(path.read_bytes())
    rep = logged(scenario, 7)
    marks = boundaries(rep.events)
    for k in marks:
        world, _ = spawned_world(scenario_at(rep, k))
        assert world == world_at(rep, k)
    original, again = continued(rep, marks[len(marks) // 2])
    assert again == original


def test_wfrp_moment_of_a_melee_carries_wounds_and_the_push_back():
    data = build_stock([[(1, "human")], [(1, "orc")]])
    data["combatants"][0]["at"] = [-1.0, 0.0]
    data["combatants"][1]["at"] = [1.0, 0.0]
    data["max_rounds"] = 8
    rep = logged(data, 5)
    hurt = [k for k in boundaries(rep.events) if scenario_at(rep, k)["combatants"][0]["hits"]]
    assert hurt, "the human should be hit in 8 rounds of this melee (seed 5)"
    k = hurt[0]
    moment = scenario_at(rep, k)
    man = moment["combatants"][0]
    assert man["fight"]["wounds"] == 7 - man["hits"] and man["fight"]["foes"] == [2]
    world, _ = spawned_world(moment)
    assert world == world_at(rep, k)
    original, again = continued(rep, k)
    assert again == original


# -- the mid-fight fields, spawned and checked ---------------------------------------------

def wf(*combatants, **kw):
    from affray.kernel.testing import scenario
    return scenario("wfrp1e", list(combatants), **kw)


def fig(name, side, x, **kw):
    return {"name": name, "side": side, "at": [x, 0.0], "stock": "human", **kw}


def test_wfrp_moment_fields_spawn_into_the_components_the_rules_read():
    from momentkit import spawn

    from affray.components.wfrp1e import Fight, Kit
    from affray.kernel import Vitals
    b = spawn(wf(fig("A", "red", -1.0, hits=5, fight={"wounds": 2, "prone": True, "stunned": 3,
                                                      "foes": [2], "held_by": 2},
                     kit={"missile": "Short Bow", "loaded": 0, "loading": 1, "drawn": False},
                     conditions={"evading": True}),
                 fig("B", "blue", 1.0, hits=0, fight={"foes": [1], "holding": 1}),
                 fig("C", "blue", -3.0, hits=7, dead=True, fight={"wounds": 0, "foes": []}),
                 round=4))
    f, k = b.state.get(1, Fight), b.state.get(1, Kit)
    assert (b.state.round, b.state.get(1, Vitals).hits, f.wounds, f.prone, f.stunned) == (4, 5, 2, True, 3)
    assert (f.foes, f.held_by, b.state.get(2, Fight).holding) == ([2], 2, 1)
    assert (k.loaded, k.loading, k.drawn) == (0, 1, False)
    assert b.state.get(3, Vitals).dead and not b.state.alive(3)
    assert sorted(b.state.engagement.successors(1)) == [2]
    # C is in base contact with A but its engagement is written (none): placing in contact (WFRP-04/06) does not apply
    assert b.state.get(3, Fight).foes == [] and 3 not in b.state.get(1, Fight).foes


def test_wfrp_moment_figures_in_contact_without_written_foes_still_start_engaged():
    from momentkit import spawn

    from affray.components.wfrp1e import Fight
    b = spawn(wf(fig("A", "red", -1.0, hits=2), fig("B", "blue", 1.0)))
    assert b.state.get(1, Fight).foes == [2]


@pytest.mark.parametrize("extra, place", [
    ({"hits": -1}, "hits"),
    ({"fight": {"foes": [1]}}, "fight.foes[0]"),
    ({"fight": {"foes": [3]}}, "fight.foes[0]"),          # a friend
    ({"fight": {"foes": [9]}}, "fight.foes[0]"),          # no such figure
    ({"fight": {"pushed_by": [3]}}, "fight.pushed_by[0]"),
    ({"fight": {"beat": [0]}}, "fight.beat[0]"),
    ({"fight": {"held_by": 3}}, "fight.held_by"),
    ({"fight": {"holding": 1}}, "fight.holding"),
    ({"fight": {"held_by": 2, "holding": 4}}, "fight.holding"),
    ({"fight": {"mount": 7}}, "fight.mount"),
    ({"fight": {"stunned": -2}}, "fight.stunned"),
    ({"kit": {"loaded": -1}}, "kit.loaded"),
    ({"kit": {"loaded": 1}}, "kit.loaded"),               # no missile weapon
])
def test_wfrp_moment_fields_are_checked(extra, place):
    from affray.kernel import ScenarioError
    from affray.kernel.scenario import decode
    data = wf(fig("A", "red", -1.0, **extra), fig("B", "blue", 1.0), fig("C", "red", -5.0),
              fig("D", "blue", 5.0), round=1)
    with pytest.raises(ScenarioError) as err:
        decode(data)
    assert f"combatants[0].{place}" in str(err.value) and "\n" not in str(err.value)


def test_wfrp_old_scenarios_keep_their_header_bytes():
    from affray.kernel import Battle
    b = Battle.from_scenario(wf(fig("A", "red", -1.0), fig("B", "blue", 1.0)), seed=1)
    assert not set(b.header.scenario["combatants"][0]) & {"hits", "dead", "gone"}


def test_wfrp_moment_error_from_the_cli_is_one_line_exit_2(tmp_path):
    src = REPLAYS[0].read_text()
    bad = tmp_path / "bad.toml"
    bad.write_text(src.replace("[[combatants]]\n", "[[combatants]]\nhits = -3\n", 1))
    from cli_runs import affray
    r = affray("run", "bad.toml", cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    assert "bad.toml" in r.stderr and "combatants[0].hits" in r.stderr


def test_wfrp_88_a_rider_and_its_mount_round_trip_by_id():
    data = build_stock([[(1, "human"), (1, "horse")], [(2, "orc")]])
    data["max_rounds"] = 8
    data["combatants"][0].update(rides="horse 1.2", at=[-1.5, -10.0])
    data["combatants"][1]["at"] = [-1.5, -10.0]
    data["combatants"][2]["at"] = [1.0, -10.0]
    rep = logged(data, 5)
    marks = boundaries(rep.events)
    for k in marks:
        world, _ = spawned_world(scenario_at(rep, k))
        assert world == world_at(rep, k)
    moment = scenario_at(rep, marks[3])
    assert moment["combatants"][0]["fight"]["mount"] == 2 and moment["combatants"][1]["fight"]["rider"] == 1
    assert "rides" not in moment["combatants"][0]  # the ids carry it; setup's Set is not repeated
    original, again = continued(rep, marks[3])
    assert again == original


def test_wfrp_cli_state_writes_a_moment_and_run_plays_it_on(tmp_path):
    import os
    import subprocess

    from affray.kernel import Replay
    env = {k: v for k, v in os.environ.items() if k != "AFFRAY_DEBUG"}

    def affray(*args):
        return subprocess.run([sys.executable, "-m", "affray.kernel.cli", *args], cwd=tmp_path,
                              env=env, capture_output=True, text=True)
    src = next(p for p in REPLAYS if p.stem == "ragnerek_into_the_melee")
    assert affray("run", str(src), "--seed", "7", "--out", "a.affray", "-q").returncode == 0
    a = Replay.load(tmp_path / "a.affray")
    k = boundaries(a.events)[1]
    r = affray("state", "a.affray", "--at", str(k), "--scenario", "--script", "-o", "s.toml")
    assert (r.returncode, r.stderr) == (0, "")
    assert affray("run", "s.toml", "--out", "c.affray", "-q").returncode == 0
    c = Replay.load(tmp_path / "c.affray")
    assert c.events[-1] == a.events[-1] and c.fold()["entities"] == a.fold()["entities"]
    r = affray("state", "a.affray", "--at", str(k + 1), "--scenario")
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "between rounds" in r.stderr
