"""The morale table (T6) and the arithmetic of a check (section 3.6).

SP-128 2d6 + modifiers >= 7 passes.
SP-131 trapped: the result of the new check.
SP-132 a leader rallies fleeing allies within CHA x 1".
SP-133 T6 modifiers. Gap defaults: one base line (troop class, or +1 per 2 levels for
       characters, or +1 per 2 HD for monsters, max +4) plus the race/type lines;
       at 10% strength or less -3 instead of -2; hired NPC loyalty external (0).
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any, Iterable

__all__ = ["MORALE", "never_checks", "morale_modifier", "passes", "thresholds_crossed",
           "rally_range", "trapped_result", "leader_modifier", "strength_modifier"]

MORALE: dict[str, Any] = {
    "target": 7,
    "never": ["berserker", "dervish"],
    "tags": {"brigand": 1, "cavalry": 1, "plate": 1, "caveman": -1, "hobgoblin": 1,
             "gnoll": 2},
    "daylight": {"orc": -1, "goblin": -1, "kobold": -1},
    "troops": {"noncombatant": -2, "E": -2, "D": -1, "C": 0, "B": 1, "A": 2},
    "level_step": 2, "level_max": 4,
    "powerful_hd": 4,          # gap default: a "single powerful monster" has 4+ HD
    "leader_cha": {"high": [15, 1], "low": [5, -1]},
    # [fraction of starting strength or less, modifier]; the first that applies wins (⚠)
    "strength": [["1/10", -3], ["1/4", -2]],
    "thresholds": {"E": ["1/4", "1/2", "3/4"], "D": ["1/4", "1/2", "3/4"],
                   "noncombatant": ["1/4", "1/2", "3/4"],
                   "C": ["33/100", "66/100", "3/4"], "B": ["1/2", "3/4"], "A": ["1/2", "3/4"]},
}


@lru_cache(maxsize=256, typed=True)
def _fraction(value) -> Fraction:
    """A table's "1/4" (or 0.25) as a Fraction, parsed once: a table may be a scenario's
    override, so the text is the key, not the table."""
    return Fraction(value)


def never_checks(tags: Iterable[str], table=MORALE) -> bool:
    """T6: Berserkers and Dervishes never check morale."""
    return any(t in table["never"] for t in tags)


def leader_modifier(cha: int | None, table=MORALE) -> int:
    if cha is None:
        return 0
    hi, lo = table["leader_cha"]["high"], table["leader_cha"]["low"]
    return hi[1] if cha >= hi[0] else lo[1] if cha <= lo[0] else 0


def strength_modifier(remaining: int, starting: int, table=MORALE) -> int:
    if starting <= 0:
        return 0
    frac = Fraction(remaining, starting)
    for limit, mod in table["strength"]:
        if frac <= _fraction(limit):
            return mod
    return 0


def morale_modifier(base: str, troop_class: str = "C", level: int = 0, hd_dice: int = 0,
                    tags: Iterable[str] = (), daylight: bool = False,
                    leader_cha: int | None = None, remaining: int = 1, starting: int = 1,
                    loyalty: int = 0, table=MORALE) -> int:
    """SP-133: the total modifier; ``base`` is 'troop', 'character' or 'monster'."""
    if base == "troop":
        mod = table["troops"][troop_class]
    else:
        steps = (level if base == "character" else hd_dice) // table["level_step"]
        mod = min(steps, table["level_max"])
    tags = list(tags)
    mod += sum(table["tags"].get(t, 0) for t in tags)
    if daylight:
        mod += sum(table["daylight"].get(t, 0) for t in tags)
    return mod + leader_modifier(leader_cha, table) + strength_modifier(remaining, starting,
                                                                        table) + loyalty


def passes(dice_total: int, modifier: int, table=MORALE) -> bool:
    """SP-128."""
    return dice_total + modifier >= table["target"]


def thresholds_crossed(troop_class: str, starting: int, losses_before: int, losses_after: int,
                       table=MORALE) -> int:
    """SP-127: how many casualty thresholds these losses crossed (each one is a check)."""
    if starting <= 0:
        return 0
    marks = [_fraction(t) for t in table["thresholds"].get(troop_class, [])]
    before, after = Fraction(losses_before, starting), Fraction(losses_after, starting)
    return sum(1 for m in marks if before < m <= after)


def rally_range(cha: int) -> float:
    """SP-132: a leader rallies allies within CHA x 1"."""
    return float(cha)


def trapped_result(passed: bool, can_communicate: bool) -> str:
    """SP-131: 'fight_to_death', 'surrendered' or 'fight_on'."""
    if passed:
        return "fight_to_death"
    return "surrendered" if can_communicate else "fight_on"
