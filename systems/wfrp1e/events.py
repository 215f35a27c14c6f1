"""Events of the `wfrp1e` ruleset (tags 96-127). Each outcome names the checklist item
behind it (`rule`)."""

from __future__ import annotations

from typing import Any

from affray.kernel.events import Event


class Set(Event, tag=96):
    """One field of a ruleset component changed."""

    entity: int
    component: str
    field: str
    value: Any
    rule: str = ""


class Initiative(Event, tag=97):
    """WFRP-26/29/39: a combatant's EI this round, how it was made, and its slots."""

    entity: int
    ei: int
    slots: list[int]
    parts: list[str]


class SlotUsed(Event, tag=98):
    """A slot spent: blow, parry, switch, turn (move/charge/shot), lost."""

    entity: int
    slot: int
    why: str
    rule: str = ""


class Blow(Event, tag=99):
    """A hand-to-hand blow or missile shot: the target number, the d100 (0: automatic)."""

    attacker: int
    target: int
    chance: int
    roll: int
    hit: bool
    rule: str
    kind: str = "melee"       # melee | free | missile
    aimed: str = ""


class Hurt(Event, tag=100):
    """WFRP-48/51: damage caused (after armour) at a location; W left; melee counts for
    winning (WFRP-69)."""

    entity: int
    attacker: int
    damage: int
    wounds: int
    location: str
    counts: bool = True
    rule: str = "WFRP-51"


class Critical(Event, tag=101):
    """WFRP-52/103: damage beyond the W left, at a location; what the chart did."""

    entity: int
    location: str
    value: int
    kind: str
    effect: str


class Engage(Event, tag=102):
    """Base-to-base contact made (WFRP-04; by a move, WFRP-14, or a charge, WFRP-15): an
    engagement edge both ways."""

    a: int
    b: int


class Part(Event, tag=103):
    """The engagement between a and b ends (flight, no press, death)."""

    a: int
    b: int
    why: str = ""


class Check(Event, tag=104):
    """A d100 test (WFRP-02 and the tables): target, roll, result."""

    entity: int
    rule: str
    purpose: str
    target: int
    roll: int
    success: bool


class Note(Event, tag=105):
    """A rule applied with no state change worth its own event."""

    entity: int
    rule: str
    text: str


class RoundReset(Event, tag=106):
    """Per-round fields cleared at the start of a round."""

    entity: int


class Charged(Event, tag=107):
    """WFRP-15/45: a charge begins, before the charger's move: who charges whom (the viewer
    draws the arrow from the charger's place before the move to its target)."""

    entity: int
    target: int
    rule: str = "WFRP-15"


EVENTS = (Set, Initiative, SlotUsed, Blow, Hurt, Critical, Engage, Part, Check, Note, RoundReset,
          Charged)
