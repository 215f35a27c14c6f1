"""The tactical policy's searches for enemies: the nearest one (ring by ring in the occupancy
index, then the spatial index), the enemy field of a side (hex -> nearest enemy within NEAR,
a scan of them when there are few), and the best hex next to an enemy among the reachable
ones. Every query goes through the indexes, never a scan of all pairs.
"""

from __future__ import annotations

from affray.components.tft import Status
from affray.kernel.components import Vitals
from affray.kernel.geometry.hexgrid import classify_adjacent, distance, neighbours

from ..rules.lookup import conscious, current_st, front_of, hex_of
from ..rules.occupancy import enemies_within, nearest_enemy as nearest

_ARC = {"rear": 0, "side": 1, "front": 2}


def _rings(radius: int) -> tuple[tuple[tuple[int, int], ...], ...]:
    """The offsets of the hexes at distance exactly d, for d = 0..radius."""
    out = []
    for d in range(radius + 1):
        out.append(tuple((dq, dr) for dq in range(-d, d + 1) for dr in range(-d, d + 1)
                         if max(abs(dq), abs(dr), abs(dq + dr)) == d))
    return tuple(out)


CLOSE = 3  # hexes searched ring by ring in the occupancy index before the spatial index
_RINGS = _rings(CLOSE)


def adjacent_enemy(state, eid: int, here, radius: int = 1) -> int | None:
    """The nearest conscious enemy within `radius` (at most CLOSE) of `here`, ties by id,
    else None: looked up hex by hex in the occupancy index, ring by ring outwards (in a
    mêlée most figures have an enemy next to them, and no wider search is needed)."""
    occ = state.derived.get("tft_occ")
    if occ is None:
        return None
    sides = state.side
    mine = sides[eid]
    ents = state._entities
    q, r = here
    get = occ.get
    for ring in _RINGS[:radius + 1]:
        best = None
        for dq, dr in ring:
            found = get((q + dq, r + dr))
            if found:
                for o in found:
                    if sides[o] != mine and (best is None or o < best):
                        c = ents[o]
                        v = c[Vitals]
                        if not (v.dead or v.removed or c[Status].unconscious):
                            best = o
        if best is not None:
            return best
    return None


def nearest_enemy(state, eid: int, here=None) -> int | None:
    """The nearest conscious enemy, ties by id (as `occupancy.nearest_enemy`); in a mêlée
    most figures have one next to them, found without a wider search."""
    here = here or hex_of(state, eid)
    found = adjacent_enemy(state, eid, here)
    return found if found is not None else nearest(state, eid, here)


def nearest_enemy_within(state, eid: int, here, radius: int) -> int | None:
    """The nearest conscious enemy at most `radius` away (ties by id), or None."""
    mine = state.side[eid]
    best = None
    for side, index in sorted(state.derived.get("tft_live", {}).items()):
        if side != mine:
            for o in index.nearest(here, 1, max_radius=radius):
                d = (distance(here, index.position(o)), o)
                if best is None or d < best:
                    best = d
    return best[1] if best else None


NEAR = 6  # the policy's nearest enemy is exact within this many hexes


def fresh_field(state, side: int) -> bool:
    """Whether `enemy_field(state, side)` is built and still good."""
    found = state.derived.get("tft_cache_field", {}).get(side)
    if found is None:
        return False
    live = state.derived.get("tft_live", {})
    indexes, versions, _ = found
    if len(indexes) != len(live) - (side in live):
        return False
    for (s, index), v in zip(indexes, versions):
        if live.get(s) is not index or index.version != v:
            return False
    return True


SCAN = 6  # with this many enemies or fewer the field is a scan of them, not a search


class ScanField:
    """The enemy field of a few enemies, worked out hex by hex when asked: the nearest
    (distance, id) at most NEAR away, ties by id — what the breadth-first search gives, since
    a hex's layer is its distance to the nearest enemy and its id the lowest at that distance."""

    __slots__ = ("enemies",)

    def __init__(self, enemies: list):
        self.enemies = enemies  # (id, hex), by id

    def get(self, h, default=None):
        q, r = h
        best = None
        bd = NEAR + 1
        for e, (eq, er) in self.enemies:
            dq, dr = q - eq, r - er
            if dq >= 0:  # the hex distance, inlined
                d = dq + dr if dr >= 0 else dq if dq >= -dr else -dr
            else:
                d = -(dq + dr) if dr <= 0 else dr if dr >= -dq else -dq
            if d < bd:  # strictly: the first (lowest id) of the nearest stays
                bd, best = d, e
        return (bd, best) if best is not None else default


