"""Section S: defensive cards (DS-120..DS-133), with the worked example of a DELIVER BLOW and
an ACTIVE SHIELD PARRY in one card round."""

from __future__ import annotations

from affray.components.destrier import Kit, Ledger, Status
from affray.systems.destrier.phases.melee import card_round
from affray.systems.destrier.rules.exchange import flurry
from affray.systems.destrier.rules.hit import blow, defence, dodge_bonus, hit_chance
from affray.systems.destrier.rules.legal import melee_reason

from .conftest import Table, drive, fig, pct

R2 = 2 ** 0.5
SG = ("STAND GROUND", "STAND GROUND")
PSP = {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}


def pair(a=None, b=None, dist=R2, **kw):
    return Table([fig("a", "red", (0, 0), 0.0, **(a or {})),
                  fig("b", "blue", (dist, 0), 180.0, **(b or {}))], **kw)


def chance(t, cards, side="shield", att=1, dfd=2):
    return hit_chance(t.state, att, dfd, "DELIVER BLOW", role="attacker", tacs=SG,
                      dfd_cards=cards, side=side)[0]


def test_ds_120_weapon_parry_frontal_not_missiles():
    t = pair(b={"hooks": {"parry_bonus": 15}})
    assert chance(t, ["WEAPON PARRY"]) == 35
    assert defence(t.state, 2, ["WEAPON PARRY"], "shield", missile=True).total == 0


def test_ds_121_flurry_after_a_parried_miss():
    info = {"role": lambda a, d: "attacker", "tacs": lambda a, d: SG}
    for gate_roll, struck in ((37, 1), (73, 0)):
        t = pair(a={"blows": 4}, b={"blows": 4}, choices=["launch", "PASSIVE SHIELD PARRY"],
                 dice=pct(gate_roll) + ([] if not struck else pct(99)))
        drive(flurry(t.ctx, 2, 1, info))
        assert len(t.events("Struck")) == struck
        assert t.state.get(1, Ledger).left == 4 and t.state.get(2, Ledger).left == 4


def test_ds_121_round_with_parry_miss_runs_the_flurry():
    t = pair(a={"blows": 4}, b={"blows": 4},
             choices=[{"cards": ["DELIVER BLOW"], "target": 2}, {"cards": ["WEAPON PARRY"], "target": 0},
                      "launch", "PASSIVE SHIELD PARRY"],
             dice=pct(90, 37, 10))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    s = t.events("Struck")
    assert [(e.attacker, e.hit, e.ds) for e in s] == [(1, False, "DS-110"), (2, True, "DS-121")]
    assert t.state.get(1, Status).damage == 4
    assert t.state.get(1, Ledger).left == 3 and t.state.get(2, Ledger).left == 3


def test_ds_122_broken_and_disarmed_no_damage():
    t = pair(a={"kit": {"wclass": "H"}}, dice=pct(10, 5, 8))
    r = blow(t.ctx, 1, 2, "DELIVER BLOW", role="attacker", tacs=SG, dfd_cards=["WEAPON PARRY"])
    assert t.state.get(2, Kit).broken and t.state.get(2, Status).disarmed
    assert r.hit and r.damage == 0 and r.disarmed


def test_ds_123_desperate_defense():
    t = pair(b={"kit": {"shield": "small"}})
    assert chance(t, ["DESPERATE DEFENSE"]) == 10
    t = pair(b={"kit": {"shield": ""}})
    assert chance(t, ["DESPERATE DEFENSE"]) == 15


def test_ds_124_first_asp_free_then_one_blow():
    t = pair(a={"blows": 4}, b={"blows": 4},
             choices=[{"cards": ["ACTIVE SHIELD PARRY"], "target": 0}, PSP,
                      {"cards": ["ACTIVE SHIELD PARRY"], "target": 0}, PSP])
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    assert t.state.get(1, Ledger).left == 4
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=2))
    assert t.state.get(1, Ledger).left == 3
    assert "DS-124" in melee_reason(pair(a={"kit": {"shield": ""}, "blows": 4}).state, 1,
                                    {"cards": ["ACTIVE SHIELD PARRY"], "target": 0},
                                    in_tac_phase=False, tac_card=None)


def test_ds_125_shield_bash_after_large_asp_miss():
    # worked example: DELIVER BLOW against ACTIVE SHIELD PARRY in one card round
    t = pair(a={"blows": 4}, b={"blows": 4, "kit": {"shield": "large"}},
             choices=[{"cards": ["DELIVER BLOW"], "target": 2},
                      {"cards": ["ACTIVE SHIELD PARRY"], "target": 0}, "launch"],
             dice=pct(31, 70))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    s = t.events("Struck")[0]
    assert s.chance == 30 and not s.hit  # 50 - large shield 20
    checks = [(c.ds, c.purpose, c.success) for c in t.events("Check")]
    assert checks == [("DS-54", "hit DELIVER BLOW", False), ("DS-125", "shield bash", False)]
    from affray.components.destrier import Turn
    assert t.state.get(1, Turn).restraint_chance  # DS-102 opportunity
    assert t.state.get(1, Ledger).left == 3 and t.state.get(2, Ledger).left == 4  # free ASP


