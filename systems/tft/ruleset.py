"""The `tft-melee` ruleset: its tables, how a battle is set up, when it is over, and the
ruleset value that puts together the turn (`round.py`), the events and reducers, the options
(`options.py`), the scenario types, the stock figures and the tactical policy.

The fight goes on while two sides can still fight (TFT-24).
"""

from __future__ import annotations

from importlib.resources import files

from affray.components.tft import COMPONENTS, Figure, Kit, Status
from affray.kernel.components import Facing, Identity, Position
from affray.kernel.ruleset import Outcome, Ruleset, Table

from . import events as E
from .derived import DERIVED
from .describe import describe
from .figure import figure
from .labels import LABELS
from .moment import MOMENT
from .options import OPTIONS
from .reducers import EXTRA_REDUCERS, REDUCERS
from .round import play_round
from .rules.engagement import refresh
from .rules.experience import AWARDS
from .rules.figures import movement_allowance
from .rules.hth import BARE_HANDS, DEFENCE
from .rules.lookup import conscious
from .scenario import TftCombatant, TftMap, validate
from .stock.bench import army, floor
from .stock.figures import STOCK, build_stock
from .tables.arena import load as load_arena
from .tables.creatures import BESTIARY, CREATURES as _BEASTS, natural_weapons, spawn_parts
from .tables.tft_tables import ARMOR, CREATURES, RACES, SHIELDS, WEAPONS

__all__ = ["DEFAULT_SCENARIO", "OPTIONS", "RULESET", "STOCK", "TABLES", "build_stock", "describe",
           "outcome", "play_round", "setup"]

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






def outcome(state) -> Outcome | None:
    """TFT-24: the fight goes on while two sides each have a figure able to fight."""
    able = sorted({state.side[e] for e in state.entities if conscious(state, e)})
    if len(able) > 1:
        return None
    if not able:
        return Outcome("", "no figure on any side can fight")
    return Outcome(state.sides[able[0]], "no enemy can fight on")






def _policies():
    from .policies.tactical import TacticalPolicy
    return {"tactical": TacticalPolicy}


RULESET = Ruleset(
    id="tft-melee",
    version="0.6",
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
    bench_matchups=("1 orc v 1 human", "3 orc v 3 human"),
    moment=MOMENT,  # mid-fight scenarios
    derived=DERIVED,  # what the rules keep in state.derived
    doc="The Fantasy Trip: Melee (MicroGame 3), man-to-man combat on a hex map.",
    labels=LABELS,
    figure=figure,
)
