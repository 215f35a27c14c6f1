"""Scenario types for `starkpool`: one `[[combatants]]` entry, the `[map]`, and validation.

Positions are table inches (SP-01); facings degrees (0 = +x, counter-clockwise).
"""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from affray.kernel.errors import ScenarioError

from .tables.armor import ARMOR, check_shield_hands
from .tables.attack_bonus import ATTACK_BONUS
from .tables.items import ITEMS
from .tables.morale import MORALE
from .tables.flasks import FLASKS
from .tables.hit_dice import parse_hd
from .tables.movement_rates import MOUNTS
from .tables.spells import SPELLS
from .tables.weapons import MELEE_WEAPONS, MISSILE_WEAPONS
from .moment import FightEntry, problem as midfight_problem

__all__ = ["SpCombatant", "SpMap", "Encounter", "validate", "KINDS"]

KINDS = ("fighter", "paladin", "berserker", "cleric_militant", "cleric_spiritual", "druid",
         "magic_user", "scout", "delver", "troop", "monster")


class SpCombatant(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    side: str
    x: float = 0.0
    y: float = 0.0
    facing: float | None = None        # default: toward the nearest enemy
    kind: str = "troop"
    level: int = 0
    troop_class: str = "C"
    race: str = "human"
    hd: str = ""
    hp: int | None = None
    ac: int | None = None               # natural AC (monsters), before any shield
    armor: str = "none"
    armor_magic: int = 0
    shield: bool = False
    shield_wooden: bool = True
    shield_magic: int = 0
    weapon: str = ""
    weapon_magic: int = 0
    weapon_silver: bool = False
    missile: str = ""
    missile_magic: int = 0
    spare: list[str] = []
    flasks: list[str] = []
    items: list[str] = []
    packed: list[str] = []
    pavis: bool = False
    holy_symbol: bool = False
    overloaded: bool = False
    size: str | None = None
    legs: int = 2
    move: float | None = None
    move_unit: str = "in"
    big: str = ""
    dex: int = 10
    cha: int = 10
    tags: list[str] = []
    group: str = ""
    leader: bool = False
    player: bool = False
    can_communicate: bool = True
    attacks: list[list[str]] = []       # natural attacks [[name, damage(, special)], ...]
    save_targets: dict[str, int] = {}
    breath: str = ""
    spells: list[str] = []
    mount: str = ""
    elevation: float = 0.0
    cover: str = ""
    invisible: bool = False
    hidden: bool = False
    prone: bool = False
    # Mid-fight (docs/scenarios.md, "Starting mid-fight"; checked by `moment.problem`);
    # UNSET fields are left out of the log header, so older logs keep their bytes.
    hits: int | UnsetType = UNSET               # hit points lost so far
    dead: bool | UnsetType = UNSET
    gone: bool | UnsetType = UNSET              # off the table (fled, avoided)
    conditions: dict[str, int | bool | str] | UnsetType = UNSET  # fleeing, stunned, held...
    weapon_damaged: bool | UnsetType = UNSET    # SP-144
    missile_state: str | UnsetType = UNSET      # "" | damaged | unstrung | broken
    loaded: bool | UnsetType = UNSET            # heavy crossbow (SP-47)
    dropped: list[list[Any]] | UnsetType = UNSET  # [[item, x, y], ...] on the ground
    pavis_state: str | UnsetType = UNSET        # "" | carried | held | planted (SP-139)
    pavis_at: list[float] | UnsetType = UNSET   # where it is planted
    mounted: bool | UnsetType = UNSET           # False: unhorsed (SP-121)
    bolting: bool | UnsetType = UNSET           # SP-122
    spells_used: list[str] | UnsetType = UNSET  # SP-54, SP-65
    fights: list[FightEntry] | UnsetType = UNSET  # [{foe, started_by, exchanges, ...}] (SP-72, 73)
    last_round: dict[str, Any] | UnsetType = UNSET  # last round's record (`Turn` fields)


class Encounter(msgspec.Struct, forbid_unknown_fields=True):
    """How the encounter opens (section 3.1). Sides are named."""

    unaware: list[str] = []             # sides that roll for surprise (SP-07)
    stationary: list[str] = []          # sides that were not moving: hiding (SP-17, SP-18)
    noisy: list[str] = []               # SP-08
    light: list[str] = []               # unshielded light in a dungeon (SP-08)
    bonus: dict[str, int] = {}          # Judge adjustments (SP-13)
    bash: dict[str, int] = {}           # side -> round its door bash succeeded (SP-19)
    place: bool = True                  # put the sides at the surprise distance (SP-16)


class SpMap(msgspec.Struct, forbid_unknown_fields=True):
    environment: str = "dungeon"        # dungeon | wilderness
    terrain: str = ""                   # forest, clear_grassland, clear_desert, ...
    daylight: bool = False
    earth: bool | None = None           # a pavis can be planted (default: outdoors only)
    rough: bool = False                 # no charge bonus (SP-35)
    large_room: bool = False            # pikes and lances allowed indoors (SP-120)
    width: float = 0.0                  # 0: unbounded
    height: float = 0.0
    sight: float = 0.0                  # > 0: out of sight beyond this (SP-20)
    encounter: Encounter | None = None

    @property
    def indoors(self) -> bool:
        return self.environment == "dungeon"


def _table(sc: Any, name: str, default: Any) -> Any:
    return sc.tables.get(name, default)


def validate(sc: Any) -> None:
    """Checks beyond the types: one error, naming the place in the scenario."""
    if len(sc.sides) != 2:
        raise ScenarioError("sides", "Starkpool battles have exactly two sides (A and B, SP-21)")
    weapons = _table(sc, "weapons", MELEE_WEAPONS)
    missiles = _table(sc, "missile_weapons", MISSILE_WEAPONS)
    armors = _table(sc, "armor", ARMOR)
    mounts = _table(sc, "mounts", MOUNTS)
    spells = _table(sc, "spells", SPELLS)
    flasks = _table(sc, "flasks", FLASKS)
    items = _table(sc, "items", ITEMS)
    troops = sorted(set(_table(sc, "attack_bonus", ATTACK_BONUS).get("troops", {}))
                    & set(_table(sc, "morale", MORALE).get("troops", {})))
    m = sc.map
    if m.environment not in ("dungeon", "wilderness"):
        raise ScenarioError("map.environment", "expected 'dungeon' or 'wilderness'")
    names = [s.name for s in sc.sides]
    if m.encounter is not None:
        for field in ("unaware", "stationary", "noisy", "light"):
            for s in getattr(m.encounter, field):
                if s not in names:
                    raise ScenarioError(f"map.encounter.{field}", f"unknown side {s!r}")
    for i, c in enumerate(sc.combatants):
        at = f"combatants[{i}]"
        if c.kind not in KINDS:
            raise ScenarioError(f"{at}.kind", f"expected one of {list(KINDS)}")
        if c.kind == "monster":
            if not c.hd:
                raise ScenarioError(f"{at}.hd", "a monster needs hit dice, e.g. '1+1'")
            try:
                parse_hd(c.hd)
            except (ValueError, ZeroDivisionError):
                raise ScenarioError(f"{at}.hd", f"cannot read hit dice {c.hd!r}") from None
        if c.armor not in armors:
            raise ScenarioError(f"{at}.armor", f"unknown armor; expected one of {sorted(armors)}")
        if c.weapon and c.weapon not in weapons:
            raise ScenarioError(f"{at}.weapon", f"unknown melee weapon {c.weapon!r}")
        for j, w in enumerate(c.spare):
            if w not in weapons and w not in missiles:
                raise ScenarioError(f"{at}.spare[{j}]", f"unknown weapon {w!r}")
        if c.missile and c.missile not in missiles:
            raise ScenarioError(f"{at}.missile", f"unknown missile weapon {c.missile!r}")
        hands = weapons[c.weapon]["hands"] if c.weapon else 0
        reason = check_shield_hands(c.shield, hands)
        if reason:
            raise ScenarioError(f"{at}.shield", reason)
        if c.pavis and (c.shield or hands):
            raise ScenarioError(f"{at}.pavis", "carrying a pavis takes both hands (SP-139)")
        if c.mount and c.mount not in mounts:
            raise ScenarioError(f"{at}.mount", f"unknown mount; expected one of {sorted(mounts)}")
        for j, s in enumerate(c.spells):
            if s not in spells:
                raise ScenarioError(f"{at}.spells[{j}]", f"unknown spell {s!r}")
        for j, f in enumerate(c.flasks):
            if f not in flasks:
                raise ScenarioError(f"{at}.flasks[{j}]", f"unknown flask {f!r}")
        for field in ("items", "packed"):
            for j, it in enumerate(getattr(c, field)):
                if it not in items:
                    raise ScenarioError(f"{at}.{field}[{j}]", f"unknown item {it!r}; expected "
                                        f"one of {sorted(items)}")
        if c.troop_class not in troops:
            raise ScenarioError(f"{at}.troop_class", f"expected one of {troops}")
        if c.size not in (None, "S", "M", "L"):
            raise ScenarioError(f"{at}.size", "expected S, M or L")
        if c.move_unit not in ("in", "ft"):
            raise ScenarioError(f"{at}.move_unit", "expected 'in' or 'ft' (SP-02)")
        if c.hp is not None and c.hp < 1:
            raise ScenarioError(f"{at}.hp", "expected at least 1")
        if c.cover not in ("", "cover", "mantlet"):
            raise ScenarioError(f"{at}.cover", "expected '', 'cover' or 'mantlet'")
        for j, a in enumerate(c.attacks):
            if len(a) not in (2, 3):
                raise ScenarioError(f"{at}.attacks[{j}]",
                                    "expected [name, damage] or [name, damage, special]")
        bad = midfight_problem(sc, i)
        if bad:
            raise ScenarioError(f"{at}.{bad[0]}", bad[1])
