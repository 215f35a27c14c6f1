"""The three-hex giant in play (TFT-139) and its injury thresholds (TFT-132).

A giant at (0, 0) facing 0 stands in (1, 0), (1, -1) (its front pair) and (0, 0) (its rear
hex, its `at`). Around it: front hexes (2, 0), (2, -1), (2, -2); side hexes (1, 1), (0, 1),
(1, -2), (0, -1); rear hexes (-1, 0), (-1, 1). The readings the code takes where the book's
sketch is missing are in docs/rulesets/tft-melee.md, "The giant".
"""

import tomllib
from pathlib import Path

import pytest

from affray.components.tft import Kit, Status
from affray.kernel import Battle, ScenarioError
from affray.kernel.components import Facing, Position, Vitals
from affray.kernel.geometry.hexgrid import giant_hexes
from affray.kernel.matchup import parse
from affray.kernel.scenario import decode
from affray.kernel.testing import fight
from affray.systems.tft import events as E
from affray.systems.tft.rules import giant as G
from affray.systems.tft.rules import giant_moves as GM
from affray.systems.tft.rules.engagement import recompute
from affray.systems.tft.rules.giant_moves import reachable
from affray.systems.tft.rules.lookup import facing, hex_of, personal_adj_dx
from affray.systems.tft.rules.movement import (next_to_enemies, reachable as man_reachable, shift_destinations)
from affray.systems.tft.ruleset import build_stock
from affray.systems.tft.rules.strike import adj_dx_against, weapon_targets
from affray.systems.tft.testing import battle, human, placed

FAR = human("Z", "red", (0, 14), facing=3)
FRONT, SIDE, REAR = (2, -1), (0, 1), (-1, 0)


def giant(name="G", side="blue", at=(0, 0), facing=0, st=24, dx=9, **kw):
    return {"name": name, "side": side, "race": "giant", "st": st, "dx": dx, "at": list(at),
            "facing": facing, "weapons": ["spiked club"], **kw}


def of(b, cls):
    return [e for e in b.events if isinstance(e, cls)]


def at(b, eid):
    p = b.state.get(eid, Position)
    return (p.x, p.y)


# -- three hexes: the scenario, the indexes, engagement ------------------------------------------

def test_tft_139_the_giant_is_indexed_in_all_three_of_its_hexes():
    b = placed([giant(), human("A", "red", (5, 5))])
    st = b.state
    assert (st.derived["tft_at"][1], [st.derived["tft_occ"][h] for h in ((1, 0), (1, -1), (0, 0))]) == (
        ((1, 0), (1, -1), (0, 0)), [[1], [1], [1]])


def test_tft_139_a_scenario_giant_over_a_wall_is_refused_naming_the_hex():
    with pytest.raises(ScenarioError, match=r"combatants\[0\]\.at.*giant's hex \[1, -1\] is a wall"):
        battle([giant(), human("A", "red", (5, 5))], map={"walls": [[1, -1]]})


def test_tft_139_a_figure_in_a_giants_hex_is_refused():
    with pytest.raises(ScenarioError, match=r"combatants\[1\]\.at.*taken by combatants\[0\]"):
        battle([giant(), human("A", "red", (1, -1))])


def test_tft_139_a_giant_enters_with_its_rear_hex_on_an_entrance_hex():
    m = {"entrances": {"blue": [[0, 0]], "red": [[5, 5]]}}
    b = placed([giant(), human("A", "red", (5, 5))], map=m)
    assert b.state.derived["tft_at"][1][2] == (0, 0)


@pytest.mark.parametrize("h", [(2, 0), (2, -1), (2, -2)])
def test_tft_139_the_giant_engages_a_man_in_each_of_its_three_front_hexes(h):
    b = placed([giant(), human("A", "red", h, facing=3)])
    assert (1, 2) in b.state.engagement.edges


@pytest.mark.parametrize("h", [(1, 1), (0, 1), (1, -2), (0, -1), (-1, 0), (-1, 1)])
def test_tft_139_the_giant_does_not_engage_a_man_at_its_side_or_rear(h):
    b = placed([giant(), human("A", "red", h, facing=3)])
    assert (1, 2) not in b.state.engagement.edges


