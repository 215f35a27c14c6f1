"""ACKS II movement speed: log hashes and battles per CPU second.

    python benchmarks/acks2_movement.py hashes [--save FILE] [--check FILE]
    python benchmarks/acks2_movement.py speed [--reps R] [--label L] [--save FILE]

`hashes` plays a wide, fixed set of ACKS II battles (the replays/acks2 worked examples, the
default scenario with seeds 1..10 under the tactical policy and 21 seeds under the random
policy, stock matchups under both, the benchmark armies of 10 and 30) and prints the blake2b
of each log; `--check FILE` exits 1 if any differs from a saved set. Speed work must leave
every hash unchanged.

`speed` times, per CPU second of this one process (steadier than the wall clock on a shared
machine): random-policy battles of the default scenario (the fuzz test's battles), small
stock matchups under the tactical policy, the benchmark army at N = 10 and 50 a side, and
`movement.reachable` alone. Each figure is the median of R repetitions. Run it from any
checkout's interpreter to compare two versions: it uses only the public API.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
import sys
import time
from pathlib import Path

from affray.kernel import Battle
from affray.kernel.ruleset import load as load_ruleset
from affray.kernel.scenario import decode, load as load_scenario, read_data

from battles import army, digest, everyone, log_bytes, stock  # benchmarks/
from hashset import save_or_check

ROOT = Path(__file__).resolve().parent.parent
MATCHUPS = ["2 fighter-3 v 5 orc", "1 ogre v 3 fighter-1", "2 wolf v 2 thief-2",
            "1 dragon v 4 fighter-5", "1 stone-giant v 6 orc", "3 gnoll, 1 troll v 2 crusader-4, 1 mage-3",
            "2 hobgoblin, 2 goblin v 1 knight, 2 fighter-1", "1 warhorse, 2 orc-axe v 3 skeleton"]
SMALL = {"1 a side": "1 fighter-1 v 1 orc", "3 a side": "3 fighter-1 v 3 orc"}


def _default():
    return load_scenario(load_ruleset("acks2").default_scenario)


def _log(sc, seed, policy=None, max_rounds=None, strict=False) -> bytes:
    kw = {"strict": True} if strict else {}
    if max_rounds:
        kw["max_rounds"] = max_rounds
    return log_bytes(sc, seed, everyone(sc, policy) if policy else None, **kw)


def cases():
    for p in sorted((ROOT / "replays" / "acks2").glob("*.toml")):
        yield f"replay {p.name}", lambda p=p: _log(decode(read_data(p)), 1, strict=True)
    for s in range(1, 11):
        yield f"default tactical seed {s}", lambda s=s: _log(_default(), s)
    for s in range(1, 6):
        yield f"default random seed {s} 4 rounds", lambda s=s: _log(_default(), s, "random", 4)
    for s in range(16):
        yield f"default random seed {s}", lambda s=s: _log(_default(), s, "random", 40)
    yield "default random seed 200 100 rounds", lambda: _log(_default(), 200, "random", 100)
    for m in MATCHUPS:
        for s in (1, 2):
            yield f"{m} tactical seed {s}", lambda m=m, s=s: _log(stock("acks2", m), s)
        yield f"{m} random seed 3 3 rounds", lambda m=m: _log(stock("acks2", m), 3, "random", 3)
    for n in (10, 30):
        yield f"army {n} seed 1", lambda n=n: _log(army("acks2", n), 1)


def hashes(args) -> int:
    out = {}
    for name, play in cases():
        out[name] = digest(play())
        print(f"{out[name]}  {name}", flush=True)
    return save_or_check(out, args.save, args.check)


def _cpu(fn, reps):
    times = []
    for _ in range(reps):
        t = time.process_time()
        n = fn()
        times.append((time.process_time() - t) / n)
    return statistics.median(times)


def speed(args) -> int:
    from affray.systems.acks2.rules.movement import reachable
    reps = args.reps
    default = _default()
    res = {}

    def random_battles():
        for s in range(10):
            _log(default, s, "random", 40)
        return 10
    res["random default battles per cpu s"] = 1 / _cpu(random_battles, reps)
    for label, text in SMALL.items():
        sc = stock("acks2", text)

        def small(sc=sc):
            for s in range(20):
                _log(sc, s)
            return 20
        res[f"small {label} battles per cpu s"] = 1 / _cpu(small, reps)
    for n in (10, 50):
        sc = army("acks2", n)
        res[f"army {n} a side cpu s per battle"] = _cpu(lambda sc=sc: (_log(sc, 1000), 1)[1], reps)
    b = Battle.from_scenario(default, seed=1, out=io.BytesIO(), keep_events=False)
    b.step()  # set up, first round played: a world to search in

    def searches():
        for e in sorted(b.state.entities):
            reachable(b.state, e, 40)
            reachable(b.state, e, 120)
        return 2 * len(b.state.entities)
    res["reachable calls per cpu s"] = 1 / _cpu(searches, reps * 5)
    doc = {"label": args.label, "python": sys.version.split()[0], "reps": reps,
           "figures": {k: round(v, 4) for k, v in res.items()}}
    print(json.dumps(doc, indent=1))
    if args.save:
        path = Path(args.save)
        old = json.loads(path.read_text()) if path.exists() else {}
        old[args.label] = doc
        path.write_text(json.dumps(old, indent=1) + "\n")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    h = sub.add_parser("hashes")
    h.add_argument("--save")
    h.add_argument("--check")
    s = sub.add_parser("speed")
    s.add_argument("--reps", type=int, default=3)
    s.add_argument("--label", default="current")
    s.add_argument("--save")
    args = ap.parse_args(argv)
    return hashes(args) if args.cmd == "hashes" else speed(args)


if __name__ == "__main__":
    sys.exit(main())
