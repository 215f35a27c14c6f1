"""The random-legal policy reaches every request kind the players' choices of Melee's
section reading added: the route of a move, the HTH choices, a gargoyle's flight, skipping
the initiative roll and trading EP (docs/rulesets/tft-melee.md, "Choices")."""

import tomllib
from pathlib import Path

from affray.kernel import Battle
from affray.kernel.events import Decided
from affray.kernel.testing import scenario

MIXED = Path(__file__).resolve().parents[2] / "systems" / "tft" / "scenarios" / "mixed.toml"
SCENARIO = tomllib.loads(MIXED.read_text())
IN_THE_MELEE = {"route", "hth-consent", "hth-dagger", "hth-weapon", "fly", "skip-initiative"}


def kinds(sc, seed):
    b = Battle.from_scenario(sc, seed=seed, strict=True)
    b.run()
    return b, {e.kind for e in b.events if isinstance(e, Decided)}


def test_random_legal_mixed_melees_reach_every_new_kind():
    sc = {**SCENARIO, "options": {**SCENARIO["options"], "initiative_agreement": "ask"}}
    seen: set[str] = set()
    for seed in range(1, 9):
        seen |= kinds(sc, seed)[1] & IN_THE_MELEE
        if seen == IN_THE_MELEE:
            break
    assert seen == IN_THE_MELEE


def test_random_legal_survivors_trade_their_ep():
    """A fight going on whose last enemy is already down: it ends with the first turn."""
    figs = [{"name": "A", "side": "red", "st": 12, "dx": 12, "at": [0, 0], "weapons": ["broadsword"],
             "conditions": {"ep": 60}},
            {"name": "B", "side": "blue", "st": 12, "dx": 12, "at": [3, 0], "hits": 11}]
    sc = scenario("tft-melee", figs, options={"combat_type": "death"}, round=1)
    for side in sc["sides"]:
        side["policy"] = "random"
    seen = kinds(sc, 1)[1]
    assert "trade-ep" in seen
