"""Section H: contact, reach, defences, hit chance, strike order and roll order
(DS-50..DS-56)."""

from __future__ import annotations

import pytest

from affray.systems.destrier.phases.melee import card_round, grant_blows
from affray.systems.destrier.rules.hit import blow, defence, hit_chance, over_head_penalty
from affray.systems.destrier.rules.legal import can_strike

from .conftest import Table, drive, fig, pct

R2 = 2 ** 0.5
SG = ("STAND GROUND", "STAND GROUND")


def pair(a=None, b=None, dist=R2, dice=None, choices=None, hb=180.0):
    return Table([fig("a", "red", (0, 0), 0.0, **(a or {})),
                  fig("b", "blue", (dist, 0), hb, **(b or {}))], dice=dice, choices=choices)


def test_ds_50_no_attack_through_a_rear_side():
    t = pair(hb=0.0)  # b faces away: a touches b's rear; b touches a's front with its rear
    assert can_strike(t.state, 1, 2) is None
    assert "DS-50" in can_strike(t.state, 2, 1)


def test_ds_51_reach():
    t = pair(a={"kit": {"wkind": "polearm", "weapon": "halberd"}}, dist=R2 + 0.5)
    assert can_strike(t.state, 1, 2) is None
    t = pair(a={"kit": {"wkind": "polearm", "weapon": "halberd"}}, dist=R2 + 0.51)
    assert "DS-51" in can_strike(t.state, 1, 2)
    t = pair(a={"kit": {"wkind": "pike", "weapon": "pike"}}, dist=R2 + 1.0)
    assert can_strike(t.state, 1, 2) is None


def test_ds_52_psp_only_shield_side_dodge_half_from_rear():
    t = pair(b={"hooks": {"dodge_bonus": 20}})
    assert defence(t.state, 2, ["PASSIVE SHIELD PARRY"], "sword").total == 0
    assert defence(t.state, 2, ["PASSIVE SHIELD PARRY"], "shield").total == 10
    assert defence(t.state, 2, ["DODGE LEFT"], "rear").total == 10
    assert defence(t.state, 2, ["ACTIVE SHIELD PARRY"], "rear").total == 0


def test_ds_53_over_the_horses_head():
    # knight heading 0 at the origin: head side x = 1, y in [-0.5, 0.5]; a 1" square target
    t = Table([fig("k", "red", (0, 0), 0.0, stock="knight", kit={"wkind": "sword", "weapon": "sword"}),
               fig("in", "blue", (1.6, 0.0), 45.0), fig("off", "blue", (1.6, 0.6), 45.0)])
    assert over_head_penalty(t.state, 1, 2) == -20   # 100% in the strip
    assert over_head_penalty(t.state, 1, 3) == 0     # 40% in the strip


def test_ds_54_hit_chance_composition():
    t = pair(b={"kit": {"shield": "small"}, "hooks": {"parry_bonus": 15}})
    ch = lambda cards, side="shield": hit_chance(t.state, 1, 2, "DELIVER BLOW", role="attacker",  # noqa
                                                 tacs=SG, dfd_cards=cards, side=side)[0]
    assert ch(["PASSIVE SHIELD PARRY"]) == 40
    assert ch(["WEAPON PARRY"]) == 35
    assert ch(["DESPERATE DEFENSE"]) == 10  # 50 - 25 - ASP 15
    assert ch(["DESPERATE DEFENSE", "ACTIVE SHIELD PARRY", "WEAPON PARRY"]) == 0  # clamped


def _round(t, number=1, figs=None):
    grant_blows(t.ctx)
    drive(card_round(t.ctx, figs or [1, 2], 0, 0, tac_phase=False, number=number))


def test_ds_55_spell_before_blow_and_simultaneous_kills():
    t = pair(a={"fighter": {"mage": "enchanter", "mkl": 3, "body": 4}}, b={"fighter": {"body": 4}},
             dice=pct(10, 10, 10),
             choices=[{"cards": ["CAST SPELL", "DELIVER BLOW"], "target": 2},
                      {"cards": ["DELIVER BLOW"], "target": 1}])
    _round(t)
    struck = [e.card for e in t.events("Struck")]
    assert struck == ["CAST SPELL", "DELIVER BLOW", "DELIVER BLOW"]
    died = [e.entity for e in t.events("Died")]
    assert sorted(died) == [1, 2]  # both killing blows take effect


def test_ds_56_roll_order_of_a_blow():
    # H weapon past an ASP (small shield) and a WEAPON PARRY (L weapon): hit, shield break,
    # weapon break, disarm, critical, bash; then damage (no roll: the disarm replaces it)
    t = pair(a={"kit": {"wclass": "H", "weapon": "maul"}, "hooks": {"critical_chance": 5,
                                                                    "weapon_bash_chance": 5}},
             dice=pct(1, 50, 50, 50, 50, 50))
    r = blow(t.ctx, 1, 2, "DELIVER BLOW", role="attacker", tacs=SG,
             dfd_cards=["ACTIVE SHIELD PARRY", "WEAPON PARRY"])
    purposes = [c.purpose for c in t.events("Check")]
    assert purposes == ["hit DELIVER BLOW", "shield breaks", "parrying weapon breaks",
                        "disarmed", "critical", "weapon bash"]
    assert r.hit and r.damage == 8