@pytest.mark.parametrize("h, facing", [((-1, 1), 0), ((1, 1), 2), ((2, -1), 3)])
def test_tft_139_a_man_facing_any_of_the_giants_hexes_engages_it(h, facing):
    b = placed([giant(), human("A", "red", h, facing=facing)])
    assert (2, 1) in b.state.engagement.edges


def test_tft_139_engagement_equals_a_recomputation_after_the_giant_moves_and_turns():
    # one hex east, then facing 5: the giant stands in (1, 1), (2, 0), (1, 0); A faces (2, 0)
    # from (3, -1); B at (2, 1) is in the giant's front and faces (2, 0) and (1, 1)
    b = battle([giant(), human("A", "red", (3, -1), facing=3), human("B", "red", (2, 1), facing=2)],
               dice=[1, 6], plan={("G", "option"): ["a"], ("G", "move"): [[1, 0]], ("G", "face"): [5],
                                  ("A", "option"): ["c"], ("B", "option"): ["c"]})
    b.step()
    assert (b.state.derived["tft_at"][1], set(b.state.engagement.edges), recompute(b.state)) == (
        ((1, 1), (2, 0), (1, 0)), {(2, 1), (1, 3), (3, 1)}, {(2, 1), (1, 3), (3, 1)})


# -- moving by its front, turning about its rear hex (TFT-139, TFT-45..56) -----------------------

def test_tft_139_giant_front_moves_ma_10():
    b = placed([giant(), FAR])
    dests, _ = reachable(b.state, 1, 10)
    assert (dests[(10, 0)][0], (11, 0) in dests) == (10, False)


def test_tft_139_every_step_moves_the_front_one_hex_in_any_direction():
    b = placed([giant(), FAR])
    dests, _ = reachable(b.state, 1, 10)
    assert [dests[h][0] for h in ((-3, 0), (0, 3), (3, -3))] == [3, 3, 3]


def test_tft_139_no_hex_of_the_triangle_may_pass_a_standing_friend():
    b = placed([giant(side="red"), human("F", "red", (3, -1)), human("Z", "blue", (0, 14))])
    dests, _ = reachable(b.state, 1, 10)
    assert not any((3, -1) in giant_hexes(a, 0) for a in dests)


def test_tft_139_a_step_putting_any_giant_hex_in_an_enemy_front_hex_ends_the_move():
    # E's front hexes are (5, -2), (4, -1), (4, 0): the giant's anchor at (3, 0) covers two
    b = placed([giant(side="red"), human("E", "blue", (5, -1), facing=3)])
    dests, parent = reachable(b.state, 1, 10)
    assert ((3, 0) in dests, (3, 0) in parent.values()) == (True, False)


def test_tft_139_hexes_next_to_any_giant_hex_count_for_the_front_hex_search():
    b = placed([giant(), human("A", "red", (6, 6))])
    assert {(2, -2), (1, -2), (1, 1)} <= next_to_enemies(b.state, 1)  # 2 from its rear hex


def test_tft_139_a_man_cannot_stop_in_the_giants_front_pair():
    b = placed([giant(), human("A", "red", (4, 0), facing=3)])
    dests, _ = man_reachable(b.state, 2, 10)
    assert not {(1, 0), (1, -1), (0, 0)} & set(dests)


def test_tft_139_turning_pivots_the_triangle_about_its_rear_hex():
    b = battle([giant(), human("A", "red", (6, 6))], dice=[6, 1],
               plan={("G", "option"): ["c"], ("G", "face"): [3], ("A", "option"): ["c"]})
    b.step()
    assert (at(b, 1), b.state.derived["tft_at"][1]) == ((0, 0), ((-1, 0), (-1, 1), (0, 0)))


def test_tft_139_a_turn_into_a_taken_hex_is_not_offered():
    b = battle([giant(), human("F", "blue", (0, -1)), human("A", "red", (6, 6))], dice=[6, 1],
               plan={("G", "option"): ["c"], ("F", "option"): ["c"], ("A", "option"): ["c"]})
    b.step()
    faces = next(a[2] for a in b.plan.asked if a[:2] == ("G", "face"))
    assert faces == [0, 3, 4, 5]


def test_tft_139_a_giant_that_walks_one_hex_spends_one_ma():
    b = battle([giant(), human("A", "red", (9, 9))], dice=[6, 1],
               plan={("G", "option"): ["a"], ("G", "move"): [[0, 1]], ("A", "option"): ["c"]})
    b.step()
    assert ([(e.entity, e.spent) for e in of(b, E.Walked)], b.state.derived["tft_at"][1]) == (
        [(1, 1)], ((1, 1), (1, 0), (0, 1)))


