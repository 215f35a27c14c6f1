"""Writes that cannot half-happen: a temporary file in the target's folder, renamed on success.

Every file the CLI writes goes through here (logs, `--save` documents, sweeps, viewer pages):

    write_file(path, text_or_bytes)            # all at once
    with atomic_open(path) as fh: ...          # streamed; renamed when the block ends cleanly

A missing folder is an `OutputError` (one line, exit 2) before any work starts. A streamed
file is `<name>.part` next to the target while it is written, so a log written live can be read
up to its last complete frame; `finish()` renames it early (an interrupted run keeps what it has).
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


def part_path(path: str | Path) -> Path:
    path = Path(path)
    return path.with_name(path.name + ".part")


class AtomicFile:
    """An unbuffered binary file at `<path>.part`; `finish()` renames it onto `path`,
    `abandon()` removes it."""

    def __init__(self, path: str | Path):
        self.path = check_folder(path)
        self.part = part_path(self.path)
        try:
            self.fh: BinaryIO = open(self.part, "wb", buffering=0)
        except OSError as err:
            raise OutputError(f"{self.path}: cannot write: {err.strerror}") from None

    def finish(self) -> None:
        if not self.fh.closed:
            self.fh.close()
        if self.part.exists():
            os.replace(self.part, self.path)

    def abandon(self) -> None:
        if not self.fh.closed:
            self.fh.close()
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
