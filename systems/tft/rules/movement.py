"""Moving: reachable hexes, shifting, jumping, stopping in front of enemies, saving rolls.

TFT-27..33 (how far each option moves), TFT-47 (shift), TFT-49 (no passing through standing
or kneeling figures), TFT-50 (stopping on a body), TFT-51 (saving roll on entering an occupied
hex), TFT-52 (jumping costs 3 MA), TFT-53 (stop on entering an enemy's front hex),
TFT-56 (facing changes at the end of a move).
"""

from __future__ import annotations

from typing import Any

from affray.kernel.events import Faced, Moved
from affray.kernel.geometry.hexgrid import distance, front_hexes, giant_hexes, neighbours
from affray.kernel.options import ListOptions

from .. import events as E
from . import giant as _giant
from . import giant_room as _giant_room
from .choices import choose
from .engagement import fronts_against
# the mover's vocabulary (hexes.py), read by the phases and policies as movement.X
from .hexes import (BLOCKED, BODY, DOWN, EMPTY, Destinations, Hex, _kind, hex_kind, path,  # noqa: F401
                    saving_roll, walls)
from .lookup import facing, has_front, hex_of, occupants
from .occupancy import enemies_within

FACINGS = [0, 1, 2, 3, 4, 5]


def next_to_enemies(state, side: int) -> set[Hex]:
    """Every hex next to (or under) a conscious enemy of `side`: a superset of the enemy front
    hexes (TFT-53 needs to look only at these). Built from the per-side indexes of conscious
    figures (`occupancy.live`) and kept on the state until one of them changes: a side's
    movers reuse it, since the enemy does not move in their half of the movement phase."""
    live = state.derived.get("tft_live", {})
    cache = state.derived.setdefault("tft_cache_near", {})
    found = cache.get(side)
    if found is not None:
        indexes, versions, out = found
        if len(indexes) == len(live) - (side in live) and all(
                live.get(s) is index and index.version == v for (s, index), v in zip(indexes, versions)):
            return out
    indexes = [(s, index) for s, index in sorted(live.items()) if s != side]
    out: set[Hex] = set()
    add = out.update
    for _, index in indexes:
        for q, r in index.positions():
            add(((q, r), (q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1)))
    if state.derived.get("tft_giants"):
        _giant.near_hexes(state, side, out)  # the index holds a giant at one of its three hexes
    cache[side] = (indexes, [index.version for _, index in indexes], out)
    return out


def enemy_fronts(state, eid: int, radius: int) -> set[Hex]:
    """TFT-53: front hexes of every enemy with a front within `radius` of the figure."""
    out: set[Hex] = set()
    for o in enemies_within(state, eid, hex_of(state, eid), radius):
        if has_front(state, o):
            out.update(front_hexes(hex_of(state, o), facing(state, o)))
    return out


