"""The `.affray` replay log: a header, then one length-prefixed msgpack frame per event.

    b"AFFRAYLG"  varint(len(header))  header  crc32  (varint(len(frame)) frame varint(index) crc32)*

The header is a msgpack map (see `Header`); each frame is one event, an array
`[tag, field, ...]`. Frames are written as events happen, so a log cut anywhere still yields
every complete event before the cut. See docs/log-format.md.
"""

from __future__ import annotations

import io
import json
import zlib
from pathlib import Path
from typing import Any, BinaryIO, Iterable, Iterator, Union

import msgspec

from .errors import AffrayError, LogError
from .limits import check_data
from .events import Event, KERNEL_EVENTS, tag_of
from .frames import (_CRC, Tail, _frame_at, _read_varint, crc, iter_frames,  # noqa: F401
                     varint)  # (re-exported)
from .ruleset import Ruleset

MAGIC = b"AFFRAYLG"
# 2: every frame and the header end with a CRC-32 (4 bytes, little-endian)
# 3: every frame carries its event index (a varint before its CRC-32)
FORMAT = 3
CHUNK = 1 << 20  # bytes a streaming read takes at a time


class Branch(msgspec.Struct):
    parent: str  # blake2b digest of the parent log's header and first `at` frames
    at: int
    seed: str | None = None


class Header(msgspec.Struct, omit_defaults=True):
    format: int
    affray: str
    ruleset: str
    ruleset_version: str
    scenario: dict[str, Any]
    seed: str
    dice: str  # "generator" or "scripted"
    branch: Branch | None = None


_header_enc = msgspec.msgpack.Encoder(order="sorted")
_frame_enc = msgspec.msgpack.Encoder()


_encode = _frame_enc.encode
_SHORT = [bytes((n,)) for n in range(128)]  # the one-byte prefixes of most frames


def encode_frame(ev: Event) -> bytes:
    payload = _encode(ev)
    size = len(payload)
    return (_SHORT[size] if size < 128 else varint(size)) + payload


def file_frame(ev: Event, index: int) -> bytes:
    """Event `index` as a format-3 file holds it: `encode_frame(ev)`, `varint(index)`, then
    the CRC-32 of both."""
    frame = encode_frame(ev) + (_SHORT[index] if index < 128 else varint(index))
    return frame + crc(frame)


def event_types(ruleset: Ruleset) -> tuple[type[Event], ...]:
    return KERNEL_EVENTS + tuple(ruleset.events)


def decoder(ruleset: Ruleset) -> msgspec.msgpack.Decoder:
    return msgspec.msgpack.Decoder(Union[event_types(ruleset)])  # type: ignore[valid-type]


class LogWriter:
    """Writes a header, then frames as they come; flushes each frame unless told otherwise.

    Given an unbuffered file (`open(path, "wb", buffering=0)`), each frame is one write
    call straight to the file, which is what a flush would do anyway."""

    def __init__(self, out: BinaryIO, header: Header, flush_each: bool = True):
        self.out = out
        self.flush_each = flush_each
        blob = _header_enc.encode(header)
        self._write = out.write
        self._flush = out.flush if flush_each and not isinstance(out, io.RawIOBase) else None
        head = MAGIC + varint(len(blob)) + blob
        self.write(head + crc(head))
        out.flush()

    def write(self, frame: bytes) -> None:
        written = self._write(frame)
        if written is not None and written < len(frame):  # a raw file may take part of it
            self._write_rest(frame, written)
        if self._flush is not None:
            self._flush()

    def event(self, index: int, ev: Event) -> None:
        """The battle's sink: `write(file_frame(ev, index))`, inlined (it runs per event)."""
        payload = _encode(ev)
        size = len(payload)
        frame = (_SHORT[size] if size < 128 else varint(size)) + payload \
            + (_SHORT[index] if index < 128 else varint(index))
        frame += zlib.crc32(frame).to_bytes(4, "little")
        written = self._write(frame)
        if written is not None and written < len(frame):
            self._write_rest(frame, written)
        if self._flush is not None:
            self._flush()

    def _write_rest(self, frame: bytes, written: int) -> None:
        view = memoryview(frame)
        while written < len(frame):
            n = self._write(view[written:])
            written += n or 0

    def close(self) -> None:
        self.out.flush()
        if not isinstance(self.out, io.BytesIO):
            self.out.close()


class LogData(msgspec.Struct):
    """What could be read of a log: header, events with their frames (the format-1 bytes,
    `varint(len) payload`, without the checksum, so they compare across formats), the error
    that stopped reading (None when the log is whole), and, when salvaging, what was passed
    over (see `frames.Tail`): the ranges `(first, last)` of events lost (format 2: of damaged
    frames of the file), the repeated frames dropped, unreadable bytes with no event lost."""

    header: Header
    events: list[Event]
    frames: list[bytes]
    error: LogError | None = None
    skipped: list[tuple[int, int]] = []
    repeated: list[int] = []
    junk: list[int] = []


