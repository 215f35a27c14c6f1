"""Drinking a potion, or pouring one down a helpless ally's throat, as an action in lieu of
attacking (ACKS-57: "Drink a potion or pour a potion down a helpless combatant's throat"):
the sheet's potions of cure light injury (`cure_potions`, shared with Treat Injury,
ACKS-137), each healing as the spell does (ACKS-146)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import conditions as cond
from ..rules import geometry as geo

POTION = "cure light injury"


def left(state, e: int) -> int:
    return state.get(e, Sheet).cure_potions - state.get(e, Status).potions_used


def potion_options(state, e: int) -> list[str]:
    """`potion` (drink it: only when hurt) and `potion:ID` (an adjacent helpless ally)."""
    if left(state, e) <= 0 or not cond.can(state, e, "drink_potion"):
        return []
    st = state.get(e, Status)
    out = ["potion"] if st.hp < state.get(e, Sheet).hp or st.nonlethal else []
    for o in sorted(geo.near(state, e, 1)):
        if o != e and state.side[o] == state.side[e] and state.alive(o) \
                and (state.condition(o, "unconscious") or cond.flag(state, o, "helpless")) \
                and sq.touching(geo.area(state, e), geo.area(state, o)):
            out.append(f"potion:{o}")
    return out


def drink(ctx, e: int, arg: str) -> None:
    from .treatment import heal
    ctx.emit(E.Set(e, "potions_used", ctx.state.get(e, Status).potions_used + 1, "ACKS-57"))
    heal(ctx, int(arg) if arg else e, POTION)