def test_ds_126_shield_breakage():
    t = pair(a={"kit": {"wclass": "LH"}}, b={"kit": {"shield": "small"}}, dice=pct(10, 15))
    blow(t.ctx, 1, 2, "DELIVER BLOW", role="attacker", tacs=SG, dfd_cards=["ACTIVE SHIELD PARRY"])
    assert t.state.get(2, Kit).shield == ""
    t = pair(a={"kit": {"wclass": "L"}}, b={"kit": {"shield": "small"}}, dice=pct(10))
    blow(t.ctx, 1, 2, "DELIVER BLOW", role="attacker", tacs=SG, dfd_cards=["ACTIVE SHIELD PARRY"])
    assert "shield breaks" not in [c.purpose for c in t.events("Check")]


def test_ds_127_passive_shield_parry():
    t = pair(b={"kit": {"shield": "small"}})
    assert chance(t, ["PASSIVE SHIELD PARRY"], "shield") == 40
    assert chance(t, ["PASSIVE SHIELD PARRY"], "sword") == 50


def test_ds_128_dodge_penalties_and_space():
    t = pair(b={"hooks": {"dodge_bonus": 20}, "fighter": {"enc": "partial"}})
    assert dodge_bonus(t.state, 2)[0] == 10
    t = Table([fig("a", "red", (0, 0), 0.0, blows=4), fig("b", "blue", (R2, 0), 180.0),
               fig("w", "red", (-0.75 - R2 / 2 - 0.2, 0), 0.0)])
    assert "DS-128" in melee_reason(t.state, 1, {"cards": ["DODGE BACK"], "target": 0},
                                    in_tac_phase=False, tac_card=None)
    assert melee_reason(t.state, 1, {"cards": ["DODGE LEFT"], "target": 0},
                        in_tac_phase=False, tac_card=None) is None


def _dodge_round(guess, dice):
    t = pair(a={"blows": 4}, b={"blows": 4, "hooks": {"dodge_bonus": 20}},
             choices=[{"cards": ["DELIVER BLOW"], "target": 2}, {"cards": ["DODGE BACK"], "target": 0},
                      guess] + (["PASSIVE SHIELD PARRY"] if guess != "DODGE BACK" else []),
             dice=dice)
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    return t


def test_ds_129_guess_logged_before_reveal():
    t = _dodge_round("DODGE BACK", pct(99))
    names = [(type(e).__name__, getattr(e, "kind", "")) for e in t.battle.events]
    assert names.index(("Decided", "guess_dodge")) < names.index(("Opened", "dodge"))


def test_ds_130_dodger_moves_half_inch_follower_keeps_contact():
    t = _dodge_round("DODGE BACK", pct(99))
    dodge = [e for e in t.events("Segment") if e.why == "dodge"][0]
    assert dodge.cost == 0.5
    from affray.systems.destrier.rules import geometry as geo
    assert geo.enemy_contacts(t.state, 1) == [2]


def _wide(dice, choices):
    # a 4" wide attacker: the dodger slides along its front and stays in contact
    wide = {"stand": {"kind": "rect", "size": 1.0, "width": 4.0,
                      "labels": ["front", "rear", "rear", "rear"]}, "blows": 4}
    t = Table([fig("a", "red", (0, 0), 0.0, **wide),
               fig("b", "blue", (0.5 + R2 / 2, 0), 180.0, blows=4, hooks={"dodge_bonus": 20})],
              choices=choices, dice=dice)
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    return t


def test_ds_131_dodge_counterblow_on_a_wrong_guess():
    play = [{"cards": ["DELIVER BLOW"], "target": 2}, {"cards": ["DODGE LEFT"], "target": 0}, "DODGE BACK"]
    t = _wide(pct(99, 20, 99), play + ["launch", "PASSIVE SHIELD PARRY"])
    assert [(e.attacker, e.ds) for e in t.events("Struck")] == [(1, "DS-110"), (2, "DS-131")]
    t = _wide(pct(99, 26), play + ["launch"])
    assert [e.attacker for e in t.events("Struck")] == [1]


