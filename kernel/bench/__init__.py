"""The large-melee benchmark: two armies in formation fight to the end under the tactical
policies; we time it with the full log, the log in memory and no log, then fold and verify.

Each N runs in a fresh process, so its peak memory is its own. Figures are medians over the
repetitions (after a warm-up battle), with the spread (min and max) beside them.
"""

from __future__ import annotations

import hashlib
import io
import multiprocessing as mp
import os
import platform
import resource
import statistics
import sys
import tempfile
import time
from typing import Any, Callable

import msgspec

from ..battle import Battle
from ..compiled import compiled
from ..dice import Stream
from ..events import RoundStarted
from ..cli.progress import BattleProgress
from ..replay import Replay
from ..errors import AffrayError
from ..ruleset import available, load as load_ruleset
from ..scenario import decode

SEED_BASE = 1000


_BARS = False  # draw a progress bar per battle (set in the benchmark's process)


def _timed_run(sc, seed: int, out, label: str = "") -> tuple[float, Battle, int]:
    battle = Battle(sc, load_ruleset(sc.ruleset), str(seed), out=out, keep_events=False)
    turns = [0]

    def count(index: int, ev: Any) -> None:
        if type(ev) is RoundStarted:
            state = battle.state
            turns[0] += sum(1 for e in state.entities if state.alive(e))
    battle.ctx.observers.append(count)
    bar = BattleProgress(battle, label, console=_console() if _BARS else None)
    bar.enabled = _BARS
    with bar:
        t0 = time.perf_counter()
        battle.run()
        t = time.perf_counter() - t0
    return t, battle, turns[0]


def _console():
    from rich.console import Console
    return Console(stderr=True, force_terminal=True)


def _spread(values: list[float]) -> dict[str, float]:
    return {"median": statistics.median(values), "min": min(values), "max": max(values)}


def measure_n(ruleset_id: str, n: int, reps: int, peer: bool = True,
              max_rounds: int | None = None) -> dict[str, Any]:
    """All figures for one N (meant to run in its own process). `max_rounds` stops each
    battle after that round (the result's `cut` says so when it did)."""
    ruleset = load_ruleset(ruleset_id)
    _check_builder(ruleset)
    allow_army(n)
    sc = decode(ruleset.army(n), ruleset)
    if max_rounds is not None:
        sc = msgspec.structs.replace(sc, max_rounds=min(max_rounds, sc.max_rounds))
    _timed_run(decode(ruleset.army(min(n, 10)), ruleset), SEED_BASE - 1, None)  # warm-up
    seeds = [SEED_BASE + i for i in range(reps)]
    full, memory, off, fold, verify, turns, events, sizes, rounds, cut, read = ([] for _ in range(11))
    checksum = hashlib.blake2b(digest_size=16)
    with tempfile.TemporaryDirectory() as tmp:
        for seed in seeds:
            path = os.path.join(tmp, f"{seed}.affray")
            what = f"N={n} seed {seed}"
            t, b, ct = _timed_run(sc, seed, path, f"{what}: full log")
            full.append(t)
            turns.append(ct)
            events.append(b.state.events)
            rounds.append(b.state.round)
            with open(path, "rb") as fh:
                for block in iter(lambda: fh.read(1 << 20), b""):
                    checksum.update(block)
            rep = Replay.load(path)
            count = b.state.events
            frame_bytes = os.path.getsize(path) - rep._first - 4 * count  # less the CRCs
            sizes.append(frame_bytes / max(1, count))
            t0 = time.perf_counter()
            for _ in rep.items():  # reading and decoding alone, one pass
                pass
            read.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            rep.fold(check=False)  # streams: reading and decoding included
            fold.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            rep.verify()
            verify.append((time.perf_counter() - t0) / t)
            if b.outcome.winner == "" and b.state.round >= sc.max_rounds and max_rounds:
                cut.append(f"stopped by --max-rounds {sc.max_rounds} at round {b.state.round} "
                           f"(seed {seed}: {sum(1 for e in b.state.entities if b.state.alive(e))}"
                           f" of {len(b.state.entities)} standing)")
            del rep, b  # or the next repetition's load would overlap this one in peak_rss_mb
            memory.append(_timed_run(sc, seed, io.BytesIO(), f"{what}: log in memory")[0])
            off.append(_timed_run(sc, seed, None, f"{what}: no log")[0])
    ct, ev = statistics.median(turns), statistics.median(events)
    t_full = statistics.median(full)
    floor_s = _floor_time(ruleset, int(ct))
    result = {
        "n": n,
        "rules_version": ruleset.version,  # runs kept from older files say which rules they ran
        "reps": reps,
        "rounds": statistics.median(rounds),
        "combatant_turns": ct,
        "combatant_turns_per_s": ct / t_full,
        "events": ev,
        "events_per_s": ev / t_full,
        "events_per_combatant_turn": ev / ct if ct else None,
        "bytes_per_event": statistics.median(sizes),
        "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
        "seconds": {"full_log": _spread(full), "memory_log": _spread(memory), "no_log": _spread(off)},
        "log_cost_ratio": t_full / statistics.median(off),
        "memory_log_cost_ratio": statistics.median(memory) / statistics.median(off),
        "fold_events_per_s": ev / statistics.median(fold),
        "read_events_per_s": ev / statistics.median(read),
        "verify_ratio": statistics.median(verify),
        "floor_ratio": (t_full / ct) / floor_s if ct and floor_s else None,
        "floor_ns_per_exchange": floor_s * 1e9 if floor_s else None,
        "peer_ratio": None,
        "checksum": checksum.hexdigest(),
    }
    if max_rounds is not None:
        result["max_rounds"] = sc.max_rounds
    if cut:
        result["cut"] = "; ".join(cut)
    if peer:
        result.update(_peer(n, result["combatant_turns_per_s"]))
    return result


