"""A recorded fight whose script runs out keeps every event up to the stop, ends its log with
a `Stopped` event naming what was asked next and of whom, and exits 3 (docs/recording.md)."""

from __future__ import annotations

import pathlib

import msgspec
import pytest

from affray.kernel import Battle, Replay
from affray.kernel.cli import EXIT_STOPPED, main
from affray.kernel.events import Rolled, Stopped
from affray.kernel.moment import to_toml

ROOT = pathlib.Path(__file__).resolve().parents[2]
FLAVIUS = ROOT / "replays" / "tft-melee" / "flavius-vs-wulf.toml"


def _cut(tmp_path, dice: int | None = None, choices: int | None = None) -> pathlib.Path:
    data = msgspec.toml.decode(FLAVIUS.read_bytes())
    if dice is not None:
        data["script"]["dice"] = data["script"]["dice"][:dice]
    if choices is not None:
        data["script"]["choices"] = data["script"]["choices"][:choices]
    path = tmp_path / "cut.toml"
    path.write_text(to_toml(data))
    return path


def _cli(*args) -> int:
    with pytest.raises(SystemExit) as stop:
        main([str(a) for a in args])
    return stop.value.code


@pytest.fixture(scope="module")
def full():
    battle = Battle.from_scenario(FLAVIUS)
    battle.run()
    return battle.events


def test_out_of_dice_keeps_every_event_and_says_what_was_asked(tmp_path, full, capsys):
    log = tmp_path / "cut.affray"
    assert _cli("run", _cut(tmp_path, dice=23), "--out", log) == EXIT_STOPPED == 3
    assert "the script has run out of dice (23 used, 0 left, 1d6 asked)" in capsys.readouterr().err
    events = Replay.load(log).events
    assert events[:-1] == full[:len(events) - 1]
    assert events[-1] == Stopped("dice", "init", None, "1d6")
    assert sum(len(e.faces) for e in events if isinstance(e, Rolled)) == 23


def test_out_of_choices_names_the_chooser_and_the_kind(tmp_path, full):
    log = tmp_path / "cut.affray"
    assert _cli("run", _cut(tmp_path, choices=33), "--out", log) == EXIT_STOPPED
    events = Replay.load(log).events
    assert events[:-1] == full[:len(events) - 1]
    assert events[-1] == Stopped("choice", "initiative", 0, "")  # side 0, the Romans


def test_show_state_view_verify_and_branch_work_on_a_partial_log(tmp_path, full, capsys):
    log = tmp_path / "cut.affray"
    _cli("run", _cut(tmp_path, choices=33), "--out", log)
    capsys.readouterr()
    assert _cli("show", log) == 0
    out, err = capsys.readouterr()
    assert "Stopped: the script has no more choices; side Romans must choose 'initiative'" in out
    assert "a partial recording" in err
    assert _cli("verify", log) == 0
    assert _cli("state", log, "--json") == 0
    assert _cli("view", log, "-o", tmp_path / "cut.html") == 0
    n = len(Replay.load(log))
    assert _cli("branch", log, "--at", n, "--out", tmp_path / "late.affray") == 2  # past the stop
    assert _cli("branch", log, "--at", n - 1, "--out", tmp_path / "b.affray") == 0
    branched = Replay.load(tmp_path / "b.affray")
    assert branched.events[:n - 1] == full[:n - 1] and branched.ended
    assert _cli("verify", tmp_path / "b.affray") == 0


def test_a_cut_log_without_its_stop_still_fails_verify(tmp_path):
    """Only a log that says where its script stopped verifies short; a truncated one does not."""
    log = tmp_path / "cut.affray"
    _cli("run", _cut(tmp_path, choices=33), "--out", log)
    rep = Replay.load(log)
    events = rep.events[:-1]
    from affray.kernel.log import LogWriter
    with open(tmp_path / "short.affray", "wb") as fh:
        writer = LogWriter(fh, rep.header)
        for i, ev in enumerate(events):
            writer.event(i, ev)
    assert _cli("verify", tmp_path / "short.affray") == 1


def test_a_stop_inside_a_hidden_batch_keeps_the_choices_made_and_verifies(tmp_path):
    """WFRP's declarations are asked of every figure before any is recorded (WFRP-03): a
    script that runs out among them keeps those it answered, and the log still verifies."""
    from affray.kernel.events import Decided
    from affray.kernel.scenario import read_data
    path = ROOT / "replays" / "wfrp1e" / "ragnerek_into_the_melee.toml"
    data = read_data(path)
    full = Battle.from_scenario(path)
    full.run()
    batch = [i for i, e in enumerate(full.events) if isinstance(e, Decided) and e.hidden]
    assert len(batch) >= 2
    before = sum(isinstance(e, Decided) for e in full.events[:batch[0]])
    data["script"]["choices"] = data["script"]["choices"][:before + 1]  # one of the batch
    battle = Battle.from_scenario(data)
    battle.run()
    ev = battle.events
    assert ev[-2] == full.events[batch[0]] and isinstance(ev[-1], Stopped)
    assert ev[-1].what == full.events[batch[1]].kind and ev[-1].actor == full.events[batch[1]].actor
    assert Replay.of(battle).verify() == len(ev)
