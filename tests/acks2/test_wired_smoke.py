"""Whole battles with the wired-in choices on offer (holy water, torches, a spare horse to
mount, passengers, holds to escape, terms, doorways to flee through, a stuck door and traps,
undead to rebuke, a ballista and a palisade, treasure to drop for a greedy ogre, a chariot): random-legal
policies never raise and every log verifies; the tactical policy takes them."""

from __future__ import annotations

import pytest

from affray.kernel.replay import Replay
from affray.kernel.testing import fight

from acks2_wired import MAP, TABLES, undead

@pytest.mark.parametrize("seed", range(6))
def test_random_legal_wired_fight_verifies(seed):
    b = fight("acks2", undead(), seed=seed, policies={"party": "random", "dead": "random"},
              max_rounds=4, map=MAP, tables=TABLES)
    b.run()
    rep = Replay.of(b)
    assert rep.verify() == len(b.events)
    rep.fold()


def test_tactical_wired_fight_throws_holy_water_and_verifies():
    b = fight("acks2", undead(), seed=3, policies={"party": "tactical", "dead": "tactical"},
              max_rounds=12, map=MAP, tables=TABLES)
    b.run()
    assert Replay.of(b).verify() == len(b.events)
    kinds = {type(e).__name__ + ":" + getattr(e, "kind", "") for e in b.events}
    assert "Throw:holy" in kinds and "Throw:artillery" in kinds
