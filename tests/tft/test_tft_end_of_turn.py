"""Disengaging, dodging and defending, forced retreat (TFT-38, TFT-120..126)."""

from types import SimpleNamespace

import pytest

from affray.components.tft import Status
from affray.kernel.components import Position
from affray.systems.tft import events as E
from affray.systems.tft.rules.strike import dice_against
from affray.systems.tft.testing import battle, human


def pos(b, eid):
    p = b.state.get(eid, Position)
    return (p.x, p.y)


def view(option, scope="literal"):
    """A state whose only figure (id 1) took `option` this turn."""
    s = Status(option=option)
    return SimpleNamespace(get=lambda eid, t: s, options={"dodge_defend_scope": scope})


def test_tft_38_disengaging_steps_one_hex_at_the_attack_slot():
    b = battle([human("A", "red", (0, 0), weapons=["club"]), human("B", "blue", (1, 0), facing=3, weapons=["club"])],
               dice=[6, 1, 1, 6, 6, 5, 5], plan={("A", "option"): ["l"], ("A", "step"): [[-1, 0]], ("B", "option"): ["h"]})
    b.step()
    assert pos(b, 1) == (-1, 0)


def test_tft_120_a_faster_enemy_strikes_before_the_disengage():
    b = battle([human("A", "red", (0, 0), st=15, dx=9, weapons=["club"]),
                human("B", "blue", (1, 0), facing=3, weapons=["club"])],
               dice=[6, 1, 6, 5, 5], plan={("A", "option"): ["l"], ("A", "step"): [[-1, 0]], ("B", "option"): ["h"]})
    b.step()
    assert [e.attacker for e in b.events if isinstance(e, E.AttackRolled)] == [2]


def test_tft_120_a_slower_enemy_finds_nobody_in_front():
    b = battle([human("A", "red", (0, 0), st=15, dx=9, weapons=["club"]),
                human("B", "blue", (1, 0), facing=3, st=16, dx=8, weapons=["broadsword"])],
               dice=[6, 1], plan={("A", "option"): ["l"], ("A", "step"): [[-1, 0]], ("B", "option"): ["h"]})
    b.step()
    assert ([e for e in b.events if isinstance(e, E.AttackRolled)], pos(b, 1)) == ([], (-1, 0))


def test_tft_121_a_disengaging_figure_never_attacks():
    b = battle([human("A", "red", (0, 0), weapons=["club"]), human("B", "blue", (1, 0), facing=3, weapons=["club"]),
                human("C", "blue", (1, -1), facing=4, weapons=["club"])],
               dice=[6, 1] + [1, 6, 3] + [6, 5, 5] + [6, 5, 5],
               plan={("A", "option"): ["l"], ("A", "step"): [[0, 1]], ("B", "option"): ["h"], ("C", "option"): ["h"]})
    b.step()
    assert 1 not in [e.attacker for e in b.events if isinstance(e, E.AttackRolled)]


def test_tft_123_an_arrow_at_a_dodger_rolls_four_dice():
    assert dice_against(view("c"), 1, "missile") == 4


def test_tft_123_a_sword_at_a_defender_rolls_four_dice():
    assert dice_against(view("i"), 1, "melee") == 4


def test_tft_123_literal_scope_a_sword_at_a_dodger_rolls_three():
    assert (dice_against(view("c"), 1, "melee"), dice_against(view("c", "all_attacks"), 1, "melee")) == (3, 4)


def _push(armor, dmg, counter=None):
    """A (broadsword, adjDX 12) hits B for `dmg`; with `counter`, B (a dagger at adjDX 13)
    strikes first and hits A for `counter` damage dice."""
    if counter:
        foe = human("B", "blue", (2, 0), facing=3, st=11, dx=13, armor=armor, weapons=["dagger"])
        dice = [6, 1] + [3, 3, 3] + counter + [3, 3, 3] + dmg
    else:
        foe = human("B", "blue", (2, 0), facing=3, st=14, dx=10, armor=armor, weapons=["club"])
        dice = [6, 1] + [3, 3, 3] + dmg + [6, 5, 5]
    return battle([human("A", "red", (1, 0), weapons=["broadsword"]), foe],
                  dice=dice, plan={("A", "option"): ["h"], ("B", "option"): ["h"],
                                   ("A", "retreat"): [[3, 0]], ("A", "advance"): ["advance"]})


