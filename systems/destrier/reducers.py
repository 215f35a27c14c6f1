"""Reducers: the only writers of the ruleset's components."""

from __future__ import annotations

from affray.components.destrier import Kit, Ledger, Mount, Status, Turn
from affray.kernel.components import Facing, Position, Vitals
from affray.kernel.sealed import SEALED_REDUCERS

from . import events as E
from .rules.geometry import refresh

_COMPONENTS = {"Status": Status, "Turn": Turn, "Kit": Kit, "Mount": Mount, "Ledger": Ledger}


def blows(state, ev: E.Blows) -> None:
    led = state.get(ev.entity, Ledger)
    if ev.horse:
        led.horse_left = ev.left
    else:
        led.left = ev.left
    if ev.entry == "spend":
        led.spent += ev.amount


def hurt(state, ev: E.Hurt) -> None:
    state.get(ev.entity, Status).damage += ev.amount
    state.get(ev.entity, Vitals).hits += ev.amount


def set_field(state, ev: E.Set) -> None:
    setattr(state.get(ev.entity, _COMPONENTS[ev.component]), ev.field, ev.value)
    if ev.component in ("Status",) and ev.field in ("prone",):
        refresh(state, ev.entity)


def segment(state, ev: E.Segment) -> None:
    pos = state.get(ev.entity, Position)
    pos.x, pos.y = ev.x, ev.y
    state.get(ev.entity, Facing).dir = ev.dir
    state.spatial.move(ev.entity, (ev.x, ev.y))
    refresh(state, ev.entity)


def turn_reset(state, ev: E.TurnReset) -> None:
    t = state.get(ev.entity, Turn)
    fresh = Turn()
    for f in Turn.__struct_fields__:
        setattr(t, f, getattr(fresh, f))


def nothing(state, ev) -> None:
    """Record-only events (checks, strikes, notes)."""


REDUCERS = {E.Initiative: nothing, E.Check: nothing, E.Struck: nothing, E.CardRound: nothing,
            E.Note: nothing, E.Blows: blows, E.Hurt: hurt, E.Set: set_field, E.Segment: segment,
            E.TurnReset: turn_reset, **SEALED_REDUCERS}
