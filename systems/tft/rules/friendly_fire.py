"""Hitting your friends: rolling to miss, striking into a brawl, shooting into a brawl.
TFT-103, TFT-104, TFT-105, TFT-106.

- TFT-103: a friend in the line of flight is always rolled "to miss" (`missiles.fly`
  with `attack.to_miss`); nothing more is needed here.
- TFT-104: a standing figure that strikes at an enemy in an HTH pile and misses rolls again,
  one figure at a time and with the same adjDX: to hit each other enemy in the pile, then to
  miss each friend in it, stopping as soon as someone is hit. "He may then roll, one by one":
  the attacker orders each group (`rules.melee.after_miss` asks it, option `brawl_roll_order`;
  with "id", figure-id order).
- TFT-105: figures in the same HTH never roll against their own friends in it.
- TFT-106: a missile or thrown attack at a pile first rolls to hit, then picks the victim at
  random among everyone in the pile, friends included (default: 1d6 split evenly; results
  above the largest usable multiple are rolled again; figures in id order).

Option: `brawl_fumble_ends` (TFT-104: a 17 or 18 on any of the rolls drops or breaks the
weapon and ends the sequence).
"""

from __future__ import annotations

HIT, MISS = "hit", "miss"


def pile_groups(target: int, pile: list[int], side_of, attacker_side: int
                ) -> tuple[list[int], list[int]]:
    """TFT-104: after a miss on `target`, the other enemies in the pile (rolled to hit) and
    the friends in it (rolled to miss, after the enemies), each in id order."""
    others = sorted(e for e in pile if e != target)
    return ([e for e in others if side_of(e) != attacker_side],
            [e for e in others if side_of(e) == attacker_side])



def rolls_into_pile(attacker_in_pile: bool) -> bool:
    """TFT-105: only standing figures striking into the pile roll for the others."""
    return not attacker_in_pile


def dice_for_pick(n: int) -> int:
    """How many d6 pick one of n figures (1 for up to 6; more for bigger piles)."""
    k, span = 1, 6
    while span < n:
        k, span = k + 1, span * 6
    return k


def pick_victim(faces: list[int] | tuple[int, ...], n: int) -> int | None:
    """TFT-106: the index (in id order) of the figure hit, from d6 faces read as base-6
    digits, or None when the result must be rolled again.

    One die: 2 figures 1-3 / 4-6; 3 figures 1-2 / 3-4 / 5-6; 4 or 5 figures one face each,
    5 and 6 (or 6) rolled again; 6 figures one face each."""
    if n < 1:
        raise ValueError("an empty pile")
    span = 6 ** len(faces)
    if span < n:
        raise ValueError(f"{len(faces)} dice cannot pick one of {n}")
    value = 0
    for f in faces:
        value = value * 6 + (f - 1)
    usable = span - span % n
    if value >= usable:
        return None
    return value // (usable // n)


def random_victim(ctx, pile: list[int]) -> int:
    """TFT-106: roll (re-rolling as needed) for the figure of the pile that is hit."""
    ids = sorted(pile)
    if len(ids) == 1:
        return ids[0]
    k = dice_for_pick(len(ids))
    while True:
        i = pick_victim(ctx.roll("pile", k), len(ids))
        if i is not None:
            return ids[i]
