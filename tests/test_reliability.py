"""The promises of docs/reliability.md: exit codes, what a damaged log yields, atomic writes,
interrupted runs, and byte-identical logs across PYTHONHASHSEEDs for every ruleset."""

import hashlib
import os
import pathlib
import re
import subprocess
import sys

import pytest

from affray.kernel import Battle, LogError, Replay
from affray.kernel import cli
from affray.kernel import log as L
from affray.kernel.atomic import partial_path, write_file
from affray.kernel.errors import OutputError
from affray.kernel.ruleset import available, load
from affray.kernel.scenario import load as load_scenario

ROOT = pathlib.Path(__file__).resolve().parents[1]
FIXTURES = ROOT / "tests" / "kernel" / "fixtures"
AFFRAY = [sys.executable, "-c", "from affray.kernel.cli import main; main()"]


def affray(*args, cwd):
    return subprocess.run(AFFRAY + list(args), cwd=cwd, capture_output=True, text=True)


def default_scenario():
    return load_scenario(load("tft-melee").default_scenario)


def _frame_offsets(buf):
    """(start, end with index and crc) of every frame of a log."""
    return L.frame_spans(buf)


@pytest.fixture(scope="module")
def log_bytes(tmp_path_factory):
    p = tmp_path_factory.mktemp("rel") / "a.affray"
    Battle.from_scenario(default_scenario(), seed=7, out=p).run()
    return p.read_bytes()


def test_missing_output_folder_is_one_line_exit_2(tmp_path):
    r = affray("run", "--seed", "7", "--out", "missing-dir/x.affray", cwd=tmp_path)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stderr.strip().count("\n") == 0 and "missing-dir does not exist" in r.stderr


def test_a_flipped_byte_names_the_frame_without_a_rerun(tmp_path, log_bytes):
    offsets = _frame_offsets(log_bytes)
    n = len(offsets) // 2
    bad = bytearray(log_bytes)
    bad[offsets[n][0] + 3] ^= 0x40
    p = tmp_path / "bad.affray"
    p.write_bytes(bytes(bad))
    rep = Replay.load(p)
    assert len(rep.events) == n
    assert f"event {n} is corrupt (checksum mismatch); {n} events before it are good" in str(rep.error)
    for cmd in ("show", "state"):
        r = affray(cmd, str(p), cwd=tmp_path)
        assert f"event {n} is corrupt" in r.stderr and "Traceback" not in r.stderr


def test_salvage_skips_damaged_frames_and_reports_every_range(tmp_path, log_bytes):
    offsets = _frame_offsets(log_bytes)
    bad = bytearray(log_bytes)
    for i in (10, 11, 40):
        bad[offsets[i][1] - 1] ^= 0xFF  # the checksum byte: framing stays intact
    p = tmp_path / "bad.affray"
    p.write_bytes(bytes(bad))
    strict = Replay.load(p)
    assert len(strict.events) == 10 and strict.error is not None
    rep = Replay.load(p, salvage=True)
    assert rep.skipped == [(10, 11), (40, 40)]
    full = Replay.load(_write(tmp_path / "ok.affray", log_bytes))
    kept = [e for i, e in enumerate(full.events) if i not in (10, 11, 40)]
    assert rep.events == kept
    r = affray("show", "--salvage", str(p), cwd=tmp_path)
    assert "skipped damaged frames 10-11" in r.stderr and "skipped damaged frame 40 " in r.stderr


def _write(p, blob):
    p.write_bytes(blob)
    return p


def test_format_1_logs_still_read_and_match_format_2():
    one, two = Replay.load(FIXTURES / "format-1.affray"), Replay.load(FIXTURES / "format-2.affray")
    assert one.header.format == 1 and two.header.format == 2
    assert one.frames == two.frames and one.error is None and two.error is None


def test_a_damaged_header_is_a_log_error(tmp_path, log_bytes):
    bad = bytearray(log_bytes)
    bad[20] ^= 0x01
    with pytest.raises(LogError, match="header is corrupt"):
        Replay.load(_write(tmp_path / "h.affray", bytes(bad)))


def test_writes_are_atomic_and_leave_no_part_file(tmp_path):
    target = tmp_path / "doc.json"
    write_file(target, "{}\n")
    assert target.read_text() == "{}\n" and list(tmp_path.iterdir()) == [target]
    with pytest.raises(OutputError, match="does not exist"):
        write_file(tmp_path / "nope" / "doc.json", "x")


@pytest.mark.parametrize("stop, code", [(KeyboardInterrupt, 130), (cli._Terminated, 143)])
def test_an_interrupted_run_keeps_its_log_beside_the_target_untouched(tmp_path, stop, code, capsys):
    out = tmp_path / "x.affray"
    out.write_bytes(b"a good log from before")

    def make(fh):
        b = Battle.from_scenario(default_scenario(), seed=7, out=fh, keep_events=False)

        def stop_at(i, ev):
            if i == 99:
                raise stop()
        b.subscribe(stop_at)
        return b

    with pytest.raises(SystemExit) as exit_:
        cli._live(make, str(out), quiet=True)
    assert exit_.value.code == code
    assert "kept as" in capsys.readouterr().err
    assert out.read_bytes() == b"a good log from before"
    rep = Replay.load(partial_path(out))
    assert rep.error is None and len(rep.events) == 100 and not rep.ended
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.affray", "x.partial.affray"]


