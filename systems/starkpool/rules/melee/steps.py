"""Moves inside the Melee phase, before the blows.

SP-91  an unmoved figure may step up to 2" to engage.
SP-93  a hidden or invisible figure within 3" of an enemy in melee may move behind him and
       make a rear attack.
SP-95  a figure whose foes all fell in the Missile phase may escape in order to move.
"""

from __future__ import annotations

from affray.components.starkpool import Fights, Turn
from affray.kernel.components import Facing
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import plane
from affray.kernel.options import ListOptions

from .. import engagement as G
from .. import figures as F
from ..movement.move import move_along
from ..paths import approach_point
from .escape import escape_attempt
from .targets import ENGAGE_STEP, SNEAK_STEP

__all__ = ["melee_move_options", "melee_moves"]


def melee_move_options(state, eid: int) -> list:
    """SP-91, SP-93, SP-95: the moves a figure may make before the blows."""
    if not F.present(state, eid) or F.stunned(state, eid):
        return [["none"]]
    hidden = F.cond(state, eid, "invisible") or F.cond(state, eid, "hidden")
    if not hidden and (not F.able(state, eid) or G.foes(state, eid) or G.locked(state, eid)):
        return [["none"]]
    opts: list = [["none"]]
    if hidden:
        for e in F.enemies(state, eid, SNEAK_STEP + 1.0, F.active):
            if (G.foes(state, e) or G.attackers(state, e)) and _sneak_spot(state, eid, e):
                opts.append(["sneak", e])
    elif state.get(eid, Turn).moved == 0:
        near = [e for e in F.enemies(state, eid, ENGAGE_STEP + 2.0, F.targetable)
                if F.distance(state, eid, e) - F.zoc(state, e) <= ENGAGE_STEP + 1e-9][:3]
        opts += [["engage", e] for e in sorted(near)]
        pairs = state.get(eid, Fights).pairs
        if pairs and not any(F.present(state, p.foe) for p in pairs) and \
                any(p.exchanges > 0 for p in pairs):
            opts.append(["escape"])
    return opts


def melee_moves(ctx, only):
    """SP-91 engaging steps, SP-93 hidden rear attacks, SP-95 escapes after the missiles."""
    state = ctx.state
    for eid in list(state.entities):
        if only is not None and eid not in only:
            continue
        opts = melee_move_options(state, eid)
        if len(opts) == 1:
            continue
        choice = yield from ctx.decide(eid, "melee_move", ListOptions(opts))
        here = F.pos(state, eid)
        if choice[0] == "engage":
            there = approach_point(state, eid, choice[1], engaging=True)
            d = min(ENGAGE_STEP, plane.distance(here, there))
            yield from move_along(ctx, eid, [here, plane.advance(here, plane.bearing(here, there),
                                                                 d)], "melee", reactions=False)
        elif choice[0] == "sneak":
            spot = _sneak_spot(state, eid, choice[1])
            yield from move_along(ctx, eid, [here, spot], "melee", reactions=False, free=True,
                                  contacts=False)
            for flag in ("invisible", "hidden"):
                if F.cond(state, eid, flag):
                    ctx.emit(ConditionSet(eid, flag, 0))
            ctx.emit(ConditionSet(eid, "rear_next", choice[1]))
        elif choice[0] == "escape":
            yield from escape_attempt(ctx, eid)


def _sneak_spot(state, eid: int, e: int):
    """SP-93: the spot right behind e, if it is within 3" of the sneaker."""
    reach = 0.9 * max(F.zoc(state, e), F.zoc(state, eid))
    spot = plane.advance(F.pos(state, e), state.get(e, Facing).dir + 180.0, reach)
    spot = (round(spot[0], 6), round(spot[1], 6))
    return spot if plane.distance(F.pos(state, eid), spot) <= SNEAK_STEP + 1e-9 else None
