"""Step 3, the initiative count (ACKS-18, ACKS-32 to ACKS-36): from 10 (or the highest
number) down to -10, each combatant's segment on its number, delays and waits."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import PhaseStarted

from .. import events as E
from ..rules.geometry import able
from .flasks import burning_now
from .pitch import burning_pitch
from .initiative import tie_order
from .segment import segment

LOWEST = -10


def due(state, count: int) -> list[int]:
    out = []
    for e in state.entities:
        st = state.get(e, Status)
        if st.segment == "pending":
            if st.initiative != count:
                continue
        elif st.segment != "delayed" or (-st.initiative if st.wait_for else st.delay_to) != count:
            continue  # ACKS-33 Default: one still waiting when the awaited never acted acts at the limit
        if able(state, e):
            out.append(e)
    return out


def initiative_count(ctx, sizes: dict[int, int]):
    """Returns whether anyone made an offensive action (ACKS-76)."""
    state = ctx.state
    ctx.emit(PhaseStarted("count"))
    top = max([10] + [state.get(e, Status).initiative for e in state.entities if able(state, e)])
    offensive = False
    for count in range(top, LOWEST - 1, -1):
        burning_now(ctx, count)
        if state.map is not None and state.map.artillery:
            burning_pitch(ctx, count)  # ACKS-123
        actors = due(state, count)
        if not actors:
            continue
        order = yield from tie_order(ctx, actors, sizes)
        for e in order:
            offensive |= yield from segment(ctx, e, count)
            offensive |= yield from waiters(ctx, e, count)
    for e in state.entities:  # ACKS-32: a delay never taken is lost
        st = state.get(e, Status)
        if st.segment in ("pending", "delayed") and state.alive(e):
            ctx.emit(E.Set(e, "segment", "lost", "ACKS-32"))
    return offensive


def waiters(ctx, awaited: int, count: int):
    """ACKS-33: those waiting for `awaited` act right after it, on the same count."""
    state = ctx.state
    acted = False
    for e in state.entities:
        st = state.get(e, Status)
        if st.segment == "delayed" and st.wait_for == awaited and able(state, e):
            acted |= yield from segment(ctx, e, count)
    return acted