def read_header(buf: bytes, name: str) -> tuple[Header, int]:
    if not buf.startswith(MAGIC):
        raise LogError(f"{name}: not an affray log (no {MAGIC.decode()} magic at byte 0)")
    try:
        got = _read_varint(buf, len(MAGIC))
    except ValueError as err:
        raise LogError(f"{name}: the header is corrupt ({err})") from None
    if got is None:
        raise LogError(f"{name}: the header is cut short")
    size, pos = got
    if pos + size > len(buf):
        raise LogError(f"{name}: the header is cut short ({len(buf) - pos} of {size} bytes)")
    try:
        header = msgspec.msgpack.decode(buf[pos:pos + size], type=Header)
    except (msgspec.MsgspecError, ValueError) as err:
        raise LogError(f"{name}: the header is corrupt: {err}") from None
    check_format(header, name)
    end = pos + size
    if header.format >= 2:
        if end + _CRC > len(buf):
            raise LogError(f"{name}: the header is cut short (no checksum)")
        if buf[end:end + _CRC] != crc(buf[:end]):
            raise LogError(f"{name}: the header is corrupt (checksum mismatch)")
        end += _CRC
    return upcast_header(header), end


def check_format(header: Header, name: str) -> None:
    if header.format > FORMAT:
        raise LogError(f"{name}: log format {header.format} is newer than this affray reads ({FORMAT})")
    if header.format < 1:
        raise LogError(f"{name}: the header is corrupt (format {header.format}; expected 1..{FORMAT})")


def upcast_header(header: Header) -> Header:
    """Bring an older header to the current format: formats 1 and 2 lack only the checksums
    and the frames' indexes, which are checked while reading, so the header is the same."""
    return header


def read_frames(buf: bytes, pos: int, dec: msgspec.msgpack.Decoder, name: str,
                fmt: int = FORMAT, salvage: bool = False) -> LogData:
    """Every frame from `pos` of a log held in memory (see `iter_frames`)."""
    tail = Tail()
    events: list[Event] = []
    frames: list[bytes] = []
    for frame, ev in iter_frames(None, buf, pos, dec, name, fmt, salvage, tail):
        events.append(ev)
        frames.append(frame)
    return LogData(Header(0, "", "", "", {}, "", ""), events, frames, tail.error, tail.skipped,
                   tail.repeated, tail.junk)


HEAD_PROBE = 1 << 16


def open_log(path: str | Path, ruleset_loader):
    """Open a log for streaming: (header, the position of the first frame, the open file
    (None for a JSON Lines log), the ruleset). The header is read and checked now."""
    path = Path(path)
    try:
        fh = open(path, "rb")
    except OSError as err:
        raise LogError(f"{path}: cannot read log: {err.strerror}") from None
    try:
        head = fh.read(HEAD_PROBE)
        if path.suffix == ".jsonl" or head[:1] == b"{":
            fh.close()
            return None
        while True:  # a header larger than the probe (a big scenario): read until it fits
            try:
                header, pos = read_header(head, str(path))
                break
            except LogError:
                more = fh.read(len(head))
                if not more:
                    raise
                head += more
        return header, head, pos, fh, ruleset_loader(header.ruleset)
    except BaseException:
        fh.close()
        raise


def stream(path: str | Path, ruleset_loader, salvage: bool, tail: Tail
           ) -> Iterator[tuple[bytes, Event]]:
    """(frame, event) pairs of a `.affray` or `.jsonl` file, read as they are needed; `tail`
    is complete once the stream has ended."""
    opened = open_log(path, ruleset_loader)
    if opened is None:
        data = read(path, ruleset_loader, salvage)
        tail.error, tail.skipped, tail.count = data.error, data.skipped, len(data.events)
        tail.repeated, tail.junk = data.repeated, data.junk
        tail.last = data.events[-1] if data.events else None
        yield from zip(data.frames, data.events)
        return
    header, head, pos, fh, ruleset = opened
    with fh:
        yield from iter_frames(fh.read, head, pos, decoder(ruleset), str(path), header.format,
                               salvage, tail, CHUNK)


