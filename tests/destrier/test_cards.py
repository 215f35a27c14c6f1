"""Sections N, O, P, Q, R: missiles, weapons, magic, grapples, hand-to-hand, attack cards
and the MOVE card (DS-94..DS-119)."""

from __future__ import annotations

import pytest

from affray.components.destrier import Kit, Ledger, Status, Turn
from affray.systems.destrier.phases.melee import card_round, grant_blows
from affray.systems.destrier.rules import berserk as B
from affray.systems.destrier.rules import costs as C
from affray.systems.destrier.rules import grapple as GR
from affray.systems.destrier.rules import hand as HD
from affray.systems.destrier.rules.exchange import ferocity
from affray.systems.destrier.rules.hit import blow, hit_chance
from affray.systems.destrier.rules.legal import melee_reason

from .conftest import Table, drive, fig, pct

R2 = 2 ** 0.5
SG = ("STAND GROUND", "STAND GROUND")
PSP = {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}


def pair(a=None, b=None, dist=R2, **kw):
    return Table([fig("a", "red", (0, 0), 0.0, **(a or {})),
                  fig("b", "blue", (dist, 0), 180.0, **(b or {}))], **kw)


def reason(t, cards, target=2, eid=1, tac=None, **extra):
    return melee_reason(t.state, eid, {"cards": cards, "target": target, **extra},
                        in_tac_phase=False, tac_card=tac)


def test_ds_94_fire_needs_a_loaded_weapon():
    t = pair(a={"stock": "archer", "kit": {"weapon": "crossbow", "loaded": False}, "blows": 4})
    assert "DS-94" in reason(t, ["FIRE/THROW MISSILE"])
    t = pair(a={"stock": "archer", "blows": 4})
    assert reason(t, ["FIRE/THROW MISSILE"]) is None
    assert C.melee_cost(["FIRE/THROW MISSILE"], free_asp=False, agile=False) == 0


def test_ds_95_reload_sets_loaded_for_free():
    t = pair(a={"stock": "archer", "kit": {"weapon": "crossbow", "loaded": False}, "blows": 4},
             choices=[{"cards": ["RELOAD MISSILE WEAPON"], "target": 0}, PSP])
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    assert t.state.get(1, Kit).loaded and t.state.get(1, Ledger).left == 4


def test_ds_96_draw_after_missiles_loses_a_blow_and_bonus():
    t = pair(a={"stock": "archer", "hooks": {"bonus_blows": 1}},
             choices=[{"cards": ["FIRE/THROW MISSILE"], "target": 2}, PSP,
                      {"cards": ["DRAW WEAPON"], "target": 0}, PSP], dice=pct(99))
    grant_blows(t.ctx)
    assert t.state.get(1, Ledger).left == 5
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=2))
    assert t.state.get(1, Ledger).left == 1
    assert t.state.get(1, Kit).weapon == "sword"


def test_ds_97_draw_costs():
    assert C.draw_cost(False) == 2 and C.draw_cost(True) == 4
    t = pair(a={"kit": {"drawn": ["sword"]}, "blows": 1})
    assert "DS-91" in reason(t, ["DRAW WEAPON"], target=0)
    t = pair(a={"kit": {"drawn": []}, "blows": 4})
    assert "DS-97" in reason(t, ["DRAW WEAPON"], target=0)


def test_ds_98_cast_needs_preparation_except_enchanters():
    t = pair(a={"fighter": {"mage": "mage", "mkl": 3}, "blows": 4})
    assert "DS-98" in reason(t, ["CAST SPELL"])
    t = pair(a={"fighter": {"mage": "mage", "mkl": 3}, "turn": {"prepared": 1}, "blows": 4})
    assert reason(t, ["CAST SPELL"]) is None
    t = pair(a={"fighter": {"mage": "enchanter", "mkl": 3}, "blows": 4})
    assert reason(t, ["CAST SPELL"]) is None


def test_ds_99_spell_costs_and_limits():
    assert C.spells_cost(0, 3) == 5
    t = pair(a={"fighter": {"mage": "enchanter", "mkl": 6}, "blows": 6})
    assert reason(t, ["CAST SPELL"], spells=3, levels=6) is None
    assert "DS-99" in reason(t, ["CAST SPELL"], spells=4, levels=4)


