"""TFT-21, TFT-96 (with TFT-127): the recorded fight replays/tft-melee/two-arrows.toml, a small
bow at adjDX 15 shooting twice in one turn, the second arrow after everyone's first attack, and
once the next turn at adjDX 13. Reference log: two-arrows.affray (regenerate as in
test_tft_recorded_hth_die.py)."""

from pathlib import Path

from affray.kernel import Replay, diff
from affray.kernel.components import Vitals
from affray.systems.tft import events as E
from affray.systems.tft.rules.lookup import personal_adj_dx
from affray.systems.tft.testing import replay_turns

HERE = Path(__file__).resolve().parents[2] / "replays" / "tft-melee"
SAGITTA, FUNDA, ARCUS = 1, 2, 3


def _probe(st):
    return {"hits": tuple(st.get(e, Vitals).hits for e in (1, 2, 3)),
            "adj": tuple(personal_adj_dx(st, e) for e in (1, 2, 3))}


BATTLE, TURNS = replay_turns(HERE / "two-arrows.toml", _probe)


def order(turn):
    return [e.entities for e in TURNS[turn]["events"] if isinstance(e, E.AttackOrder)][0]


def shots(turn):
    return [(e.attacker, e.target, e.adj_dx, e.total, e.hit) for e in TURNS[turn]["events"]
            if isinstance(e, E.AttackRolled)]


def test_tft_21_archer_at_15_then_enemies_at_12_and_10_then_the_second_arrow():
    assert order(1) == [SAGITTA, FUNDA, ARCUS, SAGITTA]


def test_tft_21_the_two_arrows_go_at_different_targets_at_adjdx_15():
    assert [s for s in shots(1) if s[0] == SAGITTA] == [(SAGITTA, FUNDA, 15, 11, True), (SAGITTA, ARCUS, 15, 9, True)]


def test_tft_21_the_second_arrow_comes_after_arcus_has_hit_her():
    assert ([s[0] for s in shots(1)], TURNS[1]["hits"]) == ([SAGITTA, FUNDA, ARCUS, SAGITTA], (5, 2, 5))


def test_tft_96_adjdx_15_small_bow_two_shots_adjdx_13_one():
    assert ([s[0] for s in shots(1)].count(SAGITTA), TURNS[1]["adj"][0], order(2),
            [s[0] for s in shots(2)].count(SAGITTA)) == (2, 13, [SAGITTA, FUNDA, ARCUS], 1)


def test_tft_127_five_hits_cost_2_dx_the_next_turn():
    assert [(s[0], s[2]) for s in shots(2)] == [(SAGITTA, 13), (FUNDA, 12), (ARCUS, 8)]


def test_tft_21_two_arrows_log_equals_the_reference_log():
    assert diff(Replay.of(BATTLE), Replay.load(HERE / "two-arrows.affray")).identical


def test_tft_21_two_arrows_log_folds_and_verifies():
    rep = Replay.of(BATTLE)
    assert rep.fold() == BATTLE.state_dump()
    assert rep.verify() == len(BATTLE.events)
