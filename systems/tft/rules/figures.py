"""Creating a figure: attribute budgets, carrying limits, ready equipment, derived values.

TFT-04 (human budget), TFT-05 (racial budgets), TFT-07 (weapon ST uses starting ST),
TFT-10 (two weapons plus a dagger; a shield counts), TFT-11 (two-handed weapons and shields),
TFT-14 (the record card: adjDX and hits stopped with and without the shield),
TFT-45 (movement allowance by race and armor).
"""

from __future__ import annotations

import difflib

import msgspec as _ms

from ..tables.tft_tables import ARMOR, DAGGERS, RACES, SHIELDS, WEAPONS


def check_attributes(race: str, st: int, dx: int) -> str | None:
    """TFT-04, TFT-05: why (race, ST, DX) is not a legal starting figure, or None."""
    r = RACES.get(race)
    if r is None:
        return f"unknown race {race!r} (expected one of {', '.join(sorted(RACES))})"
    if st < r.min_st:
        return f"ST {st} is below the {race} minimum of {r.min_st}"
    if dx < r.min_dx:
        return f"DX {dx} is below the {race} minimum of {r.min_dx}"
    if st + dx != r.total:
        return f"ST + DX is {st + dx}; a {race} has exactly {r.total}"
    return None


def can_use(basic_st: int, weapon: str, crossbow_min_st: int = 0) -> bool:
    """TFT-07: the weapon's ST is compared with the figure's basic (starting) ST."""
    w = WEAPONS[weapon]
    need = crossbow_min_st if w.is_crossbow else w.min_st
    return basic_st >= need


def check_equipment(
    basic_st: int,
    armor: str,
    weapons: list[str] | tuple[str, ...],
    shield: str | None,
    ready: str | None,
    shield_ready: bool,
    crossbow_min_st: int = 0,
) -> str | None:
    """TFT-07, TFT-10, TFT-11: why this load-out is illegal, or None."""
    if armor not in ARMOR:
        return f"unknown armor {armor!r} (expected one of {', '.join(sorted(ARMOR))})"
    if shield is not None and shield not in SHIELDS:
        return f"unknown shield {shield!r} (expected one of {', '.join(sorted(SHIELDS))})"
    for w in weapons:
        if w not in WEAPONS:
            near = difflib.get_close_matches(w, WEAPONS, 1)
            hint = f"did you mean {near[0]!r}? " if near else ""
            return f"unknown weapon {w!r} ({hint}expected one of {', '.join(sorted(WEAPONS))})"
        if not can_use(basic_st, w, crossbow_min_st):
            return f"{w} needs ST {WEAPONS[w].min_st or crossbow_min_st}; basic ST is {basic_st}"
    daggers = [w for w in weapons if w in DAGGERS]
    others = len(weapons) - len(daggers) + (shield is not None)
    if len(daggers) > 1:
        return "a figure may carry only one dagger or main-gauche"
    if others > 2:
        return "a figure may carry only two weapons (a shield counts as one) plus a dagger"
    if ready is not None and ready not in weapons:
        return f"ready weapon {ready!r} is not carried"
    if shield_ready and shield is None:
        return "shield_ready without a shield"
    if shield_ready and ready is not None and WEAPONS[ready].two_handed:
        return f"{ready} is two-handed: the shield must be slung while it is ready"
    return None


def movement_allowance(race: str, armor: str, leather_ma: int = 8) -> int:
    """TFT-45: MA by race and armor; a human's leather MA is the option `leather_ma`."""
    if race == "elf" or armor != "leather":
        return RACES[race].ma[armor]
    return leather_ma


def personal_dx(
    dx: int,
    armor: str,
    shield: str | None,
    shield_ready: bool,
    *,
    wounded: bool = False,
    low_st: bool = False,
    main_gauche_dx: int = 0,
) -> int:
    """TFT-08, TFT-65: basic DX adjusted for everything that does not depend on the target."""
    adj = dx + ARMOR[armor].dx + main_gauche_dx
    if shield is not None and shield_ready:
        adj += SHIELDS[shield].dx
    if wounded:
        adj -= 2
    if low_st:
        adj -= 3
    return adj


class RecordCard(_ms.Struct, frozen=True):
    """TFT-14: what the record sheet shows (Ragnar's card)."""

    adj_dx: int  # shield slung
    adj_dx_shield: int  # shield ready
    stops: int  # armor only
    stops_shield: int  # armor plus the ready shield
    ma: int


def record_card(dx: int, race: str, armor: str, shield: str | None, leather_ma: int = 8) -> RecordCard:
    s = SHIELDS[shield].stops if shield else 0
    a = ARMOR[armor].stops
    return RecordCard(
        adj_dx=personal_dx(dx, armor, shield, False),
        adj_dx_shield=personal_dx(dx, armor, shield, shield is not None),
        stops=a,
        stops_shield=a + s,
        ma=movement_allowance(race, armor, leather_ma),
    )
