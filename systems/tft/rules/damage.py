"""Rolling for damage; what armor, shields and a main-gauche stop.

TFT-01 (notation), TFT-02 (floor), TFT-67 (multipliers before armor), TFT-68 (stacking),
TFT-69 (damage roll), TFT-71 (armor on every attack), TFT-72 (armor and shield table),
TFT-73 (shield coverage), TFT-74 (hits counted after protection), TFT-75 (main-gauche parry),
TFT-77, TFT-78 (pole weapons double against or with a charge).
"""

from __future__ import annotations

from math import prod

from ..tables.tft_tables import ARMOR, MAIN_GAUCHE_STOPS, SHIELDS
from .attack import FRONT, REAR


def combine_multipliers(multipliers: list[int] | tuple[int, ...], mode: str = "multiply") -> int:
    """TFT-68: combine several damage multipliers (option `multiplier_stacking`)."""
    ms = [m for m in multipliers if m > 1]
    if not ms:
        return 1
    if mode == "multiply":
        return prod(ms)
    if mode == "add_extra":
        return 1 + sum(m - 1 for m in ms)
    if mode == "max":
        return max(ms)
    raise ValueError(f"unknown multiplier_stacking {mode!r}")


def damage(faces: tuple[int, ...] | list[int], plus: int, multiplier: int = 1,
           min_damage: int = 0) -> int:
    """TFT-01, TFT-02, TFT-67: dice total plus modifier, times the multiplier, floored."""
    return max(min_damage, (sum(faces) + plus) * multiplier)


def protection(
    armor: str,
    shield: str | None,
    shield_ready: bool,
    direction: str,
    *,
    missile: bool = False,
    main_gauche: bool = False,
    natural: int = 0,
    hth: bool = False,
) -> int:
    """TFT-71..75: hits stopped by the target's protection against one attack.

    Armor (and natural armor) stop on every attack from every side. A ready shield covers the
    three front hexes, a slung one the rear hex. A main-gauche in use parries 1 from the front
    against non-missile attacks. In HTH shields and parries give nothing (TFT-113).
    """
    stops = ARMOR[armor].stops + natural
    if hth:
        return stops
    if shield is not None:
        if (shield_ready and direction == FRONT) or (not shield_ready and direction == REAR):
            stops += SHIELDS[shield].stops
    if main_gauche and not missile and direction == FRONT:
        stops += MAIN_GAUCHE_STOPS
    return stops


def hits_taken(damage_total: int, stops: int) -> int:
    """TFT-71, TFT-74: what gets past protection; never negative."""
    return max(0, damage_total - stops)
