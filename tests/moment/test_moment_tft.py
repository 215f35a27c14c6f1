"""Issue 19 for Melee: any moment between turns, written as a scenario, loads back to the same
world, and played on with the original dice and choices gives the original's events."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).parent))
from momentkit import boundaries, continued, logged, scenario_at, spawned_world, world_at  # noqa: E402

from affray.systems.tft.ruleset import STOCK, build_stock  # noqa: E402

KINDS = sorted(k for k in STOCK if k not in ("giant",))


@st.composite
def fights(draw):
    sides = [[(draw(st.integers(1, 3)), draw(st.sampled_from(KINDS)))] for _ in range(2)]
    data = build_stock(sides)
    policy = draw(st.sampled_from(["random", "tactical"]))
    for s in data["sides"]:
        s["policy"] = policy
    data["max_rounds"] = 12
    return data, draw(st.integers(0, 10_000))


@settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_tft_moment_round_trip(fight, data):
    scenario, seed = fight
    rep = logged(scenario, seed)
    ks = boundaries(rep.events)
    for k in data.draw(st.lists(st.sampled_from(ks), min_size=1, max_size=3, unique=True)):
        world, _ = spawned_world(scenario_at(rep, k))
        assert world == world_at(rep, k)


@settings(max_examples=10, deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_tft_moment_continued_with_the_original_script(fight, data):
    scenario, seed = fight
    rep = logged(scenario, seed)
    k = data.draw(st.sampled_from(boundaries(rep.events)))
    original, again = continued(rep, k)
    assert again == original
