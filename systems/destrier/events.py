"""Events of the `destrier` ruleset (tags 64-95). Every event that records an outcome
carries the DS item behind it and, where a C&S hook's placeholder value was used,
`placeholder = True` (DS-03)."""

from __future__ import annotations

from typing import Any

from affray.kernel.events import Event
from affray.kernel.sealed import SEALED_EVENTS


class Initiative(Event, tag=64):
    """DS-21/22/31: who won the initiative of `phase` (1, 2, or 3 for a melee pair)."""

    phase: int
    winner: int
    ds: str = "DS-21"


class Check(Event, tag=65):
    """DS-02: a percentage check: purpose, chance, the d100 read (0: no roll), success."""

    entity: int
    ds: str
    purpose: str
    chance: int
    roll: int
    success: bool
    placeholder: bool = False


class Blows(Event, tag=66):
    """DS-91: a blow-ledger entry: grant (+), spend (-), free (0), forfeit (-)."""

    entity: int
    entry: str           # grant | spend | free | forfeit
    amount: int
    left: int
    ds: str
    what: str = ""
    horse: bool = False


class Struck(Event, tag=67):
    """DS-54: a blow (or spell, missile, grapple) aimed: the chance and whether it hit."""

    attacker: int
    target: int
    card: str
    chance: int
    hit: bool
    ds: str
    placeholder: bool = False
    side: str = ""


class Hurt(Event, tag=68):
    """DS-56 step 6: damage applied (placeholder values flagged)."""

    entity: int
    amount: int
    ds: str
    placeholder: bool = False


class Set(Event, tag=69):
    """One field of one of the ruleset's components changed (Status, Turn, Kit, Mount)."""

    entity: int
    component: str
    field: str
    value: Any
    ds: str = ""


class Segment(Event, tag=70):
    """A movement segment: where it ended, the heading, and what it cost in inches."""

    entity: int
    x: float
    y: float
    dir: float
    cost: float
    ds: str
    why: str = ""


class CardRound(Event, tag=71):
    """DS-86: a card round of the MELEE phase begins."""

    number: int


class TurnReset(Event, tag=72):
    """The per-turn flags are cleared at the start of a turn."""

    entity: int


class Note(Event, tag=73):
    """A rule applied with no state change worth its own event (dropped charge target,
    refused move, held card) — kept for the reader and the tests."""

    entity: int
    ds: str
    text: str


EVENTS = (Initiative, Check, Blows, Struck, Hurt, Set, Segment, CardRound, TurnReset,
          Note) + SEALED_EVENTS
