"""The `tft-melee` ruleset: the turn, its options and tables, and the ruleset value.

A turn (TFT-15, TFT-23): initiative, the movement phase side by side, the attack phase in
adjDX order, then the end of the turn: forced retreats, weapon counters, fallen figures, and
the per-turn record cleared. The fight goes on while two sides can still fight (TFT-24).
"""

from __future__ import annotations

from importlib.resources import files

from affray.components.tft import COMPONENTS, Figure, Kit, Status
from affray.kernel.components import Facing, Identity, Position
from affray.kernel.events import PhaseStarted
from affray.kernel.ruleset import Outcome, Ruleset, Table

from . import events as E
from . import hooks
from .tables.arena import load as load_arena
from .tables.creatures import BESTIARY, natural_weapons, spawn_parts, CREATURES as _BEASTS
from .rules.experience import AWARDS
from .rules.hth import BARE_HANDS, DEFENCE
from .options import OPTIONS
from .phases.attacks import attack_phase
from .stock.bench import army, floor
from .rules.engagement import refresh
from .rules.figures import movement_allowance
from .rules.forcing_retreat import forced_retreats
from .phases.initiative import initiative
from .rules.injury import is_giant, wounded
from .rules.lookup import conscious
from .phases.movement import movement_phase
from .rules.figure_options import NAMES
from .reducers import EXTRA_REDUCERS, REDUCERS
from .scenario import TftCombatant, TftMap, validate
from .tables.tft_tables import ARMOR, CREATURES, RACES, SHIELDS, WEAPONS

DEFAULT_SCENARIO = files("affray.systems.tft") / "scenarios" / "default.toml"

WEAPONS.update(natural_weapons())  # TFT-148: natural attacks are weapon rows

TABLES = {
    "weapons": Table(WEAPONS, source="Melee, VII WEAPON TABLE"),
    "armor": Table(ARMOR, source="Melee, VII ARMOR"),
    "shields": Table(SHIELDS, source="Melee, VII SHIELDS"),
    "races": Table(RACES, source="Melee, III and VIII FANTASY FIGHTERS"),
    "creatures": Table(CREATURES, source="Melee, VIII MONSTERS AND BEASTS"),
    "bestiary": Table(BESTIARY, source="Melee, VIII NONHUMAN FIGURES (creatures.toml)"),
    "hth_defence": Table(DEFENCE, source="Melee, HAND-TO-HAND COMBAT: the defender's die"),
    "hth_bare_hands": Table(BARE_HANDS, source="Melee, HAND-TO-HAND COMBAT: bare hands by strength"),
    "experience": Table(AWARDS, source="Melee, IX EXPERIENCE"),
    "arena": Table(load_arena(), placeholder=True,
                   source="proposal (arena.toml): the arena map is missing from the text"),
}


def setup(ctx):
    """Spawn every combatant, in scenario order (ids follow it)."""
    sides = ctx.state.sides
    leather = ctx.option("leather_ma")
    for c in ctx.scenario.combatants:
        side = sides.index(c.side)
        ready = c.ready_weapon()
        if c.race in _BEASTS:  # TFT-136..140
            ctx.spawn(side, Identity(c.name, side), Position(c.at[0], c.at[1]), Facing(c.facing),
                      *spawn_parts(c), Status())
            continue
        ctx.spawn(side, Identity(c.name, side), Position(c.at[0], c.at[1]), Facing(c.facing),
                  Figure(c.race, c.st, c.dx, c.armor, movement_allowance(c.race, c.armor, leather)),
                  Kit(list(c.weapons), ready, c.shield or "", c.shield_is_ready(), c.offhand),
                  Status())
    return
    yield


def play_round(ctx):
    state = ctx.state
    up = {e for e in state.entities if conscious(state, e)}
    order = yield from initiative(ctx)
    ctx.emit(PhaseStarted("movement"))
    yield from movement_phase(ctx, order)
    attackers = yield from attack_phase(ctx)
    yield from end_of_turn(ctx, attackers, up)
    hooks.after_turn(ctx)  # TFT-150..153


def end_of_turn(ctx, attackers: list[int], up: set[int]):
    """TFT-23: forced retreats, then weapon counters, then fallen figures; then TFT-127
    (TFT-132: 9 hits for a giant)."""
    state = ctx.state
    ctx.emit(PhaseStarted("end"))
    yield from forced_retreats(ctx, attackers)
    for eid, k in state.query(Kit):
        for weapon, q, r, placed in list(k.loose):
            if not placed:
                ctx.emit(E.CounterPlaced(eid, weapon, q, r))
    for eid in sorted(up):
        if not conscious(state, eid):
            ctx.emit(E.Fallen(eid))
    hurt = [eid for eid, s in state.query(Status) if wounded(s.hits, is_giant(state, eid))]
    ctx.emit(E.TurnEnded(state.round, hurt))


def outcome(state) -> Outcome | None:
    """TFT-24: the fight goes on while two sides each have a figure able to fight."""
    able = sorted({state.side[e] for e in state.entities if conscious(state, e)})
    if len(able) > 1:
        return None
    if not able:
        return Outcome("", "no figure on any side can fight")
    return Outcome(state.sides[able[0]], "no enemy can fight on")


