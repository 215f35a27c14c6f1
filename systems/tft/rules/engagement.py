"""Facing and engagement: who is in whose front hexes. TFT-55, TFT-57, TFT-58.

`refresh(state, eid)` is the ruleset's `refresh_engagement` hook. It runs inside reducers
(after a figure moves, turns, falls, gets up, faints or dies) and recomputes every edge that
touches `eid`: edge a -> b means b stands in one of a's front hexes, so a engages b. A figure
with no front (on the ground, bending over, unconscious, dead) engages nobody; an unconscious
or dead figure is engaged by nobody either. It also keeps the occupancy index (hex -> ids)
and one spatial index per side of the figures still conscious (`live`).
"""

from __future__ import annotations

from affray.kernel.geometry.hexgrid import DIRECTIONS, neighbours

from ..tables.creatures import front_hexes_of
from . import giant as _giant
from .lookup import conscious, has_front, hex_of
from .occupancy import live


def _track(state, eid: int) -> tuple[int, int] | None:
    occ = state.derived.setdefault("tft_occ", {})
    at = state.derived.setdefault("tft_at", {})
    here = hex_of(state, eid)
    old = at.get(eid)
    if old != here:
        if old is not None:
            ids = occ[old]
            ids.remove(eid)
            if not ids:
                del occ[old]
        elif _giant.register(state, eid):  # first seen, and three hexes: giant.refresh
            return None
        occ.setdefault(here, []).append(eid)
        occ[here].sort()
        at[eid] = here
    return here




def refresh(state, eid: int) -> None:
    stamps = state.derived.get("tft_stamps")
    if stamps is None:
        stamps = state.derived["tft_stamps"] = {}
    side = state.side[eid]
    stamps[side] = stamps.get(side, 0) + 1  # what a side's fronts depend on may have changed
    stamps[-1] = stamps.get(-1, 0) + 1  # all sides together
    giants = state.derived.get("tft_giants")
    if giants is not None and eid in giants:
        _giant.refresh(state, eid)  # TFT-139: three hexes
        return
    here = _track(state, eid)
    if here is None:
        _giant.refresh(state, eid)
        return
    g = state.engagement
    g.isolate(eid)
    if not conscious(state, eid):
        live(state, state.side[eid]).remove(eid)
        return
    live(state, state.side[eid]).move(eid, here)
    occ = state.derived["tft_occ"]
    sides = state.side
    side = sides[eid]
    if has_front(state, eid):
        for h in front_hexes_of(state, eid, here):
            for o in occ.get(h, ()):
                if sides[o] != side and conscious(state, o):
                    g.engage(eid, o)
    for h in neighbours(here):
        for o in occ.get(h, ()):
            if sides[o] != side and has_front(state, o) and here in front_hexes_of(state, o, h):
                g.engage(o, eid)


def recompute(state) -> set[tuple[int, int]]:
    """Every edge from scratch (for tests: must equal the graph the reducers keep)."""
    edges = set()
    for a in state.entities:
        if not has_front(state, a):
            continue
        for h in front_hexes_of(state, a, hex_of(state, a)):
            for b in state.derived["tft_occ"].get(h, ()):
                if state.side[b] != state.side[a] and conscious(state, b):
                    edges.add((a, b))
    return edges




def in_enemy_front(state, side: int, h) -> bool:
    """TFT-53: whether hex h is a front hex of some standing enemy of `side` (looked up in
    the six hexes around it, so its cost does not grow with the battle)."""
    occ = state.derived["tft_occ"]
    q, r = h
    for dq, dr in DIRECTIONS:
        m = (q + dq, r + dr)
        for o in occ.get(m, ()):
            if state.side[o] != side and has_front(state, o) and h in front_hexes_of(state, o, m):
                return True
    return False


def fronts_against(state, side: int) -> set:
    """Every hex `in_enemy_front(state, side, h)` holds for, as a set: the front hexes of the
    standing enemies, each next to the hex the enemy stands in (a giant's from each of its
    hexes). Kept per side until `refresh` runs for a figure of another side (every change of
    a figure's place, facing, posture or consciousness goes through it): a side's movers
    share it, since the enemy does not move in their half of the movement phase."""
    stamps = state.derived.get("tft_stamps", {})
    key = stamps.get(-1, 0) - stamps.get(side, 0)  # refreshes of the other sides: only grows
    cache = state.derived.setdefault("tft_cache_fronts", {})
    found = cache.get(side)
    if found is not None and found[0] == key:
        return found[1]
    out = set()
    sides = state.side
    for m, ids in state.derived.get("tft_occ", {}).items():
        for o in ids:
            if sides[o] != side and has_front(state, o):
                mq, mr = m
                for h in front_hexes_of(state, o, m):
                    dq, dr = h[0] - mq, h[1] - mr
                    if (dq, dr) in _STEPS:
                        out.add(h)
    cache[side] = (key, out)
    return out


_STEPS = frozenset(DIRECTIONS)
