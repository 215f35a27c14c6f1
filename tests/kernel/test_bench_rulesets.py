"""`affray bench` for every ruleset: one that has no army builder is refused in
one line (exit 2), and the harness lists the rulesets it can benchmark."""

import dataclasses
import sys

import pytest

from affray.kernel import bench
from affray.kernel.cli import main
from affray.kernel.ruleset import _extra, load, register


@pytest.fixture
def no_army():
    register(dataclasses.replace(load("toy"), id="toy-no-army", army=None))
    yield "toy-no-army"
    _extra.pop("toy-no-army", None)


def test_bench_without_an_army_builder_is_one_line_exit_2(no_army, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["bench", "--ruleset", no_army, "--n", "3", "--reps", "1", "--no-peer"])
    err = capsys.readouterr().err
    assert stop.value.code == 2
    assert err.count("\n") == 1 and "internal error" not in err
    assert f"ruleset {no_army} has no army builder" in err and "toy" in err


def test_benchmarked_lists_the_rulesets_with_a_builder(no_army):
    ids = bench.benchmarked()
    assert "toy" in ids and "tft-melee" in ids and "destrier" in ids
    assert no_army not in ids
    assert all(load(r).army is not None for r in ids)


def test_the_benchmark_lets_its_own_army_past_the_combatant_bound(monkeypatch):
    from affray.kernel.limits import bound
    monkeypatch.setenv("AFFRAY_MAX_COMBATANTS", "")  # restored (unset) after the test
    bench.allow_army(100)
    assert bound("combatants") == 10_000  # a small army changes nothing
    bench.allow_army(10_000)
    assert bound("combatants") == 20_000


def _run_py():
    import importlib.util
    from pathlib import Path
    path = Path(__file__).resolve().parents[2] / "benchmarks" / "run.py"
    if str(path.parent) not in sys.path:  # run.py imports doc_tables beside it
        sys.path.insert(0, str(path.parent))
    spec = importlib.util.spec_from_file_location("bench_run", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_the_cost_figure_draws_one_line_per_ruleset_from_runs_kept_in_several_files(tmp_path):
    import json
    run_py = _run_py()

    def doc(name, ruleset, ns, rate):
        runs = [{"n": n, "combatant_turns_per_s": rate} for n in ns]
        (tmp_path / name).write_text(json.dumps({"ruleset": ruleset, "machine": {}, "runs": runs}))
    doc("acks2.json", "acks2", [10, 50], 100.0)
    doc("acks2-1000.json", "acks2", [1000], 5.0)
    doc("wfrp1e.json", "wfrp1e", [10], 1.0)
    (tmp_path / "sweep.json").write_text(json.dumps({"rows": []}))  # another benchmark's file
    docs = run_py.load_documents(tmp_path)
    assert [d["ruleset"] for d in docs] == ["acks2", "wfrp1e"]
    assert [(r["n"], r["combatant_turns_per_s"]) for r in docs[0]["runs"]] == \
        [(10, 100.0), (50, 100.0), (1000, 5.0)]


@pytest.mark.parametrize("ruleset_id", ["tft-melee", "starkpool", "wfrp1e", "acks2", "destrier"])
def test_every_ruleset_names_its_small_matchups_one_and_three_a_side(ruleset_id):
    from affray.kernel import matchup
    from affray.kernel.scenario import decode
    rs = load(ruleset_id)
    sizes = []
    for text in rs.bench_matchups:
        sides = matchup.parse(text)
        sizes.append(sorted({sum(c for c, _ in side) for side in sides}))
        assert decode(rs.build_stock(sides), rs).sides  # the stock builds it
    assert sizes == [[1], [3]]
