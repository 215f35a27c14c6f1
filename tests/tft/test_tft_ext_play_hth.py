"""Hand-to-hand combat in play (TFT-39, TFT-107..119), where the turn calls them
(docs/rulesets/tft-melee.md, the section map)."""


from affray.components.tft import Kit, Status
from affray.systems.tft import events as E
from affray.systems.tft.rules import targeting
from affray.systems.tft.testing import battle, human



def of(b, cls):
    return [e for e in b.events if isinstance(e, cls)]


def posture(b, eid):
    return b.state.get(eid, Status).posture


def grapple(die, b_weapon="broadsword", b_armor="chainmail", more=()):
    """A (MA 10) steps onto B (chainmail, MA 6) with (m) at his slot; B rolls `die`."""
    return battle([human("A", "red", (0, 0), weapons=["mace"]),
                   human("B", "blue", (1, 0), facing=3, armor=b_armor, weapons=[b_weapon, "dagger"])],
                  dice=[6, 1, *die, *more],
                  plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i"]})


def test_tft_39_m_is_offered_against_a_slower_enemy():
    b = grapple([1], more=[3, 3, 3, 5])
    b.step()
    assert "m" in next(a[2] for a in b.plan.asked if a[:2] == ("A", "option"))


def test_tft_39_m_against_an_equal_ma_enemy_facing_him_is_illegal():
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, weapons=["broadsword"])],
               dice=[6, 1], plan={("A", "option"): ["i"], ("B", "option"): ["i"]}, hth_consent="never")
    b.step()
    assert "m" not in next(a[2] for a in b.plan.asked if a[:2] == ("A", "option"))


def test_tft_107_with_consent_asked_the_same_enemy_may_agree():
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, weapons=["broadsword"])],
               dice=[6, 1, 1, 3, 3, 3, 5],
               plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i"],
                     ("B", "hth-consent"): [True]},
               hth_consent="ask")
    b.step()
    assert of(b, E.HthEntered)[0].reason == "d"


def test_tft_107_refused_consent_leaves_the_attacker_where_he_was():
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, weapons=["broadsword"])],
               dice=[6, 1], plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]],
                                  ("B", "option"): ["i"]},
               hth_consent="ask")
    b.step()
    assert (len(of(b, E.HthRefused)), b.state.get(1, Kit).ready) == (1, "mace")


def test_tft_109_the_attackers_mace_lies_in_the_hex_he_came_from():
    b = grapple([1], more=[3, 3, 3, 5])
    b.step()
    assert ("mace", 0, 0) in [(e.weapon, e.q, e.r) for e in of(b, E.CounterPlaced)]


def test_tft_110_die_1_both_are_down_in_the_defenders_hex():
    b = grapple([1], more=[3, 3, 3, 5])
    b.step()
    assert (posture(b, 1), posture(b, 2), b.state.derived["tft_at"][1]) == ("hth", "hth", (1, 0))


def test_tft_110_die_1_the_defenders_sword_is_a_counter_in_his_hex():
    b = grapple([1], more=[3, 3, 3, 5])
    b.step()
    assert ("broadsword", 1, 0) in [(e.weapon, e.q, e.r) for e in of(b, E.CounterPlaced)]


def test_tft_110_die_3_the_defender_readies_his_dagger():
    b = grapple([3], more=[3, 3, 3, 5])
    b.step()
    assert b.state.get(2, Kit).ready == "dagger"


def test_tft_110_die_5_the_attacker_is_back_in_his_hex():
    b = grapple([5])
    b.step()
    assert (b.state.derived["tft_at"][1], posture(b, 1)) == ((0, 0), "")


def test_tft_110_die_6_the_defenders_rapier_hits_the_attacker():
    b = grapple([6], b_weapon="rapier", more=[4])
    b.step()
    assert [(e.attacker, e.weapon, e.damage, e.hits) for e in of(b, E.Struck)] == [(2, "rapier", 4, 4)]


def test_tft_110_rear_entry_with_6_then_2_is_hth():
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=0, weapons=["broadsword"])],
               dice=[6, 1, 6, 2, 6, 1, 6, 6, 6, 6, 6, 6],  # entry 6 (again), 2; tie 6:1; two misses
               plan={("A", "option"): ["b"], ("A", "move"): [[1, 0, 0, 0]], ("B", "option"): ["p"]})
    b.step()
    assert [(e.die, e.result, e.reason) for e in of(b, E.HthEntered)] == [(2, "grapple", "c")]


