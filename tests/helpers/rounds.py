"""Walking a battle round by round, for tests that compare a fast answer with a plain one."""

from __future__ import annotations

from affray.kernel.world import inside


def each_figure_each_round(battle):
    """(state, entity) for every living figure after every round, to the end of the battle
    (inside the battle's world, so its components can be read)."""
    while not battle.over:
        battle.step()
        state = battle.state
        with inside(state.world):
            for eid in state.entities:
                if state.alive(eid):
                    yield state, eid
