"""docs/performance.md shows today's figures as `benchmarks/run.py --table-only` writes them
from benchmarks/results/, never typed by hand."""

from __future__ import annotations

import importlib.util
import json
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "benchmarks" / "results"
PAGE = ROOT / "docs" / "performance.md"


@pytest.fixture
def tables(monkeypatch):
    monkeypatch.syspath_prepend(str(ROOT / "benchmarks"))
    sys.modules.pop("doc_tables", None)
    import doc_tables
    return doc_tables


def _run_py():
    """benchmarks/run.py as a module (the `tables` fixture puts benchmarks/ on the path)."""
    spec = importlib.util.spec_from_file_location("bench_run", ROOT / "benchmarks" / "run.py")
    run_py = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run_py)
    return run_py


def test_the_page_shows_the_tables_run_py_makes_from_the_results_files(tables):
    shown = tables.between_markers(PAGE.read_text())
    assert shown == tables.page_tables(RESULTS), \
        "docs/performance.md is out of date: python benchmarks/run.py --table-only"


def test_table_only_rewrites_what_is_between_the_markers_and_nothing_else(tables, tmp_path):
    results = tmp_path / "results"
    shutil.copytree(RESULTS, results)
    doc = json.loads((results / "tft-melee.json").read_text())
    doc["runs"][0]["combatant_turns_per_s"] = 123456.0
    (results / "tft-melee.json").write_text(json.dumps(doc))
    page = tmp_path / "performance.md"
    page.write_text(f"before\n{tables.BEGIN}\nstale\n{tables.END}\nafter\n")

    run_py = _run_py()
    assert run_py.main(["--table-only", "--results", str(results), "--page", str(page)]) == 0

    text = page.read_text()
    assert text.startswith(f"before\n{tables.BEGIN}\n") and text.endswith(f"{tables.END}\nafter\n")
    assert "| tft-melee | 10 | 0.3 | 9 | 123,456 |" in text
    assert tables.between_markers(text) == tables.page_tables(results)


def test_a_page_without_the_markers_is_one_line_exit_2(tables, tmp_path, capsys):
    run_py = _run_py()
    page = tmp_path / "p.md"
    page.write_text("no markers\n")
    assert run_py.main(["--table-only", "--page", str(page)]) == 2
    assert capsys.readouterr().err.count("\n") == 1
