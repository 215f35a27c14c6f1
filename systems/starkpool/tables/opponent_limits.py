"""How many figures may attack one figure (section 3.5.4).

SP-85  same size: 8 (3 front, 2 flank, 3 rear); smaller attackers: 12 (4/4/4); larger
       attackers: 4 (2/1/1). Mounted is Large. (Gap: a two-step gap uses the nearest case.)
       Mixed crowds: each attacker fills 1/limit of its arc and of the total (exact for a
       crowd of one size; a documented reading for mixed ones).
"""
from __future__ import annotations

from fractions import Fraction
from typing import Iterable

__all__ = ["SIZE_RANK", "OPPONENT_LIMITS", "relation", "limits", "may_join"]

SIZE_RANK = {"S": 0, "M": 1, "L": 2}
OPPONENT_LIMITS = {
    "same": {"front": 3, "flank": 2, "rear": 3, "total": 8},
    "smaller": {"front": 4, "flank": 4, "rear": 4, "total": 12},
    "larger": {"front": 2, "flank": 1, "rear": 1, "total": 4},
}


def relation(attacker_size: str, defender_size: str) -> str:
    d = SIZE_RANK[attacker_size] - SIZE_RANK[defender_size]
    return "same" if d == 0 else "smaller" if d < 0 else "larger"


def limits(attacker_size: str, defender_size: str, table=OPPONENT_LIMITS) -> dict[str, int]:
    return table[relation(attacker_size, defender_size)]


def may_join(attacker_size: str, arc: str, defender_size: str,
             current: Iterable[tuple[str, str]], table=OPPONENT_LIMITS) -> str | None:
    """SP-85: None if one more attacker (size, arc) fits; otherwise the reason.

    ``current`` holds (size, arc) of the figures already attacking the defender.
    """
    current = list(current)
    if not current:     # a lone attacker fits unless a limit is below one (the usual case)
        lim = limits(attacker_size, defender_size, table)
        a_lim, t_lim = lim[arc], lim["total"]
        if type(a_lim) is int and type(t_lim) is int and a_lim >= 1 and t_lim >= 1:
            return None
    arc_fill = total_fill = Fraction(0)
    for size, a in current:
        lim = limits(size, defender_size, table)
        total_fill += Fraction(1, lim["total"])
        if a == arc:
            arc_fill += Fraction(1, lim[a])
    lim = limits(attacker_size, defender_size, table)
    if arc_fill + Fraction(1, lim[arc]) > 1:
        return f"no room in the defender's {arc} arc"
    if total_fill + Fraction(1, lim["total"]) > 1:
        return "the defender already has as many attackers as his size allows"
    return None
