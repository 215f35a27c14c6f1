"""Options by state (TFT-09, 12, 13, 25..41, 54, 121, 124)."""

import pytest

from affray.components.tft import Figure, Kit, Status
from affray.kernel import Battle, IllegalChoice, ScenarioError
from affray.kernel.components import Vitals
from affray.kernel.scenario import decode
from affray.kernel.testing import scenario
from affray.systems.tft import DEFAULT_SCENARIO
from affray.systems.tft import events as E
from affray.systems.tft.rules.lookup import front_of
from affray.systems.tft.rules.movement import reachable
from affray.systems.tft.rules.figure_options import budget, legal_options
from affray.systems.tft.rules.readying import ready_choices
from affray.systems.tft.testing import Plan, battle, human, placed

FAR = human("Z", "blue", (0, 12), facing=3)  # an enemy far away keeps the fight going


def asked(b, who, kind):
    return [legal for w, k, legal in b.plan.asked if (w, k) == (who, kind)]


def test_tft_09_attributes_never_change_in_a_fight():
    b = Battle.from_scenario(DEFAULT_SCENARIO, seed=3)
    b.run()
    assert [(f.st, f.dx) for _, f in b.state.query(Figure)] == [
        (c.st, c.dx) for c in b.scenario.combatants]


def test_tft_12_removing_armor_is_refused():
    sc = decode(scenario("tft-melee", [human("A", "red", (0, 0), armor="leather"), FAR], dice=[6, 1]))
    b = Battle.from_scenario(sc, policies={"red": "host", "blue": Plan()})
    req = b.step()
    while req.kind != "option":
        req = b.submit(req.actor, b.legal_options(req.actor)[0])
    with pytest.raises(IllegalChoice):
        b.submit(req.actor, "remove armor")


def test_tft_13_every_figure_starts_unhurt():
    b = placed([human("A", "red", (0, 0)), FAR])
    assert [b.state.get(e, Vitals).hits for e in b.state.entities] == [0, 0]


def test_tft_13_a_scenario_cannot_carry_hits_over():
    with pytest.raises(ScenarioError):
        decode(scenario("tft-melee", [human("A", "red", (0, 0), hits=3), FAR]))


def test_tft_27_move_full_ma_and_no_attack():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (11, 0), facing=0, weapons=["club"])],
               dice=[6, 1], plan={("A", "option"): ["a"], ("A", "move"): [[10, 0]], ("B", "option"): ["i"]})
    b.step()
    assert ([e.spent for e in b.events if isinstance(e, E.Walked)],
            [e for e in b.events if isinstance(e, E.AttackRolled)]) == ([10], [])


def test_tft_28_charge_moves_at_most_half_ma():
    b = placed([human("A", "red", (0, 0), armor="leather", weapons=["broadsword"]), FAR])
    dests, _ = reachable(b.state, 1, budget("b", 8))
    assert (max(c for c, _ in dests.values()), (4, 0) in dests, (5, 0) in dests) == (4, True, False)


def test_tft_28_a_bow_shot_is_no_charge_attack():
    assert "b" not in legal_options(Status(), Kit(["longbow"], "longbow"), False, False)


def test_tft_28_a_thrown_dagger_may_be_the_charge_attack():
    b = battle([human("A", "red", (0, 0), weapons=["dagger"]), human("B", "blue", (3, 0), facing=0)],
               dice=[6, 1, 3, 3, 3, 1], plan={("A", "option"): ["b"], ("B", "option"): ["a"]})
    b.step()
    assert [(e.weapon, e.kind) for e in b.events if isinstance(e, E.AttackRolled)] == [("dagger", "thrown")]


def test_tft_29_dodge_moves_at_most_half_ma():
    assert budget("c", 6) == 3


def test_tft_30_drop_leaves_no_front():
    b = battle([human("A", "red", (0, 0)), FAR], dice=[6, 1],
               plan={("A", "option"): ["d"], ("A", "posture"): ["kneeling"], ("Z", "option"): ["c"]})
    b.step()
    assert (b.state.get(1, Status).posture, front_of(b.state, 1)) == ("kneeling", None)


