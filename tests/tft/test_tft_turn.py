"""The turn: initiative, phases, attack order, losing the attack, end of turn (TFT-15..26)."""

from affray.kernel import Battle
from affray.kernel.components import Position, Vitals
from affray.components.tft import Status
from affray.systems.tft import DEFAULT_SCENARIO
from affray.systems.tft import events as E
from affray.systems.tft.testing import battle, human


def kinds(b, cls):
    return [e for e in b.events if isinstance(e, cls)]


def test_tft_15_no_figure_moves_more_than_half_ma_and_attacks():
    b = Battle.from_scenario(DEFAULT_SCENARIO, seed=7)
    b.run()
    spent, bad, ma = {}, [], {1: 8, 2: 8, 3: 10, 4: 8, 5: 10, 6: 10}
    for ev in b.events:
        if isinstance(ev, E.Walked):
            spent[ev.entity] = ev.spent
        elif isinstance(ev, E.TurnEnded):
            spent = {}
        elif isinstance(ev, E.AttackRolled) and spent.get(ev.attacker, 0) > ma[ev.attacker] // 2:
            bad.append(ev)
    assert bad == []


def test_tft_16_winner_chooses_to_move_last():
    b = battle([human("A", "red", (0, 0)), human("B", "blue", (9, 0), facing=3)],
               dice=[5, 3], plan={("red", "initiative"): ["last"], ("A", "option"): ["c"],
                                  ("B", "option"): ["c"]})
    b.step()
    assert kinds(b, E.MoveOrder)[0].sides == [1, 0]


def test_tft_16_the_winner_is_asked():
    b = battle([human("A", "red", (0, 0)), human("B", "blue", (9, 0), facing=3)],
               dice=[5, 3], plan={("A", "option"): ["c"], ("B", "option"): ["c"]})
    b.step()
    assert [a[0] for a in b.plan.asked if a[1] == "initiative"] == ["red"]


def test_tft_16_a_tie_is_rolled_again():
    b = battle([human("A", "red", (0, 0)), human("B", "blue", (9, 0), facing=3)],
               dice=[4, 4, 2, 6], plan={("A", "option"): ["c"], ("B", "option"): ["c"]})
    b.step()
    assert [a[0] for a in b.plan.asked if a[1] == "initiative"] == ["blue"]


def test_tft_17_second_side_may_enter_a_hex_the_first_side_left():
    b = battle([human("A", "red", (0, 0), facing=1), human("B", "blue", (-3, 0), facing=0)],
               dice=[6, 1], plan={("A", "option"): ["a"], ("A", "move"): [[0, -5]],
                                  ("B", "option"): ["a"], ("B", "move"): [[0, 0]]})
    b.step()
    p = b.state.get(2, Position)
    assert (p.x, p.y) == (0, 0)


def test_tft_18_options_are_judged_when_the_move_comes():
    # B (moving first) steps into A's front; A, disengaged at the start of the turn, is now
    # in B's front hex and gets the engaged list only.
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (2, 0), facing=3, weapons=["broadsword"])],
               dice=[1, 6, 3, 3, 3, 3, 3, 3], plan={("blue", "initiative"): ["first"],
                                                    ("B", "option"): ["b"], ("B", "move"): [[1, 0]],
                                                    ("A", "option"): ["i"], ("B", "target"): [[1, "melee"]]},
               hth_consent="never")
    b.step()
    assert [legal for who, kind, legal in b.plan.asked if (who, kind) == ("A", "option")][0] == ["h", "i", "l"]


def test_tft_19_charger_who_moved_3_may_switch_to_dodge():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]), human("B", "blue", (12, 0), facing=3)],
               dice=[6, 1], plan={("A", "option"): ["b"], ("A", "move"): [[3, 0]], ("B", "option"): ["c"],
                                  ("A", "redeclare"): ["c"]})
    b.step()
    assert b.state.get(1, Status).option == "" and kinds(b, E.OptionTaken)[-1].option == "c"


def test_tft_19_a_figure_that_moved_6_may_not_switch_to_charge():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]), human("B", "blue", (14, 0), facing=3)],
               dice=[6, 1], plan={("A", "option"): ["a"], ("A", "move"): [[6, 0]], ("B", "option"): ["c"]})
    b.step()
    offered = [legal for who, kind, legal in b.plan.asked if (who, kind) == ("A", "redeclare")]
    assert offered == []  # (a) alone is left: nothing to ask


def test_tft_19_option_until_figure_acts_asks_again_before_the_slot():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]), human("B", "blue", (12, 0), facing=3)],
               dice=[6, 1], plan={("A", "option"): ["b"], ("A", "move"): [[3, 0]], ("B", "option"): ["c"]},
               option_change_window="until_figure_acts")
    b.step()
    assert [k for w, k, _ in b.plan.asked if (w, k) == ("A", "redeclare")] == ["redeclare", "redeclare"]


