"""Shared set-up of the viewer tests: one battle of every registered ruleset (its page
written by `affray view`), and headless Chromium through Playwright.

The browser tests need Debian's `chromium` at /usr/bin/chromium and the `playwright` Python
package (the `test` extra); without either they are skipped with a message naming what is
missing (`.ci/run` installs the browser with apt-get when it can)."""

from __future__ import annotations

import os
import pathlib

import pytest

from view_battles import BATTLES, CHROMIUM, CHROMIUM_ARGS, affray, battle_id, make_log


@pytest.fixture(scope="session")
def view_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("view")


@pytest.fixture(scope="session", params=BATTLES, ids=battle_id)
def battle(request, view_dir):
    """(ruleset id, log path, page path) of one battle, its page written by `affray view`."""
    rid, src = request.param
    if src is None:
        pytest.skip(f"ruleset {rid} has no recorded fight under replays/{rid}/ to view")
    log = make_log(src, view_dir)
    page = view_dir / f"{rid}-{log.stem}.html"
    r = affray("view", log, "-o", page, cwd=view_dir)
    assert r.returncode == 0, r.stderr
    return rid, log, page


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"no browser: {CHROMIUM} is missing (Debian package 'chromium'; "
                    ".ci/run installs it with apt-get)")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.skip("no Playwright: the Python package 'playwright' is missing "
                    "(pip install -e '.[test]')")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page_of(browser):
    """open(path, hash="") -> a Playwright page with the viewer ready; network refused."""
    opened = []

    def open_page(path, fragment: str = "", viewport=(1280, 800)):
        ctx = browser.new_context(viewport={"width": viewport[0], "height": viewport[1]})
        requests = []
        ctx.route("**/*", lambda route: (requests.append(route.request.url),
                                        route.continue_() if route.request.url.startswith("file:")
                                        else route.abort()))
        pg = ctx.new_page()
        errors = []
        pg.on("pageerror", lambda e: errors.append(str(e)))
        pg.goto(pathlib.Path(path).resolve().as_uri() + (f"#{fragment}" if fragment else ""))
        pg.wait_for_function("document.body.dataset.ready", timeout=60_000)
        assert pg.evaluate("document.body.dataset.ready") == "1", errors
        pg.errors, pg.requests = errors, requests
        opened.append(ctx)
        return pg

    yield open_page
    for ctx in opened:
        ctx.close()
