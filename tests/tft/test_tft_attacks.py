"""Attacks in play: fumbles, main-gauche, pole weapons and charges (TFT-66, 73, 75, 77..79)."""

from affray.components.tft import Kit
from affray.systems.tft import events as E
from affray.systems.tft.testing import battle, human


def struck(b):
    return [(e.attacker, e.damage, e.stopped, e.hits) for e in b.events if isinstance(e, E.Struck)]


def rolls(b):
    return [(e.attacker, e.weapon, e.adj_dx) for e in b.events if isinstance(e, E.AttackRolled)]


def duel(a, b, dice, plan, **options):
    return battle([a, b], dice=dice, plan=plan, **options)


def test_tft_66_a_17_drops_the_weapon_in_the_attackers_hex():
    b = duel(human("A", "red", (0, 0), weapons=["broadsword"]), human("B", "blue", (1, 0), facing=3, st=14, dx=10),
             [6, 1, 6, 6, 5], {("A", "option"): ["h"], ("B", "option"): ["l"]})
    b.step()
    assert ([(e.weapon, e.q, e.r) for e in b.events if isinstance(e, E.CounterPlaced)], b.state.get(1, Kit).ready) == (
        [("broadsword", 0, 0)], "")


def test_tft_66_an_18_breaks_the_weapon():
    b = duel(human("A", "red", (0, 0), weapons=["broadsword"]), human("B", "blue", (1, 0), facing=3, st=14, dx=10),
             [6, 1, 6, 6, 6], {("A", "option"): ["h"], ("B", "option"): ["l"]})
    b.step()
    assert (b.state.get(1, Kit).carried, [e for e in b.events if isinstance(e, E.CounterPlaced)]) == ([], [])


def test_tft_73_a_ready_shield_does_not_cover_the_side():
    # an arrow from A's side hex against chainmail and a ready large shield: 7 -> 4 hits
    b = duel(human("A", "red", (0, 0), st=11, dx=13, weapons=["longbow"]),
             human("B", "blue", (3, -3), facing=0, armor="chainmail", weapons=["mace"], shield="large shield"),
             [6, 1, 3, 3, 3, 5], {("A", "option"): ["f"], ("B", "option"): ["a"]})
    b.step()
    assert struck(b) == [(1, 7, 3, 4)]


def test_tft_75_double_mode_makes_two_rolls_at_minus_4():
    b = duel(human("A", "red", (0, 0), st=10, dx=14, weapons=["cutlass", "main-gauche"], offhand=True),
             human("B", "blue", (1, 0), facing=3, st=14, dx=10, weapons=["club"]),
             [6, 1, 6, 1, 6, 5, 5, 6, 5, 5, 6, 5, 5],
             {("A", "option"): ["h"], ("A", "main-gauche"): ["double"], ("B", "option"): ["h"]})
    b.step()
    assert rolls(b) == [(1, "cutlass", 10), (1, "main-gauche", 10), (2, "club", 10)]


def test_tft_75_parry_mode_attacks_at_minus_2_and_stops_one():
    b = duel(human("A", "red", (0, 0), st=10, dx=14, weapons=["cutlass", "main-gauche"], offhand=True),
             human("B", "blue", (1, 0), facing=3, st=16, dx=8, weapons=["small ax"]),
             [6, 1, 6, 5, 5, 2, 3, 3, 3],
             {("A", "option"): ["h"], ("A", "main-gauche"): ["parry"], ("B", "option"): ["h"]})
    b.step()
    assert (rolls(b)[0], struck(b)) == ((1, "cutlass", 12), [(2, 5, 1, 4)])


def test_tft_77_a_spear_charge_doubles():
    b = duel(human("A", "red", (0, 0), weapons=["spear"]), human("B", "blue", (3, 0), facing=3, st=16, dx=8),
             [6, 1, 3, 3, 3, 2], {("A", "option"): ["b"], ("A", "move"): [[2, 0]], ("B", "option"): ["a"]},
             hth_consent="never")
    b.step()
    assert struck(b) == [(1, 6, 0, 6)]


def test_tft_78_and_79_a_spearman_who_stood_receives_the_charge_at_plus_2_and_doubles():
    # C (DX 13 spear) stands; B charges him; X (adjDX 14) also attacks B: C goes first at 15.
    b = battle([human("C", "red", (0, 0), st=11, dx=13, weapons=["spear"]),
                human("X", "red", (2, -1), facing=4, st=10, dx=14, weapons=["club"]),
                human("B", "blue", (4, -1), facing=3, st=14, dx=10, weapons=["club"])],
               dice=[1, 6, 3, 3, 3, 3, 6, 5, 5, 6, 5, 5],
               plan={("blue", "initiative"): ["first"], ("B", "option"): ["b"], ("B", "move"): [[1, 0]],
                     ("B", "face"): [3], ("B", "target"): [[1, "melee"]],
                     ("C", "option"): ["h"], ("C", "face"): [0], ("X", "option"): ["a"]})
    b.step()
    assert (rolls(b)[0], struck(b)[0]) == ((1, "spear", 15), (1, 8, 0, 8))
