"""Choices of place, heading and targets the chapter leaves to the player (docs/rulesets/
acks2.md "Choices"): where a charge ends (ACKS-39), the final facing of a march or withdrawal
(ACKS-51, ACKS-56), the targets of a sweep (ACKS-181) and of a sequence's attacks (ACKS-84),
the order of tied allies (ACKS-35), the 5' step's and the dismount's square (ACKS-58,
ACKS-202), the flight's square (ACKS-195), the force back's way and the overrun's block and
distance (ACKS-176, ACKS-179). Random-legal battles reach each of them."""

from __future__ import annotations

from affray.components.acks2 import Sheet
from affray.kernel.events import RoundStarted
from affray.kernel.orders import Subset
from affray.kernel.shapes import Cells
from affray.systems.acks2 import events as E

from .conftest import Wants, fig
from .segment_helpers import held_random, one_segment


def _charge(table, end):
    p = Wants({("C", "action"): "charge:2", ("C", "charge_end"): [end]})
    t = table([fig("C", "p", (0, 0), "N", "fighter-1", sheet={"str_mod": 0}),
               fig("o", "q", (0, 6), "E", "orc", sheet={"hp": 40})],
              policies={"p": p, "q": Wants({("o", "free_face"): "stay"})},
              dice=[10, 1, 1, 1, 1])
    one_segment(t, "C")
    return t, p


def test_acks_39_the_charger_picks_the_end_square_flank_or_rear(table):
    t, p = _charge(table, [0, 5])  # south of an orc facing east: its flank
    asked = [o for who, kind, o in p.asked if kind == "charge_end"]
    assert asked and [0, 5] in asked[0] and [-1, 6] in asked[0]  # its rear is reachable too
    assert [e.choice for e in t.events("Decided") if e.kind == "charge_end"] == [[0, 5]]
    moved = [(e.x, e.y) for e in t.events("Moved") if e.entity == t.id("C")]
    assert moved[-1] == (0, 5)
    flank = t.events("Throw")[0]
    assert "flanked" in flank.note and "vulnerable" not in flank.note
    t, _ = _charge(table, [-1, 6])  # west of it: its rear
    rear = t.events("Throw")[0]
    assert "vulnerable" in rear.note and "flanked" not in rear.note
    assert rear.kind == flank.kind == "charge"


def test_acks_39_charge_end_is_a_cell_among_the_legal_ends_only(table):
    t = table([fig("C", "p", (0, 0), "N"), fig("o", "q", (0, 6), "E", "orc")])
    from affray.systems.acks2.rules.movement import charge_path
    ends: dict = {}
    nearest = charge_path(t.state, t.id("C"), t.id("o"), every=ends)
    cells = Cells(ends, grid="square")
    assert nearest[-1] in ends and len(cells) == len(ends) > 1
    assert cells.legal([0, 7]) is not None  # beyond the target: no straight charge ends there


def test_acks_39_tactical_default_is_the_nearest_end_as_before(table):
    t = table([fig("C", "p", (0, 0), "N", sheet={"str_mod": 0}),
               fig("o", "q", (0, 6), "E", "orc", sheet={"hp": 40})],
              policies={"p": Wants({("C", "action"): "charge:2"}), "q": "tactical"},
              dice=[10, 1, 1, 1, 1])
    one_segment(t, "C")
    assert [e.choice for e in t.events("Decided") if e.kind == "charge_end"] == [[-1, 5]]  # 5' diagonal


def _march(table, face):
    p = Wants({("M", "action"): "march:2,2", ("M", "end_facing"): face, ("M", "combat"): "none"})
    t = table([fig("M", "p", (0, 0), "N"), fig("o", "q", (3, 3), "S", "orc")],
              policies={"p": p, "q": "tactical"})
    one_segment(t, "M")
    return t, p


def test_acks_51_march_ends_facing_in_any_direction(table):
    from affray.systems.acks2.rules import geometry as geo
    t, _ = _march(table, "NE")
    assert geo.facing_of(t.state, t.id("M")) == "NE"
    assert geo.arc(t.state, t.id("M"), t.id("o")) == "front"
    t, p = _march(table, "SW")  # its back to the orc: the orc now stands at its rear
    assert geo.facing_of(t.state, t.id("M")) == "SW"
    assert geo.arc(t.state, t.id("M"), t.id("o")) == "rear"
    assert [len(o) for _, kind, o in p.asked if kind == "end_facing"] == [8]


