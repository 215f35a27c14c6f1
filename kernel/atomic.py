"""Writes that cannot half-happen: a temporary file in the target's folder, renamed on success.

Every file the CLI writes goes through here (logs, `--save` documents, sweeps, viewer pages):

    write_file(path, text_or_bytes)            # all at once
    with atomic_open(path) as fh: ...          # streamed; renamed when the block ends cleanly

A missing folder is an `OutputError` (one line, exit 2) before any work starts. A streamed
file is `<name>.<random>.part` next to the target while it is written: created new
(exclusive create, never through a link), so two writers to one target each write their own
file, and the one that finishes last replaces the other's whole. `finish()` renames it onto
the target; `keep_partial()` (an interrupted run) renames it to `<stem>.partial<suffix>`
beside the target, which stays untouched.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import BinaryIO

from .errors import OutputError


def check_folder(path: str | Path) -> Path:
    """The target as a Path, or an `OutputError` when its folder is missing or not a folder."""
    path = Path(path)
    folder = path.parent
    if not folder.is_dir():
        what = "does not exist" if not folder.exists() else "is not a folder"
        raise OutputError(f"{path}: cannot write: the folder {str(folder) or '.'} {what}")
    if path.is_dir():
        raise OutputError(f"{path}: cannot write: it is a folder")
    return path


def check_not_input(out: str | Path, *inputs: str | Path | None) -> None:
    """Refuse to write `out` over a file the command reads (`affray view r.html` where
    r.html is the log): one line, before any work."""
    for given in inputs:
        if given is None or not os.path.exists(out) or not os.path.exists(given):
            continue
        if os.path.samefile(out, given):
            raise OutputError(f"{out}: cannot write: it is the input {given}; "
                              "choose another output name")


def partial_path(path: str | Path) -> Path:
    """Where an interrupted write keeps what it has: `x.affray` -> `x.partial.affray`."""
    path = Path(path)
    return path.with_name(f"{path.stem}.partial{path.suffix}")


def _token() -> str:
    """8 hex digits from the OS: a name only, never a die (kernel/dice.py has those)."""
    return os.urandom(4).hex()


def part_path(path: str | Path) -> Path:
    """A fresh temporary name beside `path`: `<name>.<8 hex digits>.part`."""
    path = Path(path)
    return path.with_name(f"{path.name}.{_token()}.part")


_FLAGS = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0) \
    | getattr(os, "O_BINARY", 0)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


class AtomicFile:
    """An unbuffered binary file at a fresh `<path>.<random>.part`; `finish()` renames it
    onto `path`, `keep_partial()` beside it, `abandon()` removes it."""

    def __init__(self, path: str | Path):
        self.path = check_folder(path)
        for _ in range(8):
            self.part = part_path(self.path)
            try:
                fd = os.open(self.part, _FLAGS, 0o666 & ~_umask())
                break
            except FileExistsError:
                continue
            except OSError as err:
                raise OutputError(f"{self.path}: cannot write: {err.strerror}") from None
        else:
            raise OutputError(f"{self.path}: cannot write: no free temporary name beside it")
        self.fh: BinaryIO = os.fdopen(fd, "wb", buffering=0)

    def _close(self) -> None:
        if not self.fh.closed:
            self.fh.close()

    def finish(self) -> None:
        self._close()
        if self.part.exists():
            os.replace(self.part, self.path)

    def keep_partial(self) -> Path:
        """Keep what was written as `<stem>.partial<suffix>`; the target is left alone."""
        self._close()
        kept = partial_path(self.path)
        if self.part.exists():
            os.replace(self.part, kept)
        return kept

    def abandon(self) -> None:
        self._close()
        try:
            self.part.unlink()
        except FileNotFoundError:
            pass

    def __enter__(self) -> BinaryIO:
        return self.fh

    def __exit__(self, kind, value, tb) -> None:
        if kind is None:
            self.finish()
        else:
            self.abandon()


def atomic_open(path: str | Path) -> AtomicFile:
    return AtomicFile(path)


def write_file(path: str | Path, data: str | bytes) -> None:
    """Write all of `data` (text is UTF-8) to `path` through a temporary file and a rename."""
    blob = data.encode("utf-8") if isinstance(data, str) else data
    with atomic_open(path) as fh:
        fh.write(blob)
