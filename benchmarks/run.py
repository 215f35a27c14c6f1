"""The canonical benchmark: every ruleset, large melees and small battles; keep the
results, redraw the figure and the tables of docs/performance.md.

    python benchmarks/run.py                      # every ruleset with an army builder
    python benchmarks/run.py --ruleset destrier --n 10 --n 100 --reps 1 --max-rounds 30
    python benchmarks/run.py --small-only         # only the small-battle section
    python benchmarks/run.py --ruleset toy --n 5 --n 20 --reps 2 \\
        --results /tmp/bench --figure /tmp/bench/cost.svg --page -   # a quick try (toy on PYTHONPATH)
    python benchmarks/run.py --plot-only          # redraw the figure from the kept results
    python benchmarks/run.py --table-only         # rewrite the page's tables from the kept results

For each ruleset (by default every one the `affray.rulesets` entry points give that has an
army builder, `Ruleset.army`) it runs `affray.kernel.bench.run(ruleset, sizes, reps)` (each
N in a fresh process) and `bench.small` (battles/s of a few stock matchups), writes the
document to `<results>/<ruleset>.json`, prints tables and the targets, redraws
`docs/performance-cost.svg` (one line per ruleset) from every benchmark document in
`<results>`, and rewrites the tables of docs/performance.md (`doc_tables.py`). The figure
is written by hand (no plotting library); the figure and the tables depend only on the
results, so the same results give the same files. Nothing here asserts on a timing.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from importlib import metadata
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from doc_tables import FLAT_RATIO, TURNS_PER_S_AT_1000, _at, cost_us, markdown, write_page

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
FIGURE = ROOT / "docs" / "performance-cost.svg"
SIZES = {"tft-melee": (10, 100, 1000, 5000)}   # combatants a side
OTHER_SIZES = (10, 100, 1000)                  # every other ruleset
REPS = 3
SMALL_BATTLES = 200
PACKAGES = ("affray", "battlesim", "numba", "numpy")
PAGE = ROOT / "docs" / "performance.md"


# ---------------------------------------------------------------------------- running


def rulesets() -> list[str]:
    """Every ruleset with an army builder, from the entry points."""
    from affray.kernel import bench
    return bench.benchmarked()


def matchups(ruleset: str) -> tuple[str, ...]:
    from affray.kernel.ruleset import load
    return tuple(load(ruleset).bench_matchups)


def run(ruleset: str, sizes: list[int], reps: int, peer: bool, results: Path,
        max_rounds: int | None = None, small: bool = True, large: bool = True,
        battles: int = SMALL_BATTLES) -> dict[str, Any]:
    from affray.kernel import bench

    path = results / f"{ruleset}.json"
    old = json.loads(path.read_text()) if path.exists() else None
    say = lambda text: print(f"{ruleset}: {text}", file=sys.stderr, flush=True)  # noqa: E731
    if large:
        doc = bench.run(ruleset, sizes, reps, peer=peer, progress=say, max_rounds=max_rounds)
        if old:  # sizes not run this time are kept
            doc["runs"] += [r for r in old.get("runs", []) if r["n"] not in sizes]
            doc["runs"].sort(key=lambda r: r["n"])
    else:
        doc = old or bench.describe_machine(ruleset)
    if small and matchups(ruleset):
        say(f"small battles: {', '.join(matchups(ruleset))}")
        doc["small"] = bench.small(ruleset, list(matchups(ruleset)), battles)["small"]
    elif old and "small" in old:
        doc["small"] = old["small"]
    doc["packages"] = _versions()
    results.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc, indent=2, sort_keys=True) + "\n")
    print(f"wrote {path}", file=sys.stderr)
    return doc


def _versions() -> dict[str, str]:
    found = {}
    for name in PACKAGES:
        try:
            found[name] = metadata.version(name)
        except metadata.PackageNotFoundError:
            pass
    return found


def load_documents(results: Path) -> list[dict[str, Any]]:
    """The large-melee benchmark documents in `results` (other benchmarks' files skipped),
    one per ruleset: runs kept in separate files (`acks2-1000.json` beside `acks2.json`) are
    joined in N order (at an N two files share, the file later by name wins)."""
    by_ruleset: dict[str, dict[str, Any]] = {}
    for doc in _documents(results):
        kept = by_ruleset.setdefault(doc["ruleset"], {**doc, "runs": []})
        runs = {r["n"]: r for r in kept["runs"]} | {r["n"]: r for r in doc["runs"]}
        kept["runs"] = [runs[n] for n in sorted(runs)]
    return [by_ruleset[r] for r in sorted(by_ruleset)]


def _documents(results: Path) -> list[dict[str, Any]]:
    docs = []
    for path in sorted(results.glob("*.json")):
        try:
            doc = json.loads(path.read_text())
        except (OSError, ValueError):
            continue
        if not (isinstance(doc, dict) and isinstance(doc.get("runs"), list) and "ruleset" in doc
                and "machine" in doc):
            continue  # memory-*.json, spatial.json, sweep.json: other benchmarks
        if all(isinstance(r, dict) and "n" in r and "combatant_turns_per_s" in r
               for r in doc["runs"]):
            docs.append(doc)
    return docs


# ---------------------------------------------------------------------------- figures


def peer_cost_us(run: dict[str, Any]) -> float | None:
    rate = run.get("peer_steps_per_s")
    return 1e6 / rate if rate else None


# ---------------------------------------------------------------------------- the SVG

WIDTH, HEIGHT = 760, 440
LEFT, RIGHT, TOP, BOTTOM = 72, 240, 48, 60
COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#8c564b", "#e377c2")
PEER_COLOUR = "#7f7f7f"


def _decades(values: list[float]) -> tuple[float, float]:
    """The whole decades that hold every value."""
    lo = 10.0 ** math.floor(math.log10(min(values)))
    hi = 10.0 ** math.ceil(math.log10(max(values)))
    return lo, hi if hi > lo else lo * 10


def _num(x: float) -> str:
    return f"{x:,.0f}" if x >= 1 else f"{x:g}"


def cost_figure(docs: list[dict[str, Any]]) -> str:
    """Cost per combatant-turn (µs, full log) against N, both axes logarithmic (so a ratio
    is a fixed height): one line per ruleset, battlesim's cost per combatant-step dashed,
    the targets dotted."""
    series = []   # (label, colour, dash, [(n, us)])
    guides = []   # (label, colour, us)
    for i, doc in enumerate(docs):
        colour = COLOURS[i % len(COLOURS)]
        pts = [(r["n"], cost_us(r)) for r in doc["runs"] if cost_us(r)]
        if pts:
            cut = [r["n"] for r in doc["runs"] if r.get("cut")]
            note = f", N ≥ {min(cut):,} cut" if cut else ""
            series.append((f"{doc['ruleset']} (full log{note})", colour, None, sorted(pts)))
        peer = [(r["n"], peer_cost_us(r)) for r in doc["runs"] if peer_cost_us(r)]
        if peer and not any(s[1] == PEER_COLOUR for s in series):  # the same battles each run
            series.append(("battlesim (per step)", PEER_COLOUR, "6 4", sorted(peer)))
        small = _at(doc, 100)
        if small and cost_us(small):
            guides.append((f"{FLAT_RATIO} × {doc['ruleset']} at N=100", colour,
                           FLAT_RATIO * cost_us(small)))
    guides.append((f"{TURNS_PER_S_AT_1000:,} turns/s", "#444444", 1e6 / TURNS_PER_S_AT_1000))

    ns = [n for _, _, _, pts in series for n, _ in pts] or [10, 1000]
    lo, hi = _decades(ns)
    ys = [y for _, _, _, pts in series for _, y in pts] + [g[2] for g in guides]
    ylo, yhi = _decades(ys)
    pw, ph = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def px(n: float) -> float:
        return LEFT + pw * (math.log10(n) - math.log10(lo)) / (math.log10(hi) - math.log10(lo))

    def py(us: float) -> float:
        span = math.log10(yhi) - math.log10(ylo)
        return TOP + ph * (1 - (math.log10(us) - math.log10(ylo)) / span)

    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">',
           f'<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>',
           f'<text x="{LEFT}" y="24" font-size="15">Cost per combatant-turn against N</text>']
    # grid and ticks: 1, 2, 5 in every decade up the side, decades along the bottom
    decade = ylo
    while decade <= yhi * 1.0001:
        for k in (1, 2, 5):
            y = decade * k
            if y > yhi * 1.0001:
                break
            out.append(f'<line x1="{LEFT}" y1="{py(y):.1f}" x2="{LEFT + pw}" y2="{py(y):.1f}" '
                       f'stroke="{"#d9d9d9" if k == 1 else "#f0f0f0"}"/>')
            out.append(f'<text x="{LEFT - 6}" y="{py(y) + 4:.1f}" text-anchor="end">'
                       f'{_num(y)}</text>')
        decade *= 10
    decade = lo
    while decade <= hi * 1.0001:
        x = px(decade)
        out.append(f'<line x1="{x:.1f}" y1="{TOP}" x2="{x:.1f}" y2="{TOP + ph}" stroke="#d9d9d9"/>')
        out.append(f'<text x="{x:.1f}" y="{TOP + ph + 18}" text-anchor="middle">'
                   f'{_num(decade)}</text>')
        for k in range(2, 10):
            if decade * k < hi:
                xm = px(decade * k)
                out.append(f'<line x1="{xm:.1f}" y1="{TOP + ph}" x2="{xm:.1f}" '
                           f'y2="{TOP + ph + 4}" stroke="#888"/>')
        decade *= 10
    out.append(f'<rect x="{LEFT}" y="{TOP}" width="{pw}" height="{ph}" fill="none" stroke="#888"/>')
    out.append(f'<text x="{LEFT + pw / 2}" y="{HEIGHT - 16}" text-anchor="middle">'
               f'N, combatants a side (log scale)</text>')
    out.append(f'<text transform="translate(20 {TOP + ph / 2}) rotate(-90)" '
               f'text-anchor="middle">µs per combatant-turn (log scale)</text>')
    # target guides
    for label, colour, us in guides:
        out.append(f'<line x1="{LEFT}" y1="{py(us):.1f}" x2="{LEFT + pw}" y2="{py(us):.1f}" '
                   f'stroke="{colour}" stroke-dasharray="2 3" stroke-opacity="0.8"/>')
    # series
    for label, colour, dash, pts in series:
        path = " ".join(f"{px(n):.1f},{py(us):.1f}" for n, us in pts)
        style = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<polyline points="{path}" fill="none" stroke="{colour}" '
                   f'stroke-width="2"{style}/>')
        for n, us in pts:
            out.append(f'<circle cx="{px(n):.1f}" cy="{py(us):.1f}" r="3.5" fill="{colour}">'
                       f'<title>N={n:,}: {us:.2f} µs</title></circle>')
    # legend
    lx, ly = LEFT + pw + 16, TOP + 8
    for label, colour, dash, _ in series:
        style = f' stroke-dasharray="{dash}"' if dash else ""
        out.append(f'<line x1="{lx}" y1="{ly}" x2="{lx + 24}" y2="{ly}" stroke="{colour}" '
                   f'stroke-width="2"{style}/>')
        out.append(f'<text x="{lx + 30}" y="{ly + 4}">{escape(label)}</text>')
        ly += 20
    for label, colour, _ in guides:
        out.append(f'<line x1="{lx}" y1="{ly}" x2="{lx + 24}" y2="{ly}" stroke="{colour}" '
                   f'stroke-dasharray="2 3"/>')
        out.append(f'<text x="{lx + 30}" y="{ly + 4}">{escape(label)}</text>')
        ly += 20
    if not series:
        out.append(f'<text x="{LEFT + pw / 2}" y="{TOP + ph / 2}" text-anchor="middle" '
                   f'fill="#888">no results yet: run benchmarks/run.py</text>')
    if docs:
        m = docs[0]["machine"]
        out.append(f'<text x="{LEFT}" y="{TOP - 8}" font-size="11" fill="#666">'
                   f'{escape(m["machine"])}, {m["cpus"]} CPUs, Python {escape(docs[0]["python"])}; '
                   f'medians of {len(docs[0]["seeds"])} repetitions</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def write_figure(results: Path, figure: Path) -> None:
    figure.parent.mkdir(parents=True, exist_ok=True)
    figure.write_text(cost_figure([d for d in load_documents(results) if d["runs"]]))
    print(f"wrote {figure}", file=sys.stderr)


# ---------------------------------------------------------------------------- command line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ruleset", action="append", metavar="ID",
                        help="a ruleset id, repeatable (default: every one with an army builder)")
    parser.add_argument("--n", type=int, action="append", metavar="N",
                        help="combatants a side, repeatable (default: "
                             f"{' '.join(map(str, SIZES['tft-melee']))} for tft-melee, "
                             f"{' '.join(map(str, OTHER_SIZES))} for the others)")
    parser.add_argument("--max-rounds", type=int, help="stop each large battle after this round")
    parser.add_argument("--small-only", action="store_true", help="only the small battles")
    parser.add_argument("--no-small", action="store_true", help="skip the small battles")
    parser.add_argument("--battles", type=int, default=SMALL_BATTLES,
                        help=f"battles per small matchup (default {SMALL_BATTLES})")
    parser.add_argument("--reps", type=int, default=REPS, help=f"repetitions (default {REPS})")
    parser.add_argument("--no-peer", action="store_true", help="skip the battlesim peer")
    parser.add_argument("--results", type=Path, default=RESULTS, help="results folder")
    parser.add_argument("--figure", type=Path, default=FIGURE, help="the SVG to write")
    parser.add_argument("--page", default=str(PAGE),
                        help="the page whose tables to rewrite ('-': none)")
    parser.add_argument("--plot-only", action="store_true",
                        help="do not run: redraw the figure from the results folder")
    parser.add_argument("--table-only", action="store_true",
                        help="do not run: rewrite the page's tables from the results folder")
    args = parser.parse_args(argv)
    if args.table_only:
        return write_tables(args.results, args.page)
    if not args.plot_only:
        for ruleset in args.ruleset or rulesets():
            sizes = args.n or list(SIZES.get(ruleset, OTHER_SIZES))
            doc = run(ruleset, sizes, args.reps, not args.no_peer, args.results, args.max_rounds,
                      small=not args.no_small, large=not args.small_only, battles=args.battles)
            print(markdown(doc))
            print()
    write_figure(args.results, args.figure)
    return 0 if args.plot_only else write_tables(args.results, args.page)


def write_tables(results: Path, page: str) -> int:
    if page == "-":
        return 0
    try:
        changed = write_page(results, Path(page))
    except (OSError, ValueError):
        print(f"run.py: {page}: expected a page with the figure markers of doc_tables.py",
              file=sys.stderr)
        return 2
    print(f"{'wrote' if changed else 'unchanged:'} {page}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
