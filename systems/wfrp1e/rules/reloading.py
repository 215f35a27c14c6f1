"""A round of loading (WFRP-116, WFRP-120 repriming), WFRP-117 reloading under pressure
(default: the problem follows how badly the Dex test failed), WFRP-106 evasion eligibility."""

from __future__ import annotations

from affray.components.wfrp1e import Kit, Profile
from affray.kernel import percentile

from .. import events as E
from ..tables.missiles import MAGAZINE, RELOAD_FAILURE
from . import geometry as geo
from .missile import is_gun
from .checks import check
from .ranges import capacity, load_rounds


def load_round(ctx, eid: int) -> str:
    """One round spent loading; returns what the round went on (for the spent slots)."""
    state = ctx.state
    kit = state.get(eid, Kit)
    if kit.fouled == "flash_in_pan":  # WFRP-120: repriming takes the round
        ctx.emit(E.Set(eid, "Kit", "fouled", "reprimed", "WFRP-120"))
        ctx.emit(E.Set(eid, "Kit", "loaded", 1, "WFRP-120"))
        return "repriming (WFRP-120)"
    need = load_rounds(kit.missile)
    if kit.loading + 1 >= need and pressed(state, eid):
        problem = reload_under_pressure(ctx, eid)
        if problem == "extra_round":
            return "reloading one more round (WFRP-117)"
        if problem:
            ctx.emit(E.Set(eid, "Kit", "fouled", problem, "WFRP-117"))
    if kit.loading + 1 >= need:
        full = capacity(kit.missile)
        got = full if kit.missile in MAGAZINE else min(full, kit.loaded + 1)
        ctx.emit(E.Set(eid, "Kit", "loaded", got, "WFRP-116"))
        ctx.emit(E.Set(eid, "Kit", "loading", 0, "WFRP-116"))
    else:
        ctx.emit(E.Set(eid, "Kit", "loading", kit.loading + 1, "WFRP-116"))
    return "loading (WFRP-116)"


def pressed(state, eid: int) -> bool:
    """WFRP-117 option: a gun being loaded with an enemy within two of its standard moves."""
    if not state.options["reload_under_pressure"] or not is_gun(state.get(eid, Kit).missile):
        return False
    return any(state.alive(x) and state.side[x] != state.side[eid]
               and geo.gap(state, eid, x) <= 2 * geo.rates(state.get(x, Profile).M)["standard"]
               for x in state.entities)


def reload_problem(margin: int) -> str:
    """1-10 points: -10 I; 11-20: another round; 21-30: misfire; 31-40: no powder;
    41-50: no shot; 51+: the ramrod (3 x damage caused, unusable after)."""
    return percentile.band(margin, RELOAD_FAILURE)


def reload_under_pressure(ctx, eid: int) -> str:
    """A Dex test; '' on success, else the problem."""
    dex = ctx.state.get(eid, Profile).Dex
    roll = ctx.roll("reload_dex", 1, 100)[0]
    ok = roll <= dex
    ctx.emit(E.Check(eid, "WFRP-117", "reload under pressure", dex, roll, ok))
    return "" if ok else reload_problem(roll - dex)


def may_evade(ctx, eid: int) -> bool:
    """WFRP-106: an Int test when the GM is unsure (option `evade_int_test`; by default
    automatic with Int 30 or more, else a test)."""
    intel = ctx.state.get(eid, Profile).Int
    when = ctx.state.options["evade_int_test"]
    if when == "never" or (when == "below_30" and intel >= 30):
        return True
    return check(ctx, eid, "WFRP-106", "may evade", intel, "evade_int")
