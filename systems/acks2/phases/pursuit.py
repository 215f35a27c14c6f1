"""Pursuit and dropped loot (ACKS-197, ACKS-199).

Fleeing enemies are those frightened, or that retreated or withdrew this round. A
judge-controlled combatant whose latest morale result is Fight On does not pursue them: it
may not charge one, nor march to a square nearer to one than it stands. (Advance and
Pursue, Victory or Death and the adventurers choose freely: the tactical policy chases.)

A combatant carrying treasure (`sheet.treasure`, gp) may drop it all where it stands
(Default: as its combat action, since a segment has no slot for free actions). A monster
that likes treasure (`likes_treasure`) and is not engaged, at the start of its segment,
saves vs Paralysis at +4 once for each pile in sight within 60' worth at least its XP value
(`sheet.xp`); on a failure it stops to take it: it marches as near the pile as it can and
picks it up if it stands on or beside it (Default), and its segment ends.

Rations: a combatant carrying them (`sheet.rations`, days) may drop a day's ration
(`drop_rations`, its combat action; the condition `rations_dropped` counts the days dropped).
A hungry monster of bestial intelligence (Default: the `hungry` flag on a monster of kind
`animal`) makes the same +4 Paralysis save once for each ration pile in sight within 60',
and on a failure stops to take the meal as above."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import attack as atk
from ..rules import geometry as geo
from ..rules.dungeon import features
from ..rules.engagement import engaged
from ..rules.missiles import sight_blocked
from ..rules.morale import pursuit_save_bonus
from ..rules.movement import reachable, speeds


def fleeing(state, e: int) -> bool:
    if not geo.able(state, e):
        return False
    st = state.get(e, Status)
    return bool(state.condition(e, "frightened")) or (st.declared in ("retreat", "withdraw") and st.moved > 0)


def no_pursuit(state, e: int, options: list[str]) -> list[str]:
    """ACKS-197: Fight On forbids chasing the fleeing."""
    if state.get(e, Status).morale != "fight_on" or state.get(e, Sheet).controller != "judge":
        return options
    runners = [o for o in state.entities if state.side[o] != state.side[e] and fleeing(state, o)]
    if not runners:
        return options
    now = {r: geo.distance_ft(state, e, r) for r in runners}
    out = []
    for o in options:
        kind, _, arg = o.partition(":")
        if kind == "charge" and int(arg) in now:
            continue
        if kind == "march":
            x, y = (int(v) for v in arg.split(","))
            fp = geo.area(state, e, (x, y))
            if any(sq.footprint_distance_feet(fp, geo.area(state, r)) < now[r] for r in runners):
                continue
        out.append(o)
    return out


def piles(state, kind: str = "loot") -> dict[tuple[int, int], int]:
    return {s: int(v) for (k, s), v in sorted(features(state).items()) if k == kind and int(v) > 0}


def drop_options(state, e: int) -> list[str]:
    sheet = state.get(e, Sheet)
    out = ["drop_treasure"] if sheet.treasure > 0 and not state.get(e, Status).dropped else []
    return out + (["drop_rations"] if sheet.rations > int(state.condition(e, "rations_dropped", 0)) else [])


def drop_rations(ctx, e: int) -> None:
    """ACKS-199: a day's rations on the ground where e stands."""
    state = ctx.state
    pos = geo.area(state, e)
    here = piles(state, "rations").get((pos.x, pos.y), 0)
    ctx.emit(E.Feature("rations", pos.x, pos.y, str(here + 1)))
    ctx.emit(ConditionSet(e, "rations_dropped", int(state.condition(e, "rations_dropped", 0)) + 1))


def hungry_beast(sheet) -> bool:
    return "hungry" in sheet.profs and sheet.kind == "animal"


def drop(ctx, e: int) -> None:
    state = ctx.state
    pos = geo.area(state, e)
    here = piles(state).get((pos.x, pos.y), 0)
    ctx.emit(E.Feature("loot", pos.x, pos.y, str(here + state.get(e, Sheet).treasure)))
    ctx.emit(E.Set(e, "dropped", True, "ACKS-199"))


def stops_for_loot(ctx, e: int, move_to) -> bool:
    """ACKS-199 at the start of e's segment: True when it stopped to take treasure or a meal."""
    state = ctx.state
    sheet = state.get(e, Sheet)
    lures = [("loot", "", "gp dropped")] * ("likes_treasure" in sheet.profs)
    lures += [("rations", "r:", "days' rations dropped")] * hungry_beast(sheet)
    if not lures or engaged(state, e):
        return False
    seen = list(state.condition(e, "loot_saves", []) or [])
    here = geo.centre(state, e)
    for kind, tag, what in lures:
        for s, value in piles(state, kind).items():
            key = f"{tag}{s[0]},{s[1]}"
            if key in seen or sq.distance_feet(here, s) > 60 or sight_blocked(state, here, s):
                continue
            bonus = pursuit_save_bonus(value, sheet.xp) if kind == "loot" else pursuit_save_bonus(0, sheet.xp, True, True)
            if bonus is None:
                continue
            seen.append(key)
            ctx.emit(ConditionSet(e, "loot_saves", sorted(seen)))
            if atk.save(ctx, e, "paralysis", bonus, f"ACKS-199 {value} {what}"):
                continue
            _take(ctx, e, s, value, move_to, kind)
            return True
    return False


def _take(ctx, e: int, s, value: int, move_to, kind: str = "loot") -> None:
    state = ctx.state
    pos = geo.area(state, e)
    squares = reachable(state, e, speeds(state.get(e, Sheet))["march"])
    if (pos.x, pos.y) != s:
        if not squares:
            return
        best = min(squares, key=lambda q: (sq.distance_feet(q, s), squares[q], q))
        move_to(ctx, e, best, geo.facing_toward((pos.x, pos.y), best, geo.dims(state.get(e, Sheet)) != (1, 1)),
                squares[best], "ACKS-199")
    fp = geo.area(state, e)
    if sq.footprint_distance_feet(s, fp) <= 5:  # Default: picked up on or beside it
        ctx.emit(E.Feature(kind, s[0], s[1], "0"))
        ctx.emit(E.Note(e, f"takes {value} gp" if kind == "loot" else f"eats {value} days' rations", "ACKS-199"))
