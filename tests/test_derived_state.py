"""`state.derived` keeps its contract in every ruleset's battles
(docs/architecture.md#derived-state): after any prefix of a battle, every index the rules keep
equals its rebuild from the components alone, and dropping every cache there leaves the whole
log byte for byte."""

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from affray.kernel.ruleset import Derived, load
from derived_check import check_battle, stock  # tests/helpers

FIGHTS = {
    "tft-melee": ["1 orc v 1 human", "3 orc v 3 human", "1 giant v 3 human"],
    "starkpool": ["1 fighter v 1 orc", "2 archer v 3 orc", "1 hill-giant v 3 fighter"],
    "wfrp1e": ["1 human warrior v 1 orc", "2 archer v 2 orc", "1 giant v 3 human warrior"],
    "acks2": ["1 fighter-1 v 1 orc", "2 thief-3 v 3 goblin", "1 ogre v 3 fighter-1"],
    "destrier": ["1 knight v 1 man-at-arms", "1 man-at-arms v 1 orc"],
}
cuts = st.lists(st.floats(0, 1), min_size=1, max_size=3)
policy = st.sampled_from([None, "random"])


@pytest.mark.parametrize("rid", FIGHTS)
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(1, 10**6), at=cuts, pol=policy)
def test_derived_indexes_rebuild_from_components_after_any_prefix(rid, data, seed, at, pol):
    fight = data.draw(st.sampled_from(FIGHTS[rid]))
    assert check_battle(stock(rid, fight), seed, at, pol) > 0


@pytest.mark.slow
@pytest.mark.parametrize("rid", FIGHTS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), seed=st.integers(1, 10**6), at=cuts, pol=policy)
def test_derived_indexes_rebuild_in_long_runs(rid, data, seed, at, pol):
    fight = data.draw(st.sampled_from(FIGHTS[rid] + ["default"]))
    scenario = load(rid).default_scenario if fight == "default" else stock(rid, fight)
    assert check_battle(scenario, seed, at, pol) > 0


def test_the_check_sees_a_stale_index_and_a_cache_that_is_state(monkeypatch):
    """A check that compared nothing would pass everything."""
    declared = load("tft-melee").derived
    monkeypatch.setitem(declared, "tft_occ", Derived("wrong", lambda state: {(0, 0): [1]}))
    with pytest.raises(AssertionError, match="tft_occ after event"):
        check_battle(stock("tft-melee", "1 orc v 1 human"), 1, [0.5])
    monkeypatch.setitem(declared, "tft_occ", Derived("an index called a cache"))
    with pytest.raises((AssertionError, KeyError)):
        check_battle(stock("tft-melee", "1 orc v 1 human"), 1, [0.5])
