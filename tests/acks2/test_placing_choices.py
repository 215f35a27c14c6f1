"""Choices of place, heading and targets the chapter leaves to the player (docs/rulesets/
acks2.md "Choices"): where a charge ends (ACKS-39), the final facing of a march or withdrawal
(ACKS-51, ACKS-56), the targets of a sweep (ACKS-181) and of a sequence's attacks (ACKS-84),
the order of tied allies (ACKS-35), the 5' step's and the dismount's square (ACKS-58,
ACKS-202), the flight's square (ACKS-195), the force back's way and the overrun's block and
distance (ACKS-176, ACKS-179); and a potion drunk in lieu of attacking (ACKS-57). Random-legal
battles reach each of them."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import RoundStarted
from affray.kernel.orders import Subset
from affray.kernel.shapes import Cells
from affray.systems.acks2 import events as E
from affray.systems.acks2.phases.segment import segment

from .conftest import Wants, fig


def _one_segment(t, name, count=5):
    t.ctx.emit(RoundStarted(1))
    for e in t.state.names:
        t.ctx.emit(E.Initiative(e, count, count))
    t.run(segment(t.ctx, t.id(name), count))


def _charge(table, end):
    p = Wants({("C", "action"): "charge:2", ("C", "charge_end"): [end]})
    t = table([fig("C", "p", (0, 0), "N", "fighter-1", sheet={"str_mod": 0}),
               fig("o", "q", (0, 6), "E", "orc", sheet={"hp": 40})],
              policies={"p": p, "q": Wants({("o", "free_face"): "stay"})},
              dice=[10, 1, 1, 1, 1])
    _one_segment(t, "C")
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
    _one_segment(t, "C")
    assert [e.choice for e in t.events("Decided") if e.kind == "charge_end"] == [[-1, 5]]  # 5' diagonal


def _march(table, face):
    p = Wants({("M", "action"): "march:2,2", ("M", "end_facing"): face, ("M", "combat"): "none"})
    t = table([fig("M", "p", (0, 0), "N"), fig("o", "q", (3, 3), "S", "orc")],
              policies={"p": p, "q": "tactical"})
    _one_segment(t, "M")
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
        _one_segment(t, "M")
        assert [e.choice for e in t.events("Decided") if e.kind == "end_facing"] == [want]


def _sweep(table, targets):
    p = Wants({("T", "action"): "stay", ("T", "combat"): "sweep",
               ("T", "sweep_targets"): [targets], ("T", "cleave"): "stop"})
    orcs = [fig(f"o{i}", "q", (i, 2), "S", "orc", sheet={"hp": 8}) for i in range(4)]
    t = table([fig("T", "p", (0, 0), "N", "stone-giant",
                   sheet={"natural": ["6d6"], "hd": "13", "frontage": 4, "depth": 2})] + orcs,
              policies={"p": p, "q": "tactical"},
              dice=[19] * len(targets) + [4, 4, 4, 4, 2, 2])
    _one_segment(t, "T")
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


def _held_random(scene, q_only: bool, kind: str, want=lambda choice: True):
    """The first random-legal battle (seed 0 up) in which `kind` is asked: figures held in
    place (they declare nothing and stay) sample their combat actions at random."""
    from affray.kernel.dice import Stream
    from affray.kernel.policies import RandomLegal
    from affray.kernel.testing import fight

    class Holds(RandomLegal):
        def decide(self, view, request):
            if request.kind in ("declare", "action"):
                return request.options.enumerate()[0]  # none, stay
            return super().decide(view, request)

    for seed in range(80):
        held = {s: Holds(Stream(str(seed), f"policy/{s}")) for s in ("p", "q")}
        if q_only:
            held["p"] = "tactical"
        b = fight("acks2", scene(), seed=seed, policies=held, max_rounds=5)
        b.run()
        picks = [e.choice for e in b.events if type(e).__name__ == "Decided" and e.kind == kind
                 and want(e.choice)]
        if picks:
            return picks
    return []


def test_random_legal_reaches_sweep_targets():
    picks = _held_random(lambda: [fig("giant", "q", (0, 0), "N", "stone-giant", sheet={"frontage": 4, "depth": 2})]
                         + [fig(f"f{i}", "p", (i, 2), "S", "fighter-1") for i in range(4)], True, "sweep_targets")
    assert picks and all(len(p) >= 2 for p in picks)


def test_random_legal_reaches_step_square():
    picks = _held_random(lambda: [fig("A", "p", (0, 0), "N"), fig("o", "q", (1, 2), "E", "orc")],
                         False, "step_square")
    assert picks


def _step(table, square):
    p = Wants({("A", "action"): "stay", ("A", "combat"): "step:2", ("A", "step_square"): [square]})
    t = table([fig("A", "p", (0, 0), "N", sheet={"str_mod": 0}),
               fig("o", "q", (1, 2), "E", "orc", sheet={"hp": 40})],
              policies={"p": p, "q": Wants({("o", "free_face"): "stay"})}, dice=[10, 1])
    _one_segment(t, "A")
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
        _one_segment(t, "R")
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
        _one_segment(t, "o")
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
    _one_segment(t, "o")
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
    assert _held_random(duel, False, "push_direction")
    assert _held_random(duel, False, "overrun_block")
    assert _held_random(duel, False, "overrun_end")


def test_acks_84_each_attack_of_a_sequence_picks_its_target(table):
    # a wolf-like claw/claw/bite between two fighters: the second and third attacks may turn
    for picks, want in (([2, 2], ["a", "a", "a"]), ([3, 3], ["a", "b", "b"])):
        q = Wants({("m", "action"): "stay", ("m", "combat"): "attack:2", ("m", "next_target"): picks})
        t = table([fig("m", "q", (0, 0), "N", "ogre", sheet={"natural": ["1d3", "1d3", "1d6"],
                                                               "frontage": 1, "depth": 1}),
                   fig("a", "p", (0, 1), "S", sheet={"hp": 40}), fig("b", "p", (1, 1), "SW", sheet={"hp": 40})],
                  policies={"p": "tactical", "q": q}, dice=[1, 1, 1])
        _one_segment(t, "m")
        assert [t.state.names[e.target] for e in t.events("Throw")] == want
        asked = [o for _, kind, o in q.asked if kind == "next_target"]
        assert asked[0] == [2, 3]  # the last target first


def test_random_legal_reaches_next_target():
    def pair():
        return [fig("m", "q", (0, 0), "N", "ogre", sheet={"natural": ["1d3", "1d3", "1d6"], "frontage": 1,
                                                          "depth": 1, "hp": 60}),
                fig("a", "p", (0, 1), "S", sheet={"hp": 60}), fig("b", "p", (1, 1), "SW", sheet={"hp": 60})]
    assert _held_random(pair, True, "next_target")


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


def test_acks_57_drink_a_potion_in_lieu_of_attacking(table):
    from affray.components.acks2 import Status
    for act, hp in (("potion", 2 + 4), ("none", 2)):  # cure light injury 1d6+1: 3 + 1
        p = Wants({("f", "action"): "stay", ("f", "combat"): act})
        t = table([fig("f", "p", (0, 0), "N", sheet={"hp": 8, "cure_potions": 1}, hp=2),
                   fig("o", "q", (9, 9), "S", "orc")], policies={"p": p, "q": "tactical"}, dice=[3])
        _one_segment(t, "f")
        assert t.state.get(t.id("f"), Status).hp == hp
        assert t.state.get(t.id("f"), Status).potions_used == (act == "potion")
    opts = [o for _, kind, o in p.asked if kind == "combat"][0]
    assert "potion" in opts


def test_acks_57_pour_a_potion_down_a_helpless_allys_throat(table):
    from affray.components.acks2 import Status
    p = Wants({("f", "action"): "stay", ("f", "combat"): "potion:2"})
    t = table([fig("f", "p", (0, 0), "N", sheet={"cure_potions": 1}),
               fig("g", "p", (1, 0), "N", hp=0, conditions={"unconscious": 1}),
               fig("o", "q", (9, 9), "S", "orc")], policies={"p": p, "q": "tactical"}, dice=[3])
    _one_segment(t, "f")
    g = t.state.get(t.id("g"), Status)
    assert g.hp == 4 and not t.state.condition(t.id("g"), "unconscious")  # ACKS-139: it wakes
    assert "potion:2" in [o for _, kind, o in p.asked if kind == "combat"][0]


def test_acks_57_the_tactical_fighter_drinks_when_badly_hurt(table):
    for hp, drinks in ((2, True), (7, False)):
        t = table([fig("f", "p", (0, 0), "N", sheet={"hp": 8, "cure_potions": 1}, hp=hp),
                   fig("o", "q", (9, 9), "S", "orc")],
                  policies={"p": Wants({("f", "action"): "stay"}), "q": "tactical"}, dice=[3])
        _one_segment(t, "f")
        assert ([e.choice for e in t.events("Decided") if e.kind == "combat"] == ["potion"]) == drinks


def test_random_legal_reaches_the_potion():
    def hurt():
        return [fig("A", "p", (0, 0), "N", "fighter-5", sheet={"hp": 60, "cure_potions": 3}, hp=20),
                fig("B", "q", (0, 1), "S", "fighter-5", sheet={"hp": 60})]
    assert _held_random(hurt, False, "combat", lambda c: c == "potion")


def test_acks_39_after_a_charge_the_charger_attacks_or_holds_back(table):
    for answer in ("attack", "hold"):
        t, p = _charge_with(table, answer)
        throws = [e.kind for e in t.events("Throw") if e.attacker == t.id("C")]
        assert throws == (["charge"] if answer == "attack" else [])
        assert t.state.get(t.id("C"), Status).charged


def _charge_with(table, answer):
    p = Wants({("C", "action"): "charge:2", ("C", "charge_attack"): answer})
    t = table([fig("C", "p", (0, 0), "N", "fighter-1", sheet={"str_mod": 0}),
               fig("o", "q", (0, 6), "S", "orc", sheet={"hp": 40})],
              policies={"p": p, "q": "tactical"}, dice=[10, 1, 1, 1, 1])
    _one_segment(t, "C")
    return t, p


def test_acks_203_a_rider_at_the_end_of_a_charge_attacks_or_holds_back(table):
    for answer in ("attack", "hold"):
        p = Wants({("horse", "action"): "charge:3", ("R", "charge_attack"): answer,
                   ("horse", "charge_attack"): "hold"})
        t = table([fig("horse", "p", (0, 0), "N", "warhorse"),
                   dict(fig("R", "p", (0, 0), "N", "knight", sheet={"str_mod": 0}), rides="horse"),
                   fig("o", "q", (0, 8), "S", "orc", sheet={"hp": 60})],
                  policies={"p": p, "q": "tactical"}, dice=[10] + [1] * 12)
        _one_segment(t, "horse")
        rider = [e.kind for e in t.events("Throw") if e.attacker == t.id("R")]
        assert rider == (["charge"] if answer == "attack" else [])
        assert ("R", "charge_attack") in [(w, k) for w, k, _ in p.asked]


def test_random_legal_reaches_charge_attack_hold():
    from affray.kernel.testing import fight
    from .test_smoke import mixed
    for seed in range(6):
        b = fight("acks2", mixed(), seed=seed, policies={"party": "random", "orcs": "random"}, max_rounds=5)
        b.run()
        if [e for e in b.events if type(e).__name__ == "Decided" and e.kind == "charge_attack" and e.choice == "hold"]:
            return
    raise AssertionError("no random-legal charger held back")


def test_acks_35_the_deciding_side_sends_some_of_its_tied_combatants_the_other_way(table):
    from affray.systems.acks2.phases.count import initiative_count
    from affray.systems.acks2.phases.initiative import side_sizes
    for split, order in (([], ["a", "b", "x", "y", "z"]), ([1], ["b", "x", "y", "z", "a"])):
        p = Wants({("side0", "tie_order"): "first", ("side0", "tie_split"): [split]})
        t = table([fig("a", "p", (0, 0)), fig("b", "p", (2, 0))] +
                  [fig(n, "q", (i * 2, 40), "S", "orc") for i, n in enumerate("xyz")],
                  policies={"p": p, "q": "tactical"})
        t.ctx.emit(RoundStarted(1))
        for e in t.state.names:
            t.ctx.emit(E.Initiative(e, 4, 4))
        t.run(initiative_count(t.ctx, side_sizes(t.state)))
        acted = [t.state.names[e.actor] for e in t.events("Decided") if e.kind == "action"]
        assert acted[:5] == order


def test_random_legal_reaches_flee_square():
    def scared():
        return [fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 3), "N", "orc", conditions={"frightened": 9})]
    assert _held_random(scared, True, "flee_square")


def test_acks_180_sunder_the_weapon_or_the_shield(table):
    from affray.kernel.testing import drive
    from affray.systems.acks2.rules import maneuvers as MV
    from affray.systems.acks2.rules.attack import effective_ac
    for item in ("sunder", "sunder_shield"):
        t = table([fig("a", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
                   fig("d", "q", (0, 1), "S", "fighter-1", sheet={"shield": True, "ac": 5, "hp": 40})],
                  dice=[20, 3, 1], policies={"p": "tactical", "q": "tactical"})
        before = effective_ac(t.state, t.id("d"))
        assert MV.maneuver("sunder_shield").legal(t.state, t.id("a"), t.id("d"))
        drive(MV.maneuver(item).resolve(t.ctx, t.id("a"), t.id("d")))
        throw = t.events("Throw")[0]
        assert throw.total == 20 - 6  # -6 to sunder a sword or a shield
        saved = t.events("Saved")[-1]
        if item == "sunder":
            assert t.state.condition(t.id("d"), "disarmed") and effective_ac(t.state, t.id("d")) == before
        else:
            assert saved.total == 1 + 4 and not saved.ok  # shields +4 on the save
            assert t.state.condition(t.id("d"), "shield_broken")
            assert effective_ac(t.state, t.id("d")) == before - 1
            assert not MV.maneuver("sunder_shield").legal(t.state, t.id("a"), t.id("d"))


def test_acks_55_take_cover_as_the_movement_action_then_act(table):
    for act, prone in (("cover", True), ("stay", False)):
        p = Wants({("A", "action"): act, ("A", "combat"): "shoot:2"})
        t = table([fig("A", "p", (0, 0), "N", "thief-3", sheet={"missile": "composite bow", "ammo": 5}),
                   fig("o", "q", (0, 8), "S", "orc", sheet={"hp": 40})],
                  policies={"p": p, "q": "tactical"}, dice=[10, 1])
        _one_segment(t, "A")
        assert bool(t.state.condition(t.id("A"), "prone")) == prone
        assert [e.kind for e in t.events("Throw")] == ["missile"]  # the combat action still follows
    engaged = table([fig("A", "p", (0, 0)), fig("o", "q", (0, 1), "S", "orc")])
    from affray.systems.acks2.phases.segment import action_options
    engaged.ctx.emit(RoundStarted(1))
    assert "cover" not in action_options(engaged.state, engaged.id("A"), 5)  # not when engaged


def test_acks_171_brawling_punch_or_kick(table):
    # 1d3 with a punch, 1d4 with a kick at -2; nonlethal; STR applies
    for act, throw, hurt in (("punch:2", 12 + 1, 3 + 1), ("kick:2", 12 + 1 - 2, 4 + 1)):
        p = Wants({("A", "action"): "stay", ("A", "combat"): act})
        t = table([fig("A", "p", (0, 0), "N", "fighter-1", sheet={"str_mod": 1, "armor": "medium"}),
                   fig("o", "q", (0, 1), "S", "orc", sheet={"hp": 40, "armor": "light", "ac": 0})],
                  policies={"p": p, "q": "tactical"}, dice=[12, 3 if act.startswith("punch") else 4])
        _one_segment(t, "A")
        th = t.events("Throw")[0]
        assert (th.kind, th.total) == (act.split(":")[0], throw)
        h = t.events("Hurt")[0]
        assert (t.state.names[h.entity], h.amount, h.nonlethal) == ("o", hurt, True)


def test_acks_171_a_lightly_armored_brawler_hurts_himself_on_heavy_armor(table):
    p = Wants({("A", "action"): "stay", ("A", "combat"): "punch:2"})
    t = table([fig("A", "p", (0, 0), "N", "fighter-1", sheet={"str_mod": 0, "armor": "light"}),
               fig("o", "q", (0, 1), "S", "orc", sheet={"hp": 40, "armor": "heavy", "ac": 0})],
              policies={"p": p, "q": "tactical"}, dice=[19, 2])
    _one_segment(t, "A")
    assert t.state.names[t.events("Hurt")[0].entity] == "A"


def test_random_legal_reaches_brawling():
    def duel():
        return [fig("A", "p", (0, 0), "N", "fighter-5", sheet={"hp": 60}),
                fig("B", "q", (0, 1), "S", "fighter-5", sheet={"hp": 60})]
    assert _held_random(duel, False, "combat", lambda c: c.startswith(("punch:", "kick:")))


def test_acks_179_the_overrun_gains_a_bonus_attack(table):
    for bonus, throws in (("none", ["overrun"]), ("attack:3", ["overrun", "melee"])):
        p = Wants({("k", "action"): "stay", ("k", "combat"): "overrun:2", ("k", "overrun_end"): [[0, 2]],
                   ("k", "overrun_bonus"): bonus})
        t = table([fig("k", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
                   fig("g", "q", (0, 1), "S", "orc"), fig("h", "q", (0, 3), "S", "orc", sheet={"hp": 40})],
                  policies={"p": p, "q": "tactical"}, dice=[19, 2, 10, 1])
        _one_segment(t, "k")
        assert [e.kind for e in t.events("Throw") if e.attacker == t.id("k")] == throws
        asked = [o for _, kind, o in p.asked if kind == "overrun_bonus"][0]
        assert asked == ["none", "attack:3", "overrun:3"]


def test_random_legal_reaches_overrun_bonus():
    def line():
        return [fig("A", "p", (0, 0), "N", "fighter-5", sheet={"hp": 60}),
                fig("B", "q", (0, 1), "S", "fighter-1", sheet={"hp": 60}),
                fig("C", "q", (0, 3), "S", "fighter-1", sheet={"hp": 60})]
    assert _held_random(line, False, "overrun_bonus")


def test_acks_156_a_missile_cleave_with_no_target_left_drops_prone_or_readies(table):
    for answer in ("prone", "ready"):
        p = Wants({("A", "action"): "stay", ("A", "combat"): "shoot:2", ("A", "cleave"): answer})
        t = table([fig("A", "p", (0, 0), "N", "thief-3", sheet={"missile": "composite bow", "ammo": 5}),
                   fig("o", "q", (0, 6), "S", "orc", hp=1), fig("far", "q", (30, 30), "S", "orc")],
                  policies={"p": p, "q": "tactical"}, dice=[19, 6])
        _one_segment(t, "A")
        opts = [o for _, kind, o in p.asked if kind == "cleave"][0]
        assert "prone" in opts and "ready" in opts
        assert bool(t.state.condition(t.id("A"), "prone")) == (answer == "prone")
        assert t.state.get(t.id("A"), Status).readied == (answer == "ready")