def enemy_field(state, side: int) -> dict | ScanField:
    """hex -> (distance, id) of the nearest conscious enemy of `side` (ties by id), for every
    hex at most NEAR from one, read with `.get(hex)`. With at most SCAN enemies, a `ScanField`
    that works each hex out when asked; else a breadth-first search from every enemy at once,
    layer by layer: a hex's nearest enemy is the lowest id among its neighbours' in the layer
    before.
    Kept on the state until an enemy moves, falls or leaves (`SpatialHash.version`): a side's
    whole half of the movement phase asks it and the enemy does not move in it."""
    live = state.derived.get("tft_live", {})
    cache = state.derived.setdefault("tft_cache_field", {})
    if fresh_field(state, side):
        return cache[side][2]
    indexes = [(s, index) for s, index in sorted(live.items()) if s != side]
    enemies = sorted((eid, pos) for _, index in indexes for eid, pos in index.pairs())
    if len(enemies) <= SCAN:
        field = ScanField(enemies)
        cache[side] = (indexes, [index.version for _, index in indexes], field)
        return field
    layer: dict = {}
    for eid, pos in enemies:
        if pos not in layer:  # lowest id first
            layer[pos] = eid
    field = {h: (0, e) for h, e in layer.items()}
    for d in range(1, NEAR + 1):
        nxt: dict = {}
        get = nxt.get
        for (q, r), e in layer.items():
            for n in ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)):
                if n not in field:
                    was = get(n)
                    if was is None or e < was:
                        nxt[n] = e
        for h, e in nxt.items():
            field[h] = (d, e)
        layer = nxt
    cache[side] = (indexes, [index.version for _, index in indexes], field)
    return field


def best_next_to_enemy(state, eid: int, costs) -> tuple | None:
    """The best (arc, enemy ST, cost, hex) over the reachable hexes next to a conscious
    enemy (rear before side before front, then the weakest enemy, the cheapest hex, the
    lowest hex), found through the enemy field; None if no such hex can be reached."""
    side = state.side[eid]
    field = enemy_field(state, side)
    if type(field) is ScanField and not state.derived.get("tft_giants"):
        return _best_next_to(state, field.enemies, costs)
    occ = state.derived["tft_occ"]
    sides = state.side
    best = None
    for n, (cost, _) in costs.items():
        near = field.get(n)
        if near is None or near[0] > 1:  # no enemy next to it (0: one shares the hex)
            continue
        q, r = n
        for there in ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)):
            for o in occ.get(there, ()):
                if sides[o] != side and conscious(state, o):
                    arc = classify_adjacent(there, front_of(state, o), n)
                    key = (_ARC[arc], current_st(state, o), cost, n)
                    if best is None or key < best:
                        best = key
    return best


def _best_next_to(state, enemies, costs) -> tuple | None:
    """`best_next_to_enemy` from the few (id, hex) enemies of a `ScanField`: the hexes next
    to each looked up in `costs`, rather than every reachable hex in the field."""
    best = None
    get = costs.get
    for o, there in enemies:
        facing, st = front_of(state, o), current_st(state, o)
        q, r = there
        for n in ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)):
            c = get(n)
            if c is not None:
                key = (_ARC[classify_adjacent(there, facing, n)], st, c[0], n)
                if best is None or key < best:
                    best = key
    return best


def best_next_to_enemy_by_search(state, eid: int, here, costs) -> tuple | None:
    """The same as `best_next_to_enemy`, from a spatial query of the enemies in reach."""
    reach = max(c for c, _ in costs.values())
    best = None
    for o in enemies_within(state, eid, here, reach + 1):
        there, facing = hex_of(state, o), front_of(state, o)
        for n in neighbours(there):
            if n in costs:
                arc = classify_adjacent(there, facing, n)
                key = (_ARC[arc], current_st(state, o), costs[n][0], n)
                if best is None or key < best:
                    best = key
    return best

