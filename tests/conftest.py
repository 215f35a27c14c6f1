"""Shared test set-up: the toy ruleset's package (tests/plugin) is put on the path, where its
dist-info registers it through the `affray.rulesets` entry point, as a third party would;
tests/helpers holds builders shared by test modules.
Long fuzzing runs are opt-in: `pytest --slow`."""

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).parent
for extra in (HERE / "plugin", HERE / "helpers"):  # the toy ruleset; shared test builders
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true", help="also run the long fuzzing tests")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="long run: use --slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
