"""Escaping grabbed, restrained and wrestled (ACKS-188, ACKS-189)."""

from __future__ import annotations

from .throws import size_adjustment


def escape_modifier(saver: str, holder: str, how: str, contortionist: bool) -> int:
    """ACKS-188: slip free = size-adjusted Paralysis save; break free = Dungeonbashing
    throw (no size adjustment); Contortionism +4 to either."""
    mod = size_adjustment(saver, holder) if how == "slip" else 0
    return mod + (4 if contortionist else 0)


def cut_free(hits: list[int], threshold: int) -> bool:
    """ACKS-189 Default: `cut_free_hp` of damage dealt to the restraining limb."""
    return sum(hits) >= threshold
