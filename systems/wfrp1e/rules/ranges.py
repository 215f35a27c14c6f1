"""Range bands and ES: WFRP-104 (chart bands, repeating crossbow, point blank), WFRP-110
firearms, WFRP-120 partial burn (halved, rounded up), WFRP-122/123/124 fliers."""

from __future__ import annotations

import math

from ..tables.missiles import FIREARMS, MAGAZINE, MISSILES, RECOIL

ORDER = ("point_blank", "short", "long", "extreme")


def band(weapon: str, distance: float, halved: bool = False) -> tuple[str, object] | None:
    """(band, ES) for a shot at `distance` yards, or None beyond extreme range."""
    if weapon in FIREARMS:
        rows = FIREARMS[weapon][:4]
        for name, (rng, es) in zip(ORDER, rows):
            if halved:
                rng, es = math.ceil(rng / 2), math.ceil(es / 2)
            if distance <= rng:
                return name, es
        return None
    short, long_, extreme, es = MISSILES[weapon][:4]
    for name, rng in (("short", short), ("long", long_), ("extreme", extreme)):
        if rng is not None and distance <= rng:
            return name, es
    return None


def shift(name: str) -> str | None:
    """WFRP-122: one band further out at an airborne target (extreme: no shot)."""
    return {"point_blank": "long", "short": "long", "long": "extreme"}.get(name)


def flier_range(horizontal: float, shooter_z: float, target_z: float) -> float:
    """WFRP-122/124: the lower adds horizontal and height difference; the higher (WFRP-123)
    uses the horizontal distance only."""
    if shooter_z > target_z:
        return horizontal
    return horizontal + (target_z - shooter_z)


def max_range(weapon: str) -> float:
    if weapon in FIREARMS:
        return FIREARMS[weapon][3][0]
    return MISSILES[weapon][2]


def is_firearm(weapon: str) -> bool:
    return weapon in FIREARMS


def load_rounds(weapon: str) -> int:
    """Rounds of loading for one load (a barrel, a bolt, a refilled magazine, a recoiled
    lasso); 0 when loading is part of the shot (bows, slings, thrown weapons)."""
    if weapon in FIREARMS:
        return FIREARMS[weapon][4]
    return RECOIL.get(weapon, MISSILES[weapon][4])


def capacity(weapon: str) -> int:
    """Shots a full load holds: barrels (WFRP-111) or the magazine (WFRP-109)."""
    if weapon in FIREARMS:
        return FIREARMS[weapon][5]
    return MAGAZINE.get(weapon, 1)


def shots_a_round(weapon: str, loaded: int = 1) -> int:
    """Two for the repeating crossbow; every loaded barrel of a multi-barrel gun (WFRP-111)."""
    if weapon in FIREARMS:
        return max(1, loaded) if FIREARMS[weapon][5] > 1 else 1
    return MISSILES[weapon][5]
