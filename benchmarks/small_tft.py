"""Small Melee battles: battles/s and log hashes.

    python benchmarks/small_tft.py hashes [--save FILE] [--check FILE]
    python benchmarks/small_tft.py speed [--seconds S] [--reps R] [--save FILE]
    python benchmarks/small_tft.py one CASE [--battles K]

`hashes` plays a wide, fixed set of battles (the recorded fights in replays/tft-melee, the
default and mixed scenarios with seeds 1..12 under the tactical and random policies, stock
matchups, a giant, the bench army at N = 10 and 20) and prints the blake2b of each log;
`--check FILE` exits 1 if any differs from a saved set. Speed work must leave every hash
unchanged.

`speed` times whole battles (`--case`: 1v1, 3v3, default, random, nN) the way a sweep runs them (scenario already decoded, the battle
built, run to the end with the full log written to memory) and prints battles/s per core
(one process): wall-clock, and per CPU second of the process (steadier on a loaded machine).
Each figure is the median of R runs of S seconds. `one CASE` runs K battles of one case
(`1v1`, `3v3`, `default`, `random`, `n100`) for a profiler or an outside timer.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from affray.kernel.scenario import load as load_scenario

from battles import army, digest, everyone, log_bytes, rates, stock  # benchmarks/
from hashset import save_or_check

ROOT = Path(__file__).resolve().parent.parent
RULESET = "tft-melee"
MATCHUPS = [
    "1 human v 1 human",
    "1 orc v 1 human",
    "3 orc v 3 human",
    "2 orc, 1 wolf v 3 human",
    "1 giant v 4 human",
    "1 bear v 2 spearman",
    "2 archer v 2 elf",
    "1 dwarf v 1 halfling",
    "2 goblin, 1 hobgoblin v 1 gargoyle, 1 giant snake",
]
POLICIES = ["tactical", "random"]
SEEDS = range(1, 7)
SPEED_CASES = {"1 a side": "1 orc v 1 human", "3 a side": "3 orc v 3 human"}


def cases():
    """(name, scenario, seed, policies) for every battle whose log must not change."""
    for path in sorted((ROOT / "replays" / RULESET).glob("*.toml")):
        yield f"replay {path.name}", load_scenario(path), None, None
    for scen in ("default", "mixed"):
        sc = load_scenario(ROOT / "systems" / "tft" / "scenarios" / f"{scen}.toml")
        for pol in POLICIES:
            for seed in range(1, 13):
                yield f"{scen} | {pol} | {seed}", sc, seed, everyone(sc, pol)
    for text in MATCHUPS:
        sc = stock(RULESET, text)
        for pol in POLICIES:
            for seed in SEEDS:
                yield f"{text} | {pol} | {seed}", sc, seed, everyone(sc, pol)
    for n in (10, 20):
        sc = army(RULESET, n)
        for seed in (1000, 1001):
            yield f"army {n} | {seed}", sc, seed, None


def hashes() -> dict[str, str]:
    return {name: digest(log_bytes(sc, seed, pols)) for name, sc, seed, pols in cases()}


def _case(case: str):
    """(scenario, policies, first seed) of a named case: 1v1, 3v3, default, random, nN."""
    if case in ("1v1", "3v3"):
        return stock(RULESET, SPEED_CASES["1 a side" if case == "1v1" else "3 a side"]), None, 1
    if case in ("default", "random"):
        sc = load_scenario(ROOT / "systems" / "tft" / "scenarios" / "default.toml")
        return sc, everyone(sc, "random" if case == "random" else "tactical"), 1
    if case.startswith("n") and case[1:].isdigit():
        return army(RULESET, int(case[1:])), None, 1000
    raise SystemExit(f"unknown case {case!r}: 1v1, 3v3, default, random, nN")


def speed(seconds: float, reps: int, names=("1v1", "3v3")) -> dict:
    res = {}
    for case in names:
        sc, pols, seed0 = _case(case)
        label = SPEED_CASES.get({"1v1": "1 a side", "3v3": "3 a side"}.get(case, ""), case)
        res[case] = {"matchup": label,
                     **rates(lambda seed: log_bytes(sc, seed, pols), seed0, seconds, reps)}
    return res


def one(case: str, battles: int) -> None:
    """K battles of one case, seeds from the case's first, for a profiler or a timer."""
    sc, pols, seed0 = _case(case)
    for seed in range(seed0, seed0 + battles):
        log_bytes(sc, seed, pols)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    h = sub.add_parser("hashes")
    h.add_argument("--save")
    h.add_argument("--check")
    s = sub.add_parser("speed")
    s.add_argument("--seconds", type=float, default=3.0)
    s.add_argument("--reps", type=int, default=3)
    s.add_argument("--save")
    s.add_argument("--case", action="append", help="1v1, 3v3, default, random, nN (repeatable)")
    o = sub.add_parser("one")
    o.add_argument("case")
    o.add_argument("--battles", type=int, default=100)
    args = ap.parse_args(argv)
    if args.cmd == "one":
        one(args.case, args.battles)
        return 0
    if args.cmd == "hashes":
        return save_or_check(hashes(), args.save, args.check)
    res = speed(args.seconds, args.reps, args.case or ("1v1", "3v3"))
    for case, r in res.items():
        print(f"{case:7} {r['matchup']:16} {r['battles_per_s']:8.2f} battles/s "
              f"(min {r['min']}, max {r['max']}); {r['battles_per_cpu_s']:.2f} per CPU second "
              f"(min {r['cpu_min']}, max {r['cpu_max']})")
    if args.save:
        Path(args.save).write_text(json.dumps(res, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
