"""Streaming replay (docs/api.md): a log loaded from a file is read as fold, verify, diff and
show go, one chunk at a time, and gives what the whole-log reader gives, salvage included."""

import msgspec
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from affray.kernel import Battle, Divergence, Replay, diff
from affray.kernel import log as L
from affray_toy import RULESET as TOY
from toyfights import MELEE, toy_scenario


@pytest.fixture
def log_file(tmp_path):
    p = tmp_path / "a.affray"
    Battle.from_scenario(toy_scenario(MELEE), seed=3, out=p).run()
    return p


@pytest.fixture
def tiny_chunks(monkeypatch):
    """Chunks of a few bytes, so frames straddle every chunk boundary."""
    monkeypatch.setattr(L, "CHUNK", 7)


def _whole(path, salvage=False):
    return L.read(path, lambda rid: TOY, salvage)


def test_load_reads_only_the_header_and_the_passes_keep_no_list(log_file, tiny_chunks):
    rep = Replay.load(log_file)
    assert rep._events is None and rep._tail is None
    whole = Replay(_whole(log_file), "a")
    assert rep.fold() == whole.fold()
    assert rep.verify() == len(whole.events)
    assert diff(rep, Replay.load(log_file)).identical
    assert rep._events is None and rep._frames is None  # no pass kept the log
    assert len(rep) == len(whole.events) and rep.ended and rep.error is None


def test_the_stream_holds_one_chunk_not_the_log(log_file, monkeypatch):
    monkeypatch.setattr(L, "CHUNK", 64)
    monkeypatch.setattr(L, "HEAD_PROBE", 64)  # the header is read in growing pieces too
    opened = []
    real_open = open

    def spy(path, mode="r", *a, **kw):
        fh = real_open(path, mode, *a, **kw)
        if str(path) == str(log_file):
            opened.append(fh)
        return fh
    monkeypatch.setattr("builtins.open", spy)
    items = Replay.load(log_file).items()
    next(items)
    fh = opened[-1]
    assert fh.tell() < log_file.stat().st_size // 4  # the first event came from the first chunk
    assert sum(1 for _ in items) + 1 == len(_whole(log_file).events)
    assert fh.closed


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(chunk=st.integers(1, 40), cut=st.integers(0, 10_000), flip=st.integers(0, 10_000),
       salvage=st.booleans())
def test_any_chunking_reads_what_the_whole_reader_reads(log_file, monkeypatch, chunk, cut,
                                                        flip, salvage):
    """Cut short or a flipped byte anywhere, strict or salvaging: the same events, frames,
    error and skipped ranges."""
    monkeypatch.setattr(L, "CHUNK", chunk)
    buf = bytearray(log_file.read_bytes())
    header_end = L.read_header(bytes(buf), "x")[1]
    flip_at = header_end + flip % (len(buf) - header_end)
    buf[flip_at] ^= 0x10
    p = log_file.with_name("damaged.affray")
    p.write_bytes(bytes(buf[:header_end + cut % (len(buf) - header_end + 1)]))
    whole = _whole(p, salvage)
    rep = Replay.load(p, salvage=salvage)
    got = list(rep.items())
    assert [f for f, _ in got] == whole.frames and [e for _, e in got] == whole.events
    assert str(rep.error) == str(whole.error) and rep.skipped == whole.skipped
    assert len(rep) == len(whole.events)


def test_verify_of_a_damaged_log_stops_where_the_log_stops(log_file, tiny_chunks):
    buf = log_file.read_bytes()
    log_file.write_bytes(buf[:-3])
    with pytest.raises(Divergence, match="cut short inside event") as err:
        Replay.load(log_file).verify()
    assert err.value.index == len(_whole(log_file).events)


def test_verify_reads_ahead_to_the_next_choice_and_names_a_forged_event(log_file, tiny_chunks):
    whole = _whole(log_file)
    i = next(i for i, e in enumerate(whole.events) if type(e).__name__ == "Damaged")
    ev = whole.events[i]
    forged = msgspec.structs.replace(ev, amount=ev.amount + 1)
    header, pos = L.read_header(log_file.read_bytes(), "x")
    out = log_file.with_name("forged.affray")
    with open(out, "wb") as fh:
        w = L.LogWriter(fh, header)
        for j, e in enumerate(whole.events):
            w.event(j, forged if j == i else e)
    with pytest.raises(Divergence, match=f"event {i} differs") as err:
        Replay.load(out).verify()
    assert err.value.expected == forged and err.value.got == ev


def test_verify_names_a_log_longer_than_the_battle(log_file, tiny_chunks):
    whole = _whole(log_file)
    header, _ = L.read_header(log_file.read_bytes(), "x")
    out = log_file.with_name("long.affray")
    with open(out, "wb") as fh:
        w = L.LogWriter(fh, header)
        for j, e in enumerate(whole.events + whole.events[-2:]):
            w.event(j, e)
    n = len(whole.events)
    with pytest.raises(Divergence, match=f"re-run ends after {n} events, the log has {n + 2}"):
        Replay.load(out).verify()


def test_fold_at_k_reads_k_events_and_names_a_k_past_the_end(log_file, tiny_chunks):
    whole = Replay(_whole(log_file), "a")
    rep = Replay.load(log_file)
    assert rep.fold(17) == whole.fold(17)
    with pytest.raises(Exception, match=f"but the log has {len(whole.events)}"):
        rep.fold(len(whole.events) + 5)


def test_diff_streams_both_logs_and_keeps_the_three_events_before(tmp_path, tiny_chunks):
    a, b = tmp_path / "a.affray", tmp_path / "b.affray"
    Battle.from_scenario(toy_scenario(MELEE), seed=3, out=a).run()
    Battle.from_scenario(toy_scenario(MELEE), seed=4, out=b).run()
    res = diff(Replay.load(a), Replay.load(b))
    ref = diff(Replay(_whole(a), "a"), Replay(_whole(b), "b"))
    assert res == ref
    wa = _whole(a).events
    assert res.before == wa[max(0, res.index - 3):res.index]


def test_names_during_a_pass_are_those_spawned_so_far(log_file):
    rep = Replay.load(log_file)
    seen = []
    for _f, ev in rep.items():
        seen.append(dict(rep.names))
    assert seen[0] == {} or len(seen[0]) <= 1
    assert rep.names == Replay(_whole(log_file), "a").names and seen[-1] == rep.names
