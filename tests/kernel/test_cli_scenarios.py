"""`affray run --ruleset R` plays R's bundled default; `affray scenarios` lists and copies."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from affray.kernel.cli import cli
from affray.kernel.cli.scenarios import bundled
from affray.kernel.replay import Replay

RULESETS = ["acks2", "destrier", "starkpool", "tft-melee", "wfrp1e"]


@pytest.mark.parametrize("rs", RULESETS)
def test_run_ruleset_plays_its_bundled_default(rs, tmp_path):
    out = tmp_path / "b.affray"
    r = CliRunner().invoke(cli, ["run", "--ruleset", rs, "--out", str(out), "--max-rounds", "1"])
    assert r.exit_code == 0, r.output
    assert Replay.load(out).header.ruleset == rs


def test_scenarios_lists_every_ruleset_default():
    r = CliRunner().invoke(cli, ["scenarios"])
    firsts = {line.split("/")[0] for line in r.output.splitlines() if "(default)" in line}
    assert firsts == set(RULESETS)


def test_scenarios_copy_writes_the_bundled_file(tmp_path):
    r = CliRunner().invoke(cli, ["scenarios", "--copy", "acks2/orc_ambush", "--to", str(tmp_path)])
    assert r.exit_code == 0, r.output
    src = dict((sid, p) for sid, p, _ in bundled())["acks2/orc_ambush"]
    assert (tmp_path / "acks2-orc_ambush.toml").read_bytes() == src.read_bytes()


def test_scenarios_copy_of_an_unknown_name_lists_the_names(tmp_path):
    r = CliRunner().invoke(cli, ["scenarios", "--copy", "nope", "--to", str(tmp_path)])
    assert r.exit_code != 0 and "tft-melee/default" in str(r.exception) + r.output
