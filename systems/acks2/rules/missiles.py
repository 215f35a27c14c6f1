"""Missile attacks (ACKS-92 to ACKS-101, ACKS-24): range bands, line of sight, cover,
firing past or into melee, Precise Shooting, formations."""

from __future__ import annotations

from affray.components.acks2 import Sheet
from affray.kernel.geometry import squares as sq

from ..tables.weapons import RANGE_PENALTY, RANGES
from . import geometry as geo
from .engagement import engaged, engaged_with
from .formations import kind as formation_kind

COVER = {"none": 0, "waist": -2, "chest": -4, "narrow": -4}
FORMATION_REACH = {"platoon": 1, "company": 1, "battalion": 2, "brigade": 4}


def band(weapon: str, feet: int) -> str | None:
    """ACKS-92: short (0), medium (-2), long (-5), or None beyond long range."""
    short, medium, long_ = RANGES[weapon]
    if feet <= short:
        return "short"
    if feet <= medium:
        return "medium"
    if feet <= long_:
        return "long"
    return None


def formation_penalty(weapon: str, feet: int, formation: str) -> int | None:
    """ACKS-100 (and its Default): a platoon at long range counts as medium; a company,
    battalion or brigade takes no penalty out to 1x, 2x, 4x long range. None: illegal."""
    short, medium, long_ = RANGES[weapon]
    if formation == "platoon":
        b = band(weapon, feet)
        return None if b is None else RANGE_PENALTY["medium" if b == "long" else b]
    return 0 if feet <= long_ * FORMATION_REACH[formation] else None


def cover_penalty(cover: str, precise: bool) -> int:
    """ACKS-94/96: -2 waist, -4 chest or narrow; Precise Shooting ignores up to 4 points."""
    pen = COVER[cover]
    return min(0, pen + 4) if precise else pen


def sight_blocked(state, a: tuple[int, int], b: tuple[int, int]) -> bool:
    """ACKS-10: only terrain blocks sight, never combatants or cover."""
    from .movement import walls
    w = walls(state)
    return any(s in w for s in sq.line(a, b))


def can_see(state, a: int, t: int) -> bool:
    """ACKS-09/10: front or flank arc, and no wall in between."""
    if geo.arc(state, a, t) == "rear":
        return False
    return not sight_blocked(state, geo.centre(state, a), geo.centre(state, t))


def through_engaged_allies(state, a: int, t: int) -> bool:
    """ACKS-95 Default: an engaged ally's square lies on the line of fire."""
    line = set(sq.line(geo.centre(state, a), geo.centre(state, t)))
    for e in geo.near(state, a, geo.distance_ft(state, a, t) // 5 + 2):
        if e in (a, t) or state.side[e] != state.side[a] or not geo.able(state, e):
            continue
        if engaged(state, e) and line & set(sq.squares_of(geo.area(state, e))):
            return True
    return False


def target_engaged_with_ally(state, a: int, t: int) -> bool:
    """ACKS-96 Default: an edge either way between the target and an ally of the firer."""
    g = state.engagement
    others = set(g.predecessors(t)) | set(g.successors(t)) if t in g else set()
    return any(state.side[o] == state.side[a] and o != a for o in others)


def shot(state, a: int, t: int, weapon: str, interrupt: bool = False) -> dict[str, int] | None:
    """The modifiers of a shot from a at t, or None when it is not allowed."""
    sheet = state.get(a, Sheet)
    precise = "precise_shooting" in sheet.profs
    if state.side[a] == state.side[t] or not geo.able(state, t):
        return None
    if not interrupt and engaged_with(state, t, a) and state.engagement.has_edge(t, a):
        return None  # ACKS-97 (ACKS-24: interrupts resolve before contact)
    feet = geo.distance_ft(state, a, t)
    form = formation_kind(state, t)
    if form:  # ACKS-100: extra range against a troop formation
        pen = formation_penalty(weapon, feet, form)
        if pen is None:
            return None
    else:
        b = band(weapon, feet)
        if b is None:
            return None
        pen = RANGE_PENALTY[b]
    if not can_see(state, a, t):  # after the range: the dearer test
        return None
    mods = {}
    if pen:
        mods["range"] = pen
    if sheet.dex_mod:
        mods["dex"] = sheet.dex_mod
    magic = max(sheet.missile_magic, sheet.ammo_magic)
    if magic:
        mods["magic"] = magic  # ACKS-98: the higher of weapon and ammunition
    if target_engaged_with_ally(state, a, t) and not form:  # ACKS-101: allies may be struck
        if not precise:
            return None  # ACKS-96
        mods["into_melee"] = -4
    elif through_engaged_allies(state, a, t) and not precise:
        mods["past_melee"] = -4  # ACKS-95
    m = state.map
    cover = m.cover.get(f"{geo.centre(state, t)[0]},{geo.centre(state, t)[1]}", "none") if m else "none"
    c = cover_penalty(cover, precise)
    if c:
        mods["cover"] = c
    if state.condition(t, "prone") and feet > 5:
        mods["target_prone"] = -2
    return mods


def missile_damage_bonus(sheet: Sheet) -> int:
    """ACKS-98: magic weapon + magic ammunition both add to damage."""
    return sheet.missile_magic + sheet.ammo_magic
