"""Turning undead: the roll to beat (section 3.4.2; PLACEHOLDER values)."""

from __future__ import annotations

__all__ = ["TURN_UNDEAD"]

TURN_UNDEAD = {"target": 7, "dice": 2}
