"""A world from a scenario: the `State` a battle, a fold or a moment starts from."""

from __future__ import annotations

from .reducers import component_decoder
from .ruleset import Ruleset
from .scenario import Scenario
from .state import State


def make_state(ruleset: Ruleset, sc: Scenario) -> State:
    options = {k: o.default for k, o in ruleset.options.items()} | dict(sc.options)
    tables = {k: t.value for k, t in ruleset.tables.items()} | dict(sc.tables)
    state = State(ruleset, [s.name for s in sc.sides], options, tables, sc.map)
    state.round = sc.rounds_played  # a moment written mid-fight goes on from its round
    state.component_decoder = component_decoder(ruleset)
    return state
