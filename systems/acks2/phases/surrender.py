"""Offering terms (ACKS-200): as an action in lieu of attacking (Default), a combatant
offers terms to a frightened or cowering enemy it can see within 60'. A cowering creature
accepts any terms (the checklist's Default); a frightened one answers through its side's
policy. A creature that accepts is `surrendered`: out of the fight, counted as defeated."""

from __future__ import annotations

from affray.kernel.events import ConditionSet
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import geometry as geo
from ..rules.missiles import can_see


def terms_targets(state, a: int) -> list[int]:
    out = []
    for t in sorted(geo.near(state, a, 13)):
        if state.side[t] == state.side[a] or not geo.able(state, t):
            continue
        if not (state.condition(t, "cowering") or state.condition(t, "frightened")):
            continue
        if geo.distance_ft(state, a, t) <= 60 and can_see(state, a, t):
            out.append(t)
    return out


def offer_terms(ctx, a: int, t: int):
    state = ctx.state
    ctx.emit(E.Note(a, f"offers terms to #{t}", "ACKS-200"))
    if state.condition(t, "cowering"):
        answer = "accept"
    else:
        answer = yield from ctx.decide(t, "surrender", ListOptions(["accept", "refuse"]))
    if answer == "accept":
        ctx.emit(ConditionSet(t, "surrendered", 1))
    return answer == "accept"
