"""The mixed fuzz scenario (systems/tft/scenarios/mixed.toml): every weapon, armor, shield,
race and creature of Melee (the three-hex giant too), random-legal policies on both sides. Whatever they do,
no exception, every log verifies (a re-run gives the same events), the fold equals the live
state and every checkpoint matches. The default suite plays 40 seeds of 12 turns; `pytest --slow` 500 seeds
of the scenario's 40 turns.

Seeds cycle through the combat types (TFT-150..152: to the death, practice, none), and HTH
consent is asked (option hth_consent = "ask"), so brawls start between any two figures."""

import tomllib
from pathlib import Path

import pytest

from affray.kernel import Battle, Replay
from affray.kernel.events import Checkpoint
from affray.systems.tft.tables.creatures import CREATURES, RACES
from affray.systems.tft.tables.tft_tables import ARMOR, SHIELDS, WEAPONS

MIXED = Path(__file__).resolve().parents[2] / "systems" / "tft" / "scenarios" / "mixed.toml"
SCENARIO = tomllib.loads(MIXED.read_text())
COMBAT_TYPES = ("death", "practice", "none")


def _play(seed: int, max_rounds: int) -> None:
    sc = {**SCENARIO, "max_rounds": max_rounds,
          "options": {**SCENARIO["options"], "combat_type": COMBAT_TYPES[seed % 3]}}
    b = Battle.from_scenario(sc, seed=seed, strict=True)
    b.run()
    assert b.over
    rep = Replay.of(b)
    assert rep.fold() == b.state_dump()  # the fold checks every checkpoint on the way
    rounds = [e.round for e in b.events if isinstance(e, Checkpoint)]
    assert rounds == list(range(1, b.state.round + 1))
    assert rep.verify() == len(b.events)


def test_tft_mixed_scenario_has_every_weapon_armor_shield_race_and_creature():
    figs = SCENARIO["combatants"]
    carried = {w for c in figs for w in c["weapons"]}
    natural = {c.weapon for c in CREATURES.values()}
    assert set(WEAPONS) - natural <= carried
    assert set(ARMOR) == {c.get("armor", "none") for c in figs}
    assert set(SHIELDS) <= {c.get("shield") for c in figs}
    races = {c.get("race", "human") for c in figs}
    assert set(RACES) <= races
    assert set(CREATURES) <= races


@pytest.mark.parametrize("seed", range(40))
def test_tft_mixed_random_play_verifies_and_folds(seed):
    _play(seed, 12)  # short fights keep the default suite fast


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(40, 540))
def test_tft_mixed_random_play_verifies_and_folds_500_seeds(seed):
    _play(seed, SCENARIO["max_rounds"])