def describe(view, ev) -> str:
    """One line for `affray show`; "" leaves the kernel's generic line."""
    names = view.state.names if hasattr(view, "state") else getattr(view, "names", {})
    n = names.get
    if isinstance(ev, E.AttackRolled):
        verb = ("hits" if ev.hit else "misses") if ev.aim == "hit" else (
            "hits" if ev.hit else "flies past")
        extra = f", x{ev.multiplier}" if ev.multiplier > 1 else ""
        extra += {"drop": ", drops the weapon", "break": ", breaks the weapon"}.get(ev.fumble, "")
        return (f"{n(ev.attacker)} rolls {ev.total} on {ev.dice} dice at adjDX {ev.adj_dx} "
                f"({ev.weapon}, {ev.kind}) and {verb} {n(ev.target)}{extra}")
    if isinstance(ev, E.Struck):
        return f"{n(ev.attacker)} does {ev.damage}, {ev.stopped} stopped: {n(ev.target)} takes {ev.hits}"
    if isinstance(ev, E.OptionTaken):
        return f"{n(ev.entity)} takes option ({ev.option}) {NAMES.get(ev.option, '')}".rstrip()
    if isinstance(ev, E.AttackOrder):
        return "attack order: " + ", ".join(str(n(e)) for e in ev.entities)
    if isinstance(ev, E.WeaponDropped):
        return f"{n(ev.entity)} drops the {ev.weapon} (at {ev.q}, {ev.r})"
    if isinstance(ev, E.WeaponBroken):
        return f"{n(ev.entity)} breaks the {ev.weapon}"
    if isinstance(ev, E.Readied):
        return f"{n(ev.entity)} readies {ev.weapon or 'nothing'}" + (" and shield" if ev.shield_ready else "")
    if isinstance(ev, E.PostureSet):
        return f"{n(ev.entity)} " + {"": "stands up", "knocked": "falls down", "bending": "bends over"}.get(
            ev.posture, f"goes {ev.posture}")
    if isinstance(ev, E.Collapsed):
        return f"{n(ev.entity)} falls unconscious"
    if isinstance(ev, E.ForcedRetreat):
        return f"{n(ev.victor)} forces {n(ev.victim)} back"
    return ""


_STOCK_MEN = {
    "human": ("human", 12, 12, "leather", ["broadsword", "dagger"], "small shield"),
    "orc": ("orc", 13, 11, "leather", ["mace"], "small shield"),
    "elf": ("elf", 10, 14, "leather", ["rapier", "small bow"], None),
    "dwarf": ("dwarf", 14, 10, "chainmail", ["small ax", "dagger"], "small shield"),
    "halfling": ("halfling", 8, 12, "none", ["sling", "dagger"], None),
    "hobgoblin": ("hobgoblin", 11, 9, "leather", ["club"], "small shield"),
    "goblin": ("goblin", 9, 9, "none", ["club", "dagger"], None),
    "archer": ("human", 11, 13, "leather", ["longbow", "shortsword"], None),
    "spearman": ("human", 12, 12, "leather", ["spear", "dagger"], None),
}


def _stock_table() -> dict:
    """Every stock figure: the men above, then every creature of `creatures.toml` (bear,
    gargoyle, giant, giant snake, wolf...), with the book's suggested ST and DX, no armor
    and its natural weapon (TFT-136..140, 148)."""
    table = dict(_STOCK_MEN)
    for name in sorted(_BEASTS):
        c = _BEASTS[name]
        table[name] = (name, c.st, c.dx, "none", [c.weapon], None)
    return table


STOCK = _stock_table()


def _stock_figure(kind: str):
    """Stock figures for `affray fight`: (race, st, dx, armor, weapons, shield)."""
    return STOCK.get(kind)


def build_stock(sides: list[list[tuple[int, str]]]) -> dict:
    """Side i stands in a column facing the other side, one figure a row; a giant takes two
    rows, its triangle in its own row and the next (TFT-139), looking 30 degrees off."""
    combatants = []
    for s, groups in enumerate(sides):
        row = 0
        number = 0
        for count, kind in groups:
            spec = _stock_figure(kind)
            if spec is None:
                from affray.kernel.errors import AffrayError
                raise AffrayError(f"no stock figure {kind!r}; known: {', '.join(STOCK)}")
            race, st, dx, armor, weapons, shield = spec
            giant = race in _BEASTS and _BEASTS[race].hexes > 1
            for n in range(count):
                row += giant and row % 2  # a giant's triangle needs an even row and the next
                number += 1
                c = {"name": f"{kind} {s + 1}.{number}", "side": f"side {s + 1}", "st": st, "dx": dx,
                     "race": race, "armor": armor, "weapons": list(weapons),
                     "at": [8 * s - 4 - row // 2, row], "facing": (3 if s else 5) if giant else (3 if s else 0)}
                if shield:
                    c["shield"] = shield
                combatants.append(c)
                row += 2 if giant else 1
    return {"ruleset": "tft-melee", "name": "stock fight",
            "sides": [{"name": f"side {s + 1}"} for s in range(len(sides))],
            "combatants": combatants}


def _policies():
    from .policies.tactical import TacticalPolicy
    return {"tactical": TacticalPolicy}


RULESET = Ruleset(
    id="tft-melee",
    version="0.1",
    geometry="hex",
    setup=setup,
    play_round=play_round,
    outcome=outcome,
    combatant_type=TftCombatant,
    components=COMPONENTS,
    events=E.EVENTS,
    reducers=REDUCERS,
    extra_reducers=EXTRA_REDUCERS,
    map_type=TftMap,
    options=OPTIONS,
    tables=TABLES,
    validate=validate,
    policies=_policies(),
    build_stock=build_stock,
    refresh_engagement=refresh,
    describe=describe,
    spatial_cell=8,
    default_scenario=DEFAULT_SCENARIO,
    army=army,
    floor=floor,
    doc="The Fantasy Trip: Melee (MicroGame 3), man-to-man combat on a hex map.",
)
