"""Scenario entries and setup. Every error names the place and what was expected."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from affray.components.acks2 import Sheet, Status
from affray.kernel.components import Conditions, Facing, Identity, Position
from affray.kernel.errors import AffrayError, ScenarioError
from affray.kernel.geometry import squares as sq

from . import events as E
from .tables.sizes import SIZES
from .tables.weapons import WEAPONS
from .stock.figures import stock_figure


class Acks2Status(msgspec.Struct, forbid_unknown_fields=True, omit_defaults=True):
    """A combatant's running state (`Status`) written mid-fight, field by field; figures are
    named. Checked against the rules by `moment.problem` (docs/rulesets/acks2.md)."""

    nonlethal: int = 0            # ACKS-144: the running nonlethal tally
    nl_at_fall: int = -1          # ACKS-145: the tally when it fell (-1: has not fallen)
    fell_round: int = 0           # ACKS-138: the round it fell
    fell_type: str = ""           # ACKS-137: the damage type that felled it
    treated: bool = False         # ACKS-137: the Mortal Wounds roll has been made
    initiative: int = 0           # ACKS-17: this (or the last) round's number
    segment: str = ""             # "", pending, acted, delayed, lost (ACKS-32)
    delay_to: int = 0             # ACKS-32
    wait_for: str = ""            # ACKS-33: the name of the awaited figure
    readied: bool = False         # ACKS-75
    declared: str = ""            # ACKS-16: "", retreat, withdraw, cast:SPELL
    disordered: bool = False      # ACKS-39
    defending: bool = False       # ACKS-60
    guarding: str = ""            # ACKS-60: the name of the ally it defends
    charged: bool = False         # ACKS-151
    cleaves: int = 0              # ACKS-148: used this round
    hurt_round: int = 0           # ACKS-193: the last round it took damage
    start_engaged: bool = False   # ACKS-47/56: engaged when the round began
    moved: int = 0                # feet moved this segment
    morale: str = ""              # ACKS-192: the latest result
    frightened_until: int = 0
    ammo: int | None = None       # ACKS-155: missiles left (None: the sheet's)
    oil: int | None = None        # ACKS-102: flasks left (None: the sheet's)
    spell_lost: bool = False      # ACKS-166
    attacked: int = 0             # ACKS-203: the round it last attacked
    unready_round: int = 0        # ACKS-23


class Acks2Combatant(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    side: str
    at: list[int]
    facing: str = "N"
    stock: str = "fighter-1"
    sheet: dict[str, Any] = {}
    conditions: dict[str, Any] = {}
    hp: int | None = None   # start wounded
    rides: str = ""         # ACKS-201: the name of the mount it rides
    # Mid-fight (docs/scenarios.md; checked by `moment.problem`); UNSET fields are left out
    # of the log header, so older logs keep their bytes.
    hits: int | UnsetType = UNSET   # damage taken so far (Vitals.hits)
    dead: bool | UnsetType = UNSET
    gone: bool | UnsetType = UNSET  # left the field
    status: Acks2Status | UnsetType = UNSET


class Acks2Map(msgspec.Struct, forbid_unknown_fields=True):
    walls: list[list[int]] = []          # squares that block sight and movement (ACKS-10)
    cover: dict[str, str] = {}           # "x,y" -> waist | chest | narrow (ACKS-94)
    features: dict[str, str] = {}        # "x,y" -> doorway | corner | obstacle (ACKS-198)
    doors: dict[str, str] = {}           # "x,y" -> open | closed | stuck | locked | spiked
    traps: dict[str, str] = {}           # "x,y" -> hidden | found (ACKS-42/43)


def _sheet(c: Acks2Combatant, i: int) -> Sheet:
    where = f"combatants[{i}]"
    try:
        base = stock_figure(c.stock)
    except AffrayError as err:
        raise ScenarioError(f"{where}.stock", str(err)) from None
    try:
        sheet = msgspec.convert({**base, **c.sheet}, Sheet)
    except msgspec.ValidationError as err:
        raise ScenarioError(f"{where}.sheet", f"Sheet: {err}") from None
    if sheet.size not in SIZES:
        raise ScenarioError(f"{where}.sheet.size", f"expected one of {', '.join(SIZES)}, got {sheet.size!r}")
    if sheet.weapon not in WEAPONS:
        raise ScenarioError(f"{where}.sheet.weapon", f"unknown weapon {sheet.weapon!r}")
    if sheet.missile and sheet.missile not in WEAPONS:
        raise ScenarioError(f"{where}.sheet.missile", f"unknown missile weapon {sheet.missile!r}")
    if not -6 <= sheet.morale <= 4:
        raise ScenarioError(f"{where}.sheet.morale", f"morale runs from -6 to +4, got {sheet.morale}")
    if sheet.hp < 1:
        raise ScenarioError(f"{where}.sheet.hp", "expected at least 1 hit point")
    return sheet


def _validate_map(m) -> None:
    if m is None:
        return
    from .phases.flight import FEATURES
    from .rules.dungeon import DOOR_STATES, TRAP_STATES
    walls = {(w[0], w[1]) for w in m.walls if len(w) == 2}
    for name, table, allowed in (("features", m.features, FEATURES), ("doors", m.doors, DOOR_STATES),
                                 ("traps", m.traps, TRAP_STATES)):
        for key, value in table.items():
            parts = key.split(",")
            if len(parts) != 2 or not all(p.strip().lstrip("-").isdigit() for p in parts):
                raise ScenarioError(f"map.{name}[{key!r}]", "expected a square as \"x,y\"")
            if value not in allowed:
                raise ScenarioError(f"map.{name}[{key!r}]", f"expected one of {', '.join(allowed)}, got {value!r}")
            if name != "features" and (int(parts[0]), int(parts[1])) in walls:
                raise ScenarioError(f"map.{name}[{key!r}]", "expected a square that is not a wall")


def validate(sc) -> None:
    _validate_map(sc.map)
    names = set()
    sides = {s.name for s in sc.sides}
    for i, c in enumerate(sc.combatants):
        where = f"combatants[{i}]"
        if c.side not in sides:
            raise ScenarioError(f"{where}.side", f"unknown side {c.side!r}; expected one of {sorted(sides)}")
        if c.name in names:
            raise ScenarioError(f"{where}.name", f"duplicate name {c.name!r}")
        names.add(c.name)
        if len(c.at) != 2:
            raise ScenarioError(f"{where}.at", f"expected [x, y] in squares, got {c.at!r}")
        if c.facing not in sq.FACINGS:
            raise ScenarioError(f"{where}.facing", f"expected one of {', '.join(sq.FACINGS)}, got {c.facing!r}")
        sheet = _sheet(c, i)
        if c.rides:
            mounts = [m for m in sc.combatants if m.name == c.rides]
            if not mounts or mounts[0].side != c.side or mounts[0].rides:
                raise ScenarioError(f"{where}.rides", f"expected the name of an unridden mount on side {c.side!r}, got {c.rides!r}")
        from .rules.geometry import dims
        if dims(sheet) != (1, 1) and c.facing not in sq.ORTHOGONAL:
            raise ScenarioError(f"{where}.facing", "a creature bigger than one square faces N, E, S or W (ACKS-06)")
        from .moment import problem
        bad = problem(sc, i, sheet)
        if bad:
            raise ScenarioError(f"{where}.{bad[0]}", bad[1])


def setup(ctx):
    sc = ctx.scenario
    at = {c.name: c.at for c in sc.combatants}
    for i, c in enumerate(sc.combatants):
        side = sc.side_index(c.side)
        sheet = _sheet(c, i)
        x, y = at[c.rides] if c.rides else c.at  # a rider sits on its mount's square
        ctx.spawn(side, Identity(c.name, side), Position(int(x), int(y)),
                  Facing(c.facing), sheet,
                  Status(hp=sheet.hp if c.hp is None else c.hp, ammo=sheet.ammo, oil=sheet.oil),
                  Conditions(dict(sorted(c.conditions.items()))))
    ids = {c.name: i + 1 for i, c in enumerate(sc.combatants)}
    if sc.map is not None:  # doors and traps (rules/dungeon.py)
        from .rules.dungeon import square
        for kind, table in (("door", sc.map.doors), ("trap", sc.map.traps)):
            for key in sorted(table, key=square):
                ctx.emit(E.Feature(kind, *square(key), table[key]))
    for i, c in enumerate(sc.combatants):  # ACKS-110/111: vials and torches carried
        sheet = _sheet(c, i)
        for field in ("holy_water", "unholy_water", "torches"):
            if getattr(sheet, field):
                ctx.emit(E.Set(ids[c.name], field, getattr(sheet, field), "ACKS-110"))
    for c in sc.combatants:
        if c.rides:
            ctx.emit(E.Set(ids[c.name], "riding", ids[c.rides], "ACKS-201"))
    return
    yield
