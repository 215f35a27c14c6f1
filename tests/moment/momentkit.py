"""Builders for the mid-fight tests: a logged battle, the world at K, the world a written
moment spawns, and the events of a moment continued with the original's script."""

from __future__ import annotations

import os

import msgspec

from affray.kernel import Battle, Replay
from affray.kernel.events import RoundStarted
from affray.kernel.moment import boundaries, scenario_at, to_toml


def examples(default: int) -> int:
    """Hypothesis examples for a mid-fight property test: `default`, or AFFRAY_MOMENT_EXAMPLES
    for a long run (docs/reliability.md; one such run found Melee 0.3's TFT-126 fix)."""
    return int(os.environ.get("AFFRAY_MOMENT_EXAMPLES") or default)


def as_file(data: dict) -> dict:
    """The scenario as `affray state --scenario` writes it and `affray run` reads it."""
    return msgspec.toml.decode(to_toml(data))


def logged(scenario: dict, seed: int, policies: dict | None = None) -> Replay:
    b = Battle.from_scenario(scenario, seed=seed, policies=policies)
    b.run()
    return Replay.of(b)


def _world(dump: dict) -> dict:
    dump = dict(dump)
    dump.pop("phase")  # the label of the last PhaseStarted: no rule reads it between rounds
    return dump


def world_at(rep: Replay, k: int) -> dict:
    return _world(rep.fold(k))


def spawned_world(data: dict) -> tuple[dict, int]:
    """The world a scenario's setup folds to, and how many setup events it took."""
    b = Battle.from_scenario(as_file(data), seed=1)
    b.step()
    rep = Replay.of(b)
    n = next(i for i, ev in enumerate(rep.events) if type(ev) is RoundStarted)
    return _world(rep.fold(n)), n


def frames(events) -> list[bytes]:
    return [msgspec.msgpack.encode(e) for e in events]


def continued(rep: Replay, k: int) -> tuple[list[bytes], list[bytes]]:
    """(the original's events from K on, the events after setup of the moment written at K
    and played with the original's dice and choices from K on)."""
    data = as_file(scenario_at(rep, k, script=True))
    b = Battle.from_scenario(data)
    b.run()
    n = next(i for i, ev in enumerate(b.events) if type(ev) is RoundStarted)
    return frames(rep.events[k:]), frames(b.events[n:])


__all__ = ["logged", "world_at", "spawned_world", "continued", "boundaries", "scenario_at"]


def spawn(data: dict):
    """A battle whose scenario's setup has run (moment fields applied) and nothing else."""
    from affray.kernel.world import inside
    b = Battle.from_scenario(data, seed=1)
    with inside(b.state.world):
        for _ in b.ruleset.setup(b.ctx):
            pass
    return b


def stock_fight(draw, build_stock, kinds: list[str], most: int, max_rounds: int, arrange=None):
    """A random two-side stock fight (1..most of a kind a side) under the random or the tactical
    policy, and its seed; `arrange(draw, data)` may move the figures first."""
    from hypothesis import strategies as st
    sides = [[(draw(st.integers(1, most)), draw(st.sampled_from(kinds)))] for _ in range(2)]
    data = build_stock(sides)
    if arrange:
        arrange(draw, data)
    policy = draw(st.sampled_from(["random", "tactical"]))
    for s in data["sides"]:
        s["policy"] = policy
    data["max_rounds"] = max_rounds
    return data, draw(st.integers(0, 10_000))


def check_round_trip(fight, data) -> None:
    """At one to three round boundaries, the written moment spawns the world of the log."""
    from hypothesis import strategies as st
    scenario, seed = fight
    rep = logged(scenario, seed)
    for k in data.draw(st.lists(st.sampled_from(boundaries(rep.events)), min_size=1, max_size=3,
                                unique=True)):
        world, _ = spawned_world(scenario_at(rep, k))
        assert world == world_at(rep, k)


def check_continued(fight, data) -> None:
    """Played on from a moment with the original's dice and choices: the original's events."""
    from hypothesis import strategies as st
    scenario, seed = fight
    rep = logged(scenario, seed)
    original, again = continued(rep, data.draw(st.sampled_from(boundaries(rep.events))))
    assert again == original
