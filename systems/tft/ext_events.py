"""Events of the rest of Melee (tags 100-119) and their reducers: shield rush (TFT-80, 81),
hand-to-hand (TFT-107..119), leaving the arena (TFT-151), experience (TFT-150..154).

Most of them record a roll's meaning; the state changes they lead to are core events emitted
right after them (`PostureSet`, `Moved`, `WeaponDropped`, `Readied`, `Damaged`, kernel
`ConditionSet`, `Removed`). Each reducer is named after its event.
New fields only at the end, with defaults; a field is never retyped.
"""

from __future__ import annotations

from affray.kernel.components import Conditions
from affray.kernel.events import Event


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


def _noop(state, ev) -> None:
    pass


def experience_awarded(state, ev: ExperienceAwarded) -> None:
    values = state.get(ev.entity, Conditions).values
    total = max(0, values.get("ep", 0) + ev.amount)
    if total:
        values["ep"] = total
    else:
        values.pop("ep", None)


EVENTS = (ShieldRushed, HthEntered, HthRefused, DaggerDrawn, HthEscaped, BrawlEnded, LeftArena,
          ExperienceAwarded)
REDUCERS = {ShieldRushed: _noop, HthEntered: _noop, HthRefused: _noop, DaggerDrawn: _noop,
            HthEscaped: _noop, BrawlEnded: _noop, LeftArena: _noop,
            ExperienceAwarded: experience_awarded}
