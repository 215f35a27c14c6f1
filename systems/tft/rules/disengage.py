"""Disengaging: option (l). TFT-38, TFT-120, TFT-121.

During movement the figure shifts or stands still (phases.movement); at its slot in the attack
phase (its personal adjDX) it steps one hex in any direction instead of attacking, and may
face as it likes. A step onto an enemy's hex is an HTH attempt (TFT-108, TFT-120), not an
attack; a giant's whole triangle steps (TFT-139).
"""

from __future__ import annotations

from affray.kernel.geometry.hexgrid import neighbours

from .. import events as E
from . import giant as GI
from . import giant_moves as GM
from . import hth_entry as HE
from .choices import choose
from .lookup import conscious, hex_of
from .movement import BODY, EMPTY, Destinations, choose_facing, hex_kind, step_into, walls


def step_away(ctx, eid: int):
    state = ctx.state
    if GI.is_giant(state, eid):  # TFT-139: its whole triangle steps one hex
        yield from GM.step_away(ctx, eid)
        return
    here = hex_of(state, eid)
    blocked = walls(state)
    dests = {n: (1, here) for n in neighbours(here)
             if n not in blocked and hex_kind(state, n) in (EMPTY, BODY)}
    dests.update(HE.step_entries(state, eid))  # TFT-120: onto a figure to try HTH
    if not dests:
        ctx.emit(E.Note(eid, "no hex to disengage into"))
        return
    end = yield from choose(ctx, eid, "step", Destinations(dests))
    end = (end[0], end[1])
    if HE.enterable(state, eid, end) is not None:  # TFT-108, TFT-120: an HTH attempt
        inside = yield from HE.enter(ctx, eid, end, here)
        if not inside and conscious(state, eid):
            yield from choose_facing(ctx, eid)
        return
    yield from step_into(ctx, eid, end)  # TFT-51
