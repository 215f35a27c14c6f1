"""Ranks in the battle (ACKS-02, ACKS-03, ACKS-87): a man-sized combatant may step into the
square of a lone man-sized ally as its overlapping second rank (condition `second_rank`),
facing the same way, or onto the edge between two such allies side by side as the third of
a 3-in-2 group (condition `edge`) when all three fight with narrow frontage. The rank a combatant fights from decides whether it may strike past the
figures in front of it, under the option `long_weapon_reach_through_ranks`."""

from __future__ import annotations

from affray.kernel.geometry import squares as sq

from affray.components.acks2 import Sheet

from . import geometry as geo
from .formation import narrow_frontage, reaches_from_rank

SECOND_RANK = "second_rank"


def square_mates(state, a: int) -> list[int]:
    """Able allies standing in a's square with a's facing."""
    pos = geo.area(state, a)
    face = geo.facing_of(state, a)
    return [o for o in sorted(geo.near(state, a, 1)) if state.side[o] == state.side[a]
            and geo.able(state, o) and geo.facing_of(state, o) == face
            and geo.area(state, o) == pos]


def is_second_rank(state, a: int) -> bool:
    """Overlapping a front-rank ally in its square (alone again, it is a front rank)."""
    return bool(state.condition(a, SECOND_RANK)) and bool(square_mates(state, a))


def ally_in_front(state, a: int, t: int) -> int | None:
    """ACKS-87: an able ally in the square directly in front of `a`, facing the same way,
    with `t` within 5' of it."""
    face = geo.facing_of(state, a)
    pos = geo.area(state, a)
    front = sq.neighbour((pos.x, pos.y), face)
    for ally in sorted(geo.near(state, a, 3)):
        if state.side[ally] != state.side[a] or not geo.able(state, ally):
            continue
        if geo.facing_of(state, ally) != face:
            continue
        if front in sq.squares_of(geo.area(state, ally)) and geo.within5(state, ally, t):
            return ally
    return None


def reach_rank(state, a: int, t: int, in_front_reach: bool) -> int | None:
    """The rank from which `a` would strike `t`: 1 in front-rank reach, 2 as the second rank
    of its square or behind a lone ally that has `t` within 5', 3 behind a square holding
    a front and a second rank; None if no rank reaches."""
    if in_front_reach:
        return 2 if is_second_rank(state, a) else 1
    ally = ally_in_front(state, a, t)
    if ally is None:
        return None
    return 3 if len(square_mates(state, ally)) >= 1 else 2


def may_strike(state, a: int, t: int, in_front_reach: bool, long_weapon: bool) -> bool:
    rank = reach_rank(state, a, t, in_front_reach)
    if rank is None:
        return False
    return reaches_from_rank(rank, long_weapon, state.options.get("long_weapon_reach_through_ranks",
                                                                  "literal"))


def _lone(state, o: int) -> bool:
    return not state.condition(o, SECOND_RANK) and not state.condition(o, geo.EDGE)


def edge_slots(state, e: int, shared: dict) -> dict[tuple[int, int, str], int]:
    """ACKS-02: (x, y, row) -> feet for each pair of same-rank squares, (x, y) and the one
    east of it (row "E", allies facing N or S) or north of it ("N", facing E or W), each
    held by a lone man-sized ally with narrow frontage facing the same way, one of them
    reachable (`shared`: the squares `movement.rank_squares` found)."""
    sheet = state.get(e, Sheet)
    if sheet.size != "man" or sheet.natural or not narrow_frontage(sheet.weapon):
        return {}
    holder = {}
    for o in sorted(geo.near(state, e, 40)):
        if state.side[o] == state.side[e] and geo.able(state, o) and _lone(state, o):
            a = geo.area(state, o)
            holder.setdefault((a.x, a.y), o)
    out = {}
    for (x, y), o in sorted(holder.items()):
        face = geo.facing_of(state, o)
        if face not in sq.ORTHOGONAL:
            continue
        row = "E" if face in ("N", "S") else "N"
        other = (x + 1, y) if row == "E" else (x, y + 1)
        p = holder.get(other)
        if p is None or geo.facing_of(state, p) != face:
            continue
        cost = min((shared[s] for s in ((x, y), other) if s in shared), default=None)
        if cost is None:
            continue
        sheets = [state.get(q, Sheet) for q in (o, p)]
        if all(s.size == "man" and not s.natural and narrow_frontage(s.weapon) for s in sheets):
            out[(x, y, row)] = cost
    return out
