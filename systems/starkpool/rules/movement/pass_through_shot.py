"""Pass-through shots (section 3.3.2).

SP-33  a missile-armed figure that has not moved this round and is not locked may shoot
       at an enemy moving in the other side's phase; the target stands at the half-way point
       of its (actual) move for the shot. If the shot kills or stops it, the move ends there.
SP-34  the shot is one of a bowman's two shots and the whole shot of other weapons; against
       a split-mover it is simultaneous with his own shot (split_move.py).
"""

from __future__ import annotations

from affray.components.starkpool import Gear, Turn
from affray.kernel.events import Moved
from affray.kernel.geometry import plane
from affray.kernel.options import ListOptions

from ...events import GearChanged
from .. import engagement as G
from .. import figures as F
from ..missile.rate_of_fire import shots_allowed
from ..missile.shooting import shoot, shot_reason
from .. import nearby as N

__all__ = ["shots_left", "may_pass_through", "react", "react_here"]

NO_SHOOTING = ("duel", "rally", "unpack", "restring", "split")


def shots_left(state, s: int) -> int:
    """SP-45..SP-47 before the Missile phase: shots a stationary shooter still has."""
    w = F.missile(state, s)
    if w is None:
        return 0
    t = state.get(s, Turn)
    return shots_allowed(w["kind"], t.moved, F.rate(state, s), t.shots,
                         state.get(s, Gear).loaded).shots


def may_pass_through(state, s: int, mover: int) -> bool:
    t = state.get(s, Turn)
    if t.moved > 0 or t.acted in NO_SHOOTING or not F.able(state, s) or G.locked(state, s):
        return False
    return shots_left(state, s) > 0 and shot_reason(state, s, mover) is None


def _longest_range(state) -> float:
    """The longest long range of any missile weapon in this battle's table (kept: the
    tables do not change during a battle)."""
    reach = state.derived.get("_sp_longest_range")
    if reach is None:
        reach = state.derived["_sp_longest_range"] = max(
            w["ranges"][2] for w in state.tables["missile_weapons"].values())
    return reach


def _nearby_shooters(state, mover: int, at) -> list[int]:
    """Unmoved enemies with a missile weapon within the longest range, in no order."""
    mine = state.side[mover]
    return [s for s in N.around(state, at, _longest_range(state))
            if state.side[s] != mine and state.get(s, Gear).missile
            and state.get(s, Turn).moved == 0]


def react(ctx, mover: int, path):
    """Put the mover at the half-point if anyone may shoot, ask each eligible shooter, and
    return the rolled hits (applied by the caller, together)."""
    state = ctx.state
    half = plane.half_point(path)
    if not _nearby_shooters(state, mover, half):
        return []
    ctx.emit(Moved(mover, round(half[0], 6), round(half[1], 6)))
    return (yield from react_here(ctx, mover))


def react_here(ctx, mover: int):
    """Pass-through shots at the mover where he stands now."""
    state = ctx.state
    hits = []
    shooters = sorted(s for s in _nearby_shooters(state, mover, F.pos(state, mover))
                      if may_pass_through(state, s, mover))
    for s in shooters:
        if not (yield from ctx.decide(s, "pass_through", ListOptions([False, True]))):
            continue
        hits += shoot(ctx, s, mover, "pass_through")
        if F.missile(state, s) and F.missile(state, s)["kind"] == "heavy_crossbow":
            ctx.emit(GearChanged(s, "unloaded", state.get(s, Gear).missile))
    return hits
