"""The charge table (section 3.3.3, SP-35, SP-86): bonus inches and the least run for
the charge's effects."""

from __future__ import annotations

__all__ = ["CHARGE"]

CHARGE = {"horse_bonus": 6, "foot_bonus": 3, "plate_foot_bonus": 0, "max_turn": 45.0,
          "min_move": 3.0}