def test_acks_51_tactical_end_facing_turns_to_a_near_enemy(table):
    for orc, want in (((3, 2), "NE"), ((9, 9), "E")):  # within 10': toward it; else the way it went
        t = table([fig("M", "p", (0, 0), "N"), fig("o", "q", orc, "S", "orc")],
                  policies={"p": Wants({("M", "action"): "march:2,0", ("M", "combat"): "none"}),
                            "q": "tactical"})
        one_segment(t, "M")
        assert [e.choice for e in t.events("Decided") if e.kind == "end_facing"] == [want]


def _sweep(table, targets):
    p = Wants({("T", "action"): "stay", ("T", "combat"): "sweep",
               ("T", "sweep_targets"): [targets], ("T", "cleave"): "stop"})
    orcs = [fig(f"o{i}", "q", (i, 2), "S", "orc", sheet={"hp": 8}) for i in range(4)]
    t = table([fig("T", "p", (0, 0), "N", "stone-giant",
                   sheet={"natural": ["6d6"], "hd": "13", "frontage": 4, "depth": 2})] + orcs,
              policies={"p": p, "q": "tactical"},
              dice=[19] * len(targets) + [4, 4, 4, 4, 2, 2])
    one_segment(t, "T")
    return t, p


def test_acks_181_sweep_designates_two_or_more_engaged_targets(table):
    t, _ = _sweep(table, [2, 3])  # two of the four: 20 damage split in two
    throws = [table_name(t, e.target) for e in t.events("Throw") if e.kind == "sweep"]
    assert throws == ["o0", "o1"]
    assert [e.amount for e in t.events("Hurt")] == [10, 10]
    t, p = _sweep(table, [2, 3, 4, 5])  # all four: 20 / 4 each
    assert len([e for e in t.events("Throw") if e.kind == "sweep"]) == 4
    assert [e.amount for e in t.events("Hurt")] == [5, 5, 5, 5]
    opts = [o for who, kind, o in p.asked if kind == "sweep_targets"][0]
    assert [2] not in opts and [2, 3] in opts  # "two or more"
    assert Subset([2, 3, 4, 5], least=2).legal([2]) is not None


def table_name(t, e):
    return t.state.names[e]


def test_random_legal_reaches_the_new_requests_in_the_mixed_fight():
    from affray.kernel.testing import fight
    from .test_smoke import mixed
    want = {"charge_end", "charge_attack", "end_facing", "dismount_square", "ally_order", "tie_split"}
    kinds = set()
    for seed in range(8):  # the smoke test's fight (tests/acks2/test_smoke.py), seed 0 up
        b = fight("acks2", mixed(), seed=seed, policies={"party": "random", "orcs": "random"}, max_rounds=5)
        b.run()
        kinds |= {e.kind for e in b.events if type(e).__name__ == "Decided"}
        if want <= kinds:
            break
    assert want <= kinds


def test_random_legal_reaches_sweep_targets():
    picks = held_random(lambda: [fig("giant", "q", (0, 0), "N", "stone-giant", sheet={"frontage": 4, "depth": 2})]
                         + [fig(f"f{i}", "p", (i, 2), "S", "fighter-1") for i in range(4)], True, "sweep_targets")
    assert picks and all(len(p) >= 2 for p in picks)


def test_random_legal_reaches_step_square():
    picks = held_random(lambda: [fig("A", "p", (0, 0), "N"), fig("o", "q", (1, 2), "E", "orc")],
                         False, "step_square")
    assert picks


def _step(table, square):
    p = Wants({("A", "action"): "stay", ("A", "combat"): "step:2", ("A", "step_square"): [square]})
    t = table([fig("A", "p", (0, 0), "N", sheet={"str_mod": 0}),
               fig("o", "q", (1, 2), "E", "orc", sheet={"hp": 40})],
              policies={"p": p, "q": Wants({("o", "free_face"): "stay"})}, dice=[10, 1])
    one_segment(t, "A")
    return t, p


