"""Damage, death and the morale checks they trigger (SP-83, SP-127).

`apply` takes damage already rolled (a list of `Hit`): it emits `Damaged` for each, then
`Died` for every figure at 0 hit points or fewer, then the morale triggers: a leader
killed, casualty thresholds, a lone monster at half its hit points.
"""

from __future__ import annotations

from typing import Iterable

from affray.kernel.components import Vitals
from affray.kernel.events import Damaged, Died

from .. import figures as F
from ..damage import is_dead
from .triggers import on_damage, on_death

__all__ = ["apply"]


def apply(ctx, hits: Iterable) -> list[int]:
    """Apply hits in order; returns the ids of figures killed."""
    state = ctx.state
    before: dict[int, int] = {}
    order: list[int] = []
    for h in hits:
        if h.amount <= 0 or state.get(h.target, Vitals).dead:
            continue
        if h.target not in before:
            before[h.target] = F.hp_left(state, h.target)
            order.append(h.target)
        ctx.emit(Damaged(h.target, h.amount))
    killed = []
    for t in order:
        if is_dead(F.hp_left(state, t)):
            ctx.emit(Died(t))
            killed.append(t)
    for t in order:
        if t in killed:
            on_death(ctx, t)
        else:
            on_damage(ctx, t, before[t])
    return killed
