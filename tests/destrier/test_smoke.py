"""Random-legal policies on a mixed scenario (mounted knights, an archer, a berserker, a
large monster): no exception, every log verifies, every checkpoint matches the fold."""

from __future__ import annotations

import os

import pytest

from affray.kernel.replay import Replay
from affray.kernel.testing import fight

from .conftest import fig

SEEDS = int(os.environ.get("DESTRIER_SMOKE_SEEDS", "50"))
SEED_SPAN = 4


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


NEW_KINDS = {"parry_counterblow", "shield_bash", "dodge_counterblow", "charge_speed"}


def test_random_legal_reaches_the_follow_ups_the_book_leaves_to_players():
    # DS-121, DS-125, DS-131 (free follow-ups), DS-136 (how far to accelerate), DS-64/67/68
    # (a shorter TAC move): random-legal play asks every one of them and takes both answers
    kinds: dict[str, set] = {}
    for seed in range(SEED_SPAN):
        b = fight("destrier", mixed(), seed=seed, policies={"red": "random", "blue": "random"},
                  max_rounds=6)
        b.run()
        for e in b.events:
            if type(e).__name__ == "Decided":
                kinds.setdefault(e.kind, set()).add(repr(e.choice))
            if type(e).__name__ == "Opened" and isinstance(e.choice, dict) and "distance" in e.choice:
                kinds.setdefault("tac distance", set()).add(repr(e.choice["distance"]))
    assert NEW_KINDS | {"tac distance"} <= set(kinds)
    assert all(len(kinds[k]) >= 2 for k in NEW_KINDS - {"shield_bash"})


def test_every_switch_in_options_is_read_by_the_rules():
    # `affray rulesets --show destrier` lists OPTIONS as working: each must be read somewhere
    from pathlib import Path

    from affray.systems.destrier.options import OPTIONS
    root = Path(__file__).resolve().parents[2] / "systems" / "destrier"
    text = "".join(p.read_text() for p in root.rglob("*.py") if p.name != "options.py")
    # horse_charge_bonus feeds rules/horse.py horse_tac_distance (DS-74), which no phase calls
    # yet: a mounted TAC move still goes the foot distance (docs/rulesets/destrier.md, Choices)
    assert [k for k in OPTIONS if f'"{k}"' not in text] == ["horse_charge_bonus"]
