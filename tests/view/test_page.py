"""The viewer page in headless Chromium (docs/viewer.md): what it draws at several K equals
`affray state --at K --json`, for one battle of every ruleset; keyboard, URL hash, the side
panel, no network; a screenshot of each in the test's folder."""

from __future__ import annotations

import json
import math
import re

import pytest

from view_battles import ROOT, affray, folded, state_at

LEFT = {  # what each ruleset's bar shows, read straight from the state's components
    "tft-melee": lambda c: (c["Figure"]["st"] - c["Vitals"]["hits"], c["Figure"]["st"]),
    "starkpool": lambda c: (c["Combatant"]["hp"] - c["Vitals"]["hits"], c["Combatant"]["hp"]),
    "destrier": lambda c: (c["Fighter"]["body"] - c["Status"]["damage"], c["Fighter"]["body"]),
    "acks2": lambda c: (c["Status"]["hp"], c["Sheet"]["hp"]),
    "wfrp1e": lambda c: (c["Fight"]["wounds"], c["Profile"]["W"]),
}


def moments(pg) -> list[int]:
    n = pg.evaluate("affray.data.n")
    first = pg.evaluate("affray.data.rounds.length ? affray.data.rounds[0][1] : 0")
    return sorted({min(n, first + 2), n // 3, n // 2, (2 * n) // 3, n})


def close(a, b) -> bool:
    if isinstance(b, str):  # a compass facing ("N", "NE", ...)
        return a == b
    return math.isclose(float(a), float(b), abs_tol=1e-3)


def check_moment(pg, rid, log, k, cwd, ranks=None):
    """What the page draws at K (SVG elements, or what the canvas painted) equals `affray
    state --at K --json`; `ranks`: the rank badges the page's data holds at K, by id."""
    pg.evaluate(f"affray.go({k})")
    drawn = {d["id"]: d for d in pg.evaluate("affray.drawn()")}
    st = state_at(log, k, cwd)
    assert sorted(drawn) == [e["id"] for e in st["entities"]], f"figures at {k}"
    for ent in st["entities"]:
        c, d = ent["components"], drawn[ent["id"]]
        where = f"{c['Identity']['name']} at K={k}"
        assert close(d["x"], c["Position"]["x"]) and close(d["y"], c["Position"]["y"]), where
        facing = c.get("Facing", {}).get("dir")
        assert (d["f"] == "") if facing is None else close(d["f"], facing), where
        left, most = LEFT.get(rid, lambda c: (-c["Vitals"]["hits"], 0))(c)
        assert (d["left"], d["most"]) == (left, most), where
        if c["Vitals"]["dead"] or c["Vitals"]["removed"]:
            assert d["out"] == 1, where
        if rid == "tft-melee":  # TFT-139: the giant in three hexes
            assert d["bodies"] == (3 if c["Figure"]["race"] == "giant" else 1), where
        if ranks is not None:
            assert d["rank"] == ranks[ent["id"]], where
    edges = set()
    for a, b, one_way in pg.evaluate("affray.links()"):
        edges |= {(a, b)} if one_way else {(a, b), (b, a)}
    assert edges == {tuple(e) for e in st["engagement"]}, f"engagement at {k}"


@pytest.mark.parametrize("layer", ["svg", "canvas"])
def test_the_page_draws_the_fold_at_several_k(battle, page_of, view_dir, tmp_path, layer):
    rid, log, page = battle
    pg = page_of(page, "canvas=1" if layer == "canvas" else "")
    assert pg.evaluate("affray.canvas") == (layer == "canvas")
    for k in moments(pg):
        check_moment(pg, rid, log, k, view_dir)
    shot = tmp_path / f"{rid}-{log.stem}-{layer}.png"
    pg.screenshot(path=str(shot))
    assert shot.stat().st_size > 10_000
    assert pg.errors == []
    assert all(url.startswith("file:") for url in pg.requests), pg.requests


def test_the_side_panel_words_events_as_show_does(battle, page_of, view_dir):
    rid, log, page = battle
    shown = affray("show", log, cwd=view_dir).stdout.splitlines()[1:]
    pg = page_of(page)
    n = pg.evaluate("affray.data.n")
    rolls = pg.evaluate("affray.data.rolls")
    for k in sorted({n // 2, n, (rolls[len(rolls) // 2] + 1) if rolls else n}):
        pg.evaluate(f"affray.go({k})")
        line = re.match(r"^\s*\d+  (.*)$", shown[k - 1]).group(1)
        assert pg.inner_text("#events li.now") == line.strip()
        if k - 1 in rolls:
            assert line.strip() in pg.inner_text("#dice")
    pg.click("#figs .fig:last-child")  # the one drawn on top
    assert "engages" in pg.inner_text("#figure")


@pytest.fixture
def melee(view_dir):
    log = ROOT / "replays/tft-melee/flavius-vs-wulf.affray"
    page = view_dir / "keys.html"
    assert affray("view", log, "-o", page, cwd=view_dir).returncode == 0
    return page


def wait_k(pg, k):
    pg.wait_for_function(f"affray.k === {k}", timeout=5000)
    assert pg.evaluate("location.hash") == f"#e={k}"


def test_keyboard_steps_events_and_rounds(melee, page_of):
    pg = page_of(melee, "e=100")
    assert pg.evaluate("affray.k") == 100
    rounds = [r[1] for r in pg.evaluate("affray.data.rounds")]
    n = pg.evaluate("affray.data.n")
    pg.keyboard.press("ArrowRight"); wait_k(pg, 101)
    pg.keyboard.press("ArrowLeft"); pg.keyboard.press("ArrowLeft"); wait_k(pg, 99)
    nxt = min(r for r in rounds if r >= 99) + 1
    pg.keyboard.press("Shift+ArrowRight"); wait_k(pg, nxt)
    pg.keyboard.press("PageUp"); wait_k(pg, max(r for r in rounds if r < nxt - 1) + 1)
    pg.keyboard.press("End"); wait_k(pg, n)
    pg.keyboard.press("Home"); wait_k(pg, 0)
    pg.keyboard.press(" ")
    pg.wait_for_function("affray.k > 1", timeout=5000)
    assert pg.evaluate("document.body.dataset.playing") == "1"
    pg.keyboard.press(" ")
    assert pg.evaluate("document.body.dataset.playing") == ""
    stopped = pg.evaluate("affray.k")
    pg.wait_for_timeout(300)
    assert pg.evaluate("affray.k") == stopped


def test_the_url_hash_holds_the_position(melee, page_of):
    pg = page_of(melee, "e=42")
    assert pg.evaluate("affray.k") == 42 and pg.input_value("#scrub") == "42"
    pg.evaluate("location.hash = '#e=7'"); wait_k(pg, 7)
    pg.fill("#scrub", "150"); pg.dispatch_event("#scrub", "input"); wait_k(pg, 150)
    pg.click("#next"); wait_k(pg, 151)


@pytest.fixture(scope="module")
def starkpool_army(view_dir):
    """An 8-a-side Starkpool battle (formations, so ranks 2 and 3), its page and the ranks
    its data holds after every event (checked against the ruleset in test_ranks.py)."""
    from affray.kernel.battle import Battle
    from affray.kernel.replay import Replay
    from affray.kernel.ruleset import load
    from affray.kernel.scenario import decode
    from affray.kernel.view import build
    rs = load("starkpool")
    log = view_dir / "starkpool-army.affray"
    with open(log, "wb") as fh:
        Battle.from_scenario(decode(rs.army(8), rs), seed=1, out=fh, keep_events=False).run()
    page = view_dir / "starkpool-army.html"
    assert affray("view", log, "-o", page, cwd=view_dir).returncode == 0
    ranks = [{e: row[8][0] for e, row in json.loads(rows)}
             for rows, _ in folded(build(Replay.load(log)))]
    return log, page, ranks


@pytest.mark.parametrize("layer", ["svg", "canvas"])
def test_sp_123_the_page_draws_each_figures_rank(starkpool_army, page_of, view_dir, tmp_path, layer):
    log, page, ranks = starkpool_army
    pg = page_of(page, "canvas=1" if layer == "canvas" else "")
    shown = [k for k in range(1, len(ranks) + 1) if {"2", "3"} <= set(ranks[k - 1].values())]
    assert shown, "the battle has a moment with a second and a third rank"
    for k in (shown[0], shown[len(shown) // 2], len(ranks)):
        check_moment(pg, "starkpool", log, k, view_dir, ranks[k - 1])
    pg.evaluate(f"affray.go({shown[0]})")
    second = next(e for e, r in sorted(ranks[shown[0] - 1].items()) if r == "2")
    if layer == "svg":
        assert pg.text_content(f'#figs .fig[data-id="{second}"] text.rank') == "2"
    pg.evaluate(f"affray.select({second})")
    assert "rank 2 facing" in pg.inner_text("#figure") and "behind" in pg.inner_text("#figure")
    pg.screenshot(path=str(tmp_path / f"starkpool-ranks-{layer}.png"))