def test_acks_58_the_attack_step_square_is_the_attackers(table):
    t, p = _step(table, [1, 1])  # below an orc facing east: its flank
    assert [o for _, kind, o in p.asked if kind == "step_square"][0] == [[0, 1], [1, 1]]
    assert [(e.x, e.y) for e in t.events("Moved")][-1] == (1, 1)
    flank = t.events("Throw")[0].note
    t, _ = _step(table, [0, 1])  # behind it
    assert [(e.x, e.y) for e in t.events("Moved")][-1] == (0, 1)
    rear = t.events("Throw")[0].note
    assert "flanked" in flank and "vulnerable" in rear


def test_acks_202_the_rider_places_himself_when_he_dismounts(table):
    for spot in ([1, 0], [-1, 0]):
        p = Wants({("R", "action"): ["dismount", "stay"], ("R", "dismount_square"): [spot],
                   ("R", "combat"): "none"})
        t = table([fig("horse", "p", (0, 0), "N", "warhorse"),
                   dict(fig("R", "p", (0, 0), "N", "knight"), rides="horse"),
                   fig("o", "q", (9, 9), "S", "orc")],
                  policies={"p": p, "q": "tactical"})
        one_segment(t, "R")
        asked = [o for _, kind, o in p.asked if kind == "dismount_square"][0]
        assert len(asked) > 2 and spot in asked
        assert [(e.x, e.y) for e in t.events("Moved") if e.entity == t.id("R")][-1] == tuple(spot)


def test_acks_35_tied_allies_choose_the_order_they_act(table):
    from affray.systems.acks2.phases.count import initiative_count
    from affray.systems.acks2.phases.initiative import side_sizes
    for order in ([1, 2], [2, 1]):
        p = Wants({("side0", "ally_order"): [order]})
        t = table([fig("a", "p", (0, 0)), fig("b", "p", (2, 0)), fig("o", "q", (9, 9), "S", "orc")],
                  policies={"p": p, "q": "tactical"})
        t.ctx.emit(RoundStarted(1))
        for name, n in (("a", 4), ("b", 4), ("o", 1)):
            t.ctx.emit(E.Initiative(t.id(name), n, n))
        t.run(initiative_count(t.ctx, side_sizes(t.state)))
        acted = [e.actor for e in t.events("Decided") if e.kind == "action"]
        assert acted[:2] == order
        assert [e.choice for e in t.events("Decided") if e.kind == "ally_order"] == [order]


def test_acks_195_where_the_frightened_run_is_chosen_within_their_full_speed(table):
    from affray.kernel.components import Position
    from affray.systems.acks2.rules.movement import speeds
    for spot in ([0, 12], [8, 3]):
        q = Wants({("o", "flee_square"): [spot]})
        t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 3), "N", "orc", conditions={"frightened": 9})],
                  policies={"p": "tactical", "q": q})
        one_segment(t, "o")
        legal = [o for _, kind, o in q.asked if kind == "flee_square"][0]
        run = speeds(t.state.get(t.id("o"), Sheet))["run"] // 5
        assert spot in legal and all(abs(x) <= run and abs(y - 3) <= run for x, y in legal)
        pos = t.state.get(t.id("o"), Position)
        assert (pos.x, pos.y) == tuple(spot)


def test_acks_195_tactical_flight_goes_farthest_from_the_enemy(table):
    from affray.kernel.components import Position
    q = Wants({})
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 3), "N", "orc", conditions={"frightened": 9})],
              policies={"p": "tactical", "q": q})
    one_segment(t, "o")
    legal = [o for _, kind, o in q.asked if kind == "flee_square"][0]
    from affray.kernel.geometry import squares as sq
    far = max(sq.distance_squares((x, y), (0, 0)) for x, y in legal)  # the fighter stands at (0, 0)
    got = t.state.get(t.id("o"), Position)
    assert sq.distance_squares((got.x, got.y), (0, 0)) == far


def test_acks_176_the_attacker_picks_the_way_he_forces_back(table):
    from affray.kernel.components import Position
    from affray.kernel.testing import drive
    from affray.systems.acks2.rules import maneuvers as MV
    for way, spot in (("N", (0, 4)), ("NE", (2, 4))):
        p = Wants({("g", "push_direction"): [way]})
        t = table([fig("g", "q", (0, 0), "N", "stone-giant"),
                   fig("h", "p", (0, 2), "S", "fighter-3", sheet={"hp": 40})],
                  dice=[19, 4, 4, 4, 2], policies={"p": "tactical", "q": p})
        drive(MV.maneuver("forceback").resolve(t.ctx, t.id("g"), t.id("h")))
        assert [o for _, kind, o in p.asked if kind == "push_direction"] == [["N", "NW", "NE"]]
        pos = t.state.get(t.id("h"), Position)
        assert (pos.x, pos.y) == spot  # 12 damage: 2 squares that way


