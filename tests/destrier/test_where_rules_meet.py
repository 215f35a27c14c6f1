"""Rules that meet: a bash in the middle of a move (DS-43/44 with DS-35), several spells in
one play (DS-99), the rest of the missiles in phase 2 (DS-26), a TAC card's move before the
blow it brings (DS-83 with DS-50/51), KEEP DISTANCE whoever reveals first (DS-65)."""

from __future__ import annotations

import pytest

from affray.systems.destrier import events as E
from affray.systems.destrier.phases.halfmove import move_figure
from affray.systems.destrier.rules import geometry as geo

from .conftest import Table, drive, fig, pct


def _gap_table(dice, **mover):
    # a 1" square moving corner first (sweep 1.414") between two stands 1.0" apart
    return Table([fig("m", "blue", (0, 0), 0.0, **mover),
                  fig("a", "red", (2.0, 1.0), 45.0), fig("b", "red", (2.0, -1.0), 45.0),
                  fig("goal", "red", (12.0, 0), 180.0)],
                 choices=["advance:4", 2, "none"], dice=dice)


def test_ds_43_a_failed_bash_back_carries_the_mover_through_the_gap():
    t = _gap_table(pct(30, 70), fighter={"move": 12.0})
    drive(move_figure(t.ctx, 1, 1, True))
    last = t.events("Segment")[-1]
    assert (last.entity, last.why) == (1, "through the gap") and last.cost > 1.0
    beyond = max(x for e in (2, 3) for x, _ in geo.poly(t.state, e))
    assert last.x - 0.5 ** 0.5 >= beyond - 1e-9  # wholly past both obstacles


def test_ds_43_a_successful_bash_back_stops_and_staggers_the_mover():
    t = _gap_table(pct(70, 30), fighter={"move": 12.0})
    drive(move_figure(t.ctx, 1, 1, True))
    segs = [(e.entity, e.why) for e in t.events("Segment")]
    assert segs[-1] == (1, "bash retreat") and (1, "through the gap") not in segs


def test_ds_44_the_bash_is_a_quarter_of_the_halved_allowance():
    t = _gap_table(pct(70, 30), fighter={"move": 12.0})
    t.ctx.emit(E.Set(1, "Turn", "fired_phase", 1, "DS-35"))  # fired before moving: HMA 6 -> 3
    drive(move_figure(t.ctx, 1, 1, True))
    assert [n.text for n in t.events("Note") if n.ds == "DS-44"] == ['bash costs 0.75"']


PSP = {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}


def _mage(mkl, spells=0, levels=0, dice=None):
    choices = [{"cards": ["CAST SPELL"], "target": 2, "spells": spells, "levels": levels}, PSP]
    return Table([fig("m", "red", (0, 0), 0.0, fighter={"mage": "enchanter", "mkl": mkl}, blows=6),
                  fig("b", "blue", (2 ** 0.5, 0), 180.0)],
                 choices=choices if spells else None, dice=dice)


def _cast(t):
    from affray.systems.destrier.phases.melee import card_round
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))


def _reason(t, spells, levels):
    from affray.systems.destrier.rules.legal import melee_reason
    return melee_reason(t.state, 1, {"cards": ["CAST SPELL"], "target": 2, "spells": spells,
                                     "levels": levels}, in_tac_phase=False, tac_card=None)


def test_ds_99_each_spell_of_a_play_has_its_own_targeting_roll():
    t = _mage(6, 2, 2, dice=pct(30, 80))
    _cast(t)
    assert [(s.card, s.hit) for s in t.events("Struck")] == [("CAST SPELL", True), ("CAST SPELL", False)]


def test_ds_99_the_first_play_of_several_spells_is_held_to_the_mkl():
    t = _mage(3)
    assert "MKL" in _reason(t, 2, 4)
    assert _reason(t, 1, 4) is None  # one spell alone can always be cast


