"""Split-move and shoot (section 3.3.1).

SP-30  allowed for Scouts and Delvers with any missile weapon, and elves on foot with bows;
       outdoors also for mounted Mannish Fighting-Men, Nomads, Dervishes, horse archers and
       javelin cavalry using a bow or javelin.
SP-31  move up to half the rate, shoot (resolved at once), move on with the rest.
       (Gap default: that shot is the figure's only shot this round; option
       ``split_move_missile_phase`` lets him shoot in the Missile phase too.)
SP-32  a damaging hit on a caster stops his spells this round (the `injured` flag, SP-57).
SP-34  pass-through shots at the split-mover are taken where he shoots, and are
       simultaneous with his shot: both are resolved even if one kills the other.
"""

from __future__ import annotations

from affray.components.starkpool import Combatant, Gear
from affray.kernel.options import ListOptions

from ...events import Acted, GearChanged
from .. import engagement as G
from .. import figures as F
from ..missile.shooting import shoot, shot_reason
from ..morale import casualties
from ..paths import waypoints_path
from .move import MoveOptions, move_along
from .pass_through_shot import react_here

__all__ = ["can_split", "split_move", "OUTDOOR_RIDERS"]

OUTDOOR_RIDERS = ("nomad", "dervish", "horse_archer", "javelin_cavalry")


def can_split(state, eid: int) -> bool:
    """SP-30."""
    w = F.missile(state, eid)
    if w is None:
        return False
    c = state.get(eid, Combatant)
    if c.kind in ("scout", "delver"):
        return True
    mounted = F.mounted(state, eid)
    if c.race == "elf" and not mounted and w["kind"] == "bow":
        return True
    if mounted and not state.map.indoors and w["kind"] in ("bow", "thrown"):
        mannish = c.kind in ("fighter", "paladin", "berserker") and c.race == "human"
        return mannish or any(t in c.tags for t in OUTDOOR_RIDERS)
    return False


def split_move(ctx, eid: int, waypoints, phase: str, allowance: float):
    """SP-31: first leg, the shot (with pass-through shots at him, SP-34), second leg."""
    state = ctx.state
    first = yield from move_along(ctx, eid, waypoints_path(F.pos(state, eid), waypoints), phase,
                                  reactions=False)
    ctx.emit(Acted(eid, "split"))
    if not F.able(state, eid) or G.locked(state, eid):
        return
    targets = F.nearest_enemies(state, eid, 4, F.missile(state, eid)["ranges"][2],
                                lambda s, t: F.targetable(s, t) and shot_reason(s, eid, t) is None)
    hits = yield from react_here(ctx, eid)
    target = "none"
    if targets:
        target = yield from ctx.decide(eid, "split_shot", ListOptions(["none"] + sorted(targets)))
    if target != "none":
        hits = hits + shoot(ctx, eid, target, "split")
        if F.missile(state, eid) and F.missile(state, eid)["kind"] == "heavy_crossbow":
            ctx.emit(GearChanged(eid, "unloaded", state.get(eid, Gear).missile))
    casualties.apply(ctx, hits)
    if not F.able(state, eid) or G.locked(state, eid):
        return
    rest = MoveOptions(state, eid, max(0.0, allowance - first))
    if len(rest.enumerate()) > 1:
        choice = yield from ctx.decide(eid, "move", rest)
        if choice[0] == "move":
            yield from move_along(ctx, eid, waypoints_path(F.pos(state, eid), choice[1]), phase)
