"""Scenario entries and setup (WFRP-06: the GM places every piece; the first events carry
positions, facings and the map exactly). Errors name the place and what was expected."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.components import Conditions, Facing, Identity, Position
from affray.kernel.errors import ScenarioError

from . import events as E
from .rules import geometry as geo
from .rules.placement import arrive, unsure_gap
from .stock.figures import STOCK
from .tables.body import LOCATION_NAMES
from .tables.conditions import problem as condition_problem
from .tables.critical import EFFECTS, NAMED, STUN
from .tables.terrain import AREA_KINDS, LINE_KINDS, RAISED
from .tables.missiles import ARTILLERY, FIREARMS, MISSILES
from .tables.weapons import MODIFIERS

MATERIALS = ("metal", "leather", "other")


class WfCombatant(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    side: str
    at: list[float]
    facing: float = 0.0
    stock: str = "human"
    profile: dict[str, Any] = {}
    kit: dict[str, Any] = {}
    fight: dict[str, Any] = {}
    conditions: dict[str, Any] = {}
    rides: str = ""
    # Mid-fight (docs/scenarios.md, "Starting mid-fight"; checked by `moment.problem`);
    # UNSET fields are left out of the log header, so older logs keep their bytes.
    hits: int | UnsetType = UNSET   # damage taken so far (Vitals.hits)
    dead: bool | UnsetType = UNSET
    gone: bool | UnsetType = UNSET  # left the field


class WfFeature(msgspec.Struct, forbid_unknown_fields=True):
    """A hedge, low wall, wood, table top... (tables/terrain.py): a `line` or an `area`."""

    kind: str
    line: list[float] = []           # [x1, y1, x2, y2] in yards
    area: list[list[float]] = []     # corners [[x, y], ...] in yards
    height: float = 0.0              # its top, in yards above the ground (rise, table, stairs)


class WfMap(msgspec.Struct, forbid_unknown_fields=True):
    walls: list[list[float]] = []   # [x1, y1, x2, y2] segments in yards
    features: list[WfFeature] = []  # cover, obstacles and high ground (WFRP-56, WFRP-105)
    dark: bool = False              # WFRP-10: night or unlit underground
    noise: bool = False             # WFRP-09
    light: float = 0.0              # yards lit by carried lights


def _build(cls, base: dict, extra: dict, where: str):
    try:
        return msgspec.convert({**base, **extra}, cls)
    except msgspec.ValidationError as err:
        raise ScenarioError(where, f"{cls.__name__}: {err}") from None


def components(c: WfCombatant, i: int) -> list:
    where = f"combatants[{i}]"
    if c.stock not in STOCK:
        raise ScenarioError(f"{where}.stock", f"unknown figure {c.stock!r}; expected one of "
                            f"{', '.join(sorted(STOCK))}")
    if len(c.at) not in (2, 3):
        raise ScenarioError(f"{where}.at", f"expected [x, y] (or [x, y, height]) in yards, got {c.at!r}")
    base = STOCK[c.stock]
    prof = _build(Profile, base.get("profile", {}), c.profile, f"{where}.profile")
    kit = _build(Kit, base.get("kit", {}), c.kit, f"{where}.kit")
    check_kit(kit, f"{where}.kit")
    fight = _build(Fight, {"wounds": prof.W, **base.get("fight", {})}, c.fight, f"{where}.fight")
    if len(c.at) == 3:
        fight.z = float(c.at[2])
    return [prof, kit, fight, Conditions(dict(c.conditions))]


def check_kit(kit: Kit, where: str) -> None:
    if kit.weapon and kit.weapon not in MODIFIERS:
        raise ScenarioError(f"{where}.weapon", f"unknown weapon {kit.weapon!r}; expected one of "
                            f"{', '.join(sorted(MODIFIERS))} or \"\" (unarmed)")
    if kit.offhand and kit.offhand not in MODIFIERS:
        raise ScenarioError(f"{where}.offhand", f"unknown weapon {kit.offhand!r}")
    if kit.missile in ARTILLERY:
        raise ScenarioError(f"{where}.missile", f"{kit.missile}: artillery is unsupported "
                            "(the text's Artillery section is empty, WFRP-129)")
    if kit.missile and kit.missile not in MISSILES and kit.missile not in FIREARMS:
        raise ScenarioError(f"{where}.missile", f"unknown missile weapon {kit.missile!r}")
    for loc, piece in kit.armour.items():
        if loc not in LOCATION_NAMES:
            raise ScenarioError(f"{where}.armour.{loc}", f"unknown location; expected one of "
                                f"{', '.join(LOCATION_NAMES)}")
        if (not isinstance(piece, list) or len(piece) != 2 or not isinstance(piece[0], int)
                or piece[1] not in MATERIALS):
            raise ScenarioError(f"{where}.armour.{loc}", "expected [points, material] with "
                                f"material one of {', '.join(MATERIALS)} (WFRP-81)")


def check_chart(chart, where: str = "tables.critical") -> None:
    """WFRP-52: a named chart or {[kind:]location: [[highest value, effect], ...]}."""
    if isinstance(chart, str):
        if chart not in NAMED:
            raise ScenarioError(where, f"expected \"sudden_death\", \"none\" or a chart, got {chart!r}")
        return
    if not isinstance(chart, dict) or not chart:
        raise ScenarioError(where, "expected a chart: {location = [[highest value, effect], ...]}")
    for key, rows in chart.items():
        kind, _, place = key.rpartition(":")
        if kind not in ("", "melee", "free", "missile") or not place:
            raise ScenarioError(f"{where}.{key}", "expected a location or \"any\", optionally "
                                "after melee:, free: or missile:")
        _check_rows(rows, f"{where}.{key}", True)


def _check_rows(rows, where: str, outer: bool) -> None:
    what = "critical value" if outer else "d100 roll"
    if not isinstance(rows, list) or not rows:
        raise ScenarioError(where, f"expected rows [[highest {what}, effect], ...]")
    for j, row in enumerate(rows):
        here = f"{where}[{j}]"
        if not (isinstance(row, list) and len(row) == 2 and isinstance(row[0], int)
                and not isinstance(row[0], bool)):
            raise ScenarioError(here, f"expected [highest {what}, effect], got {row!r}")
        effect = row[1]
        if outer and isinstance(effect, list):
            _check_rows(effect, f"{here}[1]", False)
        elif not (isinstance(effect, str) and (effect in EFFECTS or _stun(effect))):
            raise ScenarioError(f"{here}[1]", f"expected one of {', '.join(EFFECTS)}, stun:ROUNDS"
                                + (" or a d100 table" if outer else "") + f", got {effect!r}")


def _stun(effect: str) -> bool:
    return effect.startswith(STUN) and effect[len(STUN):].isdigit()


def validate(sc) -> None:
    check_chart(sc.tables.get("critical", "sudden_death"))
    names = {c.name for c in sc.combatants}
    for i, c in enumerate(sc.combatants):
        components(c, i)
        for name, value in sorted(c.conditions.items()):
            why = condition_problem(name, value)
            if why:
                raise ScenarioError(f"combatants[{i}].conditions.{name}", why)
        if c.rides and c.rides not in names:
            raise ScenarioError(f"combatants[{i}].rides", f"no combatant named {c.rides!r}")
        from .moment import problem
        bad = problem(sc, i)
        if bad:
            raise ScenarioError(f"combatants[{i}].{bad[0]}", bad[1])
    for i, w in enumerate(sc.map.walls if sc.map is not None else []):
        if len(w) != 4:
            raise ScenarioError(f"map.walls[{i}]", f"expected [x1, y1, x2, y2], got {w!r}")
    for i, f in enumerate(sc.map.features if sc.map is not None else []):
        check_feature(f, f"map.features[{i}]")


def check_feature(f: WfFeature, where: str) -> None:
    if f.kind in LINE_KINDS:
        if len(f.line) != 4 or f.area:
            raise ScenarioError(f"{where}.line", f"a {f.kind} is a line: expected line = "
                                f"[x1, y1, x2, y2] and no area, got line {f.line!r}")
    elif f.kind in AREA_KINDS:
        if len(f.area) < 3 or any(len(c) != 2 for c in f.area) or f.line:
            raise ScenarioError(f"{where}.area", f"a {f.kind} is an area: expected area = "
                                f"[[x, y], ...] with 3 or more corners and no line, got {f.area!r}")
    else:
        raise ScenarioError(f"{where}.kind", f"unknown feature {f.kind!r}; expected one of "
                            f"{', '.join(LINE_KINDS + AREA_KINDS)}")
    if (f.kind in RAISED) != (f.height > 0):
        raise ScenarioError(f"{where}.height", f"expected a height above 0 yards for a rise, table "
                            f"or stairs and none for a {f.kind}, got {f.height!r}"
                            if f.kind not in RAISED else
                            f"expected the {f.kind}'s height above the ground in yards (> 0), "
                            f"got {f.height!r}")


def _paired(sc, a: str, b: str) -> bool:
    return any((c.name, c.rides) in ((a, b), (b, a)) for c in sc.combatants)


def setup(ctx):
    sc = ctx.scenario
    ids = {}
    for i, c in enumerate(sc.combatants):
        side = sc.side_index(c.side)
        ids[c.name] = ctx.spawn(side, Identity(c.name, side),
                                Position(float(c.at[0]), float(c.at[1])),
                                Facing(float(c.facing)), *components(c, i))
    state = ctx.state
    arrive(ctx)  # WFRP-08, when asked for
    unsure_gap(ctx)  # WFRP-07, when asked for
    written = {ids[c.name] for c in sc.combatants if "foes" in c.fight}
    for a in state.entities:  # WFRP-04/06: figures placed in base contact start engaged
        if a in written:  # a mid-fight figure's engagement is as written
            continue
        p = geo.pos(state, a)
        for b in sorted(state.spatial.within(p, 8.0)):
            if b > a and state.side[b] != state.side[a] and geo.in_contact(state, a, b) \
                    and not _paired(sc, state.names[a], state.names[b]) and b not in written:
                ctx.emit(E.Engage(a, b))
    for c in sc.combatants:
        if c.rides:
            ctx.emit(E.Set(ids[c.name], "Fight", "mount", ids[c.rides], "WFRP-88"))
            ctx.emit(E.Set(ids[c.rides], "Fight", "rider", ids[c.name], "WFRP-88"))
    return
    yield
