"""End to end: the CLI fight and run, the default scenario, bench pieces, the engagement
graph against a recomputation, and random-legal fuzzing of a mixed scenario (firearms,
mounts, fliers): no exception, every log verifies, every checkpoint matches the fold."""

from __future__ import annotations

import subprocess
import sys

import pytest

from affray.kernel import Battle, Replay
from affray.kernel.ruleset import load
from affray.kernel.scenario import decode
from affray.kernel.testing import fight
from affray.components.wfrp1e import Fight

MIXED = [
    {"name": "Helmut", "side": "red", "at": [-4, 0], "stock": "human"},
    {"name": "Ragnerek", "side": "red", "at": [-20, 4], "stock": "archer"},
    {"name": "Pistolier", "side": "red", "at": [-10, -4], "stock": "pistolier"},
    {"name": "Knight", "side": "red", "at": [-6, 8], "stock": "human", "rides": "Horse",
     "kit": {"weapon": "Lance"}},
    {"name": "Horse", "side": "red", "at": [-6, 8], "stock": "horse"},
    {"name": "Brawler", "side": "red", "at": [-5, -8], "stock": "human", "kit": {"weapon": ""}},
    {"name": "G1", "side": "blue", "at": [4, 0], "facing": 180, "stock": "goblin"},
    {"name": "G2", "side": "blue", "at": [6, 3], "facing": 180, "stock": "goblin",
     "kit": {"missile": "Bomb", "loaded": 1}},
    {"name": "Bat", "side": "blue", "at": [8, -3, 5], "facing": 180, "stock": "giant bat"},
    {"name": "Ogre", "side": "blue", "at": [10, 6], "facing": 180, "stock": "ogre"},
    {"name": "Gunner", "side": "blue", "at": [14, -6], "facing": 180, "stock": "pistolier",
     "kit": {"missile": "Duck-foot", "loaded": 4}},
]


def engagement_from_scratch(state):
    edges = set()
    for e in state.entities:
        if state.alive(e):
            for o in state.get(e, Fight).foes:
                if state.alive(o):
                    edges.add((e, o))
    return edges


# odd seeds play a critical chart with forced flights and stuns (WFRP-52/73)
CHART = {"any": [[1, "flee:cautious"], [2, "stun:2"], [3, "flee"], [99, [[50, "none"], [100, "death"]]]]}


# every third seed: a hedge across the field, a wood and a rise (WFRP-56, WFRP-105)
TERRAIN = [{"kind": "hedge", "line": [0, -12, 0, 12]},
           {"kind": "wood", "area": [[8, -10], [16, -10], [16, 0], [8, 0]]},
           {"kind": "rise", "area": [[-12, -2], [-4, -2], [-4, 6], [-12, 6]], "height": 2.0}]


def fuzz(seeds, policy="random"):
    """Plays the seeds; returns the request kinds they asked."""
    kinds = set()
    for seed in seeds:
        b = fight("wfrp1e", MIXED, seed=seed, policy=policy, max_rounds=25,
                  options={"gm_creatures_parry": True},
                  tables={"critical": CHART} if seed % 2 else {},
                  map={"features": TERRAIN} if seed % 3 == 0 else None)
        b.run()
        assert set(b.state.engagement.edges) == engagement_from_scratch(b.state)
        Replay.of(b).verify()
        kinds |= {e.kind for e in b.events if type(e).__name__ == "Decided"}
    return kinds


# every request kind of the ruleset (docs/rulesets/wfrp1e.md, Choices)
KINDS = {"declare", "strike", "parry", "press", "aim", "free-blow", "pressure", "face-charger",
         "flight_rate", "evade-heading", "move-to", "kept-fire", "kept-close", "strike-first"}


# a strong unarmed brawler (random-legal) against a weak armed man (tactical): holds and
# pressure (WFRP-67/68), rare in the mixed scenario
BRAWL = [{"name": "Red", "side": "red", "at": [0.0, 0.0], "stock": "human",
          "kit": {"weapon": "", "shield": False}, "profile": {"S": 6, "WS": 80, "T": 6, "W": 30}},
         {"name": "Blue", "side": "blue", "at": [2.0, 0.0], "facing": 180, "stock": "human",
          "profile": {"S": 1, "Dex": 5, "WS": 10}}]


