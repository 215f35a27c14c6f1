"""Random-legal policies on a mixed scenario (missiles, spells, flasks, mounts, monsters,
morale, surprise): no exception, every log verifies, every checkpoint matches, and the
engagement graph always equals a recomputation from scratch (SP-68)."""
import msgspec
import pytest

from affray.kernel import Battle, Replay
from affray.kernel.scenario import decode, load
from affray.kernel.world import inside
from affray.systems.starkpool import DEFAULT_SCENARIO
from affray.systems.starkpool.rules.engagement import recompute

SMALL = ("Sir Aldo", "Archer 1", "Crossbowman", "Brother Ulf", "Mirela", "Tam", "Pikeman 1",
         "Gragh", "Orc 1", "Orc archer 1", "Hobgoblin 1", "Bugbear", "Ogre", "Wolf 1")


def mixed(seed: int, small: bool = True):
    sc = msgspec.to_builtins(load(DEFAULT_SCENARIO))
    if small:
        sc["combatants"] = [c for c in sc["combatants"] if c["name"] in SMALL]
        sc["max_rounds"] = 12
    for side in sc["sides"]:
        side["policy"] = "random"
    if seed % 3 == 0:
        sc["map"]["encounter"] = {"unaware": ["warband"], "stationary": ["company"]}
    if seed % 4 == 1:
        sc["map"]["environment"] = "dungeon"
        sc["map"]["sight"] = 18.0
    return decode(sc)


def fuzz(seed: int, small: bool = True) -> None:
    b = Battle.from_scenario(mixed(seed, small), seed=seed)
    mismatches = []

    def check(index, ev):
        if type(ev).__name__ == "Checkpoint":
            with inside(b.state.world):
                if sorted(b.state.engagement.edges) != sorted(recompute(b.state).edges):
                    mismatches.append(index)
    b.subscribe(check)
    b.run()
    rep = Replay.of(b)
    assert rep.verify() == len(b.events)
    assert rep.fold() == b.state_dump()
    assert mismatches == []


@pytest.mark.parametrize("seed", range(50))
def test_fuzz_random_legal_mixed_battle(seed):
    fuzz(seed)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(500))
def test_fuzz_random_legal_full_default_battle_slow(seed):
    fuzz(seed, small=False)
