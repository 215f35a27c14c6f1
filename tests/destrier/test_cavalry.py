"""Sections L, T, U: mounted figures, cavalry movement charges and horse cards
(DS-72..DS-82, DS-134..DS-154)."""

from __future__ import annotations

import pytest

from affray.components.destrier import Kit, Ledger, Mount, Turn
from affray.kernel.sealed import Committed
from affray.kernel.testing import fight
from affray.systems.destrier.phases.cavalry import declare, exchange, mutual, run_charge
from affray.systems.destrier.rules import charge as CH
from affray.systems.destrier.rules import horse as H

from .conftest import Table, drive, fig, pct

R2 = 2 ** 0.5
NONE = {"card": "", "target": 0}


def knight(name, side, at, facing=0.0, **kw):
    return fig(name, side, at, facing, stock="knight", **kw)


def test_ds_72_tac_cards_by_speed():
    from affray.systems.destrier.rules.legal import tac_reason
    t = Table([knight("k", "red", (0, 0), mount={"speed": "canter"}), fig("m", "blue", (5, 0))])
    assert tac_reason(t.state, 1, {"card": "CLOSE", "target": 2}).startswith("DS-72")
    assert tac_reason(t.state, 1, {"card": "FLECHE", "target": 2}) is None
    assert "CLOSE" not in H.tac_allowed("canter")
    assert H.tac_allowed("trot") == ("STAND GROUND", "CLOSE", "RETREAT")
    assert H.tac_allowed("gallop") == ("CHARGE", "RUN AWAY")


def test_ds_73_forward_card_by_speed():
    assert [H.FORWARD[s] for s in ("walk", "trot", "canter", "gallop")] == \
        ["STAND GROUND", "CLOSE", "FLECHE", "CHARGE"]


def test_ds_74_horse_tac_distances():
    assert H.horse_tac_distance("CLOSE", 1.0, "move_plus_3") == 2.0
    assert H.horse_tac_distance("FLECHE", 1.0, "move_plus_3") == 3.0
    assert H.horse_charge_bonus(1.0, "move_plus_3") == 4.0 and H.horse_charge_bonus(1.0, "triple") == 3.0
    assert H.horse_tac_distance("CHARGE", 1.0, "move_plus_3") == 5.0
    assert H.horse_tac_distance("CHARGE", 1.0, "triple") == 4.0


def test_ds_75_fast_horse_move_card():
    assert H.fast_move(1.0, "gallop") == 2.5 and H.fast_move(1.0, "canter") == 1.5


def test_ds_76_turn_limit():
    assert H.turn_allowed(45, 0, 30) and H.turn_allowed(45, 30, 15)
    assert not H.turn_allowed(45, 45, 5)


def test_ds_77_slowing_on_contact():
    assert H.slow_down("gallop", 2) == "trot" and H.slow_down("charge", 5) == "trot"


def test_ds_78_fast_horse_targets_no_great_blow_with_lance():
    from affray.systems.destrier.rules.legal import melee_reason
    t = Table([knight("k", "red", (0, 0), blows=4, fighter={"flags": ["chivalry", "trained_fighter"]}),
               fig("m", "blue", (2.0, 0), 180.0)])
    assert "DS-115" in melee_reason(t.state, 1, {"cards": ["GREAT BLOW"], "target": 2},
                                    in_tac_phase=False, tac_card=None)


def test_ds_79_rider_and_horse_ledgers_apart():
    from affray.systems.destrier import events as E
    t = Table([knight("k", "red", (0, 0), blows=4), fig("m", "blue", (9, 0))])
    t.ctx.emit(E.Blows(1, "grant", 4, 4, "DS-91"))
    t.ctx.emit(E.Blows(1, "grant", 4, 4, "DS-91", horse=True))
    t.ctx.emit(E.Blows(1, "spend", 1, 3, "DS-110", "DELIVER BLOW"))
    t.ctx.emit(E.Blows(1, "spend", 1, 3, "DS-150", "MOVE", horse=True))
    led = t.state.get(1, Ledger)
    assert (led.left, led.horse_left) == (3, 3)


