"""Sweeps (docs/sweeps.md) are deterministic, every row replays, bad input is one line, exit 2."""

from __future__ import annotations

import functools
import hashlib
import io

import pytest
from click.testing import CliRunner

from affray.kernel.battle import Battle
from affray.kernel.cli import cli
from affray.kernel.ruleset import load
from affray.kernel.sweep.results import summary, wilson
from affray.kernel.sweep.runner import run_chunk, run_local, scenario_for
from affray.kernel.sweep.spec import Spec, SpecError, parse_vary, row_seed

SPECS = {
    "tft-melee": Spec("{N} orc v 2 human", "tft-melee", 3, "7", (("N", (1, 2)),)),
    "starkpool": Spec("{N} fighter v 2 fighter", "starkpool", 3, "7", (("N", (1, 2)),)),
    "wfrp1e": Spec("{N} orc v 2 human warrior", "wfrp1e", 3, "7", (("N", (1, 2)),)),
    "acks2": Spec("{N} orc v 2 fighter-1", "acks2", 3, "7", (("N", (1, 2)),)),
    "destrier": Spec("{N} orc v 1 man-at-arms", "destrier", 3, "7", (("N", (1, 2)),)),
}


@pytest.mark.parametrize("rs", sorted(SPECS))
def test_rows_identical_for_1_2_4_workers_and_any_chunking(rs):
    spec = SPECS[rs]
    one = run_local(spec, workers=1, chunk_size=100)
    assert len(one) == 6
    assert run_local(spec, workers=2, chunk_size=1) == one
    assert run_local(spec, workers=4, chunk_size=4) == one
    # any subset, in any order, gives the same rows
    keys = spec.keys()[::-1][:3]
    assert sorted(run_chunk(spec, keys), key=lambda r: (r["cell"], r["rep"])) == \
        [r for r in one if (r["cell"], r["rep"]) in keys]


@pytest.mark.parametrize("rs", sorted(SPECS))
def test_row_replays_to_its_log_hash(rs):
    spec = SPECS[rs]
    row = run_local(spec)[4]
    params = spec.cells()[row["cell"]]
    assert row["seed"] == row_seed("7", params, row["rep"])
    buf = io.BytesIO()
    Battle(scenario_for(spec, params), load(rs), str(row["seed"]), out=buf,
           keep_events=False, flush_each=False).run()
    assert hashlib.blake2b(buf.getvalue(), digest_size=16).hexdigest() == row["log_blake2b"]


def test_seed_depends_on_key_not_position():
    assert row_seed("1", {"N": 2}, 0) != row_seed("1", {"N": 3}, 0)
    assert row_seed("1", {"N": 2}, 0) != row_seed("2", {"N": 2}, 0)
    assert row_seed("1", {"N": 2, "M": 1}, 5) == row_seed("1", {"M": 1, "N": 2}, 5)


def test_wilson_and_summary():
    lo, hi = wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-3) and hi == pytest.approx(0.7634, abs=1e-3)
    rows = run_local(SPECS["tft-melee"])
    s = summary(rows)
    assert [c["battles"] for c in s] == [3, 3]
    assert all(abs(sum(p for p, _, _ in c["wins"].values()) - 1) < 1e-9 for c in s)


@pytest.mark.parametrize("text, vary", [("{N} orc v 2 human", "M=1..3"),
                                        ("{N} orc v 2 human", "N=3..1"),
                                        ("{N} zorg v 2 human", "N=1..2"),
                                        ("{N} orc v 2 human", "N")])
def test_bad_input_is_one_line_exit_2(text, vary):
    from affray.kernel.cli import main  # noqa: F401  (main maps errors to exit 2)
    import subprocess
    import sys
    p = subprocess.run([sys.executable, "-m", "affray.kernel.cli", "sweep", text, "--vary", vary,
                        "--battles", "1", "--json"], capture_output=True, text=True)
    assert p.returncode == 2
    assert p.stderr.strip().count("\n") == 0 and p.stderr.startswith("affray: error:")


def test_parse_vary():
    assert parse_vary("N=1..3") == ("N", [1, 2, 3])
    assert parse_vary("w=axe, sword") == ("w", ["axe", "sword"])
    with pytest.raises(SpecError):
        parse_vary("N=")


