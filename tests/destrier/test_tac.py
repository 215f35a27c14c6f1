"""Sections I, J, K: the TAC phase and TAC cards (DS-57..DS-71)."""

from __future__ import annotations

import pytest

from affray.components.destrier import Ledger, Turn
from affray.kernel.sealed import Committed, Opened
from affray.systems.destrier.phases.melee import _tmm_tacs, card_round, grant_blows
from affray.systems.destrier.rules import costs as C
from affray.systems.destrier.rules import geometry as geo
from affray.systems.destrier.rules import tac_cards as T
from affray.systems.destrier.rules.legal import tac_reason

from .conftest import Table, drive, fig, pct

R2 = 2 ** 0.5
SG = {"card": "STAND GROUND", "target": 0}
PSP = {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}


def tac_round(t, figs=None, w2=0):
    grant_blows(t.ctx)
    drive(card_round(t.ctx, figs or sorted(t.state.entities), 0, w2, tac_phase=True, number=0))


def test_ds_57_far_figure_still_commits_both_cards():
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (10, 0), 180)],
              choices=[SG, PSP, SG, PSP])
    tac_round(t)
    kinds = [(e.actor, e.kind) for e in t.battle.events if isinstance(e, Committed)]
    assert kinds == [(1, "tac"), (1, "melee"), (2, "tac"), (2, "melee")]
    first_open = next(i for i, e in enumerate(t.battle.events) if isinstance(e, Opened))
    last_commit = max(i for i, e in enumerate(t.battle.events) if isinstance(e, Committed))
    assert last_commit < first_open


def test_ds_58_attacker_moves_before_defender_reveals():
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2 + 0.8, 0), 180)],
              choices=[{"card": "CLOSE", "target": 2}, PSP, {"card": "CLOSE", "target": 1}, PSP])
    tac_round(t, w2=0)
    ev = t.battle.events
    seg = next(i for i, e in enumerate(ev) if type(e).__name__ == "Segment")
    blue_open = next(i for i, e in enumerate(ev) if isinstance(e, Opened) and e.actor == 2)
    assert ev[seg].entity == 1 and seg < blue_open


def test_ds_59_defender_in_contact_holding_close_does_not_move():
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2 + 0.8, 0), 180)],
              choices=[{"card": "CLOSE", "target": 2}, PSP, {"card": "CLOSE", "target": 1}, PSP])
    tac_round(t, w2=0)
    assert [e.entity for e in t.events("Segment")] == [1]
    assert any(n.ds == "DS-59" and n.entity == 2 for n in t.events("Note"))


def test_ds_60_melee_cards_after_tac_moves_dodge_after_guesses():
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2, 0), 180)],
              choices=[SG, {"cards": ["DELIVER BLOW"], "target": 2}, SG,
                       {"cards": ["DODGE BACK"], "target": 0}, "DODGE LEFT", "launch"],
              dice=pct(99, 99))  # 99: no DS-131 counterblow (a followed)
    tac_round(t)
    ev = t.battle.events
    names = [(type(e).__name__, getattr(e, "kind", "")) for e in ev]
    partial = next(i for i, e in enumerate(ev) if isinstance(e, Opened) and e.still_sealed == "dodge")
    guess = names.index(("Decided", "guess_dodge"))
    reveal = next(i for i, e in enumerate(ev) if isinstance(e, Opened) and e.kind == "dodge")
    assert partial < guess < reveal
    assert ev[partial].choice["cards"] == ["DODGE"]


def test_ds_61_retreat_half_hma_and_encumbered_refused():
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2 + 0.5, 0), 180),
               fig("c", "red", (0, 9), 0.0, fighter={"enc": "full"})])
    assert T.retreat(t.ctx, 1, False) == pytest.approx(1.5)
    assert "DS-61" in tac_reason(t.state, 3, {"card": "RETREAT", "target": 0})


def test_ds_62_single_enemy_east_retreat_goes_west():
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (3, 0), 180)])
    assert T.retreat_heading(t.state, 1, 1.5) == pytest.approx(180.0)
    T.retreat(t.ctx, 1, False)
    seg = t.events("Segment")[-1]
    assert seg.x == pytest.approx(-1.5) and seg.y == pytest.approx(0.0) and seg.dir == 0.0


def test_ds_63_run_away_distance_and_facing():
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (3, 0), 180)])
    assert T.run_distance(t.state, 1) == 5.0
    T.run_away(t.ctx, 1)
    seg = t.events("Segment")[-1]
    assert seg.cost == pytest.approx(5.0) and seg.dir == pytest.approx(180.0)


@pytest.mark.parametrize("gap,moved,contact", [(0.8, 0.8, True), (1.5, 1.0, False)])
def test_ds_64_close(gap, moved, contact):
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2 + gap, 0), 180)])
    assert T.do_tac(t.ctx, 1, "CLOSE", 2, False) == pytest.approx(moved)
    assert bool(geo.enemy_contacts(t.state, 1)) is contact


def test_ds_65_keep_distance_retreat_logged_before_the_close():
    t = Table([fig("g", "red", (0, 0), 0.0), fig("e", "blue", (R2 + 0.8, 0), 180)],
              choices=[{"card": "CLOSE", "target": 2}, PSP, {"card": "KEEP DISTANCE", "target": 0},
                       PSP, "retreat"])
    tac_round(t, w2=0)
    segs = [(e.entity, e.why) for e in t.events("Segment")]
    assert segs[0] == (2, "retreat") and segs[1] == (1, "tac")


