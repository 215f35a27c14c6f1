"""Counter-spells (section 3.4.5).

SP-65  in the Missile phase a caster who did not move, is not in melee and sees an enemy
       caster casting (or reading a scroll) may counter it with a prepared, unused spell of
       the same level or higher.
SP-66  both roll 1d6 + level; the counterer strictly higher: the spell fails and is spent;
       otherwise it works. The counterer's spell is spent either way.
"""
from __future__ import annotations

from typing import Iterable

__all__ = ["may_counter", "counter_spell_for", "countered"]


def counter_spell_for(prepared: Iterable[tuple[str, int]], target_level: int) -> list[str]:
    """SP-65: names of the prepared spells (name, level) able to counter this level."""
    return sorted(name for name, level in prepared if level >= target_level)


def may_counter(moved: float, locked: bool, sees_caster: bool,
                prepared: Iterable[tuple[str, int]], target_level: int) -> str | None:
    """SP-65: None if a counter-spell may be tried, else the reason."""
    if moved > 0:
        return "a caster who moved cannot counter-spell"
    if locked:
        return "a caster in melee cannot counter-spell"
    if not sees_caster:
        return "the enemy caster is not in sight"
    if not counter_spell_for(prepared, target_level):
        return "no prepared spell of that level or higher"
    return None


def countered(counter_total: int, caster_total: int) -> bool:
    """SP-66: the counterer must be strictly higher."""
    return counter_total > caster_total