def test_ds_80_lance_strike_window():
    assert H.lance_can_strike(0.5, None) and not H.lance_can_strike(0.6, None)
    assert H.lance_can_strike(None, 1.0)


def test_ds_81_other_weapons_need_contact_on_a_rider_side():
    assert CH.stop_gap("sword") == 0.0 and CH.reply_gap("sword", 6.0) == 0.0


@pytest.mark.parametrize("speed,wkind,length,pen", [
    ("gallop", "sword", 3, -20), ("gallop", "lance", 12, 0), ("gallop", "flail", 3, 0),
    ("gallop", "spear", 6, 0), ("canter", "sword", 3, -10), ("charge", "sword", 3, -35)])
def test_ds_82_rider_speed_penalties(speed, wkind, length, pen):
    assert H.rider_penalty(speed, wkind, length) == pen


def test_ds_134_charge_exchange_costs_no_blows():
    t = Table([knight("k", "red", (0, 0), blows=4), fig("m", "blue", (2.5, 0), 180.0, blows=4)],
              dice=pct(99, 50, 99))
    exchange(t.ctx, 1, 2, 0.0)
    assert t.state.get(1, Ledger).left == 4 and t.state.get(2, Ledger).left == 4


def test_ds_135_declarations_sealed_before_step_2():
    b = fight("destrier", [knight("k", "red", (-8, 0)), fig("m", "blue", (8, 0), 180.0)],
              policies={"red": "tactical", "blue": "tactical"}, max_rounds=1)
    b.run()
    ev = b.events
    c = next(i for i, e in enumerate(ev) if isinstance(e, Committed) and e.kind == "charge_declaration")
    s2 = next(i for i, e in enumerate(ev) if getattr(e, "phase", "") == "step 2, phase 1")
    assert c < s2


def test_ds_136_acceleration_full_capability_once_a_turn():
    assert CH.accelerate("walk", 3, 0) == ("gallop", 3)
    assert CH.accelerate("gallop", 3, 3) == ("gallop", 3)


def test_ds_136_a_charger_may_accelerate_less_than_it_could():
    # "may accelerate ... usually 2 speed levels": the rider names the speed (fastest first)
    from affray.components.destrier import Mount
    from affray.systems.destrier.phases.cavalry import run_charge
    seen = {}
    for speed in ("gallop", "canter", "trot"):
        t = Table([knight("a", "red", (0, 0), 0.0, mount={"speed": "trot"}), fig("m", "blue", (40, 0))],
                  dice=pct(*[99] * 12), choices=[speed])
        drive(run_charge(t.ctx, 1, [2], 1))
        req = [e for e in t.battle.events if type(e).__name__ == "Decided" and e.kind == "charge_speed"]
        assert req and t.state.get(1, Mount).speed == speed
        seen[speed] = sum(e.cost for e in t.events("Segment") if e.entity == 1)
    assert seen["gallop"] > seen["canter"] > seen["trot"]


def test_ds_137_mutual_charge_moves_both_first():
    t = Table([knight("a", "red", (0, 0), 0.0), knight("b", "blue", (12, 0), 180.0)],
              dice=pct(*[99] * 12), choices=[[2], [1], "gallop", "gallop"])
    decl = drive(declare(t.ctx, 1))
    drive(mutual(t.ctx, 1, 2, 0, 1, decl))
    segs = [(e.entity, e.why) for e in t.events("Segment")]
    assert segs[:2] == [(1, "mutual charge"), (2, "mutual charge")]


def test_ds_138_great_horse_strikes_first():
    assert CH.lance_precedence("great", "hippogrif") == -1
    assert CH.lance_precedence("other", "griffin") == 1 and CH.lance_precedence("x", "y") == 0


