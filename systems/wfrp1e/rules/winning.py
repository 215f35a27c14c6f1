"""WFRP-69 who is winning, WFRP-70 what it gives (read by tohit/initiative)."""

from __future__ import annotations


def winners(totals: dict[int, tuple[int, int]]) -> set[int]:
    """totals: id -> (caused, taken) this round. Winning iff caused > taken (one or many
    opponents alike); equal totals, or none, give no winner."""
    return {e for e, (caused, taken) in totals.items() if caused > taken}


def losers(foes: dict[int, list[int]], won: set[int]) -> set[int]:
    """Engaged with a winner and not winning itself."""
    return {e for e, fs in foes.items() if e not in won and any(f in won for f in fs)}
