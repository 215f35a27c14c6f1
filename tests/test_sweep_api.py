"""Sweeps and parity as library functions, typed parameter columns, checked sides, plots,
and the query/parity output formats."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import affray.kernel.sweep as K
from affray.kernel.battle import Battle
from affray.kernel.cli import cli
from affray.kernel.errors import AffrayError

pa = pytest.importorskip("pyarrow")


def _run(*args):
    return CliRunner().invoke(cli, list(args), catch_exceptions=False)


def test_run_sweep_returns_the_rows_the_cli_writes(tmp_path):
    out = tmp_path / "r.parquet"
    r = _run("sweep", "{N} orc v 1 human", "--vary", "N=1,2", "--battles", "2", "--workers", "1",
             "--seed", "5", "--out", str(out), "--json")
    assert r.exit_code == 0, r.output
    import pyarrow.parquet as pq
    table = K.run_sweep("{N} orc v 1 human", vary={"N": [1, 2]}, battles=2, seed=5)
    assert table.to_pylist() == pq.read_table(out).to_pylist()
    assert K.run_sweep("{N} orc v 1 human", vary=["N=1..2"], battles=2, seed=5).equals(table)


def test_parameter_columns_are_typed_so_order_by_is_numeric(tmp_path):
    pytest.importorskip("duckdb")
    t = K.run_sweep("{N} orc v 1 human", vary={"N": [8, 9, 10]}, battles=1)
    assert t.schema.field("p_N").type == pa.int64()
    out = tmp_path / "n.parquet"
    assert _run("sweep", "{N} orc v 1 human", "--vary", "N=8..10", "--battles", "1",
                "--workers", "1", "--out", str(out), "--json").exit_code == 0
    r = _run("sweep", "query", str(out), "select p_N from results order by p_N", "--csv")
    assert r.output.split() == ["p_N", "8", "9", "10"]
    r = _run("sweep", "query", str(out), "select p_N, winner from results order by p_N desc",
             "--json")
    assert [json.loads(line)["p_N"] for line in r.output.splitlines()] == [10, 9, 8]


def test_string_and_float_parameters_keep_their_type():
    t = K.run_sweep("3 orc v 3 human", vary={"option.front_arc": ["wedge120", "half_plane180"]},
                    battles=1)
    assert t.column("p_option.front_arc").to_pylist() == ["wedge120", "half_plane180"]
    from affray.kernel.sweep.spec import parse_vary
    assert parse_vary("x=1,2.5") == ("x", [1.0, 2.5])


def test_summary_table_keeps_cell_labels_whole():
    r = _run("sweep", "3 orc v 3 human", "--vary", "option.front_arc=wedge120,half_plane180",
             "--battles", "1", "--workers", "1")
    assert r.exit_code == 0, r.output
    flat = "".join(line.split("│")[-2].strip() for line in r.output.splitlines() if "│" in line)
    assert "[option.front_arc=wedge120]" in flat and "[option.front_arc=half_plane180]" in flat


def test_parity_side_is_checked_against_the_matchup_sides():
    r = CliRunner().invoke(cli, ["parity", "{N} orc v 2 fighter-1", "--ruleset", "acks2", "--for",
                                 "N", "--range", "1..3", "--battles", "2", "--side", "nobody"])
    assert r.exit_code != 0 and "sides are" in str(r.exception or r.output)


def test_parity_defaults_to_the_first_side_and_gives_json_csv_and_a_table(tmp_path):
    best, table = K.find_parity("{N} orc v 2 human", "N", 1, 3, battles=4, seed=3)
    assert set(table.column("side").to_pylist()) == {"side 1"}
    r = _run("parity", "{N} orc v 2 human", "--for", "N", "--range", "1..3", "--battles", "4",
             "--seed", "3", "--json", "--plot", str(tmp_path / "p.png"))
    doc = json.loads(r.output)
    assert doc["parity"] == best and doc["curve"] == table.to_pylist()
    assert (tmp_path / "p.png").read_bytes()[:4] == b"\x89PNG"
    r = _run("parity", "{N} orc v 2 human", "--for", "N", "--range", "1..3", "--battles", "4",
             "--seed", "3", "--out", str(tmp_path / "c.parquet"))
    import pyarrow.parquet as pq
    assert pq.read_table(tmp_path / "c.parquet").to_pylist() == table.to_pylist()
    r = _run("parity", "{N} orc v 2 human", "--for", "N", "--range", "1..3", "--battles", "4",
             "--seed", "3", "--csv")
    assert r.output.splitlines()[0] == "N,side,battles,wins,win_rate,ci_low,ci_high"


def test_api_policies_for_an_unknown_side_are_refused():
    with pytest.raises(AffrayError, match=r"unknown side 'side 9'; sides are"):
        Battle.from_scenario(_default(), policies={"side 9": "random"})


def _default():
    from affray.kernel.ruleset import load
    return load("tft-melee").default_scenario


def test_plot_draws_one_line_per_value_of_the_second_key(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    from affray.kernel.sweep import plot as P
    from affray.kernel.sweep.api import make_spec
    from affray.kernel.sweep.runner import run_local
    spec = make_spec("{N} orc v {M} human", battles=1, vary={"N": [1, 2, 3], "M": [1, 2]})
    rows = run_local(spec)
    drawn = []
    import matplotlib.axes
    real = matplotlib.axes.Axes.plot
    monkeypatch.setattr(matplotlib.axes.Axes, "plot",
                        lambda self, xs, ys, **kw: drawn.append((list(xs), kw["label"]))
                        or real(self, xs, ys, **kw))
    P.plot(rows, spec, str(tmp_path / "p.png"))
    sides = {s for r in rows for s in [r["winner"]] if s}
    assert sorted(drawn) == sorted([([1, 2, 3], "M=1"), ([1, 2, 3], "M=2")] * len(sides))


def test_plot_draws_a_category_key_as_points_not_a_line(tmp_path, monkeypatch):
    pytest.importorskip("matplotlib")
    from affray.kernel.sweep import plot as P
    from affray.kernel.sweep.api import make_spec
    from affray.kernel.sweep.runner import run_local
    spec = make_spec("3 orc v 3 human", battles=1,
                     vary={"option.front_arc": ["wedge120", "half_plane180"]})
    import matplotlib.axes
    monkeypatch.setattr(matplotlib.axes.Axes, "plot", lambda *a, **k: pytest.fail("a line"))
    P.plot(run_local(spec), spec, str(tmp_path / "c.png"))
    assert (tmp_path / "c.png").exists()


def test_a_sweep_that_needs_pyarrow_fails_before_any_battle(tmp_path, monkeypatch):
    import sys
    from affray.kernel.sweep import runner
    monkeypatch.setitem(sys.modules, "pyarrow", None)  # as if it were not installed
    monkeypatch.setattr(runner, "run_local", lambda *a, **k: pytest.fail("a battle ran"))
    r = CliRunner().invoke(cli, ["sweep", "{N} orc v 1 human", "--vary", "N=1,2", "--battles", "1",
                                 "--out", str(tmp_path / "r.parquet")])
    assert r.exit_code != 0 and "pip install 'affray[sweep]'" in str(r.exception) + r.output
