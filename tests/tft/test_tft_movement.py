"""Movement, facing and engagement (TFT-46..63)."""

import pytest

from affray.components.tft import Kit, Status
from affray.kernel import ScenarioError
from affray.kernel.components import Position
from affray.kernel.scenario import decode
from affray.kernel.testing import scenario
from affray.systems.tft import events as E
from affray.systems.tft.rules.figure_options import legal_options
from affray.systems.tft.rules.movement import reachable, shift_destinations
from affray.systems.tft.rules.strike import adj_dx_against
from affray.systems.tft.testing import battle, human, placed

FAR = human("Z", "blue", (0, 12), facing=3)


def corridor(q0=-4, q1=6):
    """Walls above and below the row r = 0: the only way along is the row itself."""
    return {"walls": [[q, -1] for q in range(q0, q1)] + [[q, 1] for q in range(q0 - 1, q1)]}


def test_tft_46_start_outside_the_entrance_hexes_is_rejected():
    with pytest.raises(ScenarioError, match="entrance"):
        decode(scenario("tft-melee", [human("A", "red", (0, 0)), FAR],
                        map={"entrances": {"red": [[5, 5]]}}))


def test_tft_47_shift_stays_adjacent_to_the_engaging_enemy():
    b = placed([human("A", "red", (0, 0)), human("B", "blue", (1, 0), facing=3)])
    dests = shift_destinations(b.state, 1, [2])
    assert ((1, -1) in dests, (0, 1) in dests, (-1, 0) in dests) == (True, True, False)


def test_tft_49_no_path_through_a_kneeling_friend():
    # turn 1: F kneels in the corridor; turn 2: A cannot get past him
    b = battle([human("A", "red", (-1, 0)), human("F", "red", (0, 0)), FAR], dice=[6, 1, 6, 1],
               map=corridor(), plan={("F", "option"): ["d", "-"], ("F", "posture"): ["kneeling"],
                                     ("A", "option"): ["c"], ("Z", "option"): ["c"]})
    b.step()
    dests, _ = reachable(b.state, 1, 10)
    assert (1, 0) not in dests and (2, 0) not in dests


def test_tft_50_a_living_prone_figure_is_no_place_to_stop():
    b = battle([human("A", "red", (-1, 0)), human("F", "red", (0, 0)), FAR], dice=[6, 1],
               map=corridor(), plan={("F", "option"): ["d"], ("F", "posture"): ["prone"],
                                     ("A", "option"): ["c"], ("Z", "option"): ["c"]})
    b.step()
    dests, _ = reachable(b.state, 1, 10)
    assert ((0, 0) in dests, (1, 0) in dests) == (False, True)


def test_tft_50_ending_a_move_on_a_dead_body_is_legal():
    # turn 1: A kills B (ST 8) next to him; B's hex is then a legal end of a move
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (1, 0), facing=0, st=9, dx=15, weapons=["dagger"]), FAR],
               dice=[6, 1, 3, 3, 3, 6, 6], plan={("A", "option"): ["b"], ("B", "option"): ["h"], ("Z", "option"): ["c"]})
    b.step()
    dests, _ = reachable(b.state, 1, 1)
    assert (1, 0) in dests


def _jumper(save):
    # turn 1: F lies down; turn 2: A (adjDX 11) jumps over him along a walled corridor
    return battle([human("A", "red", (-1, 0), st=11, dx=13, armor="leather"), human("F", "red", (0, 0)), FAR],
                  dice=[6, 1, 6, 1] + save, map=corridor(),
                  plan={("F", "option"): ["d", "-"], ("F", "posture"): ["prone"],
                        ("A", "option"): ["c", "a"], ("A", "move"): [[-1, 0], [2, 0]], ("Z", "option"): ["c"]})


def test_tft_51_a_missed_saving_roll_drops_the_mover_in_that_hex():
    b = _jumper([4, 4, 4])
    b.step()
    b.step()
    p = b.state.get(1, Position)
    assert ((p.x, p.y), b.state.get(1, Status).posture) == ((0, 0), "knocked")


def test_tft_51_a_made_saving_roll_carries_on():
    b = _jumper([4, 4, 3])
    b.step()
    b.step()
    p = b.state.get(1, Position)
    assert ((p.x, p.y), b.state.get(1, Status).posture) == ((2, 0), "")


def test_tft_52_jumping_over_a_body_costs_3():
    b = battle([human("A", "red", (-2, 0)), human("F", "red", (0, 0)), FAR], dice=[6, 1],
               map=corridor(), plan={("F", "option"): ["d"], ("F", "posture"): ["prone"],
                                     ("A", "option"): ["c"], ("Z", "option"): ["c"]})
    b.step()
    dests, _ = reachable(b.state, 1, 10)
    assert dests[(1, 0)][0] == 5  # 1 + 3 + 1: an MA 10 charger (5) still gets there


