"""The page's data (kernel/view/fold.py) without a browser: the tracked per-event deltas
equal a full recomputation after every event, keyframes equal the fold at their K, and the
scene rows equal `Replay.fold` for every ruleset's battle."""

from __future__ import annotations

import json

import pytest

from affray.kernel.replay import Replay
from affray.kernel.view import build, scene_of
from affray.kernel.view.scene import Scene
from view_battles import BATTLES, battle_id, folded, make_log


@pytest.fixture(scope="module", params=BATTLES, ids=battle_id)
def replay(request, tmp_path_factory):
    rid, src = request.param
    if src is None:
        pytest.skip(f"ruleset {rid} has no recorded fight to view")
    return Replay.load(make_log(src, tmp_path_factory.mktemp("b")))


def test_tracked_deltas_equal_a_full_recomputation_after_every_event(replay):
    tracked, full = build(replay), build(replay, full=True)
    assert tracked["n"] == full["n"] == len(replay.events)
    a, b = folded(tracked), folded(full)
    first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), None)
    assert first is None, f"event {first}: {replay.events[first]!r}"


def test_rows_and_edges_equal_the_kernel_fold(replay):
    data = build(replay)
    scene = scene_of(replay.ruleset)
    states = folded(data)
    n = data["n"]
    for k in sorted({n // 4, n // 2, n}):
        dump = replay.fold(k)
        rows = dict(json.loads(states[k - 1][0]))
        assert sorted(int(e) for e in rows) == [e["id"] for e in dump["entities"]]
        for ent in dump["entities"]:
            pos = ent["components"]["Position"]
            row = rows[str(ent["id"])] if str(ent["id"]) in rows else rows[ent["id"]]
            assert row[0] == pytest.approx(pos["x"], abs=1e-3)
            assert row[1] == pytest.approx(pos["y"], abs=1e-3)
        assert states[k - 1][1] == sorted(tuple(e) for e in dump["engagement"])
    assert isinstance(scene, Scene)


def test_keyframes_hold_the_fold_at_round_starts(replay):
    data = build(replay)
    states = folded(data)
    assert data["keys"], "a battle with rounds has keyframes"
    for k, rows, edges in data["keys"]:
        assert k == 0 or json.dumps(sorted((e, r) for e, r in rows)) == \
            json.dumps(sorted(json.loads(states[k - 1][0])))
        assert k == 0 or sorted(map(tuple, edges)) == states[k - 1][1]


def test_every_shipped_ruleset_has_its_own_scene():
    from affray.kernel.ruleset import load
    for rid, want in (("tft-melee", "hex"), ("starkpool", "plane"), ("destrier", "stand"),
                      ("acks2", "square"), ("wfrp1e", "plane")):
        assert scene_of(load(rid)).geometry == want


def test_keyframes_thin_for_large_battles(replay, monkeypatch):
    import affray.kernel.view.fold as B
    monkeypatch.setattr(B, "KEYFRAME_ROWS", 1)
    data = build(replay)
    assert len(data["keys"]) <= 2
    assert folded(data) == folded(build(replay, full=True))


def test_scene_modules_only_read_components_the_kernel_and_their_rules():
    """A scene reads the state: components, the kernel, and where a drawing is a rule's own
    answer (Starkpool's ranks) its ruleset's rules/ and tables/, never what acts (phases,
    round, policies) nor another ruleset."""
    import ast
    from view_battles import ROOT
    for path in sorted((ROOT / "systems").glob("*/scene.py")):
        own = f"affray.systems.{path.parent.name}."
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom):
                module = node.module or ""
                if node.level == 1:
                    module = own + module
                assert node.level in (0, 1) and (module == "__future__" or module.startswith(
                    ("affray.kernel", "affray.components", own + "rules", own + "tables"))), f"{path}: {module}"
            elif isinstance(node, ast.Import):
                assert False, f"{path}: import {[a.name for a in node.names]}"
