"""TFT-51, TFT-52: the route of a move is the player's choice (`route`): it decides which
figures are jumped, so the saving rolls and where a fall happens. Asked only when a cheapest
path passes over a figure; the cheapest path found is the default."""

import pytest

from affray.components.tft import Status
from affray.kernel import IllegalChoice
from affray.kernel.components import Position
from affray.kernel.events import Rolled
from affray.kernel.dice import Stream
from affray.kernel.policies import Request
from affray.kernel.world import inside
from affray.systems.tft.policies.tactical import TacticalPolicy
from affray.systems.tft.rules.movement import reachable
from affray.systems.tft.rules.route import route_options
from affray.systems.tft.testing import battle, human

FAR = human("Z", "blue", (0, 12), facing=3)
JUMP = [[0, 0], [1, 0], [2, 0]]  # over F: 3 + 1 + 1 = 5 MA
DETOUR = [[-1, -1], [0, -2], [1, -2], [2, -2], [2, -1], [2, 0]]  # through the gap: 6 MA


def gap_corridor():
    """Walls above and below the row r = 0, with one gap above A's hex (-1, 0)."""
    return {"walls": [[q, -1] for q in range(-4, 6) if q not in (-1, 2)]
            + [[q, 1] for q in range(-5, 6)]}


def jumper(save, route=None):
    """Turn 1: F lies down at (0, 0); turn 2: A (MA 10, adjDX 12) runs to (2, 0)."""
    plan = {("F", "option"): ["d", "-"], ("F", "posture"): ["prone"],
            ("A", "option"): ["c", "a"], ("A", "move"): [[-1, 0], [2, 0]], ("Z", "option"): ["c"]}
    if route is not None:
        plan[("A", "route")] = [route]
    b = battle([human("A", "red", (-1, 0)), human("F", "red", (0, 0)), FAR],
               dice=[6, 1, 6, 1] + save, map=gap_corridor(), plan=plan)
    b.step()
    b.step()
    return b


def where(b, eid=1):
    p = b.state.get(eid, Position)
    return (p.x, p.y), b.state.get(eid, Status).posture


def test_tft_52_the_route_is_asked_with_the_cheapest_path_first():
    b = jumper([6, 6, 6])
    routes = [legal for who, kind, legal in b.plan.asked if (who, kind) == ("A", "route")]
    assert routes == [[JUMP, DETOUR]]


def test_tft_51_the_default_route_jumps_the_body_and_a_missed_roll_drops_him_there():
    assert where(jumper([6, 6, 6])) == ((0, 0), "knocked")


def test_tft_51_the_route_round_the_body_makes_no_saving_roll():
    b = jumper([6, 6, 6], route=DETOUR)
    assert where(b) == ((2, 0), "")
    assert [e for e in b.events if isinstance(e, Rolled) and e.purpose == "save"] == []


def test_tft_52_a_route_through_a_wall_is_refused():
    with pytest.raises(IllegalChoice, match="cannot be passed through"):
        jumper([6, 6, 6], route=[[0, -1], [1, -1], [2, -1], [2, 0]])


def test_tft_52_a_route_over_the_ma_is_refused():
    eleven = [[-1, -1], [-1, -2], [-1, -3], [-1, -4], [0, -4], [1, -4], [2, -4], [2, -3], [2, -2],
              [2, -1], [2, 0]]
    with pytest.raises(IllegalChoice, match="costs 11 MA, more than 10"):
        jumper([6, 6, 6], route=eleven)


def test_tft_52_the_route_is_not_asked_on_open_ground():
    b = battle([human("A", "red", (0, 0)), FAR], dice=[6, 1],
               plan={("A", "option"): ["a"], ("A", "move"): [[4, 0]], ("Z", "option"): ["c"]})
    b.step()
    assert [k for _, k, _ in b.plan.asked if k == "route"] == []
    assert where(b) == ((4, 0), "")


def test_tft_52_random_routes_are_legal_and_end_at_the_chosen_hex():
    b = battle([human("A", "red", (-1, 0)), human("F", "red", (0, 0)), FAR], dice=[6, 1],
               map=gap_corridor(), plan={("F", "option"): ["d"], ("F", "posture"): ["prone"],
                                         ("A", "option"): ["c"], ("Z", "option"): ["c"]})
    b.step()
    with inside(b.state.world):
        dests, parent = reachable(b.state, 1, 10)
        opts = route_options(b.state, 1, dests, parent, (2, 0), 10)
        rng = Stream("route", "test")
        drawn = [opts.sample(rng) for _ in range(20)]
        assert all(opts.legal(r) is None and r[-1] == [2, 0] for r in drawn)
    assert len({str(r) for r in drawn}) >= 2


def test_tft_52_tactical_takes_the_cheapest_path():
    b = battle([human("A", "red", (-1, 0)), human("F", "red", (0, 0)), FAR], dice=[6, 1],
               map=gap_corridor(), plan={("F", "option"): ["d"], ("F", "posture"): ["prone"],
                                         ("A", "option"): ["c"], ("Z", "option"): ["c"]})
    b.step()
    with inside(b.state.world):
        dests, parent = reachable(b.state, 1, 10)
        opts = route_options(b.state, 1, dests, parent, (2, 0), 10)
        assert TacticalPolicy().decide(b.state, Request(1, "route", opts)) == JUMP


def test_tft_52_a_route_reads_as_its_hexes():
    from affray.systems.tft.labels import LABELS
    assert LABELS("route", JUMP, {}) == "by (0, 0), (1, 0), (2, 0)"


def test_tft_52_a_route_must_be_hexes_of_whole_numbers():
    with pytest.raises(IllegalChoice, match="not a list of hexes"):
        jumper([6, 6, 6], route=[[0.0, 0], [1, 0], [2, 0]])
