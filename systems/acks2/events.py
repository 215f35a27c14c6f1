"""Events of the `acks2` ruleset (tags 96-127). Each names the checklist item behind it."""

from __future__ import annotations

from typing import Any

from affray.kernel.events import Event


class Initiative(Event, tag=96):
    """ACKS-17: a combatant's initiative number for the round (die + modifiers)."""

    entity: int
    number: int
    die: int


class Throw(Event, tag=97):
    """ACKS-78: an attack throw: die, modified total, value needed, hit; `note` tells a
    clean miss from one that bounced off armor (ACKS-80) and lists the modifiers."""

    attacker: int
    target: int
    kind: str            # melee | missile | charge | countercharge | set | <maneuver>
    die: int
    total: int
    needed: int
    hit: bool
    note: str = ""


class Hurt(Event, tag=98):
    """Damage applied after every modifier (ACKS-126 to ACKS-133); nonlethal tallied apart."""

    entity: int
    amount: int
    types: list[str]
    nonlethal: bool = False
    extraordinary: bool = False
    source: int = 0


class Saved(Event, tag=99):
    """ACKS-157: a saving throw."""

    entity: int
    category: str
    die: int
    total: int
    needed: int
    ok: bool
    why: str = ""


class Set(Event, tag=100):
    """A field of Status changes (one rule, named in `rule`)."""

    entity: int
    field: str
    value: Any
    rule: str = ""


class Fell(Event, tag=101):
    """ACKS-135/136: at 0 hp or less: unconscious, destroyed or slain."""

    entity: int
    how: str
    damage_type: str = ""


class MoraleRolled(Event, tag=102):
    """ACKS-192: 2d6 + morale + modifiers for a group (its members listed)."""

    members: list[int]
    roll: int
    modifier: int
    result: str
    why: str = ""


class MortalWounds(Event, tag=104):
    """ACKS-137 to ACKS-139: the d20 (modified) and d6 on the table for the felling damage."""

    entity: int
    d20: int
    d6: int
    modifier: int
    result: str
    table: str
    why: str = ""


class Note(Event, tag=103):
    entity: int
    text: str
    rule: str = ""


class ProficiencyThrow(Event, tag=105):
    """A proficiency throw (ACKS-41 to ACKS-43, ACKS-59, ACKS-63, ACKS-66, ACKS-188):
    1d20 + modifiers against a target, mostly PLACEHOLDER targets from rules/actions.py."""

    entity: int
    skill: str
    die: int
    total: int
    needed: int
    ok: bool
    about: str = ""


class Feature(Event, tag=106):
    """A door's or trap's state (rules/dungeon.py): set from the map at the start, then
    changed by the hasty actions (ACKS-41 to ACKS-43, ACKS-48, ACKS-49, ACKS-59)."""

    kind: str      # door | trap
    x: int
    y: int
    value: str


class Siege(Event, tag=107):
    """Artillery and structures (ACKS-44, ACKS-113 to ACKS-124): a structure's structural
    hit points left (`structure`), the crew actions a piece still needs to reload
    (`reload`), or the round a jammed piece is clear (`jam`)."""

    kind: str      # structure | reload | jam
    name: str
    value: int


EVENTS = (Initiative, Throw, Hurt, Saved, Set, Fell, MoraleRolled, Note, MortalWounds,
          ProficiencyThrow, Feature, Siege)
