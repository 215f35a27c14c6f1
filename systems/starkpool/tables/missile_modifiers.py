"""Missile to-hit modifiers and restrictions (sections 3.4.2, 3.3.5).

SP-43  range: short +1, medium 0, long -2; beyond long no shot (ranges: T5 placeholders).
SP-48  bows may shoot over heads only at medium range, at -2, not over enemies in front of
       or protecting the target; indoors only with ``indoor_overhead_fire``.
SP-49  behind a mantlet or arrow slit: only magic missiles or magic launchers, at AC 0.
SP-50  behind a pavis -3.   SP-51  shooting from higher ground +2.   SP-52  other cover -5.
SP-84  missile dexterity (gap default): 13+ +1, 8 or less -1; magic +N.
SP-117 missiles at a prone target -3 (see melee_modifiers.prone_modifier).
SP-40  a spotted invisible target -5.
"""
from __future__ import annotations

from typing import Sequence

__all__ = ["RANGE_MODIFIERS", "DEXTERITY", "range_band", "range_modifier", "dex_modifier",
           "overhead_fire", "mantlet_ac", "PAVIS", "ELEVATION", "COVER", "OVERHEAD"]

RANGE_MODIFIERS = {"short": 1, "medium": 0, "long": -2}
PAVIS, ELEVATION, COVER, OVERHEAD = -3, 2, -5, -2
# PLACEHOLDER (SP-84): [[at most, modifier], ...] then the top value for anything higher
DEXTERITY = {"missile": [[8, -1], [12, 0]], "missile_top": 1, "melee": [], "melee_top": 0}


def range_band(distance: float, ranges: Sequence[float]) -> str | None:
    """SP-43: 'short', 'medium', 'long' or None (out of range); ranges are maxima S/M/L."""
    for name, limit in zip(("short", "medium", "long"), ranges):
        if distance <= limit + 1e-9:
            return name
    return None


def range_modifier(band: str) -> int:
    return RANGE_MODIFIERS[band]


def dex_modifier(dex: int, kind: str = "missile", table=DEXTERITY) -> int:
    """SP-84: dexterity's modifier to missile (or melee) attacks."""
    for at_most, mod in table[kind]:
        if dex <= at_most:
            return mod
    return table[f"{kind}_top"]


def overhead_fire(weapon_kind: str, band: str | None, indoors: bool,
                  over_enemy_screen: bool, indoor_allowed: bool = False) -> str | None:
    """SP-48: None if shooting over heads is allowed (at OVERHEAD), else the reason."""
    if weapon_kind != "bow":
        return "only bows may shoot over heads"
    if band != "medium":
        return "shooting over heads needs a target at medium range"
    if over_enemy_screen:
        return "cannot shoot over enemies in front of or protecting the target"
    if indoors and not indoor_allowed:
        return "shooting over heads is for outdoors"
    return None


def mantlet_ac(magic_missile: bool) -> int | None:
    """SP-49: the AC to use against a target behind a mantlet/slit, or None (no shot)."""
    return 0 if magic_missile else None
