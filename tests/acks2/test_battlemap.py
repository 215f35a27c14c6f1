"""Battlemap, facing, passage of lines (ACKS-01 to ACKS-14)."""

from __future__ import annotations

from affray.kernel.geometry import squares as sq
from affray.systems.acks2.rules import formation as F
from affray.systems.acks2.rules import geometry as geo
from affray.systems.acks2.rules.movement import reachable
from affray.systems.acks2.tables.sizes import FOOTPRINTS, size_index

from .conftest import fig


def test_acks_01_alternating_diagonals():
    assert sq.distance_feet((0, 0), (3, 0)) == 15
    assert sq.distance_feet((0, 0), (1, 1)) == 5
    assert sq.distance_feet((0, 0), (2, 2)) == 15
    assert sq.distance_feet((0, 0), (3, 3)) == 20
    assert sq.distance_feet((0, 0), (4, 4)) == 30
    assert sq.distance_feet((0, 0), (4, 1)) == 20
    assert sq.path_feet([(i, i) for i in range(6)]) == 35


def test_acks_01_a_40ft_march_reaches_5_diagonals_not_6(table):
    t = table([fig("a", "p", (0, 0)), fig("z", "q", (40, 40))])
    reach = reachable(t.state, t.id("a"), 40)
    assert (5, 5) in reach and (6, 6) not in reach


def test_acks_02_three_in_two_needs_narrow_frontage():
    assert F.three_in_two(["short sword", "spear", "sword"], ["man"] * 3)
    assert not F.three_in_two(["short sword", "spear", "two-handed sword"], ["man"] * 3)
    assert not F.three_in_two(["spear", "spear", "great axe"], ["man"] * 3)
    assert F.narrow_frontage("polearm")  # piercing


def test_acks_03_ranks_and_long_weapon_reach():
    a = {"side": 0, "facing": "N", "size": "man"}
    assert F.may_share_square(a, dict(a))
    assert not F.may_share_square(a, {**a, "facing": "S"})
    assert F.reaches_from_rank(2, True) and not F.reaches_from_rank(2, False)
    assert F.reaches_from_rank(3, True, "literal") and not F.reaches_from_rank(3, True, "rank2")


def test_acks_04_size_steps():
    assert size_index("huge") - size_index("man") == 2
    assert size_index("colossal") - size_index("man") == 4


def test_acks_05_footprints():
    assert sq.squares_of(sq.footprint((0, 0), *FOOTPRINTS["huge"], "N")) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    f = sq.footprint((0, 0), *FOOTPRINTS["colossal"], "S")
    assert (f.width, f.height) == (6, 10)
    assert FOOTPRINTS["large"] == (1, 2) and FOOTPRINTS["gigantic"] == (3, 4)


def test_acks_06_eight_facings_for_men_four_for_big(table):
    t = table([fig("a", "p", (0, 0), "NE"), fig("b", "q", (5, 5), "W", "ogre")])
    assert geo.facing_of(t.state, t.id("a")) == "NE"
    import pytest
    with pytest.raises(ValueError):
        sq.footprint((0, 0), 1, 2, "NE")


def test_acks_07_arcs_of_a_man_facing_n_and_ne():
    front = [s for s in sq.neighbours((0, 0)) if sq.classify((0, 0), "N", s) == "front"]
    assert sorted(front) == [(-1, 1), (0, 1), (1, 1)]
    assert sq.classify((0, 0), "N", (-1, 0)) == "flank" and sq.classify((0, 0), "N", (0, -1)) == "rear"
    assert sorted(s for s in sq.neighbours((0, 0)) if sq.classify((0, 0), "NE", s) == "front") == [(0, 1), (1, 0), (1, 1)]
    assert sq.classify((0, 0), "NE", (-1, 1)) == "flank" and sq.classify((0, 0), "NE", (-1, 0)) == "rear"


