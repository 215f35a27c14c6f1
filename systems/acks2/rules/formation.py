"""Frontage, ranks and passage of lines (ACKS-02, ACKS-03, ACKS-12, ACKS-13)."""

from __future__ import annotations

import math

from ..tables.sizes import size_index
from ..tables.weapons import WEAPONS


def narrow_frontage(weapon: str) -> bool:
    """ACKS-02: a 3' frontage with a tiny, small or medium weapon or any piercing weapon;
    a large bludgeoning or slashing weapon needs the whole 5' square."""
    w = WEAPONS[weapon]
    if "piercing" in w.types:
        return True
    return w.size in ("tiny", "small", "medium")


def three_in_two(weapons: list[str], sizes: list[str]) -> bool:
    """ACKS-02: three man-sized combatants with narrow frontage may hold two squares."""
    return len(weapons) == 3 and all(s == "man" for s in sizes) and all(
        narrow_frontage(w) for w in weapons)


def may_share_square(front: dict, second: dict, option: str = "literal") -> bool:
    """ACKS-03 Default: one front-rank and one overlapping second-rank combatant of the same
    side with the same facing."""
    return (front["side"] == second["side"] and front["facing"] == second["facing"]
            and front["size"] == second["size"] == "man")


def reaches_from_rank(rank: int, long_weapon: bool, option: str = "literal") -> bool:
    """ACKS-03/87: rank 1 always; with a long weapon rank 2, and rank 3 under the literal
    reading (`long_weapon_reach_through_ranks`)."""
    if rank == 1:
        return True
    if not long_weapon:
        return False
    return rank == 2 or (rank == 3 and option == "literal")


def man_may_pass(allies_in_way: int, edge_occupant: bool) -> bool:
    """ACKS-12: through one ally's square or between two allies, never through a 3-in-2."""
    return not edge_occupant and allies_in_way <= 2


def longest_empty_run(row: list[bool]) -> int:
    """row[i] is True where the square is held by an ally."""
    best = run = 0
    for held in row:
        run = 0 if held else run + 1
        best = max(best, run)
    return best


def big_may_pass(mover_size: str, ally_sizes: list[str], row: list[bool], frontage: int) -> bool:
    """ACKS-13: allies at least two sizes smaller, and an unbroken empty run of at least
    half the frontage (Default: ceil(frontage / 2)) in the row entered."""
    if size_index(mover_size) <= size_index("man"):
        return False
    if any(size_index(s) > size_index(mover_size) - 2 for s in ally_sizes):
        return False
    return longest_empty_run(row) >= math.ceil(frontage / 2)


def big_may_end_overlapping(empty: int, total: int) -> bool:
    """ACKS-13: at least half of the footprint's squares are empty."""
    return 2 * empty >= total