CORRIDOR = {"walls": [[q, -2] for q in range(-4, 12)] + [[q, 1] for q in range(-4, 12)]}  # rows -1, 0


def _over(prone: list, save: list[int]):
    """Turn 1: friends lie down in the `prone` hexes; turn 2: the giant walks along the
    corridor to (3, 0), over them, rolling `save` for its saving rolls."""
    friends = [human(f"P{i}", "blue", h, facing=3) for i, h in enumerate(prone)]
    plan = {("G", "option"): ["c", "a"], ("G", "move"): [[0, 0], [3, 0]], ("A", "option"): ["c"]}
    for i in range(len(prone)):
        plan[(f"P{i}", "option")] = ["d", "-"]
        plan[(f"P{i}", "posture")] = ["prone"]
    b = battle([giant()] + friends + [human("A", "red", (9, 9))], dice=[6, 1, 6, 1] + save, map=CORRIDOR, plan=plan)
    b.step()
    b.step()
    return b


def test_tft_139_a_giant_rolls_to_save_for_each_occupied_hex_it_steps_into():
    b = _over([(2, 0), (2, -1)], [3, 3, 3, 3, 3, 3])
    saves = [e for e in b.events if type(e).__name__ == "Rolled" and e.purpose == "save"]
    assert (len(saves), at(b, 1)) == (2, (3, 0))


def test_tft_139_stepping_over_figures_on_the_ground_costs_the_jump():
    b = _over([(2, 0), (2, -1)], [3, 3, 3, 3, 3, 3])
    assert [e.spent for e in of(b, E.Walked) if e.entity == 1] == [5]  # 3 + 1 + 1


def test_tft_139_a_failed_saving_roll_drops_the_giant_where_that_step_put_it():
    b = _over([(2, 0)], [6, 6, 6])
    assert (at(b, 1), b.state.get(1, Status).posture) == ((1, 0), "knocked")


def test_tft_139_an_engaged_giant_shifts_its_triangle_one_hex_staying_next_to_its_foe():
    b = placed([giant(), human("A", "red", (2, -1), facing=3)])
    dests = shift_destinations(b.state, 1, [2])
    assert sorted(dests) == [(0, -1), (0, 0), (0, 1)]


def test_tft_139_a_giant_may_shift_one_hex_and_turn_to_end_next_to_its_foe():
    # to (0, 1), then facing 2: it stands in (0, 0), (-1, 1), (0, 1), A in its front
    b = placed([giant(), human("A", "red", (-1, 0), facing=0)])
    assert (0, 1) in shift_destinations(b.state, 1, [2])


def test_tft_139_after_a_shift_the_giant_may_only_turn_to_stay_next_to_its_foes():
    b = placed([giant(), human("A", "red", (2, -1), facing=3)])
    assert GM.shift_facings(b.state, 1, [2]) == [0, 1, 5]


def test_tft_139_a_man_engaged_by_a_giant_shifts_next_to_any_of_its_hexes():
    b = placed([giant(), human("A", "red", (2, -1), facing=3)])
    dests = shift_destinations(b.state, 2, [1])
    assert sorted(dests) == [(2, -2), (2, -1), (2, 0)]


# -- attacks on and by the giant (TFT-61, TFT-62 by the attacker's hex) ---------------------------

@pytest.mark.parametrize("h, bonus", [((2, -1), 0), ((2, 0), 0), ((0, 1), 2), ((1, -2), 2), ((-1, 0), 4), ((-1, 1), 4)])
def test_tft_139_a_man_attacking_the_giant_gets_the_bonus_of_the_hex_he_stands_in(h, bonus):
    b = placed([giant(), human("A", "red", h, facing=3)])
    assert adj_dx_against(b.state, 2, 1, "melee", "broadsword") == 12 + bonus


def test_tft_139_a_thrown_weapon_from_behind_gets_4_and_counts_range_to_the_nearest_hex():
    b = placed([giant(), human("A", "red", (-4, 2), weapons=["dagger"])])
    assert adj_dx_against(b.state, 2, 1, "thrown", "dagger") == 12 + 4 - 4  # 4 hexes to (0, 0)


