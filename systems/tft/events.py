"""Melee's own events. Each is applied by the reducer of the same name in `reducers.py`;
kernel events (`Moved`, `Faced`, `Damaged`, `Died`, ...) are used as well.

Tags 64-81 are the turn's events (movement, attacks, weapons, postures, the end of the turn);
tags 100-107 those of shield rush (TFT-80, 81), hand-to-hand (TFT-107..119), leaving the arena
(TFT-151) and experience (TFT-150..154). The numbers are kept as they were first written, so
every recorded log reads the same (no upcaster).

New fields only at the end, with defaults; a field is never retyped.
"""

from __future__ import annotations

from typing import Any

from affray.kernel.events import Event


class MoveOrder(Event, tag=64):
    """TFT-16: the sides in the order they move this turn (after initiative)."""

    sides: list[int]


class OptionTaken(Event, tag=65):
    """TFT-17, TFT-19, TFT-25..41: the option a figure takes (or re-declares) this turn.

    `engaged_by` lists the enemies engaging it when its move came (TFT-18, TFT-47);
    `mode` is its main-gauche use this turn (TFT-75)."""

    entity: int
    option: str
    engaged_by: list[int]
    mode: str = ""


class Walked(Event, tag=66):
    """TFT-27..32, TFT-52: MA spent this turn so far (jumps cost 3), after its `Moved`."""

    entity: int
    spent: int


class AttackOrder(Event, tag=67):
    """TFT-20, TFT-21: who acts in the attack phase, in order (second shots last)."""

    entities: list[int]


class AttackRolled(Event, tag=68):
    """TFT-64, TFT-66, TFT-85, TFT-122: one roll against one figure.

    `aim` is "hit" (rolling to hit) or "miss" (rolling to miss a figure in the way)."""

    attacker: int
    target: int
    weapon: str
    kind: str  # "melee" | "thrown" | "missile"
    dice: int
    adj_dx: int
    total: int
    hit: bool
    multiplier: int = 1
    fumble: str = ""
    aim: str = "hit"


class Struck(Event, tag=69):
    """TFT-67..75: damage done by one hit, what protection stopped, and the hits taken.

    `pushes`: the hit may earn a forced retreat (non-missile, non-thrown, TFT-125)."""

    attacker: int
    target: int
    weapon: str
    damage: int
    stopped: int
    hits: int
    pushes: bool


class WeaponDropped(Event, tag=70):
    """TFT-36, TFT-37, TFT-41, TFT-66, TFT-88: a weapon (or shield) leaves the figure's hands
    and will lie at (q, r) (a counter at the end of the turn, TFT-23)."""

    entity: int
    weapon: str
    q: int
    r: int


class WeaponBroken(Event, tag=71):
    """TFT-66: an 18 on the to-hit roll breaks the weapon."""

    entity: int
    weapon: str


class Readied(Event, tag=72):
    """TFT-31, TFT-37, TFT-41: what is ready now. `engaged`: readied while engaged (TFT-36)."""

    entity: int
    weapon: str
    shield_ready: bool
    offhand: bool = False
    engaged: bool = False


class PickedUp(Event, tag=73):
    """TFT-31, TFT-41: a weapon counter at (q, r), dropped by `owner`, is picked up."""

    entity: int
    weapon: str
    q: int
    r: int
    owner: int


class CounterPlaced(Event, tag=74):
    """TFT-23: a weapon dropped or thrown this turn becomes a counter on the map."""

    entity: int
    weapon: str
    q: int
    r: int


class PostureSet(Event, tag=75):
    """TFT-30, TFT-33, TFT-41, TFT-51, TFT-130: "" standing, "knocked" (fell), "prone",
    "kneeling", "bending" (picking a weapon up: no front until the end of the turn)."""

    entity: int
    posture: str


class Reloaded(Event, tag=76):
    """TFT-96, TFT-97: turns of reloading the ready crossbow still needs (0: loaded)."""

    entity: int
    left: int


class Collapsed(Event, tag=77):
    """TFT-131: current ST 1, unconscious."""

    entity: int


class ForcedRetreat(Event, tag=78):
    """TFT-125, TFT-126: `victor` pushes `victim` back one hex (the `Moved` follows)."""

    victor: int
    victim: int


class Fallen(Event, tag=79):
    """TFT-23: the counter of a figure slain or knocked out this turn is flipped."""

    entity: int


class TurnEnded(Event, tag=80):
    """TFT-23, TFT-127: the per-turn record is cleared; 5+ hits this turn mean -2 DX next."""

    round: int
    wounded: list[int]


class Note(Event, tag=81):
    """Something that happened without changing the state (e.g. a missile flies past)."""

    entity: int
    text: str
    data: Any = None


class ShieldRushed(Event, tag=100):
    """TFT-80, TFT-81: a rush hit; the target's saving roll (`dice` 0: no effect, no roll)."""

    attacker: int
    target: int
    dice: int
    total: int
    fell: bool


class HthEntered(Event, tag=101):
    """TFT-107..110, TFT-115: `attacker` moved onto `defender`'s hex from (from_q, from_r).

    `reason`: the TFT-107 condition that allowed it ("a".."d"), or "join" (an existing brawl,
    no die). `die`: the defender's die (0 when joining); `result`: "grapple", "dagger",
    "back", "hit" (TFT-110) or "join"."""

    attacker: int
    defender: int
    from_q: int
    from_r: int
    reason: str
    die: int
    result: str


class HthRefused(Event, tag=102):
    """TFT-107 (d): the defender did not agree, and no other condition allowed HTH."""

    attacker: int
    defender: int


class DaggerDrawn(Event, tag=103):
    """TFT-43: option (q), the die and whether the dagger is now ready (a `Readied` follows)."""

    entity: int
    die: int
    drawn: bool


class HthEscaped(Event, tag=104):
    """TFT-117: option (r), the die, the highest die that frees, and whether it got free."""

    entity: int
    die: int
    needs: int
    free: bool


class BrawlEnded(Event, tag=105):
    """TFT-118: no conscious enemy is left in the brawl at (q, r); `survivors` stay down."""

    q: int
    r: int
    survivors: list[int]


class LeftArena(Event, tag=106):
    """TFT-151: the figure left by its own side's door (a kernel `Removed` follows)."""

    entity: int
    unhurt: bool


class ExperienceAwarded(Event, tag=107):
    """TFT-150..153: EP for one figure after the fight; its total (condition "ep") never
    goes below 0."""

    entity: int
    amount: int
    combat: str


class AttributeRaised(Event, tag=108):
    """TFT-154: a figure trades 100 EP for +1 basic ST or DX ("st" or "dx")."""

    entity: int
    attribute: str


EVENTS = (MoveOrder, OptionTaken, Walked, AttackOrder, AttackRolled, Struck, WeaponDropped,
          WeaponBroken, Readied, PickedUp, CounterPlaced, PostureSet, Reloaded, Collapsed,
          ForcedRetreat, Fallen, TurnEnded, Note,
          ShieldRushed, HthEntered, HthRefused, DaggerDrawn, HthEscaped, BrawlEnded, LeftArena,
          ExperienceAwarded, AttributeRaised)
