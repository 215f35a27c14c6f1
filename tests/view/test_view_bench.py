"""benchmarks/view_bench.py still runs (on a small army); its numbers are not asserted."""

from __future__ import annotations

import importlib.util
import json

from view_battles import ROOT


def test_view_bench_runs_and_writes_its_document(browser, tmp_path):
    spec = importlib.util.spec_from_file_location("view_bench", ROOT / "benchmarks/view_bench.py")
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    out = tmp_path / "view.json"
    bench.main(["--n", "3", "--opens", "1", "--folder", str(tmp_path), "--out", str(out)], browser)
    doc = json.loads(out.read_text())
    assert doc["figures"] == 6 and doc["page_bytes"] > 0 and len(doc["open_ms"]) == 1
    assert {"step_ms", "jump_ms", "round_ms"} <= set(doc)