def test_tft_125_seven_against_plate_pushes():
    b = _push("plate", [3, 4])
    b.step()
    assert [(e.victor, e.victim) for e in b.events if isinstance(e, E.ForcedRetreat)] == [(1, 2)]


def test_tft_125_four_against_plate_does_not():
    b = _push("plate", [2, 2])
    b.step()
    assert [e for e in b.events if isinstance(e, E.ForcedRetreat)] == []


def test_tft_125_a_victor_hit_for_1_cannot_push():
    b = _push("none", [3, 4], counter=[2])
    b.step()
    assert [e for e in b.events if isinstance(e, E.ForcedRetreat)] == []


def test_tft_125_an_archer_never_pushes():
    b = battle([human("A", "red", (0, 0), st=11, dx=13, weapons=["longbow"]), human("B", "blue", (3, 0), facing=3)],
               dice=[6, 1, 3, 3, 3, 6], plan={("A", "option"): ["f"], ("B", "option"): ["a"], ("A", "retreat"): [[4, 0]]})
    b.step()
    assert [e for e in b.events if isinstance(e, E.ForcedRetreat)] == []


def test_tft_126_the_victim_goes_back_and_the_victor_follows():
    b = _push("none", [3, 4])
    b.step()
    assert (pos(b, 2), pos(b, 1)) == ((3, 0), (2, 0))


def test_tft_126_the_pushed_figure_keeps_its_facing():
    b = _push("none", [3, 4])
    b.step()
    assert [e for e in b.events if type(e).__name__ == "Faced" and e.entity == 2] == []


def test_tft_126_a_surrounded_victim_cannot_be_pushed():
    ring = [(3, 0), (3, -1), (2, -1), (1, 1), (2, 1)]
    b = battle([human("A", "red", (1, 0), weapons=["broadsword"]),
                human("B", "blue", (2, 0), facing=3, weapons=["club"])] +
               [human(f"W{i}", "red", h, facing=0, weapons=["club"]) for i, h in enumerate(ring)],
               dice=[6, 1, 5, 2, 3, 3, 3, 3, 4, 6, 5, 5],
               plan={("A", "option"): ["h"], ("B", "option"): ["h"], ("A", "retreat"): [[3, 0]],
                     **{(f"W{i}", "option"): ["i" if i in (2, 3) else "a"] for i in range(5)}})
    b.step()
    assert [w for w, k, _ in b.plan.asked if k == "retreat"] == []


def test_tft_48_a_disengaging_figure_pulled_into_hth_first_does_not_step_away():
    """A chose (l), but a faster enemy entered its hex at an earlier attack slot: it is now
    in HTH and may not move until it escapes (option r next turn), so it takes no step."""
    b = battle([human("A", "red", (0, 0), st=15, dx=9, armor="chainmail", weapons=["club"]),
                human("B", "blue", (1, 0), facing=3, dx=12, weapons=["dagger"])],
               dice=[6, 1, 2, 5, 5, 5, 3],
               plan={("A", "option"): ["l"], ("A", "step"): [[-1, 0]], ("B", "option"): ["m"]})
    b.step()
    asked = [kind for who, kind, _ in b.plan.asked if who == "A"]
    entered = [e for e in b.events if isinstance(e, E.HthEntered)]
    assert (entered[0].defender, entered[0].result) == (1, "grapple")
    assert (pos(b, 1), pos(b, 2), "step" in asked) == ((0, 0), (0, 0), False)
    assert b.state.get(1, Status).posture == "hth"


