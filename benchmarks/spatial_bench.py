"""KER-26: cost per neighbour / zone-of-control query for 100, 1,000 and 10,000 combatants.

Combatants stand at a constant density (one per 4 square inches, two sides mixed), so a
flat cost per query means the index does not scan the whole field. Run:

    python benchmarks/spatial_bench.py

It prints a table and writes benchmarks/results/spatial.json. Timings are wall-clock and
vary by machine; nothing asserts on them.
"""

from __future__ import annotations

import json
import math
import platform
import sys
import time
from pathlib import Path

from affray.kernel.geometry.spatial import SpatialHash

SIZES = (100, 1_000, 10_000)
DENSITY = 4.0      # square inches per combatant
CELL = 4.0         # spatial hash cell size, inches
ZOC = 2.0          # the larger Starkpool zone of control
QUERIES = 2_000    # queries timed per measurement (cycling over the combatants)
REPEATS = 5        # best of


def _splitmix(seed: int):
    """A tiny deterministic generator (the benchmark must not depend on `random`)."""
    x = seed
    while True:
        x = (x + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = x
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        yield (z ^ (z >> 31)) / 2.0**64


def field(n: int) -> list[tuple[int, int, tuple[float, float]]]:
    """(id, side, position) for n combatants spread over a square of n * DENSITY."""
    side = math.sqrt(n * DENSITY)
    u = _splitmix(n)
    return [(i, i % 2, (next(u) * side, next(u) * side)) for i in range(n)]


def _per_query(fn, queries) -> float:
    """Best-of-REPEATS seconds per query."""
    best = math.inf
    for _ in range(REPEATS):
        t0 = time.perf_counter()
        for q in queries:
            fn(q)
        best = min(best, (time.perf_counter() - t0) / len(queries))
    return best


def measure(n: int) -> dict[str, float]:
    people = field(n)
    everyone = SpatialHash(CELL)
    by_side = [SpatialHash(CELL), SpatialHash(CELL)]
    side_of = {}
    for eid, s, pos in people:
        everyone.insert(eid, pos)
        by_side[s].insert(eid, pos)
        side_of[eid] = s
    queries = [people[i % n] for i in range(QUERIES)]
    positions = [(eid, p) for eid, _, p in people]

    def brute_nearest_enemy(q):
        eid, s, pos = q
        return min((math.dist(pos, p), e) for e, p in positions if side_of[e] != s)

    brute_queries = queries[:50]
    return {
        "combatants": n,
        "nearest_enemy_us": 1e6 * _per_query(
            lambda q: by_side[1 - q[1]].nearest(q[2], 1), queries),
        "nearest_enemy_predicate_us": 1e6 * _per_query(
            lambda q: everyone.nearest(q[2], 1, predicate=lambda e: side_of[e] != q[1]), queries),
        "zoc_within_2in_us": 1e6 * _per_query(lambda q: everyone.within(q[2], ZOC), queries),
        "nearest_5_us": 1e6 * _per_query(lambda q: everyone.nearest(q[2], 5), queries),
        "brute_force_nearest_enemy_us": 1e6 * _per_query(brute_nearest_enemy, brute_queries),
    }


def main() -> int:
    rows = [measure(n) for n in SIZES]
    cols = [k for k in rows[0] if k != "combatants"]
    print(f"{'combatants':>10} " + " ".join(f"{c:>28}" for c in cols))
    for r in rows:
        print(f"{r['combatants']:>10} " + " ".join(f"{r[c]:>28.2f}" for c in cols))
    out = {
        "benchmark": "KER-26 spatial index, microseconds per query (best of %d)" % REPEATS,
        "density_sq_in_per_combatant": DENSITY,
        "cell_size_in": CELL,
        "zoc_radius_in": ZOC,
        "python": sys.version.split()[0],
        "platform": platform.platform(),
        "results": rows,
    }
    path = Path(__file__).resolve().parent / "results" / "spatial.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(out, indent=2) + "\n")
    print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
