"""Burning oil, holy water and torches (ACKS-102 to ACKS-112)."""

from __future__ import annotations

import math

from affray.kernel.geometry import squares as sq

from .throws import succeeds

SCATTER_DICE = {"short": "1d10", "medium": "2d10", "long": "5d10"}  # ACKS-106
PATCH_ROUNDS = 60  # ACKS-109 Default: a turn


def impact_point(origin, aim, walls: set) -> tuple[int, int]:
    """ACKS-102: if the line to the aim point is blocked, the impact point is the square
    where it is blocked (the last open square before the obstacle)."""
    last = origin
    for s in sq.line(origin, aim) + [aim]:
        if s in walls:
            return last
        last = s
    return aim


def result(die: int, total: int, value: int, ac: int) -> str:
    """ACKS-103..106: fumble on a natural 1; direct hit vs value + AC; splash vs the value
    alone (AC ignored); otherwise a miss."""
    if die == 1:
        return "fumble"
    if succeeds(die, total, value + ac):
        return "direct"
    if succeeds(die, total, value):
        return "splash"
    return "miss"


def engaged_target_penalty(target_engaged_with_ally: bool, precise: bool) -> int:
    """ACKS-107: oil may be thrown into a melee at -4 (0 with Precise Shooting)."""
    return -4 if target_engaged_with_ally and not precise else 0


def _round_half_away(v: float) -> int:
    return int(math.floor(abs(v) + 0.5)) * (1 if v >= 0 else -1)


def scatter(origin, impact, clock: int, feet: int) -> tuple[int, int]:
    """ACKS-106 Default: 12 o'clock straight on along origin -> impact, 6 back toward the
    thrower, each hour 30 degrees clockwise seen from above; rounded per axis."""
    dx, dy = impact[0] - origin[0], impact[1] - origin[1]
    base = math.atan2(dx, dy) if (dx or dy) else 0.0  # clockwise from north
    ang = base + math.radians(30 * (clock % 12))
    squares = feet / 5
    return (impact[0] + _round_half_away(squares * math.sin(ang)),
            impact[1] + _round_half_away(squares * math.cos(ang)))


def splashed(landing, squares_of_creatures: dict[int, list]) -> list[int]:
    """Creatures within 5' of (or at) the landing square, by id."""
    out = []
    for eid, squares in sorted(squares_of_creatures.items()):
        if any(max(abs(s[0] - landing[0]), abs(s[1] - landing[1])) <= 1 for s in squares):
            out.append(eid)
    return out


def flask_effect(kind: str, outcome: str, target: str = "creature") -> dict:
    """What a thrown flask or torch does (dice as strings; 'next' repeats next round at
    the same count). kind: oil | holy water | unholy water | torch."""
    if kind == "torch":  # ACKS-111: not an area weapon
        return {"direct": {"now": "1d4"}, "splash": {"now": "1"},
                "miss": {"scatter": True, "lit": True},
                "fumble": {"scatter": True, "lit": False}}[outcome]
    if outcome == "direct":
        if target == "wooden structure":
            return {"structure": 1}
        return {"now": "1d8", "next": "1d8", "splash_others": "1d3"}
    if outcome == "splash":
        return {"splash_all": "1d3"}
    if outcome == "fumble":  # ACKS-105: the thrower takes a direct hit, no splash
        return {"self": "1d8", "next": "1d8"}
    return {"scatter": True, "splash_all": "1d3"}


def holy_water_harms(kind: str, alignment: str, enchanted: bool) -> tuple[bool, str]:
    """ACKS-110: holy water hurts chaotic enchanted creatures (luminous), unholy water
    lawful enchanted ones (necrotic); both extraordinary; nothing else is harmed."""
    if kind == "holy water":
        return enchanted and alignment == "chaotic", "luminous"
    if kind == "unholy water":
        return enchanted and alignment == "lawful", "necrotic"
    return True, "fire"


def ignite(oiled: str) -> dict:
    """ACKS-108: unlit oil lit later: 1d3 if splashed, 1d8 and 1d8 next round if hit."""
    return {"splash": {"now": "1d3"}, "direct": {"now": "1d8", "next": "1d8"}}[oiled]


def patch_burns(started_in: bool, entered: bool, rounds_burning: int) -> str | None:
    """ACKS-109: a poured, lit patch deals 1d8 to whoever starts its initiative in it or
    enters it, for a turn."""
    if rounds_burning >= PATCH_ROUNDS:
        return None
    return "1d8" if started_in or entered else None


def damage_bonus(str_mod: int, class_bonus: int) -> int:
    """ACKS-112: no STR or class bonus on oil, holy water or torches."""
    return 0
