"""The rule text's worked examples, as recorded fights in replays/starkpool/ (SP-98, SP-99,
SP-103, SP-143)."""
from pathlib import Path

import pytest

from affray.kernel import Battle, Replay
from affray.systems.starkpool.events import BudgetSet
from affray.kernel.events import Damaged

FIGHTS = Path(__file__).resolve().parents[2] / "replays" / "starkpool"


def play(name):
    b = Battle.from_scenario(FIGHTS / name, strict=True)
    b.run()
    return b


def budgets(b, eid=1):
    return [e.attacks for e in b.events if isinstance(e, BudgetSet) and e.entity == eid]


def test_sp_98_sixth_level_fighter_has_2_attacks_then_6_once_the_bugbear_is_dead():
    assert budgets(play("fighter6_vs_hobgoblins_and_bugbear.toml")) == [2, 6]


def test_sp_143_a_natural_20_with_a_sword_does_10():
    b = play("fighter6_vs_hobgoblins_and_bugbear.toml")
    assert [e.amount for e in b.events if isinstance(e, Damaged)] == [10, 10]


def test_sp_99_fifth_level_scout_against_orcs_has_2_attacks():
    assert budgets(play("scout5_vs_orcs.toml")) == [2]


def test_sp_103_fourth_level_fighter_with_a_dagger_against_battle_axe_orcs_has_5():
    assert budgets(play("fighter4_dagger_vs_orcs.toml")) == [5]


@pytest.mark.parametrize("name", sorted(p.name for p in FIGHTS.glob("*.toml")))
def test_every_recorded_fight_replays_and_verifies(name):
    b = play(name)
    rep = Replay.of(b)
    assert rep.verify() == len(b.events) and rep.fold() == b.state_dump()
