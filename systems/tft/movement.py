"""Moving: reachable hexes, shifting, jumping, stopping in front of enemies, saving rolls.

TFT-27..33 (how far each option moves), TFT-47 (shift), TFT-49 (no passing through standing
or kneeling figures), TFT-50 (stopping on a body), TFT-51 (saving roll on entering an occupied
hex), TFT-52 (jumping costs 3 MA), TFT-53 (stop on entering an enemy's front hex),
TFT-56 (facing changes at the end of a move).
"""

from __future__ import annotations

import heapq
from typing import Any

from affray.kernel.events import Faced, Moved
from affray.kernel.geometry.hexgrid import DIRECTIONS, distance, front_hexes, neighbours
from affray.components.tft import Status
from affray.kernel.options import ListOptions, Options

from . import events as E
from .choices import choose
from .engagement import enemies_within, in_enemy_front
from .lookup import conscious, facing, has_front, hex_of, occupants, personal_adj_dx

Hex = tuple[int, int]
EMPTY, BODY, DOWN, BLOCKED = 0, 1, 2, 3
FACINGS = [0, 1, 2, 3, 4, 5]


class Destinations(Options):
    """Hexes a figure may end its move in, as [q, r]; looked up lazily (large sets)."""

    __slots__ = ("costs",)

    def __init__(self, costs: dict[Hex, tuple[int, Any]]):
        self.costs = costs

    def enumerate(self) -> list[Any]:
        return [list(h) for h in sorted(self.costs)]

    def legal(self, choice: Any) -> str | None:
        try:
            h = (int(choice[0]), int(choice[1]))
        except (TypeError, ValueError, IndexError):
            return f"{choice!r} is not a hex [q, r]"
        if h not in self.costs:
            return f"{list(h)} cannot be reached"
        return None

    def __len__(self) -> int:
        return len(self.costs)


def walls(state) -> frozenset:
    """The map's wall hexes (kept on the state once made: the map never changes)."""
    found = state.__dict__.get("tft_walls")
    if found is None:
        m = state.map
        found = frozenset(tuple(w) for w in m.walls) if m is not None else frozenset()
        state.__dict__["tft_walls"] = found
    return found


def hex_kind(state, h: Hex) -> int:
    """What is in a hex, for a mover: nothing, only fallen bodies, a figure lying down, or a
    figure that blocks (standing, kneeling or bending over, TFT-49)."""
    kind = EMPTY
    for o in occupants(state, h):
        if not conscious(state, o):
            kind = max(kind, BODY)
        elif state.get(o, Status).posture in ("knocked", "prone"):
            kind = max(kind, DOWN)
        else:
            return BLOCKED
    return kind


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
    side = state.side[eid]
    fronts: dict[Hex, bool] = {}
    occupied = state.__dict__.get("tft_occ", {})
    dist = {start: 0}
    heap = [(0, start)]
    kinds: dict[Hex, int] = {}
    while heap:
        c, h = heapq.heappop(heap)
        if c > dist[h]:
            continue
        q, r = h
        for dq, dr in DIRECTIONS:
            n = (q + dq, r + dr)
            if n in blocked:
                continue
            if n in occupied:
                kind = kinds.get(n)
                if kind is None:
                    kind = kinds[n] = hex_kind(state, n)
            else:
                kind = EMPTY
            if kind == BLOCKED:
                continue
            if kind in (EMPTY, BODY) and c + 1 <= budget and (n not in dests or c + 1 < dests[n][0]):
                dests[n] = (c + 1, h)  # TFT-50: a body's hex is a legal place to stop
            front = fronts.get(n)
            if front is None:
                front = fronts[n] = in_enemy_front(state, side, n)
            if front:  # TFT-53: entering an enemy's front hex ends the move
                continue
            nc = c + 1 if kind == EMPTY else c + jump_cost  # TFT-52: jumping over a figure
            if nc <= budget and nc < dist.get(n, budget + 1):
                dist[n] = nc
                parent[n] = h
                heapq.heappush(heap, (nc, n))
    return dests, parent


def path(dests: dict[Hex, tuple[int, Any]], parent: dict[Hex, Any], end: Hex) -> list[Hex]:
    """The hexes entered, in order, to reach `end` (start excluded)."""
    out = [end]
    h = dests[end][1]
    while h is not None and parent.get(h) is not None:
        out.append(h)
        h = parent[h]
    out.reverse()
    return out


def shift_destinations(state, eid: int, engaged_with: list[int]) -> dict[Hex, tuple[int, Any]]:
    """TFT-47: stay, or move one hex and stay adjacent to every enemy engaging the figure."""
    here = hex_of(state, eid)
    dests: dict[Hex, tuple[int, Any]] = {here: (0, None)}
    blocked = walls(state)
    others = [hex_of(state, o) for o in engaged_with]
    for n in neighbours(here):
        if n in blocked or hex_kind(state, n) not in (EMPTY, BODY):
            continue
        if all(distance(n, o) == 1 for o in others):
            dests[n] = (1, here)
    return dests


def saving_roll(ctx, eid: int) -> bool:
    """TFT-51: 3 dice against adjDX, 3-5 always succeed, 16-18 always fail."""
    total = sum(ctx.roll("save", 3))
    if total <= 5:
        return True
    if total >= 16:
        return False
    return total <= personal_adj_dx(ctx.state, eid)


def walk(ctx, eid: int, dests: dict[Hex, tuple[int, Any]], parent: dict[Hex, Any], end: Hex):
    """Carry out a chosen move: saving rolls on every occupied hex entered; a failure drops
    the figure in that hex and ends its move (TFT-51). Returns True if it is still standing."""
    state = ctx.state
    if end == hex_of(state, eid):
        return True
    spent = 0
    for h in path(dests, parent, end):
        spent += 1 if h == end or hex_kind(state, h) == EMPTY else state.options["jump_cost"]
        if occupants(state, h) and not saving_roll(ctx, eid):
            ctx.emit(Moved(eid, h[0], h[1]))
            ctx.emit(E.Walked(eid, spent))
            ctx.emit(E.PostureSet(eid, "knocked"))
            return False
    ctx.emit(Moved(eid, end[0], end[1]))
    ctx.emit(E.Walked(eid, dests[end][0]))
    return True


def choose_facing(ctx, eid: int):
    """TFT-56: a figure may always choose its facing at the end of its move."""
    f = yield from choose(ctx, eid, "face", ListOptions(FACINGS))
    if f != facing(ctx.state, eid):
        ctx.emit(Faced(eid, f))
