"""Scenario entries and setup. Every error names the place and what was expected."""

from __future__ import annotations

from typing import Any

import msgspec

from affray.components.acks2 import Sheet, Status
from affray.kernel.components import Conditions, Facing, Identity, Position
from affray.kernel.errors import AffrayError, ScenarioError
from affray.kernel.geometry import squares as sq

from . import events as E
from .tables.sizes import SIZES
from .tables.weapons import WEAPONS
from .stock.figures import stock_figure


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


class Acks2Map(msgspec.Struct, forbid_unknown_fields=True):
    walls: list[list[int]] = []          # squares that block sight and movement (ACKS-10)
    cover: dict[str, str] = {}           # "x,y" -> waist | chest | narrow (ACKS-94)


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


def validate(sc) -> None:
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
        from .rules.formations import FORMATIONS
        if sheet.formation and sheet.formation.partition(":")[0] not in FORMATIONS:
            raise ScenarioError(f"{where}.sheet.formation", f"expected TYPE:NAME with TYPE one of "
                                f"{', '.join(FORMATIONS)}, got {sheet.formation!r}")
        from .rules.geometry import dims
        if dims(sheet) != (1, 1) and c.facing not in sq.ORTHOGONAL:
            raise ScenarioError(f"{where}.facing", "a creature bigger than one square faces N, E, S or W (ACKS-06)")


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
    for c in sc.combatants:
        if c.rides:
            ctx.emit(E.Set(ids[c.name], "riding", ids[c.rides], "ACKS-201"))
    return
    yield