def test_tft_108_a_b_entry_must_fit_in_half_ma():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (5, 0), facing=0), human("C", "blue", (6, 2), facing=0)],
               dice=[6, 1], plan={("A", "option"): ["b"], ("B", "option"): ["c"], ("C", "option"): ["c"]})
    b.step()
    moves = next(a[2] for a in b.plan.asked if a[:2] == ("A", "move"))
    assert ([5, 0, 4, 0] in moves, any(m[:2] == [6, 2] for m in moves if len(m) == 4)) == (True, False)


def test_tft_111_the_grappler_rolls_at_adjdx_plus_4():
    b = grapple([1], more=[3, 3, 3, 5])
    b.step()
    hth_rolls = [(e.attacker, e.adj_dx) for e in of(b, E.AttackRolled) if e.kind == "hth"]
    assert hth_rolls[0] == (1, 16)


def test_tft_112_equal_st_bare_hands_do_1_minus_3_and_armor_counts():
    b = grapple([1], more=[3, 3, 3, 6])
    b.step()
    assert [(e.weapon, e.damage, e.stopped, e.hits) for e in of(b, E.Struck)][0] == ("hands", 3, 3, 0)


def test_tft_114_a_defender_who_chose_h_makes_an_hth_attack():
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, st=14, dx=10, armor="chainmail", weapons=["broadsword"])],
               dice=[6, 1, 1, 6, 6, 6, 3, 3, 3, 4],
               plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["h"]})
    b.step()
    assert [(e.attacker, e.kind, e.adj_dx) for e in of(b, E.AttackRolled)][1] == (2, "hth", 11)


def test_tft_116_a_figure_in_hth_cannot_attack_a_standing_enemy():
    # C stands next to the brawl, in A's old front; next turn A (p) may only attack B
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, armor="chainmail", weapons=["broadsword"]),
                human("C", "blue", (1, -1), facing=4, armor="chainmail", weapons=["broadsword"])],
               dice=[6, 1, 1, 6, 6, 6, 6, 1, 6, 6, 6, 6, 6, 6],
               plan={("A", "option"): ["m", "p"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i", "p"],
                     ("C", "option"): ["i", "c"]})
    seen = []
    b.subscribe(lambda i, e: seen.append(targeting.targets(b.state, 1))
                if isinstance(e, E.OptionTaken) and e.entity == 1 and e.option == "p" else None)
    b.step()
    b.step()
    assert seen == [[[2, "hth"]]]


def test_tft_118_the_winner_stays_on_the_ground_when_the_enemy_faints():
    b = battle([human("A", "red", (0, 0), st=16, dx=8, weapons=["dagger"]),
                human("B", "blue", (1, 0), facing=3, st=8, dx=16, armor="chainmail", weapons=["dagger"])],
               dice=[6, 1, 1, 1, 1, 1, 6], plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]],
                                                ("B", "option"): ["i"]},
               )  # A's dagger: 3 to hit (triple), (6 + 2) x 3 = 24 - 3 = 21 on ST 8: dead
    b.step()
    assert (len(of(b, E.BrawlEnded)), posture(b, 1)) == (1, "knocked")


def test_tft_115_joining_a_brawl_needs_no_die():
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, st=14, dx=10, armor="chainmail", weapons=["broadsword"]),
                human("C", "red", (3, 0), facing=3, weapons=["dagger"])],
               dice=[6, 1, 1, 6, 6, 6, 6, 1, 6, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6],
               plan={("A", "option"): ["m", "p"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i", "p"],
                     ("C", "option"): ["c", "b"], ("C", "move"): [[3, 0], [1, 0, 2, 0]]})
    b.step()
    b.step()
    assert [(e.attacker, e.die, e.result) for e in of(b, E.HthEntered)] == [(1, 1, "grapple"), (3, 0, "join")]


