"""DS-20, DS-21, DS-22 (dex ordering), DS-30, DS-31: initiative for each half-move phase
(DS-84, a pair's own initiative in the melee step, is in rules/pair_initiative.py)."""

from __future__ import annotations

from .. import events as E


def roll_initiative(ctx, phase: int, surprised: int | None = None):
    """DS-21: each side rolls 1d6 in scenario order; higher wins; ties roll again. A
    surprised side loses phase-1 initiative of the first turn without a roll."""
    sides = len(ctx.state.sides)
    if surprised is not None and phase == 1 and sides == 2:
        winner = 1 - surprised
        ctx.emit(E.Initiative(phase, winner, "DS-21"))
        return winner
    while True:
        rolls = [ctx.roll(f"DS-21 initiative {ctx.state.sides[s]}", 1, 6)[0] for s in range(sides)]
        top = max(rolls)
        if rolls.count(top) == 1:
            winner = rolls.index(top)
            ctx.emit(E.Initiative(phase, winner, "DS-21"))
            return winner
    yield


def tmm_attacker(contact_phase: int, w1: int, w2: int) -> int:
    """DS-31: the side that won phase-2 initiative; phase-1's for pairs met in phase 1."""
    return w1 if contact_phase == 1 else w2


def dex_order(ctx, figures: list[int]) -> list[int]:
    """DS-22: descending DEX across both sides; equal DEX broken by a d6 roll-off."""
    from affray.components.destrier import Fighter
    state = ctx.state
    groups: dict[int, list[int]] = {}
    for f in sorted(figures):
        groups.setdefault(state.get(f, Fighter).dex, []).append(f)
    out = []
    for dex in sorted(groups, reverse=True):
        out.extend(_roll_off(ctx, groups[dex]))
    return out


def _roll_off(ctx, tied: list[int]) -> list[int]:
    """Each tied figure rolls a d6 (ascending id); higher goes first; ties roll again."""
    if len(tied) == 1:
        return tied
    rolls = {f: ctx.roll("DS-22 dex roll-off", 1, 6)[0] for f in tied}
    out = []
    for r in sorted(set(rolls.values()), reverse=True):
        out.extend(_roll_off(ctx, [f for f in tied if rolls[f] == r]))
    return out
