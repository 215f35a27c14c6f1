"""WFRP-112: stand-and-shoot timekeeping — the round of contact and each firer's shots."""

from __future__ import annotations

import math


def contact_round(gap: float, rate: float) -> int:
    """R = ceil(starting gap / approach rate per round)."""
    return math.ceil(gap / rate)


def shots(gap: float, rate: float, cycle: int) -> int:
    """floor((R - 1) / cycle): a bow's cycle is 1; an unloaded crossbow's is 2."""
    return (contact_round(gap, rate) - 1) // cycle