def _second_thoughts(window):
    """A (DX 10) and B (DX 14) face each other with (h); B strikes first and hits. A kept
    (h) as the phase began; just before his slot, he would rather defend (i)."""
    b = battle([human("A", "red", (0, 0), st=14, dx=10, weapons=["club"]),
                human("B", "blue", (1, 0), facing=3, st=10, dx=14, weapons=["club"])],
               dice=[6, 1, 3, 3, 3, 4, 6, 6, 4],
               plan={("A", "option"): ["h"], ("B", "option"): ["h"], ("A", "redeclare"): ["h", "i"],
                     ("B", "redeclare"): ["h"], ("A", "target"): [[2, "melee"]], ("B", "target"): [[1, "melee"]]},
               option_change_window=window, hth_consent="never")
    b.step()
    return [e.attacker for e in kinds(b, E.AttackRolled)]


def test_tft_19_until_figure_acts_a_figure_may_change_its_mind_after_earlier_slots():
    assert _second_thoughts("until_figure_acts") == [2]


def test_tft_19_until_attack_phase_the_option_is_locked_once_the_phase_began():
    assert _second_thoughts("until_attack_phase") == [2, 1]


def _brawl(dx_a, dx_b, dice, **kw):
    # A at (0,0) facing B at (1,0); both attack (h).
    return battle([human("A", "red", (0, 0), st=24 - dx_a, dx=dx_a, weapons=["club"]),
                   human("B", "blue", (1, 0), facing=3, st=24 - dx_b, dx=dx_b, weapons=["club"])],
                  dice=dice, plan={("A", "option"): ["h"], ("B", "option"): ["h"]}, **kw)


def test_tft_20_higher_adjdx_attacks_first():
    b = _brawl(8, 10, [6, 1, 5, 5, 6, 5, 5, 6])
    b.step()
    assert kinds(b, E.AttackOrder)[0].entities == [2, 1]


def test_tft_20_ties_are_broken_by_dice_in_id_order():
    # both adjDX 10: tie dice A 2, B 5 -> B first
    b = _brawl(10, 10, [6, 1, 2, 5, 5, 5, 6, 5, 5, 6])
    b.step()
    assert kinds(b, E.AttackOrder)[0].entities == [2, 1]


def test_tft_20_thrown_range_does_not_slow_the_thrower():
    # A (DX 12) throws a small ax at C 5 hexes away (rolls at 7); B (adjDX 10) strikes A's friend.
    b = battle([human("A", "red", (0, 0), weapons=["small ax"]),
                human("D", "red", (0, 3), facing=0, weapons=["club"]),
                human("B", "blue", (1, 3), facing=3, st=14, dx=10, weapons=["club"]),
                human("C", "blue", (5, 0), facing=3, weapons=["club"])],
               dice=[6, 1] + [6, 6, 6] + [6, 6, 6] * 2,
               plan={("A", "option"): ["b"], ("A", "target"): [[4, "thrown"]], ("D", "option"): ["i"],
                     ("B", "option"): ["h"], ("C", "option"): ["c"]})
    b.step()
    assert kinds(b, E.AttackOrder)[0].entities == [1, 3]


def test_tft_20_halfling_slinger_orders_at_15():
    b = battle([human("H", "red", (0, 0), race="halfling", st=8, dx=12, weapons=["sling"]),
                human("B", "blue", (1, 4), facing=3, st=10, dx=14, weapons=["club"]),
                human("F", "red", (0, 4), weapons=["club"])],
               dice=[6, 1] + [6, 6, 6] * 3,
               plan={("H", "option"): ["f"], ("B", "option"): ["h"], ("F", "option"): ["i"]})
    b.step()
    assert kinds(b, E.AttackOrder)[0].entities == [1, 2]


def test_tft_21_second_shot_comes_after_every_first_attack():
    # archer adjDX 15 with a small bow; enemies at adjDX 12 and 10 attack his friends.
    b = battle([human("R", "red", (0, 0), st=9, dx=15, weapons=["small bow"]),
                human("F1", "red", (0, 3), weapons=["club"]), human("F2", "red", (0, 5), weapons=["club"]),
                human("E12", "blue", (1, 3), facing=3, weapons=["club"]),
                human("E10", "blue", (1, 5), facing=3, st=14, dx=10, weapons=["club"])],
               dice=[6, 1] + [6, 6, 6] * 4,
               plan={("R", "option"): ["f"], ("F1", "option"): ["i"], ("F2", "option"): ["i"],
                     ("E12", "option"): ["h"], ("E10", "option"): ["h"]})
    b.step()
    assert kinds(b, E.AttackOrder)[0].entities == [1, 4, 5, 1]


