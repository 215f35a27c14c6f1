"""The benchmark's Markdown: the tables `run.py` prints after a run, and the tables of
today's figures in docs/performance.md, made from the files in benchmarks/results/ alone.

    python benchmarks/run.py --table-only     # rewrite the page's tables, run nothing

The page's tables sit between two marker lines (`BEGIN`, `END`); everything between them
is replaced, nothing else in the page is touched. The same results give the same text, so
`tests/test_performance_doc.py` can check that the page says what the files say.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

BEGIN = "<!-- figures: written by `python benchmarks/run.py --table-only`; do not edit -->"
END = "<!-- end of figures -->"

SMALL_TARGETS = {1: 1000, 3: 500}  # battles/s per core for 1 and 3 a side
MEMORY_LIMIT_MB = 1536
# The targets, checked on every document (docs/performance.md, "Targets").
FLAT_RATIO = 1.5          # cost at N = 5,000 at most 1.5 x cost at N = 100
LOG_RATIO = 1.3           # full log at most 1.3 x logging off
FOLD_EVENTS_PER_S = 1_000_000
BYTES_PER_EVENT = 16
TURNS_PER_S_AT_1000 = 20_000
PEER_RATIO_AT_1000 = 0.2


def cost_us(run: dict[str, Any]) -> float | None:
    """Microseconds per combatant-turn, full log (the median repetition's throughput)."""
    rate = run.get("combatant_turns_per_s")
    return 1e6 / rate if rate else None


def _at(doc: dict[str, Any], n: int) -> dict[str, Any] | None:
    return next((r for r in doc["runs"] if r["n"] == n), None)


def _fmt(value: float | None, spec: str) -> str:
    return "-" if value is None else format(value, spec)


def _rules(row: dict[str, Any]) -> str:
    return row.get("rules_version") or "unrecorded"


def targets(doc: dict[str, Any]) -> list[tuple[str, str, str, bool | None]]:
    """(target, measured, wanted, met) for the targets; met is None if not measured."""
    rows: list[tuple[str, str, str, bool | None]] = []
    small, big, mid = _at(doc, 100), _at(doc, 5000), _at(doc, 1000)
    low, high = (cost_us(small) if small else None), (cost_us(big) if big else None)
    ratio = high / low if low and high else None
    rows.append(("cost N=5,000 / cost N=100", _fmt(ratio, ".2f"), f"<= {FLAT_RATIO}",
                 None if ratio is None else ratio <= FLAT_RATIO))
    runs = doc["runs"]
    worst_log = max((r["log_cost_ratio"] for r in runs), default=None)
    rows.append(("full log / logging off (worst N)", _fmt(worst_log, ".2f"), f"<= {LOG_RATIO}",
                 None if worst_log is None else worst_log <= LOG_RATIO))
    worst_fold = min((r["fold_events_per_s"] for r in runs), default=None)
    rows.append(("fold, events/s (worst N)", _fmt(worst_fold, ",.0f"),
                 f">= {FOLD_EVENTS_PER_S:,}",
                 None if worst_fold is None else worst_fold >= FOLD_EVENTS_PER_S))
    worst_size = max((r["bytes_per_event"] for r in runs), default=None)
    rows.append(("bytes per event (worst N)", _fmt(worst_size, ".1f"), f"<= {BYTES_PER_EVENT}",
                 None if worst_size is None else worst_size <= BYTES_PER_EVENT))
    if doc["ruleset"] != "tft-melee":  # the throughput and peer targets are Melee's
        return rows
    turns = mid["combatant_turns_per_s"] if mid else None
    rows.append(("combatant-turns/s at N=1,000", _fmt(turns, ",.0f"),
                 f">= {TURNS_PER_S_AT_1000:,}", None if turns is None
                 else turns >= TURNS_PER_S_AT_1000))
    peer = mid.get("peer_ratio") if mid else None
    rows.append(("x battlesim at N=1,000", _fmt(peer, ".2f"), f">= {PEER_RATIO_AT_1000}",
                 None if peer is None else peer >= PEER_RATIO_AT_1000))
    return rows


def _verdict(met: bool | None) -> str:
    return "-" if met is None else "yes" if met else "no"


def _a_side(matchup: str) -> int | None:
    """How many a side a matchup like '3 orc v 3 human' has, when both sides have the same."""
    from affray.kernel.matchup import parse
    counts = {sum(c for c, _ in side) for side in parse(matchup)}
    return counts.pop() if len(counts) == 1 else None


def _small_rows(small: list[dict[str, Any]], ruleset: str | None = None) -> list[str]:
    out = []
    for r in small:
        want = SMALL_TARGETS.get(_a_side(r["matchup"]))
        met = None if want is None else r["battles_per_cpu_s"] >= want
        lead = f"| {ruleset} | {r['matchup']} | {_rules(r)} " if ruleset else f"| {r['matchup']} "
        out.append(f"{lead}| {r['battles_per_cpu_s']:,.1f} | {r['events_per_battle']:,.0f} "
                   f"| {r['battles']} | {'-' if want is None else f'{want:,}'} "
                   f"| {_verdict(met)} |")
    return out


def markdown(doc: dict[str, Any]) -> str:
    """One benchmark document's results and targets, as `run.py` prints them after a run."""
    m = doc["machine"]
    out = [f"`{doc['ruleset']}` on {m['machine']} ({m['cpus']} CPUs, {m['platform']}), "
           f"Python {doc['python']}, {len(doc['seeds'])} repetitions (medians).", ""]
    out += [f"N = {r['n']:,}: {r['cut']}" for r in doc["runs"] if r.get("cut")]
    out += ["",
            "| N | rules | combatant-turns/s | µs per turn | events/turn | B/event | peak RSS MB "
            "| log × | fold events/s | verify × | floor × | × battlesim |",
            "|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in doc["runs"]:
        out.append(
            f"| {r['n']:,} | {_rules(r)} "
            f"| {r['combatant_turns_per_s']:,.0f} | {cost_us(r):.1f} "
            f"| {_fmt(r.get('events_per_combatant_turn'), '.1f')} | {r['bytes_per_event']:.1f} "
            f"| {r['peak_rss_mb']:.0f} | {r['log_cost_ratio']:.2f} "
            f"| {r['fold_events_per_s']:,.0f} | {r['verify_ratio']:.2f} "
            f"| {_fmt(r.get('floor_ratio'), '.0f')} | {_fmt(r.get('peer_ratio'), '.2f')} |")
    if doc.get("small"):
        out += ["", "| small matchup | battles/s per core | events per battle | battles | target "
                "| met |", "|---|---:|---:|---:|---:|:---:|"]
        out += _small_rows(doc["small"])
    out += ["", "| target | measured | wanted | met |", "|---|---:|---:|:---:|"]
    out += [f"| {name} | {value} | {wanted} | {_verdict(met)} |"
            for name, value, wanted, met in targets(doc)]
    return "\n".join(out)


# ---------------------------------------------------------------------------- the page


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def canonical(results: Path) -> list[dict[str, Any]]:
    """Each ruleset's own document, `<ruleset>.json` (the file `run.py` writes), by id."""
    docs = []
    for path in sorted(results.glob("*.json")):
        doc = _read(path)
        if isinstance(doc, dict) and doc.get("ruleset") == path.stem and "machine" in doc \
                and isinstance(doc.get("runs"), list):
            docs.append(doc)
    return docs


def _machines(docs: list[dict[str, Any]]) -> str:
    seen = sorted({f"{d['machine']['machine']}, {d['machine']['cpus']} CPUs, "
                   f"Python {d['python']}" for d in docs})
    return "; ".join(seen)


def large_table(docs: list[dict[str, Any]]) -> list[str]:
    out = [f"**Large melees** (`affray bench`, the army builder's battle at N a side, seeds "
           f"1000 on; medians; {_machines(docs)}):", "",
           "| ruleset | N a side | rules | rounds | combatant-turns/s | µs per turn "
           "| events/turn | B/event | peak RSS MB | log × | fold events/s | verify × "
           "| × battlesim | stopped after |",
           "|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|"]
    for doc in docs:
        for r in doc["runs"]:
            cut = f"round {r['max_rounds']}" if r.get("cut") else "-"
            out.append(
                f"| {doc['ruleset']} | {r['n']:,} | {_rules(r)} | {r['rounds']} "
                f"| {r['combatant_turns_per_s']:,.0f} | {cost_us(r):,.0f} "
                f"| {_fmt(r.get('events_per_combatant_turn'), '.1f')} "
                f"| {r['bytes_per_event']:.1f} | {r['peak_rss_mb']:,.0f} "
                f"| {r['log_cost_ratio']:.2f} | {r['fold_events_per_s']:,.0f} "
                f"| {r['verify_ratio']:.2f} | {_fmt(r.get('peer_ratio'), '.3f')} | {cut} |")
    return out


def small_table(docs: list[dict[str, Any]]) -> list[str]:
    out = ["**Small battles** (`affray bench --small`, each battle end to end, log in "
           "memory, seeds 1 on; battles per CPU second of one process):", "",
           "| ruleset | matchup | rules | battles/s per core | events per battle | battles "
           "| target | met |", "|---|---|---|---:|---:|---:|---:|:---:|"]
    for doc in docs:
        out += _small_rows(doc.get("small", []), doc["ruleset"])
    return out


def floor_table(results: Path) -> list[str]:
    doc = _read(results / "event-floor.json")
    if not isinstance(doc, dict) or not doc.get("rows"):
        return []
    out = ["**The kernel's floor** (`benchmarks/event_floor.py`: each small battle's events "
           "applied and logged again with no rule and no policy running):", "",
           "| ruleset | matchup | rules | events | decisions | battles/s per core "
           "| kernel µs/event | kernel-only ceiling, battles/s | target | µs/event the "
           "target allows |", "|---|---|---|---:|---:|---:|---:|---:|---:|---:|"]
    for r in sorted(doc["rows"], key=lambda r: r["ruleset"]):
        out.append(f"| {r['ruleset']} | {r['matchup']} | {_rules(r)} "
                   f"| {r['events_per_battle']:,.0f} | {r['decisions_per_battle']:,.0f} "
                   f"| {r['battles_per_cpu_s']:,.0f} | {r['kernel_us_per_event']:.2f} "
                   f"| {r['ceiling_battles_per_cpu_s']:,.0f} | {r['target']:,} "
                   f"| {r['target_us_per_event']:.2f} |")
    return out


def memory_table(results: Path) -> list[str]:
    out = ["**Peak memory** (`benchmarks/memory.py`: run, fold and verify of one battle, "
           "seed 1000, each in its own process):", "",
           "| ruleset | N a side | rules | rounds | events | log MB | run MB | fold MB "
           "| verify MB | under 1.5 GB |", "|---|---:|---|---:|---:|---:|---:|---:|---:|:---:|"]
    rows = 0
    for path in sorted(results.glob("memory-*.json")):
        doc = _read(path)
        if not isinstance(doc, dict):
            continue
        for r in doc.get("runs", []):
            if not all(isinstance(r.get(s), dict) for s in ("run", "fold", "verify")):
                continue  # a measurement stopped part-way
            run = r["run"]
            peaks = [r[s]["peak_rss_mb"] for s in ("run", "fold", "verify")]
            out.append(f"| {doc['ruleset']} | {r['n']:,} | {_rules(r)} | {run['rounds']} "
                       f"| {run['events']:,} | {run['log_bytes'] / 1e6:,.0f} "
                       f"| {peaks[0]:,.0f} | {peaks[1]:,.0f} | {peaks[2]:,.0f} "
                       f"| {_verdict(max(peaks) <= MEMORY_LIMIT_MB)} |")
            rows += 1
    return out if rows else []


def targets_table(docs: list[dict[str, Any]]) -> list[str]:
    out = ["**Targets** (see below; `-`: not measured):", "",
           "| ruleset | target | measured | wanted | met |", "|---|---|---:|---:|:---:|"]
    for doc in docs:
        out += [f"| {doc['ruleset']} | {name} | {value} | {wanted} | {_verdict(met)} |"
                for name, value, wanted, met in targets(doc)]
    return out


def page_tables(results: Path) -> str:
    """The page's figures: every table, from the files in `results` alone."""
    docs = canonical(results)
    parts = [large_table(docs), small_table(docs), floor_table(results),
             memory_table(results), targets_table(docs)]
    return "\n\n".join("\n".join(p) for p in parts if p) + "\n"


def between_markers(page: str) -> str:
    """The text between the page's markers (ValueError if they are missing)."""
    start = page.index(BEGIN) + len(BEGIN) + 1
    return page[start:page.index(END, start)]


def write_page(results: Path, page: Path) -> bool:
    """Replace the tables between the markers of `page`; True if the text changed."""
    text = page.read_text()
    old = between_markers(text)
    new = page_tables(results)
    if old == new:
        return False
    start = text.index(BEGIN) + len(BEGIN) + 1
    page.write_text(text[:start] + new + text[start + len(old):])
    return True
