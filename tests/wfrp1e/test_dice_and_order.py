"""Section A conventions and the turn order: WFRP-01 to WFRP-03, WFRP-11 to WFRP-13."""

from __future__ import annotations

import pytest

from affray.kernel import percentile
from affray.kernel.errors import ScriptError
from affray.systems.wfrp1e.rules import checks

from .conftest import Table, d6, d100, evs, fig, run

DUEL = [fig("A", "red", (0, 0)), fig("B", "blue", (2, 0), 180.0)]
NO_EDGE = {"edge_roll": False}


def test_wfrp_01_tagged_dice_read_100_and_10_and_a_wrong_die_is_a_replay_error():
    t = Table(DUEL, dice=["d100:100", "d10:10", "d100:5"])
    assert t.ctx.roll("x", 1, 100) == [100]
    assert t.ctx.roll("x", 1, 10) == [10]
    with pytest.raises(ScriptError, match="tagged d100 but the rules ask for a d6"):
        t.ctx.roll("damage", 1, 6)


def test_wfrp_02_characteristic_tests_single_digits_times_ten():
    assert checks.target_of(4) == 40 and checks.target_of(35) == 35
    t = Table(DUEL, dice=d100(40, 41, 35, 36))
    assert checks.test(t.ctx, 1, "WFRP-02", "S", 4) is True
    assert checks.test(t.ctx, 1, "WFRP-02", "S", 4) is False
    assert checks.test(t.ctx, 1, "WFRP-02", "Dex", 35) is True
    assert checks.test(t.ctx, 1, "WFRP-02", "Dex", 35) is False


def test_wfrp_03_canonical_order_parry_then_damage_then_additional_then_extra():
    # A (I 45, WS 50) hits B who parries with a sword; damage 6 -> additional test -> 6, 3
    combs = [fig("A", "red", (0, 0), profile={"I": 45, "WS": 50}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 30})]
    b = run(combs, dice=d100(30) + d100(20) + d6(1) + d6(6) + d100(40) + d6(6, 3),
            plan={("*", "declare"): "fight", ("B", "parry"): "weapon"}, options={**NO_EDGE, "pc_side": 1})
    rolled = [(e.purpose, e.sides) for e in evs(b, "Rolled")]
    assert rolled[:7] == [("attack", 100), ("parry", 100), ("parry_d6", 6), ("damage", 6),
                          ("additional", 100), ("extra", 6), ("extra", 6)]


def test_wfrp_11_turns_run_from_highest_i_mixing_sides():
    combs = [fig("a63", "red", (0, 0), profile={"I": 63}), fig("b45", "blue", (2, 0), 180.0, profile={"I": 45}),
             fig("c40", "red", (0, 10), profile={"I": 40}), fig("d39", "blue", (2, 10), 180.0, profile={"I": 39})]
    b = run(combs, dice=d100(99, 99, 99, 99), plan={("*", "declare"): "fight"}, options=NO_EDGE)
    order = [b.state.names[e.attacker] for e in evs(b, "Blow")]
    assert order == ["a63", "b45", "c40", "d39"]


def test_wfrp_12_never_earlier_than_its_own_i():
    """Every offered delay acts below I; a declaration to act earlier is refused."""
    from affray.kernel.errors import IllegalChoice
    from affray.systems.wfrp1e.phases.declare import choices
    combs = [fig("A", "red", (0, 0), profile={"I": 45}), fig("B", "blue", (2, 0), 180.0, profile={"I": 35})]
    delays = [c for c in choices(Table(combs).state, 1) if c.startswith("fight@")]
    assert delays and all(int(c[len("fight@"):]) < 0 for c in delays)
    with pytest.raises(IllegalChoice, match="fight@\\+5"):
        run(combs, dice=d100(99, 98), plan={("A", "declare"): "fight@+5", ("B", "declare"): "fight"},
            options=NO_EDGE)


def test_wfrp_13_equal_initiative_strike_together_and_the_dead_still_reply():
    combs = [fig("A", "red", (0, 0), profile={"I": 35, "S": 9}), fig("B", "blue", (2, 0), 180.0, profile={"I": 35, "S": 9})]
    b = run(combs, dice=d100(11) + d6(5) + d100(12) + d6(5), plan={("*", "declare"): "fight"},
            options=NO_EDGE)
    blows = evs(b, "Blow")
    assert [e.attacker for e in blows] == [1, 2]  # the lower id first; B still strikes
    assert {e.entity for e in evs(b, "Died")} == {1, 2}


def test_wfrp_13_a_winner_strikes_first_on_a_tie_and_a_kill_stops_the_reply():
    combs = [fig("A", "red", (0, 0), profile={"I": 35, "S": 9}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 35, "S": 9}, fight={"winning": True, "beat": [1]})]
    b = run(combs, dice=d100(11) + d6(5), plan={("*", "declare"): "fight"},
            options={"edge_roll": False, "use_effective_initiative": False})
    assert [e.attacker for e in evs(b, "Blow")] == [2]
    assert [e.entity for e in evs(b, "Died")] == [1]


def test_wfrp_01_the_logged_dice_replay_the_fight_exactly():
    """Every draw is logged with its die size; fed back as a tagged script, the same faces
    give the same fight, event for event."""
    b = run(DUEL, seed=3, rounds=2, plan={("*", "declare"): "fight", ("*", "parry"): "none"})
    rolled = evs(b, "Rolled")
    assert rolled and {e.sides for e in rolled} <= {6, 10, 100}
    script = [f"d{e.sides}:{f}" for e in rolled for f in e.faces]
    again = run(DUEL, dice=script, rounds=2, plan={("*", "declare"): "fight", ("*", "parry"): "none"})
    assert again.events == b.events


def test_wfrp_12_a_single_attacker_may_hold_its_blow_until_after_a_slower_foe():
    combs = [fig("A", "red", (0, 0), profile={"I": 45, "WS": 10}), fig("B", "blue", (2, 0), 180.0, profile={"I": 35, "WS": 10})]
    b = run(combs, dice=d100(99, 98), plan={("A", "declare"): "fight@-15", ("B", "declare"): "fight"},
            options=NO_EDGE)
    assert evs(b, "Initiative", entity=1)[0].slots == [30]
    assert [e.attacker for e in evs(b, "Blow")] == [2, 1]
    from affray.systems.wfrp1e.phases.declare import choices
    t = Table(combs)
    assert not [c for c in choices(t.state, 1) if c.startswith("fight@+")]
