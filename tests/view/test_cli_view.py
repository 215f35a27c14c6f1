"""`affray view` on the command line: a damaged or cut log is shown up to its last good
event and the page says where it stops; a log of an unknown ruleset is one line, exit 2;
the page is self-contained and the same bytes for the same log."""

from __future__ import annotations

import re

import pytest

from affray.kernel import log as L
from affray.kernel.ruleset import load
from view_battles import ROOT, TOY, affray


@pytest.fixture(scope="module")
def melee_log(tmp_path_factory):
    folder = tmp_path_factory.mktemp("cli")
    out = folder / "melee.affray"
    r = affray("run", "--seed", "5", "--out", out, "--quiet", cwd=folder)
    assert r.returncode == 0, r.stderr
    return out


def frame_starts(buf: bytes) -> list[int]:
    return [start for start, _end in L.frame_spans(buf)]


def page_data(html: str) -> dict:
    from affray.kernel.view.page import unpack
    return unpack(re.search(r'<script id="battle"[^>]*>([^<]*)</script>', html).group(1))


def test_view_writes_the_page_beside_the_log(melee_log):
    r = affray("view", melee_log, cwd=melee_log.parent)
    assert r.returncode == 0, r.stderr
    page = melee_log.with_suffix(".html")
    html = page.read_text()
    assert f"{page}: " in r.stdout and not list(melee_log.parent.glob("*.part"))
    assert not re.search(r'(src|href)\s*=\s*"(https?:)?//', html), "no network references"
    data = page_data(html)
    assert data["n"] == len(L.read(melee_log, load).events) and data["stop"] is None
    again = melee_log.parent / "again.html"
    affray("view", melee_log, "-o", again, cwd=melee_log.parent)
    assert again.read_bytes() == page.read_bytes()


def test_a_damaged_log_is_shown_up_to_its_last_good_event(melee_log, tmp_path, page_of):
    buf = bytearray(melee_log.read_bytes())
    starts = frame_starts(bytes(buf))
    n = len(starts) // 2
    buf[starts[n] + 3] ^= 0x40
    bad = tmp_path / "bad.affray"
    bad.write_bytes(bytes(buf))
    r = affray("view", bad, "-o", tmp_path / "bad.html", cwd=tmp_path)
    assert r.returncode == 0 and f"event {n} is corrupt" in r.stderr
    assert "Traceback" not in r.stderr
    pg = page_of(tmp_path / "bad.html")
    assert pg.evaluate("affray.data.n") == n
    banner = pg.inner_text("#stop")
    assert f"Shown up to event {n}" in banner and f"event {n} is corrupt" in banner
    pg.keyboard.press("End")
    assert pg.evaluate("affray.k") == n


@pytest.mark.parametrize("inside, words", [
    (0, "stops after event 39 before the battle's end"),  # cut between frames
    (2, "cut short inside event 40; 40 complete events before it"),  # cut inside a frame
])
def test_a_cut_log_says_where_it_stops(melee_log, tmp_path, page_of, inside, words):
    buf = melee_log.read_bytes()
    cut = tmp_path / "cut.affray"
    cut.write_bytes(buf[:frame_starts(buf)[40] + inside])
    r = affray("view", cut, "-o", tmp_path / "cut.html", cwd=tmp_path)
    assert r.returncode == 0 and words in r.stderr, r.stderr
    pg = page_of(tmp_path / "cut.html")
    assert pg.evaluate("affray.data.n") == 40
    assert words in pg.inner_text("#stop")


def test_a_log_of_an_unknown_ruleset_is_one_line_exit_2(tmp_path):
    (tmp_path / "toy.toml").write_text(TOY)
    assert affray("run", "toy.toml", "--out", "toy.affray", "-q", cwd=tmp_path).returncode == 0
    r = affray("view", "toy.affray", cwd=tmp_path, env={"PYTHONPATH": ""})
    assert r.returncode == 2 and "unknown ruleset 'toy'" in r.stderr
    assert r.stderr.strip().count("\n") == 0 and not (tmp_path / "toy.html").exists()


def test_a_missing_log_or_folder_is_one_line_exit_2(tmp_path):
    r = affray("view", "nope.affray", cwd=tmp_path)
    assert r.returncode == 2 and r.stderr.count("\n") == 1
    log = ROOT / "replays/tft-melee/two-arrows.affray"
    r = affray("view", log, "-o", "no/such/dir/x.html", cwd=tmp_path)
    assert r.returncode == 2 and "does not exist" in r.stderr and r.stderr.count("\n") == 1
