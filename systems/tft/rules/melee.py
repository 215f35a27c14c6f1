"""A regular melee attack, and the rolls into a brawl after a miss. TFT-59..79 (in
`strike`), TFT-75 (the main-gauche's second attack), TFT-104, TFT-105, TFT-148.
"""

from __future__ import annotations

from affray.components.tft import Kit, Status
from affray.kernel.orders import Order

from .. import events as E
from ..tables import creatures as C
from . import friendly_fire as FF
from . import lookup as L
from . import strike as S
from .brawls import brawl, in_hth
from .hth import IN_HTH


def melee(ctx, a: int, t: int):
    """Generator: a regular attack with the ready weapon (and the main-gauche in double
    mode, TFT-75)."""
    state = ctx.state
    k = state.get(a, Kit)
    weapons = [k.ready]
    if state.get(a, Status).mode == "double" and k.offhand:
        weapons.append("main-gauche")
    here = L.hex_of(state, a)
    for weapon in weapons:
        if weapon not in k.carried or S.dead(state, t):
            continue
        adj = S.adj_dx_against(state, a, t, S.MELEE, weapon)
        dice = S.dice_against(state, t, S.MELEE)
        res = S.roll(ctx, a, t, weapon, S.MELEE, adj, dice)
        fumble = "" if weapon in C.NATURAL_WEAPONS else res.fumble  # TFT-148: never dropped
        if fumble == "drop":
            ctx.emit(E.WeaponDropped(a, weapon, here[0], here[1]))
        elif fumble == "break":
            ctx.emit(E.WeaponBroken(a, weapon))
        if res.hit:
            S.hit(ctx, a, t, weapon, S.MELEE, res.multiplier)
        else:
            yield from after_miss(ctx, a, t, weapon, adj, bool(fumble))


def after_miss(ctx, a: int, t: int, weapon: str, adj: int, fumbled: bool):
    """Generator. TFT-104, TFT-105: a standing figure that missed an enemy in a brawl rolls
    for the others in it: enemies to hit, then friends to miss, until someone is hit; "one by
    one" in the order the attacker chooses for each group (`pile-order`, an order of two or
    more figures, asked when the group is reached). A drop or break ends it (option
    `brawl_fumble_ends`)."""
    state = ctx.state
    if state.get(t, Status).posture != IN_HTH or not FF.rolls_into_pile(in_hth(state, a)):
        return
    if fumbled and state.options.get("brawl_fumble_ends", True):
        return
    pile = brawl(state, L.hex_of(state, t))
    asked = state.options.get("brawl_roll_order", "ask") == "ask"
    for group, aim in zip(FF.pile_groups(t, pile, state.side.get, state.side[a]), (FF.HIT, FF.MISS)):
        if asked and len(group) > 1 and weapon in state.get(a, Kit).carried:
            group = yield from ctx.decide(a, "pile-order", Order(group))
        for o in group:
            if roll_one(ctx, a, o, weapon, adj, aim):
                return


def roll_one(ctx, a: int, o: int, weapon: str, adj: int, aim: str) -> bool:
    """One roll into the pile, to hit or to miss `o`; True when the rolls stop here (someone
    hit, the weapon dropped or broken, or no longer in hand)."""
    state = ctx.state
    if weapon not in state.get(a, Kit).carried:
        return True
    res = S.roll(ctx, a, o, weapon, S.MELEE, adj, 3 if aim == FF.MISS else S.dice_against(state, o, S.MELEE),
                 aim=aim)
    if res.fumble:
        here = L.hex_of(state, a) if aim == FF.HIT else L.hex_of(state, o)
        if res.fumble == "drop":
            ctx.emit(E.WeaponDropped(a, weapon, here[0], here[1]))
        else:
            ctx.emit(E.WeaponBroken(a, weapon))
        return True
    if res.hit:
        S.hit(ctx, a, o, weapon, S.MELEE, res.multiplier)
        return True
    return False