def test_ds_100_grapples_need_a_tac_card():
    t = pair(a={"blows": 4})
    assert "DS-100" in reason(t, ["TOSS"])
    assert reason(t, ["TOSS"], tac="CLOSE") is None


def test_ds_101_pull_rider_chance():
    assert GR.pull_rider_chance(5, 0, 16) == 17


def test_ds_102_restraint_chance():
    assert GR.restraint_chance(15, 12) == 59 and GR.restraint_chance(12, 14) == 44
    t = pair(a={"blows": 4})
    assert "DS-102" in reason(t, ["RESTRAINT"])


def test_ds_103_toss():
    assert GR.toss_flat_chance(1850, 1500) == 65
    t = pair(a={"fighter": {"weight": 1850}}, b={"fighter": {"weight": 1500}}, dice=pct(50, 65, 20))
    GR.toss(t.ctx, 1, 2)
    assert [c.purpose for c in t.events("Check")] == ["toss bash", "knocked flat", "tosser falls"]
    assert t.state.get(2, Status).prone and t.state.get(1, Status).prone


def test_ds_104_break_free():
    assert GR.break_free_chance(1600, 1750, 12, 12, False) == 10


def test_ds_105_mixed_blows():
    assert HD.h2h_blows(4, 2) == 3 and HD.h2h_blows(5, 2) == 3
    assert HD.h2h_blows(5, 2, "half_up") == 4


def test_ds_106_punch_placeholder():
    t = pair(dice=pct(50))
    r = blow(t.ctx, 1, 2, "PUNCH", role="attacker", tacs=SG, dfd_cards=[], ds="DS-106")
    assert r.hit and r.damage == 2 and t.events("Struck")[-1].chance == 50


def test_ds_107_kick_falls_and_bashes():
    assert HD.kick_fall_chance(12) == 4
    assert HD.kick_bash_chance(14) == 6 and HD.kick_bash_chance(9) == 20
    assert HD.kick_bash_chance(20) == 0
    assert HD.kick_allowed(False, True, 6.0, False) is not None
    assert HD.kick_allowed(False, True, 12.0, True) is None


def test_ds_108_hooved_kicks():
    assert HD.hoof_kick_sides({"sword"}, ("head", "shield", "sword"), False) == {"head", "shield", "rear"}
    assert "rear" in HD.hoof_kick_sides(set(), (), True)


def test_ds_109_weapon_play_as_deliver_blow():
    t = pair(dice=pct(50))
    r = blow(t.ctx, 1, 2, "WEAPON PLAY", role="attacker", tacs=SG, dfd_cards=[], ds="DS-109")
    assert r.hit and r.damage == 4


def test_ds_110_deliver_blow_costs_one():
    assert C.CARD_COST["DELIVER BLOW"] == 1


def test_ds_111_ferocity_roll():
    t = pair(dice=pct(25))
    ferocity(t.ctx, 1)
    assert t.state.get(1, Status).berserk
    t = pair(dice=pct(26))
    ferocity(t.ctx, 1)
    assert not t.state.get(1, Status).berserk
    t = pair(a={"stock": "berserker"}, dice=pct(75))
    ferocity(t.ctx, 1)
    assert t.state.get(1, Status).berserk
    assert "DS-111" in reason(pair(a={"fighter": {"flags": ["intelligent"]}, "blows": 4}),
                              ["FEROCITY", "DELIVER BLOW"])


def test_ds_112_berserk_to_hit_both_ways():
    t = pair(a={"status": {"berserk": True}})
    assert hit_chance(t.state, 1, 2, "DELIVER BLOW", role="attacker", tacs=SG, dfd_cards=[],
                      side="shield")[0] == 75
    assert hit_chance(t.state, 2, 1, "DELIVER BLOW", role="attacker", tacs=SG, dfd_cards=[],
                      side="shield")[0] == 60


def test_ds_113_friend_intervention_chance():
    assert B.attacks_friend_chance(10, 12, False) == 28
    assert B.attacks_friend_chance(10, 12, True) == 8


