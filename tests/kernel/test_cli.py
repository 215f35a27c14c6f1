"""The command line (KER-08, KER-27, KER-29, KER-30, KER-32 .. KER-35)."""

import json

import pytest

from cli_runs import TOY, affray  # shared with tests/view


@pytest.fixture
def toy_file(tmp_path):
    p = tmp_path / "duel.toml"
    p.write_text(TOY)
    return p


def test_ker_33_run_writes_a_log_and_says_who_won(tmp_path, toy_file):
    r = affray("run", str(toy_file), "--seed", "7", "--out", "a.affray", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith(("red wins", "blue wins", "no winner")) and "-> a.affray" in r.stdout
    assert (tmp_path / "a.affray").read_bytes()[:8] == b"AFFRAYLG"
    r = affray("run", str(toy_file), "--seed", "7", "--max-rounds", "1", "--out", "b.affray", cwd=tmp_path)
    assert "no result after 1 rounds" in r.stdout or "wins" in r.stdout


def test_ker_27_verify_exit_codes_and_a_flipped_byte(tmp_path, toy_file):
    affray("run", str(toy_file), "--seed", "7", "--out", "a.affray", cwd=tmp_path)
    r = affray("verify", "a.affray", cwd=tmp_path)
    assert r.returncode == 0 and "verified" in r.stdout
    buf = bytearray((tmp_path / "a.affray").read_bytes())
    # flip one byte inside a Damaged event's amount: the last byte of the first frame [11, e, n]
    from affray.kernel import log as L
    header, pos = L.read_header(bytes(buf), "a")
    import msgspec
    for at, _end in L.frame_spans(bytes(buf)):
        size = buf[at]
        payload = bytes(buf[at + 1:at + 1 + size])
        if msgspec.msgpack.decode(payload)[0] == 11:
            break
    index = len(L.read_frames(bytes(buf[:at]), pos, L.decoder(__import__("affray_toy").RULESET), "a").events)
    buf[at + size] ^= 0x01
    (tmp_path / "bad.affray").write_bytes(bytes(buf))
    r = affray("verify", "bad.affray", cwd=tmp_path)
    assert r.returncode == 1 and f"event {index}" in r.stderr and "Traceback" not in r.stderr
    # the frame's checksum names it without a re-run
    r = affray("show", "bad.affray", cwd=tmp_path)
    assert f"event {index} is corrupt (checksum mismatch); {index} events before it are good" in r.stderr


def test_ker_07_show_lists_a_cut_log_and_says_where_it_stops(tmp_path, toy_file):
    affray("run", str(toy_file), "--out", "a.affray", cwd=tmp_path)
    buf = (tmp_path / "a.affray").read_bytes()
    (tmp_path / "cut.affray").write_bytes(buf[:-5])
    full = affray("show", "a.affray", cwd=tmp_path).stdout.splitlines()
    r = affray("show", "cut.affray", cwd=tmp_path)
    assert r.returncode == 0
    assert r.stdout.splitlines()[1:] == full[1:-1]
    assert f"cut short inside event {len(full) - 2}" in r.stderr


def test_ker_08_show_json_is_json_lines(tmp_path, toy_file):
    affray("run", str(toy_file), "--out", "a.affray", cwd=tmp_path)
    r = affray("show", "a.affray", "--json", cwd=tmp_path)
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert "header" in lines[0] and [x["i"] for x in lines[1:]] == list(range(len(lines) - 1))
    (tmp_path / "a.jsonl").write_text(r.stdout)
    assert affray("verify", "a.jsonl", cwd=tmp_path).returncode == 0
    assert affray("diff", "a.affray", "a.jsonl", cwd=tmp_path).returncode == 0


def test_ker_29_state_at_k_json(tmp_path, toy_file):
    affray("run", str(toy_file), "--out", "a.affray", cwd=tmp_path)
    r = affray("state", "a.affray", "--at", "2", "--json", cwd=tmp_path)
    dump = json.loads(r.stdout)
    assert [e["components"]["Identity"]["name"] for e in dump["entities"]] == ["Ann", "Bob"]
    r = affray("state", "a.affray", "--at", "99999", cwd=tmp_path)
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


def test_ker_30_diff_cli(tmp_path, toy_file):
    affray("run", str(toy_file), "--seed", "7", "--out", "a.affray", cwd=tmp_path)
    affray("run", str(toy_file), "--seed", "8", "--out", "b.affray", cwd=tmp_path)
    assert affray("diff", "a.affray", "a.affray", cwd=tmp_path).returncode == 0
    r = affray("diff", "a.affray", "b.affray", cwd=tmp_path)
    assert r.returncode == 1 and "first difference at event" in r.stdout
    j = json.loads(affray("diff", "a.affray", "b.affray", "--json", cwd=tmp_path).stdout)
    assert j["identical"] is False and j["header_differences"] == ["seed"]


BAD = [
    ('x = 0\n', 'x = "zero"\n', "combatants[0].x: expected `int`, got `str`"),
    ('x = 0\n', 'x = 0\nhpp = 3\n', "combatants[0]: object contains unknown field `hpp`"),
    ('name = "Bob"\nside = "blue"', 'name = "Bob"\nside = "green"', "combatants[1].side: unknown side 'green'"),
    ('x = 2\n', 'x = 2\nhp = 0\n', "combatants[1].hp: expected at least 1"),
    ('seed = 3\n', 'seed = 3\n[options]\nmark_ded = true\n', "options.mark_ded: unknown option"),
    ('ruleset = "toy"', 'ruleset = "tyo"', "ruleset: unknown ruleset 'tyo'"),
    ('name = "duel"', 'name = "duel', "not valid TOML"),
]


@pytest.mark.parametrize("old,new,message", BAD)
def test_ker_32_scenario_errors_name_file_place_and_problem(tmp_path, old, new, message):
    p = tmp_path / "bad.toml"
    p.write_text(TOY.replace(old, new, 1))
    r = affray("run", str(p), "--out", "x.affray", cwd=tmp_path)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and r.stderr.startswith(f"affray: error: {p}: ")
    assert message in r.stderr
    assert not (tmp_path / "x.affray").exists()  # nothing written


@pytest.mark.parametrize("args", [
    ("run", "missing.toml"), ("show", "missing.affray"), ("verify",), ("diff", "a"),
    ("state", "x", "--at", "-1"), ("frobnicate",), ("run", "duel.toml", "--seed", "mt19937:4"),
    ("run", "duel.toml", "--policy", "green=random"), ("run", "duel.toml", "--policy", "red=sly"),
])
def test_ker_35_every_cli_error_is_one_line_exit_2(tmp_path, args):
    (tmp_path / "x").write_bytes(b"not a log")
    (tmp_path / "duel.toml").write_text(TOY)
    r = affray(*args, cwd=tmp_path)
    assert r.returncode == 2, r
    assert len(r.stderr.strip().splitlines()) == 1 and "Traceback" not in r.stderr
    assert r.stderr.startswith("affray: ")


def test_ker_35_a_non_log_file_is_one_line(tmp_path):
    (tmp_path / "x.affray").write_bytes(b"hello world")
    r = affray("show", "x.affray", cwd=tmp_path)
    assert r.returncode == 2 and "not an affray log" in r.stderr
