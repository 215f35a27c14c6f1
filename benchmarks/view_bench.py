"""The replay viewer on a large battle: page size, build time, open time and step times in
headless Chromium. Writes benchmarks/results/view.json. Timings only, no assertion.

    .venv/bin/python benchmarks/view_bench.py [--n 1000] [--opens 2] [--out FILE]

The battle is Melee's benchmark army (`Ruleset.army(n)`, n a side, seed 1) played to the
end by the tactical policies. "open" is the time from navigation start until the page has
unpacked its data, folded to the first round and drawn it (`window.__drawnAt`); "texts"
until the event texts are unpacked as well (`window.__readyAt`); "step" is one `go(k + 1)` (one event forward: fold one delta, redraw
what changed, the links and the panel); "jump" a move to a random event; "round" a step of a
whole round; each is timed inside the page until the next frame has been drawn.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

STEPS = """async () => {
  const a = window.affray, n = a.data.n, out = {step: [], jump: [], round: []};
  const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  const time = async (move) => { const t = performance.now(); move(); await frame(); return performance.now() - t; };
  let seed = 12345;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  a.go(Math.floor(n / 2)); await frame();
  for (let i = 0; i < 100; i++) out.step.push(await time(() => a.go(a.k + 1)));
  for (let i = 0; i < 20; i++) out.jump.push(await time(() => a.go(Math.floor(rnd() * n))));
  a.go(0); await frame();
  for (let i = 0; i < Math.min(30, a.data.rounds.length); i++) out.round.push(await time(() => document.getElementById('nextround').click()));
  return out;
}"""


def battle(n: int, folder: Path) -> tuple[Path, dict]:
    from affray.kernel.battle import Battle
    from affray.kernel.ruleset import load
    from affray.kernel.scenario import decode
    rs = load("tft-melee")
    log = folder / f"melee-{n}.affray"
    t = time.perf_counter()
    with open(log, "wb") as fh:
        b = Battle.from_scenario(decode(rs.army(n), rs), seed=1, out=fh, keep_events=False)
        b.run()
    return log, {"events": b.state.events, "rounds": b.state.round, "figures": 2 * n,
                 "log_bytes": log.stat().st_size, "run_s": round(time.perf_counter() - t, 2)}


def write_page(log: Path) -> tuple[Path, dict]:
    from affray.kernel.cli import main
    page = log.with_suffix(".html")
    t = time.perf_counter()
    try:
        main(["view", str(log), "-o", str(page)])
    except SystemExit as done:
        assert not done.code, done.code
    return page, {"view_s": round(time.perf_counter() - t, 2), "page_bytes": page.stat().st_size}


def browse(page: Path, opens: int, browser=None) -> dict:
    """Open the page `opens` times (in `browser`, a Playwright browser, or a new Chromium)."""
    if browser is None:
        from playwright.sync_api import sync_playwright
        with sync_playwright() as p:
            b = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            try:
                return browse(page, opens, b)
            finally:
                b.close()
    # The machine may be shared: the 1-minute load average is kept beside every figure.
    out: dict = {"open_ms": [], "texts_ms": [], "data_ms": [], "open_load": [], "steps_load": []}
    steps: dict[str, list] = {}
    for _ in range(opens):
        ctx = browser.new_context(viewport={"width": 1280, "height": 800})
        pg = ctx.new_page()
        out["open_load"].append(round(os.getloadavg()[0], 1))
        pg.goto(page.resolve().as_uri())
        pg.wait_for_function("document.body.dataset.ready", timeout=120_000)
        out["open_ms"].append(round(pg.evaluate("window.__drawnAt"), 1))
        out["texts_ms"].append(round(pg.evaluate("window.__readyAt"), 1))
        out["data_ms"].append(round(pg.evaluate("affray.openMs"), 1))
        out["canvas"] = pg.evaluate("affray.canvas")
        out["steps_load"].append(round(os.getloadavg()[0], 1))
        for kind, times in pg.evaluate(STEPS).items():
            steps.setdefault(kind, []).extend(times)
        ctx.close()
    for kind, times in steps.items():
        times = sorted(times)
        out[f"{kind}_ms"] = {"median": round(statistics.median(times), 2),
                             "p95": round(times[int(0.95 * (len(times) - 1))], 2),
                             "max": round(times[-1], 2), "count": len(times)}
    return out


def main(argv: list[str] | None = None, browser=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--n", type=int, default=1000, help="figures a side")
    ap.add_argument("--opens", type=int, default=2)
    ap.add_argument("--log", help="reuse a log of this battle written by an earlier run")
    ap.add_argument("--folder", default="/tmp/affray-view-bench")
    ap.add_argument("--out", default=str(ROOT / "benchmarks" / "results" / "view.json"))
    a = ap.parse_args(argv)
    folder = Path(a.folder)
    folder.mkdir(parents=True, exist_ok=True)
    if a.log:
        from affray.kernel.replay import Replay
        log = Path(a.log)
        rep = Replay.load(log)
        doc = {"events": len(rep.events), "rounds": sum(type(e).__name__ == "RoundStarted"
                                                         for e in rep.events),
               "figures": 2 * a.n, "log_bytes": log.stat().st_size, "run_s": None}
    else:
        log, doc = battle(a.n, folder)
    page, built = write_page(log)
    doc |= built
    doc |= browse(page, a.opens, browser)
    doc = {"battle": f"tft-melee army {a.n} a side, seed 1", "machine": platform.machine(),
           "cpus": os.cpu_count(), "python": platform.python_version(), **doc}
    text = json.dumps(doc, indent=2, sort_keys=True)
    Path(a.out).write_text(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