def test_ds_114_calms_on_42_or_less():
    assert B.calm_chance(10, 12) == 42
    t = pair(a={"status": {"berserk": True, "damage": 11}, "fighter": {"iq": 10, "wis": 12}},
             dice=pct(42))
    assert B.calm_down(t.ctx, 1)
    assert t.state.get(1, Status).collapsed


def test_ds_115_great_blow_damage_and_rules():
    t = pair(a={"kit": {"wclass": "H"}, "fighter": {"flags": ["chivalry", "trained_fighter"]}},
             dice=pct(10, 99, 99) + [3, 5, 6])
    r = blow(t.ctx, 1, 2, "GREAT BLOW", role="attacker", tacs=SG, dfd_cards=[], ds="DS-115")
    assert r.damage == 22 and t.events("Struck")[-1].chance == 60
    t = pair(a={"blows": 4})
    assert "DS-115" in reason(t, ["GREAT BLOW"])
    t = pair(a={"stock": "knight", "blows": 4}, dist=2.0)
    assert "DS-115" in reason(t, ["GREAT BLOW"])


def test_ds_116_blow_against_a_great_blow_goes_first():
    # A plays GREAT BLOW, B a DELIVER BLOW at A: B's blow is resolved and applied first,
    # and A, felled by it, never strikes
    t = pair(a={"fighter": {"flags": ["chivalry", "trained_fighter"], "body": 4}, "blows": 4},
             b={"blows": 4},
             choices=[{"cards": ["GREAT BLOW"], "target": 2}, {"cards": ["DELIVER BLOW"], "target": 1}],
             dice=pct(10))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    assert [(e.attacker, e.card) for e in t.events("Struck")] == [(2, "DELIVER BLOW")]
    assert [e.entity for e in t.events("Died")] == [1]


def test_ds_117_move_costs_one_blow():
    t = pair(dist=R2 + 2.0, a={"blows": 4}, b={"blows": 4},
             choices=[{"card": "", "target": 0}, {"cards": ["MOVE 1\""], "target": 2},
                      {"card": "", "target": 0}, PSP])
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    assert t.state.get(1, Ledger).left == 3
    seg = [e for e in t.events("Segment") if e.why == "MOVE 1\""][0]
    assert seg.cost == pytest.approx(1.0)


def test_ds_118_agile_move_is_free():
    t = pair(dist=R2 + 8.0, a={"fighter": {"flags": ["animal", "agile"]}, "blows": 3}, b={"blows": 4},
             choices=[{"cards": ["MOVE 1\""], "target": 0}, PSP] * 3)
    for n in range(3):
        drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=n))
    assert t.state.get(1, Ledger).left == 3
    assert len([e for e in t.events("Blows") if e.ds == "DS-118"]) == 3


def test_ds_119_move_cannot_leave_contact_unless_free():
    t = pair(a={"blows": 4})
    assert "DS-119" in reason(t, ["MOVE 1\""], target=0)
    t = pair(a={"blows": 4, "fighter": {"dex": 17}}, b={"fighter": {"dex": 12}})
    assert reason(t, ["MOVE 1\""], target=0) is None  # disengage at will: DEX + 5


def test_ds_105_mixing_forfeits_down_to_the_average():
    t = pair(a={"blows": 4}, b={"blows": 4},
             choices=[{"cards": ["DELIVER BLOW"], "target": 2}, PSP,
                      {"cards": ["PUNCH"], "target": 2}, PSP], dice=pct(99, 99))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=2))
    forfeits = [e for e in t.events("Blows") if e.ds == "DS-105"]
    # 4 weapon + 2 hand = 3 in all; one spent before the mix: 2 left, 1 forfeited, then PUNCH
    assert [(e.amount, e.left) for e in forfeits] == [(1, 2)]
    assert t.state.get(1, Ledger).left == 1


