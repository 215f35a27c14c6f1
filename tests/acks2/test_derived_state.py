"""`state.derived` keeps its contract in acks2 battles (docs/architecture.md#derived-state):
after any prefix of a battle, every index the rules keep equals its rebuild from the
components alone, and dropping every cache there leaves the whole log byte for byte."""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from derived_check import check_battle, stock  # tests/helpers

ROOT = Path(__file__).resolve().parents[2]
FIGHTS = ['1 fighter-1 v 1 orc', '2 thief-3 v 3 goblin', '1 ogre v 3 fighter-1']
cuts = st.lists(st.floats(0, 1), min_size=1, max_size=3)
policy = st.sampled_from([None, "random"])


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIGHTS), st.integers(1, 10**6), cuts, policy)
def test_derived_indexes_rebuild_from_components_after_any_prefix(fight, seed, at, pol):
    assert check_battle(stock("acks2", fight), seed, at, pol) > 0


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIGHTS + ["default"]), st.integers(1, 10**6), cuts, policy)
def test_derived_indexes_rebuild_in_long_runs(fight, seed, at, pol):
    scenario = ROOT / "systems/acks2/scenarios/orc_ambush.toml" if fight == "default" else stock("acks2", fight)
    assert check_battle(scenario, seed, at, pol) > 0
