"""TFT-150, TFT-153 (with TFT-22, TFT-67, TFT-127): the recorded fight
replays/tft-melee/experience.toml, combat to the death (option combat_type = "death") between a
hobgoblin (ST + DX 20) and a man (24); the surviving hobgoblin earns 70 EP. Reference log:
experience.affray (regenerate as in test_tft_recorded_hth_die.py)."""

from pathlib import Path

from affray.kernel import Replay, diff
from affray.kernel.components import Vitals
from affray.systems.tft import events as E
from affray.systems.tft.testing import replay_turns

HERE = Path(__file__).resolve().parents[2] / "replays" / "tft-melee"
GRISHNAK, MARCUS = 1, 2


def _probe(st):
    return {"hits": (st.get(GRISHNAK, Vitals).hits, st.get(MARCUS, Vitals).hits),
            "dead": st.get(MARCUS, Vitals).dead,
            "ep": (st.condition(GRISHNAK, "ep", 0), st.condition(MARCUS, "ep", 0))}


BATTLE, TURNS = replay_turns(HERE / "experience.toml", _probe)


def awards(turn):
    return [(e.entity, e.amount, e.combat) for e in TURNS[turn]["events"] if isinstance(e, E.ExperienceAwarded)]


def test_tft_150_no_award_while_the_fight_goes_on():
    assert (TURNS[1]["hits"], awards(1), TURNS[1]["ep"]) == ((0, 5), [], (0, 0))


def test_tft_22_grishnak_wins_the_tie_and_kills_marcus_before_he_strikes():
    rolls = [(e.attacker, e.adj_dx, e.total, e.multiplier) for e in TURNS[2]["events"] if isinstance(e, E.AttackRolled)]
    assert (rolls, TURNS[2]["hits"][1], TURNS[2]["dead"]) == ([(GRISHNAK, 10, 3, 3)], 5 + 21, True)


def test_tft_153_superiority_4_is_more_than_3_so_the_survivor_earns_70():
    assert awards(2) == [(GRISHNAK, 70, "death")]


def test_tft_150_the_ep_total_is_kept_and_the_dead_earn_nothing():
    assert TURNS[2]["ep"] == (70, 0)


def test_tft_150_the_fight_ends_with_the_hobgoblins_winning():
    assert (BATTLE.outcome.winner, len(TURNS)) == ("Hobgoblins", 2)


def test_tft_150_experience_log_equals_the_reference_log():
    assert diff(Replay.of(BATTLE), Replay.load(HERE / "experience.affray")).identical


def test_tft_150_experience_log_folds_and_verifies():
    rep = Replay.of(BATTLE)
    assert rep.fold() == BATTLE.state_dump()
    assert rep.verify() == len(BATTLE.events)