def test_acks_179_the_overrun_defender_blocks_or_lets_pass(table):
    from affray.kernel.components import Position
    from affray.kernel.testing import drive
    from affray.systems.acks2.rules import maneuvers as MV
    for answer in ("block", "let_pass"):
        t = table([fig("k", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
                   fig("g", "q", (0, 1), "S", "orc", sheet={"hp": 20})], dice=[19, 19, 3],
                  policies={"p": "tactical", "q": Wants({("g", "overrun_block"): answer})})
        drive(MV.maneuver("overrun").resolve(t.ctx, t.id("k"), t.id("g")))
        pos = t.state.get(t.id("k"), Position)
        if answer == "block":  # the save made, it blocks: ordinary damage, no way through
            assert [e.amount for e in t.events("Hurt")] == [3] and (pos.x, pos.y) == (0, 0)
        else:  # it lets him pass: through, unhurt
            assert not t.events("Hurt") and (pos.x, pos.y) == (0, 2)


def test_random_legal_reaches_push_direction_and_the_overrun_requests():
    def duel():
        return [fig("A", "p", (0, 0), "N", "fighter-5", sheet={"hp": 60}),
                fig("B", "q", (0, 1), "S", "fighter-5", sheet={"hp": 60})]
    assert held_random(duel, False, "push_direction")
    assert held_random(duel, False, "overrun_block")
    assert held_random(duel, False, "overrun_end")


def test_acks_84_each_attack_of_a_sequence_picks_its_target(table):
    # a wolf-like claw/claw/bite between two fighters: the second and third attacks may turn
    for picks, want in (([2, 2], ["a", "a", "a"]), ([3, 3], ["a", "b", "b"])):
        q = Wants({("m", "action"): "stay", ("m", "combat"): "attack:2", ("m", "next_target"): picks})
        t = table([fig("m", "q", (0, 0), "N", "ogre", sheet={"natural": ["1d3", "1d3", "1d6"],
                                                               "frontage": 1, "depth": 1}),
                   fig("a", "p", (0, 1), "S", sheet={"hp": 40}), fig("b", "p", (1, 1), "SW", sheet={"hp": 40})],
                  policies={"p": "tactical", "q": q}, dice=[1, 1, 1])
        one_segment(t, "m")
        assert [t.state.names[e.target] for e in t.events("Throw")] == want
        asked = [o for _, kind, o in q.asked if kind == "next_target"]
        assert asked[0] == [2, 3]  # the last target first


def test_random_legal_reaches_next_target():
    def pair():
        return [fig("m", "q", (0, 0), "N", "ogre", sheet={"natural": ["1d3", "1d3", "1d6"], "frontage": 1,
                                                          "depth": 1, "hp": 60}),
                fig("a", "p", (0, 1), "S", sheet={"hp": 60}), fig("b", "p", (1, 1), "SW", sheet={"hp": 60})]
    assert held_random(pair, True, "next_target")


def test_acks_179_the_overrunner_moves_on_by_up_to_his_combat_speed(table):
    from affray.kernel.components import Position
    from affray.kernel.testing import drive
    from affray.systems.acks2.rules import maneuvers as MV
    from affray.systems.acks2.rules.movement import speeds
    for end in ([0, 2], [0, 5]):
        p = Wants({("k", "overrun_end"): [end]})
        t = table([fig("k", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
                   fig("g", "q", (0, 1), "S", "orc")], dice=[19, 2], policies={"p": p, "q": "tactical"})
        drive(MV.maneuver("overrun").resolve(t.ctx, t.id("k"), t.id("g")))
        asked = [o for _, kind, o in p.asked if kind == "overrun_end"][0]
        far = speeds(t.state.get(t.id("k"), Sheet))["march"] // 5
        assert asked == [[0, y] for y in range(2, far + 1)]  # straight ahead, the speed's worth
        pos = t.state.get(t.id("k"), Position)
        assert [pos.x, pos.y] == end
