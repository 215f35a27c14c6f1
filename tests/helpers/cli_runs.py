"""The `affray` command as the tests run it (a fresh process, the toy ruleset's package on
the path) and the toy duel scenario they run it on: shared by tests/kernel/test_cli.py and
the viewer tests (tests/view)."""

from __future__ import annotations

import os
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
PLUGIN = ROOT / "tests" / "plugin"

TOY = """
ruleset = "toy"
name = "duel"
seed = 3

[[sides]]
name = "red"
policy = "tactical"

[[sides]]
name = "blue"
policy = "random"

[[combatants]]
name = "Ann"
side = "red"
x = 0

[[combatants]]
name = "Bob"
side = "blue"
x = 2
"""


def affray(*args, cwd, env=None) -> subprocess.CompletedProcess:
    """Run `affray ARGS` in `cwd`; `env` adds to (or overrides) the environment."""
    env = {**os.environ, "PYTHONPATH": str(PLUGIN), **(env or {})}
    env.pop("AFFRAY_DEBUG", None)
    return subprocess.run([sys.executable, "-m", "affray.kernel.cli", *map(str, args)],
                          cwd=cwd, env=env, capture_output=True, text=True)
