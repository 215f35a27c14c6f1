"""Shield rush: slamming a ready shield into an enemy to floor him. TFT-80, TFT-81.

A figure with a ready shield (small or large) may make the attack of option (b) or (h) a
rush instead of a weapon blow. It is an attack in every respect (front hexes, facing bonuses,
4 dice against a defender, attack order); a missed roll does nothing; a rush never causes
hits, so it never earns a forced retreat. A target that is hit rolls to stay afoot against
its personal adjDX: 3 dice when the rusher's original ST is at least its own, 2 dice when the
rusher is weaker; a 12 on 2 dice and 16-18 on 3 dice always fail. A target whose original ST
is more than twice the rusher's is unaffected and rolls nothing.

Options: `rush_fumbles` (TFT-80: 17/18 drop or break the shield), `rush_save_dx` (TFT-81:
the adjDX the saving roll is made against), `rush_giant` (not in the checklist: whether the
text's "shield-rushing a giant is pointless" is more than the ST rule).
"""

from __future__ import annotations

from affray.components.tft import Figure, Kit, Status

from .. import events as _E
from ..events import ShieldRushed
from ..tables import creatures as _creatures
from . import lookup as _L
from . import strike as _S

RUSH_OPTIONS = frozenset("bh")  # TFT-80: the charge attack and the regular (shift) attack
RUSH = "rush"  # the attack kind, beside the weapon's "melee" | "thrown" | "missile"
SHIELDS = ("small shield", "large shield")
AUTO_FALL = {2: frozenset({12}), 3: frozenset({16, 17, 18})}  # TFT-81


def can_rush(option: str, shield: str, shield_ready: bool, has_front: bool) -> bool:
    """TFT-80: a standing figure with a ready shield, under option (b) or (h)."""
    return option in RUSH_OPTIONS and shield in SHIELDS and shield_ready and has_front


def save_dice(rusher_st: int, target_st: int) -> int:
    """TFT-81: dice of the target's saving roll, from ORIGINAL (basic) ST; 0 means the rush
    has no effect at all (the target is more than twice as strong) and nothing is rolled."""
    if target_st > 2 * rusher_st:
        return 0
    return 3 if rusher_st >= target_st else 2


def stays_up(total: int, dice: int, adj_dx: int) -> bool:
    """TFT-81: the target keeps its feet on a total at most its adjDX; 12 on two dice and
    16, 17, 18 on three always fail; low totals give no automatic success."""
    if total in AUTO_FALL[dice]:
        return False
    return total <= adj_dx


def fumble_effect(fumble: str, rush_fumbles: bool = True) -> str:
    """TFT-80 default: a 17 drops the shield (in the rusher's hex), an 18 breaks it."""
    return fumble if rush_fumbles else ""


def pointless(rusher_st: int, target_st: int, target_hexes: int = 1, rush_giant: str = "st_rule") -> bool:
    """True when a rush can never floor the target: more than twice the rusher's ST, or a
    giant (a figure of more than one hex) under option `rush_giant` = "never"."""
    if rush_giant == "never" and target_hexes > 1:
        return True
    return save_dice(rusher_st, target_st) == 0


# -- the system ----------------------------------------------------------------------------

def targets(state, eid: int) -> list[list]:
    """TFT-80: [enemy, RUSH] for each standing enemy in the front hexes of a figure that
    took (b) or (h) in mode "rush" (the option choice "b:rush" or "h:rush")."""
    s = state.get(eid, Status)
    k = state.get(eid, Kit)
    if s.mode != RUSH or not can_rush(s.option, k.shield, k.shield_ready, _L.has_front(state, eid)):
        return []
    out = []
    for h in _creatures.front_hexes_of(state, eid, _L.hex_of(state, eid)):
        for o in _L.occupants(state, h):
            if _L.enemies(state, eid, o) and _L.has_front(state, o) and [o, RUSH] not in out:
                out.append([o, RUSH])  # (a giant may stand in two of them)
    return sorted(out)


def order_dx(state, a: int, t: int) -> int:
    """TFT-20, TFT-80: a rush is ordered like any melee attack on that target."""
    return _S.adj_dx_against(state, a, t, _S.MELEE, "", with_range=False)


def rush(ctx, a: int, t: int) -> None:
    """TFT-80, TFT-81: roll to hit as a melee attack (4 dice against a defender); a hit
    makes the target roll to stay afoot, or fall at once (it loses its attack, TFT-22)."""
    state = ctx.state
    k = state.get(a, Kit)
    shield = k.shield
    res = _S.roll(ctx, a, t, shield, RUSH, _S.adj_dx_against(state, a, t, _S.MELEE, ""),
                  _S.dice_against(state, t, _S.MELEE))
    effect = fumble_effect(res.fumble, ctx.option("rush_fumbles"))
    if effect == "drop":
        here = _L.hex_of(state, a)
        ctx.emit(_E.WeaponDropped(a, shield, here[0], here[1]))
    elif effect == "break":
        ctx.emit(_E.WeaponBroken(a, shield))
    if not res.hit or not _L.has_front(state, t):
        return
    c = _creatures.of(state, t)
    if pointless(state.get(a, Figure).st, state.get(t, Figure).st, c.hexes if c is not None else 1,
                 ctx.option("rush_giant")):
        n = 0
    else:
        n = save_dice(state.get(a, Figure).st, state.get(t, Figure).st)
    if n == 0:
        ctx.emit(ShieldRushed(a, t, 0, 0, False))
        return
    total = sum(ctx.roll("save", n))
    fell = not stays_up(total, n, _L.personal_adj_dx(state, t))
    ctx.emit(ShieldRushed(a, t, n, total, fell))
    if fell:
        ctx.emit(_E.PostureSet(t, "knocked"))
