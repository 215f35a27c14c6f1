"""TFT-107..114, TFT-118: the recorded fight replays/tft-melee/hth-die.toml, six attempts at
HTH in one turn with the defender's die showing 1, 2, 3, 4, 5 and 6 (TFT-110), and the brawls
of the next turn. Its reference log is hth-die.affray beside it; after a deliberate change to
the events, regenerate it:
    python -c "from affray.kernel import Battle; Battle.from_scenario(
        'replays/tft-melee/hth-die.toml', out='replays/tft-melee/hth-die.affray').run()"
"""

from pathlib import Path

from affray.components.tft import Kit, Status
from affray.kernel import Replay, diff
from affray.kernel.components import Vitals
from affray.systems.tft import events as E
from affray.systems.tft.testing import replay_turns

HERE = Path(__file__).resolve().parents[2] / "replays" / "tft-melee"
AULUS, BALBUS, CATO, DRUSUS, ENNIUS, FABIUS, ULF, VIGO, WIDO, XENO, YRSA, ZENO = range(1, 13)
ALL = range(1, 13)


def _probe(st):
    return {
        "at": {e: st.derived["tft_at"][e] for e in ALL},
        "posture": {e: st.get(e, Status).posture for e in ALL},
        "ready": {e: st.get(e, Kit).ready for e in ALL},
        "shield": {e: (st.get(e, Kit).shield, st.get(e, Kit).shield_ready) for e in ALL},
        "hits": {e: st.get(e, Vitals).hits for e in ALL},
    }


BATTLE, TURNS = replay_turns(HERE / "hth-die.toml", _probe)


def of(turn, cls):
    return [e for e in TURNS[turn]["events"] if isinstance(e, cls)]


def counters(turn):
    return sorted((e.weapon, e.q, e.r) for e in of(turn, E.CounterPlaced))


def test_tft_110_the_six_dice_in_attack_order():
    assert [(e.attacker, e.defender, e.die, e.result) for e in of(1, E.HthEntered)] == [
        (AULUS, ULF, 1, "grapple"), (BALBUS, VIGO, 2, "grapple"), (CATO, WIDO, 3, "dagger"),
        (DRUSUS, XENO, 4, "dagger"), (ENNIUS, YRSA, 5, "back"), (FABIUS, ZENO, 6, "hit")]


def test_tft_107_every_entry_is_allowed_by_the_slower_ma_of_chainmail():
    assert {e.reason for e in of(1, E.HthEntered)} == {"b"}


def test_tft_110_dice_1_to_4_both_are_down_in_the_defenders_hex():
    t = TURNS[1]
    assert [(t["posture"][a], t["posture"][d], t["at"][a] == t["at"][d]) for a, d in
            ((AULUS, ULF), (BALBUS, VIGO), (CATO, WIDO), (DRUSUS, XENO))] == [("hth", "hth", True)] * 4


def test_tft_110_dice_5_and_6_the_attacker_is_back_in_the_hex_he_came_from():
    t = TURNS[1]
    assert ([t["at"][e] for e in (ENNIUS, FABIUS)], [t["posture"][e] for e in (ENNIUS, FABIUS, YRSA, ZENO)]
            ) == ([(0, 12), (0, 15)], ["", "", "", ""])


def test_tft_109_every_attacker_leaves_his_weapon_in_the_hex_he_came_from_whatever_the_die():
    assert [c for c in counters(1) if c[1] == 0] == sorted([
        ("club", 0, 0), ("hammer", 0, 3), ("mace", 0, 6), ("broadsword", 0, 9),
        ("shortsword", 0, 12), ("morningstar", 0, 15)])


def test_tft_110_dice_1_to_4_the_defender_drops_weapon_and_shield_in_his_hex():
    assert [c for c in counters(1) if c[1] == 1] == sorted([
        ("broadsword", 1, 0), ("large shield", 1, 0), ("broadsword", 1, 3), ("small shield", 1, 3),
        ("broadsword", 1, 6), ("broadsword", 1, 9)])


def test_tft_110_dice_5_and_6_the_defender_keeps_his_weapon():
    t = TURNS[1]
    assert (t["ready"][YRSA], t["ready"][ZENO]) == ("broadsword", "rapier")