def test_acks_08_arcs_of_a_huge_creature():
    f = sq.footprint((0, 0), 2, 2, "N")
    assert all(sq.classify(f, "N", s) == "front" for s in [(-1, 2), (0, 2), (1, 2), (2, 2)])
    assert all(sq.classify(f, "N", s) == "flank" for s in [(-1, 0), (-1, 1), (2, 0), (2, 1)])
    assert all(sq.classify(f, "N", s) == "rear" for s in [(-1, -1), (0, -1), (1, -1), (2, -1)])


def test_acks_09_no_sight_into_the_rear(table):
    from affray.systems.acks2.rules.missiles import can_see
    t = table([fig("a", "p", (0, 0), "N"), fig("b", "q", (0, -4)), fig("c", "q", (0, 4))])
    assert not can_see(t.state, t.id("a"), t.id("b"))
    assert can_see(t.state, t.id("a"), t.id("c"))


def test_acks_10_walls_block_sight_combatants_do_not(table):
    from affray.systems.acks2.rules.missiles import can_see
    t = table([fig("a", "p", (0, 0), "E"), fig("ally", "p", (2, 0), "E"), fig("b", "q", (6, 0), "W"),
               fig("c", "q", (0, 6), "S")], map={"walls": [[0, 3]]})
    assert can_see(t.state, t.id("a"), t.id("b"))
    t2 = table([fig("a", "p", (0, 0), "N"), fig("c", "q", (0, 6), "S")], map={"walls": [[0, 3]]})
    assert not can_see(t2.state, t2.id("a"), t2.id("c"))


def test_acks_11_rear_attack_makes_the_target_vulnerable(table):
    from affray.systems.acks2.rules.attack import melee_modifiers
    t = table([fig("a", "p", (0, -1), "N"), fig("b", "q", (0, 0), "N")])
    assert geo.attack_position(t.state, t.id("a"), t.id("b")) == "rear"
    assert melee_modifiers(t.state, t.id("a"), t.id("b"))["vulnerable"] == 2


def test_acks_12_passage_between_allies_not_through_three_in_two(table):
    assert F.man_may_pass(1, False) and F.man_may_pass(2, False)
    assert not F.man_may_pass(2, True)
    t = table([fig("a", "p", (1, -1)), fig("b", "p", (1, 0)), fig("c", "p", (2, 0)),
               fig("z", "q", (1, 9), "N")])
    reach = reachable(t.state, t.id("a"), 10)
    assert (1, 1) in reach  # through an ally's square
    assert (1, 0) not in reach  # never ends on an ally


def test_acks_13_orm_passes_a_rank_with_a_three_square_gap():
    row = [True, True, True, False, False, False]
    assert F.big_may_pass("colossal", ["man"] * 3, row, 6)
    assert not F.big_may_pass("colossal", ["man"] * 2, [False, True, False, False, True, False], 6)
    assert not F.big_may_pass("colossal", ["man"] * 3, [True, False, True, False, True, False], 6)
    assert F.big_may_end_overlapping(57, 60) and not F.big_may_end_overlapping(29, 60)
    assert not F.big_may_pass("large", ["man"], [False] * 2, 1)  # only two sizes smaller


def test_acks_14_enemy_not_engaging_is_passed_like_an_ally(table):
    # a downed enemy engages no one: the mover walks through its square but cannot stop there
    t = table([fig("a", "p", (0, 0), "N"), fig("b", "q", (0, 1), "N", hp=0,
                                                conditions={"unconscious": 1})])
    reach = reachable(t.state, t.id("a"), 10)
    assert (0, 2) in reach and (0, 1) not in reach
    # a standing enemy facing away from the mover is passed too, never ended on
    t = table([fig("a", "p", (0, 0), "N"), fig("b", "q", (0, 1), "N")])
    reach = reachable(t.state, t.id("a"), 10)
    assert (0, 2) in reach and (0, 1) not in reach
