"""The battlesim peer is optional: without it the adapter raises ImportError, cleanly."""

import sys

import pytest

from affray.kernel import bench
from affray.kernel.bench import peer as bench_peer


@pytest.fixture
def no_battlesim(monkeypatch):
    """battlesim made unimportable, whether or not this environment has it."""
    for name in list(sys.modules):
        if name == "battlesim" or name.startswith("battlesim."):
            monkeypatch.delitem(sys.modules, name)
    monkeypatch.setitem(sys.modules, "battlesim", None)


def test_adapter_raises_import_error_without_battlesim(no_battlesim):
    with pytest.raises(ImportError, match=r"pip install '\.\[peers\]'"):
        bench_peer.battlesim_steps_per_s(10)


def test_bench_reports_the_missing_peer_and_goes_on(no_battlesim):
    assert bench._peer(10, 1000.0) == {
        "peer_ratio": None, "peer": "battlesim not installed (pip install '.[peers]')"}
