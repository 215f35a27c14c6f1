"""Nothing lost, nothing silently wrong (docs/reliability.md): a log's frames are checked as a
sequence, damage is told from a cut, writes never replace good data, every scenario value is
bounded, and text from files cannot drive the terminal."""

import io
import os
import pathlib
import re

import pytest

from affray.kernel import Battle, LogError, Replay, cli
from affray.kernel import log as L
from affray.kernel.atomic import AtomicFile, partial_path
from affray.kernel.errors import OutputError
from affray.kernel.ruleset import load
from affray.kernel.scenario import load as load_scenario

ROOT = pathlib.Path(__file__).resolve().parents[1]


def affray(capsys, *args, cwd=None):
    here = os.getcwd()
    if cwd is not None:
        os.chdir(cwd)
    try:
        with pytest.raises(SystemExit) as done:
            cli.main([str(a) for a in args])
    finally:
        os.chdir(here)
    got = capsys.readouterr()
    return done.value.code or 0, got.out, got.err


@pytest.fixture(scope="module")
def blob():
    buf = io.BytesIO()
    Battle.from_scenario(load_scenario(load("tft-melee").default_scenario), seed=7, out=buf,
                         keep_events=False).run()
    return buf.getvalue()


def _edit(blob, tmp_path, name, fn):
    spans = L.frame_spans(blob)
    frames = [blob[a:b] for a, b in spans]
    head = blob[:spans[0][0]]
    p = tmp_path / name
    p.write_bytes(head + b"".join(fn(frames)))
    return p


