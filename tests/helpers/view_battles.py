"""Builders of the viewer tests (tests/view): one battle of every registered ruleset and the
`affray` command (tests/helpers/cli_runs.py) that writes and reads them."""

from __future__ import annotations

import json
import pathlib

from affray.kernel.ruleset import available
from cli_runs import ROOT, TOY, affray  # noqa: F401  (the viewer tests import them from here)

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]

# The battle each ruleset is shown with: a recorded fight, preferring these; a ruleset not
# listed uses the first log or scenario under replays/<id>/, or its default scenario.
PREFERRED = {
    "tft-melee": ["replays/tft-melee/flavius-vs-wulf.affray", "replays/tft-melee/giant.affray"],
    "starkpool": ["replays/starkpool/fighter6_vs_hobgoblins_and_bugbear.toml"],
    "destrier": ["replays/destrier/blocked_ordered_charges.toml"],
}


def sources(rid: str) -> list[pathlib.Path | str]:
    if rid in PREFERRED:
        return [ROOT / p for p in PREFERRED[rid]]
    folder = ROOT / "replays" / rid
    for ext in ("*.affray", "*.toml"):
        found = sorted(folder.glob(ext)) if folder.is_dir() else []
        if found:
            return [found[0]]
    if rid == "toy":
        return ["toy"]
    return []


def make_log(src, folder: pathlib.Path) -> pathlib.Path:
    """A log of the battle `src` (a log as is, a scenario run to its end)."""
    if isinstance(src, pathlib.Path) and src.suffix == ".affray":
        return src
    if src == "toy":
        scen = folder / "toy.toml"
        scen.write_text(TOY)
        src = scen
    out = folder / (pathlib.Path(src).stem + ".affray")
    r = affray("run", src, "--seed", "1", "--out", out, "--quiet", cwd=folder)
    assert r.returncode == 0, r.stderr
    return out


BATTLES = [(rid, src) for rid in available() for src in (sources(rid) or [None])]


def battle_id(item) -> str:
    rid, src = item
    return f"{rid}-{pathlib.Path(str(src)).stem}"


def state_at(log, k: int, cwd) -> dict:
    r = affray("state", "--at", k, "--json", log, cwd=cwd)
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def folded(data):
    """(rows, edges) after every event, replaying the deltas as the page does."""
    rows, succ = {}, {}
    out = []
    for delta in data["deltas"]:
        for eid, row, s, p in delta:
            rows[eid] = row
            for b in list(succ):
                succ[b].discard(eid)
            succ[eid] = set(s)
            for a in p:
                succ.setdefault(a, set()).add(eid)
        out.append((json.dumps(sorted(rows.items())),
                    sorted((a, b) for a, bs in succ.items() for b in bs)))
    return out
