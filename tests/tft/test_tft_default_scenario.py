"""The bundled default battle: it loads, random-legal play never breaks the rules engine,
tactical play reaches a result, logs fold and verify, the engagement graph stays exact."""

import pytest

from affray.kernel import Battle, Replay
from affray.kernel.scenario import load
from affray.systems.tft import DEFAULT_SCENARIO, RULESET
from affray.systems.tft.rules.engagement import recompute


def test_default_scenario_is_bundled_and_three_against_three():
    sc = load(DEFAULT_SCENARIO)
    assert (RULESET.default_scenario, [c.side for c in sc.combatants]) == (
        DEFAULT_SCENARIO, ["Romans"] * 3 + ["Goths"] * 3)


@pytest.mark.parametrize("seed", range(24))
def test_default_scenario_random_legal_play_ends(seed):
    b = Battle.from_scenario(DEFAULT_SCENARIO, seed=seed, policies={"Romans": "random", "Goths": "random"})
    b.run()
    assert b.over


@pytest.mark.parametrize("seed", range(6))
def test_default_scenario_tactical_play_has_a_winner(seed):
    b = Battle.from_scenario(DEFAULT_SCENARIO, seed=seed)
    assert b.run().winner in ("Romans", "Goths")


@pytest.mark.parametrize("seed", [0, 1])
def test_default_scenario_random_against_tactical_ends_in_strict_mode(seed):
    b = Battle.from_scenario(DEFAULT_SCENARIO, seed=seed, policies={"Romans": "random"}, strict=True)
    b.run()
    assert b.over


def test_default_scenario_log_folds_and_verifies():
    b = Battle.from_scenario(DEFAULT_SCENARIO, seed=5, policies={"Goths": "random"})
    b.run()
    rep = Replay.of(b)
    rep.fold()
    assert rep.verify() == len(b.events)


def test_engagement_graph_always_equals_a_recomputation():
    b = Battle.from_scenario(DEFAULT_SCENARIO, seed=11, policies={"Romans": "random"})
    bad = []

    def check(index, ev):
        if set(b.state.engagement.edges) != recompute(b.state):
            bad.append(index)
    b.subscribe(check)
    b.run()
    assert bad == []