def reachable(state, eid: int, budget: int, jump_cost: int = 3):
    """Every hex the figure may end its move in with `budget` MA, as (dests, parent):
    dests maps hex -> (cost, previous hex on a cheapest path); parent links the hexes passed
    through. Neighbours are expanded in direction order, so ties never depend on dict order."""
    start = hex_of(state, eid)
    dests: dict[Hex, tuple[int, Any]] = {start: (0, None)}
    parent: dict[Hex, Any] = {start: None}
    if budget <= 0:
        return dests, parent
    blocked = walls(state)
    occupied = state.derived.get("tft_occ", {})
    if _open_ground(state, eid, start, budget, blocked, occupied):
        return _open_moves(start, budget)
    ents = state._entities
    fronts = fronts_against(state, state.side[eid])  # TFT-53
    dist = {start: 0}
    queued: list[list[Hex]] = [[] for _ in range(budget)]  # hexes to go on from, by cost
    queued[0].append(start)
    kinds: dict[Hex, int] = {}
    # Dijkstra with one bucket per cost, each taken in hex order (as a heap of (cost, hex)
    # would give them). Costs only grow from bucket to bucket, so the first cost found for a
    # hex is its cheapest; a hex reached with no MA left is not queued at all.
    # Walls and blocking figures get dist -1 and a front hex its cost, so a second look at
    # them stops at once; so an empty hex with no dist is in no dict yet.
    nb = _NB
    get = dist.get
    for c in range(budget):
        layer = queued[c]
        if len(layer) > 1:
            layer.sort()
        c1 = c + 1
        nxt = queued[c1] if c1 < budget else None
        for h in layer:
            if c > dist[h]:  # stale: reached more cheaply after it was queued
                continue
            around = nb.get(h)
            if around is None:
                around = _around(h)
            for n in around:
                old = get(n)
                if old is not None and old <= c1:
                    continue  # reached as cheaply before: neither its cost nor its stop can improve
                if blocked and n in blocked:
                    dist[n] = -1
                    continue
                if n not in occupied:
                    dests[n] = (c1, h)
                    dist[n] = c1
                    if n in fronts:  # TFT-53: entering an enemy's front hex ends the move
                        continue
                    parent[n] = h
                    if nxt is not None:
                        nxt.append(n)
                    continue
                kind = kinds.get(n)
                if kind is None:
                    kind = kinds[n] = _kind(ents, occupied[n])
                if kind == BLOCKED:
                    dist[n] = -1
                    continue
                if kind != DOWN and n not in dests:  # TFT-50: a body's hex is a legal place to stop
                    dests[n] = (c1, h)
                if n in fronts:
                    dist[n] = c1
                    continue
                nc = c1 if kind == EMPTY else c + jump_cost  # TFT-52: jumping over a figure
                if nc <= budget and (old is None or nc < old):
                    dist[n] = nc
                    parent[n] = h
                    if nc < budget:
                        queued[nc].append(n)
    return dests, parent


_NB: dict[Hex, tuple] = {}  # hex -> its six neighbours in direction order (kept: asked often)


def _around(h: Hex) -> tuple:
    if len(_NB) > 200_000:
        _NB.clear()
    q, r = h
    found = _NB[h] = ((q + 1, r), (q + 1, r - 1), (q, r - 1), (q - 1, r), (q - 1, r + 1), (q, r + 1))
    return found


OPEN_CHECK = 64  # more walls or occupied hexes than this: no open-ground check, just search


def _open_ground(state, eid: int, start: Hex, budget: int, blocked, occupied) -> bool:
    """Whether nothing within `budget` + 1 hexes of `start` bears on a move: no wall, no
    other figure (so no body, no blocker, no enemy front), no giant. Then `reachable` is the
    search on an empty map moved to `start` (`_open_moves`)."""
    if len(blocked) > OPEN_CHECK or len(occupied) > OPEN_CHECK or state.derived.get("tft_giants"):
        return False
    q0, r0 = start
    for h in blocked:
        if distance(start, h) <= budget:
            return False
    reach = budget + 1
    for h, ids in occupied.items():
        if h == start:
            if len(ids) > 1 or ids[0] != eid:
                return False
            continue
        dq, dr = h[0] - q0, h[1] - r0
        if dq >= 0:  # the hex distance, inlined
            d = dq + dr if dr >= 0 else dq if dq >= -dr else -dr
        else:
            d = -(dq + dr) if dr <= 0 else dr if dr >= -dq else -dq
        if d <= reach:
            return False
    return True


_OPEN: dict[int, tuple] = {}


def _open_moves(start: Hex, budget: int):
    """`reachable` on an empty map from `start`: the search made once per budget from (0, 0)
    (the same buckets, the same direction order, so the same dicts in the same order) and
    moved to `start`."""
    found = _OPEN.get(budget)
    if found is None:
        found = _OPEN[budget] = _open_template(budget)
    offsets, costs, parents = found
    q0, r0 = start
    keys = [(q0 + dq, r0 + dr) for dq, dr in offsets]
    back = [None] + [keys[i] for i in parents[1:]]
    dests = dict(zip(keys, zip(costs, back)))
    return dests, dict(zip(keys, back))


