"""The tables a scenario may override (`[tables]`), with where their values come from.
Placeholders are the tables the text names but does not include. The printed charts the
rules read as constants (missile and firearm charts, misfire tables, night vision, rider or
mount, slain mounts) are in the modules beside this one."""

from affray.kernel.ruleset import Table

from .body import LOCATIONS
from .weapons import MODIFIERS, PARRY_KINDS, SPECIALIST_HTH, SPECIALIST_MISSILE

TABLES = {
    "locations": Table(LOCATIONS, False, "WFRP-49 hit location table"),
    "weapon_modifiers": Table(MODIFIERS, False, "WFRP-78 (values as printed)"),
    "parry_kinds": Table(list(PARRY_KINDS), True, "WFRP-61 list mapped onto table names"),
    "specialist": Table(list(SPECIALIST_HTH + SPECIALIST_MISSILE), True,
                        "WFRP-77/107 proposed registry (the text's lists are empty)"),
    "critical": Table("sudden_death", True, "WFRP-52/103: Critical Hit charts not in the text; "
                      "'sudden_death' (any critical kills), 'none' (logged only) or a chart "
                      "{[kind:]location: [[highest value, effect], ...]} with effects death, "
                      "none, flee[:rate] (WFRP-73 forced flight), stun:ROUNDS, or a d100 table"),
    "fumble": Table("log_only", True, "WFRP-83: fumble table not in the text; default: logged"),
}