def test_ds_132_correct_guess_halves_dodge_and_adds_bash():
    t = _dodge_round("DODGE BACK", pct(40, 35))
    s = t.events("Struck")[0]
    assert s.chance == 40 and s.hit
    bash = [c for c in t.events("Check") if c.purpose == "weapon bash"][0]
    assert bash.chance == 35


def test_ds_133_wolves_dodge_for_free():
    t = Table([fig("wolf", "red", (0, 0), 0.0, blows=4, hooks={"dodge_bonus": 20},
                   fighter={"flags": ["animal", "agile", "auto_dodge"]}),
               fig("b", "blue", (R2, 0), 180.0, blows=4)],
              choices=[{"cards": ["DELIVER BLOW"], "target": 2}, {"cards": ["DELIVER BLOW"], "target": 1},
                       "DODGE BACK", "DODGE LEFT", "launch"],
              dice=pct(99, 99, 99))  # the last: b guessed wrong, followed, no counterblow
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    reply = [e for e in t.events("Struck") if e.attacker == 2][0]
    assert reply.chance == 30  # 50 - the wolf's dodge 20, though it played DELIVER BLOW
    assert t.state.get(1, Ledger).left == 3  # the dodge cost nothing


def test_ds_130_a_wrong_guesser_with_an_attack_card_follows_and_keeps_contact():
    from affray.systems.destrier.rules import geometry as geo
    t = Table([fig("a", "red", (0, 0), 0.0, blows=4), fig("b", "blue", (R2, 0), 180.0, blows=4)],
              choices=[{"cards": ["DODGE LEFT"], "target": 0}, {"cards": ["DELIVER BLOW"], "target": 1},
                       "DODGE RIGHT", "launch"],
              dice=pct(99, 99))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    follow = [e for e in t.events("Segment") if e.ds == "DS-132" and e.entity == 2]
    assert follow and geo.enemy_contacts(t.state, 1) == [2]
    assert [c.chance for c in t.events("Check") if c.ds == "DS-131"] == [25]


def test_ds_132_a_right_guess_without_an_attack_card_may_not_follow():
    from affray.systems.destrier.rules import geometry as geo
    t = Table([fig("a", "red", (0, 0), 0.0, blows=4),
               fig("b", "blue", (R2, 0), 180.0, blows=4, kit={"drawn": ["dagger"]})],
              choices=[{"cards": ["DODGE LEFT"], "target": 0}, {"cards": ["DRAW WEAPON"], "target": 0},
                       "DODGE LEFT"],
              dice=[])
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    assert not [e for e in t.events("Segment") if e.entity == 2 and e.ds == "DS-132"]
    assert geo.enemy_contacts(t.state, 1) == []


def test_ds_121_parrier_may_let_the_counterblow_go():
    # "there is a 1-50% chance that the Parrying figure will be able to launch": asked first;
    # declined, no card is set aside, no die is rolled, no blow struck
    play = [{"cards": ["DELIVER BLOW"], "target": 2}, {"cards": ["WEAPON PARRY"], "target": 0}]
    for answer, checks, struck in (("launch", ["DS-54", "DS-121", "DS-54"], [1, 2]),
                                   ("decline", ["DS-54"], [1])):  # DS-54 hit rolls, DS-121 gate
        t = pair(a={"blows": 4}, b={"blows": 4}, choices=play + [answer, "PASSIVE SHIELD PARRY"],
                 dice=pct(90, 37, 10))
        drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
        assert [c.ds for c in t.events("Check") if c.ds in ("DS-54", "DS-121")] == checks
        assert [e.attacker for e in t.events("Struck")] == struck


def test_ds_125_shield_bash_may_be_declined():
    # "the user (of a large shield) may attempt a SHIELD BASH": declined, no roll and no
    # restraint opportunity for the attacker (DS-102 follows only a missed bash)
    from affray.components.destrier import Turn
    play = [{"cards": ["DELIVER BLOW"], "target": 2}, {"cards": ["ACTIVE SHIELD PARRY"], "target": 0}]
    for answer, checks, restraint in (("launch", ["DS-54", "DS-125"], True), ("decline", ["DS-54"], False)):
        t = pair(a={"blows": 4}, b={"blows": 4, "kit": {"shield": "large"}}, choices=play + [answer],
                 dice=pct(31, 70))
        drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
        assert [c.ds for c in t.events("Check")] == checks
        assert t.state.get(1, Turn).restraint_chance is restraint


def test_ds_131_dodger_may_let_the_counterblow_go():
    play = [{"cards": ["DELIVER BLOW"], "target": 2}, {"cards": ["DODGE LEFT"], "target": 0}, "DODGE BACK"]
    t = _wide(pct(99), play + ["decline"])
    assert [e.attacker for e in t.events("Struck")] == [1]
    assert not [c for c in t.events("Check") if c.ds == "DS-131"]
