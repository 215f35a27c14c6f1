"""Weapon space restrictions (section 3.5.9).

SP-120 a lance only from a war horse, a paladin's horse or a fantastic mount (the mount
       table's `lance` flag); pikes and lances not in dungeons or ordinary rooms (the map's
       `large_room` allows them); big clubs, flails, heavy axes, mauls and two-handed swords
       are swung and need no friend within 1" on either side (the user's flank arcs);
       spears, staffs, halberds and bills thrust and are not restricted.
"""

from __future__ import annotations

from affray.components.starkpool import Steed
from affray.kernel.components import Facing
from affray.kernel.geometry import plane

from .. import figures as F

__all__ = ["weapon_reason", "SWING_CLEARANCE"]

SWING_CLEARANCE = 1.0


def weapon_reason(state, eid: int) -> str | None:
    """None if the weapon in hand may be used to attack now, else why not."""
    w = F.weapon(state, eid)
    if w is None:
        return None
    tags = w["tags"]
    if "lance" in tags:
        steed = state.try_get(eid, Steed)
        if steed is None or not steed.mounted:
            return "a lance is used only mounted"
        if not state.tables["mounts"][steed.kind].get("lance"):
            return "a lance is used only from a war horse, paladin's horse or fantastic mount"
    if "no_dungeon" in tags and state.map.indoors and not state.map.large_room:
        return "pikes and lances cannot be used in a dungeon or an ordinary room"
    if "swing" in tags:
        here, facing = F.pos(state, eid), state.get(eid, Facing).dir
        for f in F.friends(state, eid, SWING_CLEARANCE):
            there = F.pos(state, f)
            if there != here and plane.classify_arc(here, facing, there) == "flank":
                return "a swung weapon needs 1\" clear of friends on either side"
    return None