def test_ds_139_joust_matrix_not_offered_as_a_switch():
    # DS-139: the p.25 matrix is not implemented, so no switch claims it (only the hook exists)
    from affray.systems.destrier.options import OPTIONS
    from affray.systems.destrier.tables.cs_tables import HOOKS
    assert "use_joust_matrix" not in OPTIONS and HOOKS["joust_resolution"].value == "off"


def test_ds_140_lance_breakage():
    t = Table([knight("k", "red", (0, 0)), fig("m", "blue", (3, 0))], dice=pct(10, 11))
    assert CH.lance_breaks(t.ctx, 1, False, 2)
    t = Table([knight("k", "red", (0, 0)), fig("m", "blue", (3, 0))], dice=pct(11))
    assert not CH.lance_breaks(t.ctx, 1, False, 2) and not t.state.get(1, Kit).broken
    t = Table([knight("k", "red", (0, 0)), fig("m", "blue", (3, 0))], dice=[])
    assert CH.lance_breaks(t.ctx, 1, True, 4)  # a critical on AC 4+: no roll


def test_ds_141_lance_breakage_in_melee_at_canter():
    from affray.systems.destrier.phases.melee import card_round
    def run(options):
        t = Table([knight("k", "red", (0, 0), 0.0, blows=4, mount={"speed": "canter"}),
                   fig("m", "blue", (2.0 + R2 / 2, 0), 180.0, blows=4)],
                  choices=[NONE, {"cards": ["DELIVER BLOW"], "target": 2},
                           NONE, {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}],
                  dice=pct(99, 5) if not options else pct(99), options=options)
        drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
        return t
    assert run(None).state.get(1, Kit).broken
    assert not run({"lance_break_only_in_charges": True}).state.get(1, Kit).broken


def test_ds_142_143_continuing_and_released_orders():
    t = Table([knight("a", "red", (0, 0), 0.0), fig("x", "blue", (30, 0), 180.0)], dice=[])
    t.state.get  # noqa: B018
    from affray.systems.destrier import events as E
    t.ctx.emit(E.Set(2, "Status", "damage", 99, "test"))
    from affray.kernel.events import Died
    t.ctx.emit(Died(2))
    drive(run_charge(t.ctx, 1, [2], 1))
    assert any(n.ds == "DS-143" for n in t.events("Note"))


def test_ds_144_lancer_stops_at_one_inch_sword_at_contact():
    t = Table([knight("k", "red", (0, 0), 0.0, mount={"speed": "gallop"}),
               fig("m", "blue", (8, 0), 180.0, kit={"wkind": "none"})], dice=pct(*[99] * 8))
    drive(run_charge(t.ctx, 1, [2], 1))
    from affray.systems.destrier.rules import geometry as geo
    first = t.events("Segment")[0]
    assert first.why == "charge"
    t2 = Table([knight("k", "red", (0, 0), 0.0, mount={"speed": "gallop"}),
                fig("m", "blue", (8, 0), 180.0, kit={"wkind": "none"})], dice=[])
    from affray.kernel.geometry import stands as G
    stop = G.reach_moment(geo.poly(t2.state, 1), 0.0, 20.0, geo.poly(t2.state, 2), 1.0)
    assert first.cost == pytest.approx(stop)
    assert geo.gap(t2.state, 1, 2) - stop == pytest.approx(1.0)


def test_ds_145_unarmed_target_passed_at_half_inch_cannot_strike():
    assert not CH.can_reply("none", 6.0, 0.5)
    assert CH.can_reply("pike", 6.0, 1.0) and CH.can_reply("polearm", 6.0, 0.5)
    assert CH.can_reply("sword", 12.0, 0.5) and not CH.can_reply("sword", 6.0, 0.5)


def test_ds_146_rear_charge():
    plus, minus = CH.rear_adjust(True)
    assert 50 + plus == 75 and 50 + minus == 25


