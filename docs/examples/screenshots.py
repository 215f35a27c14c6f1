"""Rebuild the viewer examples and screenshots of docs/viewer.md and the README.

    .venv/bin/python docs/examples/screenshots.py [NAME ...]

Writes docs/examples/<name>.html (pages) and docs/examples/<name>.png (1280x800 at the
moment named by the hash) with headless Chromium. Scenarios (recorded fights under
replays/, the rulesets' default battles) are run with seed 1."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HERE = ROOT / "docs" / "examples"
AFFRAY = [sys.executable, "-c", "from affray.kernel.cli import main; main()"]
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
# name: (recorded fight, the moment of the screenshot, keep the page in docs/examples)
# and, for a close-up, the part of the page to keep (CSS pixels) and the zoom
CLOSE = {"starkpool-ranks-close": ({"x": 250, "y": 370, "width": 230, "height": 100}, 4)}
SHOTS = {
    "melee-flavius-vs-wulf": ("replays/tft-melee/flavius-vs-wulf.affray", 27, True),
    "melee-giant": ("replays/tft-melee/giant.affray", 60, False),
    "starkpool-fighter6": ("replays/starkpool/fighter6_vs_hobgoblins_and_bugbear.toml", 47, False),
    "destrier-ordered-charges": ("replays/destrier/blocked_ordered_charges.toml", 29, False),
    "acks2-augilar-skandara": ("replays/acks2/augilar_skandara.toml", 30, False),
    "wfrp1e-helmut-skaven": ("replays/wfrp1e/helmut_and_the_skaven.toml", 60, False),
    "starkpool-ranks": ("systems/starkpool/scenarios/default.toml", 310, False),
    "starkpool-ranks-close": ("systems/starkpool/scenarios/default.toml", 310, False),
    "wfrp1e-charge": ("systems/wfrp1e/scenarios/default.toml", 313, False),
    "melee-default": ("systems/tft/scenarios/default.toml", 400, False),
    "melee-500-a-side": ("fight:500 orc v 500 human", 9000, False),
}


def main(names: list[str]) -> None:
    """Every screenshot, or only those named on the command line."""
    from playwright.sync_api import sync_playwright
    tmp = Path(tempfile.mkdtemp())
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=ARGS)
        for name, (src, k, keep) in SHOTS.items():
            if names and name not in names:
                continue
            log = ROOT / src
            if src.startswith("fight:"):
                log = tmp / f"{name}.affray"
                subprocess.run(AFFRAY + ["fight", src[6:], "--seed", "1", "--max-rounds", "3",
                                         "--out", str(log), "-q"], check=True)
            elif log.suffix == ".toml":
                out = tmp / f"{name}.affray"
                subprocess.run(AFFRAY + ["run", str(log), "--seed", "1", "--out", str(out), "-q"],
                               check=True)
                log = out
            page = (HERE if keep else tmp) / f"{name}.html"
            subprocess.run(AFFRAY + ["view", str(log), "-o", str(page)], check=True)
            clip, zoom = CLOSE.get(name, (None, 1))
            ctx = browser.new_context(viewport={"width": 1280, "height": 800},
                                      device_scale_factor=zoom)
            pg = ctx.new_page()
            pg.goto(page.resolve().as_uri() + f"#e={k}")
            pg.wait_for_function("document.body.dataset.ready")
            pg.screenshot(path=str(HERE / f"{name}.png"), clip=clip)
            ctx.close()
        browser.close()


if __name__ == "__main__":
    main(sys.argv[1:])
