"""Starkpool ranks in the viewer (SP-123..126): the rank a figure stands in facing the
nearest enemy, computed by systems/starkpool/scene.py from the folded state, equals the
ruleset's own `rank` (rules/engagement.py) on hand-made formations and after every event of
a played battle; the page data tracks it exactly."""

from __future__ import annotations

import json
import math

import pytest

from affray.kernel.battle import Battle
from affray.kernel.geometry.plane import distance
from affray.kernel.replay import Replay
from affray.kernel.ruleset import load
from affray.kernel.scenario import decode
from affray.kernel.view import build
from affray.kernel.view.fold import _Fold
from affray.kernel.world import inside
from affray.systems.starkpool import scene
from affray.systems.starkpool.rules import engagement, figures
from affray.systems.starkpool.testing import battle, figure, look, man
from view_battles import folded


def around(b, name):
    eid = next(e for e, n in b.state.names.items() if n == name)
    with look(b):
        return scene.around(b.state, eid)[:2]


def test_sp_123_a_friend_in_front_puts_a_figure_in_the_second_rank():
    b = battle([man("C", "A", 0, 0), man("P", "A", 1, 0), figure("ogre", "Ogre", "B", 2, 0)])
    assert around(b, "C") == ["2", "rank 2 facing Ogre, behind P"]
    assert around(b, "P") == ["", "rank 1 facing Ogre"]


def test_sp_123_a_friend_beside_is_no_rank():
    b = battle([man("C", "A", 0, 0), man("P", "A", 0, 1.2), figure("ogre", "Ogre", "B", 2, 0)])
    assert around(b, "C") == ["", "rank 1 facing Ogre"]


def test_sp_125_three_deep_is_the_third_rank_and_no_deeper_is_counted():
    line = [man(n, "A", x, 0) for n, x in (("R1", 1), ("R2", 0), ("R3", -1), ("R4", -2))]
    b = battle(line + [man("Foe", "B", 2, 0)])
    assert [around(b, n)[0] for n in ("R1", "R2", "R3", "R4")] == ["", "2", "3", "3"]


def test_sp_123_a_prone_or_sleeping_friend_protects_no_one():
    for cond in ("prone", "asleep"):
        b = battle([man("C", "A", 0, 0), man("P", "A", 1, 0, conditions={cond: 1}),
                    man("Foe", "B", 2, 0)])
        assert around(b, "C")[0] == "", cond


def test_a_figure_with_no_enemy_near_has_no_rank():
    b = battle([man("C", "A", 0, 0), man("P", "A", 1, 0),
                man("Foe", "B", scene.FACING_RANGE + 1.5, 0)])
    assert around(b, "C") == ["", ""]


def facing(state, c):
    """The nearest present enemy within range, ties by id: found by scanning everyone."""
    best = None
    for e in state.entities:
        if state.side[e] != state.side[c] and figures.present(state, e):
            d = distance(figures.pos(state, c), figures.pos(state, e))
            if d <= scene.FACING_RANGE and (best is None or (d, e) < best):
                best = (d, e)
    return best[1] if best else 0


@pytest.fixture(scope="module")
def army_log(tmp_path_factory):
    rs = load("starkpool")
    path = tmp_path_factory.mktemp("ranks") / "army.affray"
    with open(path, "wb") as fh:
        Battle.from_scenario(decode(rs.army(8), rs), seed=1, out=fh, keep_events=False).run()
    return Replay.load(path)


def test_sp_124_ranks_after_every_event_equal_the_rulesets_rank(army_log):
    fold = _Fold(army_log, full=False)
    state = fold.state
    ranks_seen = set()
    with inside(state.world):
        state._entities = fold.reads  # as build() folds: the reads tell whom an event touched
        for index, ev in enumerate(army_log.events):
            fold.step(index, ev)
            for c in state.entities:
                badge = fold.rows[c][8][0]
                e = facing(state, c) if figures.present(state, c) else 0
                want = engagement.rank(state, c, e) if e else 1
                assert int(badge or 1) == want, f"event {index}: #{c} facing #{e}"
                ranks_seen.add(want)
    assert ranks_seen == {1, 2, 3}, "the battle shows every rank"


def test_ranks_tracked_per_event_equal_a_full_recomputation(army_log):
    a, b = folded(build(army_log)), folded(build(army_log, full=True))
    first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), None)
    assert first is None, f"event {first}"
    assert any(json.loads(rows) and any(r[8][0] for _, r in json.loads(rows)) for rows, _ in a)


def test_a_scene_without_sense_or_nearby_is_tracked_within_its_reach(army_log, monkeypatch):
    """The defaults: `sense` is the figure's row, `nearby` every figure within `reach`."""
    import affray.kernel.view.fold as fold
    plain = scene.SCENE._replace(sense=None, nearby=None)
    monkeypatch.setattr(fold, "scene_of", lambda ruleset: plain)
    a, b = folded(build(army_log)), folded(build(army_log, full=True))
    first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), None)
    assert first is None, f"event {first}"