def test_ds_147_charge_spacing():
    t = Table([knight("k", "red", (0, 0), 0.0), fig("a", "blue", (6, 1.5), 0.0),
               fig("b", "blue", (6 + R2 + 1.5, 1.5), 0.0), fig("c", "blue", (6 + R2 + 3.0, 1.5), 0.0),
               fig("d", "blue", (6 + R2 + 3.6, -1.5), 0.0)])
    assert CH.steed_side(t.state, 1, 2) == "left"
    assert not CH.spacing_ok(t.state, 2, 3, True)
    assert CH.spacing_ok(t.state, 2, 4, True)
    assert not CH.spacing_ok(t.state, 2, 5, False)


def test_ds_148_two_inch_run_before_contact():
    t = Table([knight("k", "red", (0, 0), 0.0, kit={"wkind": "sword", "weapon": "sword"}),
               fig("m", "blue", (1.0 + R2 / 2 + 1.5, 0), 180.0)], dice=[])
    drive(run_charge(t.ctx, 1, [2], 1))
    assert any(n.ds == "DS-148" for n in t.events("Note"))
    assert not CH.straight_enough(1.5) and CH.straight_enough(2.0)


def test_ds_149_two_inches_lost_per_figure_bashed():
    assert CH.bash_allowance(9.0, 2) == 5.0


def test_ds_150_horse_move():
    assert H.horse_move(1.0, "great") == 2.0 and H.horse_move(1.0, "light") == 1.0


def test_ds_151_wheel_chances():
    assert H.wheel_chance(10000, 6000, False) == 50
    assert H.wheel_chance(10000, 12000, False) == 30
    assert H.wheel_chance(10000, 16000, False) is None
    assert H.wheel_chance(10000, 1750, True) == 50


def test_ds_152_trample_costs():
    assert H.trample_cost(True) == 3 and H.trample_cost(False) == 2


def test_ds_153_horse_kick_is_the_hand_kick():
    from affray.systems.destrier.rules import costs as C
    assert "KICK" in C.HORSE and C.HORSE_COST["KICK"] == C.CARD_COST["KICK"]


def test_ds_154_hamstring_once_and_opposite_side():
    from affray.systems.destrier.rules.exchange import hamstring
    from affray.systems.destrier.rules.legal import melee_reason
    from affray.systems.destrier.rules import geometry as geo
    t = Table([knight("k", "red", (0, 0), 0.0), fig("m", "blue", (0, 0.5 + R2 / 2), 270.0, blows=4)],
              dice=pct(40))
    assert geo.contact_label(t.state, 1, 2) == "shield"  # the horse's left
    assert melee_reason(t.state, 2, {"cards": ["HAMSTRING HORSE"], "target": 1},
                        in_tac_phase=False, tac_card=None) is None
    hamstring(t.ctx, 2, 1)
    assert melee_reason(t.state, 2, {"cards": ["HAMSTRING HORSE"], "target": 1},
                        in_tac_phase=False, tac_card=None).startswith("DS-154")
    assert geo.contact_label(t.state, 1, 2) == "sword"  # now against the right long side
    from affray.components.destrier import Status
    assert t.state.get(2, Status).prone


def _horse_round(horse_play, rider_play=None, dice=(), mount=None, foe=None, foe_at=None):
    from affray.systems.destrier.phases.melee import card_round, grant_blows
    t = Table([knight("k", "red", (0, 0), 0.0, mount=mount or {"speed": "stand"}),
               fig("m", "blue", foe_at or (-1.0 - R2 / 2, 0), 0.0, **(foe or {}))],
              choices=[rider_play or {"cards": ["PASSIVE SHIELD PARRY"], "target": 0},
                       {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}, horse_play],
              dice=list(dice))
    grant_blows(t.ctx)
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=False, number=1))
    return t


def test_ds_79_horse_move_paid_from_the_horse_ledger():
    t = _horse_round({"cards": ["MOVE"], "target": 0})
    led = t.state.get(1, Ledger)
    assert led.horse_left == 3 and led.left == 4
    move = [e for e in t.events("Segment") if e.why == "horse MOVE"][0]
    assert move.cost == pytest.approx(2.0)  # DS-150: Great Horse 1" + 1"


