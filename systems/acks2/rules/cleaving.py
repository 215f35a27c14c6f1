"""Cleave bookkeeping the engine's simple chain does not need (ACKS-149 to ACKS-152) and
clambering (ACKS-173)."""

from __future__ import annotations


def step_keeps_engagers(engagers: list, still_engaging: set, overran: set = frozenset()) -> bool:
    """ACKS-149: after the 5' step the attacker is still engaged by every enemy that
    engaged it, except those it has just overrun."""
    return all(e in still_engaging or e in overran for e in engagers)


def cleave_kind(first: str, stepped: bool) -> str:
    """ACKS-150: charge/countercharge +2 and impact go on only with a step before each."""
    if first in ("charge", "countercharge") and stepped:
        return first
    return "melee"


def set_impact_continues(target_charged: bool, chain_intact: bool) -> bool:
    """ACKS-151: impact after a set-for-charge only while each new target also charged."""
    return chain_intact and target_charged


def backstab_continues(eligible_at_start: set, target, chain_intact: bool) -> bool:
    """ACKS-152: +4 and extra damage while each target was eligible at the routine's start."""
    return chain_intact and target in eligible_at_start


def clamber_mods(who: str) -> int | None:
    """ACKS-173: the climber +2 and the creature vulnerable (+2); the creature attacks the
    climber at -4 if a limb reaches its back, not at all otherwise."""
    return {"climber": 4, "mount_with_reach": -4, "mount_without_reach": None}[who]


def fall_dice(height_ft: int) -> int:
    """ACKS-173: 1d6 per 10' fallen from more than 10' at the shoulder."""
    return height_ft // 10 if height_ft > 10 else 0
