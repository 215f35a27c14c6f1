"""Whole battles with the wired-in choices on offer (holy water, torches, a spare horse to
mount, passengers, holds to escape, terms, doorways to flee through, a stuck door and traps,
undead to rebuke): random-legal
policies never raise and every log verifies; the tactical policy takes them."""

from __future__ import annotations

import pytest

from affray.kernel.replay import Replay
from affray.kernel.testing import fight

from .conftest import fig

MAP = {"features": {"6,3": "doorway", "6,-1": "obstacle"}, "walls": [[6, y] for y in range(-6, 9) if y not in (3, 5)],
       "doors": {"6,5": "stuck"}, "traps": {"2,1": "hidden", "3,-1": "found"}}


def undead():
    return [fig("Ravila", "party", (0, 0), "E", "crusader-3", sheet={"holy_water": 2, "torches": 1}),
            fig("Marcus", "party", (0, 2), "E", "fighter-3", sheet={"profs": ["riding"], "torches": 1}),
            fig("mare", "party", (-1, 2), "E", "horse"),
            fig("Tess", "party", (-2, -2), "E", "thief-3", rides="cob", sheet={"profs": ["riding"]}),
            fig("Pip", "party", (-2, -2), "E", "mage-1", rides="cob"),
            fig("cob", "party", (-2, -2), "E", "warhorse"),
            fig("skel1", "dead", (4, 0), "W", "skeleton", sheet={"morale_group": "dead"}),
            fig("skel2", "dead", (4, 2), "W", "skeleton", sheet={"morale_group": "dead"}),
            fig("gob", "dead", (5, -2), "W", "goblin", conditions={"frightened": 3}),
            fig("ogre", "dead", (8, 1), "W", "ogre")]


@pytest.mark.parametrize("seed", range(6))
def test_random_legal_wired_fight_verifies(seed):
    b = fight("acks2", undead(), seed=seed, policies={"party": "random", "dead": "random"},
              max_rounds=4, map=MAP)
    b.run()
    rep = Replay.of(b)
    assert rep.verify() == len(b.events)
    rep.fold()


def test_tactical_wired_fight_throws_holy_water_and_verifies():
    b = fight("acks2", undead(), seed=3, policies={"party": "tactical", "dead": "tactical"},
              max_rounds=12, map=MAP)
    b.run()
    assert Replay.of(b).verify() == len(b.events)
    kinds = {type(e).__name__ + ":" + getattr(e, "kind", "") for e in b.events}
    assert "Throw:holy" in kinds
