"""Components of the `destrier` ruleset (Chivalry & Sorcery *Destrier*).

Position is the stand's centre (inches) and Facing.dir its heading (degrees CCW from +x).
"""

from __future__ import annotations

from typing import Any

import msgspec

from affray.kernel.components import Component


class Stand(Component):
    """DS-08, DS-10, DS-12: `kind` square | rect | poly; `points` are local corners for a
    polygon (x forward); `labels[k]` the combat label of edge k (shield, sword, front, side,
    rear), `attack[k]` whether it can strike through it, `arcs[k]` its movement label."""

    kind: str = "square"
    size: float = 1.0          # square side, or rectangle length
    width: float = 1.0         # rectangle width
    points: list[list[float]] = []
    labels: list[str] = []
    attack: list[bool] = []
    arcs: list[str] = []


class Fighter(Component):
    """DS-19: physical data, magic, flags."""

    weight: int = 1750
    st: int = 12
    dex: int = 12
    iq: int = 10
    wis: int = 10
    ac: int = 5
    enc: str = "none"            # none | partial | full
    body: int = 20
    fatigue: int = 20
    height: float = 6.0          # feet
    move: float = 6.0            # full-turn movement (DS-07 hook, resolved at spawn)
    mkl: int = 0
    mage: str = ""               # "" | mage | enchanter | skald | bard
    flags: list[str] = []        # intelligent, animal, trained_fighter, chivalry, nordic, ...
    lady: int = 0                # DS-113: the berserker's Lady/Man (entity id)
    hooks: dict[str, Any] = {}   # per-figure hook overrides (DS-03)


class Kit(Component):
    """DS-17, DS-18: the weapon in hand and the shield."""

    weapon: str = "sword"
    wclass: str = "L"           # L | LH | H
    wkind: str = "sword"        # sword | spear | polearm | pike | lance | flail | club | missile | thrown | none
    length: int = 3
    overhand: bool = False
    loaded: bool = True
    shots: int = 0              # shots per turn for missile weapons (0: hook default)
    shield: str = ""            # "" | small | large
    drawn: list[str] = []       # weapons carried ready to draw
    broken: bool = False


class Mount(Component):
    """DS-06, DS-19: the horse under a rider (one stand, two card-players)."""

    cls: str = "warhorse"       # great | light | warhorse | griffin | hippogrif | other
    speed: str = "stand"        # stand | walk | trot | canter | gallop | charge
    weight: int = 10000
    forward: str = ""           # DS-73: the horse's persisting forward TAC card
    riderless: bool = False


class Ledger(Component):
    """DS-91: the blow budget of this turn (rider's and, for a mount, the horse's)."""

    left: int = 0
    bonus: int = 0
    horse_left: int = 0
    spent: int = 0


class Turn(Component):
    """Per-turn flags (Y.10 TurnFlags)."""

    charged: bool = False
    cast_phase: int = 0          # half-move phase in which it cast (DS-25)
    spells: int = 0              # spells cast in melee this turn (DS-99)
    spell_levels: int = 0
    free_asp_used: bool = False
    psp_streak: int = 0
    hamstring_used: bool = False
    prepared: int = 0
    fired: bool = False          # FIRE/RELOAD this melee turn (DS-96)
    shots_used: int = 0
    will_move: bool = True       # DS-48: paid in advance to keep the right to move
    moved_against: bool = False
    as_stand_ground: bool = False  # DS-71
    restraint_chance: bool = False
    fired_phase: int = 0         # half-move phase in which it fired (DS-35)
    cav_charge: int = 0          # half-move phase of its cavalry movement charge (DS-134)
    speed_used: int = 0          # speed categories changed this turn (DS-38, DS-136)
    hand_used: bool = False      # PUNCH/KICK played this turn (DS-105)
    weapon_used: bool = False    # a weapon attack played this turn (DS-105)
    mixed: bool = False          # the DS-105 averaging has been applied
    pivot_debt: int = 0          # blows owed for pivots over 45 degrees (DS-42)
    turned: float = 0.0          # degrees a fast horse has turned in the MELEE phase (DS-76)
    misc_penalty: float = 0.0    # fraction of the HMA spent on step-2 actions (DS-27, DS-36)


class Status(Component):
    """Prone, kneeling, stunned, restrained by, berserk, disarmed, collapsed; damage taken."""

    prone: bool = False
    kneeling: bool = False
    stunned: bool = False
    restrained_by: list[int] = []
    berserk: bool = False
    disarmed: bool = False
    collapsed: bool = False
    damage: int = 0
    in_melee: bool = False
    contact_phase: dict[str, int] = {}  # enemy id -> phase contact began (1, 2, 3 = melee)


COMPONENTS = (Stand, Fighter, Kit, Mount, Ledger, Turn, Status)

__all__ = ["Stand", "Fighter", "Kit", "Mount", "Ledger", "Turn", "Status", "COMPONENTS",
           "msgspec"]