def test_ds_107_kick_rules_in_play():
    t = Table([fig("k", "red", (0, 0), 0.0, stock="knight", blows=4),
               fig("m", "blue", (1.0 + 0.75 / R2, 0), 180.0, stock="orc", blows=4)])
    assert "DS-107" in reason(t, ["KICK"], target=1, eid=2, tac=None)
    t = pair(a={"blows": 4, "fighter": {"dex": 14}}, b={"blows": 4},
             choices=[{"cards": ["KICK"], "target": 2}, {"cards": ["DELIVER BLOW"], "target": 1}],
             dice=pct(99, 10, 6))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    bash = [c for c in t.events("Check") if c.purpose == "kicker bashed"][0]
    assert bash.chance == 6 and bash.success


def test_ds_113_friend_who_restrains_is_attacked():
    from affray.systems.destrier.rules.berserk import interventions
    t = Table([fig("b", "red", (0, 0), 0.0, status={"berserk": True}, fighter={"iq": 10, "wis": 12}),
               fig("friend", "red", (0, R2), 270.0), fig("foe", "blue", (9, 0), 180.0)],
              choices=["restrain"], dice=pct(28, 99))
    drive(interventions(t.ctx))
    c = [x for x in t.events("Check") if x.ds == "DS-113"][0]
    assert c.chance == 28 and c.success
    s = t.events("Struck")[-1]
    assert (s.attacker, s.target, s.chance) == (1, 2, 75)  # berserk +25


def _raging(sight, **status):
    from .conftest import holding, played
    return played([fig("b", "red", (0, 0), 0.0, stock="berserker", fighter={"iq": 10, "wis": 12},
                       status={"berserk": True, **status}),
                   fig("e", "blue", (30, 0), 180.0)], holding(), holding(),
                  options={"berserk_sight": sight})


def test_ds_114_berserker_with_every_enemy_out_of_sight_rolls_at_the_end_of_the_turn():
    b = _raging(24.0)
    ev = b.events
    calm = [e for e in ev if type(e).__name__ == "Check" and e.ds == "DS-114"]
    assert [(c.entity, c.chance) for c in calm] == [(1, 42)]  # IQ 10 + WIS 12 + 20
    melee = next(i for i, e in enumerate(ev) if getattr(e, "phase", "") == "melee")
    assert ev.index(calm[0]) > melee
    calmed = [e for e in ev if type(e).__name__ == "Set" and e.ds == "DS-114"]
    assert bool(calmed) == calm[0].success


def test_ds_114_no_roll_while_an_enemy_stands_in_sight():
    assert not [e for e in _raging(0.0).events if type(e).__name__ == "Check" and e.ds == "DS-114"]
    assert not [e for e in _raging(40.0).events if type(e).__name__ == "Check" and e.ds == "DS-114"]


def test_ds_114_calmed_below_half_body_collapses():
    from affray.components.destrier import Status
    from .conftest import holding, played
    b = played([fig("b", "red", (0, 0), 0.0, stock="berserker", fighter={"iq": 40, "wis": 40},
                    status={"berserk": True, "damage": 11}),
                fig("e", "blue", (30, 0), 180.0)], holding(), holding(),
               options={"berserk_sight": 24.0})
    st = b.state.get(1, Status)
    assert not st.berserk and st.collapsed  # 20 + 80: always calms; 9 of 20 body left


def test_ds_114_the_last_enemy_falls_and_the_roll_comes_before_the_fight_ends():
    from .conftest import Plan, holding, played
    R2 = 2 ** 0.5

    def red(state, req):
        if req.kind == "melee":
            hits = [o for o in req.options.enumerate() if o["cards"] == ["DELIVER BLOW"]]
            return hits[0] if hits else None
        return "hold" if req.kind == "move" else None
    b = played([fig("b", "red", (0, 0), 0.0, stock="berserker", status={"berserk": True}),
                fig("e", "blue", (R2, 0), 180.0, fighter={"body": 1})], Plan(red),
               holding(lambda s, r: {"card": "STAND GROUND", "target": 0} if r.kind == "tac" else None),
               tables={"base_hit_chance": 100})
    names = [type(e).__name__ for e in b.events]
    died, ended = names.index("Died"), names.index("Ended")
    calm = [i for i, e in enumerate(b.events) if type(e).__name__ == "Check" and e.ds == "DS-114"]
    assert len(calm) == 1 and died < calm[0] < ended
