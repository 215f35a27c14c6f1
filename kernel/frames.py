"""The frame layer of the `.affray` log: varints, checksums, and the streaming frame reader.

Kept apart from `log.py` (headers, writer, JSON Lines) so the per-frame loop has no msgspec
Struct definitions beside it (see docs/performance.md on compiling it).
"""

from __future__ import annotations

import zlib
from typing import Iterator

import msgspec

from .errors import LogError
from .events import Event

_CRC = 4  # format 2: every frame and the header end with a CRC-32 (4 bytes, little-endian)
CHUNK = 1 << 20  # bytes read at a time by `stream` (log.CHUNK is what it passes)
_MAX_READ = 1 << 24  # the most read at once while a long frame fills


def crc(data: bytes) -> bytes:
    return zlib.crc32(data).to_bytes(4, "little")


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        byte = n & 0x7F
        n >>= 7
        if n:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def _read_varint(buf: bytes, pos: int) -> tuple[int, int] | None:
    shift = value = 0
    while pos < len(buf):
        byte = buf[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, pos
        shift += 7
        if shift > 35:
            raise ValueError("frame length prefix too long")
    return None


class Tail:
    """What a stream of frames learns only at its end: the error that stopped it (None when
    the log is whole), the events lost to damage when salvaging (`skipped`, (first, last)
    event numbers), the repeated or out-of-order frames salvage dropped (`repeated`, the
    event numbers they held), where unreadable bytes were passed over with no event lost
    (`junk`, the event after them), how many events it gave."""

    __slots__ = ("error", "skipped", "repeated", "junk", "count", "last")

    def __init__(self) -> None:
        self.error: LogError | None = None
        self.skipped: list[tuple[int, int]] = []
        self.repeated: list[int] = []
        self.junk: list[int] = []
        self.count = 0
        self.last: Event | None = None  # the last good event


_MAX_FRAME = 1 << 24  # no event is this large: a longer length prefix is damage
_LOOKAHEAD = 1 << 22  # how far past damage a reader looks for the next intact frame
_SLACK = 64  # bytes kept ahead of the reader while streaming (a prefix and an index fit)
# the first byte of a frame's msgpack: an array (fixarray, array 16, array 32)
_ARRAY = bytes(1 if 0x90 <= b <= 0x9F or b in (0xDC, 0xDD) else 0 for b in range(256))


def _refill(read, buf: bytes, pos: int, want: int, chunk: int) -> tuple[bytes, bool]:
    """`buf[pos:]` and at least `want` more bytes when the file has them; and whether the
    file has ended."""
    rest = buf[pos:]
    parts = [rest]
    got = 0
    while got < want:
        more = read(min(max(want - got, chunk), _MAX_READ))
        if not more:
            return b"".join(parts), True
        parts.append(more)
        got += len(more)
    return b"".join(parts), False


def _frame_at(buf: bytes, q: int, crc_len: int, indexed: bool, decode):
    """The intact frame at `q`: (event index or None, end of its checksum, frame, event), or
    None. Only a frame whose checksum holds counts, so a look-ahead is not fooled."""
    size_buf = len(buf)
    try:
        got = _read_varint(buf, q)
    except ValueError:
        return None
    if got is None:
        return None
    size, start = got
    end = start + size
    if size == 0 or size > _MAX_FRAME or end >= size_buf or not _ARRAY[buf[start]]:
        return None
    index = None
    after = end
    if indexed:
        try:
            got = _read_varint(buf, end)
        except ValueError:
            return None
        if got is None:
            return None
        index, after = got
    if after + crc_len > size_buf or buf[after:after + crc_len] != crc(buf[q:after]):
        return None
    try:
        ev = decode(buf[start:end])
    except (msgspec.MsgspecError, ValueError):
        return None
    return index, after + crc_len, buf[q:end], ev


def resync(buf: bytes, q: int, crc_len: int, indexed: bool, decode, least: int):
    """The first intact frame from `q` on (holding event `least` or later): (its position,
    its index or None), or None. Without checksums (format 1) nothing can be trusted."""
    if not crc_len:
        return None
    stop = min(len(buf), q + _LOOKAHEAD)
    while q < stop:
        found = _frame_at(buf, q, crc_len, indexed, decode)
        if found is not None and (found[0] is None or found[0] >= least):
            return q, found[0]
        q += 1
    return None


def iter_frames(read, buf: bytes, pos: int, dec: msgspec.msgpack.Decoder, name: str,
                fmt: int, salvage: bool, tail: Tail,
                chunk: int = CHUNK) -> Iterator[tuple[bytes, Event]]:
    """(frame, event) pairs from `buf[pos:]` and then from `read(chunk)` until it returns
    b"", holding one chunk at a time. The frame is `varint(len) payload`, without the
    event index and checksum, so frames compare across formats.

    Strict: stop at the first bad frame, and say whether the file is cut short or damaged
    (an intact frame further on). Format 3 frames carry their event index, so a missing,
    repeated or out-of-order frame is named. Salvage: go on from the next intact frame,
    noting the events lost (`tail.skipped`) and the repeated frames dropped (`tail.repeated`).
    `tail` is filled in as the stream goes and is complete when it ends."""
    crc_len = _CRC if fmt >= 2 else 0
    indexed = fmt >= 3
    decode = dec.decode
    crc32 = zlib.crc32
    skipped = tail.skipped
    eof = read is None
    frame_no = 0  # frames of the file read so far (format 2 names damaged frames by it)
    index = 0  # the event the next frame should hold
    size_buf = len(buf)
    while True:
        if not eof and size_buf - pos < _SLACK:
            buf, eof = _refill(read, buf, pos, chunk, chunk)
            pos, size_buf = 0, len(buf)
        if pos >= size_buf:
            break
        problem = None
        cut = False
        byte = buf[pos]
        if byte < 0x80:  # the one-byte prefix of most frames
            size, start = byte, pos + 1
        else:
            try:
                got = _read_varint(buf, pos)
            except ValueError as err:
                got, problem = None, str(err)
            if got is None:
                size = start = 0
                if problem is None:
                    problem, cut = "the file ends inside its length prefix", True
            else:
                size, start = got
        end = start + size
        if problem is None and size > _MAX_FRAME:
            problem = f"its length prefix claims {size} bytes"
        if problem is None and end + crc_len + 5 * indexed > size_buf and not eof:
            buf, eof = _refill(read, buf, pos, end + crc_len + 5 - size_buf, chunk)
            pos, size_buf = 0, len(buf)
            continue
        after = end
        got_index = index
        if problem is None:
            if indexed:
                if end < size_buf and buf[end] < 0x80:
                    got_index, after = buf[end], end + 1
                else:
                    try:
                        got = _read_varint(buf, end)
                    except ValueError as err:
                        got, problem = None, str(err)
                    if got is not None:
                        got_index, after = got
                    elif problem is None:
                        problem, cut = "its length prefix runs past the end of the file", True
            if problem is None and after + crc_len > size_buf:
                problem, cut = "its length prefix runs past the end of the file", True
        frame = buf[pos:end]
        if problem is None:
            if crc_len and buf[after:after + crc_len] != crc32(buf[pos:after]).to_bytes(4, "little"):
                problem = "checksum mismatch"
            else:
                try:
                    ev = decode(frame[start - pos:])
                except (msgspec.MsgspecError, ValueError) as err:
                    problem = str(err)
        if problem is None:
            pos = after + crc_len
            frame_no += 1
            if got_index != index:
                if got_index < index:
                    if not salvage:
                        tail.error = LogError(
                            f"{name}: event {got_index} appears again after event {index - 1} "
                            f"(a repeated or out-of-order frame); {index} events before it "
                            "are good", index)
                        break
                    tail.repeated.append(got_index)
                    continue
                lost = f"event {index} is" if got_index == index + 1 else \
                    f"events {index}-{got_index - 1} are"
                if not salvage:
                    tail.error = LogError(f"{name}: {lost} missing (the next frame holds event "
                                          f"{got_index}); {index} events before it are good",
                                          index)
                    break
                skipped.append((index, got_index - 1))
                index = got_index
            index += 1
            tail.count += 1
            tail.last = ev
            yield frame, ev
            continue
        # a bad frame: look ahead for the next intact one, to tell damage from a cut
        if not eof:
            buf, eof = _refill(read, buf, pos, _LOOKAHEAD, chunk)
            pos, size_buf = 0, len(buf)
        if not indexed and salvage and not cut and size and after + crc_len <= size_buf:
            found = (after + crc_len, None)  # format 2: trust the length, skip one frame
        else:
            found = resync(buf, pos + 1, crc_len, indexed, decode, index)
        if found is None or not salvage:
            if found is not None or not cut:
                where = "" if found is None else "; the file is damaged, not cut short: " \
                    "intact frames go on " + (f"at event {found[1]}" if found[1] is not None
                                              else "after it") + " (--salvage reads them)"
                tail.error = LogError(f"{name}: event {index} is corrupt ({problem}); "
                                      f"{index} events before it are good{where}", index)
            else:
                tail.error = LogError(f"{name}: the log is cut short inside event {index}; "
                                      f"{index} complete events before it", index)
            break
        pos, next_index = found
        if indexed:
            first, last = index, next_index - 1
            if last < first:  # unreadable bytes, but no event lost
                tail.junk.append(index)
            index = next_index
        else:
            first = last = frame_no
            frame_no += 1
        if last >= first:
            if skipped and skipped[-1][1] == first - 1:
                skipped[-1] = (skipped[-1][0], last)
            else:
                skipped.append((first, last))
