"""Components of The Fantasy Trip: Melee (`tft-melee`).

Kernel components used as well: `Identity`, `Position` (x, y = axial q, r), `Facing` (dir 0..5),
`Vitals` (hits taken so far, dead). The three here change only through the ruleset's reducers
(`affray.systems.tft.reducers`); hot paths change their fields, never add or remove them.
"""

from __future__ import annotations

import msgspec as _ms

from affray.kernel.components import Component


class Figure(Component):
    """What never changes during a fight (TFT-09, TFT-12): race, basic ST and DX, armor, MA."""

    race: str
    st: int
    dx: int
    armor: str = "none"
    ma: int = 10


class Kit(Component):
    """Carried weapons and what is ready (TFT-10, TFT-11, TFT-63).

    `carried` holds every weapon the figure has, the ready one included; `ready` is "" for
    none. `offhand` is True when a main-gauche is ready in the left hand (TFT-75).
    `reload_left` counts the (e) turns a crossbow still needs (TFT-96, TFT-97).
    `last_shot` is set by option (j): the missile weapon must go next turn (TFT-36).
    `ready_engaged` marks a missile weapon readied by a figure that was engaged (no (j)).
    `loose` lists weapons this figure dropped or threw this turn, as [weapon, q, r]; they
    become counters at the end of the turn (TFT-23).
    """

    carried: list[str] = _ms.field(default_factory=list)
    ready: str = ""
    shield: str = ""
    shield_ready: bool = False
    offhand: bool = False
    reload_left: int = 0
    last_shot: bool = False
    ready_engaged: bool = False
    loose: list[list] = _ms.field(default_factory=list)


class Status(Component):
    """Posture and the bookkeeping of the current turn (TFT-15..26, TFT-125..131).

    posture: "" standing | "knocked" (fell) | "prone" | "kneeling" | "bending" (picking a
    weapon up under option (o): standing, but with no front until the end of the turn).
    option: the option letter taken this turn ("" before the figure's move).
    moved: MA spent this turn (0: stayed in its hex, as a pole user receiving a charge, TFT-79).
    hits: hits taken this turn after protection (TFT-74, TFT-128).
    wounded: took 5+ hits last turn, so -2 DX this turn (TFT-127).
    fell: fell this turn (loses its attack, TFT-22).
    victims: enemies it hit this turn with a non-missile, non-thrown attack for 1+ hits.
    pushed: was forced to retreat this turn (once per turn, TFT-126).
    mode: main-gauche use this turn: "" | "parry" | "double" (TFT-75).
    engaged_by: enemies engaging it when its move began (shift limits, TFT-47).
    """

    posture: str = ""
    unconscious: bool = False
    option: str = ""
    moved: int = 0
    hits: int = 0
    wounded: bool = False
    fell: bool = False
    victims: list[int] = _ms.field(default_factory=list)
    pushed: bool = False
    mode: str = ""
    engaged_by: list[int] = _ms.field(default_factory=list)


COMPONENTS = (Figure, Kit, Status)
