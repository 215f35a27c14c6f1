"""Rolling to hit: adjusted DX for one attack and the automatic results.

TFT-03 (DX rolls), TFT-61 (facing bonuses), TFT-64 (to-hit), TFT-65 (adjustment table),
TFT-66 (automatic results on 3 dice), TFT-79 (+2 for a pole user receiving a charge),
TFT-82 (thrown range), TFT-86 (rolling to miss), TFT-95 (no facing adds for missiles),
TFT-122 (4 dice against a dodger or defender).
"""

from __future__ import annotations

import msgspec as _ms

FRONT, SIDE, REAR = "front", "side", "rear"
FACING_BONUS = {FRONT: 0, SIDE: 2, REAR: 4}


class ToHit(_ms.Struct, frozen=True):
    """The outcome of a roll: whether the figure rolled for is hit, and what else happened."""

    hit: bool
    multiplier: int = 1
    fumble: str = ""  # "" | "drop" | "break"


MISS = ToHit(False)


def dx_roll(total: int, adj_dx: int) -> bool:
    """TFT-03: a DX roll succeeds when the total is at most the adjusted DX."""
    return total <= adj_dx


def to_hit(total: int, adj_dx: int, dice: int = 3, four_dice_fumbles: bool = False) -> ToHit:
    """TFT-64, TFT-66, TFT-122: resolve an attack roll of `dice` dice against `adj_dx`."""
    if dice == 4:  # against a dodger or defender: no automatic hits, 20+ misses
        if four_dice_fumbles and total in (17, 18):
            return ToHit(False, 1, "drop" if total == 17 else "break")
        return ToHit(total <= adj_dx and total < 20)
    if total == 3:
        return ToHit(True, 3)
    if total == 4:
        return ToHit(True, 2)
    if total == 5:
        return ToHit(True)
    if total == 16:
        return MISS
    if total == 17:
        return ToHit(False, 1, "drop")
    if total == 18:
        return ToHit(False, 1, "break")
    return ToHit(total <= adj_dx)


def to_miss(total: int, adj_dx: int) -> ToHit:
    """TFT-85, TFT-86: rolling to miss a figure in the way. `hit` means that figure is hit."""
    if total == 14:
        return ToHit(True)
    if total == 15:
        return ToHit(True, 2)
    if total == 16:
        return ToHit(True, 3)
    if total == 17:
        return ToHit(False, 1, "drop")
    if total == 18:
        return ToHit(False, 1, "break")
    return ToHit(total > adj_dx)


def attack_dx(
    personal: int,
    *,
    kind: str,
    direction: str = FRONT,
    target_down: bool = False,
    range_penalty: int = 0,
    thrown_facing_bonus: bool = True,
    pole_vs_charger: bool = False,
    prone_crossbow: bool = False,
    sheltering: bool = False,
    target_dx: int = 0,
    race_missile_dx: int = 0,
    hth: bool = False,
) -> int:
    """TFT-65: the attacker's adjDX against one figure.

    `kind` is "melee", "thrown" or "missile"; `direction` is where the attack comes from
    relative to the target's facing; `target_down` means the target has no front (on the
    ground or bending over, TFT-57), so a non-missile attack counts as from the rear.
    `range_penalty` is negative (thrown: -hexes; missile: the megahex table).
    """
    adj = personal + range_penalty + target_dx
    faced = kind == "melee" or (kind == "thrown" and thrown_facing_bonus)
    if hth:
        adj += FACING_BONUS[REAR]
    elif faced:
        adj += FACING_BONUS[REAR if target_down else direction]
    if kind != "melee":
        adj += race_missile_dx
        if sheltering:
            adj -= 4
    if pole_vs_charger:
        adj += 2
    if prone_crossbow:
        adj += 1
    return adj
