"""The `destrier` ruleset: Chivalry & Sorcery *Destrier* card combat (1978).

Turn (DS-20): two half-move phases with their own initiative, then the melee step of hidden
TAC and MELEE cards and card rounds until every blow is spent. C&S numbers come from the
section-W hooks, all placeholders unless a scenario supplies them.
"""

from __future__ import annotations

from pathlib import Path

from affray.components.destrier import COMPONENTS

from affray.kernel.ruleset import Ruleset

from .derived import DERIVED
from .describe import describe
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
from .scenario import DsCombatant, setup, validate
from .stock.figures import STOCK, army, build_stock, floor
from .tables.cs_tables import HOOKS

DEFAULT_SCENARIO = str(Path(__file__).parent / "scenarios" / "default.toml")

RULESET = Ruleset(
    id="destrier", version="0.5", geometry="plane",
    components=COMPONENTS, events=EVENTS, reducers=REDUCERS,
    combatant_type=DsCombatant, options=OPTIONS, tables=HOOKS,
    validate=validate, setup=setup, play_round=play_round, outcome=outcome,
    policies={"tactical": TacticalPolicy}, stock=STOCK, build_stock=build_stock,
    refresh_engagement=refresh, describe=describe, army=army, floor=floor,
    bench_matchups=("1 knight v 1 man-at-arms", "3 man-at-arms v 3 orc"),
    default_scenario=DEFAULT_SCENARIO, spatial_cell=4,
    moment=MOMENT,  # mid-fight scenarios
    derived=DERIVED,  # what the rules keep in state.derived
    doc="Chivalry & Sorcery Destrier card combat: hidden TAC/MELEE cards, blow budgets, "
        "inch stands. C&S tables are placeholders (see `affray rulesets --show destrier`).",
    labels=LABELS,
    figure=figure,
)
