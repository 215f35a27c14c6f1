"""The fuzz harness (tests/helpers/damage.py): hostile scenarios of every ruleset and damaged
binary and JSON Lines logs through every reader. A few inputs per family by default; many
with `--slow` (AFFRAY_FUZZ_PER_FAMILY, default 2000). docs/reliability.md records the long
run's counts."""

import os

import pytest

from damage import run_family

PER_FAMILY = int(os.environ.get("AFFRAY_FUZZ_PER_FAMILY", "2000"))


def _clean(counts, notes):
    assert counts["internal"] == 0 and counts["silent"] == 0 and counts["multiline"] == 0, notes


@pytest.mark.parametrize("family, n", [("scenario", 10), ("binary", 6), ("jsonl", 6)])
def test_a_short_run_of_every_family_has_no_internal_error_and_no_silent_acceptance(family, n):
    notes: list[str] = []
    counts = run_family(family, n, seed=7, notes=notes)
    assert counts["inputs"] == n
    _clean(counts, notes)


@pytest.mark.slow
@pytest.mark.parametrize("family", ["scenario", "binary", "jsonl"])
def test_a_long_run_of_every_family(family):
    notes: list[str] = []
    _clean(run_family(family, PER_FAMILY, seed=1, notes=notes), notes)
