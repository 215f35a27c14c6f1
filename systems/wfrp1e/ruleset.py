"""The `wfrp1e` ruleset: Warhammer Fantasy Roleplay 1st edition combat.

Round (WFRP-03): declarations, the EI edge roll, EI and slots spread by EI x k / A, free blows
at fleers, every slot from the highest down, then winning, losing and push-backs. d100 to
hit, reversed digits for the location, D6 + S - T - armour, W and criticals (sudden death by
default: the Critical Hit charts are not in the text)."""

from __future__ import annotations

from pathlib import Path

from affray.components.wfrp1e import COMPONENTS
from affray.kernel.ruleset import Ruleset

from .derived import DERIVED
from .events import EVENTS
from .figure import figure
from .labels import LABELS
from .moment import MOMENT
from .options import OPTIONS
from .outcome import outcome
from .policies.tactical import TacticalPolicy
from .reducers import REDUCERS
from .round import play_round
from .rules.geometry import refresh
from .scenario import WfCombatant, WfMap, setup, validate
from .stock.figures import STOCK, army, build_stock, floor
from .tables import TABLES

RULESET = Ruleset(
    id="wfrp1e", version="0.4", geometry="plane",
    components=COMPONENTS, events=EVENTS, reducers=REDUCERS,
    combatant_type=WfCombatant, map_type=WfMap, options=OPTIONS, tables=TABLES,
    validate=validate, setup=setup, play_round=play_round, outcome=outcome,
    policies={"tactical": TacticalPolicy}, stock=STOCK, build_stock=build_stock,
    refresh_engagement=refresh, army=army, floor=floor, spatial_cell=4,
    bench_matchups=("1 human warrior v 1 orc", "3 human warrior v 3 orc"),
    moment=MOMENT,  # mid-fight scenarios
    derived=DERIVED,  # what the rules keep in state.derived
    default_scenario=str(Path(__file__).resolve().parent / "scenarios" / "default.toml"),
    doc="Warhammer Fantasy Roleplay 1st edition: EI slots, d100 to hit, reversed-digit "
        "locations, armour per location; critical charts and fumble table are placeholders.",
    labels=LABELS,
    figure=figure,
)
