"""`state.derived` keeps its contract in tft-melee battles (docs/architecture.md#derived-state):
after any prefix of a battle, every index the rules keep equals its rebuild from the
components alone, and dropping every cache there leaves the whole log byte for byte."""

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from derived_check import check_battle, stock  # tests/helpers

ROOT = Path(__file__).resolve().parents[2]
FIGHTS = ['1 orc v 1 human', '3 orc v 3 human', '1 giant v 3 human']
cuts = st.lists(st.floats(0, 1), min_size=1, max_size=3)
policy = st.sampled_from([None, "random"])


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIGHTS), st.integers(1, 10**6), cuts, policy)
def test_derived_indexes_rebuild_from_components_after_any_prefix(fight, seed, at, pol):
    assert check_battle(stock("tft-melee", fight), seed, at, pol) > 0


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(FIGHTS + ["default"]), st.integers(1, 10**6), cuts, policy)
def test_derived_indexes_rebuild_in_long_runs(fight, seed, at, pol):
    scenario = ROOT / "systems/tft/scenarios/default.toml" if fight == "default" else stock("tft-melee", fight)
    assert check_battle(scenario, seed, at, pol) > 0


def test_the_check_sees_a_stale_index_and_a_cache_that_is_state(monkeypatch):
    """A check that compared nothing would pass everything."""
    from affray.kernel.ruleset import Derived, load
    declared = load("tft-melee").derived
    monkeypatch.setitem(declared, "tft_occ", Derived("wrong", lambda state: {(0, 0): [1]}))
    with pytest.raises(AssertionError, match="tft_occ after event"):
        check_battle(stock("tft-melee", "1 orc v 1 human"), 1, [0.5])
    monkeypatch.setitem(declared, "tft_occ", Derived("an index called a cache"))
    with pytest.raises((AssertionError, KeyError)):
        check_battle(stock("tft-melee", "1 orc v 1 human"), 1, [0.5])
