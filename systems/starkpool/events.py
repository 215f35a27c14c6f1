"""The Starkpool events (tags 64-127). Each has one reducer in `reducers.py`.

Kernel events used as well: Spawned, RoundStarted, PhaseStarted, Rolled, Decided, Revealed,
Moved, Faced, Damaged, ConditionSet, Died, Removed, Checkpoint, Ended.
"""

from __future__ import annotations

from affray.kernel.events import Event

__all__ = [
    "RoundReset", "InitiativeSet", "Contact", "MoveDone", "Shot", "Blow", "Healed",
    "BudgetSet", "AttackSpent", "Acted", "SpellSpent", "GearChanged", "Exchanged",
    "MoraleChecked", "Unhorsed", "MountBolting", "WanderingMonsterCheck", "TurnPassed",
    "SurpriseRolled", "Avoided", "DuelResolved", "CounterSpelled", "Grappled", "EscapeRolled",
    "ChargeDeclared", "SpellResolved", "EVENTS",
]


class RoundReset(Event, tag=64):
    """Start of a round: every figure's per-round record (Turn) starts afresh."""

    round: int


class InitiativeSet(Event, tag=65):
    """SP-21: which side chose, and which side moves first (side indices)."""

    chooser: int
    first: int


class Contact(Event, tag=66):
    """SP-67/SP-70/SP-72: `mover` came into melee with `other` in this phase."""

    mover: int
    other: int
    phase: str


class MoveDone(Event, tag=67):
    """A move finished: distance added to the round's total; a charge's heading and the
    allowance it has left (SP-35, SP-89)."""

    entity: int
    distance: float
    charged: bool = False
    heading: float = 0.0
    charge_left: float = 0.0


class Shot(Event, tag=68):
    """One missile attack roll (mode: missile | pass_through | split | flask | breath)."""

    shooter: int
    target: int
    weapon: str
    natural: int
    needed: int
    hit: bool
    mode: str = "missile"


class Blow(Event, tag=69):
    """One melee attack roll (action: attack | grapple | disarm | hook | split | unhorse |
    knock_down | flee_attack)."""

    attacker: int
    target: int
    action: str
    natural: int
    needed: int
    hit: bool
    arc: str = "front"


class Healed(Event, tag=70):
    entity: int
    amount: int


class BudgetSet(Event, tag=71):
    """SP-98..SP-103: the attacks this figure has this round."""

    entity: int
    attacks: int


class AttackSpent(Event, tag=72):
    """One attack given up for something else (parry, escape, potion, getting up, ...)."""

    entity: int
    what: str
    target: int = 0


class Acted(Event, tag=73):
    """A per-round action that limits what else the figure may do this round."""

    entity: int
    what: str
    target: int = 0


class SpellSpent(Event, tag=74):
    entity: int
    spell: str


class GearChanged(Event, tag=75):
    """Gear handling (SP-134..SP-139) and gear damage (SP-110, SP-113, SP-144)."""

    entity: int
    what: str
    item: str = ""
    x: float = 0.0
    y: float = 0.0


class Exchanged(Event, tag=76):
    """An exchange of blows between a and b is over; `first` struck first (SP-73)."""

    a: int
    b: int
    first: int


class MoraleChecked(Event, tag=77):
    entity: int
    reason: str
    total: int
    passed: bool


class Unhorsed(Event, tag=78):
    entity: int


class MountBolting(Event, tag=79):
    entity: int
    bolting: bool


class WanderingMonsterCheck(Event, tag=80):
    """SP-19: a failed door bash calls for a wandering-monster check."""

    side: int


class TurnPassed(Event, tag=81):
    """SP-03: ten rounds make an exploration turn."""

    turn: int


class SurpriseRolled(Event, tag=82):
    side: int
    chance: int
    roll: int
    surprised: bool


class Avoided(Event, tag=83):
    """SP-15: the surprising side slips away; the encounter ends."""

    side: int


class DuelResolved(Event, tag=84):
    attacker: int
    defender: int
    attacker_total: int
    defender_total: int
    loser: int


class CounterSpelled(Event, tag=85):
    counterer: int
    caster: int
    spell: str
    countered: bool


class Grappled(Event, tag=86):
    target: int
    attackers: list[int]
    attackers_total: int
    defender_total: int
    result: str


class EscapeRolled(Event, tag=87):
    """A refuse-melee (SP-71) or escape (SP-94) roll."""

    entity: int
    mode: str
    roll: int
    target: int
    success: bool


class ChargeDeclared(Event, tag=88):
    entity: int
    target: int
    counter: bool = False


class SpellResolved(Event, tag=89):
    """A spell, turning or device takes effect (or is countered / fizzles)."""

    caster: int
    spell: str
    target: int
    x: float = 0.0
    y: float = 0.0
    result: str = ""


EVENTS = (RoundReset, InitiativeSet, Contact, MoveDone, Shot, Blow, Healed, BudgetSet,
          AttackSpent, Acted, SpellSpent, GearChanged, Exchanged, MoraleChecked, Unhorsed,
          MountBolting, WanderingMonsterCheck, TurnPassed, SurpriseRolled, Avoided,
          DuelResolved, CounterSpelled, Grappled, EscapeRolled, ChargeDeclared, SpellResolved)
