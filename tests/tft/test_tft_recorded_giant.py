"""TFT-139, TFT-132: the recorded fight replays/tft-melee/giant.toml, a giant of ST 34 against
three men: it charges by its front and turns about its rear hex, is struck from its front, side
and rear hexes, clubs for 3+3, takes 9 hits (-2 DX next turn), then 16 (falls), and fights an
HTH attacker at 2-1. Reference log: giant.affray (regenerate as in
test_tft_recorded_hth_die.py)."""

from pathlib import Path

from affray.components.tft import Status
from affray.kernel import Replay, diff
from affray.kernel.components import Facing, Vitals
from affray.systems.tft import events as E
from affray.systems.tft.rules.lookup import personal_adj_dx
from affray.systems.tft.testing import replay_turns

HERE = Path(__file__).resolve().parents[2] / "replays" / "tft-melee"
YMIR, BRAND, CATO, DAG = 1, 2, 3, 4
ALL = (YMIR, BRAND, CATO, DAG)


def _probe(st):
    return {
        "at": {e: st.derived["tft_at"][e] for e in ALL},
        "facing": st.get(YMIR, Facing).dir,
        "posture": {e: st.get(e, Status).posture for e in ALL},
        "hits": {e: st.get(e, Vitals).hits for e in ALL},
        "adj": personal_adj_dx(st, YMIR),
        "engaged": sorted(st.engagement.edges),
    }


BATTLE, TURNS = replay_turns(HERE / "giant.toml", _probe)


def of(turn, cls):
    return [e for e in TURNS[turn]["events"] if isinstance(e, cls)]


def rolls(turn):
    return [(e.attacker, e.target, e.kind, e.adj_dx, e.hit) for e in of(turn, E.AttackRolled)]


def test_tft_139_turn_1_the_giant_charges_5_hexes_by_its_front_and_turns_about_its_rear_hex():
    assert ([(e.entity, e.spent) for e in of(1, E.Walked) if e.entity == YMIR], TURNS[1]["at"][YMIR],
            TURNS[1]["facing"]) == ([(YMIR, 5)], ((5, 0), (5, -1), (4, 0)), 0)


def test_tft_139_turn_1_the_men_stand_in_its_front_side_and_rear_hexes():
    t = TURNS[1]
    assert [t["at"][e] for e in (BRAND, CATO, DAG)] == [(6, -1), (5, 1), (3, 1)]


def test_tft_139_turn_1_rear_plus_4_side_plus_2_front_nothing():
    # Dag and Cato: leather, adjDX 10; Brand: chainmail and large shield, adjDX 7
    assert [r for r in rolls(1) if r[1] == YMIR] == [
        (DAG, YMIR, "melee", 14, True), (CATO, YMIR, "melee", 12, True), (BRAND, YMIR, "melee", 7, False)]


def test_tft_139_turn_1_the_club_of_st_34_does_3_dice_plus_3():
    assert [(e.attacker, e.weapon, e.damage, e.stopped, e.hits) for e in of(1, E.Struck) if e.attacker == YMIR] == [
        (YMIR, "spiked club", 12, 5, 7)]


def test_tft_132_turn_1_nine_hits_do_not_floor_the_giant_but_wound_it():
    t = TURNS[1]
    assert (t["hits"][YMIR], t["posture"][YMIR], [e.wounded for e in of(1, E.TurnEnded)]) == (
        9, "", [[YMIR, BRAND]])


def test_tft_132_turn_2_the_giant_is_at_minus_2_dx():
    assert (TURNS[1]["adj"], [r[3] for r in rolls(3) if r[0] == YMIR]) == (7, [7 + 4])


def test_tft_139_turn_2_the_giant_turns_about_its_rear_hex_to_face_cato():
    t = TURNS[2]
    assert (t["at"][YMIR], t["facing"]) == (((4, 1), (5, 0), (4, 0)), 5)


def test_tft_139_turn_2_after_the_turn_only_cato_is_in_its_front_and_engaged():
    assert ((YMIR, BRAND) in TURNS[1]["engaged"],
            [(e.entity, e.option, e.engaged_by) for e in of(2, E.OptionTaken) if e.entity != YMIR]) == (
        True, [(BRAND, "b", []), (CATO, "h", [YMIR]), (DAG, "b", [])])


def test_tft_139_turn_2_dag_and_brand_now_strike_from_its_sides_cato_from_its_front():
    assert [r for r in rolls(2)] == [
        (DAG, YMIR, "melee", 10 + 2, True), (CATO, YMIR, "melee", 10, True), (BRAND, YMIR, "melee", 5 + 4, False)]


def test_tft_132_turn_2_sixteen_hits_floor_the_giant_before_its_slot():
    t = TURNS[2]
    assert (t["hits"][YMIR] - TURNS[1]["hits"][YMIR], t["posture"][YMIR],
            [e.entities for e in of(2, E.AttackOrder)], [r for r in rolls(2) if r[0] == YMIR]) == (
        16, "knocked", [[DAG, CATO, BRAND, YMIR]], [])


def test_tft_139_turn_3_dag_grapples_the_fallen_giant_in_its_rear_hex():
    t = TURNS[3]
    assert ([(e.attacker, e.defender, e.reason, e.result) for e in of(3, E.HthEntered)], t["at"][DAG],
            t["posture"][YMIR], t["posture"][DAG]) == ([(DAG, YMIR, "a", "grapple")], (4, 0), "hth", "hth")


def test_tft_139_turn_3_the_giant_fights_hth_for_2_minus_1():
    assert [(e.attacker, e.target, e.damage, e.hits) for e in of(3, E.Struck) if e.attacker == YMIR] == [
        (YMIR, DAG, 8, 6)]


def test_tft_139_giant_log_equals_the_reference_log():
    assert diff(Replay.of(BATTLE), Replay.load(HERE / "giant.affray")).identical


def test_tft_139_giant_log_folds_and_verifies():
    rep = Replay.of(BATTLE)
    assert rep.fold() == BATTLE.state_dump()
    assert rep.verify() == len(BATTLE.events)