def read(path: str | Path, ruleset_loader, salvage: bool = False) -> LogData:
    """Read a `.affray` or `.jsonl` log whole. Reading stops at the first bad frame, keeping
    the rest (or, with `salvage`, skips damaged frames whose framing is intact)."""
    path = Path(path)
    try:
        buf = path.read_bytes()
    except OSError as err:
        raise LogError(f"{path}: cannot read log: {err.strerror}") from None
    if path.suffix == ".jsonl" or buf[:1] == b"{":
        return read_jsonl(buf, str(path), ruleset_loader)
    header, pos = read_header(buf, str(path))
    ruleset = ruleset_loader(header.ruleset)
    data = read_frames(buf, pos, decoder(ruleset), str(path), header.format, salvage)
    data.header = header
    return data


# -- JSON Lines ------------------------------------------------------------------------------
def event_to_json(index: int, ev: Event) -> dict[str, Any]:
    out: dict[str, Any] = {"i": index, "type": type(ev).__name__}
    for field in ev.__struct_fields__:
        out[field] = msgspec.to_builtins(getattr(ev, field))
    return out


def write_jsonl(header: Header, events: Iterable[Event], out) -> None:
    out.write(json.dumps({"header": msgspec.to_builtins(header)}, sort_keys=True) + "\n")
    for i, ev in enumerate(events):
        out.write(json.dumps(event_to_json(i, ev), separators=(",", ":")) + "\n")


def read_jsonl(buf: bytes, name: str, ruleset_loader) -> LogData:
    lines = buf.decode("utf-8", errors="replace").splitlines()
    try:
        header = msgspec.convert(json.loads(lines[0])["header"], Header)
    except (IndexError, KeyError, TypeError, ValueError, RecursionError,
            msgspec.ValidationError) as err:
        raise LogError(f"{name}: line 1: expected the header object ({err})") from None
    check_format(header, name)
    ruleset = ruleset_loader(header.ruleset)
    by_name = {cls.__name__: cls for cls in event_types(ruleset)}
    dec = decoder(ruleset)
    events: list[Event] = []
    frames: list[bytes] = []
    error = None
    for lineno, line in enumerate(lines[1:], start=2):
        index = len(events)
        try:
            obj = json.loads(line)
            check_data(obj)  # no checksum here: bound every value before it is used
            cls = by_name[obj["type"]]
            arr = [tag_of(cls)] + [obj[f] for f in cls.__struct_fields__ if f in obj]
            frame = _frame_enc.encode(arr)
            ev = dec.decode(frame)
            got = obj["i"]
        except (ValueError, KeyError, TypeError, OverflowError, RecursionError,
                msgspec.MsgspecError, AffrayError) as err:
            error = LogError(f"{name}: line {lineno} (event {index}) is corrupt: "
                             f"{_what(err)}; "
                             f"{index} events before it are good", index)
            break
        if got != index or type(got) is not int:
            what = (f"event {got} appears again after event {index - 1} (a repeated or "
                    "out-of-order line)") if type(got) is int and 0 <= got < index else \
                (f"event {index} is missing (line {lineno} holds event {got!r})")
            error = LogError(f"{name}: line {lineno}: {what}; {index} events before it are good",
                             index)
            break
        events.append(ev)
        frames.append(encode_frame(ev))
    return LogData(upcast_header(header), events, frames, error)


def _what(err: Exception) -> str:
    text = str(err)[:200]
    return text if isinstance(err, AffrayError) else f"{type(err).__name__}: {text}"


def frame_spans(buf: bytes, name: str = "log") -> list[tuple[int, int]]:
    """(start, end) in `buf` of each intact frame of a whole log held in memory, its index
    and checksum included: for tools that damage logs on purpose (tests, fuzzing)."""
    header, pos = read_header(buf, name)
    crc_len = _CRC if header.format >= 2 else 0
    spans = []
    while pos < len(buf):
        if crc_len:
            got = _frame_at(buf, pos, crc_len, header.format >= 3, lambda b: None)
            if got is None:
                break
            end = got[1]
        else:
            found = _read_varint(buf, pos)
            if found is None:
                break
            end = found[1] + found[0]
        spans.append((pos, end))
        pos = end
    return spans


def as_format_2(blob: bytes, name: str = "log") -> bytes:
    """A whole log re-encoded as format 2 wrote it (header `format = 2`, frames with their
    CRC-32 but no index): the same header and events give the same bytes whatever format the
    file is in. The log-hash sets in benchmarks/results/ hash these bytes."""
    header, pos = read_header(blob, name)
    data = read_frames(blob, pos, msgspec.msgpack.Decoder(), name, header.format)
    if data.error is not None:
        raise data.error
    head = MAGIC + _header_enc.encode(msgspec.structs.replace(header, format=2))
    head = MAGIC + varint(len(head) - len(MAGIC)) + head[len(MAGIC):]
    return b"".join([head + crc(head)] + [f + crc(f) for f in data.frames])
