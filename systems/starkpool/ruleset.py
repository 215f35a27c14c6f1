"""The Starkpool OD&D man-to-man ruleset as a value. See docs/rulesets/starkpool.md."""

from __future__ import annotations

from pathlib import Path

from affray.components.starkpool import Combatant, Fights, Gear, Spellbook, Steed, Turn
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
from .reducers import EXTRA_REDUCERS, REDUCERS
from .round import play_round
from .rules.engagement import refresh
from .scenario import SpCombatant, SpMap, validate
from .setup import setup
from .stock.army import army, floor
from .stock.figures import STOCK, build_stock
from .tables import TABLES

__all__ = ["RULESET", "DEFAULT_SCENARIO"]

DEFAULT_SCENARIO = str(Path(__file__).parent / "scenarios" / "default.toml")

RULESET = Ruleset(
    id="starkpool", version="1.2", geometry="plane",  # versions: docs/rulesets/starkpool.md
    setup=setup, play_round=play_round, outcome=outcome,
    combatant_type=SpCombatant, map_type=SpMap,
    components=(Combatant, Gear, Steed, Turn, Fights, Spellbook),
    events=EVENTS, reducers=REDUCERS, extra_reducers=EXTRA_REDUCERS,
    options=OPTIONS, tables=TABLES, validate=validate,
    policies={"tactical": TacticalPolicy}, stock=STOCK, build_stock=build_stock,
    refresh_engagement=refresh, describe=describe, spatial_cell=4,
    default_scenario=DEFAULT_SCENARIO, army=army, floor=floor,
    bench_matchups=("1 fighter v 1 orc", "3 fighter v 3 orc"),
    moment=MOMENT,  # mid-fight scenarios
    derived=DERIVED,  # what the rules keep in state.derived
    doc="Starkpool OD&D man-to-man combat (Section Three and Appendix)",
    labels=LABELS,
    figure=figure,
)
