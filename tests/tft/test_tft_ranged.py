"""Thrown and missile weapons: lines of flight, rolling to miss, range, rate of fire (TFT-83..99)."""

from affray.components.tft import Kit, Status
from affray.systems.tft import events as E
from affray.systems.tft.rules.figure_options import legal_options
from affray.systems.tft.rules.readying import ready_choices
from affray.systems.tft.rules.strike import range_to
from affray.systems.tft.testing import battle, human, placed


def rolled(b):
    return [(e.target, e.aim, e.adj_dx, e.total, e.hit) for e in b.events if isinstance(e, E.AttackRolled)]


def shoot(shooter, others, dice, option="f", **kw):
    plan = {(shooter["name"], "option"): [option], **{(o["name"], "option"): ["a"] for o in others}}
    plan.update(kw.pop("plan", {}))
    kw.setdefault("hth_consent", "never")  # no HTH by consent in these shooting duels
    return battle([shooter] + others, dice=dice, plan=plan, **kw)


ARCHER = dict(st=11, dx=13, weapons=["longbow", "shortsword"])


def test_tft_83_a_rock_can_always_be_found():
    b = placed([human("A", "red", (0, 0), weapons=["broadsword"]), human("Z", "blue", (0, 9))])
    assert ["rock"] in ready_choices(b.state, 1, "e")


def test_tft_84_a_standing_friend_on_the_line_is_rolled_for():
    b = shoot(human("A", "red", (0, 0), **ARCHER), [human("F", "red", (1, 0)), human("T", "blue", (3, 0), facing=3)],
              [6, 1, 3, 3, 3, 3, 3, 3, 1])
    b.step()
    assert [(t, aim) for t, aim, *_ in rolled(b)] == [(2, "miss"), (3, "hit")]


def test_tft_84_a_line_along_an_edge_misses_the_hexes_beside_it():
    b = shoot(human("A", "red", (0, 0), **ARCHER), [human("F", "red", (1, 0), facing=3),
                                                    human("T", "blue", (1, 1), facing=0)],
              [6, 1, 3, 3, 3, 1])
    b.step()
    assert [(t, aim) for t, aim, *_ in rolled(b)] == [(3, "hit")]


def test_tft_85_an_enemy_in_the_way_is_rolled_to_hit():
    b = shoot(human("A", "red", (0, 0), **ARCHER), [human("E", "blue", (1, 0)), human("T", "blue", (3, 0), facing=3)],
              [6, 1, 3, 3, 3, 1], plan={("A", "target"): [[3, "missile"]]})
    b.step()
    assert [(t, aim, hit) for t, aim, _, _, hit in rolled(b)] == [(2, "hit", True)]


def test_tft_87_a_thrown_miss_flies_on_at_minus_5():
    b = shoot(human("A", "red", (0, 0), weapons=["small ax"]),
              [human("T", "blue", (3, 0), facing=3), human("E", "blue", (5, 0), facing=3)],
              [6, 1, 6, 5, 5, 6, 5, 5], option="b", plan={("A", "target"): [[2, "thrown"]]})
    b.step()
    assert [(t, adj) for t, _, adj, _, _ in rolled(b)] == [(2, 12 - 3 + 0), (3, 12 - 5)]


def test_tft_87_a_thrown_weapon_that_hits_nobody_lands_10_hexes_past():
    b = shoot(human("A", "red", (4, 0), facing=3, weapons=["small ax"]), [human("T", "blue", (0, 0), facing=0)],
              [6, 1, 6, 5, 5], option="b")
    b.step()
    assert [(e.q, e.r) for e in b.events if isinstance(e, E.CounterPlaced)] == [(-10, 0)]


def test_tft_88_a_thrown_weapon_lands_where_it_hit():
    b = shoot(human("A", "red", (0, 0), weapons=["small ax"]), [human("T", "blue", (3, 0), facing=3)],
              [6, 1, 3, 3, 3, 1], option="b")
    b.step()
    assert [(e.weapon, e.q, e.r) for e in b.events if isinstance(e, E.CounterPlaced)] == [("small ax", 3, 0)]


def test_tft_89_no_throwing_behind_you():
    b = shoot(human("A", "red", (0, 0), weapons=["small ax"]), [human("T", "blue", (-3, 0), facing=0)],
              [6, 1], option="b")
    b.step()
    assert rolled(b) == []


