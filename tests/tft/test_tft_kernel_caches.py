"""The kernel's caches on Melee battles (KER-22, KER-28): the cached digest equals the
from-scratch one through random-legal fights (every event) and a bench army (every round),
and the engagement graph kept with the fast writers equals a recomputation."""

import pytest

from affray.kernel import Battle, Replay
from affray.kernel.events import Checkpoint
from affray.kernel.scenario import decode
from affray.kernel.state import digest_of
from affray.systems.tft.stock.bench import army
from affray.systems.tft.tables.creatures import CREATURES
from affray.systems.tft.rules.engagement import recompute


def scenario():
    """Three men against a bear, a wolf and a giant snake in the open, random-legal."""
    men = [{"name": "Marcus", "side": "Men", "st": 12, "dx": 12, "armor": "leather",
            "weapons": ["broadsword", "dagger"], "shield": "large shield", "at": [-5, 0], "facing": 0},
           {"name": "Quill", "side": "Men", "st": 11, "dx": 13,
            "weapons": ["light crossbow", "main-gauche"], "at": [-5, 1], "facing": 0},
           {"name": "Pip", "side": "Men", "race": "halfling", "st": 6, "dx": 14,
            "weapons": ["sling", "dagger"], "at": [-6, 1], "facing": 0}]
    beasts = [{"name": r, "side": "Beasts", "race": r, "st": CREATURES[r].st, "dx": CREATURES[r].dx,
               "at": at, "facing": 3} for r, at in (("bear", [1, 0]), ("wolf", [1, 1]),
                                                    ("giant snake", [2, 0]))]
    return {"ruleset": "tft-melee", "name": "caches", "max_rounds": 30,
            "sides": [{"name": "Men", "policy": "random"}, {"name": "Beasts", "policy": "random"}],
            "combatants": men + beasts, "options": {"hth_consent": "ask"}}


@pytest.mark.parametrize("seed", range(4))
def test_ker_28_cached_digest_equals_from_scratch_in_random_melee(seed):
    b = Battle.from_scenario(scenario(), seed=seed)
    seen = []

    def check(index, ev):
        state = b.state
        assert state.digest() == digest_of(state.dump()), f"after event {index}"
        assert set(state.engagement.edges) == recompute(state), f"after event {index}"
        seen.append(index)
    b.ctx.observers.append(check)
    b.run()
    assert len(seen) == b.state.events


def test_ker_28_cached_digest_equals_from_scratch_in_a_bench_army():
    b = Battle.from_scenario(decode(army(40)), seed=5, max_rounds=25)
    rounds = []

    def check(index, ev):
        if type(ev) is Checkpoint:
            assert ev.digest == digest_of(b.state.dump()), f"round {ev.round}"
            rounds.append(ev.round)
    b.ctx.observers.append(check)
    b.run()
    assert len(rounds) == b.state.round
    Replay.of(b).fold()  # every checkpoint checked again by a fresh fold
