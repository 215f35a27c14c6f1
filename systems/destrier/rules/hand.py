"""Hand-to-hand: DS-105 (mixed blows), DS-106 (PUNCH), DS-107 (KICK), DS-108 (hooved kicks)."""

from __future__ import annotations

from .costs import h2h_blows

__all__ = ["h2h_blows", "kick_fall_chance", "kick_bash_chance", "kick_allowed"]


def kick_fall_chance(dex: int) -> int:
    """DS-107: a mounted kicker who misses falls with (10 - floor(DEX/2))%, never below 0."""
    return max(0, 10 - dex // 2)


def kick_bash_chance(dex: int) -> int:
    """DS-107: a kicker hit in the same round is bashed with (20 - DEX)% at DEX 10+, else 20%."""
    return max(0, 20 - dex) if dex >= 10 else 20


def kick_allowed(kicker_mounted: bool, target_mounted: bool, kicker_height: float,
                 monster: bool) -> str | None:
    """DS-107: a man on foot may not kick a mounted man; a monster kicks a rider only if
    taller than 10'."""
    if target_mounted and not kicker_mounted:
        if monster and kicker_height > 10.0:
            return None
        return "DS-107: a figure on foot may not kick a mounted man"
    return None


def hoof_kick_sides(rider_sides: set[str], frontal: tuple[str, ...], mule: bool) -> set[str]:
    """DS-108: a kicking horse kicks through any frontal side its rider is not using; a
    mule kicks in every direction."""
    if mule:
        return {"head", "shield", "sword", "rear"}
    return {s for s in frontal if s not in rider_sides} | {"rear"}
