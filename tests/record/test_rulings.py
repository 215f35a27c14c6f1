"""Referee rulings in a `[script]`: each is a `Ruled` event at its point of the fight, folded
and verified like any other, and checked like any scenario field (kernel/rulings.py)."""

from __future__ import annotations

import pathlib

import pytest

from affray.kernel import Battle, Replay
from affray.kernel.errors import ScenarioError
from affray.kernel.events import Ruled, RoundStarted
from affray.kernel.moment import scenario_at
from affray.kernel.scenario import read_data

ROOT = pathlib.Path(__file__).resolve().parents[2]

RULINGS = [
    {"before_round": 2, "figure": "Wulf", "do": "condition", "name": "sanctuary", "value": True,
     "note": "the priest's blessing"},
    {"at_event": 40, "figure": "Wulf", "do": "condition", "name": "sanctuary", "value": False},
    {"before_round": 3, "figure": "Flavius", "do": "set", "name": "Vitals.hits", "value": 3},
    {"before_round": 4, "figure": "Wulf", "do": "remove", "note": "runs for the woods"},
]


def _scenario(rulings=RULINGS) -> dict:
    data = read_data(ROOT / "replays" / "tft-melee" / "flavius-vs-wulf.toml")
    for side in data["sides"]:
        side["policy"] = "tactical"
    data["seed"] = 4
    data["script"] = {"rulings": rulings}
    return data


@pytest.fixture(scope="module")
def ruled():
    battle = Battle.from_scenario(_scenario())
    battle.run()
    return battle


def test_each_ruling_is_an_event_at_its_point(ruled):
    ev = ruled.events
    starts = {e.round: i for i, e in enumerate(ev) if isinstance(e, RoundStarted)}
    assert ev[starts[2] + 1] == Ruled("condition", 2, "sanctuary", True, "the priest's blessing")
    assert ev[40] == Ruled("condition", 2, "sanctuary", False)
    assert ev[starts[3] + 1] == Ruled("set", 1, "Vitals.hits", 3)
    assert ev[starts[4] + 1] == Ruled("remove", 2, "", None, "runs for the woods")


def test_rulings_fold_and_verify(ruled):
    rep = Replay.of(ruled)
    conditions = lambda k, eid: rep.fold(k)["entities"][eid - 1]["components"]["Conditions"]["values"]  # noqa: E731
    assert conditions(40, 2) == {"sanctuary": True} and conditions(41, 2) == {}
    starts = [i for i, e in enumerate(ruled.events) if isinstance(e, RoundStarted)]
    assert rep.fold(starts[2] + 2)["entities"][0]["components"]["Vitals"]["hits"] == 3
    assert rep.verify() == len(ruled.events)


def test_a_figure_ruled_off_the_field_ends_the_fight(ruled):
    assert ruled.outcome.winner == "Romans" and ruled.state.round == 4
    assert Replay.of(ruled).fold()["entities"][1]["components"]["Vitals"]["removed"]


def test_a_moment_with_its_script_carries_the_rulings_still_to_come(ruled):
    rep = Replay.of(ruled)
    k = [i for i, e in enumerate(ruled.events) if isinstance(e, RoundStarted)][2]  # round 3
    data = scenario_at(rep, k, script=True)
    assert [r["before_round"] for r in data["script"]["rulings"]] == [3, 4]
    again = Battle.from_scenario(data)
    again.run()
    assert again.events[-(len(ruled.events) - k - 1):] == ruled.events[k + 1:]


@pytest.mark.parametrize("ruling, says", [
    ({"before_round": 2, "figure": "Wulf", "do": "curse"}, r"rulings\[0\].do: expected one of"),
    ({"before_round": 2, "figure": "Otto", "do": "remove"}, r"rulings\[0\].figure: unknown figure"),
    ({"figure": "Wulf", "do": "remove"}, r"rulings\[0\]: expected one of before_round or at_event"),
    ({"before_round": 0, "figure": "Wulf", "do": "remove"}, r"rulings\[0\].before_round: expected a round"),
    ({"before_round": 2, "figure": "Wulf", "do": "set", "name": "Vitals.luck", "value": 1},
     r"rulings\[0\].name: expected Type.field"),
    ({"before_round": 2, "figure": "Wulf", "do": "set", "name": "Vitals.hits", "value": "many"},
     r"rulings\[0\].value: not a value of Vitals.hits"),
    ({"before_round": 2, "figure": "Wulf", "do": "condition"}, r"rulings\[0\].name: expected the"),
])
def test_bad_rulings_are_named(ruling, says):
    with pytest.raises(ScenarioError, match="script." + says):
        Battle.from_scenario(_scenario([ruling]))


def test_a_figure_brought_into_the_fight_acts_from_then_on():
    data = _scenario([
        {"before_round": 1, "figure": "Hrolf", "do": "remove", "note": "not here yet"},
        {"before_round": 3, "figure": "Hrolf", "do": "enter", "value": [0, 0],
         "note": "comes out of the woods"},
    ])
    data["combatants"].append({"name": "Hrolf", "side": "Germans", "st": 12, "dx": 12,
                               "weapons": ["broadsword"], "at": [-6, 3], "facing": 0})
    data["max_rounds"] = 5
    battle = Battle.from_scenario(data)
    battle.run()
    ev = battle.events
    enter = ev.index(Ruled("enter", 3, "", [0, 0], "comes out of the woods"))
    acts = [i for i, e in enumerate(ev) if getattr(e, "actor", None) == 3]
    assert acts and min(acts) > enter  # asked nothing before it came in
    rep = Replay.of(battle)
    hrolf = lambda k: rep.fold(k)["entities"][2]["components"]  # noqa: E731
    assert hrolf(enter)["Vitals"]["removed"] and not hrolf(enter + 1)["Vitals"]["removed"]
    assert hrolf(enter + 1)["Position"] == {"x": 0, "y": 0}
    assert rep.verify() == len(ev)
