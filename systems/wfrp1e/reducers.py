"""Reducers: the only writers of the ruleset's components."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.components import Vitals

from . import events as E
from .rules.geometry import refresh

_COMPONENTS = {"Fight": Fight, "Kit": Kit, "Profile": Profile}


def set_field(state, ev: E.Set) -> None:
    setattr(state.get(ev.entity, _COMPONENTS[ev.component]), ev.field, ev.value)


def initiative(state, ev: E.Initiative) -> None:
    f = state.get(ev.entity, Fight)
    f.ei = ev.ei
    f.slots = list(ev.slots)


def slot_used(state, ev: E.SlotUsed) -> None:
    f = state.get(ev.entity, Fight)
    if ev.slot in f.slots:
        f.slots.remove(ev.slot)


def hurt(state, ev: E.Hurt) -> None:
    f = state.get(ev.entity, Fight)
    f.wounds = ev.wounds
    state.get(ev.entity, Vitals).hits += ev.damage
    if ev.counts and ev.attacker:
        f.taken += ev.damage
        a = state.get(ev.attacker, Fight)
        a.caused += ev.damage
        if ev.entity not in a.fought:
            a.fought.append(ev.entity)
        if ev.attacker not in f.fought:
            f.fought.append(ev.attacker)


def engage(state, ev: E.Engage) -> None:
    for x, y in ((ev.a, ev.b), (ev.b, ev.a)):
        foes = state.get(x, Fight).foes
        if y not in foes:
            foes.append(y)
            foes.sort()
    refresh(state, ev.a)
    refresh(state, ev.b)


def part(state, ev: E.Part) -> None:
    for x, y in ((ev.a, ev.b), (ev.b, ev.a)):
        foes = state.get(x, Fight).foes
        if y in foes:
            foes.remove(y)
    refresh(state, ev.a)
    refresh(state, ev.b)


def round_reset(state, ev: E.RoundReset) -> None:
    f = state.get(ev.entity, Fight)
    f.acted = False
    f.target = 0
    f.charged = False
    f.charge_blow_done = False
    f.caused = f.taken = 0
    f.fought = []
    f.off_guard = False
    f.action = ""


def charged(state, ev: E.Charged) -> None:
    state.get(ev.entity, Fight).charged = True


def nothing(state, ev) -> None:
    """Record-only events."""


REDUCERS = {E.Set: set_field, E.Initiative: initiative, E.SlotUsed: slot_used, E.Blow: nothing,
            E.Hurt: hurt, E.Critical: nothing, E.Engage: engage, E.Part: part,
            E.Check: nothing, E.Note: nothing, E.RoundReset: round_reset,
            E.Charged: charged}
