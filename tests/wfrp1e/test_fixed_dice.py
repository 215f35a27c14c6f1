"""No die where the outcome is already fixed: a d100 test at 100 or more always passes and
under 1 always fails, so nobody at the table rolls it (WFRP-02, WFRP-59, WFRP-82, WFRP-86)."""

from __future__ import annotations

from affray.components.wfrp1e import Fight
from affray.systems.wfrp1e.rules.blow import strike
from affray.systems.wfrp1e.rules.checks import sure
from affray.systems.wfrp1e.rules.checks import test as characteristic_test

from .conftest import Table, d6, d10, d100, fig

BARE = {"shield": False, "armour": {}}


def duel(a, b, dice, plan=None, bkit=None, options=None, bfight=None, bconds=None):
    return Table([fig("A", "red", (0, 0), profile=a, kit=BARE),
                  fig("B", "blue", (2, 0), 180.0, profile=b, kit={**BARE, **(bkit or {})},
                      fight=bfight or {}, conditions=bconds or {})],
                 dice=list(dice), plan=plan, options=options)


def rolled(t):
    return [e.purpose for e in t.events("Rolled")]


def test_wfrp_02_a_test_at_100_or_more_or_under_1_rolls_no_die():
    assert (sure(100), sure(99), sure(0), sure(1)) == (True, None, False, None)
    assert (sure(101, strict=True), sure(100, strict=True), sure(1, strict=True)) == (True, None, False)
    t = duel({"Dex": 100}, {}, dice=[])
    assert characteristic_test(t.ctx, 1, "WFRP-67", "Dex", 100)
    assert rolled(t) == [] and t.events("Check")[0].roll == 0


def test_wfrp_86_a_stun_chance_of_100_or_more_rolls_no_stun_die():
    # D6 5 + S 9 - T 8 = 6: 30 + 20 = 50, doubled on a static (asleep) victim: 100, sure
    t = duel({"WS": 80, "S": 9, "skills": ["Strike to Stun"]}, {"T": 8}, dice=d6(5) + d10(1, 1),
             bconds={"asleep": True})
    t.drive(strike(t.ctx, 1, 2, t.deaths, stun=True))
    assert "stun" not in rolled(t) and rolled(t) == ["damage", "stun_minutes"]
    check = t.events("Check")[0]
    assert (check.purpose, check.target, check.roll, check.success) == ("stun", 100, 0, True)


def test_wfrp_59_a_parry_strictly_under_101_or_more_rolls_no_die():
    # WS 81 with a readied shield: 101, strictly under it whatever the d100
    t = duel({"WS": 60}, {"WS": 81}, dice=d100(10) + d6(4) + d6(4),
             bkit={"weapon": "Hand Weapon", "shield": True}, plan={("B", "parry"): "shield"},
             options={"pc_side": 1}, bfight={"slots": [30]})
    t.drive(strike(t.ctx, 1, 2, t.deaths))
    assert "parry" not in rolled(t) and rolled(t)[0] == "attack"
    assert t.events("Check")[0].success and t.events("Check")[0].roll == 0