def test_ds_150_great_horse_moves_two_inches():
    assert H.horse_move(1.0, "great") == 2.0


def test_ds_152_153_trample_and_kick_cost_three():
    t = _horse_round({"cards": ["TRAMPLE PRONE FIGURE", "KICK"], "target": 2}, dice=pct(50, 50),
                     foe={"status": {"prone": True}})
    assert t.state.get(1, Ledger).horse_left == 1
    assert [(e.card, e.hit) for e in t.events("Struck")] == [("TRAMPLE PRONE FIGURE", True), ("KICK", True)]
    from affray.components.destrier import Status
    assert t.state.get(2, Status).damage == 8  # 6 + 2


def test_ds_151_wheel_knocks_down_man_size():
    t = _horse_round({"cards": ["WHEEL"], "target": 0, "angle": 90}, dice=pct(50))
    from affray.components.destrier import Status
    assert t.state.get(2, Status).prone and t.state.get(2, Status).stunned


def test_ds_75_fast_horse_plays_only_move():
    from affray.systems.destrier.phases.horse_cards import horse_reason
    from affray.systems.destrier import events as E
    t = Table([knight("k", "red", (0, 0), 0.0, mount={"speed": "gallop"}), fig("m", "blue", (9, 0))])
    t.ctx.emit(E.Blows(1, "grant", 4, 4, "DS-79", horse=True))
    assert horse_reason(t.state, 1, {"cards": ["WHEEL"], "target": 0}).startswith("DS-75")
    assert horse_reason(t.state, 1, {"cards": ["MOVE"], "target": 0}) is None


def test_ds_108_horse_kicks_through_tail_not_long_side():
    from affray.systems.destrier.phases.horse_cards import horse_reason
    from affray.systems.destrier import events as E
    t = Table([knight("k", "red", (0, 0), 0.0), fig("tail", "blue", (-1.0 - R2 / 2, 0), 0.0),
               fig("side", "blue", (0, 0.5 + R2 / 2), 270.0)])
    t.ctx.emit(E.Blows(1, "grant", 4, 4, "DS-79", horse=True))
    assert horse_reason(t.state, 1, {"cards": ["KICK"], "target": 2}) is None
    assert horse_reason(t.state, 1, {"cards": ["KICK"], "target": 3}).startswith("DS-108")


def test_ds_101_pull_rider_only_alongside():
    from affray.systems.destrier.rules.legal import melee_reason
    t = Table([knight("k", "red", (0, 0), 0.0), fig("side", "blue", (0, 0.5 + R2 / 2), 270.0, blows=4),
               fig("front", "blue", (1.0 + R2 / 2, 0), 180.0, blows=4)])
    ok = melee_reason(t.state, 2, {"cards": ["PULL RIDER FROM SADDLE"], "target": 1},
                      in_tac_phase=False, tac_card="STAND GROUND")
    front = melee_reason(t.state, 3, {"cards": ["PULL RIDER FROM SADDLE"], "target": 1},
                         in_tac_phase=False, tac_card="STAND GROUND")
    assert ok is None and front.startswith("DS-101")


def test_ds_73_second_horse_tac_play_refused_and_card_holds():
    from affray.systems.destrier.phases.melee import _tmm_tacs, card_round, grant_blows
    from affray.systems.destrier.rules.legal import tac_reason
    t = Table([knight("k", "red", (0, 0), 0.0), fig("m", "blue", (1.0 + R2 / 2 + 1.5, 0), 180.0)],
              choices=[{"card": "CLOSE", "target": 2}, {"cards": ["PASSIVE SHIELD PARRY"], "target": 0},
                       {"card": "STAND GROUND", "target": 0}, {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}])
    grant_blows(t.ctx)
    t.ctx.emit(__import__("affray.systems.destrier.events", fromlist=["Blows"]).Blows(
        1, "spend", 4, 0, "test", horse=True))
    drive(card_round(t.ctx, [1, 2], 0, 0, tac_phase=True, number=0))
    assert t.state.get(1, Mount).forward == "CLOSE"
    assert tac_reason(t.state, 1, {"card": "RETREAT", "target": 0}).startswith("DS-73")
    assert _tmm_tacs(t.state, {}, 1, 2, 0, 0)[0] == "CLOSE"


