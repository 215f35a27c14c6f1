"""TFT-156: the book's combat example (Flavius vs Wulf) replays turn by turn.

The recorded fight is replays/tft-melee/flavius-vs-wulf.toml; its reference log is
flavius-vs-wulf.affray beside it. After a deliberate change to the events, regenerate it:
    python -c "from affray.kernel import Battle; Battle.from_scenario(
        'replays/tft-melee/flavius-vs-wulf.toml', out='replays/tft-melee/flavius-vs-wulf.affray').run()"
"""

from pathlib import Path

from affray.components.tft import Kit, Status
from affray.kernel import Battle, Replay, diff
from affray.kernel.components import Position, Vitals
from affray.systems.tft import events as E
from affray.systems.tft.rules.lookup import personal_adj_dx

HERE = Path(__file__).resolve().parents[2] / "replays" / "tft-melee"
FLAVIUS, WULF = 1, 2


def _play():
    b = Battle.from_scenario(HERE / "flavius-vs-wulf.toml", strict=True)
    turns = {}
    start = 0
    while not b.over:
        b.step()
        st = b.state
        turns[st.round] = {
            "events": b.events[start:],
            "hits": (st.get(FLAVIUS, Vitals).hits, st.get(WULF, Vitals).hits),
            "wulf_ready": st.get(WULF, Kit).ready,
            "wulf_at": (st.get(WULF, Position).x, st.get(WULF, Position).y),
            "flavius_at": (st.get(FLAVIUS, Position).x, st.get(FLAVIUS, Position).y),
            "wulf_down": st.get(WULF, Status).unconscious,
            "adj": (personal_adj_dx(st, FLAVIUS), personal_adj_dx(st, WULF)),
        }
        start = len(b.events)
    return b, turns


BATTLE, TURNS = _play()


def rolls(turn):
    return [(e.attacker, e.dice, e.adj_dx, e.total, e.hit) for e in TURNS[turn]["events"]
            if isinstance(e, E.AttackRolled)]


def order(turn):
    return [e.entities for e in TURNS[turn]["events"] if isinstance(e, E.AttackOrder)][0]


def test_tft_156_turn_1_the_arrow_does_7_and_2_get_through():
    assert ([(e.damage, e.stopped, e.hits) for e in TURNS[1]["events"] if isinstance(e, E.Struck)],
            TURNS[1]["hits"]) == ([(7, 5, 2)], (2, 0))


def test_tft_156_turn_1_no_range_penalty_at_8_hexes_2_megahexes():
    assert rolls(1) == [(WULF, 3, 10, 9, True)]


def test_tft_156_turn_2_a_dodge_forces_four_dice():
    assert rolls(2) == [(WULF, 4, 10, 16, False)]


def test_tft_156_turn_3_last_shot_for_4_gets_nothing_through():
    assert ([(e.damage, e.hits) for e in TURNS[3]["events"] if isinstance(e, E.Struck)],
            TURNS[3]["hits"]) == ([(4, 0)], (2, 0))


def test_tft_156_turn_3_flavius_moved_too_far_to_attack():
    assert order(3) == [WULF]


def test_tft_156_turn_4_wulf_drops_the_bow_and_readies_the_sword():
    dropped = [(e.weapon, e.q, e.r) for e in TURNS[4]["events"] if isinstance(e, E.CounterPlaced)]
    assert (dropped, TURNS[4]["wulf_ready"]) == ([("longbow", -2, 0)], "two-handed sword")


def test_tft_37_wulf_drops_the_bow_where_his_shift_ends_not_where_it_began():
    # "Wulf shifts again, drops the bow (he has to) and readies his two-handed sword"
    kinds = [type(e).__name__ for e in TURNS[4]["events"]]
    assert TURNS[4]["wulf_at"] != TURNS[3]["wulf_at"]
    assert kinds.index("CounterPlaced") > kinds.index("OptionTaken")


def test_tft_156_turn_4_only_flavius_attacks_and_misses_with_16():
    assert rolls(4) == [(FLAVIUS, 3, 8, 16, False)]


def test_tft_156_turn_5_wulf_first_then_flavius_hits_for_6():
    assert (rolls(5), TURNS[5]["hits"]) == (
        [(WULF, 3, 10, 13, False), (FLAVIUS, 3, 8, 8, True)], (2, 6))


def test_tft_156_turn_5_no_forced_retreat():
    assert [e for e in TURNS[5]["events"] if isinstance(e, E.ForcedRetreat)] == []


def test_tft_156_turn_6_wulf_at_adjdx_8_wins_the_tie_and_doubles():
    assert ([e.faces for e in TURNS[6]["events"] if getattr(e, "purpose", "") == "tie"], order(6),
            rolls(6)[0]) == ([[2], [5]], [WULF, FLAVIUS], (WULF, 3, 8, 4, True))


def test_tft_156_turn_6_ten_damage_five_through():
    assert ([(e.damage, e.stopped, e.hits) for e in TURNS[6]["events"] if isinstance(e, E.Struck)],
            TURNS[6]["hits"]) == ([(10, 5, 5)], (7, 6))


def test_tft_156_turn_7_flavius_at_6_defends_and_wulf_rolls_four_dice():
    assert (TURNS[6]["adj"][0], rolls(7)) == (6, [(WULF, 4, 10, 15, False)])


def test_tft_156_turn_8_wulf_at_12_hits_pushed_back_and_followed():
    t = TURNS[8]
    assert (t["hits"], t["wulf_at"], t["flavius_at"]) == ((7, 12), (-3, 1), (-2, 0))


def test_tft_156_turn_9_wulf_at_adjdx_5_strikes_after_flavius():
    assert (TURNS[8]["adj"][1], order(9)) == (5, [FLAVIUS, WULF])


def test_tft_156_turn_9_wulf_goes_down_before_his_attack():
    assert (rolls(9), TURNS[9]["hits"], TURNS[9]["wulf_down"]) == (
        [(FLAVIUS, 3, 8, 7, True)], (7, 13), True)


def test_tft_156_flavius_wins_with_7_hits():
    assert (BATTLE.outcome.winner, BATTLE.state.get(FLAVIUS, Vitals).hits, len(TURNS)) == ("Romans", 7, 9)


def test_tft_156_log_equals_the_reference_log():
    assert diff(Replay.of(BATTLE), Replay.load(HERE / "flavius-vs-wulf.affray")).identical


def test_tft_156_the_log_folds_and_verifies():
    rep = Replay.of(BATTLE)
    rep.fold()
    assert rep.verify() == len(BATTLE.events)
