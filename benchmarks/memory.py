"""Peak memory of a large battle, its fold and its verify, each in a process of its own.

    python benchmarks/memory.py --n 1000 --n 5000            # tft-melee, seed 1000
    python benchmarks/memory.py --n 10000 --max-rounds 60    # a bounded run: says what it cut

For each N: the battle runs with the full log written to a file (`affray run` of the army
builder's scenario), then `Replay.fold()` and `Replay.verify()` read the log back, each in
a fresh process whose peak resident memory (`resource.getrusage(RUSAGE_SELF).ru_maxrss`,
what `/usr/bin/time -v` reports as "Maximum resident set size") is its own. Writes
`benchmarks/results/memory-<ruleset>.json` (merged with the sizes already there). Nothing
here asserts on a timing or a size; docs/performance.md quotes the results.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
SEED = 1000
LIMIT_MB = 1536  # the bound on each step's peak memory (docs/performance.md, "Targets")

_STEP = r"""
import json, os, resource, sys, time
step, ruleset_id, n, path, max_rounds = sys.argv[1:6]
from affray.kernel import Battle, Replay
from affray.kernel.bench import allow_army
allow_army(int(n))
from affray.kernel.ruleset import load
from affray.kernel.scenario import decode
t0 = time.perf_counter()
out = {}
if step == "run":
    rs = load(ruleset_id)
    sc = decode(rs.army(int(n)), rs)
    mr = int(max_rounds) if max_rounds != "-" else None
    b = Battle(sc, rs, "%d", out=path, keep_events=False, max_rounds=mr)
    b.run()
    standing = sum(1 for e in b.state.entities if b.state.alive(e))
    out = {"events": b.state.events, "rounds": b.state.round, "standing": standing,
           "outcome": list(b.outcome), "log_bytes": os.path.getsize(path)}
elif step == "fold":
    d = Replay.load(path).fold()
    out = {"round": d["round"]}
else:
    out = {"events": Replay.load(path).verify()}
out["seconds"] = time.perf_counter() - t0
out["peak_rss_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps(out))
""" % SEED


def step(name: str, ruleset: str, n: int, path: str, max_rounds: int | None) -> dict:
    got = subprocess.run([sys.executable, "-c", _STEP, name, ruleset, str(n), path,
                          str(max_rounds) if max_rounds else "-"],
                         capture_output=True, text=True)
    if got.returncode != 0:
        raise SystemExit(f"{name} at N = {n} failed:\n{got.stderr.strip()}")
    return json.loads(got.stdout.strip().splitlines()[-1])


def measure(ruleset: str, n: int, max_rounds: int | None, tmp: str, save) -> dict:
    """Run, fold and verify; `save(out)` records what is done after each step, so a
    measurement stopped part-way (hours at N = 10,000) keeps the steps that finished."""
    path = os.path.join(tmp, f"{ruleset}-{n}.affray")
    out: dict = {"n": n, "seed": SEED, "max_rounds": max_rounds}
    for name in ("run", "fold", "verify"):
        t0 = time.time()
        print(f"{ruleset} N = {n}: {name} ...", file=sys.stderr, flush=True)
        out[name] = step(name, ruleset, n, path, max_rounds)
        print(f"  {name}: {out[name]['peak_rss_mb']:.0f} MB, {time.time() - t0:.0f} s",
              file=sys.stderr, flush=True)
        if name != "verify":
            save(dict(out, unfinished=f"{name} done; the next step was still running"))
    run = out["run"]
    if max_rounds and run["outcome"][0] == "" and run["rounds"] >= max_rounds:
        out["cut"] = (f"stopped by --max-rounds {max_rounds} at round {run['rounds']} "
                      f"with {run['standing']} of {2 * n} standing")
    out["under_limit"] = all(out[s]["peak_rss_mb"] <= LIMIT_MB for s in ("run", "fold", "verify"))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ruleset", default="tft-melee")
    parser.add_argument("--n", type=int, action="append", required=True, metavar="N")
    parser.add_argument("--max-rounds", type=int, help="stop each battle after this round")
    parser.add_argument("--results", type=Path, default=RESULTS)
    parser.add_argument("--label", default="", help="a note kept with the results")
    args = parser.parse_args(argv)
    args.results.mkdir(parents=True, exist_ok=True)
    target = args.results / f"memory-{args.ruleset}.json"
    doc = json.loads(target.read_text()) if target.exists() else {"ruleset": args.ruleset,
                                                                   "runs": []}
    with tempfile.TemporaryDirectory() as tmp:
        def save(got: dict) -> None:
            got["label"] = args.label
            doc["runs"] = [r for r in doc["runs"] if r["n"] != got["n"]] + [got]
            doc["runs"].sort(key=lambda r: r["n"])
            target.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")

        for n in args.n:
            got = measure(args.ruleset, n, args.max_rounds, tmp, save)
            save(got)
            print(json.dumps(got), flush=True)
    print(f"wrote {target}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