def _floor_time(ruleset, count: int) -> float | None:
    """Seconds per attack exchange of the ruleset's cheapest pure-Python loop."""
    if ruleset.floor is None or count <= 0:
        return None
    count = max(count, 100_000)
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        ruleset.floor(Stream("1", "floor"), count)
        best = min(best, time.perf_counter() - t0)
    return best / count


def _peer(n: int, ours: float) -> dict[str, Any]:
    try:
        from . import peer as bench_peer
        theirs = bench_peer.battlesim_steps_per_s(n)
    except ImportError:
        return {"peer_ratio": None, "peer": "battlesim not installed (pip install '.[peers]')"}
    except Exception as err:  # a peer that fails is reported, never fatal
        return {"peer_ratio": None, "peer": f"battlesim failed: {type(err).__name__}: {err}"}
    return {"peer_ratio": ours / theirs, "peer_steps_per_s": theirs, "peer": "battlesim"}


def _child(args: tuple[str, int, int, bool, int | None], queue, bars: bool = False) -> None:
    global _BARS
    _BARS = bars
    try:
        queue.put(("ok", measure_n(*args)))
    except BaseException as err:
        queue.put(("error", f"{type(err).__name__}: {err}"))


def allow_army(n: int) -> None:
    """The combatant bound (kernel/limits.py, 10,000 by default) guards scenarios from
    outside; the army builder's own 2N are let through in this (the benchmark's) process."""
    from ..limits import bound
    if 2 * n > bound("combatants"):
        os.environ["AFFRAY_MAX_COMBATANTS"] = str(2 * n)


def benchmarked() -> list[str]:
    """The ids of every ruleset with an army builder (the ones `run` can benchmark)."""
    out = []
    for rid in available():
        try:
            if load_ruleset(rid).army is not None:
                out.append(rid)
        except AffrayError:
            continue
    return out


def _check_builder(ruleset) -> None:
    if ruleset.army is None:
        others = ", ".join(benchmarked()) or "none"
        raise AffrayError(f"ruleset {ruleset.id} has no army builder (Ruleset.army), so it "
                          f"cannot be benchmarked; rulesets with one: {others}")