def test_ds_99_the_levels_of_the_turn_add_up_across_plays():
    t = _mage(3, 1, 2, dice=pct(30))
    _cast(t)
    assert "MKL" in _reason(t, 1, 2)


def test_ds_26_a_bow_looses_its_second_arrow_in_phase_2():
    from affray.systems.destrier.phases.step2 import step2
    t = Table([fig("a", "red", (0, 0), 0.0, stock="archer"), fig("b", "blue", (9, 0), 180.0)],
              dice=pct(99, 99), choices=[[2, False], [2, False]])
    drive(step2(t.ctx, 1, 0))
    drive(step2(t.ctx, 2, 0))  # bow: 2 shots a turn, 1 in each phase
    assert [e.card for e in t.events("Struck")] == ["FIRE/THROW MISSILE"] * 2


def test_ds_83_charge_with_deliver_blow_from_an_inch_away_strikes_after_the_move():
    from affray.systems.destrier.phases.melee import card_round
    t = Table([fig("a", "red", (0, 0), 0.0, blows=4), fig("b", "blue", (2 ** 0.5 + 1.0, 0), 180.0, blows=4)],
              choices=[{"card": "CHARGE", "target": 2}, {"cards": ["DELIVER BLOW"], "target": 2},
                       {"card": "", "target": 0}, PSP], dice=[4, 2] + pct(99))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    assert t.events("Segment")[0].cost == pytest.approx(1.0)  # the charge stops at contact
    assert [(s.attacker, s.card) for s in t.events("Struck")] == [(1, "DELIVER BLOW")]


@pytest.mark.parametrize("tac_phase", [True, False])
def test_ds_65_keep_distance_turned_up_first_still_retreats_from_a_close(tac_phase):
    from affray.systems.destrier.phases.melee import card_round, grant_blows
    from affray.components.destrier import Ledger
    t = Table([fig("g", "red", (0, 0), 0.0), fig("e", "blue", (2 ** 0.5 + 0.8, 0), 180.0)],
              choices=[{"card": "CLOSE", "target": 2}, PSP, {"card": "KEEP DISTANCE", "target": 0},
                       PSP, "retreat"])
    grant_blows(t.ctx)
    drive(card_round(t.ctx, [1, 2], 0, 1, tac_phase=tac_phase, number=0 if tac_phase else 1))
    segs = [(e.entity, e.why) for e in t.events("Segment")]
    assert segs[0] == (2, "retreat") and segs[1] == (1, "tac")
    spent = 0 if tac_phase else 2  # a KEEP DISTANCE turned into a retreat costs 2 in all (DS-70)
    assert t.state.get(2, Ledger).spent == spent


def test_ds_112_going_berserk_brings_two_blows_at_once():
    from affray.components.destrier import Ledger
    from affray.systems.destrier.rules.exchange import ferocity
    t = Table([fig("g", "red", (0, 0), 0.0, stock="berserker", blows=3), fig("b", "blue", (9, 0), 180.0)],
              dice=pct(30))
    ferocity(t.ctx, 1)
    assert t.state.get(1, Ledger).left == 5


def test_ds_65_a_move_card_that_approaches_also_makes_keep_distance_retreat():
    from affray.components.destrier import Ledger
    from affray.systems.destrier.phases.melee import card_round
    t = Table([fig("g", "red", (0, 0), 0.0, blows=4), fig("e", "blue", (2 ** 0.5 + 2.0, 0), 180.0, blows=4)],
              choices=[{"card": "", "target": 0}, {"cards": ["MOVE 1\""], "target": 2},
                       {"card": "KEEP DISTANCE", "target": 0}, PSP, "retreat"])
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    segs = [(e.entity, e.why) for e in t.events("Segment")]
    assert segs == [(2, "retreat"), (1, "MOVE 1\"")]
    assert t.state.get(2, Ledger).spent == 2  # KEEP DISTANCE turned into a retreat (DS-70)
