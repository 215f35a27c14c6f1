"""Scenario entries and setup: DS-06, DS-15, DS-19, DS-91 start state; validation names the
place and what was expected (bad input is a one-line error)."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from affray.components.destrier import Fighter, Kit, Ledger, Mount, Stand, Status, Turn
from affray.kernel.components import Facing, Identity, Position
from affray.kernel.errors import ScenarioError

from .stock.figures import STOCK
from .tables.cs_tables import HOOKS


class DsCombatant(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    side: str
    at: list[float]
    facing: float = 0.0
    stock: str = "man-at-arms"
    stand: dict[str, Any] = {}
    fighter: dict[str, Any] = {}
    kit: dict[str, Any] = {}
    mount: dict[str, Any] | None = None
    status: dict[str, Any] = {}
    turn: dict[str, Any] = {}
    hooks: dict[str, Any] = {}
    blows: int | None = None  # Y.6: start with explicit remaining blows
    # Mid-fight (docs/scenarios.md, "Starting mid-fight"; checked by `moment.problem`);
    # UNSET fields are left out of the log header, so older logs keep their bytes.
    hits: int | UnsetType = UNSET  # body points lost (default: status.damage)
    dead: bool | UnsetType = UNSET
    gone: bool | UnsetType = UNSET  # left the field
    ledger: dict[str, int] | UnsetType = UNSET  # DS-91: bonus, horse_left, spent (left: blows)


def _build(cls, base: dict, extra: dict, where: str):
    try:
        return msgspec.convert({**base, **extra}, cls)
    except msgspec.ValidationError as err:
        raise ScenarioError(where, f"{cls.__name__}: {err}") from None


def components(c: DsCombatant, i: int) -> list:
    where = f"combatants[{i}]"
    if c.stock not in STOCK:
        raise ScenarioError(f"{where}.stock", f"unknown figure {c.stock!r}; expected one of "
                            f"{', '.join(sorted(STOCK))}")
    base = STOCK[c.stock]
    for h in c.hooks:
        if h not in HOOKS:
            raise ScenarioError(f"{where}.hooks.{h}", "unknown C&S hook; expected one of the "
                                "section W names (affray rulesets --show destrier)")
    if len(c.at) != 2:
        raise ScenarioError(f"{where}.at", f"expected [x, y] in inches, got {c.at!r}")
    stand = _build(Stand, base.get("stand", {}), c.stand, f"{where}.stand")
    if stand.kind not in ("square", "rect", "poly"):
        raise ScenarioError(f"{where}.stand.kind", f"expected square, rect or poly, got {stand.kind!r}")
    if stand.kind == "poly" and len(stand.points) < 3:
        raise ScenarioError(f"{where}.stand.points", "a polygon stand needs at least 3 corners")
    fighter = _build(Fighter, base.get("fighter", {}), {**c.fighter, "hooks": c.hooks},
                     f"{where}.fighter")
    if fighter.enc not in ("none", "partial", "full"):
        raise ScenarioError(f"{where}.fighter.enc", f"expected none, partial or full, got {fighter.enc!r}")
    kit = _build(Kit, base.get("kit", {}), c.kit, f"{where}.kit")
    if kit.wclass not in ("L", "LH", "H"):
        raise ScenarioError(f"{where}.kit.wclass", f"expected L, LH or H, got {kit.wclass!r}")
    if kit.shield not in ("", "small", "large"):
        raise ScenarioError(f"{where}.kit.shield", f"expected small, large or empty, got {kit.shield!r}")
    out = [stand, fighter, kit, _build(Status, {}, c.status, f"{where}.status"),
           _build(Turn, {}, c.turn, f"{where}.turn"), Ledger(left=c.blows or 0)]
    mount = base.get("mount") if c.mount is None else {**base.get("mount", {}), **c.mount}
    if mount is not None:
        m = _build(Mount, mount, {}, f"{where}.mount")
        if m.speed not in ("stand", "walk", "trot", "canter", "gallop", "charge"):
            raise ScenarioError(f"{where}.mount.speed", f"unknown speed {m.speed!r}")
        out.append(m)
    return out


def validate(sc) -> None:
    from .rules import walls as W
    try:
        the_map = W.parse(sc.map)
    except msgspec.ValidationError as err:
        from affray.kernel.scenario import _split
        raise ScenarioError(*_split(err, "map")) from None
    bad = W.problem(the_map)
    if bad:
        raise ScenarioError(*bad)
    names = set()
    sides = {s.name for s in sc.sides}
    for i, c in enumerate(sc.combatants):
        if c.side not in sides:
            raise ScenarioError(f"combatants[{i}].side", f"unknown side {c.side!r}; expected one of {sorted(sides)}")
        if c.name in names:
            raise ScenarioError(f"combatants[{i}].name", f"duplicate name {c.name!r}")
        names.add(c.name)
        comps = components(c, i)
        if the_map.walls:
            from .rules.geometry import poly_at
            stand = poly_at(comps[0], float(c.at[0]), float(c.at[1]), float(c.facing))
            hit = next((k for k, w in enumerate(W.pieces(the_map)) if W.across(stand, w)), None)
            if hit is not None:
                raise ScenarioError(f"combatants[{i}].at", "the stand lies across a wall of map.walls; "
                                    "expected a place clear of every wall")
        from .moment import problem
        bad = problem(sc, i)
        if bad:
            raise ScenarioError(f"combatants[{i}].{bad[0]}", bad[1])


def setup(ctx):
    sc = ctx.scenario
    for i, c in enumerate(sc.combatants):
        side = sc.side_index(c.side)
        ctx.spawn(side, Identity(c.name, side), Position(float(c.at[0]), float(c.at[1])),
                  Facing(float(c.facing)), *components(c, i))
    return
    yield
