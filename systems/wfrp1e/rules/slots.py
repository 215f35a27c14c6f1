"""WFRP-29 slot times, WFRP-39 take-up losses after slot timing, WFRP-94 extra attack
profiles: exact rational arithmetic, each slot rounded on its own, halves up."""

from __future__ import annotations

from fractions import Fraction


def half_up(x: Fraction) -> int:
    return int((x + Fraction(1, 2)).__floor__())


def slot_times(ei: int, attacks: int) -> list[int]:
    """Blow k of A lands at EI * (A - k + 1) / A: 72/3 -> 72, 48, 24; 33/2 -> 33, 17."""
    if attacks <= 0:
        return []
    return [half_up(Fraction(ei * (attacks - k + 1), attacks)) for k in range(1, attacks + 1)]


def after_take_up(slots: list[int], loss: int) -> list[int]:
    """WFRP-39: subtract the take-up loss from every slot, drop any at 0 or less."""
    return [s - loss for s in slots if s - loss > 0]
