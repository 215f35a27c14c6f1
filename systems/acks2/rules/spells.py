"""Casting spells and using magic (ACKS-165 to ACKS-169)."""

from __future__ import annotations

from ..tables.sizes import size_index


def beholding_range(size: str) -> int:
    """ACKS-167 Default (placeholder): 60' for man-sized, x2 per size larger, x1/2 smaller."""
    steps = size_index(size) - size_index("man")
    return int(60 * (2 ** steps))


def beholding(feet: int, arc: str, size: str) -> bool:
    """ACKS-167: in line of sight (not the rear arc) and within 10% of visibility."""
    return arc != "rear" and feet <= beholding_range(size)


def disruptable(source: str) -> bool:
    """ACKS-168: spells and scrolls are cast (and can be disrupted); spell-like abilities
    and items are not."""
    return source in ("spell", "scroll")


def needs_declaration(source: str) -> bool:
    return source in ("spell", "scroll")


def concentration_ends(kind: str, what: str) -> bool:
    """ACKS-169 Default: casting or attacking ends concentration; moving ends stationary
    concentration; damage does not (unless the spell says so)."""
    if what in ("cast", "attack"):
        return True
    return what == "move" and kind == "stationary_concentration"
