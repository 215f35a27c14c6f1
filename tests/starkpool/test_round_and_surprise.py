"""The round sequence and the opening of an encounter (SP-03, SP-09, SP-15..SP-17, SP-19..SP-22)
on the kernel."""
import pytest

from affray.kernel.events import ConditionSet, Decided, Moved, PhaseStarted
from affray.systems.starkpool.rules import figures as F
from affray.systems.starkpool.events import (Avoided, InitiativeSet, SurpriseRolled, TurnPassed,
    WanderingMonsterCheck)
from affray.systems.starkpool.rules.movement.move import move_along
from affray.systems.starkpool.phases.movement import move_options
from affray.systems.starkpool.testing import battle, drive, look, man


def phases(b, rnd=1):
    out, cur = [], 0
    for e in b.events:
        if type(e).__name__ == "RoundStarted":
            cur = e.round
        if isinstance(e, PhaseStarted) and cur == rnd:
            out.append(e.phase)
    return out


def _duel(**kw):
    return battle([man("A", "a", 0, 0, hp=40), man("B", "b", 20, 0, hp=40)], setup=False,
                  policy="tactical", **kw)


def test_sp_22_phases_in_order():
    b = _duel(max_rounds=1)
    b.run()
    assert phases(b) == ["initiative", "move", "counter_move", "missile", "melee", "end"]


def test_sp_21_d6_3_lets_side_a_choose():
    b = _duel(max_rounds=1, seed=4)
    b.run()
    die = next(e for e in b.events if type(e).__name__ == "Rolled" and e.purpose == "initiative")
    chooser = next(e for e in b.events if isinstance(e, InitiativeSet)).chooser
    assert chooser == (0 if die.faces[0] <= 3 else 1)


def test_sp_21_the_chooser_is_asked_as_a_side():
    b = _duel(max_rounds=1)
    b.run()
    ask = next(e for e in b.events if isinstance(e, Decided) and e.kind == "initiative")
    assert ask.actor in (0, -1)


def test_sp_03_after_10_rounds_the_turn_counter_goes_up_by_1():
    b = battle([man("A", "a", 0, 0, hp=99), man("B", "b", 300, 0, hp=99)], setup=False,
               max_rounds=11,
               policy="tactical", map={"environment": "wilderness"})
    b.run()
    assert [e.turn for e in b.events if isinstance(e, TurnPassed)] == [1]


AMBUSH = {"environment": "dungeon",
          "encounter": {"unaware": ["b"], "place": False}}


def _surprise(dice, choices, encounter=None, setup=False, **kw):
    m = dict(AMBUSH)
    if encounter:
        m["encounter"] = dict(AMBUSH["encounter"], **encounter)
    return battle([man("A", "a", 0, 0, hp=20), man("B", "b", 6, 0, hp=20)], dice=dice,
                  choices=choices, setup=setup, map=m, **kw)


def test_sp_09_in_the_surprise_round_the_surprised_figure_gets_no_orders():
    b = _surprise([2], ["fight", ["hold"]], max_rounds=1)
    b.run()
    assert not [e for e in b.events if isinstance(e, Decided) and e.actor == 2]


def test_sp_09_only_the_surprisers_move_phase_is_played():
    b = _surprise([2], ["fight", ["hold"]], max_rounds=1)
    b.run()
    assert phases(b) == ["move", "missile", "melee", "end"]


def test_sp_09_a_3_does_not_surprise():
    b = _surprise([3], [], setup=True)
    assert next(e for e in b.events if isinstance(e, SurpriseRolled)).surprised is False


def test_sp_15_the_surprising_side_may_slip_away():
    b = _surprise([2], ["avoid"], max_rounds=1)
    out = b.run()
    assert out.reason.startswith("the encounter was avoided") and \
        any(isinstance(e, Avoided) for e in b.events)


