"""The per-side spatial indexes of the conscious figures (`live`), and the searches on them.

Kept by `engagement.refresh` (and by `giant.refresh` for a giant, at its anchor); policies and
target searches ask the enemy sides' indexes, so they never wade through friends or bodies.
"""

from __future__ import annotations

from affray.kernel.geometry.hexgrid import distance
from affray.kernel.geometry.spatial import HexSpatialHash


def live(state, side: int) -> HexSpatialHash:
    """The conscious figures of one side, as a spatial index (policies and target searches
    ask the enemy side's index, so they never wade through friends or bodies)."""
    hashes = state.derived.setdefault("tft_live", {})
    h = hashes.get(side)
    if h is None:
        h = hashes[side] = HexSpatialHash(4)
    return h


def enemies_within(state, eid: int, here, radius: int) -> list[int]:
    """Conscious enemies of `eid` within `radius` of `here`, nearest first, ties by id."""
    mine = state.side[eid]
    hashes = [h for side, h in sorted(state.derived.get("tft_live", {}).items()) if side != mine]
    if len(hashes) == 1:
        return hashes[0].within(here, radius)
    found = [(distance(here, h.position(o)), o) for h in hashes for o in h.within(here, radius)]
    return [o for _, o in sorted(found)]


def nearest_enemy(state, eid: int, here) -> int | None:
    """The nearest conscious enemy (ties by id), or None."""
    mine = state.side[eid]
    best = None
    for side, h in sorted(state.derived.get("tft_live", {}).items()):
        if side != mine:
            for o in h.nearest(here, 1):
                d = (distance(here, h.position(o)), o)
                if best is None or d < best:
                    best = d
    return best[1] if best else None
