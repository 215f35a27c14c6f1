"""Melee mid-fight moments: any moment between turns, written as a scenario, loads back to the same
world, and played on with the original dice and choices gives the original's events."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).parent))
from momentkit import examples, check_continued, check_round_trip, stock_fight  # noqa: E402

from affray.systems.tft.ruleset import STOCK, build_stock  # noqa: E402

KINDS = sorted(k for k in STOCK if k not in ("giant",))


@st.composite
def fights(draw):
    return stock_fight(draw, build_stock, KINDS, most=3, max_rounds=12)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_tft_moment_round_trip(fight, data):
    check_round_trip(fight, data)


@settings(max_examples=examples(10), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_tft_moment_continued_with_the_original_script(fight, data):
    check_continued(fight, data)