def test_sp_16_surprise_distance_puts_the_sides_4_inches_apart_on_a_3():
    b = battle([man("A", "a", 0, 0), man("B", "b", 30, 0)], dice=[2, 3], choices=["avoid"],
               map={"environment": "dungeon", "encounter": {"unaware": ["b"]}}, setup=False,
               max_rounds=1)
    b.run()
    moved = next(e for e in b.events if isinstance(e, Moved))
    assert round(moved.x, 4) == 4.0


def test_sp_17_a_stationary_surpriser_may_wait_several_rounds_then_spring():
    b = _surprise([2], ["wait", "wait", "wait", "spring", ["hold"]],
                  encounter={"stationary": ["a"]}, max_rounds=3)
    b.run()
    assert phases(b, 2) == [] and phases(b, 3) == ["move", "missile", "melee", "end"]


def test_sp_19_a_bash_that_succeeds_in_round_2_gives_no_surprise_and_a_check():
    b = battle([man("A", "a", 0, 0), man("B", "b", 6, 0)], dice=[],
               map={"environment": "dungeon", "encounter": {"unaware": ["b"], "bash": {"a": 2},
                                                             "place": False}})
    assert any(isinstance(e, WanderingMonsterCheck) for e in b.events) and \
        not next(e for e in b.events if isinstance(e, SurpriseRolled)).surprised


def test_sp_19_after_a_failed_first_bash_no_surprise_die_is_rolled():
    # "If it fails, the enemy won't be surprised and a wandering monster check must be
    # made": the outcome is fixed, so nobody at the table rolls the surprise die
    from affray.kernel.events import Rolled
    b = battle([man("A", "a", 0, 0), man("B", "b", 6, 0)], dice=[],
               map={"environment": "dungeon", "encounter": {"unaware": ["b"], "bash": {"a": 2},
                                                             "place": False}})
    assert not [e for e in b.events if isinstance(e, Rolled) and e.purpose == "surprise"]
    rolled = next(e for e in b.events if isinstance(e, SurpriseRolled))
    assert (rolled.chance, rolled.roll, rolled.surprised) == (0, 0, False)


def test_sp_19_a_first_round_bash_may_surprise():
    b = battle([man("A", "a", 0, 0, tags=["basher"]), man("B", "b", 8, 0)], dice=[2],
               choices=["fight"],
               map={"environment": "dungeon", "encounter": {"unaware": ["b"], "bash": {"a": 1},
                                                             "place": False}})
    with look(b) as s:
        assert F.cond(s, 1, "surpriser") and F.cond(s, 2, "surprised")


@pytest.mark.parametrize("tags,charges", [(["basher"], False), ([], True)])
def test_sp_19_bashers_may_only_move_aside_in_the_surprise_round(tags, charges):
    b = battle([man("A", "a", 0, 0, tags=tags), man("B", "b", 8, 0)], dice=[2],
               choices=["fight"],
               map={"environment": "dungeon", "encounter": {"unaware": ["b"], "bash": {"a": 1},
                                                             "place": False}})
    with look(b) as s:
        assert (["charge", 2] in move_options(s, 1).enumerate()) is charges


def test_sp_20_a_scout_back_in_sight_whose_target_rolls_4_gets_a_rear_attack():
    b = battle([man("Sc", "a", 0, 0, kind="scout", level=5), man("T", "b", 4, 0)], dice=[4])
    with look(b):
        b.ctx.emit(ConditionSet(1, "out_of_sight", 1))
    drive(b, move_along(b.ctx, 1, [(0, 0), (4, 0)], "move", reactions=False))
    with look(b) as s:
        assert F.cond(s, 1, "rear_next") == 2


def test_sp_20_on_a_5_he_gets_nothing():
    b = battle([man("Sc", "a", 0, 0, kind="scout", level=5), man("T", "b", 4, 0)], dice=[5])
    with look(b):
        b.ctx.emit(ConditionSet(1, "out_of_sight", 1))
    drive(b, move_along(b.ctx, 1, [(0, 0), (4, 0)], "move", reactions=False))
    with look(b) as s:
        assert F.cond(s, 1, "rear_next") == 0
