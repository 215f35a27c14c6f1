"""Sections A and D: dice, hooks, validation and the time sequence (DS-02..DS-05,
DS-20..DS-31)."""

from __future__ import annotations

import pytest

from affray.kernel.testing import fight
from affray.systems.destrier import events as E
from affray.systems.destrier.phases.initiative import dex_order, roll_initiative, tmm_attacker
from affray.systems.destrier.phases.step2 import shots_allowed
from affray.systems.destrier.rules import movement as mv
from affray.systems.destrier.rules.checks import check
from affray.systems.destrier.rules.legal import melee_reason

from .conftest import Table, drive, fig, pct


def test_ds_02_check_boundaries_and_no_roll():
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (9, 0))], dice=pct(35, 36))
    assert check(t.ctx, 1, "DS-54", "hit", 35) is True
    assert check(t.ctx, 1, "DS-54", "hit", 35) is False
    assert check(t.ctx, 1, "DS-56", "weapon bash", 0) is False  # no die consumed
    assert check(t.ctx, 1, "DS-56", "sure", 100) is True
    assert t.battle.scripted_dice.left() == 0
    c = t.events("Check")
    assert [(x.chance, x.roll) for x in c] == [(35, 35), (35, 36), (0, 0), (100, 0)]
    assert all(x.ds and x.purpose for x in c)


def test_ds_02_d100_double_zero_is_100():
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (9, 0))], dice=[10, 10])
    assert check(t.ctx, 1, "DS-54", "hit", 99) is False
    assert t.events("Check")[-1].roll == 100


def _blow_table(dice, **kw):
    return Table([fig("a", "red", (0, 0), 0.0, **kw), fig("b", "blue", (1.0 / 2 ** 0.5 * 2, 0), 180.0)],
                 dice=dice)


def test_ds_03_plain_blow_at_50_marked_placeholder():
    from affray.systems.destrier.rules.hit import blow
    t = _blow_table(pct(50))
    r = blow(t.ctx, 1, 2, "DELIVER BLOW", role="attacker", tacs=("STAND GROUND", "STAND GROUND"),
             dfd_cards=[])
    s = t.events("Struck")[-1]
    assert s.chance == 50 and s.hit and s.placeholder and r.placeholder and r.damage == 4


def test_ds_04_scenario_data_replaces_the_placeholder():
    from affray.systems.destrier.rules.hit import blow
    t = Table([fig("a", "red", (0, 0), 0.0, hooks={"base_hit_chance": 65}),
               fig("b", "blue", (2 ** 0.5, 0), 180.0)], dice=pct(60),
              tables={"tmm": {"default": {"att_mod": 0, "dfd_mod": 0, "first_strike": "none",
                                          "body_bash": "none"}}})
    blow(t.ctx, 1, 2, "DELIVER BLOW", role="attacker", tacs=("STAND GROUND", "STAND GROUND"),
         dfd_cards=[])
    s = t.events("Struck")[-1]
    assert s.chance == 65 and s.hit and not s.placeholder


def test_ds_05_cast_spell_over_budget_refused_citing_ds_99():
    t = Table([fig("m", "red", (0, 0), fighter={"mage": "enchanter", "mkl": 8}, blows=6),
               fig("b", "blue", (2 ** 0.5, 0), 180.0)])
    from affray.components.destrier import Ledger
    assert t.state.get(1, Ledger).left == 6
    why = melee_reason(t.state, 1, {"cards": ["CAST SPELL"], "target": 2, "spells": 4},
                       in_tac_phase=False, tac_card=None)
    assert why.startswith("DS-99")


def test_ds_20_turn_order_in_the_log():
    b = fight("destrier", [fig("a", "red", (0, 0)), fig("b", "blue", (20, 0), 180)],
              policies={"red": "tactical", "blue": "tactical"}, max_rounds=1)
    b.run()
    phases = [e.phase for e in b.events if type(e).__name__ == "PhaseStarted"]
    assert phases == ["initiative 1", "step 2, phase 1", "half-move 1", "initiative 2",
                      "step 2, phase 2", "half-move 2", "melee"]


def test_ds_21_ties_reroll():
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (9, 0))], dice=[4, 4, 2, 5])
    assert drive(roll_initiative(t.ctx, 1)) == 1
    assert t.battle.scripted_dice.left() == 0
    assert t.events("Initiative")[-1].winner == 1


def test_ds_21_surprised_side_loses_without_roll():
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (9, 0))], dice=[])
    assert drive(roll_initiative(t.ctx, 1, surprised=0)) == 1
    assert not t.events("Rolled")


