"""Section E: movement (DS-32..DS-45) and the mounts' speed changes (DS-38)."""

from __future__ import annotations

import pytest

from affray.systems.destrier.phases.halfmove import move_figure
from affray.systems.destrier.rules import geometry as geo
from affray.systems.destrier.rules import horse as H
from affray.systems.destrier.rules import movement as mv
from affray.systems.destrier.rules.obstruction import force_gap, too_narrow

from .conftest import Table, drive, fig, pct

R2 = 2 ** 0.5


def test_ds_32_advance_is_a_straight_segment_along_the_heading():
    t = Table([fig("a", "red", (0, 0), 30.0), fig("b", "blue", (0, 20))])
    mv.advance(t.ctx, 1, 30.0, 2.0)
    seg = t.events("Segment")[-1]
    assert seg.dir == 30.0 and seg.x == pytest.approx(2 * 0.8660254) and seg.y == pytest.approx(1.0)


def test_ds_33_fractions_of_the_hma():
    h = 12.0 / 2
    assert (h / 4, h / 5, h / 2) == (1.5, 1.2, 3.0)
    assert mv.turn_penalty(h, "side") == 1.5 and mv.turn_penalty(h, "front") == 1.2


@pytest.mark.parametrize("h,arc,cost", [(3, "front", 1.0), (3, "side", 0.75), (3, "rear", 1.5),
                                        (6, "front", 1.2), (6, "side", 1.5), (6, "rear", 3.0),
                                        (8, "side", 2.0)])
def test_ds_34_turn_penalties(h, arc, cost):
    assert mv.turn_penalty(h, arc) == pytest.approx(cost)


def test_ds_35_acting_before_moving_halves_the_hma():
    t = Table([fig("a", "red", (0, 0), fighter={"move": 12.0}), fig("b", "blue", (20, 0)),
               fig("k", "red", (0, 5), stock="knight")])
    h = mv.hma(t.state, 1, acted=True)
    assert h == 3.0 and mv.bash_cost(h) == 0.75 and mv.turn_penalty(h, "front") == 1.0
    assert mv.hma(t.state, 3, acted=True) == mv.hma(t.state, 3)  # mounted: exempt


def test_ds_36_misc_action_penalties():
    assert 3.0 - mv.misc_penalty(3.0, "open_door") == 1.5
    assert mv.misc_penalty(3.0, "mount", "none") == 0.75
    assert mv.misc_penalty(3.0, "stand_up", "full") == 3.0
    assert mv.misc_penalty(3.0, "pick_up_comrade", own_larger=False) == 3.0


def test_ds_37_turns_in_melee():
    assert mv.melee_turn_cost(50) == 1 and mv.melee_turn_cost(45) == 0


def test_ds_38_speed_changes_between_half_moves():
    assert (H.speed_change(3, 1), H.speed_change(3, 2)) == (2, 1)
    assert (H.speed_change(2, 1), H.speed_change(2, 2)) == (1, 1)
    assert H.capacity("light", {"default": 2, "light": 3}) == 3


def test_ds_39_loser_of_same_size_cannot_leave_but_ogre_can():
    t = Table([fig("red", "red", (0, 0), 0.0), fig("blue", "blue", (R2, 0), 180.0)])
    assert mv.engaged_limit(t.state, 2, won_initiative=False) == 0.0
    assert mv.engaged_limit(t.state, 2, won_initiative=True) is None
    t = Table([fig("red", "red", (0, 0), 0.0),
               fig("ogre", "blue", (R2 / 2 + 1.25 / R2, 0), 180.0, stock="ogre",
                   fighter={"weight": 1750})])
    assert geo.enemy_contacts(t.state, 2) == [1]
    assert mv.engaged_limit(t.state, 2, won_initiative=False) is None


def test_ds_40_stops_on_frontal_contact():
    # fronts 1.2" apart along x
    t = Table([fig("m", "red", (0, 0), 0.0), fig("e", "blue", (R2 + 1.2, 0), 180.0)])
    assert mv.advance(t.ctx, 1, 0.0, 3.0) == pytest.approx(1.2)
    assert geo.enemy_contacts(t.state, 1) == [2]


