"""One morale check: a group's members, a figure's T6 modifier and the 2d6 roll (SP-128, SP-133).

Shared by the triggers, flight and rallies, so it sits below all of them."""

from __future__ import annotations

from affray.components.starkpool import Combatant, Gear

from ...events import MoraleChecked
from ...tables.morale import morale_modifier, never_checks, passes
from .. import figures as F

__all__ = ["groups", "group_of", "exempt", "figure_modifier", "roll_check"]


# -- morale as systems: triggers fire at once, at any point of the round -------------------

def groups(state) -> dict[tuple[int, str], list[int]]:
    """(side, group) -> member ids; membership never changes, so it is cached."""
    cache = state.derived.get("_sp_groups")
    if cache is None or cache[0] != len(state.entities):
        index: dict[tuple[int, str], list[int]] = {}
        for eid, c in state.query(Combatant):
            index.setdefault((state.side[eid], c.group), []).append(eid)
        cache = state.derived["_sp_groups"] = (len(state.entities), index)
    return cache[1]


def group_of(state, eid: int) -> list[int]:
    return groups(state)[(state.side[eid], state.get(eid, Combatant).group)]


def exempt(state, eid: int) -> bool:
    c = state.get(eid, Combatant)
    return (not F.present(state, eid) or c.player or never_checks(c.tags, state.tables["morale"])
            or bool(F.cond(state, eid, "fearless")))


def figure_modifier(state, eid: int, leader: int = 0) -> int:
    """SP-133 for one figure, with its group's strength and (living) leader."""
    c = state.get(eid, Combatant)
    members = group_of(state, eid)
    left = sum(1 for e in members if F.present(state, e))
    if not leader:
        leader = next((e for e in members if state.get(e, Combatant).leader
                       and F.present(state, e)), 0)
    cha = state.get(leader, Combatant).cha if leader else None
    base = "troop" if c.kind == "troop" else "monster" if c.kind == "monster" else "character"
    tags = list(c.tags) + (["plate"] if state.get(eid, Gear).armor == "plate" else []) + (
        ["cavalry"] if F.mounted(state, eid) else [])
    return morale_modifier(base, c.troop_class, c.level, int(F.hd(state, eid).dice), tags,
                           state.map.daylight, cha, left, max(len(members), c.group_size),
                           0, state.tables["morale"])


def roll_check(ctx, eid: int, reason: str, leader: int = 0) -> bool:
    """SP-128: 2d6 + modifiers >= 7; emits MoraleChecked for `eid`. No dice where no throw
    can change the result (2 already passes, or 12 still fails): the total is then the
    modifier alone."""
    mod = figure_modifier(ctx.state, eid, leader)
    table = ctx.state.tables["morale"]
    if passes(2, mod, table) or not passes(12, mod, table):
        ok = passes(2, mod, table)
        ctx.emit(MoraleChecked(eid, reason, mod, ok))
        return ok
    dice = ctx.roll("morale", 2, 6)
    ok = passes(sum(dice), mod, table)
    ctx.emit(MoraleChecked(eid, reason, sum(dice) + mod, ok))
    return ok
