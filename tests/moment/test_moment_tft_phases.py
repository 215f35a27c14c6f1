"""Melee inside a turn: a battle cut at the start of a movement or attack phase, written as a
scenario (`phase`, `turn`, each figure's `this_turn`), played on with the original's dice and
choices, gives the original's events from the cut on, byte for byte (kernel/phase_start.py)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).parent))
from momentkit import as_file, examples, frames, logged, stock_fight  # noqa: E402
from phasecut import check_cut_twice  # noqa: E402

from affray.kernel import AffrayError, Battle  # noqa: E402
from affray.kernel.errors import ScenarioError  # noqa: E402
from affray.kernel.events import PhaseStarted  # noqa: E402
from affray.kernel.moment import boundaries, scenario_at  # noqa: E402
from affray.systems.tft.ruleset import STOCK, build_stock  # noqa: E402
from affray.systems.tft.turn_moment import PHASES  # noqa: E402

KINDS = sorted(k for k in STOCK if k not in ("giant",))


@st.composite
def fights(draw):
    return stock_fight(draw, build_stock, KINDS, most=3, max_rounds=8)


def _inside(events) -> list[int]:
    return [k for k in boundaries(events, PHASES) if type(events[k]) is PhaseStarted]


def _continued(rep, k):
    data = as_file(scenario_at(rep, k, script=True))
    battle = Battle.from_scenario(data)
    battle.run()
    n = next(i for i, ev in enumerate(battle.events) if type(ev) is PhaseStarted)
    return frames(rep.events[k:]), frames(battle.events[n:]), data


@settings(max_examples=examples(10), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_tft_a_moment_inside_a_turn_plays_on_as_the_original(fight, data):
    scenario, seed = fight
    rep = logged(scenario, seed)
    cuts = _inside(rep.events)
    if not cuts:
        return
    original, again, _ = _continued(rep, data.draw(st.sampled_from(cuts)))
    assert again == original


@settings(max_examples=examples(5), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_tft_a_battle_begun_inside_a_turn_can_be_cut_again(fight, data):
    check_cut_twice(fight, data, PHASES)


def test_tft_the_written_turn_names_who_was_up_and_the_move_order():
    scenario = build_stock([[(2, "human")], [(2, "orc")]])
    rep = logged(scenario, 3)
    movement = next(k for k in _inside(rep.events) if rep.events[k].phase == "movement")
    data = scenario_at(rep, movement)
    assert data["phase"] == "movement" and data["round"] == 0
    assert sorted(data["turn"]["up"]) == sorted(c["name"] for c in scenario["combatants"])
    assert sorted(data["turn"]["order"]) == [0, 1]
    attack = next(k for k in _inside(rep.events) if rep.events[k].phase == "attack")
    data = scenario_at(rep, attack)
    assert all("option" in c["this_turn"] for c in data["combatants"])  # each chose an option


def test_tft_a_cut_inside_a_phase_names_the_nearest_boundaries():
    rep = logged(build_stock([[(1, "human")], [(1, "orc")]]), 3)
    k = _inside(rep.events)[1] + 1
    with pytest.raises(AffrayError, match=r"at a RoundStarted event or the start of a phase "
                       r"\(movement, attack, end\): \d+ \(the \w+ phase of round 1\)"):
        scenario_at(rep, k)


@pytest.mark.parametrize("change, says", [
    ({"phase": "timekeeping"}, "phase: tft-melee can start at ['movement', 'attack', 'end']"),
    ({"turn": {"up": ["Nobody"]}}, "turn.up: unknown figure 'Nobody'"),
    ({"turn": {"up": [], "order": [0, 0]}}, "turn.order: expected the sides' indexes"),
])
def test_tft_a_bad_turn_is_named(change, says):
    rep = logged(build_stock([[(1, "human")], [(1, "orc")]]), 3)
    data = as_file(scenario_at(rep, _inside(rep.events)[0]))
    data.update(change)
    with pytest.raises(ScenarioError, match=says.replace("[", r"\[").replace("(", r"\(")):
        Battle.from_scenario(data)
