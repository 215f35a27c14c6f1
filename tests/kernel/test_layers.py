"""What the kernel's layering (docs/architecture.md) keeps working: a ruleset's mid-fight
hooks are a value, and a battle starts from a moment of a log file without the replay layer
above it."""

from __future__ import annotations

import dataclasses

import pytest

from affray.kernel import Battle, Replay
from affray.kernel.moment import boundaries
from affray.kernel.recorded import Recorded
from affray.kernel.ruleset import load


def test_a_moment_given_as_a_module_path_is_refused_with_what_is_expected():
    tft = load("tft-melee")
    with pytest.raises(TypeError, match=r"ruleset tft-melee: `moment` is a kernel.ruleset.Moment "
                                        r"value, not str"):
        dataclasses.replace(tft, moment="affray.systems.tft.moment")


def test_battle_from_state_reads_a_log_file_as_a_recorded_log(tmp_path):
    out = tmp_path / "duel.affray"
    Battle.from_scenario(load("tft-melee").default_scenario, seed=3, out=out).run()
    rep = Recorded.load(out)
    assert not isinstance(rep, Replay) and isinstance(Replay.load(out), Recorded)
    k = boundaries(rep.events)[2]
    from_file = Battle.from_state(out, k, seed=5)
    from_replay = Battle.from_state(Replay.load(out), k, seed=5)
    assert from_file.scenario == from_replay.scenario and from_file.scenario.rounds_played == 2
    from_file.run()
    from_replay.run()
    assert from_file.events == from_replay.events