DAMAGE = {
    "dropped": (lambda f: f[:50] + f[51:], "event 50 is missing (the next frame holds event 51)"),
    "repeated": (lambda f: f[:51] + [f[50]] + f[51:], "event 50 appears again after event 50"),
    "swapped": (lambda f: f[:50] + [f[51], f[50]] + f[52:], "event 50 is missing"),
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_dropped_repeated_or_swapped_frame_is_named_by_every_reader(tmp_path, blob, capsys, kind):
    edit, said = DAMAGE[kind]
    p = _edit(blob, tmp_path, f"{kind}.affray", edit)
    rep = Replay.load(p)
    assert len(rep.events) in (50, 51) and said in str(rep.error)
    for cmd in (["show"], ["state"], ["view", "-o", tmp_path / "v.html"]):
        code, _out, err = affray(capsys, *cmd, p)
        assert said in err, cmd
    code, _out, err = affray(capsys, "verify", p)
    assert code == 1 and said in err
    with pytest.raises(LogError, match=re.escape(said)):
        Replay.load(p).fold()


def test_a_flipped_length_prefix_is_damage_and_salvage_recovers_every_frame_after_it(tmp_path, blob):
    spans = L.frame_spans(blob)
    bad = bytearray(blob)
    bad[spans[100][0]] = 0xFF  # the length prefix of event 100 now claims far more
    p = tmp_path / "len.affray"
    p.write_bytes(bytes(bad))
    rep = Replay.load(p)
    assert len(rep.events) == 100 and "cut short inside" not in str(rep.error)
    assert "the file is damaged, not cut short: intact frames go on at event 101" in str(rep.error)
    saved = Replay.load(p, salvage=True)
    assert saved.skipped == [(100, 100)] and len(saved.events) == len(spans) - 1
    assert saved.events[100:] == Replay.load(_write(tmp_path / "ok.affray", blob)).events[101:]


def _write(p, data):
    p.write_bytes(data)
    return p


def test_salvage_drops_a_repeated_frame_and_names_it(tmp_path, blob, capsys):
    p = _edit(blob, tmp_path, "rep.affray", DAMAGE["repeated"][0])
    rep = Replay.load(p, salvage=True)
    assert rep.repeated == [50] and rep.error is None and len(rep.events) == len(L.frame_spans(blob))
    _code, _out, err = affray(capsys, "show", "--salvage", p)
    assert "dropped a repeated or out-of-order frame holding event 50" in err


def test_state_on_a_log_cut_at_a_frame_boundary_says_so(tmp_path, blob, capsys):
    spans = L.frame_spans(blob)
    p = _write(tmp_path / "cut.affray", blob[:spans[120][1]])
    code, out, err = affray(capsys, "state", p)
    assert code == 0 and out and "stops after event 120 before the battle's end" in err


def test_format_3_frames_carry_their_index_and_older_formats_still_read(blob):
    spans = L.frame_spans(blob)
    header, _pos = L.read_header(blob, "x")
    assert header.format == L.FORMAT == 3
    a, b = spans[200]
    frame = blob[a:b]
    assert frame[-4:] == L.crc(frame[:-4]) and frame[-6:-4] == L.varint(200)
    fixtures = ROOT / "tests" / "kernel" / "fixtures"
    frames = [Replay.load(fixtures / f"format-{v}.affray").frames for v in (1, 2, 3)]
    assert frames[0] == frames[1] == frames[2]


def test_the_hash_sets_hash_the_format_2_encoding_whatever_the_file_format(blob):
    old = (ROOT / "tests" / "kernel" / "fixtures" / "format-2.affray").read_bytes()
    new = (ROOT / "tests" / "kernel" / "fixtures" / "format-3.affray").read_bytes()
    assert L.as_format_2(old) == old
    assert L.as_format_2(new)[L.read_header(old, "x")[1]:] == old[L.read_header(old, "x")[1]:]


# -- writes ------------------------------------------------------------------------------
def test_an_interrupted_run_leaves_the_existing_log_untouched(tmp_path, capsys):
    out = tmp_path / "x.affray"
    out.write_bytes(b"good")

    def make(fh):
        b = Battle.from_scenario(load_scenario(load("tft-melee").default_scenario), seed=7,
                                 out=fh, keep_events=False)
        b.subscribe(lambda i, ev: (_ for _ in ()).throw(KeyboardInterrupt()) if i == 20 else None)
        return b
    with pytest.raises(SystemExit):
        cli._live(make, str(out), quiet=True)
    assert out.read_bytes() == b"good" and len(Replay.load(partial_path(out)).events) == 21


def test_two_writers_to_one_target_never_corrupt_each_other(tmp_path):
    target = tmp_path / "x.affray"
    first, second = AtomicFile(target), AtomicFile(target)
    assert first.part != second.part
    first.fh.write(b"A" * 1000)
    second.fh.write(b"B" * 10)
    first.finish()
    assert target.read_bytes() == b"A" * 1000
    second.fh.write(b"B" * 10)
    second.finish()
    assert target.read_bytes() == b"B" * 20
    assert sorted(p.name for p in tmp_path.iterdir()) == ["x.affray"]


def test_a_symlink_where_the_temporary_file_goes_is_never_followed(tmp_path, monkeypatch, capsys):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    (tmp_path / "x.affray.part").symlink_to(victim)
    code, _out, _err = affray(capsys, "run", "--seed", "1", "--out", tmp_path / "x.affray", "-q")
    assert code == 0 and victim.read_text() == "precious"
    from affray.kernel import atomic
    monkeypatch.setattr(atomic, "_token", lambda: "fixed")
    (tmp_path / "y.affray.fixed.part").symlink_to(victim)
    with pytest.raises(OutputError, match="no free temporary name"):
        AtomicFile(tmp_path / "y.affray")
    assert victim.read_text() == "precious"


def test_no_command_writes_over_its_own_input(tmp_path, blob, capsys):
    log = _write(tmp_path / "r.html", blob)
    code, _out, err = affray(capsys, "view", log)
    assert code == 2 and "it is the input" in err and log.read_bytes() == blob
    code, _out, err = affray(capsys, "branch", log, "--at", "0", "--out", log)
    assert code == 2 and log.read_bytes() == blob
    scenario = tmp_path / "s.toml"
    scenario.write_text(pathlib.Path(load("tft-melee").default_scenario).read_text())
    code, _out, err = affray(capsys, "run", scenario, "--out", scenario)
    assert code == 2 and "it is the input" in err and scenario.read_text().startswith("#")


def test_max_rounds_on_the_command_line_obeys_the_scenario_bound(capsys):
    code, _out, err = affray(capsys, "fight", "1 orc v 1 human", "--max-rounds", "100001")
    assert code == 2 and "--max-rounds: 100001 is over the rounds limit of 100000" in err


# -- bounds --------------------------------------------------------------------------------
def _scenario(tmp_path, rid, edit):
    text = pathlib.Path(load(rid).default_scenario).read_text()
    p = tmp_path / "s.toml"
    p.write_text(edit(text))
    return p


BOUNDS = [
    ("tft-melee", lambda t: re.sub(r"at = \[[^\]]*\]", "at = [200000, 0]", t, count=1),
     "combatants[0].at[0]: 200000 is over the map limit of 100000"),
    ("tft-melee", lambda t: re.sub(r"at = \[[^\]]*\]", f"at = [{2**63 - 1}, 0]", t, count=1),
     "combatants[0].at[0]: 9223372036854775807 is over the map limit"),
    ("tft-melee", lambda t: t.replace("walls = [", f"walls = [[{2**65}, 0], ", 1),
     "map.walls[0][0]"),
    ("tft-melee", lambda t: re.sub(r"st = \d+", f"st = {2**65}", t, count=1),
     "combatants[0].st: 36893488147419103232 is out of range"),
    ("acks2", lambda t: re.sub(r"at = \[[^\]]*\]", f"at = [{2**65}, 0]", t, count=1),
     "combatants[0].at[0]"),
    ("starkpool", lambda t: t.replace("x = 6.0", "x = nan", 1),
     "combatants[0].x: nan is not a finite coordinate"),
    ("destrier", lambda t: re.sub(r"at = \[[^\]]*\]", "at = [1e308, 0.0]", t, count=1),
     "combatants[0].at[0]: 1e+308 is over the map limit"),
    ("wfrp1e", lambda t: re.sub(r"at = \[[^\]]*\]", "at = [inf, 0.0]", t, count=1),
     "combatants[0].at[0]: inf is not a finite coordinate"),
    ("tft-melee", lambda t: t.replace("max_rounds", "description = " + "[" * 1000 + "]" * 1000
                                      + "\nmax_rounds", 1), "nested"),
    ("tft-melee", lambda t: "combatants = []\n" + t[:t.index("[[combatants]]")],
     "combatants: a battle needs at least one combatant"),
    ("starkpool", lambda t: t.replace('troop_class = "C"', 'troop_class = "Q"', 1)
     if 'troop_class = "C"' in t else re.sub(r"(\[\[combatants\]\]\n)", r'\1troop_class = "Q"\n', t, count=1),
     "troop_class: expected one of"),
    ("starkpool", lambda t: re.sub(r"(\[\[combatants\]\]\n)", r'\1items = ["frobnicator"]\n', t, count=1),
     "items[0]: unknown item 'frobnicator'"),
]


@pytest.mark.parametrize("rid, edit, said", BOUNDS)
def test_a_scenario_out_of_bounds_is_one_line_naming_the_place(tmp_path, capsys, rid, edit, said):
    p = _scenario(tmp_path, rid, edit)
    code, _out, err = affray(capsys, "run", p, "--out", tmp_path / "x.affray")
    assert code == 2 and err.count("\n") == 1 and "internal error" not in err, err
    assert said in err and "s.toml" in err
    assert not (tmp_path / "x.affray").exists()


def test_a_jsonl_log_with_a_huge_integer_is_a_log_error(tmp_path, blob, capsys):
    text = io.StringIO()
    rep = Replay.load(_write(tmp_path / "a.affray", blob))
    L.write_jsonl(rep.header, rep.events, text)
    lines = text.getvalue().splitlines()
    assert '"entity":' in lines[5]
    lines[5] = re.sub(r'"entity":\d+', f'"entity":{2**70}', lines[5])
    p = tmp_path / "a.jsonl"
    p.write_text("\n".join(lines) + "\n")
    got = Replay.load(p)
    assert len(got.events) == 4 and "line 6 (event 4) is corrupt" in str(got.error)
    code, _out, err = affray(capsys, "show", p)
    assert "internal error" not in err and "line 6 (event 4) is corrupt" in err


def test_a_jsonl_log_with_a_dropped_line_names_the_missing_event(tmp_path, blob):
    text = io.StringIO()
    rep = Replay.load(_write(tmp_path / "a.affray", blob))
    L.write_jsonl(rep.header, rep.events, text)
    lines = text.getvalue().splitlines()
    del lines[31]  # event 30
    p = tmp_path / "a.jsonl"
    p.write_text("\n".join(lines) + "\n")
    assert "event 30 is missing" in str(Replay.load(p).error)


def test_a_header_with_no_sides_still_shows(tmp_path, blob, capsys):
    text = io.StringIO()
    rep = Replay.load(_write(tmp_path / "a.affray", blob))
    L.write_jsonl(rep.header, rep.events, text)
    lines = text.getvalue().splitlines()
    lines[0] = lines[0].replace('"sides": [', '"sides": [], "x": [', 1)
    p = tmp_path / "a.jsonl"
    p.write_text("\n".join(lines) + "\n")
    code, out, err = affray(capsys, "show", p)
    assert code == 0 and "internal error" not in err and len(out.splitlines()) == len(rep) + 1


# -- terminal injection --------------------------------------------------------------------
def test_show_and_state_escape_control_characters_from_the_file(tmp_path, capsys):
    text = pathlib.Path(load("tft-melee").default_scenario).read_text()
    evil = "\\u001b]0;PWNED\\u0007"
    first = re.search(r'name = "([^"]*)"\nside', text).group(1)
    p = tmp_path / "s.toml"
    p.write_text(text.replace(f'name = "{first}"', f'name = "{evil}"', 1))
    assert affray(capsys, "run", p, "--out", tmp_path / "e.affray", "--max-rounds", "1", "-q")[0] == 0
    for cmd in ("show", "state"):
        _code, out, err = affray(capsys, cmd, tmp_path / "e.affray")
        assert "\x1b" not in out + err and "\x07" not in out + err
        assert "\\x1b]0;PWNED\\x07" in out


def test_sigterm_during_a_run_keeps_the_old_log_and_the_partial_one(tmp_path):
    import signal
    import subprocess
    import sys
    import time
    out = tmp_path / "x.affray"
    out.write_bytes(b"a good log from before")
    p = subprocess.Popen([sys.executable, "-m", "affray.kernel.cli", "fight", "30 orc v 30 human",
                          "--out", str(out), "--seed", "2"],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and p.poll() is None:
        parts = list(tmp_path.glob("x.affray.*.part"))
        if parts and parts[0].stat().st_size > 20_000:
            break
        time.sleep(0.05)
    p.send_signal(signal.SIGTERM)
    _out, err = p.communicate(timeout=60)
    if p.returncode == 0:
        pytest.skip("the battle ended before the signal arrived")
    assert p.returncode == 143 and "x.partial.affray" in err and "untouched" in err
    assert out.read_bytes() == b"a good log from before"
    rep = Replay.load(tmp_path / "x.partial.affray")
    assert len(rep) > 0 and rep.error is None and not rep.ended
    assert not list(tmp_path.glob("*.part"))


def test_a_jsonl_value_no_event_can_hold_is_refused_with_its_line(tmp_path, blob):
    text = io.StringIO()
    rep = Replay.load(_write(tmp_path / "a.affray", blob))
    L.write_jsonl(rep.header, rep.events, text)
    lines = text.getvalue().splitlines()
    at = next(i for i, line in enumerate(lines) if '"type":"Moved"' in line)
    lines[at] = re.sub(r'"x":-?\d+', '"x":NaN', lines[at])
    p = tmp_path / "a.jsonl"
    p.write_text("\n".join(lines) + "\n")
    got = Replay.load(p)
    assert len(got.events) == at - 1
    assert f"line {at + 1} (event {at - 1}) is corrupt: x: nan is not a finite coordinate" \
        in str(got.error)


def test_a_hand_made_spawned_event_whose_components_are_not_maps_still_shows(tmp_path, blob, capsys):
    """Found by the JSON Lines fuzz: `show` read every component as a map."""
    text = io.StringIO()
    rep = Replay.load(_write(tmp_path / "a.affray", blob))
    L.write_jsonl(rep.header, rep.events, text)
    lines = text.getvalue().splitlines()
    lines[1] = re.sub(r'"components":\[.*\]\}$', '"components":[true]}', lines[1])
    p = tmp_path / "a.jsonl"
    p.write_text("\n".join(lines) + "\n")
    code, out, err = affray(capsys, "show", p)
    assert "internal error" not in err and "#1 (#1) takes the field" in out


def test_a_jsonl_move_with_an_extra_number_does_not_verify(tmp_path, blob):
    """Found by the JSON Lines fuzz: a Melee move [7, 0] changed to [7, 0, 7] read, folded
    and verified, because the destination check read only the first two numbers."""
    text = io.StringIO()
    rep = Replay.load(_write(tmp_path / "a.affray", blob))
    L.write_jsonl(rep.header, rep.events, text)
    lines = text.getvalue().splitlines()
    at = next(i for i, line in enumerate(lines) if '"kind":"move","choice":[' in line)
    lines[at] = re.sub(r'"choice":\[(-?\d+),(-?\d+)\]', r'"choice":[\1,\2,7]', lines[at])
    p = tmp_path / "a.jsonl"
    p.write_text("\n".join(lines) + "\n")
    from affray.kernel.errors import Divergence
    with pytest.raises(Divergence, match="is not a hex"):
        Replay.load(p).verify()


def test_a_starkpool_jsonl_header_whose_combatant_has_no_name_still_shows(tmp_path, capsys):
    """Found by the JSON Lines fuzz: Starkpool's wording read every header combatant's name."""
    buf = io.BytesIO()
    b = Battle.from_scenario(load_scenario(load("starkpool").default_scenario), seed=1, out=buf,
                             max_rounds=1)
    b.run()
    text = io.StringIO()
    L.write_jsonl(b.header, b.events, text)
    lines = text.getvalue().splitlines()
    lines[0] = lines[0].replace('"name": ', '"nom": ', 2)  # the scenario's, then a combatant's
    p = tmp_path / "a.jsonl"
    p.write_text("\n".join(lines) + "\n")
    code, out, err = affray(capsys, "show", p)
    assert "internal error" not in err and len(out.splitlines()) == len(b.events) + 1


def _jsonl_of(tmp_path, rid):
    b = Battle.from_scenario(load_scenario(load(rid).default_scenario), seed=1, max_rounds=2)
    b.run()
    text = io.StringIO()
    L.write_jsonl(b.header, b.events, text)
    return text.getvalue().splitlines()


def test_a_jsonl_choice_of_the_wrong_shape_is_refused_not_a_crash(tmp_path):
    """Found by the JSON Lines fuzz: a Destrier MELEE card changed to a list crashed the
    legality check during verify; a choice of any shape is now a reason to refuse it."""
    from affray.kernel.errors import AffrayError
    lines = _jsonl_of(tmp_path, "destrier")
    at = next(i for i, line in enumerate(lines) if '"cards":["' in line)
    lines[at] = re.sub(r'"cards":\["([^"]+)"', r'"cards":[["\1"]', lines[at], count=1)
    p = tmp_path / "a.jsonl"
    p.write_text("\n".join(lines) + "\n")
    with pytest.raises(AffrayError, match="card"):
        Replay.load(p).verify()


@pytest.mark.parametrize("rid", ["acks2", "wfrp1e"])
def test_a_figure_spawned_without_its_components_stops_the_viewer_at_the_damage(tmp_path, rid):
    """Found by the JSON Lines fuzz: the viewer's scene read a component the damaged
    Spawned event no longer had."""
    from affray.kernel.view import build
    lines = _jsonl_of(tmp_path, rid)
    lines[1] = re.sub(r'\{"type":"Position",[^}]*\},', '', lines[1])
    p = tmp_path / "a.jsonl"
    p.write_text("\n".join(lines) + "\n")
    page = build(Replay.load(p), text=lambda i, ev: "")  # the page stops at the damage
    assert "Position" in page["stop"] and page["n"] <= 1