def test_ds_22_dex_order_across_sides():
    t = Table([fig("r", "red", (0, 0), fighter={"dex": 12}),
               fig("b", "blue", (9, 0), fighter={"dex": 15}),
               fig("c", "blue", (9, 3), fighter={"dex": 12})], dice=[2, 5])
    assert dex_order(t.ctx, [1, 2, 3]) == [2, 3, 1]


def _step2_fight(dice, choices, combatants, options=None):
    from affray.systems.destrier.phases.step2 import step2
    t = Table(combatants, dice=dice, choices=choices, options=options)
    drive(step2(t.ctx, 1, 0))
    return t


def test_ds_23_senior_mage_casts_first_even_losing():
    def combs(blue_mkl):
        return [fig("archer", "red", (0, 0), 0.0, stock="archer", fighter={"dex": 20}),
                fig("bmage", "blue", (10, 0), 180.0, fighter={"mage": "mage", "mkl": blue_mkl, "dex": 18}),
                fig("rmage", "red", (0, 3), 0.0, fighter={"mage": "mage", "mkl": 5})]
    t = _step2_fight([], ["none", "none", "none"], combs(7))
    order = [e.actor for e in t.battle.events if type(e).__name__ == "Decided"]
    assert order == [3, 2, 1]  # red won; blue's MKL 7 >= 5 + 2 casts in A
    t = _step2_fight([], ["none", "none", "none"], combs(6))
    order = [e.actor for e in t.battle.events if type(e).__name__ == "Decided"]
    assert order == [3, 1, 2]  # normal order: A, the faster archer (C) before B


def test_ds_24_fast_winner_firer_looses_before_losing_mage():
    combs = [fig("archer", "red", (0, 0), 0.0, stock="archer", fighter={"dex": 16}),
             fig("mage", "blue", (10, 0), 180.0, fighter={"mage": "mage", "mkl": 1, "dex": 11})]
    t = _step2_fight(pct(99, 99, 99), [[2, False], [1, False]], combs)
    kinds = [e.kind for e in t.battle.events if type(e).__name__ == "Decided"]
    assert kinds == ["fire", "cast"]
    combs[0]["fighter"]["dex"] = 10
    t = _step2_fight(pct(99, 99, 99), [[1, False], [2, False]], combs)
    assert [e.kind for e in t.battle.events if type(e).__name__ == "Decided"] == ["cast", "fire"]


def test_ds_25_mage_who_cast_in_phase_1_is_not_asked_in_phase_2():
    from affray.systems.destrier.phases.step2 import step2
    t = Table([fig("mage", "red", (0, 0), 0.0, fighter={"mage": "mage", "mkl": 3}),
               fig("b", "blue", (10, 0), 180.0)], dice=pct(10), choices=[[2, False]])
    drive(step2(t.ctx, 1, 0))
    drive(step2(t.ctx, 2, 0))  # no choice left in the script: asking would fail
    assert len(t.events("Struck")) == 1


@pytest.mark.parametrize("n,p1,p2", [(3, 2, 1), (1, 1, 0), (2, 1, 1)])
def test_ds_26_shots_split(n, p1, p2):
    assert (shots_allowed(n, 1), shots_allowed(n, 2)) == (p1, p2)


def test_ds_27_misc_actions_have_penalties():
    assert mv.misc_penalty(3.0, "open_door") == 1.5
    assert mv.misc_penalty(3.0, "unlock_door") == 3.0
    assert mv.misc_penalty(3.0, "fall") == 0.0


def _one_turn(combatants, seed=3, **kw):
    b = fight("destrier", combatants, seed=seed,
              policies={"red": "tactical", "blue": "tactical"}, max_rounds=1, **kw)
    b.run()
    return b


def test_ds_28_winner_moves_first():
    b = _one_turn([fig("a", "red", (0, 0)), fig("c", "red", (0, 3)),
                   fig("b", "blue", (30, 0), 180), fig("d", "blue", (30, 3), 180)])
    ev = b.events
    start = next(i for i, e in enumerate(ev) if getattr(e, "phase", "") == "half-move 1")
    win = next(e.winner for e in ev if type(e).__name__ == "Initiative")
    segs = []
    for e in ev[start + 1:]:
        if type(e).__name__ == "PhaseStarted":
            break
        if type(e).__name__ == "Segment":
            segs.append(b.state.side[e.entity])
    assert segs and segs == sorted(segs, key=lambda s: s != win)