def _open_template(budget: int) -> tuple:
    """The open-ground search from (0, 0): every hex in insertion order, its cost, and the
    index of the hex it is reached from (the start's is unused)."""
    start = (0, 0)
    order = {start: 0}
    cost, parent = [0], [0]
    dist = {start: 0}
    queued: list[list[Hex]] = [[] for _ in range(budget)]
    queued[0].append(start)
    for c in range(budget):
        layer = sorted(queued[c])
        c1 = c + 1
        for h in layer:
            if c > dist[h]:
                continue
            for n in neighbours(h):
                old = dist.get(n)
                if old is not None and old <= c1:
                    continue
                dist[n] = c1
                order[n] = len(cost)
                cost.append(c1)
                parent.append(order[h])
                if c1 < budget:
                    queued[c1].append(n)
    return tuple(order), tuple(cost), tuple(parent)


def shift_destinations(state, eid: int, engaged_with: list[int]) -> dict[Hex, tuple[int, Any]]:
    """TFT-47: stay, or move one hex and stay adjacent to every enemy engaging the figure."""
    if state.derived.get("tft_giants"):
        return _giant_room.shift_destinations(state, eid, engaged_with)  # TFT-139
    here = hex_of(state, eid)
    dests: dict[Hex, tuple[int, Any]] = {here: (0, None)}
    blocked = walls(state)
    others = [hex_of(state, o) for o in engaged_with]
    for n in neighbours(here):  # next to every foe first: the cheap test
        if n in blocked or not all(distance(n, o) == 1 for o in others):
            continue
        if hex_kind(state, n) in (EMPTY, BODY):
            dests[n] = (1, here)
    return dests


def walk(ctx, eid: int, dests: dict[Hex, tuple[int, Any]], parent: dict[Hex, Any], end: Hex,
         route: list[Hex] | None = None):
    """Carry out a chosen move along `route` (the hexes entered; by default the cheapest
    path): saving rolls on every occupied hex entered; a failure drops the figure in that hex
    and ends its move (TFT-51). Returns True if it is still standing."""
    state = ctx.state
    if end == hex_of(state, eid):
        return True
    spent = 0
    for h in route or path(dests, parent, end):
        spent += 1 if h == end or hex_kind(state, h) == EMPTY else state.options["jump_cost"]
        if occupants(state, h) and not saving_roll(ctx, eid):
            ctx.emit(Moved(eid, h[0], h[1]))
            ctx.emit(E.Walked(eid, spent))
            ctx.emit(E.PostureSet(eid, "knocked"))
            return False
    ctx.emit(Moved(eid, end[0], end[1]))
    ctx.emit(E.Walked(eid, spent if route else dests[end][0]))
    return True


def step_into(ctx, eid: int, to: Hex):
    """A step of one hex outside the movement phase (disengaging, advancing after a push):
    TFT-51's saving roll for each body it steps onto (each of a giant's new hexes), a miss
    dropping it there; else it faces as it likes (TFT-56)."""
    state = ctx.state
    if _giant.is_giant(state, eid):
        f = facing(state, eid)
        mine = giant_hexes(hex_of(state, eid), f)
        bodies = [h for h in giant_hexes(to, f)
                  if h not in mine and _giant_room.kind(state, h, eid) == BODY]
    else:
        bodies = [to] if hex_kind(state, to) == BODY else []
    for _ in bodies:
        if not saving_roll(ctx, eid):
            ctx.emit(Moved(eid, to[0], to[1]))
            ctx.emit(E.PostureSet(eid, "knocked"))
            return
    ctx.emit(Moved(eid, to[0], to[1]))
    yield from choose_facing(ctx, eid)


def choose_facing(ctx, eid: int):
    """TFT-56: a figure may always choose its facing at the end of its move (a giant turns
    about its rear hex, into free hexes: TFT-139)."""
    legal = _giant_room.facings(ctx.state, eid) if _giant.is_giant(ctx.state, eid) else FACINGS
    f = yield from choose(ctx, eid, "face", ListOptions(legal))
    if f != facing(ctx.state, eid):
        ctx.emit(Faced(eid, f))
