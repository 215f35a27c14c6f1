"""A sweep's chunk folder knows which sweep it holds (docs/sweeps.md, "Resuming"): a resume
of another sweep is refused naming the difference, a resumed sweep equals an uninterrupted
one byte for byte, and the workers end with the sweep even after kill -9."""

import os
import signal
import subprocess
import sys
import time

import pytest

from affray.kernel import cli

pytest.importorskip("pyarrow")

BASE = ["sweep", "{N} orc v 1 human", "--vary", "N=1..2", "--battles", "2", "--seed", "3",
        "--workers", "1", "--chunk-size", "1", "--json"]


def affray(capsys, *args):
    with pytest.raises(SystemExit) as done:
        cli.main(list(args))
    got = capsys.readouterr()
    return done.value.code, got.out, got.err


def test_a_resume_with_another_seed_chunk_size_or_matchup_exits_2_naming_it(tmp_path, capsys):
    out = str(tmp_path / "r.parquet")
    assert affray(capsys, *BASE, "--out", out)[0] == 0
    for change, named in ((["--seed", "4"], "seed"), (["--chunk-size", "2"], "chunk_size"),
                          (["--battles", "3"], "battles")):
        args = [*BASE, *change, "--out", out, "--resume"]
        code, _out, err = affray(capsys, *args)
        assert code == 2 and f"{named}:" in err and "another sweep" in err
        assert err.count("\n") == 1
    code, _out, err = affray(capsys, "sweep", "{N} orc v 2 human", *BASE[2:], "--out", out, "--resume")
    assert code == 2 and "template:" in err and "scenarios:" in err


def test_chunks_without_a_specification_are_not_resumed(tmp_path, capsys):
    out = str(tmp_path / "r.parquet")
    assert affray(capsys, *BASE, "--out", out)[0] == 0
    os.unlink(tmp_path / "r.parquet.chunks" / "spec.json")
    code, _out, err = affray(capsys, *BASE, "--out", out, "--resume")
    assert code == 2 and "no spec.json" in err


def test_a_resumed_sweep_equals_an_uninterrupted_one_byte_for_byte(tmp_path, capsys):
    whole, part = str(tmp_path / "whole.parquet"), str(tmp_path / "part.parquet")
    assert affray(capsys, *BASE, "--out", whole)[0] == 0
    assert affray(capsys, *BASE, "--out", part)[0] == 0
    chunks = tmp_path / "part.parquet.chunks"
    (chunks / "chunk-000002.parquet").unlink()  # as if interrupted before chunk 2 came back
    os.unlink(part)
    assert affray(capsys, *BASE, "--out", part, "--resume")[0] == 0
    with open(whole, "rb") as a, open(part, "rb") as b:
        assert a.read() == b.read()


def test_the_specification_is_in_the_folder_and_the_parquet_metadata(tmp_path, capsys):
    from affray.kernel.sweep.results import read_description
    out = str(tmp_path / "r.parquet")
    assert affray(capsys, *BASE, "--out", out)[0] == 0
    desc = read_description(out)
    assert desc["seed"] == "3" and desc["chunk_size"] == 1 and desc["vary"] == [["N", [1, 2]]]
    assert desc["ruleset"] == "tft-melee" and desc["ruleset_version"] and desc["affray"]
    assert len(desc["scenarios"]) == 2
    assert read_description(str(tmp_path / "r.parquet.chunks" / "chunk-000000.parquet")) == desc


def test_a_new_sweep_into_an_old_folder_clears_its_chunks(tmp_path, capsys):
    out = str(tmp_path / "r.parquet")
    assert affray(capsys, *BASE, "--out", out)[0] == 0
    assert len(list((tmp_path / "r.parquet.chunks").glob("chunk-*"))) == 4
    assert affray(capsys, *BASE, "--chunk-size", "2", "--out", out)[0] == 0  # the last one counts
    assert len(list((tmp_path / "r.parquet.chunks").glob("chunk-*"))) == 2


def test_sweep_max_rounds_obeys_the_rounds_bound(capsys):
    code, _out, err = affray(capsys, *BASE, "--max-rounds", "100001")
    assert code == 2 and "over the rounds limit of 100000" in err


def _descendants(pid: int) -> set[int]:
    kids: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat", "rb") as fh:
                    ppid = int(fh.read().rsplit(b")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            kids.setdefault(ppid, []).append(int(entry))
    out, todo = set(), [pid]
    while todo:
        for k in kids.get(todo.pop(), []):
            out.add(k)
            todo.append(k)
    return out


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            return fh.read().rsplit(b")", 1)[1].split()[0] not in (b"Z", b"X")
    except OSError:
        return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_sweep_workers_end_after_kill_9_of_the_sweep(tmp_path):
    p = subprocess.Popen([sys.executable, "-m", "affray.kernel.cli", "sweep", "3 orc v 3 human",
                          "--battles", "400", "--workers", "2", "--chunk-size", "200", "--json"],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    kids: set[int] = set()
    while time.monotonic() < deadline and len(kids) < 4:  # fork server, tracker, 2 workers
        time.sleep(0.2)
        kids = _descendants(p.pid)
    assert len(kids) >= 3, "the sweep never started its workers"
    p.send_signal(signal.SIGKILL)
    p.wait()
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline and any(_running(k) for k in kids):
        time.sleep(0.2)
    left = [k for k in kids if _running(k)]
    for k in left:  # do not leave them to the machine
        os.kill(k, signal.SIGKILL)
    assert not left
