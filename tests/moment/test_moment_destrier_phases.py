"""Destrier inside a turn: a battle cut at the start of its phase-1 or phase-2 initiative or
its melee step, played on with the original's dice and choices, gives the original's events
from the cut on, byte for byte (kernel/phase_start.py)."""

from __future__ import annotations

import sys
from pathlib import Path

from hypothesis import HealthCheck, given, settings, strategies as st

sys.path.insert(0, str(Path(__file__).parent))
from momentkit import examples, stock_fight  # noqa: E402
from phasecut import check_cut, check_cut_twice  # noqa: E402

from affray.systems.destrier.stock.figures import STOCK, build_stock  # noqa: E402
from affray.systems.destrier.turn_moment import PHASES  # noqa: E402

KINDS = sorted(k for k in STOCK if k not in ("dragon",))


@st.composite
def fights(draw):
    return stock_fight(draw, build_stock, KINDS, most=2, max_rounds=6)


@settings(max_examples=examples(10), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_destrier_a_moment_inside_a_turn_plays_on_as_the_original(fight, data):
    check_cut(fight, data, PHASES)


@settings(max_examples=examples(5), deadline=None, suppress_health_check=list(HealthCheck))
@given(fights(), st.data())
def test_destrier_a_battle_begun_inside_a_round_can_be_cut_again(fight, data):
    check_cut_twice(fight, data, PHASES)
