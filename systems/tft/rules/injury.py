"""Reactions to injury: wounds, knock-down, ST 3 or less, unconsciousness, death.

TFT-06 (ST is the hit pool), TFT-127 (5+ hits: -2 DX next turn), TFT-128 (hits add up within a
turn), TFT-129 (ST 3 or less: -3 DX), TFT-130 (8+ hits: falls), TFT-131 (ST 1 unconscious,
0 dead), TFT-132 (giant: 9 and 16).
"""

from __future__ import annotations

from affray.components.tft import Figure, Status
from affray.kernel.components import Vitals
from affray.kernel.events import Died

from ..events import Collapsed, PostureSet
from ..tables.creatures import of as _creature
from ..tables.tft_tables import INJURY_THRESHOLDS, LOW_ST

ALIVE, UNCONSCIOUS, DEAD = "alive", "unconscious", "dead"


def current_st(basic_st: int, hits: int) -> int:
    """TFT-06: hits come off the figure's ST."""
    return basic_st - hits


def wounded(hits_this_turn: int, giant: bool = False) -> bool:
    """TFT-127, TFT-128, TFT-132: -2 DX on the next turn."""
    return hits_this_turn >= INJURY_THRESHOLDS["giant" if giant else "normal"][0]


def knocked_down(hits_this_turn: int, giant: bool = False) -> bool:
    """TFT-128, TFT-130, TFT-132: falls down at once."""
    return hits_this_turn >= INJURY_THRESHOLDS["giant" if giant else "normal"][1]


def low_st(st: int) -> bool:
    """TFT-129: -3 DX for the rest of the fight."""
    return st <= LOW_ST


def life(st: int) -> str:
    """TFT-131: current ST 1 is unconscious, 0 or less is dead."""
    if st <= 0:
        return DEAD
    if st == 1:
        return UNCONSCIOUS
    return ALIVE


def is_giant(state, eid: int) -> bool:
    """TFT-132: the giant's thresholds (9 and 16) are a three-hex figure's."""
    c = _creature(state, eid)
    return c is not None and c.hexes > 1


def react(ctx, eid: int) -> None:
    """TFT-128..131, after a figure takes hits: death, unconsciousness, or falling down."""
    state = ctx.state
    v = state.get(eid, Vitals)
    if v.dead:
        return
    s = state.get(eid, Status)
    st = life(state.get(eid, Figure).st - v.hits)
    if st == DEAD:
        ctx.emit(Died(eid))
    elif st == UNCONSCIOUS:
        if not s.unconscious:
            ctx.emit(Collapsed(eid))
    elif knocked_down(s.hits, is_giant(state, eid)) and s.posture not in ("knocked", "hth"):  # TFT-119: in HTH, dazed
        ctx.emit(PostureSet(eid, "knocked"))
