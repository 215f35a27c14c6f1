"""The component base and the few components the kernel's own events write.

`affray.components.common` re-exports these; rulesets define theirs in `components/<id>.py`.
"""

from __future__ import annotations

from typing import Any

import msgspec


class Component(msgspec.Struct, tag=True):
    """Base of every component: a mutable Struct tagged with its class name.

    Only reducers assign to components (see `State`)."""


class Identity(Component):
    name: str
    side: int


class Position(Component):
    x: Any
    y: Any


class Facing(Component):
    dir: Any


class Vitals(Component):
    """Damage taken so far, and whether the entity is dead or has left the field."""

    hits: int = 0
    dead: bool = False
    removed: bool = False


class Conditions(Component):
    """Named conditions (prone, knocked_down, ...). Encoded with sorted keys."""

    values: dict[str, Any] = msgspec.field(default_factory=dict)


KERNEL_COMPONENTS: tuple[type[Component], ...] = (Identity, Position, Facing, Vitals, Conditions)