def test_cli_sweep_parquet_replay_query(tmp_path):
    pytest.importorskip("pyarrow")
    pytest.importorskip("duckdb")
    out = tmp_path / "r.parquet"
    r = CliRunner().invoke(cli, ["sweep", "{N} orc v 1 human", "--vary", "N=1,2", "--battles", "2",
                                 "--workers", "1", "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(cli, ["sweep", "replay", str(out), "3"])
    assert r.exit_code == 0 and "matches" in r.output, r.output
    r = CliRunner().invoke(cli, ["sweep", "query", str(out), "select count(*) from results"])
    assert r.output.splitlines()[1] == "4"


def test_parity_finds_the_crossing():
    from affray.kernel.sweep.parity import search
    spec = Spec("{N} orc v 2 human", "tft-melee", 20, "3", (("N", (1,)),))
    best, curve, side = search(spec, "N", 1, 4)
    assert side == "side 1"
    rates = {v: p for v, p, _, _ in curve}
    assert rates[best] >= 0.5 and (best == 1 or rates[best - 1] < 0.5)


def test_dask_local_cluster_gives_the_same_rows():
    pytest.importorskip("dask.distributed")
    from affray.kernel.sweep.runner import run_dask
    spec = SPECS["tft-melee"]
    assert run_dask(spec, "local", chunk_size=2) == run_local(spec)


def test_dask_keeps_each_finished_chunk_and_resume_finishes(tmp_path):
    pytest.importorskip("dask.distributed")
    pytest.importorskip("pyarrow")
    from affray.kernel.sweep.results import ChunkStore
    from affray.kernel.sweep.runner import run_dask
    spec = SPECS["tft-melee"]
    want = run_local(spec)
    assert run_dask(spec, "local", chunk_size=2, store=ChunkStore(str(tmp_path / "c"), False)) == want
    chunks = sorted((tmp_path / "c").glob("*.parquet"))
    assert len(chunks) == 3
    chunks[1].unlink()  # as if interrupted before that chunk came back
    got = run_dask(spec, "local", chunk_size=2, store=ChunkStore(str(tmp_path / "c"), True))
    assert got == want and len(list((tmp_path / "c").glob("*.parquet"))) == 3


def _die_once(flag, spec, keys, keep_logs=None):
    """A chunk function whose worker dies the first time it sees chunk (1, 0)."""
    import os
    if (1, 0) in keys and not os.path.exists(flag):
        open(flag, "w").close()
        os._exit(1)
    return run_chunk(spec, keys, keep_logs)


def test_a_dead_worker_loses_only_its_chunk(tmp_path, monkeypatch):
    from affray.kernel.sweep import runner
    spec = SPECS["tft-melee"]
    want = run_local(spec)
    # a partial of a module-level function: workers start from a fork server, so the
    # chunk function travels by pickle and the flag cannot come through the environment
    monkeypatch.setattr(runner, "run_chunk", functools.partial(_die_once, str(tmp_path / "died")))
    got = runner.run_local(spec, workers=2, chunk_size=1)
    assert (tmp_path / "died").exists() and got == want


def test_resume_reuses_finished_chunks(tmp_path):
    pytest.importorskip("pyarrow")
    from affray.kernel.sweep.results import ChunkStore
    spec = SPECS["tft-melee"]
    want = run_local(spec, chunk_size=2, store=ChunkStore(str(tmp_path / "c"), False))
    (tmp_path / "c" / "chunk-000001.parquet").unlink()  # as if interrupted
    ran = []
    got = run_local(spec, chunk_size=2, store=ChunkStore(str(tmp_path / "c"), True),
                    progress=ran.append)
    assert got == want and len(list((tmp_path / "c").glob("*.parquet"))) == 3


def test_vary_a_ruleset_option_and_a_policy():
    spec = Spec("2 orc v 2 human", "tft-melee", 2, "5",
                (("option.min_damage", (0, 1)), ("policy.side 1", ("random", "tactical"))))
    rows = run_local(spec)
    assert len(rows) == 8 and len({r["scenario_hash"] for r in rows}) == 4
    assert rows[0]["matchup"] == "2 orc v 2 human [option.min_damage=0, policy.side 1=random]"
    assert scenario_for(spec, {"option.min_damage": 1, "policy.side 1": "random"}).options == \
        {"min_damage": 1}


@pytest.mark.parametrize("vary", [("option.nope", (1,)), ("option.min_damage", (7,)),
                                  ("policy.side 9", ("random",)), ("figure.troll.st", (12,)),
                                  ("figure.orc.nope", (1,)), ("figure.orc", (1,))])
def test_bad_scenario_vary_is_an_error(vary):
    from affray.kernel.errors import AffrayError
    with pytest.raises(AffrayError):
        run_local(Spec("1 orc v 1 human", "tft-melee", 1, "5", (vary,)))


def test_vary_a_figure_stat_sets_every_figure_of_that_name_and_no_other():
    spec = Spec("2 fighter v 2 fighter", "starkpool", 1, "5", (("figure.fighter 1.hp", (1, 20)),))
    weak = scenario_for(spec, {"figure.fighter 1.hp": 1})
    strong = scenario_for(spec, {"figure.fighter 1.hp": 20})
    assert [c.hp for c in weak.combatants][:2] == [1, 1]
    assert [c.hp for c in strong.combatants][:2] == [20, 20]
    assert [c.hp for c in weak.combatants][2:] == [c.hp for c in strong.combatants][2:]
    rows = run_local(Spec("2 fighter v 2 fighter", "starkpool", 20, "5",
                          (("figure.fighter 1.hp", (1, 20)),)))
    wins = [sum(r["winner"] == "side 1" for r in rows if r["p_figure.fighter 1.hp"] == v)
            for v in (1, 20)]
    assert wins[1] > wins[0]


def test_a_figure_stat_the_rules_refuse_is_one_line():
    from affray.kernel.errors import AffrayError
    with pytest.raises(AffrayError, match="ST \\+ DX"):
        run_local(Spec("2 orc v 1 human", "tft-melee", 1, "5", (("figure.orc.st", (9,)),)))


def test_vary_a_figure_weapon_list_field():
    spec = Spec("1 orc v 1 human", "tft-melee", 1, "5",
                (("figure.human.weapons", ("dagger", "shortsword+dagger")),))
    one = scenario_for(spec, {"figure.human.weapons": "dagger"}).combatants[1]
    two = scenario_for(spec, {"figure.human.weapons": "shortsword+dagger"}).combatants[1]
    assert (one.weapons, two.weapons) == (["dagger"], ["shortsword", "dagger"])


def test_rows_carry_survivors_and_their_wounds_by_side():
    rows = run_local(Spec("2 orc v 2 human", "tft-melee", 6, "3", ()))
    for r in rows:
        assert r["sides"] == ["side 1", "side 2"]
        assert len(r["survivors"]) == len(r["wounds"]) == 2
        winner = r["sides"].index(r["winner"])
        assert r["survivors"][winner] >= 1 and r["survivors"][1 - winner] == 0
        assert r["wounds"][1 - winner] == 0 and r["wounds"][winner] >= 0
    assert any(r["wounds"][r["sides"].index(r["winner"])] > 0 for r in rows)


def test_sweep_over_a_scenario_file(tmp_path):
    scen = load("starkpool").default_scenario  # a file naming its own ruleset
    out = tmp_path / "s.parquet"
    r = CliRunner().invoke(cli, ["sweep", scen, "--battles", "2", "--workers", "1",
                                 "--vary", "figure.Sir Aldo.hp=1,9", "--out", str(out), "--json"])
    assert r.exit_code == 0, r.output
    r = CliRunner().invoke(cli, ["sweep", "replay", str(out), "3"])
    assert r.exit_code == 0 and "log hash matches" in r.output, r.output


def test_missing_output_folder_fails_before_any_battle(tmp_path):
    import subprocess
    import sys
    p = subprocess.run([sys.executable, "-m", "affray.kernel.cli", "sweep", "1 orc v 1 human",
                        "--battles", "1", "--out", str(tmp_path / "no" / "r.parquet")],
                       capture_output=True, text=True)
    assert p.returncode == 2 and p.stderr.count("\n") == 1 and "does not exist" in p.stderr


def test_ctrl_c_keeps_finished_chunks_and_resume_completes_the_same_rows(tmp_path):
    import signal
    import subprocess
    import sys
    import time
    from affray.kernel.sweep.results import read_parquet
    out = tmp_path / "r.parquet"
    args = [sys.executable, "-m", "affray.kernel.cli", "sweep", "{N} orc v 2 human",
            "--vary", "N=1..2", "--battles", "30", "--seed", "4", "--workers", "1",
            "--chunk-size", "2", "--out", str(out), "--json"]
    p = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    chunks = tmp_path / "r.parquet.chunks"
    deadline = time.monotonic() + 60
    while len(list(chunks.glob("chunk-*.parquet"))) < 2 and time.monotonic() < deadline:
        time.sleep(0.05)
    p.send_signal(signal.SIGINT)
    _, err = p.communicate(timeout=60)
    if p.returncode == 0:
        pytest.skip("the sweep finished before the interrupt arrived")
    assert p.returncode == 130 and "--resume finishes" in err and not out.exists()
    kept = len(list(chunks.glob("chunk-*.parquet")))
    assert 2 <= kept < 30
    r = subprocess.run(args + ["--resume"], capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    want = run_local(Spec("{N} orc v 2 human", "tft-melee", 30, "4", (("N", (1, 2)),)))
    got = [{k: v for k, v in row.items() if k in want[0]} for row in read_parquet(str(out))]
    assert got == want
