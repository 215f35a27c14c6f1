"""Each option shape asked through `ctx.decide` in a battle: played by the random-legal,
tactical and scripted policies, logged, replayed and verified byte for byte."""

import re

import msgspec
import pytest
from hypothesis import given, settings, strategies as st

from affray.kernel import Battle, Decided, IllegalChoice, Replay
from affray.kernel import ruleset as R
from affray.kernel.moment import remaining_script, to_toml
from affray.kernel.testing import scenario
from shapeplay import RULESET

FIGURES = [{"name": "Ann", "side": "red", "at": [0, 0]},
           {"name": "Bob", "side": "red", "at": [0, 1]},
           {"name": "Cyd", "side": "blue", "at": [3, 0]}]
KINDS = {"order", "step", "turn", "how far", "walk to", "face", "strike", "glare"}


@pytest.fixture(autouse=True)
def registered(monkeypatch):
    monkeypatch.setitem(R._extra, "shapes", RULESET)


def play(policy="random", seed=1, choices=None, dice=None, rounds=3):
    sc = scenario("shapes", FIGURES, policy=policy, dice=dice, choices=choices,
                  max_rounds=rounds)
    battle = Battle.from_scenario(sc, seed=seed)
    battle.run()
    return battle


def decided(battle):
    return [e for e in battle.events if type(e) is Decided]


@pytest.mark.parametrize("policy", ["random", "tactical"])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_shape_is_asked_logged_and_verified(policy, seed):
    battle = play(policy, seed)
    assert {e.kind for e in decided(battle)} == KINDS
    assert Replay.of(battle).verify() == len(battle.events)


def test_a_fight_written_as_a_script_of_its_logged_choices_plays_the_same_events():
    first = play("random", seed=5)
    log = msgspec.json.decode(msgspec.json.encode([e.choice for e in decided(first)]))
    dice = [e.faces[0] for e in first.events if type(e).__name__ == "Rolled"]
    again = play(choices=log, dice=dice)
    assert [msgspec.msgpack.encode(e) for e in again.events] == \
        [msgspec.msgpack.encode(e) for e in first.events]
    assert Replay.of(again).verify() == len(again.events)


def test_a_script_names_a_legal_value_the_policy_list_never_offered():
    first = play("tactical", seed=3, rounds=1)
    choices = [e.choice for e in decided(first)]
    glare = [i for i, e in enumerate(decided(first)) if e.kind == "glare"]
    offered = decided(first)[glare[0]].choice
    other = next(e for e in (1, 2, 3) if e != offered and first.state.side[e] !=
                 first.state.side[decided(first)[glare[0]].actor])
    choices[glare[0]] = other
    dice = [e.faces[0] for e in first.events if type(e).__name__ == "Rolled"]
    again = play(choices=choices, dice=dice, rounds=1)
    assert [e.choice for e in decided(again)][glare[0]] == other
    assert Replay.of(again).verify() == len(again.events)


@pytest.mark.parametrize("kind, bad, reason", [
    ("order", [1, 2], "leaves out [3]"),
    ("step", [5, 5], "is not one of the 7 legal hexes"),
    ("turn", 360, "is not a heading"),
    ("how far", 1.25, "is not 0 plus a multiple of 0.5"),
    ("walk to", [9.0, 9.0], "more than"),
    ("face", 30, "is not 0 plus a multiple of 60"),
    ("strike", [99], "99 is not one of"),
])
def test_an_illegal_scripted_value_of_each_shape_is_refused_naming_the_event(kind, bad, reason):
    first = play("tactical", seed=3, rounds=1)
    choices = [e.choice for e in decided(first)]
    at = next(i for i, e in enumerate(decided(first)) if e.kind == kind)
    choices[at] = bad
    with pytest.raises(IllegalChoice, match=rf"^event \d+: Scripted chose {kind!r} .*{re.escape(reason)}"):
        play(choices=choices, dice=[6] * 40, rounds=1)


def test_a_host_reads_the_shape_of_the_pending_request():
    sc = scenario("shapes", FIGURES, policy="host")
    battle = Battle.from_scenario(sc, seed=1)
    req = battle.step()
    assert battle.describe_options(req.actor) == {"shape": "order", "items": [1, 2, 3]}
    req = battle.submit(req.actor, [3, 1, 2])
    assert battle.describe_options(req.actor)["shape"] == "cell"
    req = battle.submit(req.actor, [3, 0])
    assert battle.describe_options(req.actor) == {"shape": "heading", "from": 270,
                                                  "width": 180, "step": None}
    with pytest.raises(IllegalChoice, match="outside the arc"):
        battle.submit(req.actor, 180.0)


def test_a_script_written_to_toml_from_the_log_replays_every_shape_byte_for_byte(tmp_path):
    first = play("random", seed=8)
    rep = Replay.of(first)
    data = msgspec.to_builtins(rep.header.scenario)
    data["script"] = remaining_script(rep, 0)
    path = tmp_path / "shapes.toml"
    path.write_text(to_toml(data))
    again = Battle.from_scenario(path)
    again.run()
    assert {e.kind for e in decided(again)} == KINDS
    assert [msgspec.msgpack.encode(e) for e in again.events] == \
        [msgspec.msgpack.encode(e) for e in first.events]


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**32))
def test_random_play_of_every_shape_always_verifies(seed):
    battle = play("random", seed)
    assert Replay.of(battle).verify() == len(battle.events)