def in_brawl(extra_dice, a2, b2):
    """Turn 1: A (adjDX 12) grapples B (adjDX 7 in chainmail) on a die of 1 and misses (18);
    turn 2: A takes option a2, B option b2, with `extra_dice` after the initiative."""
    return battle([human("A", "red", (0, 0), weapons=["mace", "dagger"]),
                   human("B", "blue", (1, 0), facing=3, st=14, dx=10, armor="chainmail", weapons=["broadsword"])],
                  dice=[6, 1, 1, 6, 6, 6, 6, 1, *extra_dice],
                  plan={("A", "option"): ["m", a2], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i", b2]})


def test_tft_117_adjdx_12_against_7_escapes_on_3():
    b = in_brawl([3], "r", "p")
    b.step()
    b.step()
    assert [(e.die, e.needs, e.free) for e in of(b, E.HthEscaped)] == [(3, 3, True)]


def test_tft_117_the_escaped_figure_stands_in_an_empty_hex():
    b = in_brawl([3], "r", "p")
    b.step()
    b.step()
    assert (posture(b, 1), b.state.derived["tft_at"][1] != (1, 0)) == ("", True)


def test_tft_117_fails_on_4():
    b = in_brawl([4, 6, 6, 6], "r", "p")
    b.step()
    b.step()
    assert (of(b, E.HthEscaped)[0].free, posture(b, 1)) == (False, "hth")


def test_tft_118_the_one_left_after_an_escape_stays_down():
    b = in_brawl([3], "r", "p")
    b.step()
    b.step()
    assert posture(b, 2) == "knocked"


def test_tft_43_q_draws_the_dagger_on_3():
    b = in_brawl([3, 6, 6, 6], "q", "p")
    b.step()
    b.step()
    assert (of(b, E.DaggerDrawn)[0].drawn, b.state.get(1, Kit).ready) == (True, "dagger")


def test_tft_43_nothing_on_4():
    b = in_brawl([4, 6, 6, 6], "q", "p")
    b.step()
    b.step()
    assert b.state.get(1, Kit).ready == ""


def test_tft_119_eight_hits_in_hth_leave_no_action_next_turn():
    # A's ready dagger: a 3 to hit (triple), die 2: (2 + 2) x 3 = 12 - 3 (chainmail) = 9 hits
    b = battle([human("A", "red", (0, 0), st=16, dx=8, weapons=["dagger"]),
                human("B", "blue", (1, 0), facing=3, st=14, dx=10, armor="chainmail", weapons=["broadsword"])],
               dice=[6, 1, 1, 1, 1, 1, 2, 6, 1, 6, 6, 6],
               plan={("A", "option"): ["m", "p"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i", "p"]})
    b.step()
    b.step()
    assert [e.option for e in of(b, E.OptionTaken) if e.entity == 2] == ["i", "-"]


def test_tft_119_a_grappler_with_8_hits_does_not_fall_again():
    b = battle([human("A", "red", (0, 0), st=16, dx=8, weapons=["dagger"]),
                human("B", "blue", (1, 0), facing=3, st=14, dx=10, armor="chainmail", weapons=["broadsword"])],
               dice=[6, 1, 1, 1, 1, 1, 2],
               plan={("A", "option"): ["m"], ("A", "target"): [[2, "enter"]], ("B", "option"): ["i"]})
    b.step()
    assert posture(b, 2) == "hth"


def test_tft_120_a_disengaging_figure_may_step_onto_an_enemy_to_try_hth():
    # A (l) steps at his slot onto C, who stands with his back to A's hex... C is slower (chainmail)
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, weapons=["broadsword"]),
                human("C", "blue", (0, 1), facing=5, armor="chainmail", weapons=["broadsword"])],
               dice=[6, 1, 6, 1, 2],
               plan={("A", "option"): ["l"], ("A", "step"): [[0, 1]], ("B", "option"): ["i"],
                     ("C", "option"): ["i"]})
    b.step()
    assert [(e.attacker, e.defender, e.result) for e in of(b, E.HthEntered)] == [(1, 3, "grapple")]


def test_tft_114_a_grappled_defender_is_no_longer_defending():
    # B chose (i) and is pulled into HTH; a standing C then strikes him on 3 dice
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("C", "red", (2, 0), facing=3, st=13, dx=11, weapons=["shortsword"]),
                human("B", "blue", (1, 0), facing=3, armor="chainmail", weapons=["broadsword"])],
               dice=[6, 1, 1, 6, 6, 5, 6, 6, 5, 6, 6, 5, 6, 6, 5],
               plan={("A", "option"): ["m"], ("A", "target"): [[3, "enter"]], ("C", "option"): ["b"],
                     ("C", "move"): [[2, 0]], ("C", "target"): [[3, "melee"]], ("B", "option"): ["i"]})
    b.step()
    assert [(e.attacker, e.dice) for e in of(b, E.AttackRolled) if e.target == 3][:2] == [(1, 3), (2, 3)]