def test_tft_90_a_bow_readied_while_engaged_gives_no_last_shot():
    # A readies his bow (e) in the move that takes him into B's front: next turn, no (j).
    b = battle([human("A", "red", (0, 0), **{**ARCHER, "weapons": ["shortsword", "longbow"]}),
                human("B", "blue", (2, 0), facing=3, weapons=["club"])],
               dice=[6, 1, 6, 5, 5, 6, 1, 6, 5, 5],
               plan={("A", "option"): ["e", "l"], ("A", "move"): [[1, 0]], ("A", "ready"): [["ready", "longbow", ""]],
                     ("B", "option"): ["h"]})
    b.step()
    b.step()
    assert [legal for w, k, legal in b.plan.asked if (w, k) == ("A", "option")][1] == ["k", "l", "m"]  # (m) by consent (TFT-107 d)


def test_tft_91_megahex_range_penalty():
    b = placed([human("A", "red", (0, 0)), human("Z", "blue", (0, 9))])
    assert [range_to(b.state, (0, 0), h, "missile") for h in [(1, 0), (4, 2), (8, 0), (14, 0)]] == [0, 0, -1, -2]


def test_tft_92_eight_hexes_but_two_megahexes():
    b = placed([human("A", "red", (0, 0)), human("Z", "blue", (0, 9))])
    assert range_to(b.state, (-1, 0), (5, 2), "missile") == 0


def test_tft_93_an_arrow_that_misses_flies_on_to_the_next_enemy():
    b = shoot(human("A", "red", (0, 0), **ARCHER),
              [human("T", "blue", (3, 0), facing=3), human("E", "blue", (6, 0), facing=3)],
              [6, 1, 6, 5, 5, 6, 5, 5])
    b.step()
    assert [(t, adj) for t, _, adj, _, _ in rolled(b)] == [(2, 13), (3, 12)]  # (6, 0) is 3 MH off


def test_tft_94_an_18_after_the_first_roll_breaks_only_the_arrow():
    b = shoot(human("A", "red", (0, 0), **ARCHER),
              [human("T", "blue", (3, 0), facing=3), human("E", "blue", (6, 0), facing=3)],
              [6, 1, 6, 5, 5, 6, 6, 6])
    b.step()
    assert b.state.get(1, Kit).ready == "longbow"


def test_tft_94_a_first_roll_of_17_drops_the_bow():
    b = shoot(human("A", "red", (0, 0), **ARCHER), [human("T", "blue", (3, 0), facing=3)], [6, 1, 6, 6, 5])
    b.step()
    assert [(e.weapon, e.q, e.r) for e in b.events if isinstance(e, E.CounterPlaced)] == [("longbow", 0, 0)]


def test_tft_97_a_crossbow_shot_needs_reloading():
    # adjDX 13, light crossbow: shoots turn 1, reloads turn 2 (e), shoots turn 3
    b = battle([human("A", "red", (0, 0), st=11, dx=13, weapons=["light crossbow"]),
                human("T", "blue", (6, 0), facing=3)],
               dice=[6, 1, 6, 5, 5] + [6, 1] + [6, 1, 6, 5, 5],
               plan={("A", "option"): ["f", "e", "f"], ("T", "option"): ["a"]})
    b.step()
    loaded_after_shot = legal_options(b.state.get(1, Status), b.state.get(1, Kit), False, False)
    b.step()
    b.step()
    assert ("f" in loaded_after_shot, len([e for e in b.events if isinstance(e, E.AttackRolled)])) == (False, 2)


def test_tft_97_an_engaged_crossbowman_with_an_empty_bow_cannot_reload():
    assert [o for o in legal_options(Status(), Kit(["light crossbow"], "light crossbow", reload_left=1), True, False)
            if o in "ef"] == []


def test_tft_99_after_a_last_shot_the_bow_becomes_a_counter():
    b = battle([human("A", "red", (0, 0), **ARCHER), human("B", "blue", (1, 0), facing=3, st=14, dx=10, weapons=["club"])],
               dice=[6, 1, 6, 5, 5, 6, 5, 5, 6, 1, 6, 5, 5],
               plan={("A", "option"): ["j", "k"], ("B", "option"): ["h"]})
    b.step()
    b.step()
    assert [(e.weapon, e.q, e.r) for e in b.events if isinstance(e, E.CounterPlaced)] == [("longbow", 0, 0)]


def test_tft_96_a_fast_archer_shoots_twice():
    b = shoot(human("A", "red", (0, 0), st=9, dx=15, weapons=["small bow"]), [human("T", "blue", (3, 0), facing=3)],
              [6, 1, 3, 3, 3, 1, 3, 3, 3, 1])
    b.step()
    assert ([e.entities for e in b.events if isinstance(e, E.AttackOrder)], len(rolled(b))) == ([[1, 1]], 2)