def run(ruleset_id: str, ns: list[int], reps: int = 3, peer: bool = True,
        progress: Callable[[str], None] | None = None, max_rounds: int | None = None,
        bars: bool = False) -> dict[str, Any]:
    """The benchmark document: machine, python, ruleset, seeds and one run per N.
    `bars`: each battle draws a progress bar on stderr (a terminal)."""
    _check_builder(load_ruleset(ruleset_id))
    ctx = mp.get_context("spawn")
    runs = []
    for n in ns:
        if progress:
            progress(f"N = {n} per side, {reps} repetition{'' if reps == 1 else 's'}")
        queue = ctx.Queue()
        proc = ctx.Process(target=_child, args=((ruleset_id, n, reps, peer, max_rounds), queue, bars))
        proc.start()
        status, payload = queue.get()
        proc.join()
        if status != "ok":
            raise RuntimeError(f"benchmark at N = {n} failed: {payload}")
        runs.append(payload)
    doc = describe_machine(ruleset_id)
    doc.update(seeds=[SEED_BASE + i for i in range(reps)], runs=runs)
    return doc


def describe_machine(ruleset_id: str) -> dict[str, Any]:
    """A benchmark document with no runs yet: machine, python, ruleset."""
    return {
        "machine": {"platform": platform.platform(), "machine": platform.machine(),
                    "processor": platform.processor(), "cpus": os.cpu_count()},
        "python": sys.version.split()[0],
        "compiled": compiled(),
        "ruleset": ruleset_id,
        "seeds": [],
        "runs": [],
    }


# -- small battles ---------------------------------------------------------------------------
SMALL_BATTLES = 200


def default_matchups(ruleset_id: str) -> tuple[str, ...]:
    """The ruleset's own small matchups (`Ruleset.bench_matchups`)."""
    found = tuple(load_ruleset(ruleset_id).bench_matchups)
    if not found:
        raise AffrayError(f"ruleset {ruleset_id} names no small matchups (Ruleset.bench_matchups); "
                          "give them with --small MATCHUP")
    return found


def small(ruleset_id: str, matchups: list[str], battles: int = SMALL_BATTLES,
          budget_s: float | None = None) -> dict[str, Any]:
    """Battles per second for small stock matchups, end to end: the matchup parsed, the
    stock built, the scenario decoded, the world built and the battle fought with its log
    kept in memory, seeds 1, 2, ... `battles_per_cpu_s` counts process time (one core);
    `budget_s` stops a matchup early (the figure says how many battles it ran). The
    checksum covers every log: it changes only when the battles change."""
    from .. import matchup as M

    ruleset = load_ruleset(ruleset_id)
    if ruleset.build_stock is None:
        raise AffrayError(f"ruleset {ruleset_id} has no stock figures (Ruleset.build_stock), "
                          "so it has no small-battle benchmark")
    out = []
    for text in matchups:
        def one(seed: int) -> bytes:
            sc = decode(ruleset.build_stock(M.parse(text)), ruleset)
            buf = io.BytesIO()
            battle = Battle(sc, ruleset, str(seed), out=buf, keep_events=False)
            battle.run()
            events.append(battle.state.events)
            return buf.getvalue()
        events: list[int] = []
        one(0)  # warm-up: imports, caches
        events.clear()
        checksum = hashlib.blake2b(digest_size=16)
        cpu0, wall0 = time.process_time(), time.perf_counter()
        done = 0
        for seed in range(1, battles + 1):
            checksum.update(one(seed))
            done += 1
            if budget_s is not None and time.perf_counter() - wall0 > budget_s:
                break
        cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
        out.append({"matchup": text, "rules_version": ruleset.version, "battles": done,
                    "battles_per_cpu_s": done / cpu, "battles_per_s": done / wall,
                    "events_per_battle": statistics.mean(events), "checksum": checksum.hexdigest()})
    return {"ruleset": ruleset_id, "small": out,
            "peak_rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}
