"""Sweep throughput (battles/s) against worker count; writes benchmarks/results/sweep.json.

    .venv/bin/python benchmarks/sweep_bench.py [--battles 200] [--workers 1,2]
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

from affray.kernel.sweep.runner import run_local
from affray.kernel.sweep.spec import Spec


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--battles", type=int, default=200)
    ap.add_argument("--workers", default="1,2")
    ap.add_argument("--matchup", default="{N} orc v 3 human")
    ap.add_argument("--ruleset", default="tft-melee")
    a = ap.parse_args()
    spec = Spec(a.matchup, a.ruleset, a.battles, "1", (("N", (3,)),))
    out = {"matchup": spec.matchup({"N": 3}), "ruleset": a.ruleset, "battles": a.battles,
           "cpus": os.cpu_count(), "runs": []}
    base = None
    for w in [int(x) for x in a.workers.split(",")]:
        t = time.perf_counter()
        rows = run_local(spec, workers=w, chunk_size=max(1, a.battles // (4 * w)))
        dt = time.perf_counter() - t
        rate = len(rows) / dt
        base = base or rate
        out["runs"].append({"workers": w, "seconds": round(dt, 3), "battles_per_s": round(rate, 1),
                            "efficiency": round(rate / (base * w), 3)})
        print(out["runs"][-1])
    Path(__file__).with_name("results").joinpath("sweep.json").write_text(
        json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
