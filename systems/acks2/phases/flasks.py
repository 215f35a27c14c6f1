"""Throwing a lit oil flask in battle (ACKS-102 to ACKS-107): aimed at a creature, resolved
as direct hit, splash, fumble or miss with scatter; the second 1d8 of a direct hit burns at
the same count next round."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import attack as atk
from ..rules import geometry as geo
from ..rules import missiles as mis
from ..rules import oil as O
from ..rules import stats
from ..rules.missiles import can_see
from ..tables.weapons import RANGE_PENALTY


def oil_targets(state, a: int) -> list[int]:
    if state.get(a, Status).oil <= 0:
        return []
    out = []
    for t in sorted(geo.near(state, a, 13)):
        if state.side[t] == state.side[a] or not geo.able(state, t):
            continue
        if state.engagement.has_edge(t, a) or not can_see(state, a, t):
            continue  # ACKS-97
        if mis.band("oil", geo.distance_ft(state, a, t)) is not None:
            out.append(t)
    return out


def burn(ctx, t: int, dice: str, rule: str) -> None:
    amount = atk.roll_damage(ctx, dice)
    atk.hurt(ctx, t, amount, ["fire"], rule=rule)


def splash(ctx, landing, exclude: int = 0) -> None:
    """Everyone within 5' of the landing square saves vs Blast or takes 1d3 fire."""
    state = ctx.state
    squares = {e: sq.squares_of(geo.area(state, e))
               for e in state.entities if geo.able(state, e) and e != exclude}
    for e in O.splashed(landing, squares):
        if not atk.save(ctx, e, "blast", 0, "ACKS-104 oil splash"):
            burn(ctx, e, "1d3", "ACKS-104")


def throw_oil(ctx, a: int, t: int, count: int) -> None:
    state = ctx.state
    sheet = state.get(a, Sheet)
    ctx.emit(E.Set(a, "oil", state.get(a, Status).oil - 1, "ACKS-102"))
    feet = geo.distance_ft(state, a, t)
    band = mis.band("oil", feet)
    mods = {k: v for k, v in (("range", RANGE_PENALTY[band]), ("dex", sheet.dex_mod)) if v}
    pen = O.engaged_target_penalty(mis.target_engaged_with_ally(state, a, t), "precise_shooting" in sheet.profs)
    if pen:
        mods["into_melee"] = pen
    value = stats.attack_value(sheet)
    ac = atk.effective_ac(state, t, "thrown")
    die = ctx.roll("attack", 1, 20)[0]
    total = die + sum(mods.values())
    outcome = O.result(die, total, value, ac)
    ctx.emit(E.Throw(a, t, "oil", die, total, value + ac, outcome == "direct",
                     outcome + (";" + ",".join(f"{k}{v:+d}" for k, v in sorted(mods.items())) if mods else "")))
    target_sq = geo.centre(state, t)
    if outcome == "direct":
        burn(ctx, t, "1d8", "ACKS-103")
        ctx.emit(ConditionSet(t, "burning", [state.round + 1, count]))
        splash(ctx, target_sq, exclude=t)
    elif outcome == "splash":
        splash(ctx, target_sq)
    elif outcome == "fumble":
        burn(ctx, a, "1d8", "ACKS-105")
        ctx.emit(ConditionSet(a, "burning", [state.round + 1, count]))
    else:
        clock = ctx.roll("scatter direction", 1, 12)[0]
        feet_off = atk.roll_damage(ctx, O.SCATTER_DICE[band], "scatter distance")
        landing = O.scatter(geo.centre(state, a), target_sq, clock, feet_off)
        ctx.emit(E.Note(a, f"oil lands at {landing[0]},{landing[1]}", "ACKS-106"))
        splash(ctx, landing)


def burning_now(ctx, count: int) -> None:
    """ACKS-103: the second 1d8 at the same count of the next round."""
    state = ctx.state
    for e in state.entities:
        b = state.condition(e, "burning", 0)
        if b and list(b) == [state.round, count] and state.alive(e):
            ctx.emit(ConditionSet(e, "burning", 0))
            burn(ctx, e, "1d8", "ACKS-103")