def test_ds_29_weight_exception_gives_quarter_hma():
    t = Table([fig("big", "red", (0, 0), 0.0, fighter={"weight": 2400}),
               fig("foe", "blue", (2 ** 0.5, 0), 180.0, fighter={"weight": 1600})])
    assert mv.engaged_limit(t.state, 1, won_initiative=False) == pytest.approx(0.75)
    t = Table([fig("big", "red", (0, 0), 0.0, fighter={"weight": 2300}),
               fig("foe", "blue", (2 ** 0.5, 0), 180.0, fighter={"weight": 1600})])
    assert mv.engaged_limit(t.state, 1, won_initiative=False) == 0.0


def test_ds_30_twelve_inch_figure_moves_twelve_in_a_turn():
    b = _one_turn([fig("fast", "red", (0, 0), 0.0, fighter={"move": 12.0}),
                   fig("b", "blue", (40, 0), 180, fighter={"move": 0.5})])
    moved = sum(e.cost for e in b.events if type(e).__name__ == "Segment" and e.entity == 1
                and e.why == "advance")
    assert moved == pytest.approx(12.0)


def test_ds_31_tmm_attacker_by_contact_phase():
    assert tmm_attacker(1, 0, 1) == 0
    assert tmm_attacker(2, 0, 1) == 1


def test_ds_07_man_moves_three_plus_three():
    b = _one_turn([fig("man", "red", (0, 0), 0.0), fig("b", "blue", (40, 0), 180, fighter={"move": 0.5})])
    segs = [e.cost for e in b.events if type(e).__name__ == "Segment" and e.entity == 1 and e.why == "advance"]
    assert segs == [pytest.approx(3.0), pytest.approx(3.0)]
    assert mv.hma(Table([fig("m", "red", (0, 0)), fig("b", "blue", (9, 0))]).state, 1) == 3.0


def _misc_fight(choice, **man):
    from .conftest import Plan, holding, played
    def red(state, req):
        if req.kind == "misc_action":
            return choice
        if req.kind == "move":
            return "advance:2"
        return None
    return played([fig("m", "red", (0, 0), 0.0, **man), fig("e", "blue", (20, 0), 180.0)],
                  Plan(red), holding())


def _half_moves(b):
    """Inches moved by figure 1 in half-moves 1 and 2."""
    out, phase = {1: 0.0, 2: 0.0}, 0
    for e in b.events:
        if type(e).__name__ == "PhaseStarted" and e.phase.startswith("half-move"):
            phase = int(e.phase[-1])
        elif type(e).__name__ == "PhaseStarted":
            phase = 0
        if phase and type(e).__name__ == "Segment" and e.entity == 1 and e.why == "advance":
            out[phase] += e.cost
    return out


def test_ds_27_a_prone_figure_stands_up_in_step_2_and_moves_the_rest():
    b = _misc_fight("stand_up", status={"prone": True})
    names = [type(e).__name__ for e in b.events]
    up = next(i for i, e in enumerate(b.events) if type(e).__name__ == "Set" and e.ds == "DS-27")
    step2 = names.index("PhaseStarted", next(i for i, e in enumerate(b.events)
                                             if getattr(e, "phase", "") == "step 2, phase 1"))
    hm1 = next(i for i, e in enumerate(b.events) if getattr(e, "phase", "") == "half-move 1")
    assert step2 < up < hm1 and b.events[up].field == "prone" and b.events[up].value is False
    assert _half_moves(b) == {1: pytest.approx(1.5), 2: pytest.approx(3.0)}  # DS-36: 1/2 HMA


def test_ds_27_no_action_stays_down():
    b = _misc_fight("none", status={"prone": True})
    assert _half_moves(b) == {1: 0.0, 2: 0.0}


def test_ds_36_encumbered_figure_standing_up_loses_the_whole_half_move():
    b = _misc_fight("stand_up", status={"prone": True}, fighter={"enc": "full"})
    assert any(type(e).__name__ == "Note" and e.ds == "DS-36" for e in b.events)
    assert _half_moves(b) == {1: 0.0, 2: pytest.approx(1.5)}  # full-turn 3" when encumbered


def test_ds_36_opening_a_door_leaves_half_the_move():
    b = _misc_fight("open_door", fighter={"flags": ["intelligent", "trained_fighter", "misc:open_door"]})
    assert _half_moves(b)[1] == pytest.approx(1.5)
    asked = [e.choice for e in b.events if type(e).__name__ == "Decided" and e.kind == "misc_action"]
    assert asked == ["open_door", "open_door"]  # offered in each phase's sub-step E/F
