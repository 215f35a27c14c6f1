"""The map around the figures: walls and terrain of every ruleset's map, zoom and pan, the
legend of sides, labels that do not overlap, and no outcome before the last event."""

from __future__ import annotations

import pytest

from affray.kernel.view.terrain import shapes
from view_battles import affray


@pytest.fixture(scope="module")
def default_page(tmp_path_factory):
    folder = tmp_path_factory.mktemp("mapview")
    log, page = folder / "default.affray", folder / "default.html"
    assert affray("run", "--seed", "1", "--out", log, "-q", cwd=folder).returncode == 0
    assert affray("view", log, "-o", page, cwd=folder).returncode == 0
    return page


def test_terrain_reads_every_rulesets_map_fields():
    assert shapes({"walls": [[1, 2]]}) == [["cell", "wall", "", [[1, 2]]]]
    assert shapes({"walls": [[0, 0, 4, 0]], "doorways": [[1, 0, 2, 0]]}) == [
        ["seg", "wall", "", [[0, 0], [4, 0]]], ["seg", "door", "doorway", [[1, 0], [2, 0]]]]
    assert shapes({"doors": {"3,4": "locked"}, "features": {"5,6": "obstacle"}}) == [
        ["cell", "door", "locked", [[3.0, 4.0]]], ["cell", "feature", "obstacle", [[5.0, 6.0]]]]
    assert shapes({"features": [{"kind": "hedge", "line": [0, 0, 3, 0]},
                                {"kind": "wood", "area": [[0, 0], [1, 0], [1, 1]]}]}) == [
        ["seg", "feature", "hedge", [[0, 0], [3, 0]]],
        ["poly", "feature", "wood", [[0, 0], [1, 0], [1, 1]]]]
    assert shapes({"width": 60.0, "height": 40.0}) == [["rect", "edge", "", [[0, 0], [60.0, 40.0]]]]


def test_the_default_battle_draws_its_walls(default_page, page_of):
    pg = page_of(default_page, "e=10")
    walls = pg.evaluate("document.querySelectorAll('#terrain polygon.wall').length")
    assert walls == len(pg.evaluate("affray.data.terrain")) > 30
    box = pg.evaluate("document.querySelector('#terrain polygon.wall').getBoundingClientRect().width")
    assert box > 5  # drawn at a size one can see, not a speck


@pytest.mark.parametrize("drawing", ["svg", "canvas"])
def test_zoom_changes_the_scale_and_fit_restores_it(default_page, page_of, drawing):
    pg = page_of(default_page, "e=10" + ("&canvas=1" if drawing == "canvas" else ""))
    assert pg.evaluate("affray.canvas") == (drawing == "canvas")
    before = pg.evaluate("affray.scale()")
    pg.click("#zoomin")
    assert pg.evaluate("affray.scale()") == pytest.approx(before * 1.5)
    pg.mouse.move(300, 400)
    pg.mouse.wheel(0, 200)  # wheel down: out
    assert pg.evaluate("affray.scale()") < before * 1.5
    x0 = pg.evaluate("affray.viewBox()[0]")
    pg.mouse.move(300, 400); pg.mouse.down(); pg.mouse.move(400, 400); pg.mouse.up()
    assert pg.evaluate("affray.viewBox()[0]") < x0  # dragged right: the map moved with it
    pg.click("#zoomfit")
    assert pg.evaluate("affray.scale()") == pytest.approx(before)
    assert pg.errors == []


def test_no_winner_is_shown_before_the_last_event(default_page, page_of):
    pg = page_of(default_page, "e=10")
    n, (winner, _) = pg.evaluate("[affray.data.n, affray.data.outcome]")
    body = lambda: pg.evaluate("document.body.innerText")  # noqa: E731
    assert "win" not in pg.evaluate("document.querySelector('header').innerText")
    assert pg.evaluate("document.getElementById('outcome').hidden")
    assert f"{winner} win" not in body()
    last_round = pg.evaluate("affray.data.rounds.at(-1)[1]") + 1
    pg.evaluate(f"affray.go({last_round})")  # the last round's events are listed, the end hidden
    assert f"{winner} win" not in body() and pg.evaluate("document.getElementById('outcome').hidden")
    pg.evaluate(f"affray.go({n})")
    assert f"{winner} win" in body()
    assert pg.evaluate("document.getElementById('outcome').innerText").startswith(f"{winner} win")


def test_the_legend_names_every_side_and_labels_do_not_overlap(default_page, page_of):
    pg = page_of(default_page, "e=10")
    assert pg.evaluate("[...document.querySelectorAll('#sides .side')].map(e => e.innerText)") == \
        ["Romans", "Goths"]
    boxes = pg.evaluate("""[...document.querySelectorAll('#figs .fig > text:first-of-type')]
        .filter(t => t.style.display !== 'none').map(t => { const b = t.getBoundingClientRect();
        return [b.left, b.top, b.right, b.bottom]; })""")
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not (a[0] < b[2] - 1 and b[0] < a[2] - 1 and a[1] < b[3] - 1 and b[1] < a[3] - 1)
