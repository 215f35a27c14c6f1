"""Pursuit and dropped loot, played through a round (ACKS-197, ACKS-199)."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.geometry import squares as sq
from affray.kernel.events import RoundStarted
from affray.systems.acks2 import events as E
from affray.systems.acks2.phases.pursuit import piles
from affray.systems.acks2.round import play_round

from .conftest import Wants, fig


def play(t, n=1):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def test_acks_197_fight_on_does_not_pursue_the_fleeing(table):
    # the fighter is frightened (fleeing); the orc (5, first) holds Fight On: no charge at
    # him and no march that ends nearer; under Advance and Pursue it may charge.
    for result, may in (("fight_on", False), ("advance", True)):
        q = Wants({("o", "action"): "stay", ("o", "combat"): "none"})
        t = table([fig("f", "p", (0, 0), "N", "fighter-1", conditions={"frightened": 5}),
                   fig("o", "q", (0, 6), "S", "orc")], dice=[1, 5],
                  policies={"p": Wants({}), "q": q})
        t.ctx.emit(E.Set(t.id("o"), "morale", result, "test"))
        play(t)
        opts = [o for n, k, o in q.asked if k == "action"][0]
        assert ("charge:1" in opts) == may
        now = sq.footprint_distance_feet((0, 6), (0, 0))
        nearer = [o for o in opts if o.startswith("march:")
                  and sq.footprint_distance_feet(tuple(int(v) for v in o[6:].split(",")), (0, 0)) < now]
        assert bool(nearer) == may


def treasure_round(table, save_die, treasure=150):
    q = Wants({("o", "action"): "stay", ("o", "combat"): "none"})
    t = table([fig("f", "p", (0, 0), "N", "fighter-1", sheet={"treasure": treasure}),
               fig("o", "q", (0, 4), "S", "orc", sheet={"xp": 100, "profs": ["likes_treasure"]})],
              dice=[5, 1, save_die], policies={"p": Wants({("f", "action"): "stay", ("f", "combat"): "drop_treasure"}),
                                               "q": q})
    play(t)
    return t, q


def test_acks_199_a_greedy_monster_saves_at_plus_4_or_stops_to_take_dropped_treasure(table):
    # 150 gp >= its 100 XP: Paralysis 13+ at +4; a 5 (9) fails: it goes for the gold
    t, q = treasure_round(table, 5)
    s = t.events("Saved")[0]
    assert (s.category, s.total, s.ok) == ("paralysis", 9, False)
    assert piles(t.state) == {} and t.events("Note")[-1].text == "takes 150 gp"
    assert not [k for n, k, o in q.asked if k == "action"]  # its segment went on the gold
    assert t.state.get(t.id("f"), Status).dropped
    # a 9 (13) saves: it ignores the gold and acts as it likes
    t, q = treasure_round(table, 9)
    assert t.events("Saved")[0].ok and piles(t.state) == {(0, 0): 150}
    assert [k for n, k, o in q.asked if k == "action"] == ["action"]


def test_acks_199_treasure_below_its_xp_value_is_no_lure(table):
    t, q = treasure_round(table, 1, treasure=50)
    assert not t.events("Saved") and piles(t.state) == {(0, 0): 50}


def rations_round(table, save_die, beast="wolf", profs=("hungry",)):
    q = Wants({("b", "action"): "stay", ("b", "combat"): "none"})
    t = table([fig("f", "p", (0, 0), "N", "fighter-1", sheet={"rations": 2}),
               fig("b", "q", (0, 4), "S", beast, sheet={"profs": list(profs)})],
              dice=[5, 1, save_die], policies={"p": Wants({("f", "action"): "stay", ("f", "combat"): "drop_rations"}),
                                               "q": q})
    play(t)
    return t, q


def test_acks_199_a_hungry_beast_saves_at_plus_4_or_stops_for_a_days_rations(table):
    t, q = rations_round(table, 2)
    s = t.events("Saved")[0]
    assert s.category == "paralysis" and s.total == 6 and not s.ok
    assert piles(t.state, "rations") == {} and t.events("Note")[-1].text == "eats 1 days' rations"
    assert not [k for n, k, o in q.asked if k == "action"]
    assert t.state.condition(t.id("f"), "rations_dropped") == 1
    t, q = rations_round(table, 19)  # saved: it ignores the meal
    assert t.events("Saved")[0].ok and piles(t.state, "rations") == {(0, 0): 1}


def test_acks_199_rations_lure_only_hungry_beasts(table):
    for beast, profs in (("wolf", ()), ("orc", ("hungry",))):
        t, q = rations_round(table, 1, beast, profs)
        assert not t.events("Saved") and piles(t.state, "rations") == {(0, 0): 1}


def test_acks_199_the_tactical_policy_drops_rations_before_a_hungry_beast(table):
    # the fighter has nothing better to do (no attack in reach): it drops a ration
    t = table([fig("f", "p", (0, 0), "N", "fighter-1", sheet={"rations": 1}),
               fig("b", "q", (0, 6), "S", "wolf", sheet={"profs": ["hungry"]})],
              dice=[5, 1, 2] + [4] * 20,
              policies={"p": Wants({("f", "action"): "stay"}), "q": Wants({("b", "action"): "stay", ("b", "combat"): "none"})})
    play(t)
    assert t.state.condition(t.id("f"), "rations_dropped") == 1
