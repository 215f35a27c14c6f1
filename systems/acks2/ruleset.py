"""The `acks2` ruleset: the ACKS II combat chapter on 5' squares.

Round (ACKS-15): declarations, initiative, the count from 10 to -10 with interrupts,
morale. Appendix material (conditions, Mortal Wounds bands, spells, monster statistics) is
pluggable and labelled PLACEHOLDER in `affray rulesets --show acks2`.
"""

from __future__ import annotations

from pathlib import Path

from affray.components.acks2 import COMPONENTS
from affray.kernel.ruleset import Ruleset, Table

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
from .rules.actions import PLACEHOLDER_TARGETS
from .rules.engagement import refresh
from .scenario import Acks2Combatant, Acks2Map, setup, validate
from .stock.figures import STOCK, army, build_stock, floor
from .tables.conditions import CONDITIONS
from .tables.wounds import MORTAL_WOUNDS_BANDS

TABLES = {
    "conditions": Table(CONDITIONS, True, "ACKS-190: Appendix B stand-ins"),
    "mortal_wounds_bands": Table(MORTAL_WOUNDS_BANDS, True, "ACKS-139: Appendix C stand-in"),
    "proficiency_targets": Table(PLACEHOLDER_TARGETS, True, "ACKS-46/53/62: proficiency throws"),
    "artillery": Table({}, True, "ACKS-124: no artillery records; a scenario supplies each type's "
                                 "damage, aoe_radius_ft, min/max_range_ft, reload_rounds, crew, ammo"),
}

RULESET = Ruleset(
    id="acks2", version="0.6", geometry="square",
    components=COMPONENTS, events=EVENTS, reducers=REDUCERS,
    combatant_type=Acks2Combatant, map_type=Acks2Map, options=OPTIONS, tables=TABLES,
    validate=validate, setup=setup, play_round=play_round, outcome=outcome,
    policies={"tactical": TacticalPolicy}, stock=STOCK, build_stock=build_stock,
    refresh_engagement=refresh, describe=describe, army=army, floor=floor,
    bench_matchups=("1 fighter-1 v 1 orc", "3 fighter-1 v 3 orc"),
    default_scenario=str(Path(__file__).parent / "scenarios" / "orc_ambush.toml"),
    spatial_cell=4,
    moment=MOMENT,  # mid-fight scenarios
    derived=DERIVED,  # what the rules keep in state.derived
    doc="ACKS II combat chapter: 5' squares, initiative count 10 to -10 with interrupts, d20 "
        "attack throws vs AC, cleaves, Mortal Wounds, morale. Appendix tables are placeholders.",
    labels=LABELS,
    figure=figure,
)
