"""Damage: WFRP-48 (D6 + S - T - armour - parry D6, floored), WFRP-50/66 armour per location
and against unarmed blows, WFRP-58 doubling for static targets, WFRP-64 unarmed -3,
WFRP-82/102 additional damage, WFRP-85 stun wounds, WFRP-101 range losses."""

from __future__ import annotations

from affray.components.wfrp1e import Kit

from .checks import check

UNARMED_METAL = {1: 2, 2: 4, 3: 6}


def unarmed_armour(points: int, material: str) -> int:
    """WFRP-66: metal doubles, leather +1 (from 1 point up), other unchanged."""
    if points <= 0:
        return 0
    if material == "metal":
        return points * 2
    if material == "leather":
        return points + 1
    return points


def armour_at(kit: Kit, location: str, unarmed: bool = False, shield_counts: bool = True) -> int:
    """WFRP-50: the worn piece at the location plus a readied shield (1 point everywhere,
    'other' material); the shield is ignored at a fleer's back (WFRP-75)."""
    total = 0
    piece = kit.armour.get(location)
    if piece:
        pts, material = int(piece[0]), str(piece[1])
        total += unarmed_armour(pts, material) if unarmed else pts
    if kit.shield and kit.shield_ready and shield_counts:
        total += 1
    return total


def caused(dice_total: int, strength: int, toughness: int, armour: int, parry: int = 0,
           modifier: int = 0) -> int:
    """WFRP-48: never below 0."""
    return max(0, dice_total + strength + modifier - toughness - armour - parry)


def stun_wounds(first: int, total: int) -> int:
    """WFRP-85: W lost = max(0, total - max(0, first))."""
    return max(0, total - max(0, first))


def additional(ctx, attacker: int, first_die: int, skill: int) -> list[int]:
    """WFRP-82/102: on a bare 6, a d100 against the unmodified characteristic; on success
    D6s until one shows less than 6. Returns the extra dice (empty when none)."""
    if first_die != 6:
        return []
    if not check(ctx, attacker, "WFRP-82", "additional", skill, "additional"):
        return []
    extra = []
    while True:
        d = ctx.roll("extra", 1, 6)[0]
        extra.append(d)
        if d < 6:
            return extra
