"""Monster morale table and modifiers (ACKS-192, ACKS-194)."""

from __future__ import annotations

RESULTS = ((2, "frightened"), (5, "faltering"), (8, "fight_on"), (11, "advance"))
TOP = "victory_or_death"
MODIFIERS = {
    "hp_half": -2, "hp_two_thirds": -5, "outnumber": 2, "outnumber_2to1": 5,
    "lost_half": -2, "lost_two_thirds": -5, "cornered": 5,
}


def result(total: int) -> str:
    for top, name in RESULTS:
        if total <= top:
            return name
    return TOP
