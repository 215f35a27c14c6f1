"""WFRP-106 evasion eligibility, WFRP-117 reloading under pressure (default: the problem
follows how badly the Dex test failed)."""

from __future__ import annotations

from affray.components.wfrp1e import Profile
from affray.kernel import percentile

from .. import events as E
from ..tables.missiles import RELOAD_FAILURE


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
    """WFRP-106 default: automatic with Int 30 or more, else an Int test."""
    intel = ctx.state.get(eid, Profile).Int
    if intel >= 30:
        return True
    roll = ctx.roll("evade_int", 1, 100)[0]
    ok = roll <= intel
    ctx.emit(E.Check(eid, "WFRP-106", "may evade", intel, roll, ok))
    return ok
