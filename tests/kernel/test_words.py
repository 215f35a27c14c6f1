"""What `show`, `state` and the run summary say: words, not field=value pairs; rounded
numbers; "Romans win"; the seed as a player reads it; a written moment keeps the log's seed."""

from __future__ import annotations

import re

import pytest
from click.testing import CliRunner

from affray.kernel.cli import cli
from affray.kernel.dice import parse_seed
from affray.kernel.wording import number, plural, wins

RULESETS = ["acks2", "destrier", "starkpool", "tft-melee", "wfrp1e"]


@pytest.fixture(scope="module")
def logs(tmp_path_factory):
    folder = tmp_path_factory.mktemp("words")
    out = {}
    for rs in RULESETS:
        out[rs] = folder / f"{rs}.affray"
        r = CliRunner().invoke(cli, ["run", "--ruleset", rs, "--out", str(out[rs]), "-q",
                                     "--max-rounds", "2", "--seed", "12"])
        assert r.exit_code == 0, r.output
    return out


@pytest.mark.parametrize("rs", RULESETS)
def test_show_has_no_field_pairs_nor_long_decimals(rs, logs):
    text = CliRunner().invoke(cli, ["show", str(logs[rs])]).output
    lines = [ln for ln in text.splitlines()[1:] if " Decided " not in ln]
    assert not [ln for ln in lines if "entity=" in ln or re.search(r"\b[a-z_]+=\S", ln)]
    assert not [ln for ln in lines if re.search(r"\d\.\d{3}", ln)]


def test_numbers_wins_and_plurals_read_as_said():
    assert number(66.079874) == "66.1" and number(7.0) == "7" and number(3) == "3"
    assert wins("Romans") == "Romans win" and wins("side 1") == "side 1 wins"
    assert plural(1, "repetition") == "1 repetition" and plural(2, "hit") == "2 hits"


def test_seed_07_is_seed_7():
    from affray.kernel.sweep.spec import Spec
    assert parse_seed("07") == parse_seed("7") == parse_seed(7)
    assert Spec("1 orc v 1 human", "tft-melee", 1, "07").seed == "7"


def test_state_is_a_table_of_figures(logs):
    text = CliRunner().invoke(cli, ["state", str(logs["tft-melee"])]).output
    lines = text.splitlines()
    assert lines[1].split()[:3] == ["#", "figure", "side"]
    assert "{" not in text and "Marcus" in text


def test_a_written_moment_keeps_the_log_seed(logs):
    from affray.kernel.replay import Replay
    from affray.kernel.events import RoundStarted
    rep = Replay.load(logs["tft-melee"])
    k = [i for i, (_f, ev) in enumerate(rep.items()) if isinstance(ev, RoundStarted)][1]
    r = CliRunner().invoke(cli, ["state", str(logs["tft-melee"]), "--at", str(k), "--scenario"])
    assert re.search(r"^seed = 12$", r.output, re.M), r.output


def test_view_open_without_a_browser_says_so(logs, tmp_path, monkeypatch):
    import webbrowser
    monkeypatch.setattr(webbrowser, "open", lambda *a, **k: False)
    r = CliRunner().invoke(cli, ["view", str(logs["tft-melee"]), "-o", str(tmp_path / "v.html"),
                                 "--open"])
    assert "no web browser" in r.output


def test_the_ctrl_c_message_clears_the_line_the_bar_was_on(tmp_path, monkeypatch):
    import importlib
    C = importlib.import_module("affray.kernel.cli.live")  # the module, not the function

    class Stop:
        state = type("S", (), {"events": 5})()

        def run(self):
            raise KeyboardInterrupt

    monkeypatch.setattr(C, "wanted", lambda *a: True)
    monkeypatch.setattr(C, "BattleProgress", lambda *a, **k: __import__("contextlib").nullcontext())
    r = CliRunner()
    with r.isolation() as (_out, err, *_):
        with pytest.raises(SystemExit) as stop:
            C.live(lambda fh: Stop(), str(tmp_path / "x.affray"), False)
        text = err.getvalue().decode()
    assert stop.value.code == 130
    assert text.startswith("\r\x1b[Kaffray: interrupted: the log")
