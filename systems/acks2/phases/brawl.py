"""Brawling (ACKS-171): "Normal characters do 1d3 points of nonlethal damage with a punch, or
1d4 with a kick; kicks are rolled at a -2 penalty on the attack throw. Standard Strength
adjustments apply." A character in light, very light or no armor who punches or kicks one in
medium or heavy armor takes the damage himself. Monsters do not brawl (they have natural
attacks)."""

from __future__ import annotations

from affray.components.acks2 import Sheet

from ..rules import attack as atk
from ..rules import damage as dmg
from ..rules.maneuvers import brawl_reflects

BRAWLS = {"punch": "1d3", "kick": "1d4"}
_WEAPON_ONLY = ("magic", "dual_weapon", "offhand_magic")  # the fist is no weapon


def brawl_options(state, a: int, targets: list[int]) -> list[str]:
    if state.get(a, Sheet).natural:
        return []
    return [f"{b}:{t}" for t in targets for b in BRAWLS]


def brawl(ctx, a: int, kind: str, t: int) -> bool:
    """One punch or kick; returns whether the target dropped (then it may cleave)."""
    state = ctx.state
    mods = atk.melee_modifiers(state, a, t, "melee", "kick" if kind == "kick" else "")
    for k in _WEAPON_ONLY:
        mods.pop(k, None)
    hit, _ = atk.throw(ctx, a, t, kind, mods, atk.effective_ac(state, t))
    if not hit:
        return False
    sheet = state.get(a, Sheet)
    amount = dmg.floor_one(atk.roll_damage(ctx, BRAWLS[kind]) + sheet.str_mod)
    victim = a if brawl_reflects(sheet.armor, state.get(t, Sheet).armor) else t
    atk.hurt(ctx, victim, amount, ["bludgeoning"], True, False, a)
    return atk.out_of_action(state, t)
