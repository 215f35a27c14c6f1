"""Shooting at troop formations (ACKS-99 to ACKS-101)."""

from __future__ import annotations

FORMATIONS = {"platoon": (30, 15), "company": (120, 60), "battalion": (480, 240),
              "brigade": (1920, 960)}  # ACKS-99: troops, frontage in feet


def victim(ctx, candidates: list[int]) -> int:
    """ACKS-101 Default: the candidates (members and engaged allies) sorted by id, one die
    of that many sides."""
    ordered = sorted(candidates)
    return ordered[ctx.roll("formation victim", 1, len(ordered))[0] - 1]