def test_ds_41_rear_contact_stands_still_to_be_struck():
    t = Table([fig("m", "red", (0, 0), 0.0), fig("e", "blue", (R2, 0), 0.0)])
    assert geo.contact_label(t.state, 2, 1) == "rear"
    assert mv.engaged_limit(t.state, 1, won_initiative=False) is None  # not an enemy front


def test_ds_42_pivot_after_contact():
    assert mv.pivot_cost(40, True) == (0, 0.0)
    assert mv.pivot_cost(90, True) == (1, 0.0)
    assert mv.pivot_cost(90, False) == (0, 2.0)


def test_ds_43_gap_narrower_than_swept_width():
    t = Table([fig("m", "blue", (0, 0), 0.0),
               fig("a", "red", (3, 1.0), 45.0), fig("b", "red", (3, -1.0), 45.0)],
              dice=pct(30, 70))
    assert too_narrow(t.state, 1, 0.0, 2, 3)  # 1.414" sweep, 1.0" gap
    go_on, cost = force_gap(t.ctx, 1, 2)
    checks = t.events("Check")
    assert [c.entity for c in checks] == [1, 2]  # the mover's roll first
    assert go_on is True and cost == 0.75  # the obstacle's bash back failed


def test_ds_44_bash_cost_on_foot():
    assert mv.bash_cost(6.0) == 1.5 and mv.bash_cost(3.0) == 0.75


def test_ds_45_advance_order_limited_by_allowance():
    t = Table([fig("m", "red", (0, 0), 0.0, fighter={"move": 12.0}), fig("e", "blue", (40, 0), 180.0)],
              choices=["advance:2"])
    drive(move_figure(t.ctx, 1, 1, True))
    assert t.events("Segment")[-1].cost == pytest.approx(6.0)


def test_ds_38_steed_speed_choice_in_the_half_moves():
    from affray.systems.destrier.phases.halfmove import speed_change
    from affray.components.destrier import Mount
    t = Table([fig("k", "red", (0, 0), 0.0, stock="knight", mount={"cls": "light", "speed": "walk"}),
               fig("e", "blue", (40, 0), 180.0)], choices=["canter", "gallop"])
    drive(speed_change(t.ctx, 1, 1))
    req = [e for e in t.battle.events if type(e).__name__ == "Decided"][-1]
    assert t.state.get(1, Mount).speed == "canter"
    drive(speed_change(t.ctx, 1, 2))  # capability 3: 2 in phase 1, 1 in phase 2
    assert t.state.get(1, Mount).speed == "gallop"
    assert mv.hma(t.state, 1) == 9.0  # gallop 18" a turn (placeholder chart)
    del req


def test_ds_42_pivot_on_contact_paid_at_the_melee():
    from affray.components.destrier import Ledger
    from affray.systems.destrier.phases.melee import grant_blows
    # advancing east toward C, the mover's top corner meets B's bottom edge at x = 1.1:
    # B's centre then lies at 67 degrees: a pivot over 45 costs 1 blow at the melee
    t = Table([fig("m", "red", (0, 0), 0.0), fig("B", "blue", (1.6, 1.2), 45.0),
               fig("C", "blue", (20, 0), 180.0)], choices=["advance:3", "face"])
    drive(move_figure(t.ctx, 1, 1, True))
    assert t.events("Segment")[-2].cost == pytest.approx(1.1 - (0.5 ** 0.5 - 0.7))
    faced = [e for e in t.events("Segment") if e.ds == "DS-42"]
    assert len(faced) == 1 and faced[0].dir > 45
    grant_blows(t.ctx)
    assert [e.amount for e in t.events("Blows") if e.ds == "DS-42"] == [1]
    assert t.state.get(1, Ledger).left == 3


