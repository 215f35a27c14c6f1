"""Strike order between two opponents, with its memory between exchanges.

SP-72  exchange 1: the longer weapon first; equal lengths: the attacker (who moved in)
       first, unless the defender stands higher.
SP-73  later exchanges: the shorter weapon first; equal: whoever went first last exchange.
SP-74, SP-75  a figure's effective weapon length: tables/weapons.weapon_length.
SP-76  a flank or rear attacker always strikes first.
SP-77  a weapon 4+ lengths shorter gets +1 attack a round, 8+ shorter +2; not when either
       side uses natural weapons. (Gap: against a crowd, the largest qualifying gap, once.)
SP-78  whole-melee order: pass 1 first strikers, pass 2 second strikers, then those who act
       last; inside a pass rear before flank before front, then entity id.
"""
from __future__ import annotations

from typing import Iterable, NamedTuple

__all__ = ["Striker", "first_striker", "length_extra_attacks", "crowd_length_extra",
           "blow_order_key", "ARC_ORDER"]

ARC_ORDER = {"rear": 0, "flank": 1, "front": 2}


class Striker(NamedTuple):
    id: int
    length: int
    higher: bool = False     # stands higher than the other (stair, table)
    arc: str = "front"       # the arc of the OTHER figure this one attacks from


def first_striker(exchange: int, a: Striker, b: Striker, initiator: int,
                  last_first: int | None = None) -> int:
    """SP-72/SP-73/SP-76: the id of whoever strikes first in this exchange (1-based)."""
    for x, y in ((a, b), (b, a)):
        if x.arc in ("flank", "rear") and y.arc == "front":
            return x.id
    if a.length != b.length:
        longer, shorter = (a, b) if a.length > b.length else (b, a)
        return longer.id if exchange <= 1 else shorter.id
    if exchange <= 1 or last_first is None:
        attacker, defender = (a, b) if a.id == initiator else (b, a)
        return defender.id if defender.higher and not attacker.higher else attacker.id
    return last_first


def length_extra_attacks(mine: int, theirs: int, natural: bool = False) -> int:
    """SP-77: extra attacks for a weapon at least 4 (8) lengths shorter."""
    if natural:
        return 0
    gap = theirs - mine
    return 2 if gap >= 8 else 1 if gap >= 4 else 0


def crowd_length_extra(mine: int, opponents: Iterable[tuple[int, bool]],
                       natural: bool = False) -> int:
    """SP-77 gap default: the largest extra over all opponents ((length, natural) pairs)."""
    return max((length_extra_attacks(mine, length, natural or nat) for length, nat in opponents),
               default=0)


def blow_order_key(pass_no: int, arc: str, attacker: int) -> tuple[int, int, int]:
    """SP-78: sort key of one attacker's blows inside the melee phase."""
    return (pass_no, ARC_ORDER[arc], attacker)
