"""The perils of cowardice, played through a round (ACKS-198): map features, the save,
falling on the spot; and their validation."""

from __future__ import annotations

import pytest

from affray.kernel.components import Position
from affray.kernel.errors import ScenarioError
from affray.kernel.events import RoundStarted
from affray.kernel.scenario import decode
from affray.kernel.testing import scenario
from affray.systems.acks2.round import play_round

from .conftest import Wants, fig


def play(t, n=1):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def fleeing_orc(table, dice, features, fear="frightened", profs=()):
    # a frightened orc 15' north of a fighter runs north (away), through a doorway at (0,6)
    conds = {"frightened": 9} if fear == "frightened" else {"faltering": 1}
    return table([fig("f", "p", (0, 0), "N", "fighter-1"),
                  fig("o", "q", (0, 3), "N", "orc", conditions=conds, sheet={"profs": list(profs)})],
                 dice=dice, map={"features": features, "walls": [[x, 6] for x in range(-30, 31) if x]},
                 policies={"p": Wants({("f", "action"): "stay", ("f", "combat"): "none"}),
                           "q": Wants({("o", "action"): "march:0,9", ("o", "combat"): "none"})})


def test_acks_198_frightened_runner_fails_its_save_in_the_doorway_and_falls_there(table):
    # initiative f 1, o 5; the orc's Paralysis save (HD 1: 13+) rolls 4: it falls in the doorway
    t = fleeing_orc(table, [1, 5, 4], {"0,6": "doorway"})
    play(t)
    s = t.events("Saved")[0]
    assert (s.category, s.die, s.ok) == ("paralysis", 4, False) and "doorway" in s.why
    assert (t.state.get(t.id("o"), Position).x, t.state.get(t.id("o"), Position).y) == (0, 6)
    assert t.state.condition(t.id("o"), "prone")


def test_acks_198_a_success_carries_on_and_no_feature_no_save(table):
    t = fleeing_orc(table, [1, 5, 17], {"0,6": "doorway"})
    play(t)
    assert t.events("Saved")[0].ok
    assert t.state.get(t.id("o"), Position).y > 6 and not t.state.condition(t.id("o"), "prone")
    t = fleeing_orc(table, [1, 5], {})
    play(t)
    assert not t.events("Saved") and t.state.get(t.id("o"), Position).y > 6


def test_acks_198_a_steady_combatant_marching_through_makes_no_save(table):
    # not frightened or faltering and not running: a march through the doorway is safe
    t = table([fig("f", "p", (0, 0), "N", "fighter-1"), fig("o", "q", (0, 3), "N", "orc")],
              dice=[1, 5], map={"features": {"0,6": "doorway"}},
              policies={"p": Wants({("f", "action"): "stay", ("f", "combat"): "none"}),
                        "q": Wants({("o", "action"): "march:0,9", ("o", "combat"): "none"})})
    play(t)
    assert not t.events("Saved") and t.state.get(t.id("o"), Position).y == 9


@pytest.mark.parametrize("features, expected", [
    ({"0,6": "door"}, "expected one of doorway, corner, obstacle"),
    ({"zero,6": "doorway"}, "expected a square"),
])
def test_acks_198_bad_features_name_their_place(features, expected):
    with pytest.raises(ScenarioError) as err:
        decode(scenario("acks2", [fig("a", "p", (0, 0)), fig("b", "q", (5, 5))], map={"features": features}))
    assert "map.features" in str(err.value) and expected in str(err.value)
