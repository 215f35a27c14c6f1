"""Small Starkpool battles: battles/s and log hashes.

    python benchmarks/small_starkpool.py hashes [--save FILE] [--check FILE]
    python benchmarks/small_starkpool.py speed [--seconds S] [--reps R] [--save FILE]
    python benchmarks/small_starkpool.py calls [--battles N] [--save FILE]

`hashes` plays a wide, fixed set of battles (the worked-example replays, the default scenario
with seeds 1..12, stock matchups under the tactical and random policies) and prints the
blake2b of each log; `--check FILE` exits 1 if any differs from a saved set. Speed work must
leave every hash unchanged.

`speed` times whole battles the way a sweep runs them (scenario already decoded, the battle
built, run to the end with the full log written to memory), for 1 a side and 3 a side, and
prints battles/s per core (one process): wall-clock, and per CPU second of the process (steadier
on a loaded machine). Each figure is the median of R runs of S seconds.

`calls` counts the Python function calls of the same battles (seeds 1..N, under cProfile):
a measure of the work done that the machine's load does not change, to set beside `speed`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import msgspec

from affray.kernel.scenario import decode as decode_scenario, load as load_scenario

from battles import digest, everyone, log_bytes, rates, stock  # benchmarks/
from hashset import save_or_check

ROOT = Path(__file__).resolve().parent.parent
RULESET = "starkpool"
MATCHUPS = [
    "1 fighter v 1 fighter",
    "3 fighter v 3 orc",
    "1 fighter-3 v 2 orc",
    "2 man-at-arms, 1 archer v 3 goblin",
    "1 magic-user-3, 1 cleric-2 v 2 hobgoblin",
    "1 lancer v 1 ogre",
    "2 scout-2 v 1 bugbear, 2 kobold",
    "1 fighter-4 v 1 troll",
]
POLICIES = ["tactical", "random"]
SEEDS = range(1, 7)
SPEED_CASES = {"1 a side": "1 fighter v 1 fighter", "3 a side": "3 fighter v 3 orc"}


def cases():
    """(name, scenario, seed, policies) for every battle whose log must not change."""
    for path in sorted((ROOT / "replays" / RULESET).glob("*.toml")):
        yield f"replay {path.name}", load_scenario(path), None, None
    default = load_scenario(ROOT / "systems" / RULESET / "scenarios" / "default.toml")
    for seed in range(1, 13):
        yield f"default seed {seed}", default, seed, None
    data = msgspec.to_builtins(default)
    for seed in range(16):          # random-legal mixed battles: spells, flasks, surprise, dark
        sc = dict(data, sides=[dict(s, policy="random") for s in data["sides"]],
                  map=dict(data["map"]))
        if seed % 3 == 0:
            sc["map"]["encounter"] = {"unaware": ["warband"], "stationary": ["company"]}
        if seed % 4 == 1:
            sc["map"]["environment"], sc["map"]["sight"] = "dungeon", 18.0
        yield f"default random-legal seed {seed}", decode_scenario(sc), seed, None
    for text in MATCHUPS:
        sc = stock(RULESET, text)
        for pol in POLICIES:
            for seed in SEEDS:
                yield f"{text} | {pol} | {seed}", sc, seed, everyone(sc, pol)


def hashes() -> dict[str, str]:
    return {name: digest(log_bytes(sc, seed, pols)) for name, sc, seed, pols in cases()}


def speed(seconds: float, reps: int) -> dict:
    return {label: {"matchup": text, **rates(lambda seed: log_bytes(sc, seed), 1, seconds, reps)}
            for label, text in SPEED_CASES.items() for sc in (stock(RULESET, text),)}


def calls(battles: int) -> dict:
    import cProfile
    import pstats
    res = {}
    for label, text in SPEED_CASES.items():
        sc = stock(RULESET, text)
        log_bytes(sc, 1)
        prof = cProfile.Profile()
        prof.enable()
        for seed in range(1, battles + 1):
            log_bytes(sc, seed)
        prof.disable()
        res[label] = {"matchup": text, "battles": battles,
                      "calls_per_battle": round(pstats.Stats(prof).total_calls / battles)}
    return res


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
    c = sub.add_parser("calls")
    c.add_argument("--battles", type=int, default=100)
    c.add_argument("--save")
    args = ap.parse_args(argv)
    if args.cmd == "hashes":
        return save_or_check(hashes(), args.save, args.check)
    if args.cmd == "calls":
        res = calls(args.battles)
        for label, r in res.items():
            print(f"{label:9} {r['matchup']:24} {r['calls_per_battle']:8d} calls a battle")
        if args.save:
            Path(args.save).write_text(json.dumps(res, indent=1) + "\n")
        return 0
    res = speed(args.seconds, args.reps)
    for label, r in res.items():
        print(f"{label:9} {r['matchup']:24} {r['battles_per_s']:8.1f} battles/s "
              f"(min {r['min']}, max {r['max']}); {r['battles_per_cpu_s']:.1f} per CPU second")
    if args.save:
        Path(args.save).write_text(json.dumps(res, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