def _push_onto(other: dict, extra_dice: list[int]):
    """`_push`'s exchange (A hits B for 7, B misses) in round 2 of a fight going on, with
    `other` lying in B's hex (2, 0); A asks to advance after the push."""
    foe = human("B", "blue", (2, 0), facing=3, st=14, dx=10, weapons=["club"])
    dice = [6, 1] + [3, 3, 3] + [3, 4] + [6, 5, 5] + extra_dice
    return battle([human("A", "red", (1, 0), weapons=["broadsword"]), foe, other],
                  dice=dice, rounds_played=1,
                  plan={("A", "option"): ["h"], ("B", "option"): ["h"], ("C", "option"): ["-"],
                        ("A", "retreat"): [[3, 0]], ("A", "advance"): ["advance"]})


def test_tft_126_tft_50_no_advance_into_a_hex_where_a_live_figure_still_lies():
    """B shared its hex with C, knocked down there (two survivors of a brawl stay in its hex,
    TFT-118). B is pushed out, but A may not step onto C: a figure stops on a live figure
    lying down only to start HTH (TFT-50). Found by a long run of the mid-fight tests: A
    advanced and C, standing up, shared its hex with an enemy outside any brawl."""
    c = human("C", "blue", (2, 0), facing=3, weapons=["club"], posture="knocked")
    b = _push_onto(c, [])
    b.step()
    assert [e for e in b.events if isinstance(e, E.ForcedRetreat)] != []
    assert "advance" not in [k for w, k, _ in b.plan.asked if w == "A"]
    assert (pos(b, 1), pos(b, 2), pos(b, 3)) == ((1, 0), (3, 0), (2, 0))
    assert any(isinstance(e, E.Note) and "TFT-50" in e.text for e in b.events)


@pytest.mark.parametrize("dice, posture", [([6, 6, 6], "knocked"), ([1, 2, 3], "")])
def test_tft_126_tft_51_advancing_onto_a_body_takes_the_saving_roll(dice, posture):
    """A dead C lies in B's hex: A may advance onto it, with a saving roll (TFT-51); rolling
    18 it falls there, rolling 6 it stays up."""
    c = human("C", "blue", (2, 0), facing=3, weapons=["club"], hits=12)
    b = _push_onto(c, dice)
    b.step()
    saves = [e for e in b.events if type(e).__name__ == "Rolled" and e.purpose == "save"]
    assert [s.faces for s in saves] == [dice]
    assert pos(b, 1) == (2, 0) and b.state.get(1, Status).posture == posture


def test_tft_126_tft_48_a_victor_pulled_into_hth_pushes_but_does_not_advance():
    """Found by the mid-fight test: a giant snake hit human 1.1 for 1, then human 1.2 grappled
    it at a later slot. At the end of the turn the snake may still push its victim back, but
    it is in HTH and may not move until it disengages (TFT-48), so it stays, with a note; the
    moment at every round boundary is a valid scenario again."""
    from affray.kernel import Battle
    from affray.kernel.moment import boundaries, scenario_at
    from affray.kernel.replay import Replay
    from affray.systems.tft.ruleset import build_stock
    data = build_stock([[(2, "human")], [(1, "giant snake")]])
    for s in data["sides"]:
        s["policy"] = "tactical"
    data["max_rounds"] = 12
    b = Battle.from_scenario(data, seed=143)
    b.run()
    events = list(b.events)
    pushes = [i for i, e in enumerate(events) if isinstance(e, E.ForcedRetreat) and e.victor == 3]
    hth = [i for i, e in enumerate(events) if type(e).__name__ == "PostureSet" and e.entity == 3
           and e.posture == "hth"]
    push = next(i for i in pushes if hth and i > hth[0])  # the push after the grapple
    after = events[push + 2:push + 4]  # the push's Moved, then no step of the victor
    assert any(isinstance(e, E.Note) and "TFT-48" in e.text for e in after)
    assert not any(type(e).__name__ == "Moved" and e.entity == 3 for e in after)
    rep = Replay.of(b)
    for k in boundaries(rep.events):
        scenario_at(rep, k)  # raises on a world the rules do not allow
