"""Random-legal play on every ruleset's default scenario: no exception, every log verifies,
the fold of every log matches its checkpoints (`--slow` runs many more seeds)."""

import io
import os

import pytest

from affray.kernel import Battle, Replay
from affray.kernel.ruleset import available, load
from affray.kernel.scenario import load as load_scenario

RULESETS = [r for r in available() if r != "toy"]
# Seeds per chunk in the default run. A random-legal Destrier battle plays every card round
# of eleven figures for up to 40 turns (~1 s), and an ACKS II one of up to 40 rounds takes
# ~0.2 s of CPU (plus its verify and fold: 20 seeds ~10 s), so they get fewer seeds by default.
PER_CHUNK = {"destrier": 3, "acks2": 5}


def _default(rid):
    try:
        rs = load(rid)
    except Exception as err:  # noqa: BLE001 - a ruleset still being written
        pytest.skip(f"{rid} does not load yet: {err}")
    if rs.default_scenario is None:
        pytest.skip(f"{rid} has no default scenario yet")
    return load_scenario(rs.default_scenario)


def play(sc, seed, max_rounds=40):
    sides = {s.name: "random" for s in sc.sides}
    buf = io.BytesIO()
    b = Battle.from_scenario(sc, seed=seed, policies=sides, out=buf, max_rounds=max_rounds,
                             keep_events=True)
    b.run()
    rep = Replay.of(b)
    assert rep.frames == _frames(buf.getvalue(), rep)
    assert rep.verify() == len(b.events)
    assert rep.fold() == b.state_dump()
    return b


def _frames(blob, rep):
    from affray.kernel import log as L
    header, pos = L.read_header(blob, "fuzz")
    return L.read_frames(blob, pos, L.decoder(rep.ruleset), "fuzz").frames


@pytest.mark.parametrize("rid", RULESETS)
@pytest.mark.parametrize("chunk", range(4))
def test_ker_15_random_legal_default_battles_verify_and_fold(rid, chunk):
    sc = _default(rid)
    n = PER_CHUNK.get(rid, 50)  # 200 seeds in all unless named above
    for seed in range(chunk * n, chunk * n + n):
        play(sc, seed)


@pytest.mark.slow
@pytest.mark.parametrize("rid", RULESETS)
def test_random_legal_default_battles_many_seeds(rid):
    """`AFFRAY_FUZZ_BATTLES=10000 pytest --slow -k many_seeds` is the recorded long run."""
    sc = _default(rid)
    first = int(os.environ.get("AFFRAY_FUZZ_FIRST_SEED", "200"))  # to split a run over processes
    for seed in range(first, first + int(os.environ.get("AFFRAY_FUZZ_BATTLES", "1000"))):
        play(sc, seed, max_rounds=100)
