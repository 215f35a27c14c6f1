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
    the log is whole), the damaged frames skipped when salvaging, how many events it gave."""

    __slots__ = ("error", "skipped", "count", "last")

    def __init__(self) -> None:
        self.error: LogError | None = None
        self.skipped: list[tuple[int, int]] = []
        self.count = 0
        self.last: Event | None = None  # the last good event


def iter_frames(read, buf: bytes, pos: int, dec: msgspec.msgpack.Decoder, name: str,
                fmt: int, salvage: bool, tail: Tail,
                chunk: int = CHUNK) -> Iterator[tuple[bytes, Event]]:
    """(frame, event) pairs from `buf[pos:]` and then from `read(chunk)` until it returns
    b"", holding one chunk at a time. Strict: stop at the first bad frame. Salvage: a frame
    whose length prefix is whole but whose checksum or content is bad is skipped (and its
    range noted). The frame is `varint(len) payload`, without the checksum. `tail` is filled
    in as the stream goes and is complete when it ends."""
    crc_len = _CRC if fmt >= 2 else 0
    decode = dec.decode
    crc32 = zlib.crc32
    skipped = tail.skipped
    eof = read is None
    frame_no = 0
    index = 0
    size_buf = len(buf)
    while True:
        if pos >= size_buf or (not eof and size_buf - pos < 16):
            if eof:
                if pos >= size_buf:
                    break
            else:
                more = read(chunk)
                buf = buf[pos:] + more
                pos, size_buf = 0, len(buf)
                if not more:
                    eof = True
                continue
        byte = buf[pos]
        if byte < 0x80:  # the one-byte prefix of most frames
            size, start = byte, pos + 1
        else:
            try:
                got = _read_varint(buf, pos)
            except ValueError as err:
                tail.error = LogError(f"{name}: event {index} is corrupt ({err}); "
                                      f"{index} events before it are good", index)
                break
            if got is None:
                if not eof:
                    more = read(chunk)
                    buf = buf[pos:] + more
                    pos, size_buf = 0, len(buf)
                    eof = not more
                    continue
                tail.error = LogError(f"{name}: the log is cut short inside event {index}; "
                                      f"{index} complete events before it", index)
                break
            size, start = got
        end = start + size
        if end + crc_len > size_buf:
            if not eof:
                # a damaged length may claim more than the file holds: never ask for it at once
                more = read(min(max(chunk, end + crc_len - size_buf), _MAX_READ))
                buf = buf[pos:] + more
                pos, size_buf = 0, len(buf)
                eof = not more
                continue
            tail.error = LogError(f"{name}: the log is cut short inside event {index}; "
                                  f"{index} complete events before it", index)
            break
        frame = buf[pos:end]
        problem = None
        if crc_len and buf[end:end + crc_len] != crc32(frame).to_bytes(4, "little"):
            problem = "checksum mismatch"
        else:
            try:
                ev = decode(frame[start - pos:])
            except (msgspec.MsgspecError, ValueError) as err:
                problem = str(err)
        pos = end + crc_len
        if problem is not None:
            if not salvage:
                tail.error = LogError(f"{name}: event {index} is corrupt ({problem}); "
                                      f"{index} events before it are good", index)
                break
            if skipped and skipped[-1][1] == frame_no - 1:
                skipped[-1] = (skipped[-1][0], frame_no)
            else:
                skipped.append((frame_no, frame_no))
        else:
            index += 1
            tail.count = index
            tail.last = ev
            yield frame, ev
        frame_no += 1