def test_a_failed_run_leaves_no_file(tmp_path):
    out = tmp_path / "x.affray"

    def make(fh):
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        cli._live(make, str(out), quiet=True)
    assert list(tmp_path.iterdir()) == []


DETERMINISM = """
import hashlib, io, sys
from affray.kernel import Battle
from affray.kernel.ruleset import load
from affray.kernel.scenario import load as load_scenario
rs = load(sys.argv[1])
sc = load_scenario(rs.default_scenario)
buf = io.BytesIO()
Battle.from_scenario(sc, seed=11, policies={s.name: "random" for s in sc.sides}, out=buf,
                     max_rounds=6).run()
print(hashlib.blake2b(buf.getvalue()).hexdigest())
"""


@pytest.mark.parametrize("rid", [r for r in available() if r != "toy"])
def test_every_ruleset_writes_the_same_bytes_under_any_pythonhashseed(rid):
    rs = load(rid)
    if rs.default_scenario is None:
        pytest.skip(f"{rid} has no default scenario")
    digests = set()
    for seed in ("0", "1", "4242"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        r = subprocess.run([sys.executable, "-c", DETERMINISM, rid], env=env,
                           capture_output=True, text=True)
        assert r.returncode == 0, r.stderr
        digests.add(r.stdout.strip())
    assert len(digests) == 1


def test_resource_limits_are_refused_before_work_with_the_bound_and_its_variable(tmp_path, monkeypatch):
    from affray.kernel import matchup
    from affray.kernel.errors import LimitError
    with pytest.raises(LimitError, match=r"combatants limit of 10000 \(raise it with AFFRAY_MAX_COMBATANTS=N\)"):
        matchup.parse("20000 orc v 1 human")
    monkeypatch.setenv("AFFRAY_MAX_ROUNDS", "5")
    with pytest.raises(LimitError, match=r"default.toml: scenario: max_rounds: 40 is over the rounds limit of 5"):
        default_scenario()
    r = affray("fight", "20000 orc v 1 human", cwd=tmp_path)
    assert r.returncode == 2 and "AFFRAY_MAX_COMBATANTS" in r.stderr and not list(tmp_path.iterdir())


@pytest.mark.parametrize("field, value, where", [
    ("x", "1.0e9", "combatants[0].x"),            # a plane coordinate (float)
    ("x", "inf", "combatants[0].x"),              # not a place at all
    ("width", "2000000.0", "map.width"),          # a map dimension
])
def test_map_bound_is_refused_before_work_naming_the_field_and_its_variable(tmp_path, monkeypatch,
                                                                           field, value, where):
    from affray.kernel import limits
    from affray.kernel.errors import LimitError
    src = pathlib.Path(load("starkpool").default_scenario).read_text()
    if field == "width":
        src = src.replace("width = 60.0", f"width = {value}", 1)
    else:
        src = src.replace("x = 6.0", f"x = {value}", 1)
    path = tmp_path / "far.toml"
    path.write_text(src)
    r = affray("run", str(path), "--seed", "1", "--out", str(tmp_path / "far.affray"), cwd=tmp_path)
    assert r.returncode == 2, r.stderr
    line = r.stderr.strip()
    assert "\n" not in line and where in line and "AFFRAY_MAX_MAP" in line
    assert not (tmp_path / "far.affray").exists()
    if value == "inf":  # a non-finite coordinate never passes, whatever the bound
        monkeypatch.setenv("AFFRAY_MAX_MAP", "10000000000")
        with pytest.raises(LimitError, match="not a finite coordinate"):
            load_scenario(path)
    else:  # the bound can be raised
        with pytest.raises(LimitError, match=re.escape(where)):
            load_scenario(path)
        monkeypatch.setenv("AFFRAY_MAX_MAP", "10000000000")
        limits.check_scenario(load_scenario(path))


def test_a_damaged_length_claiming_more_than_the_file_is_damage_not_a_memory_error(tmp_path, log_bytes):
    """Found by the long log-bytes fuzz: a frame length of about 2**40 made the streaming reader ask
    the file for that many bytes at once. The reader looks ahead: intact frames follow, so the
    file is damaged, not cut short."""
    start, _ = _frame_offsets(log_bytes)[10]
    huge = bytes([0xFF] * 5 + [0x1F])  # a varint of about 2**40, the longest prefix read
    p = tmp_path / "huge.affray"
    p.write_bytes(log_bytes[:start] + huge + log_bytes[start + 1:])
    rep = Replay.load(p)
    assert len(rep.events) == 10
    assert "event 10 is corrupt (its length prefix claims" in str(rep.error)
    assert "the file is damaged, not cut short: intact frames go on at event 11" in str(rep.error)
    r = affray("show", str(p), cwd=tmp_path)
    assert "the file is damaged, not cut short" in r.stderr
    assert "Traceback" not in r.stderr and "internal error" not in r.stderr


def test_a_damaged_header_length_is_a_log_error(tmp_path, log_bytes):
    """Found by the long log-bytes fuzz: five continuation bytes where the header's length
    goes raised a bare ValueError."""
    p = tmp_path / "head.affray"
    p.write_bytes(log_bytes[:8] + b"\x80" * 5 + log_bytes[8:])
    with pytest.raises(LogError, match="the header is corrupt"):
        Replay.load(p)
    r = affray("show", str(p), cwd=tmp_path)
    assert r.returncode == 2 and "header is corrupt" in r.stderr and "Traceback" not in r.stderr
