"""Grappling (section 3.5.9).

SP-111 grapplers roll on the Grapple line; each one who hits adds 1d4 (Small), 1d6 (Medium)
       or 1d8 (Large). The defender rolls d6s equal to his level or HD (pluses ignored,
       at least 1). Grapplers strictly higher: subdued; defender higher: thrown off.
       (Gap: a tie changes nothing; if nobody hits there is no contest.)
"""
from __future__ import annotations

__all__ = ["GRAPPLE_DIE", "defender_dice", "grapple_result"]

GRAPPLE_DIE = {"S": 4, "M": 6, "L": 8}


def defender_dice(level_or_hd: int) -> int:
    return max(1, int(level_or_hd))


def grapple_result(attackers_total: int, defender_total: int) -> str:
    """SP-111: 'subdued', 'thrown_off' or 'no_effect'."""
    if attackers_total > defender_total:
        return "subdued"
    if defender_total > attackers_total:
        return "thrown_off"
    return "no_effect"
