"""WFRP-67 grappling (a hit, then the target's Dex test or held) and WFRP-68 holds (both S
tests each round at the holder's turn, holder first; pressure D6 + S - T - armour)."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel import percentile
from affray.kernel.options import ListOptions

from .. import events as E
from . import damage as dmg
from .checks import test
from .tohit import target_number


def grapple(ctx, attacker: int, target: int):
    """Generator: a grapple blow. Returns True when the target is held."""
    state = ctx.state
    chance, _ = target_number(state, attacker, target)
    roll = ctx.roll("attack", 1, 100)[0]
    hit = percentile.success(roll, chance)
    ctx.emit(E.Blow(attacker, target, chance, roll, hit, "WFRP-67", "grapple"))
    if not hit:
        return False
    if test(ctx, target, "WFRP-67", "Dex", state.get(target, Profile).Dex):
        return False
    ctx.emit(E.Set(target, "Fight", "held_by", attacker, "WFRP-67"))
    ctx.emit(E.Set(attacker, "Fight", "holding", target, "WFRP-67"))
    return True
    yield


def outcome(holder_ok: bool, held_ok: bool) -> str:
    """WFRP-68: continue | pressure | break."""
    if holder_ok == held_ok:
        return "continue"
    return "pressure" if holder_ok else "break"


def keep_hold(ctx, holder: int, deaths, where: str = "body"):
    """The round's S tests; when the holder wins, it "has the option to apply pressure"
    (`pressure`; not doubled, no unarmed modifiers)."""
    from .blow import wound
    state = ctx.state
    held = state.get(holder, Fight).holding
    if not held or not state.alive(held):
        release(ctx, holder)
        return
    a = test(ctx, holder, "WFRP-68", "S", state.get(holder, Profile).S)
    b = test(ctx, held, "WFRP-68", "S", state.get(held, Profile).S)
    result = outcome(a, b)
    ctx.emit(E.Note(holder, "WFRP-68", f"hold: {result}"))
    if result == "break":
        release(ctx, holder)
    elif result == "pressure" and (yield from ctx.decide(holder, "pressure",
                                                         ListOptions([True, False]))):
        d6 = ctx.roll("damage", 1, 6)[0]
        caused = dmg.caused(d6, state.get(holder, Profile).S, state.get(held, Profile).T,
                            dmg.armour_at(state.get(held, Kit), where))
        wound(ctx, held, holder, caused, where, deaths, "melee", True)


def release(ctx, holder: int) -> None:
    state = ctx.state
    held = state.get(holder, Fight).holding
    ctx.emit(E.Set(holder, "Fight", "holding", 0, "WFRP-68"))
    if held:
        ctx.emit(E.Set(held, "Fight", "held_by", 0, "WFRP-68"))
