"""Each battle lives in its own esper world; every entry point switches in and back out."""

from __future__ import annotations

import itertools
from contextlib import contextmanager
from typing import Iterator

import esper as _esper

_names = itertools.count(1)


def new_world_name() -> str:
    return f"affray-{next(_names)}"


@contextmanager
def inside(world: str) -> Iterator[None]:
    """Make `world` esper's current world for the block, then restore the caller's."""
    previous = _esper.current_world
    if previous == world:
        yield
        return
    _esper.switch_world(world)
    try:
        yield
    finally:
        _esper.switch_world(previous)


def drop(world: str) -> None:
    """Delete a battle's world (never the caller's current one)."""
    if world in _esper.list_worlds() and _esper.current_world != world:
        _esper.delete_world(world)
