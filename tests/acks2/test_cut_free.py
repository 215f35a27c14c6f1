"""Cutting free of a restraint, played through rounds (ACKS-189)."""

from __future__ import annotations

from affray.kernel.events import RoundStarted
from affray.systems.acks2.round import play_round

from .conftest import Wants, fig


def play(t, n):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def restrained(table, dice, threshold=6, wants=None):
    q = Wants({("squid", "action"): ["stay"] * 3, ("squid", "combat"): ["none"] * 3})
    p = Wants(wants or {})
    return table([fig("f", "p", (0, 0), "N", "fighter-1", conditions={"restrained": 2}),
                  fig("squid", "q", (0, 1), "S", "ogre", sheet={"hp": 40, "cut_free_hp": threshold})],
                 dice=dice, policies={"p": p, "q": q}), p


def test_acks_189_two_hits_of_3_and_4_on_the_tentacle_cut_free_at_6(table):
    # each round: initiative f 5, squid 1; f (tactical) cuts: d20 20 hits, d8 2 (+1 fighter) = 3, then 4.
    t, p = restrained(table, [5, 1, 20, 2] + [5, 1, 20, 3])
    play(t, 1)
    f = t.id("f")
    assert [o for n, k, o in p.asked if k == "combat"][0].count("cut:2") == 1
    hurt = [e.amount for e in t.events("Hurt") if e.entity == t.id("squid")]
    assert t.state.condition(f, "restrained") == 2 and t.state.condition(f, "cut_free") == hurt[0]
    play(t, 2)
    hurt = [e.amount for e in t.events("Hurt") if e.entity == t.id("squid")]
    assert hurt == [3, 4]
    assert not t.state.condition(f, "restrained") and not t.state.condition(f, "cut_free")


def test_acks_189_no_cut_free_without_a_threshold_nor_below_it(table):
    t, p = restrained(table, [5, 1, 20, 3] + [5, 1, 20, 4], threshold=20)
    play(t, 1)
    play(t, 2)
    assert t.state.condition(t.id("f"), "restrained") == 2
    t, p = restrained(table, [5, 1, 15, 5, 5, 1, 15, 5], threshold=0)
    play(t, 1)
    assert not [o for n, k, o in p.asked if k == "combat" for x in o if x.startswith("cut:")]
