"""The kernel's event types and the base every ruleset event derives from.

Events are frozen, array-like msgspec Structs with a small integer tag, so a frame in a log is
`[tag, field, field, ...]`. Kernel tags are 0-63; ruleset tags 64-255. New fields go at the
end, with defaults; a field is never retyped.
"""

from __future__ import annotations

from typing import Any

import msgspec


class Event(msgspec.Struct, frozen=True, array_like=True):
    """Base of every event. Subclasses pass `tag=<int>`."""


class Spawned(Event, tag=1):
    """A combatant enters the world: its id, side index and components (tagged builtins)."""

    entity: int
    side: int
    components: list[Any]


class RoundStarted(Event, tag=2):
    round: int


class PhaseStarted(Event, tag=3):
    phase: str


class Rolled(Event, tag=4):
    """Every die drawn: why, how many sides, and the faces in the order drawn."""

    purpose: str
    sides: int
    faces: list[int]


class Decided(Event, tag=5):
    """A choice. `actor` is an entity id (> 0), or minus a side index (<= 0) for a side's choice."""

    actor: int
    kind: str
    choice: Any
    hidden: bool = False


class Revealed(Event, tag=6):
    """The last `count` hidden choices become public."""

    count: int


class Moved(Event, tag=7):
    entity: int
    x: Any
    y: Any


class Faced(Event, tag=8):
    entity: int
    dir: Any


class Engaged(Event, tag=9):
    """Edge a -> b in the engagement graph: a engages b."""

    a: int
    b: int


class Disengaged(Event, tag=10):
    a: int
    b: int


class Damaged(Event, tag=11):
    entity: int
    amount: int


class ConditionSet(Event, tag=12):
    """A named condition of an entity; value 0 (or False) clears it."""

    entity: int
    name: str
    value: Any


class Died(Event, tag=13):
    entity: int


class Removed(Event, tag=14):
    """The entity leaves the battlefield (fled, escaped) but stays in the record."""

    entity: int


class Checkpoint(Event, tag=15):
    """End of a round: the digest of the whole state, checked by every fold."""

    round: int
    digest: str


class Ended(Event, tag=16):
    """The battle is over: the winning side's name ("" for none) and why."""

    winner: str
    reason: str


# Tags 32 and up: the record of a fight at the table (its stop, the referee's rulings).
class Stopped(Event, tag=32):
    """A recorded fight's script ran out: the last event of a partial recording. `asked` is
    "dice" or "choice"; `what` the roll's purpose or the choice's kind; `actor` who chooses
    (as in `Decided`; None for dice); `dice` the dice asked, e.g. "3d6"."""

    asked: str
    what: str
    actor: int | None = None
    dice: str = ""


class Ruled(Event, tag=33):
    """A referee's ruling from a recorded fight's script (kernel/rulings.py): `do` is
    "condition" (set `name` to `value`; 0/false/nil clears it), "set" (component field
    `name`, "Type.field", to `value`), "remove" (the figure leaves the field) or "enter" (it
    comes onto it, at `value` = [x, y] when given)."""

    do: str
    entity: int
    name: str = ""
    value: Any = None
    note: str = ""


KERNEL_EVENTS: tuple[type[Event], ...] = (
    Spawned, RoundStarted, PhaseStarted, Rolled, Decided, Revealed, Moved, Faced, Engaged,
    Disengaged, Damaged, ConditionSet, Died, Removed, Checkpoint, Ended, Stopped, Ruled,
)


def tag_of(cls: type[Event]) -> int:
    return cls.__struct_config__.tag


def name_of(ev: Event) -> str:
    return type(ev).__name__
