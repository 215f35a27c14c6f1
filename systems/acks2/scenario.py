"""Scenario entries and setup. Every error names the place and what was expected."""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec import UNSET, UnsetType

from affray.components.acks2 import Sheet, Status
from affray.kernel.components import Conditions, Facing, Identity, Position
from affray.kernel.events import Moved
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
    guarding: str | bool = ""     # ACKS-60: the name of the ally it defends
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
    holy_thrown: int = 0          # ACKS-110: vials of the sheet's holy water thrown
    unholy_thrown: int = 0
    torches_thrown: int = 0       # ACKS-111
    potions_used: int = 0         # ACKS-137: the sheet's cure potions poured
    dropped: bool = False         # ACKS-199: the sheet's treasure dropped
    attacked: int = 0             # ACKS-203: the round it last attacked
    unready_round: int = 0        # ACKS-23
    spent: list[str] = []         # ACKS-166: spells cast or lost today, one entry a slot


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


class ArtilleryPiece(msgspec.Struct, forbid_unknown_fields=True):
    """ACKS-113 to ACKS-124: a piece on the map, its type's record under [tables.artillery]."""

    name: str
    kind: str
    at: list[int]
    crew: list[str]
    ammo: str = ""       # "" -> the record's ammunition
    # mid-fight (moment.py): crew actions still needed to reload (ACKS-44), round a jam clears
    reload: int | UnsetType = UNSET
    jammed_until: int | UnsetType = UNSET


class Structure(msgspec.Struct, forbid_unknown_fields=True):
    """ACKS-121/122: squares that stand as walls while structural hit points are left."""

    name: str
    squares: list[list[int]]
    material: str = "wood"   # wood | stone
    shp: int = 10
    ac: int = 0


class Vehicle(msgspec.Struct, forbid_unknown_fields=True):
    """ACKS-210 to ACKS-214: moves with its first transporter; the driver, the passengers
    and the other transporters sit on the lead's square."""

    name: str
    transporters: list[str]
    driver: str
    passengers: list[str] = []
    size: str = "large"       # ACKS-213
    shp: int = 10
    on_back: bool = False     # carried on the transporters' backs (a howdah)
    pulled: bool = True       # pulled (a chariot); false: carried by hand (a palanquin)
    seats: int = 0            # 0 -> the driver and the passengers it starts with
    # mid-fight (moment.py): who is still seated (the lead always; UNSET: everyone listed)
    aboard: list[str] | UnsetType = UNSET


class Acks2Map(msgspec.Struct, forbid_unknown_fields=True):
    walls: list[list[int]] = []          # squares that block sight and movement (ACKS-10)
    cover: dict[str, str] = {}           # "x,y" -> waist | chest | narrow (ACKS-94)
    features: dict[str, str] = {}        # "x,y" -> doorway | corner | obstacle (ACKS-198)
    doors: dict[str, str] = {}           # "x,y" -> open | closed | stuck | locked | spiked
    traps: dict[str, str] = {}           # "x,y" -> hidden | found (ACKS-42/43)
    artillery: list[ArtilleryPiece] = []
    structures: list[Structure] = []
    vehicles: list[Vehicle] = []
    # mid-fight (moment.py): burning pitch "x,y" -> "count:radius:actions" or "out" (ACKS-123),
    # treasure dropped "x,y" -> gp and rations -> days (ACKS-199), poured oil burning "x,y" ->
    # the round it was lit (ACKS-109)
    fires: dict[str, str] | UnsetType = UNSET
    loot: dict[str, int] | UnsetType = UNSET
    rations: dict[str, int] | UnsetType = UNSET
    patches: dict[str, int] | UnsetType = UNSET


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
    TRAP_STATES = TRAP_STATES + ("sprung", "disarmed")  # as play leaves them (a written moment)
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