def test_ds_76_fast_horse_turn_total_in_melee():
    from affray.systems.destrier.rules.contacts import fast_turn_ok
    t = Table([knight("k", "red", (0, 0), 0.0, mount={"speed": "gallop"}), fig("m", "blue", (9, 0))])
    assert fast_turn_ok(t.ctx, 1, 30) and fast_turn_ok(t.ctx, 1, 15)
    assert not fast_turn_ok(t.ctx, 1, 5)
    assert t.state.get(1, Turn).turned == 45


def _declares(targets):
    from .conftest import holding
    return holding(lambda s, r: targets if r.kind == "charge_declaration" else None)


def test_ds_149_a_charge_through_two_figures_loses_four_inches_after_first_contact():
    from .conftest import holding, played
    # 12" at a charge; the first man's front corner 3" ahead (9" left at first contact); the
    # second man right behind him: 1.5" on, both bashed -> 9 - 4 = 5" of travel from there.
    b = played([knight("k", "red", (0, 0), 0.0, mount={"speed": "charge"}),
                fig("a", "blue", (4.0 + R2 / 2, 0), 180.0), fig("b", "blue", (5.5 + R2 / 2, 0), 180.0)],
               _declares([2]), holding(), tables={"body_bash_chance": 0, "base_hit_chance": 0})
    ev = b.events
    bashes = [e.entity for e in ev if type(e).__name__ == "Check" and e.purpose == "charge bash"]
    assert bashes == [1, 1]
    touched = [e for e in ev if type(e).__name__ == "Set" and e.ds == "DS-149"]
    assert touched == []  # the placeholder bash chance is 0 here: nobody falls
    run = [e for e in ev if type(e).__name__ == "Segment" and e.entity == 1 and e.why == "charge"]
    assert sum(s.cost for s in run) == pytest.approx(3.0 + 5.0)
    assert run[-1].x == pytest.approx(1.0 + 8.0 - 1.0)  # centre: front edge 1" ahead of it
    replies = [e.attacker for e in ev if type(e).__name__ == "Struck" and e.target == 1]
    assert replies == [2, 3]  # each bashed figure on its feet strikes as the mount passes


def test_ds_149_bashed_figure_knocked_down_gives_no_counterblow():
    from .conftest import holding, played
    b = played([knight("k", "red", (0, 0), 0.0, mount={"speed": "charge"}),
                fig("a", "blue", (4.0 + R2 / 2, 0), 180.0)],
               _declares([2]), holding(), tables={"body_bash_chance": 100, "base_hit_chance": 0})
    ev = b.events
    assert any(type(e).__name__ == "Set" and e.ds == "DS-149" and e.field == "prone" for e in ev)
    assert not [e for e in ev if type(e).__name__ == "Struck" and e.target == 1]


