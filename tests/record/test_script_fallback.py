"""A `[script]` that names only what was decided: `fallback` answers the rest, filtered by
kind, figure or side (kernel/fallback.py, docs/scenarios.md)."""

from __future__ import annotations

import dataclasses
import pathlib

import msgspec
import pytest

from affray.kernel import Battle, ListOptions
from affray.kernel import ruleset as R
from affray.kernel.errors import ScenarioError, ScriptError
from affray.kernel.events import Decided
from affray.kernel.scenario import read_data

ROOT = pathlib.Path(__file__).resolve().parents[2]
FIGHTS = sorted(p for p in (ROOT / "replays").glob("*/*.toml"))


def _events(data: dict) -> list:
    battle = Battle.from_scenario(data)
    battle.run()
    assert battle.outcome is not None, battle.stop_reason
    return battle.events


def _with_a_new_kind_of_choice(ruleset):
    """The ruleset, asking every round one more choice nobody has heard of."""
    play_round = ruleset.play_round

    def asking(ctx):
        state = ctx.state
        first = next(e for e in state.entities if state.alive(e))
        yield from ctx.decide(first, "dummy", ListOptions(["stay", "go"]))
        yield from play_round(ctx)
    return dataclasses.replace(ruleset, play_round=asking)


@pytest.mark.parametrize("path", FIGHTS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_a_fight_with_fallback_plays_the_same_after_a_new_kind_of_choice(path, monkeypatch):
    data = read_data(path)
    before = _events(data)
    data["script"]["fallback"] = "tactical"
    assert _events(data) == before  # every kind the script names is still its own
    rs = R.load(data["ruleset"])
    monkeypatch.setitem(R._extra, rs.id, _with_a_new_kind_of_choice(rs))
    after = _events(data)
    dummies = [e for e in after if isinstance(e, Decided) and e.kind == "dummy"]
    assert dummies  # the new choice was asked, and the fallback answered it
    assert [e for e in after if e not in dummies] == before
    del data["script"]["fallback"]
    with pytest.raises(ScriptError, match="'dummy'"):  # without a fallback the script must
        Battle.from_scenario(data).run()  # answer it, and its next choice is of another kind


def test_a_script_of_one_side_and_a_fallback_for_the_other_replays_the_fight():
    data = read_data(ROOT / "replays" / "tft-melee" / "flavius-vs-wulf.toml")
    del data["script"]
    data["seed"] = 5
    for side in data["sides"]:
        side["policy"] = "tactical"
    played = _events(data)  # both sides tactical
    romans = [{"kind": e.kind, "choice": msgspec.to_builtins(e.choice)} for e in played
              if isinstance(e, Decided) and e.actor in (0, 1)]  # side Romans, Flavius
    assert 0 < len(romans) < sum(isinstance(e, Decided) for e in played)
    data["script"] = {"choices": romans, "sides": ["Romans"], "fallback": "tactical"}
    assert _events(data) == played


@pytest.mark.parametrize("field, value, says", [
    ("kinds", ["move"], "needs script.fallback"),
    ("fallback", "scripted", "unknown policy 'scripted'"),
    ("figures", ["Nobody"], "unknown figure 'Nobody'"),
    ("sides", ["Gauls"], "unknown side 'Gauls'"),
])
def test_bad_script_filters_are_named(field, value, says):
    data = read_data(ROOT / "replays" / "tft-melee" / "flavius-vs-wulf.toml")
    if field != "kinds" and field != "fallback":
        data["script"]["fallback"] = "tactical"
    data["script"][field] = value
    with pytest.raises(ScenarioError, match=f"script.{field}: .*{says}"):
        Battle.from_scenario(data)


def test_fallback_without_kinds_needs_each_choice_to_name_its_kind():
    data = read_data(ROOT / "replays" / "tft-melee" / "flavius-vs-wulf.toml")
    data["script"]["choices"][3] = data["script"]["choices"][3]["choice"]
    data["script"]["fallback"] = "tactical"
    with pytest.raises(ScenarioError, match=r"script.choices\[3\]: .*names its kind"):
        Battle.from_scenario(data)
