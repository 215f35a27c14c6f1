"""Issue 19 for WFRP 1e: any moment between rounds, written as a scenario, loads back to the
same world, and played on with the original dice and choices gives the original's events."""

from __future__ import annotations

import sys
from pathlib import Path

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).parent))
from momentkit import boundaries, continued, logged, scenario_at, spawned_world, world_at  # noqa: E402

from affray.systems.wfrp1e.stock.figures import STOCK, build_stock  # noqa: E402

KINDS = ["archer", "dwarf", "elf", "goblin", "halfling", "human", "orc", "pistolier", "skaven",
         "beastman", "ogre"]
REPLAYS = sorted((Path(__file__).parents[2] / "replays" / "wfrp1e").glob("*.toml"))


@st.composite
def fights(draw):
    sides = [[(draw(st.integers(1, 2)), draw(st.sampled_from(KINDS)))] for _ in range(2)]
    data = build_stock(sides)
    if draw(st.booleans()):  # the lines in base contact (WFRP-14): a melee from round 1
        for c in data["combatants"]:
            half = STOCK[c["stock"]]["profile"].get("base", 2.0) / 2
            c["at"][0] = half if c["at"][0] > 0 else -half
    data["max_rounds"] = 8
    return data, draw(st.integers(0, 10_000))


@settings(max_examples=15, deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_wfrp_moment_round_trip(fight, data):
    scenario, seed = fight
    rep = logged(scenario, seed)
    for k in data.draw(st.lists(st.sampled_from(boundaries(rep.events)), min_size=1, max_size=3,
                                unique=True)):
        world, _ = spawned_world(scenario_at(rep, k))
        assert world == world_at(rep, k)


@settings(max_examples=8, deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_wfrp_moment_continued_with_the_original_script(fight, data):
    scenario, seed = fight
    rep = logged(scenario, seed)
    k = data.draw(st.sampled_from(boundaries(rep.events)))
    original, again = continued(rep, k)
    assert again == original


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
