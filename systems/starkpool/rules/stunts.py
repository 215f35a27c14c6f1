"""Other maneuvers and stunts (section 3.8).

SP-140 a stunt that affects no enemy: an ability check, d20 at or under the ability
       (gap default; the die size is configurable: d20, d30 or d100).
SP-141 a non-damaging effect on an enemy: hit AC 7 on the attacker's own line (with his
       normal modifiers), whatever the target's real AC; then the target saves.
SP-142 damage without a real weapon: the worst line for that AC (matrices.worst_melee_number).
"""
from __future__ import annotations

__all__ = ["STUNT_AC", "ability_check", "stunt"]

STUNT_AC = 7


def ability_check(roll: int, ability: int) -> bool:
    """SP-140: roll at or under the ability score."""
    return roll <= ability


def stunt(ctx, ability: int, what: str = "stunt") -> bool:
    """SP-140 as a system: one die of the ``stunt_die`` option (logged), at or under the
    ability. What success does is the Judge's (a scripted decision or the host's)."""
    return ability_check(ctx.roll(what, 1, ctx.option("stunt_die"))[0], ability)
