"""Bad Melee scenarios exit 2 with one line naming the file, the place and the problem, and
write nothing (KER-32 on the real ruleset; TFT-04, TFT-70)."""

import subprocess
import sys

import pytest

from affray.systems.tft import DEFAULT_SCENARIO

TEXT = DEFAULT_SCENARIO.read_text()


@pytest.mark.parametrize("old,new,message", [
    ('"broadsword", "dagger"', '"brodsword", "dagger"', "combatants[0].weapons: unknown weapon 'brodsword'"),
    ("st = 12", 'st = "twelve"', "combatants[0].st: expected `int`, got `str`"),
    ("st = 12", "st = 13", "combatants[0].st: ST + DX is 25; a human has exactly 24"),
])
def test_ker_32_tft_04_bad_default_scenarios_fail_cleanly(tmp_path, old, new, message):
    bad = tmp_path / "bad.toml"
    bad.write_text(TEXT.replace(old, new, 1))
    r = subprocess.run([sys.executable, "-m", "affray.kernel.cli", "run", str(bad), "--out", "x.affray"],
                       cwd=tmp_path, capture_output=True, text=True)
    assert r.returncode == 2
    assert r.stderr.startswith(f"affray: error: {bad}: {message}")
    assert r.stderr.count("\n") == 1 and r.stderr.endswith("\n")  # one line
    assert not (tmp_path / "x.affray").exists()