def test_tft_139_thrown_range_is_counted_to_the_giants_nearest_hex_not_its_rear_hex():
    b = placed([giant(), human("A", "red", (5, 0), facing=3, weapons=["spear"])])
    assert adj_dx_against(b.state, 2, 1, "thrown", "spear") == 12 - 4  # (1, 0) is 4 away; (0, 0) 5


def test_tft_139_the_giant_strikes_from_its_hex_next_to_the_man_his_back_gives_4():
    b = placed([giant(), human("A", "red", (2, 0), facing=0)])
    assert adj_dx_against(b.state, 1, 2, "melee", "spiked club") == 9 + 4


def test_tft_139_two_giant_hexes_next_to_the_man_the_arc_better_for_him_counts():
    # from (1, 0) the blow comes through his rear, from (1, -1) through his side: side, +2
    b = placed([giant(), human("A", "red", (2, -1), facing=1)])
    assert adj_dx_against(b.state, 1, 2, "melee", "spiked club") == 9 + 2


def test_tft_139_the_giant_may_strike_a_man_in_any_of_its_three_front_hexes():
    b = battle([giant(), human("A", "red", (2, 0), facing=3, weapons=["broadsword"]),
                human("B", "red", (2, -2), facing=3, weapons=["broadsword"])],
               dice=[6, 1, 6, 6, 6, 6], plan={("G", "option"): ["h"], ("A", "option"): ["i"], ("B", "option"): ["i"]})
    b.step()
    legal = next(a[2] for a in b.plan.asked if a[:2] == ("G", "target"))
    assert legal == [[2, "melee"], [3, "melee"]]


def test_tft_139_a_man_next_to_two_giant_hexes_lists_the_giant_once():
    b = placed([giant(), human("A", "red", (2, -1), facing=3, weapons=["broadsword"])])
    b.state.get(2, Status).option = "h"
    assert weapon_targets(b.state, 2) == [[1, "melee"]]


def test_tft_139_a_giant_st_30_clubs_for_3_dice_plus_3():
    b = battle([giant(st=30), human("A", "red", (2, 0), facing=3, weapons=["broadsword"])],
               dice=[6, 1, 6, 6, 4, 3, 3, 3, 1, 2, 3],
               plan={("G", "option"): ["h"], ("A", "option"): ["h"]})
    b.step()
    assert [(e.attacker, e.weapon, e.damage) for e in of(b, E.Struck)] == [(1, "spiked club", 9)]


def test_tft_139_the_giants_club_is_never_dropped_on_a_17():
    b = battle([giant(), human("A", "red", (2, 0), facing=3, weapons=["broadsword"])],
               dice=[6, 1, 6, 6, 4, 6, 6, 5], plan={("G", "option"): ["h"], ("A", "option"): ["h"]})
    b.step()
    assert ([e.total for e in of(b, E.AttackRolled) if e.attacker == 1], of(b, E.WeaponDropped),
            b.state.get(1, Kit).ready) == ([17], [], "spiked club")


def test_tft_139_an_arrow_past_a_giant_rolls_once_for_it_though_the_line_crosses_two_of_its_hexes():
    b = battle([human("R", "red", (-3, 0), st=11, dx=13, weapons=["longbow"]), giant(side="red"),
                human("T", "blue", (4, 0), facing=3)],
               dice=[6, 1, 4, 4, 4, 3, 3, 3, 3, 3], plan={("R", "option"): ["f"], ("G", "option"): ["c"],
                                                            ("T", "option"): ["c"]})
    b.step()
    assert [(e.target, e.aim) for e in of(b, E.AttackRolled)] == [(2, "miss"), (3, "hit")]


def test_tft_139_an_arrow_at_the_giant_flies_to_its_nearest_hex():
    b = placed([giant(), human("R", "red", (1, -6), facing=5, weapons=["longbow"])])
    assert G.aim_hex(b.state, 1, (1, -6)) == (1, -1)  # 5 hexes; its rear hex (0, 0) is 6


# -- HTH against the giant (TFT-107..112 with three hexes) --------------------------------------

def _grapple(dice):
    """A man behind the giant charges into its rear hex before it moves (TFT-107 (c)): the
    giant's die is dice[0]; both then fight on the ground (option p)."""
    b = battle([giant(), human("A", "red", (-1, 0), weapons=["broadsword"])], dice=[1, 6] + dice,
               plan={("A", "option"): ["b"], ("A", "move"): [[0, 0, -1, 0]], ("G", "option"): ["p"]})
    b.step()
    return b


