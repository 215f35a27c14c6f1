"""Section C (decks, weapons, shields, figure data: DS-16..DS-19), sections F and G (spells
and missiles in step 2: DS-46..DS-49) and section V (fewer decks: DS-155)."""

from __future__ import annotations

import pytest

from affray.components.destrier import Fighter, Kit, Turn
from affray.kernel.errors import ScenarioError
from affray.kernel.replay import Replay
from affray.kernel.sealed import Committed, Opened
from affray.kernel.testing import fight
from affray.systems.destrier.phases.halfmove import move_figure
from affray.systems.destrier.phases.melee import card_round
from affray.systems.destrier.phases.step2 import in_front, missile_chance, step2
from affray.systems.destrier.rules import costs as C
from affray.systems.destrier.rules import movement as mv
from affray.systems.destrier.rules.legal import melee_reason

from .conftest import Table, drive, fig, pct

R2 = 2 ** 0.5


def test_ds_16_decks_and_one_copy_a_round():
    assert len(C.TAC) == 7 and len(C.MELEE) == 23 and "HAMSTRING HORSE" in C.VS_HORSE
    assert set(C.HORSE) == {"MOVE", "WHEEL", "TRAMPLE PRONE FIGURE", "KICK"}
    t = Table([fig("a", "red", (0, 0), 0.0, blows=4), fig("b", "blue", (R2, 0), 180.0)])
    why = melee_reason(t.state, 1, {"cards": ["DELIVER BLOW", "DELIVER BLOW"], "target": 2},
                       in_tac_phase=False, tac_card=None)
    assert why.startswith("DS-16")


def test_ds_17_weapon_data_validated():
    t = Table([fig("a", "red", (0, 0), kit={"wclass": "LH", "wkind": "pike", "length": 14}),
               fig("b", "blue", (9, 0))])
    k = t.state.get(1, Kit)
    assert (k.wclass, k.wkind, k.length) == ("LH", "pike", 14)
    with pytest.raises(ScenarioError, match="wclass"):
        Table([fig("a", "red", (0, 0), kit={"wclass": "XL"}), fig("b", "blue", (9, 0))])


def test_ds_18_shield_sizes_validated():
    with pytest.raises(ScenarioError, match="shield"):
        Table([fig("a", "red", (0, 0), kit={"shield": "tower"}), fig("b", "blue", (9, 0))])
    from affray.systems.destrier.tables.cs_tables import HOOKS
    assert HOOKS["shield_active_bonus"].value == {"small": 15, "large": 20}


def test_ds_19_figure_data_and_placeholder_weights():
    t = Table([fig("a", "red", (0, 0)), fig("k", "blue", (9, 0), stock="knight")])
    f = t.state.get(1, Fighter)
    assert f.weight == 1750 and f.body == 20 and "trained_fighter" in f.flags
    from affray.components.destrier import Mount
    assert t.state.get(2, Mount).weight == 10000
    with pytest.raises(ScenarioError, match="enc"):
        Table([fig("a", "red", (0, 0), fighter={"enc": "heavy"}), fig("b", "blue", (9, 0))])
    with pytest.raises(ScenarioError, match="unknown figure"):
        Table([fig("a", "red", (0, 0), stock="balrog"), fig("b", "blue", (9, 0))])


def test_ds_46_target_behind_needs_a_rear_pivot():
    t = Table([fig("m", "red", (0, 0), 0.0, fighter={"mage": "mage", "mkl": 2}),
               fig("ahead", "blue", (5, 0)), fig("behind", "blue", (-5, 0))])
    assert in_front(t.state, 1, 2) and not in_front(t.state, 1, 3)
    assert mv.arc_of_turn(t.state, 1, 180.0) == "rear"
    assert mv.turn_penalty(mv.hma(t.state, 1), "rear") == 1.5


def test_ds_47_spell_target_chance_minus_ten_if_moving():
    t = Table([fig("m", "red", (0, 0), 0.0, fighter={"mage": "mage", "mkl": 2}),
               fig("b", "blue", (5, 0), 180.0)], dice=pct(45), choices=[[2, True]])
    drive(step2(t.ctx, 1, 0))
    s = t.events("Struck")[-1]
    assert s.card == "CAST SPELL" and s.chance == 40 and not s.hit and s.placeholder


def test_ds_48_no_advance_payment_no_move():
    t = Table([fig("m", "red", (0, 0), 0.0, fighter={"mage": "mage", "mkl": 2}),
               fig("b", "blue", (9, 0), 180.0)], dice=pct(99), choices=[[2, False], "advance:2"])
    drive(step2(t.ctx, 1, 0))
    assert not t.state.get(1, Turn).will_move
    drive(move_figure(t.ctx, 1, 1, True))
    assert not t.events("Segment") and t.events("Note")[-1].ds == "DS-48"


def test_ds_49_firer_who_will_move_shoots_at_40():
    t = Table([fig("a", "red", (0, 0), 0.0, stock="archer"), fig("b", "blue", (9, 0), 180.0)])
    assert missile_chance(t.state, 1, True) == (40, True)
    t = Table([fig("a", "red", (0, 0), 0.0, stock="archer"), fig("b", "blue", (9, 0), 180.0)],
              dice=pct(40), choices=[[2, True]])
    drive(step2(t.ctx, 1, 0))  # bow: 2 shots a turn, 1 in phase 1
    assert [(e.card, e.chance, e.hit) for e in t.events("Struck")] == [("FIRE/THROW MISSILE", 40, True)]
    assert t.state.get(1, Turn).fired_phase == 1


def _sealed_round(mode):
    t = Table([fig("a", "red", (0, 0), 0.0, blows=4), fig("b", "blue", (R2, 0), 180.0, blows=4)],
              choices=[{"cards": ["DELIVER BLOW"], "target": 2},
                       {"cards": ["WEAPON PARRY", "DELIVER BLOW"], "target": 1}],
              dice=pct(30, 60, 20), options={"deck_mode": mode})
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    return t


def test_ds_155_deck_modes_change_only_commitments():
    full = _sealed_round("full")
    verbal = _sealed_round("one_side_cards/verbal")
    def outcome(t):
        return [e for e in t.battle.events if not isinstance(e, (Committed, Opened))
                and type(e).__name__ != "Revealed"]
    assert outcome(full) == outcome(verbal)
    assert [e.actor for e in full.battle.events if isinstance(e, Committed)] == [1, 2]


def test_ds_155_one_side_cards_commit_side_by_side():
    b = fight("destrier", [fig("b1", "blue", (R2, 0), 180.0), fig("r1", "red", (0, 0), 0.0),
                           fig("b2", "blue", (R2, 3), 180.0), fig("r2", "red", (0, 3), 0.0)],
              sides=["red", "blue"], policies={"red": "tactical", "blue": "tactical"},
              options={"deck_mode": "one_side_cards/written"}, max_rounds=1)
    b.run()
    first = [e.actor for e in b.events if isinstance(e, Committed) and e.kind == "melee"][:4]
    assert first == [2, 4, 1, 3]  # the deck-holding side (red) commits first
    assert Replay.of(b).verify() > 0
