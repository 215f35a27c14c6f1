"""Experience: awards after the three kinds of combat, superiority, trading EP in.
TFT-150..154.

- TFT-150 combat to the death: each survivor 50 EP, or 70 when the enemy averaged MORE than
  3 superior in ST + DX.
- TFT-151 arena combat: winners 30; defeated survivors 20, or -10 for one who ran away
  unhurt; a side that averaged 3 or more weaker gets 10 more for each survivor.
- TFT-152 practice combat: no missile weapons, blunted weapons do half damage, a figure at
  ST 3 or less drops out; those still on their feet when a side is eliminated get 10.
- TFT-153 superiority: the enemy side's average basic ST + DX minus one's own, at the start.
- TFT-154 every 100 EP buys +1 basic ST or DX, without limit.

Options: `combat_type` ("death" | "arena" | "practice"), `practice_halving` (TFT-152).
"""

from __future__ import annotations

from fractions import Fraction

import msgspec as _ms

DEATH, ARENA, PRACTICE = "death", "arena", "practice"
COMBAT_TYPES = (DEATH, ARENA, PRACTICE)
EP_PER_POINT = 100  # TFT-154
PRACTICE_DROP_ST = 3  # TFT-152: a figure whose ST goes to 3 or less drops out


class Awards(_ms.Struct, frozen=True):
    """Section IX, the EP of each kind of combat."""

    death: int = 50
    death_vs_superior: int = 70
    death_superior_by_more_than: int = 3
    arena_winner: int = 30
    arena_loser: int = 20
    arena_fled_unhurt: int = -10
    arena_weaker_bonus: int = 10
    arena_weaker_by_at_least: int = 3
    practice_on_feet: int = 10


AWARDS = Awards()


class Fighter(_ms.Struct, frozen=True):
    """What the awards depend on, for one figure at the end of a fight."""

    side: int
    st: int  # basic, at the start of the fight
    dx: int
    alive: bool = True
    on_feet: bool = True  # conscious and not dropped out (practice)
    fled: bool = False  # left through its side's door (arena)
    hits: int = 0  # taken in the fight


def average(totals: list[int]) -> Fraction:
    return Fraction(sum(totals), len(totals)) if totals else Fraction(0)


def superiority(own: list[int], enemy: list[int]) -> Fraction:
    """TFT-153: the enemy side's average ST + DX minus one's own (exact)."""
    return average(enemy) - average(own)


def death_award(sup: Fraction, a: Awards = AWARDS) -> int:
    """TFT-150: 50, or 70 when the enemy averaged more than 3 superior."""
    return a.death_vs_superior if sup > a.death_superior_by_more_than else a.death


def arena_award(won: bool, fled_unhurt: bool, sup: Fraction, a: Awards = AWARDS) -> int:
    """TFT-151: 30 for a winner, 20 for a defeated survivor, -10 for one who ran away
    unhurt; +10 when his side averaged 3 or more weaker."""
    base = a.arena_winner if won else a.arena_fled_unhurt if fled_unhurt else a.arena_loser
    return base + (a.arena_weaker_bonus if sup >= a.arena_weaker_by_at_least else 0)


def practice_award(on_feet: bool, a: Awards = AWARDS) -> int:
    """TFT-152: 10 for those still on their feet, nothing for the others."""
    return a.practice_on_feet if on_feet else 0


def practice_damage(damage: int) -> int:
    """TFT-152 default: blunted weapons halve damage, rounding down, after multipliers and
    before armor."""
    return damage // 2


def practice_drops_out(current_st: int) -> bool:
    """TFT-152: a figure whose ST falls to 3 or below leaves a practice fight."""
    return current_st <= PRACTICE_DROP_ST


def practice_allows(weapon_kind: str) -> bool:
    """TFT-152: no missile weapons in practice."""
    return weapon_kind != "missile"


def awards(fighters: dict[int, Fighter], winner: int | None, combat_type: str,
           a: Awards = AWARDS) -> dict[int, int]:
    """EP for every figure, by id (sorted). `winner` is the winning side's index (None: no
    side won). Survivors only: the dead earn nothing; in practice only those on their feet.
    Superiority compares each side with all its enemies together (TFT-153)."""
    if combat_type not in COMBAT_TYPES:
        raise ValueError(f"unknown combat type {combat_type!r}; expected one of {COMBAT_TYPES}")
    totals: dict[int, list[int]] = {}
    for eid in sorted(fighters):
        f = fighters[eid]
        totals.setdefault(f.side, []).append(f.st + f.dx)
    out: dict[int, int] = {}
    for eid in sorted(fighters):
        f = fighters[eid]
        if not f.alive:
            continue
        enemy = [t for side, ts in sorted(totals.items()) if side != f.side for t in ts]
        sup = superiority(totals[f.side], enemy)
        if combat_type == DEATH:
            out[eid] = death_award(sup, a)
        elif combat_type == ARENA:
            out[eid] = arena_award(f.side == winner, f.fled and f.hits == 0, sup, a)
        else:
            out[eid] = practice_award(f.on_feet, a)
    return out


def add_ep(total: int, award: int) -> int:
    """TFT-151 default: an EP total never goes below 0."""
    return max(0, total + award)


def trade(ep: int) -> tuple[int, int]:
    """TFT-154: (attribute points bought, EP left) for an EP total."""
    if ep < 0:
        raise ValueError("EP cannot be negative")
    return divmod(ep, EP_PER_POINT)


def raise_attribute(st: int, dx: int, ep: int, which: str) -> tuple[int, int, int]:
    """TFT-09, TFT-154: spend 100 EP on +1 basic ST or DX; returns (st, dx, ep left)."""
    if ep < EP_PER_POINT:
        raise ValueError(f"{ep} EP is less than {EP_PER_POINT}")
    if which == "st":
        return st + 1, dx, ep - EP_PER_POINT
    if which == "dx":
        return st, dx + 1, ep - EP_PER_POINT
    raise ValueError(f"raise 'st' or 'dx', not {which!r}")
