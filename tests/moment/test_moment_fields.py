"""The mid-fight fields of each ruleset, spawned and checked (one-line errors that
name the place), the moment CLI and the embedding API."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import msgspec
import pytest

sys.path.insert(0, str(Path(__file__).parent))
from momentkit import boundaries, logged, spawn  # noqa: E402

from affray.components.destrier import Ledger, Status as DsStatus  # noqa: E402
from affray.components.starkpool import Fights, Gear, Spellbook, Turn  # noqa: E402
from affray.components.tft import Kit, Status  # noqa: E402
from affray.kernel import AffrayError, Battle, Replay, ScenarioError, Vitals  # noqa: E402
from affray.kernel.components import Conditions  # noqa: E402
from affray.kernel.moment import scenario_at  # noqa: E402
from affray.kernel.scenario import decode  # noqa: E402
from affray.kernel.testing import scenario  # noqa: E402
from affray.systems.tft.testing import human  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]


def tft(*combatants, **kw):
    return scenario("tft-melee", list(combatants), **kw)


def refused(data) -> str:
    with pytest.raises(ScenarioError) as err:
        decode(data)
    return str(err.value)


# -- Melee -------------------------------------------------------------------------------

def test_tft_13_a_new_fight_refuses_hits_unless_wounds_carry_over():
    assert "combatants[0].hits" in refused(tft(human("A", "red", (0, 0), hits=3), human("B", "blue", (5, 0))))
    b = spawn(tft(human("A", "red", (0, 0), hits=3), human("B", "blue", (5, 0)),
                  options={"carry_wounds": "allow"}))
    assert b.state.get(1, Vitals).hits == 3


def test_tft_moment_fields_spawn_into_the_components_the_rules_read():
    b = spawn(tft(human("A", "red", (0, 0), hits=7, hits_last_turn=5, posture="prone",
                        weapons=["broadsword", "dagger"], shield="small shield",
                        dropped=[["broadsword", 1, 0]], ready="dagger", conditions={"ep": 4}),
                  human("B", "blue", (5, 0)), round=3))
    s, k = b.state.get(1, Status), b.state.get(1, Kit)
    assert (b.state.round, b.state.get(1, Vitals).hits, s.wounded, s.posture) == (3, 7, True, "prone")
    assert (k.carried, k.ready, k.shield, k.loose) == (["dagger"], "dagger", "small shield",
                                                        [["broadsword", 1, 0, True]])
    assert b.state.derived["tft_ground"] == {(1, 0): [("broadsword", 1)]}  # TFT-23: a counter to pick up
    assert b.state.get(1, Conditions).values == {"ep": 4}


def test_tft_127_hits_last_turn_below_five_leave_no_wound():
    b = spawn(tft(human("A", "red", (0, 0), hits=4, hits_last_turn=4), human("B", "blue", (5, 0)), round=1))
    assert not b.state.get(1, Status).wounded


def test_tft_131_st_and_hits_decide_unconscious_and_dead():
    b = spawn(tft(human("A", "red", (0, 0), hits=11), human("B", "blue", (5, 0), hits=12), round=1))
    assert (b.state.get(1, Status).unconscious, b.state.get(2, Vitals).dead) == (True, True)
    assert "combatants[0].dead" in refused(tft(human("A", "red", (0, 0), hits=12, dead=False),
                                               human("B", "blue", (5, 0)), round=1))


def test_tft_107_a_figure_cannot_start_in_hth_alone():
    msg = refused(tft(human("A", "red", (0, 0), posture="hth"), human("B", "blue", (5, 0)), round=1))
    assert "combatants[0].posture" in msg and "nobody" in msg
    b = spawn(tft(human("A", "red", (0, 0), posture="hth"), human("B", "blue", (0, 0), posture="hth"),
                  round=1))
    assert list(b.state.engagement.edges) == []  # TFT-57: figures in HTH have no front


def test_tft_two_standing_enemies_cannot_share_a_hex():
    assert "is taken by" in refused(tft(human("A", "red", (0, 0)), human("B", "blue", (0, 0)), round=1))


@pytest.mark.parametrize("field, value, place", [
    ("ready", "longbow", "ready"),
    ("reload_left", 1, "reload_left"),
    ("hits_last_turn", 9, "hits_last_turn"),
    ("posture", "sitting", "posture"),
    ("conditions", {"hth_dazed": 5}, "conditions.hth_dazed"),
    ("conditions", {"asleep": 1}, "conditions.asleep"),
    ("carried", ["broadsword", "small shield", "large shield"], "carried"),
    ("dropped", [["broadsword", 1]], "dropped[0]"),
])
def test_tft_moment_fields_are_checked_against_the_rules(field, value, place):
    a = human("A", "red", (0, 0), hits=5, weapons=["broadsword"], carried=["broadsword"])
    a[field] = value
    assert f"combatants[0].{place}" in refused(tft(a, human("B", "blue", (5, 0)), round=2))


def test_old_scenarios_log_no_mid_fight_fields():
    """UNSET fields are left out of the header: every older log keeps its bytes."""
    b = Battle.from_scenario(tft(human("A", "red", (0, 0)), human("B", "blue", (5, 0))), seed=1)
    assert "round" not in b.header.scenario
    assert not set(b.header.scenario["combatants"][0]) & {"hits", "posture", "carried", "dropped"}


# -- Destrier ------------------------------------------------------------------------------

def ds(*combatants, **kw):
    return scenario("destrier", list(combatants), **kw)


def knight(name, side, x, **kw):
    return {"name": name, "side": side, "at": [x, 0.0], "stock": "man-at-arms", **kw}


def test_destrier_moment_fields_spawn():
    b = spawn(ds(knight("A", "red", 0, hits=6, ledger={"bonus": 2, "spent": 3}, blows=1,
                        status={"restrained_by": [2], "prone": True}),
                 knight("B", "blue", 1.0), round=2))
    led, st = b.state.get(1, Ledger), b.state.get(1, DsStatus)
    assert (led.left, led.bonus, led.spent, st.damage, b.state.get(1, Vitals).hits) == (1, 2, 3, 6, 6)
    assert st.restrained_by == [2]


@pytest.mark.parametrize("extra, place", [
    ({"status": {"restrained_by": [1]}}, "status.restrained_by[0]"),
    ({"status": {"restrained_by": [3]}}, "status.restrained_by[0]"),
    ({"status": {"contact_phase": {"2": 7}}}, "status.contact_phase.2"),
    ({"ledger": {"luck": 1}}, "ledger.luck"),
    ({"hits": -1}, "hits"),
])
def test_destrier_moment_fields_are_checked(extra, place):
    data = ds(knight("A", "red", 0, **extra), knight("B", "blue", 1.0), knight("C", "red", 4.0), round=1)
    assert f"combatants[0].{place}" in refused(data)


# -- Starkpool -----------------------------------------------------------------------------

def sp(*combatants, **kw):
    return scenario("starkpool", list(combatants), **kw)


def man(name, side, x, **kw):
    return {"name": name, "side": side, "x": x, "y": 0.0, "kind": "fighter", "level": 2,
            "weapon": "sword", **kw}


def test_starkpool_moment_fields_spawn():
    b = spawn(sp(man("A", "A", 0.0, hits=3, spells=["sleep"], kind="magic_user", spells_used=["sleep"],
                     dropped=[["sword", 0.5, 0.0]], weapon="", conditions={"fleeing": 2},
                     fights=[{"foe": "B", "started_by": "B", "exchanges": 2, "last_first": "A"}],
                     last_round={"charged": True}),
                 man("B", "B", 1.0), round=2))
    assert b.state.get(1, Vitals).hits == 3
    assert b.state.get(1, Spellbook).used == ["sleep"]
    assert b.state.get(1, Gear).dropped == [["sword", 0.5, 0.0]]
    assert b.state.derived["_sp_droppers"] == {1}  # SP-134: the sword can be picked up again
    assert [(p.foe, p.started_by, p.exchanges, p.last_first) for p in b.state.get(1, Fights).pairs] == [(2, 2, 2, 1)]
    assert b.state.get(1, Turn).charged and b.state.get(1, Conditions).values == {"fleeing": 2}


@pytest.mark.parametrize("extra, place", [
    ({"fights": [{"foe": "C", "started_by": "A"}]}, "fights[0].foe"),
    ({"fights": [{"foe": "Z", "started_by": "A"}]}, "fights[0].foe"),
    ({"spells_used": ["sleep"]}, "spells_used[0]"),
    ({"pavis_state": "planted"}, "pavis_at"),
    ({"mounted": False}, "mounted"),
    ({"conditions": {"grumpy": 1}}, "conditions.grumpy"),
    ({"missile_state": "unstrung"}, "missile_state"),
    ({"last_round": {"charged": "yes"}}, "last_round"),
])
def test_starkpool_moment_fields_are_checked(extra, place):
    data = sp(man("A", "A", 0.0, **extra), man("B", "B", 1.0), man("C", "A", 3.0), round=1)
    assert f"combatants[0].{place}" in refused(data)


# -- kernel: moments, API, CLI ----------------------------------------------------------------

def test_a_scenario_round_must_be_below_max_rounds():
    assert "round" in refused(tft(human("A", "red", (0, 0)), human("B", "blue", (5, 0)), round=5,
                                  max_rounds=5))


def test_a_moment_is_taken_between_rounds_only():
    rep = logged(tft(human("A", "red", (0, 0)), human("B", "blue", (3, 0), facing=3)), 2)
    k = boundaries(rep.events)[1]
    with pytest.raises(AffrayError, match=rf"no moment at {k + 1}: event {k + 1} is inside round 2.*{k} \(before round 2\)"):
        scenario_at(rep, k + 1)


def test_battle_from_state_plays_on_from_a_moment(tmp_path):
    rep = logged(tft(human("A", "red", (0, 0)), human("B", "blue", (3, 0), facing=3),
                     max_rounds=30), 4)
    k = boundaries(rep.events)[1]
    b = Battle.from_state(rep, k, seed=9, keep_events=True)
    assert b.scenario.rounds_played == 1
    b.run()
    assert b.events[-1].__class__.__name__ == "Ended"
    same = Battle.from_state(rep, k, script=True)
    same.run()  # the original's dice and choices from K on: the original's ending
    assert msgspec.msgpack.encode(same.events[-1]) == msgspec.msgpack.encode(rep.events[-1])


def affray(*args, cwd):
    env = dict(os.environ)
    env.pop("AFFRAY_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "affray.kernel.cli", *args], cwd=cwd, env=env,
                          capture_output=True, text=True)


def test_cli_state_writes_a_moment_and_run_plays_it(tmp_path):
    src = ROOT / "systems" / "tft" / "scenarios" / "default.toml"
    assert affray("run", str(src), "--seed", "3", "--out", "a.affray", "-q", cwd=tmp_path).returncode == 0
    k = boundaries(Replay.load(tmp_path / "a.affray").events)[2]
    r = affray("state", "a.affray", "--at", str(k), "--scenario", "-o", "m.toml", cwd=tmp_path)
    assert (r.returncode, r.stderr) == (0, "")
    assert "round = 2" in (tmp_path / "m.toml").read_text()
    r = affray("run", "m.toml", "--seed", "5", "--out", "b.affray", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    again = affray("state", "a.affray", "--at", str(k), "--scenario", "--script", "-o", "s.toml", cwd=tmp_path)
    assert again.returncode == 0
    assert affray("run", "s.toml", "--out", "c.affray", "-q", cwd=tmp_path).returncode == 0
    a, c = Replay.load(tmp_path / "a.affray"), Replay.load(tmp_path / "c.affray")
    assert c.events[-1] == a.events[-1] and c.fold()["entities"] == a.fold()["entities"]


def test_cli_moment_errors_are_one_line_exit_2(tmp_path):
    src = ROOT / "systems" / "tft" / "scenarios" / "default.toml"
    affray("run", str(src), "--seed", "3", "--out", "a.affray", "-q", cwd=tmp_path)
    r = affray("state", "a.affray", "--at", "7", "--scenario", cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "inside round 1" in r.stderr
    bad = (tmp_path / "bad.toml")
    bad.write_text(src.read_text().replace('name = "Marcus"', 'name = "Marcus"\nposture = "hth"\nhits = 2')
                   .replace("max_rounds = 40", "max_rounds = 40\nround = 1"))
    r = affray("run", "bad.toml", cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.count("\n") == 1
    assert "bad.toml" in r.stderr and "combatants[0].posture" in r.stderr


def test_docs_scenarios_mid_fight_example_runs():
    text = (ROOT / "docs" / "scenarios.md").read_text()
    start = text.index("```python", text.index("## Starting mid-fight")) + len("```python")
    code = text[start:text.index("```", start)]
    ns: dict = {}
    exec(code, ns)  # the example in the docs, as a user would paste it
    b = ns["battle"]
    assert (b.state.round, b.scenario.combatants[0].posture) == (3, "hth")
    b.run()
    assert b.over and b.state.round > 3


def test_any_caller_of_ruleset_setup_gets_the_mid_fight_fields():
    """Test helpers and hosts that run `ruleset.setup` themselves spawn the same figures."""
    import pickle
    from affray.systems.tft.testing import placed
    b = placed([human("A", "red", (0, 0), hits=4, posture="kneeling"), human("B", "blue", (5, 0))],
               carry_wounds="allow")
    assert (b.state.get(1, Vitals).hits, b.state.get(1, Status).posture) == (4, "kneeling")
    assert pickle.loads(pickle.dumps(b.ruleset.setup)).moment == b.ruleset.moment
