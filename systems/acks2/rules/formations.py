"""Shooting at troop formations (ACKS-99 to ACKS-101). A combatant's sheet names its
formation as "TYPE:NAME"; the able combatants sharing the name are its members."""

from __future__ import annotations

from affray.components.acks2 import Sheet

FORMATIONS = {"platoon": (30, 15), "company": (120, 60), "battalion": (480, 240),
              "brigade": (1920, 960)}  # ACKS-99: troops, frontage in feet


def victim(ctx, candidates: list[int]) -> int:
    """ACKS-101 Default: the candidates (members and engaged allies) sorted by id, one die
    of that many sides."""
    ordered = sorted(candidates)
    if len(ordered) == 1:
        return ordered[0]  # one candidate: no die to roll
    return ordered[ctx.roll("formation victim", 1, len(ordered))[0] - 1]


def kind(state, t: int) -> str:
    """The formation type of t ("" if it stands in none)."""
    return state.get(t, Sheet).formation.partition(":")[0]


def members(state, t: int) -> list[int]:
    from . import geometry as geo
    name = state.get(t, Sheet).formation
    return [e for e in sorted(state.entities) if geo.able(state, e) and state.get(e, Sheet).formation == name]


def candidates(state, shooter: int, t: int) -> list[int]:
    """ACKS-101: the members, and the shooter's allies engaged with any of them (either way)."""
    from . import geometry as geo
    ms = members(state, t)
    g = state.engagement
    allies = {o for m in ms if m in g for o in list(g.predecessors(m)) + list(g.successors(m))
              if state.side[o] == state.side[shooter] and geo.able(state, o)}
    return sorted(set(ms) | allies)