def test_ds_66_stand_ground_who_may():
    t = Table([fig("a", "red", (0, 0)), fig("w", "blue", (5, 0), fighter={"flags": ["animal"]}),
               fig("d", "blue", (5, 5), fighter={"flags": ["animal", "trained_animal"]})])
    assert tac_reason(t.state, 1, SG) is None
    assert "DS-66" in tac_reason(t.state, 2, SG)
    assert tac_reason(t.state, 3, SG) is None
    assert T.do_tac(t.ctx, 1, "STAND GROUND", 0, False) == 0.0


@pytest.mark.parametrize("gap,moved,contact", [(1.5, 1.5, True), (2.5, 2.0, False)])
def test_ds_67_fleche(gap, moved, contact):
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2 + gap, 0), 180)])
    assert T.do_tac(t.ctx, 1, "FLECHE", 2, False) == pytest.approx(moved)
    assert bool(geo.enemy_contacts(t.state, 1)) is contact


def test_ds_68_one_charge_a_turn():
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2 + 5, 0), 180)])
    assert tac_reason(t.state, 1, {"card": "CHARGE", "target": 2}) is None
    T.do_tac(t.ctx, 1, "CHARGE", 2, False)
    assert t.events("Segment")[-1].cost == pytest.approx(3.0)
    assert "DS-68" in tac_reason(t.state, 1, {"card": "CHARGE", "target": 2})


def test_ds_69_moved_against_in_melee_limited_cards():
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (R2, 0), 180)])
    assert "DS-69" in tac_reason(t.state, 1, {"card": "CLOSE", "target": 2}, moved_against=True)
    assert tac_reason(t.state, 1, {"card": "RETREAT", "target": 0}, moved_against=True) is None


def test_ds_70_tac_costs_in_the_melee_phase():
    assert C.tac_cost("CHARGE", False) == 2 and C.tac_cost("STAND GROUND", False) == 1
    assert C.tac_cost("KEEP DISTANCE", False, converted=True) == 2
    assert C.tac_cost("STAND GROUND", False, imposed=True) == 0
    assert C.tac_cost("CHARGE", True) == 0
    assert C.tac_cost("CLOSE", False, moved=False, by="movement") == 1


def test_ds_71_move_instead_of_tac_counts_as_stand_ground():
    none = {"card": "", "target": 0}
    t = Table([fig("a", "red", (0, 0), 0.0, blows=4), fig("b", "blue", (R2 + 1.5, 0), 180, blows=4)],
              choices=[none, {"cards": ["MOVE 1\""], "target": 2}, none, PSP])
    grant_blows(t.ctx)
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    assert t.state.get(1, Turn).as_stand_ground
    assert _tmm_tacs(t.state, {}, 1, 2, 0, 0)[0] == "STAND GROUND"
    assert t.state.get(1, Ledger).left == 3


def test_ds_112_berserk_rider_plays_the_horses_card():
    # DS-112 limits a berserker on foot to CHARGE/FLECHE; mounted, the horse's speed rules
    # (DS-72), so a berserk knight at a walk may still STAND GROUND
    from affray.systems.destrier.rules.legal import TacOptions
    t = Table([fig("k", "red", (0, 0), stock="knight", status={"berserk": True},
                   mount={"speed": "walk"}), fig("b", "blue", (9, 0))])
    assert tac_reason(t.state, 1, SG) is None
    t = Table([fig("k", "red", (0, 0), status={"berserk": True}), fig("b", "blue", (9, 0))])
    assert tac_reason(t.state, 1, SG).startswith("DS-112")
    opts = TacOptions(t.state, 1)
    assert all(o["card"] in ("CHARGE", "FLECHE") for o in opts.enumerate())
    assert opts.legal({"card": "", "target": 0}).startswith("DS-57")


@pytest.mark.parametrize("card,most", [("CLOSE", 1.0), ("FLECHE", 2.0), ("CHARGE", 3.0)])
def test_ds_64_67_68_up_to_the_cards_distance_chosen_in_the_sealed_card(card, most):
    # "moves up to 1 inch" (CLOSE), "up to 2 inches" (FLECHE), "up to a full charge bonus"
    # (CHARGE): the sealed TAC choice may name a shorter move; without one, all of it
    from affray.systems.destrier.rules.legal import TacOptions
    for chosen, moved in ((None, most), (0.5, 0.5)):
        t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2 + 5, 0), 180)],
                  choices=[{"card": card, "target": 2} | ({} if chosen is None else {"distance": chosen}),
                           {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}, SG,
                           {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}])
        tac_round(t)
        seg = [e for e in t.events("Segment") if e.entity == 1]
        assert sum(e.cost for e in seg) == pytest.approx(moved)
    t = Table([fig("a", "red", (0, 0), 0.0), fig("b", "blue", (R2 + 5, 0), 180)])
    assert "DS-6" in tac_reason(t.state, 1, {"card": card, "target": 2, "distance": most + 0.5})
    assert tac_reason(t.state, 1, {"card": card, "target": 2, "distance": 0}) is not None
    assert tac_reason(t.state, 1, {"card": card, "target": 2, "distance": True}) is not None
    assert "DS-66" in tac_reason(t.state, 1, {"card": "STAND GROUND", "target": 0, "distance": 1})
    assert {"card": card, "target": 2, "distance": most / 2} in TacOptions(t.state, 1).enumerate()
