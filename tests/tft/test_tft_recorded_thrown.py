"""TFT-87 (with TFT-85, TFT-88): the recorded fight replays/tft-melee/thrown-flies-on.toml, a
javelin that misses and hits an enemy beyond, and a spear that misses, flies past a friend and
comes to rest 10 hexes beyond its target. Reference log: thrown-flies-on.affray (regenerate as
in test_tft_recorded_hth_die.py)."""

from pathlib import Path

from affray.components.tft import Kit
from affray.kernel import Replay, diff
from affray.kernel.components import Vitals
from affray.systems.tft import events as E
from affray.systems.tft.testing import replay_turns

HERE = Path(__file__).resolve().parents[2] / "replays" / "tft-melee"
HASTA, PILUM, FAUSTUS, XERXES, YAZATA, ZOPYRUS = range(1, 7)


def _probe(st):
    return {"hits": {e: st.get(e, Vitals).hits for e in range(1, 7)},
            "ready": {e: st.get(e, Kit).ready for e in (HASTA, PILUM)},
            "carried": {e: list(st.get(e, Kit).carried) for e in (HASTA, PILUM)}}


BATTLE, TURNS = replay_turns(HERE / "thrown-flies-on.toml", _probe)
EVENTS = TURNS[1]["events"]


def rolls(thrower):
    return [(e.target, e.adj_dx, e.total, e.hit) for e in EVENTS
            if isinstance(e, E.AttackRolled) and e.attacker == thrower]


def purposes():
    return [e.purpose for e in EVENTS if type(e).__name__ == "Rolled"]


def test_tft_87_the_javelin_misses_xerxes_at_3_then_yazata_at_5_is_rolled_for_at_minus_5():
    assert rolls(HASTA) == [(XERXES, 13 - 3, 14, False), (YAZATA, 13 - 5, 6, True)]


def test_tft_88_the_javelin_does_its_damage_and_falls_in_yazatas_hex():
    assert ([(e.target, e.damage, e.hits) for e in EVENTS if isinstance(e, E.Struck)],
            [(e.weapon, e.q, e.r) for e in EVENTS if isinstance(e, E.CounterPlaced) and e.entity == HASTA],
            TURNS[1]["hits"][YAZATA]) == ([(YAZATA, 4, 4)], [("javelin", 5, 0)], 4)


def test_tft_87_a_friend_on_the_line_is_rolled_for_to_miss_with_his_own_range():
    assert (rolls(PILUM), purposes()[-2:]) == ([(ZOPYRUS, 12 - 4, 13, False), (FAUSTUS, 12 - 7, 5, False)],
                                               ["hit", "miss"])


def test_tft_87_the_spear_that_hits_nobody_rests_10_hexes_beyond_its_target():
    assert ([(e.weapon, e.q, e.r) for e in EVENTS if isinstance(e, E.CounterPlaced) and e.entity == PILUM],
            TURNS[1]["hits"][FAUSTUS], TURNS[1]["hits"][ZOPYRUS]) == ([("spear", -10, 3)], 0, 0)


def test_tft_88_neither_thrower_has_his_weapon_any_more():
    assert (TURNS[1]["ready"], TURNS[1]["carried"]) == (
        {HASTA: "", PILUM: ""}, {HASTA: ["dagger"], PILUM: ["dagger"]})


def test_tft_87_thrown_log_equals_the_reference_log():
    assert diff(Replay.of(BATTLE), Replay.load(HERE / "thrown-flies-on.affray")).identical


def test_tft_87_thrown_log_folds_and_verifies():
    rep = Replay.of(BATTLE)
    assert rep.fold() == BATTLE.state_dump()
    assert rep.verify() == len(BATTLE.events)
