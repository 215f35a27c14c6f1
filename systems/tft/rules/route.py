"""The route of a move, the player's choice: which hexes it passes through, so which figures it
jumps (TFT-52), which saving rolls it makes and where a failed one drops it (TFT-51).

The player names the end hex (`move`); the route is asked next (`route`) only when it
matters: when some cheapest path to that hex passes over a figure. The suggested routes are
the cheapest path the search found (the default), the cheapest path over no figure at all and
a cheapest path over each other figure a cheapest path passes; any legal path is accepted
(each hex next to the one before, no wall, no standing figure (TFT-49), no enemy's front hex
before the end (TFT-53), no hex twice, the cost within the MA). A giant (TFT-139) and a flier
(TFT-140) are not asked: a giant's three hexes move by its front; a flier jumps no one.
"""

from __future__ import annotations

from heapq import heappop, heappush
from typing import Any

from affray.kernel.geometry.hexgrid import distance, neighbours
from affray.kernel.options import Options
from affray.kernel.suggested import Suggested

from .choices import choose
from .engagement import fronts_against
from .hexes import BLOCKED, EMPTY, Hex, hex_kind, path, walls
from .lookup import hex_of

NOTE = ("a list of hexes [q, r], the end hex last: each next to the one before, no wall, no "
        "standing figure, no enemy's front hex before the end, no hex twice, within the MA")


class Ground:
    """What the hexes around a mover cost it to pass through (None: no way through)."""

    __slots__ = ("state", "start", "end", "budget", "jump", "blocked", "fronts", "_cost")

    def __init__(self, state, eid: int, end: Hex, budget: int):
        self.state = state
        self.start = hex_of(state, eid)
        self.end = end
        self.budget = budget
        self.jump = state.options["jump_cost"]
        self.blocked = walls(state)
        self.fronts = fronts_against(state, state.side[eid])
        self._cost: dict[Hex, int | None] = {}

    def enter(self, h: Hex) -> int | None:
        """MA to step into `h` on the way (the end hex always costs 1)."""
        if h == self.end:
            return 1
        found = self._cost.get(h, -1)
        if found != -1:
            return found
        if h == self.start or h in self.blocked or h in self.fronts \
                or distance(self.start, h) > self.budget:
            found = None
        else:
            kind = hex_kind(self.state, h)
            found = None if kind == BLOCKED else 1 if kind == EMPTY else self.jump
        self._cost[h] = found
        return found

    def occupied(self, h: Hex) -> bool:
        return hex_kind(self.state, h) != EMPTY

    def search(self, source: Hex, backward: bool, avoid: bool = False) -> tuple[dict, dict]:
        """Costs from `source` (forward: MA spent to stand in a hex on the way; backward: MA
        still to spend from a hex to the end) and the next hex towards `source`, ties by hex."""
        best = {source: 0}
        link: dict[Hex, Any] = {source: None}
        heap = [(0, source)]
        while heap:
            c, h = heappop(heap)
            if c > best[h] or h == (self.start if backward else self.end):
                continue
            for n in neighbours(h):
                step = self.enter(h if backward else n)
                if step is None or (avoid and step != 1 and n != self.end):
                    continue
                if backward and n != self.start and self.enter(n) is None:
                    continue
                nc = c + step
                if nc <= self.budget and nc < best.get(n, self.budget + 1):
                    best[n] = nc
                    link[n] = h
                    heappush(heap, (nc, n))
        return best, link

    def cost(self, route: list[Hex]) -> int:
        return sum(self.enter(h) or 0 for h in route)

    def crossed(self, route: list[Hex]) -> tuple[Hex, ...]:
        return tuple(h for h in route[:-1] if self.occupied(h))