def test_tft_31_ready_new_weapon_moves_at_most_2():
    assert budget("e", 10) == 2


def test_tft_31_resling_leaves_no_counter_and_no_attack():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword", "mace"]), FAR], dice=[6, 1],
               plan={("A", "option"): ["e"], ("A", "ready"): [["ready", "mace", ""]], ("Z", "option"): ["c"]})
    b.step()
    k = b.state.get(1, Kit)
    assert (k.ready, k.carried, [e for e in b.events if isinstance(e, (E.WeaponDropped, E.AttackRolled))]) == (
        "mace", ["broadsword", "mace"], [])


def test_tft_32_missile_attack_moves_at_most_1():
    assert budget("f", 10) == 1


def test_tft_33_knocked_down_figure_may_only_stand_or_stay_down():
    assert legal_options(Status(posture="knocked"), Kit(["broadsword"], "broadsword"), False, False) == ["g", "-"]


def test_tft_33_standing_up_leaves_it_standing_without_an_attack():
    b = battle([human("A", "red", (0, 0)), FAR], dice=[6, 1, 6, 1],
               plan={("A", "option"): ["d", "g"], ("A", "posture"): ["prone"], ("Z", "option"): ["c"]})
    b.step()
    b.step()
    assert (b.state.get(1, Status).posture, [e for e in b.events if isinstance(e, E.AttackRolled)]) == ("", [])


def test_tft_34_an_engaged_bowman_cannot_shift_and_attack():
    assert "h" not in legal_options(Status(), Kit(["longbow"], "longbow"), True, False)


def test_tft_34_shift_and_attack_may_throw_at_an_enemy_in_front():
    b = battle([human("A", "red", (0, 0), weapons=["small ax"]),
                human("B", "blue", (1, 0), facing=3, weapons=["club"]),
                human("C", "blue", (4, 0), facing=3, weapons=["club"])],
               dice=[6, 1, 6, 6, 6, 6], plan={("A", "option"): ["h"], ("B", "option"): ["i"], ("C", "option"): ["c"]})
    b.step()
    assert asked(b, "A", "target")[0] == [[2, "melee"], [2, "thrown"], [3, "thrown"]]


def test_tft_35_a_defender_never_rolls_to_hit():
    b = battle([human("A", "red", (0, 0), weapons=["club"]), human("B", "blue", (1, 0), facing=3, weapons=["club"])],
               dice=[6, 1, 6, 6, 6, 6], plan={("A", "option"): ["i"], ("B", "option"): ["h"]})
    b.step()
    assert [e.attacker for e in b.events if isinstance(e, E.AttackRolled)] == [2]


def test_tft_36_engaged_with_a_ready_bow_may_take_a_last_shot():
    assert "j" in legal_options(Status(), Kit(["longbow"], "longbow"), True, False)


def test_tft_36_the_bow_is_dropped_at_the_start_of_the_next_move():
    b = battle([human("A", "red", (0, 0), weapons=["longbow", "shortsword"]),
                human("B", "blue", (1, 0), facing=3, st=14, dx=10, weapons=["club"])],
               dice=[6, 1, 6, 5, 5, 6, 5, 5] + [6, 1, 6, 5, 5],
               plan={("A", "option"): ["j", "k"], ("B", "option"): ["h"]})
    b.step()
    b.step()
    assert [(e.entity, e.weapon) for e in b.events if isinstance(e, E.WeaponDropped)] == [(1, "longbow")]


def test_tft_37_change_weapons_drops_the_old_one_as_a_counter():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword", "mace"]),
                human("B", "blue", (1, 0), facing=3, weapons=["club"])],
               dice=[6, 1, 6, 6, 6, 6], plan={("A", "option"): ["k"], ("B", "option"): ["h"]})
    b.step()
    assert ([(e.weapon, e.q, e.r) for e in b.events if isinstance(e, E.CounterPlaced)],
            b.state.get(1, Kit).ready) == ([("broadsword", 0, 0)], "mace")


