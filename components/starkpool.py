"""Components of the Starkpool OD&D man-to-man rules (`starkpool`).

Kernel components used as well: `Identity`, `Position` (x, y in table inches), `Facing`
(degrees, 0 = +x, counter-clockwise), `Vitals` (hits taken, dead, removed) and `Conditions`
(prone, invisible, hidden, surprised, stunned, fleeing, fearless, surrendered, subdued,
asleep, held, spotted, turned, out_of_sight, rear_next, burning).

These change only through the ruleset's reducers (`affray.systems.starkpool.reducers`); hot
paths change fields, never add or remove components.
"""

from __future__ import annotations

import msgspec as _ms

from affray.kernel.components import Component

__all__ = ["Combatant", "Gear", "Steed", "Turn", "Fights", "Pair", "Spellbook"]


class Combatant(Component):
    """Who the figure is; fixed for the fight (SP-24, SP-74, SP-80, SP-98, SP-133)."""

    kind: str = "troop"        # fighter paladin berserker cleric_militant cleric_spiritual
    #                            druid magic_user scout delver troop monster
    level: int = 0
    troop_class: str = "C"      # A B C D E noncombatant
    race: str = "human"
    hd: str = ""               # monsters: "4+1", "1/2"
    hp: int = 1                # maximum hit points
    natural_ac: int | None = None  # monsters: AC before any shield (SP-04)
    size: str = "M"            # S M L on foot (a rider counts Large: Steed)
    legs: int = 2
    move: float = 0.0          # monsters: fixed rate in inches (0: by armor, SP-24)
    big: str = ""              # ogre | minotaur | giant (SP-75)
    dex: int = 10
    cha: int = 10
    tags: list[str] = _ms.field(default_factory=list)
    group: str = ""
    group_size: int = 1
    leader: bool = False
    player: bool = False
    can_communicate: bool = True
    natural: list[list[str]] = _ms.field(default_factory=list)  # [[name, damage], ...]
    save_targets: dict[str, int] = _ms.field(default_factory=dict)
    breath: str = ""           # monster distance attack damage, e.g. "3d6" (SP-58)
    elevation: float = 0.0
    cover: str = ""            # "" | cover | mantlet (SP-49, SP-52)


class Gear(Component):
    """What the figure carries and holds (SP-05, SP-134..SP-139, SP-144)."""

    armor: str = "none"
    armor_magic: int = 0
    shield: bool = False
    shield_wooden: bool = True
    shield_magic: int = 0
    weapon: str = ""           # melee weapon in hand ("" = natural weapons or unarmed)
    weapon_magic: int = 0
    weapon_silver: bool = False
    weapon_damaged: bool = False
    missile: str = ""          # missile weapon
    missile_magic: int = 0
    missile_state: str = ""    # "" | damaged | unstrung | broken
    loaded: bool = True        # heavy crossbow (SP-47)
    spare: list[str] = _ms.field(default_factory=list)      # carried, not in hand
    flasks: list[str] = _ms.field(default_factory=list)
    items: list[str] = _ms.field(default_factory=list)      # potions, wands
    packed: list[str] = _ms.field(default_factory=list)     # in the pack (SP-138)
    dropped: list[list] = _ms.field(default_factory=list)   # [[item, x, y], ...]
    pavis: str = ""            # "" | carried | held | planted (SP-139)
    pavis_at: list[float] = _ms.field(default_factory=list)
    holy_symbol: bool = False
    overloaded: bool = False


class Steed(Component):
    """A rider's mount (SP-25, SP-118, SP-120..SP-122)."""

    kind: str
    mounted: bool = True
    bolting: bool = False


class Turn(Component):
    """What the figure did this round; reset by `RoundReset` (SP-31..SP-36, SP-45..SP-57)."""

    moved: float = 0.0
    charged: bool = False
    charged_last: bool = False
    charge_heading: float = 0.0
    charge_left: float = 0.0
    shots: int = 0             # missile shots used this round
    passed_through: bool = False
    injured: bool = False
    acted: str = ""            # duel | rally | spot | unpack | cast | device | ...
    spotted: int = 0           # the invisible foe this scout found (SP-40)
    attacks: int = 0           # the melee budget fixed at the start of the round
    used: int = 0              # attacks spent
    attacked: bool = False     # attacked by missile or melee this round (SP-130)
    acts_last: bool = False    # stood up in melee (SP-116)
    no_counter: list[int] = _ms.field(default_factory=list)  # rear attackers (SP-108)
    flee: bool = False         # flees after the blows (SP-96)
    reloaded: bool = False


class Pair(_ms.Struct, array_like=True):
    """Memory of one fight (SP-72, SP-73): who moved in, exchanges so far, last first."""

    foe: int
    started_by: int
    exchanges: int = 0
    last_first: int = 0
    phase: str = ""            # phase of contact (SP-70)
    round: int = 0             # round of contact


class Fights(Component):
    pairs: list[Pair] = _ms.field(default_factory=list)


class Spellbook(Component):
    """Prepared spells and those used up (SP-54, SP-65)."""

    prepared: list[str] = _ms.field(default_factory=list)
    used: list[str] = _ms.field(default_factory=list)