def _validate_siege(sc) -> None:
    m = sc.map
    if m is None:
        return
    from .rules.artillery import AMMO, MATERIALS, record
    types = dict(sc.tables.get("artillery", {}))
    names = {c.name for c in sc.combatants}
    for i, p in enumerate(m.artillery):
        where = f"map.artillery[{i}]"
        try:
            rec = record(types, p.kind)
        except AffrayError:
            raise ScenarioError(f"{where}.kind", f"no data record for {p.kind!r} under [tables.artillery] (ACKS-124)") from None
        except TypeError as err:
            raise ScenarioError(f"tables.artillery.{p.kind}", f"expected the fields of an artillery record: {err}") from None
        if len(p.at) != 2:
            raise ScenarioError(f"{where}.at", f"expected [x, y] in squares, got {p.at!r}")
        for j, c in enumerate(p.crew):
            if c not in names:
                raise ScenarioError(f"{where}.crew[{j}]", f"expected a combatant's name, got {c!r}")
        if len(p.crew) < rec.crew:
            raise ScenarioError(f"{where}.crew", f"expected at least {rec.crew} crew for a {p.kind}")
        if (p.ammo or rec.ammo) not in AMMO:
            raise ScenarioError(f"{where}.ammo", f"expected one of {', '.join(AMMO)}, got {p.ammo or rec.ammo!r}")
    for i, st in enumerate(m.structures):
        where = f"map.structures[{i}]"
        if st.material not in MATERIALS:
            raise ScenarioError(f"{where}.material", f"expected one of {', '.join(MATERIALS)}, got {st.material!r}")
        if st.shp < 1 and not sc.rounds_played:  # mid-fight: 0 or less is destroyed
            raise ScenarioError(f"{where}.shp", "expected at least 1 structural hit point")
        if not st.squares or any(len(q) != 2 for q in st.squares):
            raise ScenarioError(f"{where}.squares", "expected a list of [x, y] squares")


def _validate_vehicles(sc) -> None:
    if sc.map is None:
        return
    by_name = {c.name: c for c in sc.combatants}
    taken: set[str] = set()
    for i, v in enumerate(sc.map.vehicles):
        where = f"map.vehicles[{i}]"
        if not v.transporters:
            raise ScenarioError(f"{where}.transporters", "expected at least one transporter")
        side = by_name[v.transporters[0]].side if v.transporters[0] in by_name else None
        named = [("transporters", j, n) for j, n in enumerate(v.transporters)] + [("driver", None, v.driver)] + [
            ("passengers", j, n) for j, n in enumerate(v.passengers)]
        for field, j, n in named:
            place = f"{where}.{field}" + (f"[{j}]" if j is not None else "")
            c = by_name.get(n)
            seated = v.aboard is UNSET or n in v.aboard or n == v.transporters[0]
            if c is None or c.side != side or (c.rides and seated):
                raise ScenarioError(place, f"expected the name of a combatant on the lead's side, riding nothing, got {n!r}")
            if n in taken:
                raise ScenarioError(place, f"{n!r} is already part of a vehicle")
            taken.add(n)
        if v.size not in SIZES:
            raise ScenarioError(f"{where}.size", f"expected one of {', '.join(SIZES)}, got {v.size!r}")
        if v.shp < 1 and not sc.rounds_played:  # mid-fight: 0 is wrecked (ACKS-214)
            raise ScenarioError(f"{where}.shp", "expected at least 1 structural hit point")


def validate(sc) -> None:
    _validate_map(sc.map)
    from .moment import map_problem
    bad = map_problem(sc)
    if bad:
        raise ScenarioError(f"map.{bad[0]}", bad[1])
    _validate_siege(sc)
    _validate_vehicles(sc)
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
    if sc.map is not None:  # structures stand with their shp (ACKS-121/122)
        for st in sc.map.structures:
            ctx.emit(E.Siege("structure", st.name, st.shp))
        for v in sc.map.vehicles:  # ACKS-210: everyone else sits on the lead's square
            lead = ids[v.transporters[0]]
            x, y = at[v.transporters[0]]
            ctx.emit(E.Siege("vehicle", v.name, v.shp))
            for n in (v.transporters[1:] + [v.driver] + v.passengers) if v.shp > 0 else ():
                if v.aboard is not UNSET and n not in v.aboard:
                    continue  # left the vehicle before the moment
                ctx.emit(E.Set(ids[n], "riding", lead, "ACKS-210"))
                ctx.emit(Moved(ids[n], int(x), int(y)))
    if sc.map is not None:  # mid-fight (moment.py): what play has left on the map
        from .moment import map_events
        for ev in map_events(sc.map):
            ctx.emit(ev)
    for c in sc.combatants:
        if c.rides:
            ctx.emit(E.Set(ids[c.name], "riding", ids[c.rides], "ACKS-201"))
    return
    yield