def test_ds_43_forcing_a_narrow_gap_in_the_half_move():
    # a 1" square moving corner first (sweep 1.414") between two stands 1.0" apart
    t = Table([fig("m", "blue", (0, 0), 0.0),
               fig("a", "red", (2.0, 1.0), 45.0), fig("b", "red", (2.0, -1.0), 45.0),
               fig("goal", "red", (12.0, 0), 180.0)],
              choices=["advance:4", 2, "none"], dice=pct(30, 70))
    drive(move_figure(t.ctx, 1, 1, True))
    checks = [(c.entity, c.purpose, c.success) for c in t.events("Check")]
    assert checks == [(1, "body bash", True), (2, "bash back", False)]
    segs = [(e.entity, e.why) for e in t.events("Segment")]
    assert segs[0] == (1, "advance") and (2, "bash retreat") in segs
    # the 0.96" left after the 0.75" bash (DS-44) cannot carry it wholly past the pair
    assert segs[-1] == (2, "bash retreat")
    assert [n.ds for n in t.events("Note")][-2:] == ["DS-44", "DS-43"]


def _past_the_rear(choice, facing):
    from .conftest import Plan, holding, played
    def red(state, req):
        if req.kind == "move":
            return "advance:3" if state.round == 1 and not state.get(1, geo.Position).x else "hold"
        if req.kind == "rear_contact":
            return choice
        return None
    # m slides along the line y = 0; r's corner (rear or front, by its facing) touches m's top
    # corner after 1.5" of the 3" half-move; t is the far target
    return played([fig("m", "red", (0, 0), 0.0), fig("r", "blue", (1.5, R2), facing),
                   fig("t", "blue", (12, 0), 180.0)], Plan(red), holding())


def _first_move(b):
    segs = [e for e in b.events if type(e).__name__ == "Segment" and e.entity == 1]
    return sum(s.cost for s in segs if s.why in ("advance", "carry on")), segs


def test_ds_41_touching_only_a_rear_side_the_mover_may_carry_on():
    b = _past_the_rear("carry_on", 90.0)
    asked = [e for e in b.events if type(e).__name__ == "Decided" and e.kind == "rear_contact"]
    assert len(asked) == 1 and asked[0].choice == "carry_on"
    went, segs = _first_move(b)
    assert went == pytest.approx(3.0)
    assert [(s.why, s.ds) for s in segs[:2]] == [("advance", "DS-45"), ("carry on", "DS-41")]


def test_ds_41_the_mover_may_also_stop_at_the_rear():
    went, _ = _first_move(_past_the_rear("stop", 90.0))
    assert went == pytest.approx(1.5)


def test_ds_40_41_touching_a_front_stops_without_a_choice():
    b = _past_the_rear("carry_on", 270.0)
    assert not [e for e in b.events if type(e).__name__ == "Decided" and e.kind == "rear_contact"]
    went, _ = _first_move(b)
    assert went == pytest.approx(1.5)


def _pivoted_into_a_neighbour():
    """A 1" square turned 45 degrees beside another 1" square swings a corner 0.21" into it:
    a pivot about the stand centre (DS-34) can overlap a neighbour."""
    t = Table([fig("m", "red", (0, 0), 45.0), fig("e", "blue", (1.0, 0), 180.0)])
    assert geo.G.overlaps(geo.poly(t.state, 1), geo.poly(t.state, 2))
    return t


def test_ds_34_40_stands_overlapping_after_a_pivot_may_move_apart_but_not_deeper():
    t = _pivoted_into_a_neighbour()
    assert mv.free_travel(t.state, 1, 180.0, 2.0) == 2.0  # straight away: free
    assert mv.free_travel(t.state, 1, 90.0, 2.0) == 2.0  # along the edge: free
    assert mv.free_travel(t.state, 1, 0.0, 2.0) == 0.0  # deeper in: blocked
    assert mv.free_travel(t.state, 2, 0.0, 2.0) == 2.0  # the other one may back off too


def test_ds_61_a_figure_overlapping_its_enemy_still_retreats_its_distance():
    from affray.systems.destrier.rules import tac_cards as tac
    t = _pivoted_into_a_neighbour()
    went = tac.retreat(t.ctx, 1, in_melee_phase=True)
    seg = t.events("Segment")[-1]
    assert went == pytest.approx(tac.retreat_distance(t.state, 1, True)) and went > 0
    assert seg.x < 0  # away from the enemy at x = 1
