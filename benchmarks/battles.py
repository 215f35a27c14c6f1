"""What the small-battle scripts share: stock and army scenarios, a battle played to its log
bytes, the hash of a log, and battles per second timed the same way for every ruleset."""

from __future__ import annotations

import hashlib
import io
import statistics
import time

from affray.kernel import Battle, matchup
from affray.kernel.log import as_format_2
from affray.kernel.ruleset import load as load_ruleset
from affray.kernel.scenario import decode


def stock(ruleset_id: str, text: str):
    ruleset = load_ruleset(ruleset_id)
    return decode(ruleset.build_stock(matchup.parse(text)), ruleset)


def army(ruleset_id: str, n: int):
    ruleset = load_ruleset(ruleset_id)
    return decode(ruleset.army(n), ruleset)


def everyone(sc, policy: str) -> dict[str, str]:
    """The policies that put every side of `sc` under `policy`."""
    return {s.name: policy for s in sc.sides}


def log_bytes(sc, seed, policies=None, **kw) -> bytes:
    """The whole log of one battle, written to memory (`kw`: max_rounds, strict...)."""
    buf = io.BytesIO()
    Battle.from_scenario(sc, seed=seed, policies=policies, out=buf, keep_events=False, **kw).run()
    return buf.getvalue()


def digest(blob: bytes) -> str:
    """The log's hash as the saved sets hold it: over its format-2 encoding, so a new log
    format (docs/log-format.md) leaves every set valid; only the events and header count."""
    return hashlib.blake2b(as_format_2(blob), digest_size=16).hexdigest()


def rates(play, seed0: int, seconds: float, reps: int) -> dict[str, float]:
    """Battles/s of `play(seed)` (seeds from `seed0` on, the same battles in every run): the
    median, min and max of `reps` runs of `seconds` each, by the wall clock and per CPU
    second of this process (steadier on a loaded machine). One battle first as a warm-up."""
    play(seed0)
    wall, cpu = [], []
    for _ in range(reps):
        n, seed, t0, c0 = 0, seed0, time.perf_counter(), time.process_time()
        while (time.perf_counter() - t0) < seconds or n == 0:
            play(seed)
            n += 1
            seed += 1
        wall.append(n / (time.perf_counter() - t0))
        cpu.append(n / (time.process_time() - c0))
    return {"battles_per_s": round(statistics.median(wall), 2),
            "min": round(min(wall), 2), "max": round(max(wall), 2),
            "battles_per_cpu_s": round(statistics.median(cpu), 2),
            "cpu_min": round(min(cpu), 2), "cpu_max": round(max(cpu), 2)}
