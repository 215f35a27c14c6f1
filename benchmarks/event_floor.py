"""The kernel's floor for a small battle: what its events cost with no rules and no policy.

    python benchmarks/event_floor.py [--ruleset R ...] [--battles 100] [--save FILE]

For each ruleset's small matchups (`Ruleset.bench_matchups`, 1 and 3 a side), battles with
seeds 1..K are played once and their events kept. Then, timed per CPU second of this
process, each battle's events are pushed again through what the kernel does for every
event of a real battle: the world built from the scenario, every event applied by its
reducer and written as a framed, checksummed record to an in-memory log. No rule runs and
no policy is asked, so `ceiling_battles_per_cpu_s` bounds what any speed-up of the rules
could reach while the log keeps every die and every choice as an event (docs/log-format.md). It is
set against the whole battle's own rate (`battles_per_cpu_s`) and the targets
(1,000 battles/s at 1 a side, 500 at 3 a side). Nothing here asserts on a timing.
"""

from __future__ import annotations

import argparse
import io
import json
import sys
import time
from pathlib import Path

from affray.kernel import Battle
from affray.kernel.battle import make_state
from affray.kernel.log import LogWriter
from affray.kernel.reducers import appliers, reducer_table
from affray.kernel.ruleset import load as load_ruleset
from affray.kernel.world import drop, inside

from battles import stock  # benchmarks/

TARGETS = {1: 1000, 3: 500}
RULESETS = ("tft-melee", "starkpool", "wfrp1e", "acks2", "destrier")


def _played(sc, seed: int):
    """(header, events) of one battle, its log kept in memory."""
    b = Battle(sc, load_ruleset(sc.ruleset), str(seed), out=io.BytesIO(), keep_events=True)
    b.run()
    return b.header, list(b.events)


def _again(ruleset, sc, header, events) -> None:
    """The kernel's work for these events: world, reducers, framed log records."""
    state = make_state(ruleset, sc)
    apply = appliers(reducer_table(ruleset))
    writer = LogWriter(io.BytesIO(), header, flush_each=False)
    sink = writer.event
    try:
        with inside(state.world):
            for index, ev in enumerate(events):
                sink(index, ev)
                fn = apply[type(ev)]
                if fn is not None:
                    fn(state, ev)
                state.events = index + 1
    finally:
        drop(state.world)


def measure(ruleset_id: str, text: str, battles: int) -> dict:
    ruleset = load_ruleset(ruleset_id)
    sc = stock(ruleset_id, text)
    games = [_played(sc, seed) for seed in range(1, battles + 1)]
    c0 = time.process_time()
    for seed in range(1, battles + 1):
        _played(sc, seed)
    whole = (time.process_time() - c0) / battles
    _again(ruleset, sc, *games[0])  # warm-up
    c0 = time.process_time()
    for header, events in games:
        _again(ruleset, sc, header, events)
    floor = (time.process_time() - c0) / battles
    events = sum(len(e) for _, e in games) / battles
    decided = sum(sum(1 for ev in e if type(ev).__name__ == "Decided") for _, e in games) / battles
    a_side = int(text.split()[0])  # the matchups are "k kind v k kind"
    target = TARGETS.get(a_side)
    return {"ruleset": ruleset_id, "rules_version": ruleset.version, "matchup": text,
            "battles": battles, "events_per_battle": round(events, 1),
            "decisions_per_battle": round(decided, 1),
            "battles_per_cpu_s": round(1 / whole, 1),
            "kernel_us_per_event": round(floor / events * 1e6, 2),
            "ceiling_battles_per_cpu_s": round(1 / floor, 1),
            "target": target,
            "target_us_per_event": round(1e6 / target / events, 2) if target else None}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--ruleset", action="append", help="repeatable (default: all five)")
    ap.add_argument("--battles", type=int, default=100)
    ap.add_argument("--save", type=Path, help="write the rows as JSON")
    a = ap.parse_args(argv)
    rows = []
    print("| ruleset | matchup | events | decisions | battles/s per core | kernel µs/event "
          "| kernel-only ceiling, battles/s | target | µs/event the target allows |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|")
    for rid in a.ruleset or RULESETS:
        for text in load_ruleset(rid).bench_matchups:
            r = measure(rid, text, a.battles)
            rows.append(r)
            print(f"| {rid} | {text} | {r['events_per_battle']:,.0f} "
                  f"| {r['decisions_per_battle']:,.0f} "
                  f"| {r['battles_per_cpu_s']:,.1f} | {r['kernel_us_per_event']:.2f} "
                  f"| {r['ceiling_battles_per_cpu_s']:,.0f} | {r['target']:,} "
                  f"| {r['target_us_per_event']:.2f} |", flush=True)
    if a.save:
        a.save.write_text(json.dumps({"rows": rows}, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