def test_tft_37_an_engaged_crossbowman_cannot_reload():
    b = placed([human("A", "red", (0, 0), weapons=["light crossbow", "shortsword"]),
                human("B", "blue", (1, 0), facing=3)])
    b.ctx.emit(E.Reloaded(1, 1))  # the crossbow has been shot and is empty
    k = b.state.get(1, Kit)
    assert ("e" in legal_options(b.state.get(1, Status), k, True, False),
            [c for c in ready_choices(b.state, 1, "k") if c[0] == "reload" or "light crossbow" in c]) == (False, [])


def test_tft_40_down_and_engaged_may_only_stand_up():
    assert legal_options(Status(posture="knocked"), Kit(["broadsword"], "broadsword"), True, False) == ["n", "-"]


def test_tft_41_a_figure_bending_over_is_attacked_as_from_the_rear():
    # turn 1: A changes weapons (k), dropping his broadsword; turn 2: A picks it up (o)
    # and B, in A's front, attacks at 12 + 4.
    b = battle([human("A", "red", (0, 0), weapons=["broadsword", "mace"]),
                human("B", "blue", (1, 0), facing=3, weapons=["club"])],
               dice=[6, 1, 6, 5, 5] + [6, 1, 6, 5, 5],
               plan={("A", "option"): ["k", "o"], ("A", "ready"): [["ready", "mace", ""],
                                                                 ["pickup", "broadsword", 1, False]],
                     ("B", "option"): ["h", "b"]})
    b.step()
    b.step()
    assert [e.adj_dx for e in b.events if isinstance(e, E.AttackRolled)] == [12, 16]


def _ax_lands_in_t_hex(**kit):
    # turn 1: A throws a small ax that hits T and lies in T's hex, C walks up to engage T;
    # turn 2: T, engaged, chooses its option with the ax at its feet
    b = battle([human("T", "red", (3, 0), facing=3, **kit), human("A", "blue", (0, 0), weapons=["small ax"]),
                human("C", "blue", (5, 0), facing=3)],
               dice=[6, 1, 3, 3, 3, 1, 6, 1],
               plan={("A", "option"): ["b", "a"], ("C", "option"): ["a"], ("C", "move"): [[4, 0]],
                     ("T", "option"): ["a", "i"]})
    b.step()
    b.step()
    return b


def test_tft_41_o_is_not_open_when_the_carrying_limit_forbids_every_pickup():
    # dropping the ready dagger frees no room for an ax beside a broadsword and a mace (TFT-10)
    b = _ax_lands_in_t_hex(weapons=["broadsword", "mace", "dagger"], ready="dagger")
    assert asked(b, "T", "option")[-1] == ["h", "i", "k", "l", "m"]  # (m) by consent (TFT-107 d)


def test_tft_41_o_picks_up_from_the_hex_and_never_readies_a_carried_weapon():
    b = _ax_lands_in_t_hex(weapons=["broadsword", "dagger"], ready="dagger")
    assert (asked(b, "T", "option")[-1], ready_choices(b.state, 1, "o")) == (
        ["h", "i", "k", "l", "m", "o"], [["pickup", "small ax", 2, False]])


def test_tft_121_a_knocked_down_figure_cannot_disengage():
    assert "l" not in legal_options(Status(posture="knocked"), Kit(["club"], "club"), True, False)


def test_tft_124_a_bow_is_no_parrying_weapon():
    assert "i" not in legal_options(Status(), Kit(["longbow"], "longbow"), True, False)


def test_tft_124_an_unarmed_figure_may_dodge():
    assert "c" in legal_options(Status(), Kit([], ""), False, False)


def test_tft_124_a_main_gauche_parries():
    assert "i" in legal_options(Status(), Kit(["rapier", "main-gauche"], "rapier", offhand=True), True, False)


def test_hth_options_m_p_q_r_are_not_offered_until_the_hth_rules_land():
    offered = legal_options(Status(), Kit(["dagger"], "dagger"), True, False) + \
        legal_options(Status(), Kit(["dagger"], "dagger"), False, False)
    assert not set("mpqr") & set(offered)
