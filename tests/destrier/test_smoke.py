"""Random-legal policies on a mixed scenario (mounted knights, an archer, a berserker, a
large monster): no exception, every log verifies, every checkpoint matches the fold."""

from __future__ import annotations

import os

import pytest

from affray.kernel.replay import Replay
from affray.kernel.testing import fight

from .conftest import fig

SEEDS = int(os.environ.get("DESTRIER_SMOKE_SEEDS", "50"))


def mixed():
    return [fig("knight1", "red", (-8, -2), 0.0, stock="knight"),
            fig("knight2", "red", (-8, 2), 0.0, stock="knight"),
            fig("archer", "red", (-11, 0), 0.0, stock="archer"),
            fig("berserker", "red", (-6, 5), 0.0, stock="berserker"),
            fig("orc1", "blue", (6, -2), 180.0, stock="orc"),
            fig("orc2", "blue", (6, 2), 180.0, stock="orc"),
            fig("troll", "blue", (8, 5), 180.0, stock="troll"),
            fig("dragon", "blue", (14, 0), 180.0, stock="dragon")]


@pytest.mark.parametrize("seed", range(SEEDS))
def test_random_legal_mixed_fight_verifies(seed):
    b = fight("destrier", mixed(), seed=seed, policies={"red": "random", "blue": "random"},
              strict=seed < 5, max_rounds=6)
    b.run()
    rep = Replay.of(b)
    assert rep.verify() == len(b.events)
    rep.fold()  # checks every checkpoint's digest


def test_tactical_mixed_fight_verifies():
    b = fight("destrier", mixed(), seed=7, policies={"red": "tactical", "blue": "tactical"},
              max_rounds=8)
    b.run()
    assert Replay.of(b).verify() == len(b.events)