class Routes(Options):
    """Every legal route to the end hex (a continuous-like set: checked, sampled, not listed)."""

    finite = False
    __slots__ = ("ground", "back", "fallback")

    def __init__(self, ground: Ground, back: dict[Hex, int], fallback: list[Hex]):
        self.ground = ground
        self.back = back
        self.fallback = fallback

    def legal(self, choice: Any) -> str | None:
        g = self.ground
        if not isinstance(choice, (list, tuple)) or not all(
                isinstance(h, (list, tuple)) and len(h) == 2 and all(type(v) is int for v in h)
                for h in choice):
            return f"{choice!r} is not a list of hexes [q, r] (whole numbers)"
        route = [(h[0], h[1]) for h in choice]
        if not route or route[-1] != g.end:
            return f"a route must end at {list(g.end)}"
        if len(set(route)) != len(route) or g.start in route:
            return "a route passes through a hex only once"
        spent, here = 0, g.start
        for h in route:
            if distance(here, h) != 1:
                return f"{list(h)} is not next to {list(here)}"
            step = g.enter(h)
            if step is None:
                return f"{list(h)} cannot be passed through"
            spent += step
            here = h
        if spent > g.budget:
            return f"the route costs {spent} MA, more than {g.budget}"
        return None

    def describe(self) -> dict[str, Any]:
        g = self.ground
        return {"shape": "path", "from": list(g.start), "to": list(g.end), "most": g.budget,
                "note": NOTE}

    def sample(self, rng: Any) -> Any:
        """A random walk that can still reach the end in the MA left (a few tries)."""
        g, back = self.ground, self.back
        for _ in range(16):
            route, spent, here, seen = [], 0, g.start, {g.start}
            while here != g.end:
                ways = [n for n in neighbours(here) if n not in seen and n in back
                        and g.enter(n) is not None and spent + g.enter(n) + back[n] <= g.budget]
                if not ways:
                    break
                here = ways[rng.below(len(ways))]
                spent += g.enter(here)
                seen.add(here)
                route.append(here)
            if here == g.end:
                return [list(h) for h in route]
        return [list(h) for h in self.fallback]

    def __len__(self) -> int:
        return 2


def _join(forward_link: dict, backward_link: dict, via: Hex, start: Hex) -> list[Hex]:
    out = []
    h = via
    while h is not None and h != start:
        out.append(h)
        h = forward_link[h]
    out.reverse()
    h = backward_link[via]
    while h is not None:
        out.append(h)
        h = backward_link[h]
    return out


def route_options(state, eid: int, dests, parent, end: Hex, budget: int) -> Suggested | None:
    """The `route` request for a move to `end`, or None when the route does not matter (no
    cheapest path passes over a figure, or there is no other route worth naming)."""
    default = path(dests, parent, end)
    occ = state.derived.get("tft_occ", {})
    start = hex_of(state, eid)
    near = [h for h in occ if h != start and h != end and distance(start, h) < budget]
    if not near:
        return None
    g = Ground(state, eid, end, budget)
    bodies = [h for h in sorted(near) if g.enter(h) not in (None, 1)]
    if not bodies:
        return None
    back, back_link = g.search(end, backward=True)
    fwd, fwd_link = g.search(g.start, backward=False)
    best = g.cost(default)
    on_cheapest = [h for h in bodies if h in fwd and h in back and fwd[h] + back[h] == best]
    if not on_cheapest:
        return None
    offered = [default]
    seen = {g.crossed(default)}
    clear, clear_link = g.search(g.start, backward=False, avoid=True)
    if end in clear:
        detour = _join(clear_link, {end: None}, end, g.start)
        if g.crossed(detour) not in seen:
            seen.add(g.crossed(detour))
            offered.append(detour)
    for h in on_cheapest:
        other = _join(fwd_link, back_link, h, g.start)
        if g.crossed(other) not in seen and Routes(g, back, default).legal(other) is None:
            seen.add(g.crossed(other))
            offered.append(other)
    if len(offered) < 2:
        return None
    return Suggested([[list(h) for h in r] for r in offered], Routes(g, back, default), NOTE)


def choose_route(ctx, eid: int, dests, parent, end: Hex, budget: int):
    """Generator: the hexes the figure passes through to reach `end` (start excluded)."""
    options = route_options(ctx.state, eid, dests, parent, end, budget)
    if options is None:
        return path(dests, parent, end)
    route = yield from choose(ctx, eid, "route", options)
    return [(h[0], h[1]) for h in route]
