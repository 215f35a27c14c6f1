"""Forcing retreat at the end of the turn: TFT-125, TFT-126.

A figure that hit an enemy this turn with an attack neither missile nor thrown, for at least
one hit past protection, and took no hits itself, may push that enemy one hex into a vacant
hex (or one holding only fallen figures), then stay or step into the hex the enemy left
when nothing but fallen figures is left in it (with a saving roll onto a body).
Victors are taken in attack order; each victim is pushed at most once; the pushed figure
keeps its facing and makes no saving roll.
"""

from __future__ import annotations

from affray.components.tft import Status
from affray.kernel.events import Moved
from affray.kernel.geometry.hexgrid import neighbours
from affray.kernel.options import ListOptions

from .. import events as E
from . import giant as GI
from . import giant_moves as GM
from .choices import choose
from .hth import IN_HTH
from .lookup import conscious, hex_of
from .movement import BODY, EMPTY, hex_kind, step_into, walls

DECLINE = "none"


def may_push(state, victor: int) -> list[int]:
    """TFT-125: the victims this figure may push back now."""
    s = state.get(victor, Status)
    if s.hits > 0 or not s.victims or not conscious(state, victor):
        return []
    return [v for v in s.victims if conscious(state, v) and not state.get(v, Status).pushed
            and state.get(v, Status).posture != IN_HTH]  # TFT-125: never out of a brawl


def forced_retreats(ctx, order: list[int]):
    state = ctx.state
    blocked = walls(state)
    for victor in dict.fromkeys(order):
        for victim in may_push(state, victor):
            if GI.involved(state, victor, victim):  # TFT-139: a triangle pushes or is pushed
                to = yield from GM.forced_retreat(ctx, victor, victim)
                if to is not None:
                    yield from advance(ctx, victor, to)
                continue
            there = hex_of(state, victim)
            room = [list(n) for n in neighbours(there)
                    if n not in blocked and hex_kind(state, n) in (EMPTY, BODY)]
            if not room:
                continue
            choice = yield from choose(ctx, victor, "retreat", ListOptions(room + [DECLINE]))
            if choice == DECLINE:
                continue
            ctx.emit(E.ForcedRetreat(victor, victim))
            ctx.emit(Moved(victim, choice[0], choice[1]))
            yield from advance(ctx, victor, there)


def advance(ctx, victor: int, there):
    """TFT-126: the victor may step into the hex the victim left (a giant: the anchor
    `giant_moves.forced_retreat` found), unless the victor is in HTH (TFT-48: no move until it
    disengages; it hit the victim before the brawl began) or a live figure still lies there
    (TFT-50: a brawl's other survivor may, and a figure stops on a live one only to start HTH);
    stepping onto a body takes TFT-51's saving roll, and a miss drops the victor there."""
    state = ctx.state
    if state.get(victor, Status).posture == IN_HTH:
        ctx.emit(E.Note(victor, "TFT-48: in HTH, no advance after the push"))
        return
    if not GI.is_giant(state, victor) and hex_kind(state, there) not in (EMPTY, BODY):
        ctx.emit(E.Note(victor, f"TFT-50: no advance into {list(there)}, a figure is still in it"))
        return
    step = yield from choose(ctx, victor, "advance", ListOptions(["stay", "advance"]))
    if step != "advance":
        return
    yield from step_into(ctx, victor, there)
