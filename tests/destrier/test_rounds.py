"""Section M: card rounds and blow budgets (DS-83..DS-93)."""

from __future__ import annotations

from affray.components.destrier import Ledger, Turn
from affray.systems.destrier.phases.melee import (card_round, forfeit_blows, grant_blows,
                                                  melee_step, tac_eligible)
from affray.systems.destrier.rules import costs as C
from affray.systems.destrier.rules import tac_cards as T
from affray.systems.destrier.rules.legal import MeleeOptions, melee_reason

from .conftest import Table, drive, fig, pct

R2 = 2 ** 0.5
PSP = {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}
NONE = {"card": "", "target": 0}


def test_ds_83_tac_reach_three_or_two():
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (R2 + 2.5, 0), 180)])
    assert tac_eligible(t.state, 1)
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (R2 + 2.5, 0), 180)],
              options={"melee_tac_reach": 2.0})
    assert not tac_eligible(t.state, 1)


def test_ds_84_charge_into_a_fighting_figure():
    # A (red, id 1) already fights B (blue, 2); C (blue, 3) charges A from 2" away
    t = Table([fig("A", "red", (0, 0), 0.0, blows=4), fig("B", "blue", (R2, 0), 180.0, blows=4),
               fig("C", "blue", (0, R2 + 2.0), 270.0, blows=4)],
              dice=[], choices=[PSP, PSP, {"card": "CHARGE", "target": 1}, PSP])
    drive(card_round(t.ctx, [1, 2, 3], 0, 0, tac_phase=False, number=1))
    assert not t.events("Rolled")  # no initiative dice
    a = t.state.get(1, Turn)
    assert a.as_stand_ground
    from affray.components.destrier import Status
    assert t.state.get(1, Status).contact_phase["3"] == 4  # A is the TMM defender
    assert [e for e in t.events("Blows") if e.entity == 1 and e.entry == "spend"] == []


def test_ds_85_melee_retreat_distances():
    t = Table([fig("a", "red", (0, 0), fighter={"move": 12.0}), fig("b", "red", (0, 5)),
               fig("c", "blue", (9, 0))])
    assert T.retreat_distance(t.state, 1, True) == 3.0
    assert T.retreat_distance(t.state, 2, True) == 1.5
    t = Table([fig("a", "red", (0, 0)), fig("c", "blue", (9, 0))], options={"melee_retreat": "exactly3"})
    assert T.retreat_distance(t.state, 1, True) == 3.0


def test_ds_86_event_order_of_a_round():
    t = Table([fig("a", "red", (0, 0), 0.0, blows=4), fig("b", "blue", (R2, 0), 180.0, blows=4),
               fig("c", "red", (0, 5), 0.0, blows=4), fig("d", "blue", (R2 + 2.5, 5), 180.0, blows=4)],
              choices=[{"cards": ["DELIVER BLOW"], "target": 2}, {"cards": ["DODGE BACK"], "target": 0},
                       NONE, {"cards": ["MOVE 1\""], "target": 4}, NONE, PSP, "DODGE LEFT", "launch"],
              dice=pct(99, 99))  # 99: no DS-131 counterblow (a followed)
    drive(card_round(t.ctx, [1, 2, 3, 4], 0, 0, tac_phase=False, number=1))
    order = []
    for e in t.battle.events:
        n = type(e).__name__
        if n == "Committed":
            order.append("choose")
        elif n == "Opened" and e.kind != "dodge":
            order.append("reveal")
        elif n == "Decided" and e.kind == "guess_dodge":
            order.append("guess")
        elif n == "Opened":
            order.append("reveal dodge")
        elif n == "Segment" and e.why == "MOVE 1\"":
            order.append("move")
        elif n == "Struck":
            order.append("blow")
        elif n == "Segment" and e.why == "dodge":
            order.append("dodge")
    dedup = [x for i, x in enumerate(order) if i == 0 or order[i - 1] != x]
    assert dedup == ["choose", "reveal", "guess", "reveal dodge", "move", "blow", "dodge"]


def test_ds_87_zero_blow_figure_offered_only_free_cards():
    t = Table([fig("X", "red", (0, 0), 0.0, blows=0), fig("Y", "blue", (R2, 0), 180.0, blows=2)])
    opts = MeleeOptions(t.state, 1, in_tac_phase=False, left=0)
    costs = [C.melee_cost(o["cards"], free_asp=True, agile=False) for o in opts.enumerate()]
    assert costs and max(costs) == 0
    from affray.systems.destrier.phases.melee import participants
    assert 1 in participants(t.state)


def test_ds_88_seventh_psp_only_round_refused():
    t = Table([fig("a", "red", (0, 0), turn={"psp_streak": 6}, blows=2), fig("b", "blue", (R2, 0), 180)])
    assert "DS-88" in melee_reason(t.state, 1, PSP, in_tac_phase=False, tac_card=None)
    t = Table([fig("a", "red", (0, 0), turn={"psp_streak": 5}, blows=2), fig("b", "blue", (R2, 0), 180)])
    assert melee_reason(t.state, 1, PSP, in_tac_phase=False, tac_card=None) is None


def test_ds_89_several_cards_cost_the_total():
    assert C.melee_cost(["DELIVER BLOW", "ACTIVE SHIELD PARRY"], free_asp=False, agile=False) == 2
    assert C.melee_cost(["DELIVER BLOW", "ACTIVE SHIELD PARRY"], free_asp=True, agile=False) == 1


def test_ds_90_reactive_turn_to_an_enemy_at_the_rear():
    # F (red 1) faces east; E (blue 2) moves round to touch F's rear from the west
    t = Table([fig("F", "red", (0, 0), 0.0, blows=4), fig("E", "blue", (-R2 - 1.0, 0), 0.0, blows=4)],
              choices=[NONE, PSP, NONE, {"cards": ["MOVE 1\""], "target": 1}, "turn"], dice=[3, 5])
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    spends = [e for e in t.events("Blows") if e.entity == 1 and e.ds == "DS-90"]
    assert len(spends) == 1 and spends[0].amount == 1


def test_ds_91_grant_berserk_bonus_and_forfeit():
    t = Table([fig("a", "red", (0, 0), status={"berserk": True}), fig("b", "blue", (9, 0))])
    grant_blows(t.ctx)
    assert t.state.get(1, Ledger).left == 6 and t.state.get(2, Ledger).left == 4
    forfeit_blows(t.ctx)
    f = [e for e in t.events("Blows") if e.entry == "forfeit"]
    assert [(e.entity, e.amount) for e in f] == [(1, 6), (2, 4)] and t.state.get(1, Ledger).left == 0


def test_ds_92_costs():
    assert C.melee_cost(["FEROCITY", "GREAT BLOW"], free_asp=True, agile=False) == 3
    assert C.melee_cost(["PASSIVE SHIELD PARRY"], free_asp=False, agile=False) == 0
    assert C.HORSE_COST["TRAMPLE PRONE FIGURE"] + 1 == 3


def test_ds_93_twelve_idle_rounds_end_the_phase():
    empty = {"cards": [], "target": 0}
    sg = {"card": "STAND GROUND", "target": 0}
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2, 0), 180.0)],
              choices=[sg, empty, sg, empty] + [empty, empty] * 12)
    drive(melee_step(t.ctx, 0, 0))
    notes = [n for n in t.events("Note") if n.ds == "DS-93"]
    assert len(notes) == 1
    assert len([e for e in t.events("CardRound")]) == 13