def test_tft_139_a_man_may_start_hth_with_the_giant_through_its_rear_hex():
    b = _grapple([1, 6, 6, 4, 6, 6, 4])
    assert [(e.attacker, e.defender, e.reason, e.result) for e in of(b, E.HthEntered)] == [(2, 1, "c", "grapple")]


def test_tft_139_a_grappled_giant_lies_in_its_three_hexes_with_the_man_in_one():
    b = _grapple([1, 6, 6, 4, 6, 6, 4])
    assert ([b.state.get(e, Status).posture for e in (1, 2)], at(b, 2), b.state.derived["tft_occ"][(0, 0)]) == (
        ["hth", "hth"], (0, 0), [1, 2])


def test_tft_139_the_giant_fights_hth_for_2_dice_minus_1():
    # the man misses (16 at 12 + 4); the giant hits (9 at 9 + 4) for 4 + 5 - 1 = 8
    b = _grapple([1, 6, 6, 4, 3, 3, 3, 4, 5])
    assert [(e.attacker, e.weapon, e.damage) for e in of(b, E.Struck)] == [(1, "spiked club", 8)]


def test_tft_139_a_giant_never_steps_onto_a_figure_to_start_hth():
    # A, at its side next to its rear hex, faces that hex: the giant is engaged
    b = battle([giant(), human("A", "red", (0, -1), facing=0, st=8, dx=16, weapons=["dagger"])], dice=[6, 1],
               plan={("G", "option"): ["i"], ("A", "option"): ["c"]}, hth_consent="ask")
    b.step()
    assert "m" not in next(a[2] for a in b.plan.asked if a[:2] == ("G", "option"))


# -- pushing and being pushed, stepping away (TFT-120, TFT-125) ------------------------------------

def _pushed():
    b = battle([giant(), human("A", "red", (2, -1), facing=3, weapons=["broadsword"])],
               dice=[6, 1, 2, 2, 3, 3, 3, 4],
               plan={("G", "option"): ["i"], ("A", "option"): ["h"], ("A", "retreat"): [[-1, 0]],
                     ("A", "advance"): ["advance"]})
    b.step()
    return b


def test_tft_139_a_pushed_giant_moves_its_whole_triangle_one_hex_keeping_its_facing():
    b = _pushed()
    assert (b.state.derived["tft_at"][1], b.state.get(1, Facing).dir) == (((0, 0), (0, -1), (-1, 0)), 0)


def test_tft_139_the_victor_steps_into_a_hex_the_giant_left():
    b = _pushed()
    assert at(b, 2) == (1, 0)


def test_tft_139_a_pushed_giant_is_offered_only_steps_where_its_triangle_fits():
    b = _pushed()
    legal = next(a[2] for a in b.plan.asked if a[:2] == ("A", "retreat"))
    assert legal == [[0, -1], [-1, 0], [-1, 1], [0, 1], "none"]


def test_tft_139_a_disengaging_giant_steps_its_triangle_one_hex():
    b = battle([giant(), human("A", "red", (2, -1), facing=3)], dice=[6, 1],
               plan={("G", "option"): ["l"], ("G", "step"): [[-1, 0]], ("A", "option"): ["i"]},
               hth_consent="never")
    b.step()
    assert b.state.derived["tft_at"][1] == ((0, 0), (0, -1), (-1, 0))


# -- shield rush and charges ----------------------------------------------------------------------

def test_tft_139_option_rush_giant_never_makes_a_rush_on_a_giant_pointless():
    b = battle([giant(), human("A", "red", (2, -1), facing=3, weapons=["broadsword"], shield="small shield")],
               dice=[6, 1, 3, 3, 3], plan={("G", "option"): ["l"], ("G", "step"): [[-1, 0]],
                                           ("A", "option"): ["h:rush"]}, rush_giant="never")
    b.step()
    assert [(e.dice, e.fell) for e in of(b, E.ShieldRushed)] == [(0, False)]


