"""Shared test set-up: the toy ruleset's package (tests/plugin) is put on the path, where its
dist-info registers it through the `affray.rulesets` entry point, as a third party would.
Long fuzzing runs are opt-in: `pytest --slow`."""

import sys
from pathlib import Path

import pytest

PLUGIN = Path(__file__).parent / "plugin"
if str(PLUGIN) not in sys.path:
    sys.path.insert(0, str(PLUGIN))


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true", help="also run the long fuzzing tests")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="long run: use --slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
