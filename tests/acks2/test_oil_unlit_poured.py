"""Unlit oil lit by a torch, and oil poured and lit on the ground, played through rounds
(ACKS-108, ACKS-109)."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import RoundStarted
from affray.systems.acks2.phases.unlit import patches
from affray.systems.acks2.round import play_round

from .conftest import Wants, fig


def play(t, n):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def hurts(t, name):
    return [e.amount for e in t.events("Hurt") if e.entity == t.id(name)]


def unlit_fight(table, dice, wants):
    q = Wants({(n, k): [v] * 5 for n in ("orc", "orc2") for k, v in (("action", "stay"), ("combat", "none"))})
    return table([fig("f", "p", (0, 0), "N", "fighter-1", sheet={"oil": 1, "torches": 1}),
                  fig("orc", "q", (0, 3), "S", "orc", sheet={"hp": 40}),
                  fig("orc2", "q", (1, 3), "S", "orc", sheet={"hp": 40})],
                 dice=dice, policies={"p": Wants(wants), "q": q})


def test_acks_108_unlit_oil_burns_only_when_a_torch_lights_it(table):
    # round 1: f (5) throws unlit oil at the orc, 15' (short): d20 15 -> direct (12+); no
    # damage; orc2 beside it saves vs Blast (15+) with a 3: splashed with oil.
    # round 2: f (tactical) throws its torch at the oiled orc: 14 -> direct: 1d4 = 2, the oil lights: 1d8 = 7;
    # round 3: 1d8 = 6 more at the same count (5).
    wants = {("f", "action"): ["stay"] * 3, ("f", "combat"): ["unlit:2"]}  # then tactical: the torch
    t = unlit_fight(table, [5, 1, 1, 15, 3] + [5, 1, 1, 14, 2, 7] + [5, 1, 1, 6, 4, 4, 4, 4], wants)
    play(t, 1)
    assert t.events("Throw")[-1].kind == "unlit" and not t.events("Hurt")
    assert t.state.condition(t.id("orc"), "oiled") == "direct"
    assert t.state.condition(t.id("orc2"), "oiled") == "splash"
    assert t.state.get(t.id("f"), Status).oil == 0
    play(t, 2)
    assert hurts(t, "orc") == [2, 7] and not t.state.condition(t.id("orc"), "oiled")
    assert t.state.condition(t.id("orc2"), "oiled") == "splash"  # still unlit
    play(t, 3)
    assert hurts(t, "orc") == [2, 7, 6] and hurts(t, "orc2") == []


def test_acks_109_poured_oil_burns_who_enters_and_who_starts_there_for_a_turn(table):
    # round 1: f (5) pours a flask on 0,1 and lights it; the orc (1) marches onto it: 1d8 = 6.
    # round 2: the orc starts its initiative there: 1d8 = 3. Round 61: the turn is over.
    q = Wants({("orc", "action"): ["march:0,1", "stay", "stay"], ("orc", "combat"): ["none"] * 3})
    p = Wants({("f", "action"): ["stay"] * 3, ("f", "combat"): ["pour:0,1", "none", "none"]})
    t = table([fig("f", "p", (0, 0), "N", "fighter-1", sheet={"oil": 1}),
               fig("orc", "q", (0, 3), "S", "orc", sheet={"hp": 40})],
              dice=[5, 1, 6] + [5, 1, 3] + [5, 1], policies={"p": p, "q": q})
    play(t, 1)
    assert "pour:0,1" in [o for n, k, o in p.asked if k == "combat"][0]
    assert t.state.get(t.id("f"), Status).attacked == 0  # pouring is no attack (ACKS-203)
    assert patches(t.state) == {(0, 1): 1} and t.state.get(t.id("f"), Status).oil == 0
    assert hurts(t, "orc") == [6] and hurts(t, "f") == []
    play(t, 2)
    assert hurts(t, "orc") == [6, 3]
    play(t, 61)
    assert patches(t.state) == {} and hurts(t, "orc") == [6, 3]