# bows against goblins closing from afar, rounds kept short (WFRP-112)
KEPT = [{"name": "Bow", "side": "red", "at": [0, 0], "stock": "archer",
         "kit": {"missile": "Normal Bow", "loaded": 0}},
        {"name": "Xbow", "side": "red", "at": [0, 4], "stock": "archer",
         "kit": {"missile": "Crossbow", "loaded": 0}},
        {"name": "G1", "side": "blue", "at": [72, 0], "facing": 180, "stock": "goblin"},
        {"name": "G2", "side": "blue", "at": [72, 12], "facing": 180, "stock": "goblin"}]


def brawls(seeds, combatants=BRAWL, policies=(("red", "random"), ("blue", "tactical")),
           **extra):
    kinds = set()
    for seed in seeds:
        b = fight("wfrp1e", combatants, seed=seed, policies=dict(policies),
                  max_rounds=15, **extra)
        b.run()
        Replay.of(b).verify()
        kinds |= {e.kind for e in b.events if type(e).__name__ == "Decided"}
    return kinds


def test_wfrp_fuzz_random_legal_mixed_scenario_verifies():
    # random-legal play reaches every request kind
    kept = brawls(range(2), KEPT, (("red", "random"), ("blue", "random")),
                  options={"timekeeping_side": 1})
    assert fuzz(range(40)) | brawls(range(12)) | kept == KINDS


@pytest.mark.slow
def test_wfrp_fuzz_random_legal_500_seeds():
    fuzz(range(500))


def test_wfrp_tactical_policy_plays_the_mixed_scenario():
    fuzz(range(5), policy="tactical")


def test_wfrp_cli_fight_plays_and_verifies(tmp_path):
    exe = [sys.executable, "-m", "affray.kernel.cli"]
    out = tmp_path / "f.affray"
    r = subprocess.run(exe + ["fight", "3 human v 4 goblin", "--ruleset", "wfrp1e", "--out", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    r = subprocess.run(exe + ["verify", str(out)], capture_output=True, text=True)
    assert r.returncode == 0 and "verified" in r.stdout
    r = subprocess.run(exe + ["fight", "3 human v 4 gobbo", "--ruleset", "wfrp1e", "--out", str(out)],
                       capture_output=True, text=True)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


def test_wfrp_default_scenario_and_bench_pieces():
    rs = load("wfrp1e")
    b = Battle.from_scenario(rs.default_scenario, seed=3, strict=True)
    b.run()
    assert b.outcome is not None
    army = decode(rs.army(6), rs)
    assert len(army.combatants) == 12
    from affray.kernel.dice import Stream
    assert rs.floor(Stream("1", "floor"), 100) >= 0


def test_wfrp_same_seed_same_bytes_in_another_process():
    code = ("from affray.kernel.testing import fight;import hashlib,msgspec;"
            "b=fight('wfrp1e',%r,seed=7,policy='random',max_rounds=10);b.run();"
            "print(hashlib.sha256(b''.join(msgspec.msgpack.encode(e) for e in b.events)).hexdigest())" % MIXED)
    outs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           env={"PYTHONHASHSEED": h, "PATH": ""}).stdout for h in ("1", "2")}
    assert len(outs) == 1 and len(next(iter(outs))) == 65


def test_wfrp_tactical_policy_closes_and_the_default_battle_ends():
    """Out of contact, 'fight' only stands ready: a tactical side must close in, or two lines
    8 yards apart stand still for every round."""
    from affray.kernel import Battle
    from affray.kernel.ruleset import load
    from affray.kernel.scenario import load as load_scenario
    sc = load_scenario(load("wfrp1e").default_scenario)
    for seed in (1, 2, 3):
        b = Battle.from_scenario(sc, seed=seed)
        b.run()
        assert b.state.ended is not None and b.state.round < sc.max_rounds, seed