def test_ds_142_mutual_pass_then_winner_then_loser_then_non_mutual():
    from .conftest import holding, played
    # a (lance) and b (sword) charge each other; c charges the orc o, not mutually
    b = played([knight("a", "red", (0, 0), 0.0), knight("b", "blue", (16, 0), 180.0,
                                                         kit={"wkind": "sword", "weapon": "sword", "length": 3}),
                knight("c", "red", (0, 12), 0.0), fig("o", "blue", (10, 12), 180.0, stock="orc")],
               _declares_each({1: [2], 2: [1], 3: [4]}), _declares_each({1: [2], 2: [1], 3: [4]}),
               tables={"stumble_chance": 0, "base_hit_chance": 0})
    ev = b.events
    winner = next(e.winner for e in ev if type(e).__name__ == "Initiative")
    w, lo = (1, 2) if winner == 0 else (2, 1)
    idx = {}
    for i, e in enumerate(ev):
        n = type(e).__name__
        if n == "Segment" and e.why == "mutual charge":
            idx.setdefault("pass", i)
        if n == "Struck" and e.attacker == 1 and e.target == 2:
            idx.setdefault("lance", i)
        if n == "Check" and e.ds == "DS-142":
            idx.setdefault(("stumble", e.entity), i)
        if n == "Struck" and e.attacker == 2 and e.target == 1:
            idx.setdefault("sword", i)
        if n == "Segment" and e.ds == "DS-149" and e.entity in (w, lo):
            idx.setdefault(("on", e.entity), i)
        if n == "Segment" and e.entity == 3 and e.why == "charge":
            idx.setdefault("non-mutual", i)
    assert idx["pass"] < idx["lance"] < idx[("stumble", w)] < idx[("stumble", lo)] < idx["sword"]
    assert idx["sword"] < idx[("on", w)] < idx[("on", lo)] < idx["non-mutual"]


def _declares_each(table):
    from .conftest import holding
    return holding(lambda s, r: table.get(r.actor) if r.kind == "charge_declaration" else None)


def test_ds_142_stumbling_winner_ends_his_move_at_the_crossing():
    from .conftest import holding, played
    b = played([knight("a", "red", (0, 0), 0.0), knight("b", "blue", (16, 0), 180.0)],
               _declares_each({1: [2], 2: [1]}), _declares_each({1: [2], 2: [1]}),
               tables={"stumble_chance": 100, "base_hit_chance": 0})
    ev = b.events
    stumbled = [e.entity for e in ev if type(e).__name__ == "Check" and e.ds == "DS-142" and e.success]
    assert sorted(stumbled) == [1, 2]
    assert not [e for e in ev if type(e).__name__ == "Segment" and e.ds == "DS-149"]


def _gallop_past(a_y, rider_kit=None, a_kit=None, tables=None, a_plan=None, extra=()):
    """A galloping knight held at its tail by b passes a (on its left) with its MOVE card in
    the first card round after the TAC phase (DS-75: MOVE 1" + 1" Great Horse + 1 1/2")."""
    from .conftest import Plan, played

    def red(state, req):
        if req.kind == "move":
            return "hold"
        if req.kind == "speed":
            return "gallop"
        if req.kind == "charge_declaration":
            return "none"
        if req.kind == "tac":
            return {"card": "CHARGE", "target": 2} if req.options.tac_phase else {"card": "", "target": 0}
        if req.kind == "horse":
            return {"cards": [] if req.options.tac_phase else ["MOVE"], "target": 0}
        if req.kind == "melee":
            hits = [o for o in req.options.enumerate() if o["cards"] == ["DELIVER BLOW"]]
            return hits[0] if hits else None
        return None

    def blue(state, req):
        if req.kind == "move":
            return "hold"
        got = a_plan(state, req) if a_plan and req.actor == 2 else None
        if got is not None:
            return got
        if req.kind == "tac":  # no one steps away: a waits for the horse
            return {"card": "STAND GROUND" if req.options.tac_phase else "", "target": 0}
        return None

    combatants = [knight("k", "red", (0, 0), 0.0, mount={"speed": "gallop"}, kit=rider_kit or {}),
                  fig("a", "blue", (3.0, a_y), 270.0, kit=a_kit or {}),
                  fig("b", "blue", (-1.0 - R2 / 2, 0), 0.0)] + list(extra)
    return played(combatants, Plan(red), Plan(blue), tables=tables or {"base_hit_chance": 0})


def _closing(b):
    return [e for e in b.events if type(e).__name__ == "Struck" and e.ds == "DS-78"]