def test_tft_139_by_the_st_rule_a_man_of_st_12_rushing_a_giant_of_24_makes_it_roll_2_dice():
    b = battle([giant(), human("A", "red", (2, -1), facing=3, weapons=["broadsword"], shield="small shield")],
               dice=[6, 1, 3, 3, 3, 6, 6], plan={("G", "option"): ["l"], ("G", "step"): [[-1, 0]],
                                                 ("A", "option"): ["h:rush"]})
    b.step()
    assert [(e.dice, e.total, e.fell) for e in of(b, E.ShieldRushed)] == [(2, 12, True)]


def test_tft_139_a_spear_set_against_a_charging_giant_strikes_at_plus_2_for_double_damage():
    b = battle([giant(), human("A", "red", (4, -1), facing=3, weapons=["spear"])],
               dice=[1, 6, 3, 3, 3, 4, 6, 6, 4],
               plan={("A", "option"): ["b"], ("G", "option"): ["b"], ("G", "move"): [[2, 0]],
                     ("G", "face"): [0], ("A", "target"): [[1, "melee"]], ("G", "target"): [[2, "melee"]]})
    b.step()
    assert ([(e.attacker, e.adj_dx) for e in of(b, E.AttackRolled)][0], [e.damage for e in of(b, E.Struck)]) == (
        (2, 14), [10])


# -- TFT-132: 9 hits in a turn, -2 DX next turn; 16, falls -----------------------------------------

def _hit(damage_dice: list[int]):
    """A two-handed sword (3-1) hits the defending giant once; 4 dice of 2 hit at adjDX 10."""
    b = battle([giant(), human("A", "red", (2, -1), facing=3, st=14, dx=10, weapons=["two-handed sword"])],
               dice=[6, 1, 2, 2, 2, 2] + damage_dice, plan={("G", "option"): ["i"], ("A", "option"): ["h"]})
    b.step()
    return b


def test_tft_132_a_giant_taking_8_hits_is_not_wounded():
    b = _hit([3, 3, 3])
    assert (b.state.get(1, Vitals).hits, [e.wounded for e in of(b, E.TurnEnded)]) == (8, [[]])


def test_tft_132_a_giant_taking_9_hits_in_a_turn_is_at_minus_2_dx_next_turn():
    b = _hit([4, 3, 3])
    assert ([e.wounded for e in of(b, E.TurnEnded)], personal_adj_dx(b.state, 1)) == ([[1]], 9 - 2)


def test_tft_132_a_giant_taking_15_hits_stays_on_its_feet():
    b = _hit([6, 5, 5])
    assert (b.state.get(1, Vitals).hits, b.state.get(1, Status).posture) == (15, "")


def test_tft_132_a_giant_taking_16_hits_falls():
    b = _hit([6, 6, 5])
    assert (b.state.get(1, Vitals).hits, b.state.get(1, Status).posture) == (16, "knocked")


# -- the tactical policy --------------------------------------------------------------------------

def test_tft_139_a_tactical_giant_turns_to_bring_the_man_behind_it_into_its_front():
    b = fight("tft-melee", [giant(), human("A", "red", (-1, 0), facing=0, weapons=["broadsword"])],
              dice=[6, 1, 6, 6, 4, 6, 6, 4], policy="tactical")
    b.step()
    assert [e.target for e in of(b, E.AttackRolled) if e.attacker == 1] == [2]


def test_tft_139_tactical_men_never_shield_rush_a_giant():
    sc = decode(build_stock(parse("1 giant v 4 human")))
    rushes = []
    for seed in range(3):
        b = Battle.from_scenario(sc, seed=seed)
        b.run()
        rushes += [e for e in b.events if isinstance(e, E.ShieldRushed)]
    assert rushes == []


@pytest.mark.parametrize("seed", range(3))
def test_tft_139_engagement_and_occupancy_stay_exact_through_a_random_mixed_fight(seed):
    mixed = Path(__file__).resolve().parents[2] / "systems" / "tft" / "scenarios" / "mixed.toml"
    b = Battle.from_scenario({**tomllib.loads(mixed.read_text()), "max_rounds": 12}, seed=seed)
    while not b.over:
        b.step()
        st = b.state
        occ: dict = {}
        for eid in st.entities:
            feet = giant_hexes(hex_of(st, eid), facing(st, eid)) if G.is_giant(st, eid) else [hex_of(st, eid)]
            for h in feet:
                occ.setdefault(h, []).append(eid)
        assert (set(st.engagement.edges), st.derived["tft_occ"]) == (recompute(st), {h: sorted(v) for h, v in occ.items()})