def test_tft_53_entering_an_enemy_front_hex_stops_the_move():
    b = placed([human("A", "red", (0, 0)), human("E", "blue", (2, 0), facing=3)])
    dests, _ = reachable(b.state, 1, 10)
    assert (dests[(1, 0)][0], dests[(3, 0)][0]) == (1, 5)  # not 3 through (2,-1) or (1,1)


def test_tft_54_knocked_down_figure_may_only_stand_or_stay():
    assert legal_options(Status(posture="knocked"), Kit(["club"], "club"), False, False) == ["g", "-"]


def test_tft_55_front_side_and_rear():
    foes = [(1, 0), (1, -1), (0, 1), (0, -1), (-1, 1), (-1, 0)]
    b = placed([human("A", "red", (0, 0))] + [
        human(f"E{i}", "blue", h, facing=0) for i, h in enumerate(foes)])
    assert sorted(b.state.engagement.successors(1)) == [2, 3, 4]


def test_tft_56_a_figure_that_stays_may_still_turn():
    b = battle([human("A", "red", (0, 0)), FAR], dice=[6, 1],
               plan={("A", "option"): ["c"], ("A", "face"): [2], ("Z", "option"): ["c"]})
    b.step()
    assert [(e.entity, e.dir) for e in b.events if type(e).__name__ == "Faced"] == [(1, 2)]


def test_tft_57_a_knocked_down_figure_engages_nobody():
    b = battle([human("A", "red", (0, 0)), human("B", "blue", (1, 0), facing=3, st=16, dx=8, weapons=["club"])],
               dice=[6, 1], plan={("A", "option"): ["d"], ("A", "posture"): ["prone"],
                                                                 ("B", "option"): ["i"]}, hth_consent="never")
    b.step()
    assert list(b.state.engagement.successors(1)) == []


def test_tft_58_engagement_is_one_way_from_behind():
    b = placed([human("A", "red", (0, 0)), human("B", "blue", (1, 0), facing=0)])
    assert sorted(b.state.engagement.edges) == [(1, 2)]


def test_tft_58_face_to_face_both_are_engaged():
    b = placed([human("A", "red", (0, 0)), human("B", "blue", (1, 0), facing=3)])
    assert sorted(b.state.engagement.edges) == [(1, 2), (2, 1)]


def test_tft_58_friends_never_engage():
    b = placed([human("A", "red", (0, 0)), human("B", "red", (1, 0), facing=3), FAR])
    assert sorted(b.state.engagement.edges) == []


def test_tft_59_no_sword_cut_into_a_side_hex():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("S", "blue", (0, -1), facing=4, weapons=["club"])],
               dice=[6, 1], plan={("A", "option"): ["h"], ("S", "option"): ["c"]})
    b.step()
    assert [e for e in b.events if isinstance(e, E.AttackRolled)] == []


def test_tft_60_missile_targets_in_front():
    foes = [(3, -1), (2, 1), (5, 0), (-1, 2), (-3, 0)]
    b = battle([human("A", "red", (0, 0), st=11, dx=13, weapons=["longbow"])] +
               [human(f"E{i}", "blue", h, facing=3) for i, h in enumerate(foes)],
               dice=[6, 1, 3, 3, 3, 1], plan={("A", "option"): ["f"], **{(f"E{i}", "option"): ["a"] for i in range(5)}})
    b.step()
    offered = [legal for w, k, legal in b.plan.asked if (w, k) == ("A", "target")][0]
    assert offered == [[2, "missile"], [3, "missile"], [4, "missile"]]


def test_tft_62_a_thrown_attack_from_4_hexes_ahead_comes_through_the_front():
    b = placed([human("A", "red", (4, 0), facing=3, weapons=["small ax"]), human("T", "blue", (0, 0), facing=0)])
    assert adj_dx_against(b.state, 1, 2, "thrown", "small ax") == 12 - 4


def test_tft_63_a_thrown_javelin_leaves_no_ready_weapon():
    b = battle([human("A", "red", (0, 0), weapons=["javelin"]), human("B", "blue", (3, 0), facing=0)],
               dice=[6, 1, 3, 3, 3, 1], plan={("A", "option"): ["b"], ("B", "option"): ["a"]})
    b.step()
    assert (b.state.get(1, Kit).ready, legal_options(b.state.get(1, Status), b.state.get(1, Kit), False, False)) == (
        "", ["a", "c", "d", "e"])