def test_ds_80_lance_strikes_a_target_passing_half_an_inch_from_the_long_side():
    b = _gallop_past(0.5 + 0.5 + R2 / 2)   # a's corner 0.5" from the left side's line
    assert [(e.attacker, e.target) for e in _closing(b)] == [(1, 2)]
    assert [e for e in b.events if type(e).__name__ == "Struck" and e.ds == "DS-78"][0].side != "rear"


def test_ds_80_a_target_passing_at_six_tenths_is_out_of_the_window():
    b = _gallop_past(0.5 + 0.6 + R2 / 2)
    assert _closing(b) == []


def test_ds_81_a_sword_needs_the_horse_to_touch_the_target_on_a_rider_side():
    sword = {"wkind": "sword", "weapon": "sword", "wclass": "L", "length": 3}
    assert _closing(_gallop_past(0.5 + 0.3 + R2 / 2, rider_kit=sword)) == []
    touched = _closing(_gallop_past(0.5 + R2 / 2, rider_kit=sword))
    assert [(e.attacker, e.target) for e in touched] == [(1, 2)]


def test_ds_78_target_chooses_tac_and_melee_as_the_horse_closes():
    def a_plan(state, req):
        if req.kind == "tac":
            return {"card": "STAND GROUND", "target": 0}
        if req.kind == "melee":
            return {"cards": ["DELIVER BLOW"], "target": 1} if 1 in __import__(
                "affray.systems.destrier.rules.geometry", fromlist=["x"]).enemy_contacts(state, 2) \
                else {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}
        return None
    b = _gallop_past(0.5 + R2 / 2, a_plan=a_plan)  # touching: the lance first, then a's reply
    ev = b.events
    move = next(i for i, e in enumerate(ev) if type(e).__name__ == "Segment" and e.why == "horse MOVE")
    seals = [(e.actor, e.kind) for e in ev[move:] if type(e).__name__ == "Committed"][:3]
    assert seals == [(2, "tac"), (2, "melee"), (1, "melee")]
    strikes = [(e.attacker, e.target) for e in _closing(b)]
    assert strikes == [(1, 2), (2, 1)]


def test_ds_78_a_target_that_does_not_survive_the_lance_cannot_reply():
    def a_plan(state, req):
        if req.kind == "melee":
            from affray.systems.destrier.rules import geometry as geo
            if 1 in geo.enemy_contacts(state, 2):
                return {"cards": ["DELIVER BLOW"], "target": 1}
        return None
    b = _gallop_past(0.5 + R2 / 2, a_plan=a_plan, tables={"base_hit_chance": 100, "damage": {
        "L": 4, "LH": 6, "H": 8, "lance": 40, "hand": 2}})
    assert [(e.attacker, e.target) for e in _closing(b)] == [(1, 2)]
    assert any(type(e).__name__ == "Note" and e.ds == "DS-78" and "survive" in e.text for e in b.events)


def test_ds_78_a_target_already_in_melee_stands_ground_without_choosing():
    # c holds a from the far side: a is in contact with an enemy, so its TAC card is imposed
    b = _gallop_past(0.5 + R2 / 2, extra=[fig("c", "red", (3.0, 0.5 + R2 * 3 / 2), 270.0)])
    ev = b.events
    move = next(i for i, e in enumerate(ev) if type(e).__name__ == "Segment" and e.why == "horse MOVE")
    assert (2, "tac") not in [(e.actor, e.kind) for e in ev[move:] if type(e).__name__ == "Committed"][:2]
    assert any(type(e).__name__ == "Note" and e.ds == "DS-78" and "stands ground" in e.text for e in ev)


def test_ds_80_lance_strikes_a_target_ending_within_an_inch_of_the_head():
    # b straight ahead: 4.3" from the head side, the MOVE (3.5") ends 0.8" from it
    from .conftest import Plan
    b = _gallop_past(-6.0, extra=[fig("ahead", "blue", (1.0 + 4.3 + R2 / 2, 0), 180.0)])
    assert [(e.attacker, e.target) for e in _closing(b)] == [(1, 4)]
    del Plan
