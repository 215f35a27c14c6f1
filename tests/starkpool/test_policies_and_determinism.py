"""The tactical policy plays the bundled battle to a result; logs are byte-identical across
processes and hash seeds; a host can drive a battle through the API."""
import os
import subprocess
import sys

import msgspec
import pytest

from affray.kernel import Battle, Replay
from affray.kernel.scenario import load
from affray.systems.starkpool import DEFAULT_SCENARIO, RULESET


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_tactical_sides_fight_the_default_battle_to_a_result(seed):
    b = Battle.from_scenario(DEFAULT_SCENARIO, seed=seed)
    assert b.run().winner in ("company", "warband")


def _digest(seed: int, hashseed: str) -> str:
    code = ("import hashlib,sys;from affray.kernel import Battle;"
            "from affray.kernel.log import encode_frame;"
            "from affray.systems.starkpool import DEFAULT_SCENARIO as D;"
            f"b=Battle.from_scenario(D, seed={seed}, "
            "policies={'company': 'random', 'warband': 'random'});"
            "b.run();h=hashlib.sha256();[h.update(encode_frame(e)) for e in b.events];"
            "print(h.hexdigest())")
    env = dict(os.environ, PYTHONHASHSEED=hashseed)
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, check=True).stdout.strip()


def test_logs_are_identical_across_processes_and_hash_seeds():
    assert _digest(5, "1") == _digest(5, "12345")


def test_a_host_can_drive_a_side_through_legal_options_and_submit():
    sc = msgspec.structs.replace(load(DEFAULT_SCENARIO), max_rounds=2)
    b = Battle.from_scenario(sc, seed=3, policies={"company": "host"})
    req = b.step()
    while req is not None or not b.over:
        if req is None:
            req = b.step()
            continue
        options = b.legal_options(req.actor)
        req = b.submit(req.actor, options[0])
    assert Replay.of(b).verify() == len(b.events)


def test_the_ruleset_is_registered_under_its_entry_point():
    from affray.kernel.ruleset import load
    assert load("starkpool") is RULESET