def test_tft_110_dice_3_and_4_ready_the_dagger_dice_1_and_2_do_not():
    t = TURNS[1]
    assert [t["ready"][e] for e in (ULF, VIGO, WIDO, XENO)] == ["", "", "dagger", "dagger"]


def test_tft_110_die_6_the_rapier_hits_fabius_automatically_for_5():
    assert ([(e.attacker, e.target, e.weapon, e.damage, e.hits) for e in of(1, E.Struck) if e.target == FABIUS],
            [e.target for e in of(1, E.AttackRolled) if e.attacker == ZENO],
            TURNS[1]["hits"][FABIUS]) == ([(ZENO, FABIUS, "rapier", 5, 5)], [], 5)


def test_tft_114_wido_who_chose_h_stabs_with_the_dagger_readied_on_3_the_same_turn():
    assert ([(e.attacker, e.weapon, e.kind, e.adj_dx, e.total, e.hit) for e in of(1, E.AttackRolled)
             if e.attacker == WIDO], TURNS[1]["hits"][CATO]) == ([(WIDO, "dagger", "hth", 13, 11, True)], 6)


def test_tft_111_the_grapplers_roll_at_adjdx_plus_4_bare_handed():
    assert [(e.attacker, e.weapon, e.adj_dx) for e in of(1, E.AttackRolled) if e.attacker <= DRUSUS] == [
        (AULUS, "hands", 19), (BALBUS, "hands", 18), (CATO, "hands", 17), (DRUSUS, "hands", 16)]


def test_tft_113_chainmail_stops_3_of_a_bare_hand_hit():
    assert [(e.attacker, e.damage, e.stopped, e.hits) for e in of(1, E.Struck) if e.attacker <= DRUSUS] == [
        (BALBUS, 2, 3, 0), (DRUSUS, 3, 3, 0)]


def test_tft_48_nobody_in_a_brawl_moves_in_turn_2():
    grapplers = (AULUS, BALBUS, CATO, DRUSUS, ULF, VIGO, WIDO, XENO)
    assert ([TURNS[2]["at"][e] for e in grapplers], [e for e in TURNS[2]["events"]
                                                     if type(e).__name__ == "Moved" and e.entity in grapplers]
            ) == ([TURNS[1]["at"][e] for e in grapplers], [])


def test_tft_41_the_backed_out_attackers_pick_their_weapons_up_in_turn_2():
    t = TURNS[2]
    assert ([(e.entity, e.weapon, e.q, e.r) for e in of(2, E.PickedUp)], t["ready"][ENNIUS], t["ready"][FABIUS]) == (
        [(ENNIUS, "shortsword", 0, 12), (FABIUS, "morningstar", 0, 15)], "shortsword", "morningstar")


def test_tft_112_xeno_strikes_with_the_dagger_readied_on_4_for_1_plus_2():
    assert [(e.attacker, e.weapon, e.damage, e.hits) for e in of(2, E.Struck) if e.attacker == XENO] == [
        (XENO, "dagger", 4, 4)]


def test_tft_112_vigo_st_12_bare_handed_against_balbus_st_10_does_1_minus_2():
    assert [(e.weapon, e.damage) for e in of(2, E.Struck) if e.attacker == VIGO] == [("hands", 4)]


def test_tft_118_cato_faints_and_wido_stays_on_the_ground():
    t = TURNS[2]
    assert ([(e.q, e.r, e.survivors) for e in of(2, E.BrawlEnded)], t["hits"][CATO], t["posture"][WIDO],
            t["at"][WIDO]) == ([(1, 6, [WIDO])], 10, "knocked", (1, 6))


def test_tft_110_the_other_three_brawls_go_on():
    t = TURNS[2]
    assert [t["posture"][e] for e in (AULUS, ULF, BALBUS, VIGO, DRUSUS, XENO)] == ["hth"] * 6


def test_tft_110_hth_die_log_equals_the_reference_log():
    assert diff(Replay.of(BATTLE), Replay.load(HERE / "hth-die.affray")).identical


def test_tft_110_hth_die_log_folds_and_verifies():
    rep = Replay.of(BATTLE)
    assert rep.fold() == BATTLE.state_dump()
    assert rep.verify() == len(BATTLE.events)
