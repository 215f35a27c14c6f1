"""Events and the log file (KER-04, KER-06 .. KER-09)."""

import io
import json
import pathlib

import msgspec
import pytest

from affray.kernel import Battle, LogError, Moved, Replay
from affray.kernel import log as L
from affray.kernel.events import KERNEL_EVENTS, tag_of
from affray_toy import RULESET as TOY, Struck
from toyfights import toy_scenario

FIXTURES = pathlib.Path(__file__).parent / "fixtures"


def write_toy(path, seed=7, **kw):
    b = Battle.from_scenario(toy_scenario(), seed=seed, out=path, **kw)
    b.run()
    return b


def test_ker_04_events_are_frozen_tagged_structs():
    for cls in KERNEL_EVENTS + (Struck,):
        assert issubclass(cls, msgspec.Struct) and cls.__struct_config__.frozen
        assert isinstance(tag_of(cls), int)
    tags = [tag_of(c) for c in KERNEL_EVENTS + TOY.events]
    assert len(tags) == len(set(tags))
    ev = Moved(1, 2, 3)
    with pytest.raises(AttributeError):
        ev.x = 5


def test_ker_04_one_tagged_union_per_ruleset_and_unknown_tag_is_an_error():
    dec = L.decoder(TOY)
    assert dec.decode(msgspec.msgpack.encode(Struck(1, 2, True))) == Struck(1, 2, True)
    with pytest.raises(msgspec.ValidationError, match="Invalid value 99"):
        dec.decode(msgspec.msgpack.encode([99, 1]))


def test_ker_04_unknown_tag_in_a_log_names_the_event(tmp_path):
    p = tmp_path / "a.affray"
    write_toy(p)
    buf = p.read_bytes()
    data = L.read(p, lambda rid: TOY)
    n = 5
    off, end = L.frame_spans(buf)[n]  # format 3: frame, index, CRC-32
    # the frame is varint(len) + [tag, ...]; set the tag byte (after len and array header)
    # and give it a matching checksum, so the decoder (not the checksum) finds it
    bad = bytearray(buf)
    bad[off + 2] = 99
    bad[end - 4:end] = L.crc(bytes(bad[off:end - 4]))
    p.write_bytes(bytes(bad))
    rep = Replay.load(p)
    assert len(rep.events) == n
    assert f"event {n} is corrupt" in str(rep.error) and "Invalid value 99" in str(rep.error)


def test_ker_06_header_then_length_prefixed_frames(tmp_path):
    p = tmp_path / "a.affray"
    b = write_toy(p)
    buf = p.read_bytes()
    assert buf[:8] == b"AFFRAYLG"
    header, pos = L.read_header(buf, "a")
    assert header.format == L.FORMAT and header.ruleset == "toy" and header.ruleset_version == "1"
    assert header.seed == "splitmix64-ctr-v1:7" and header.dice == "generator"
    assert header.scenario["combatants"][0]["name"] == "Ann"
    assert header.affray
    frames = L.read_frames(buf, pos, L.decoder(TOY), "a")
    assert frames.events == b.events and frames.error is None
    assert b"".join(f + L.varint(i) + L.crc(f + L.varint(i))
                    for i, f in enumerate(frames.frames)) == buf[pos:]


def test_ker_06_frames_are_flushed_as_written(tmp_path):
    p = tmp_path / "a.affray"
    b = Battle.from_scenario(toy_scenario(), seed=7, out=p,
                             policies={"red": "host", "blue": "host"})
    req = b.step()  # stops at the first hidden stance choice
    assert req is not None
    on_disk = Replay.load(p)
    assert len(on_disk.events) == b.state.events > 0 and on_disk.error is None


def test_ker_07_a_log_cut_at_any_byte_keeps_every_complete_event(tmp_path):
    p = tmp_path / "a.affray"
    b = write_toy(p)
    buf = p.read_bytes()
    _, pos = L.read_header(buf, "a")
    ends = [end for _start, end in L.frame_spans(buf)]
    cut_path = tmp_path / "cut.affray"
    dec = L.decoder(TOY)
    header = Replay.load(p).header
    for cut in range(pos, len(buf) + 1):
        rep = L.read_frames(buf[:cut], pos, dec, "cut")
        if cut % 97 == 0:  # and through the file reader now and then
            cut_path.write_bytes(buf[:cut])
            assert Replay.load(cut_path).events == rep.events
        rep = Replay(msgspec.structs.replace(rep, header=header))
        complete = sum(1 for e in ends if e <= cut)
        assert rep.events == b.events[:complete]
        if cut in ends or cut == pos:
            assert rep.error is None and rep.ended == (cut == len(buf))
        else:
            assert rep.error is not None and rep.error.good == complete
            assert f"{complete} complete events" in str(rep.error)


def test_ker_07_a_cut_header_is_a_clear_error(tmp_path):
    p = tmp_path / "a.affray"
    write_toy(p)
    p.write_bytes(p.read_bytes()[:20])
    with pytest.raises(LogError, match="header is cut short"):
        Replay.load(p)


def test_ker_08_json_lines_round_trip(tmp_path):
    p = tmp_path / "a.affray"
    b = write_toy(p)
    out = io.StringIO()
    rep = Replay.load(p)
    L.write_jsonl(rep.header, rep.events, out)
    lines = out.getvalue().splitlines()
    assert json.loads(lines[0])["header"]["ruleset"] == "toy"
    first = json.loads(lines[1])
    assert first["i"] == 0 and first["type"] == "Spawned"
    j = tmp_path / "a.jsonl"
    j.write_text(out.getvalue())
    back = Replay.load(j)
    assert back.events == b.events and back.frames == rep.frames
    assert back.verify() == len(b.events)


def test_ker_09_every_released_format_has_a_fixture_that_upcasts_and_verifies():
    fixtures = sorted(FIXTURES.glob("format-*.affray"))
    assert [f.name for f in fixtures] == [f"format-{v}.affray" for v in range(1, L.FORMAT + 1)]
    for f in fixtures:
        rep = Replay.load(f)
        assert rep.header.format <= L.FORMAT and rep.error is None
        assert rep.verify() == len(rep.events)
        rep.fold()