def test_tft_22_eight_hits_before_its_slot_cost_the_attack():
    # V (adjDX 9) is hit 4 + 4 by two faster attackers and makes no attack roll.
    b = battle([human("V", "red", (0, 0), st=15, dx=9, weapons=["club"]),
                human("X", "blue", (1, 0), facing=3, weapons=["small ax"]),
                human("Y", "blue", (1, -1), facing=4, weapons=["small ax"])],
               dice=[6, 1, 2, 1] + [3, 3, 4, 2] + [3, 3, 4, 2],
               plan={("V", "option"): ["h"], ("V", "target"): [[2, "melee"]],
                     ("X", "option"): ["h"], ("Y", "option"): ["h"],
                     ("X", "target"): [[1, "melee"]], ("Y", "target"): [[1, "melee"]]})
    b.step()
    assert [e.attacker for e in kinds(b, E.AttackRolled)] == [2, 3]


def test_tft_23_end_of_turn_order_retreats_then_counters_then_fallen():
    # A hits B and may push him; B rolls 17 and drops his club; C knocks D unconscious.
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (1, 0), facing=3, weapons=["club"]),
                human("C", "red", (0, 2), weapons=["small ax"]),
                human("D", "blue", (1, 2), facing=3, st=8, dx=16, weapons=["dagger"])],
               dice=[6, 1] + [6, 4, 2] + [6, 5, 5] + [3, 3, 4, 6, 1] + [6, 6, 5] + [3, 3, 4, 5],
               plan={("A", "option"): ["h"], ("B", "option"): ["h"], ("C", "option"): ["h"],
                     ("D", "option"): ["h"], ("A", "retreat"): [[2, 0]]})
    b.step()
    start = max(i for i, e in enumerate(b.events) if type(e).__name__ == "PhaseStarted")
    order = [type(e).__name__ for e in b.events[start:]
             if type(e).__name__ in ("ForcedRetreat", "CounterPlaced", "Fallen")]
    assert order == ["ForcedRetreat", "CounterPlaced", "Fallen"]


def test_tft_24_fight_ends_when_the_last_enemy_is_unconscious():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (1, 0), facing=3, st=8, dx=16, weapons=["dagger"])],
               dice=[6, 1, 6, 5, 5, 3, 3, 4, 6, 1],
               plan={("A", "option"): ["h"], ("B", "option"): ["h"]})
    b.run()
    assert (b.outcome.winner, b.state.get(2, Vitals).dead, b.state.get(2, Status).unconscious) == ("red", False, True)


def test_tft_24_a_knocked_down_figure_keeps_the_fight_going():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (1, 0), facing=3, st=16, dx=8, weapons=["club"])],
               dice=[6, 1, 3, 3, 4, 4, 4],
               plan={("A", "option"): ["h"], ("B", "option"): ["h"]})
    b.step()
    assert b.state.get(2, Status).posture == "knocked" and not b.over


def test_tft_25_change_weapons_never_attacks():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword", "mace"]),
                human("B", "blue", (1, 0), facing=3, weapons=["club"])],
               dice=[6, 1], plan={("A", "option"): ["k"], ("B", "option"): ["i"]})
    b.step()
    assert kinds(b, E.AttackRolled) == []


def test_tft_26_one_target_a_turn():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (1, 0), facing=3, weapons=["club"]),
                human("C", "blue", (1, -1), facing=4, weapons=["club"])],
               dice=[6, 1, 6, 6, 6, 6], plan={("A", "option"): ["h"], ("B", "option"): ["i"], ("C", "option"): ["i"]})
    b.step()
    targets = [legal for who, kind, legal in b.plan.asked if (who, kind) == ("A", "target")][0]
    assert (len(targets), len(kinds(b, E.AttackRolled))) == (2, 1)


def _three_sides(**options):
    return battle([human("A", "red", (0, 0)), human("B", "blue", (9, 0), facing=3),
                   human("C", "green", (0, 9), facing=1)],
                  dice=[2, 3, 6], plan={("A", "option"): ["c"], ("B", "option"): ["c"], ("C", "option"): ["c"]},
                  **options)


def test_tft_16_three_sides_move_in_roll_order():
    b = _three_sides()
    b.step()
    assert kinds(b, E.MoveOrder)[0].sides == [2, 1, 0]


def test_tft_16_three_sides_winner_only_option():
    b = _three_sides(initiative_multi_side="winner_only")
    b.step()
    assert kinds(b, E.MoveOrder)[0].sides == [2, 0, 1]
