"""Every table a scenario may override (`[tables]`), with where its values come from.
Placeholders are the tables the text names but does not include."""

from affray.kernel.ruleset import Table

from .body import AIM, LOCATIONS, RIDER_BAND, SLAIN_MOUNT
from .missiles import BOMB_MISFIRE, FIREARMS, GUN_MISFIRE, MISSILES
from .scene import NIGHT_VISION
from .weapons import MODIFIERS, PARRY_KINDS, SPECIALIST_HTH, SPECIALIST_MISSILE

TABLES = {
    "locations": Table(LOCATIONS, False, "WFRP-49 hit location table"),
    "aim": Table(AIM, False, "WFRP-54 targeted blows"),
    "rider_or_mount": Table({f"{a}/{m}": v for (a, m), v in RIDER_BAND.items()}, False, "WFRP-88"),
    "slain_mount": Table(SLAIN_MOUNT, False, "WFRP-90"),
    "weapon_modifiers": Table(MODIFIERS, False, "WFRP-78 (values as printed)"),
    "parry_kinds": Table(list(PARRY_KINDS), True, "WFRP-61 list mapped onto table names"),
    "specialist": Table(list(SPECIALIST_HTH + SPECIALIST_MISSILE), True,
                        "WFRP-77/107 proposed registry (the text's lists are empty)"),
    "missiles": Table(MISSILES, False, "WFRP-108 missile weapon chart"),
    "firearms": Table(FIREARMS, False, "WFRP-110 firearms chart"),
    "gun_misfire": Table(GUN_MISFIRE, False, "WFRP-120"),
    "bomb_misfire": Table(BOMB_MISFIRE, False, "WFRP-121"),
    "night_vision": Table(NIGHT_VISION, False, "WFRP-10"),
    "critical": Table("sudden_death", True, "WFRP-52/103: Critical Hit charts not in the text; "
                      "default: any critical kills"),
    "fumble": Table("log_only", True, "WFRP-83: fumble table not in the text; default: logged"),
}
