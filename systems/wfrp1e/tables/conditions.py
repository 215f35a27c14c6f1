"""The scenario conditions the wfrp1e rules read (`combatants[i].conditions`), each with what
it means and the value it takes; any other name is a scenario error (scenario.py)."""

from __future__ import annotations

from .body import LOCATION_NAMES

# name -> (value kind: "flag", "int" or "location", meaning with its rule)
CONDITIONS: dict[str, tuple[str, str]] = {
    "asleep": ("flag", "a static target, hit automatically for double damage (WFRP-58); "
                       "it declares nothing, parries nothing and never wins"),
    "trapped": ("flag", "a static target (WFRP-58): a door, a chest, a netted creature"),
    "gm_modifier": ("int", "the GM's own modifier to this figure's WS for its blows (WFRP-57)"),
    "high_ground": ("flag", "+10 to its blows: the advantage of ground, the GM's call (WFRP-56)"),
    "behind_obstacle": ("flag", "-10 to blows at it across an obstacle, the GM's call (WFRP-56)"),
    "soft_cover": ("flag", "-10 to shots at it (WFRP-105)"),
    "hard_cover": ("flag", "-20 to shots at it (WFRP-105)"),
    "moving_mount": ("flag", "-10 to its shots: it shoots from a moving mount (WFRP-105/125)"),
    "evading": ("flag", "-20 to shots at it (WFRP-106); the rules set it for an evasion"),
    "running": ("flag", "-10 to shots at it; the rules set it for a failed evasion (WFRP-106)"),
    "entangled": ("location", "a lasso or bolas holds this location (WFRP-109); aiming at it "
                              "is free under `entangled_aim_free` (WFRP-55)"),
}


def problem(name: str, value) -> str:
    """Why `conditions.<name> = value` is not a condition of these rules ("" when it is)."""
    if name not in CONDITIONS:
        return f"unknown condition; expected one of {', '.join(sorted(CONDITIONS))}"
    kind = CONDITIONS[name][0]
    if kind == "flag" and not isinstance(value, bool):
        return f"expected true or false, got {value!r}"
    if kind == "int" and (isinstance(value, bool) or not isinstance(value, int)):
        return f"expected a whole number (a modifier to WS), got {value!r}"
    if kind == "location" and value not in LOCATION_NAMES:
        return f"expected a location, one of {', '.join(LOCATION_NAMES)}, got {value!r}"
    return ""
