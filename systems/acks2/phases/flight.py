"""Fleeing in fear (ACKS-195) and the perils of cowardice (ACKS-198).

A frightened creature runs from the enemy at running speed (retreating if engaged with a
declared retreat; otherwise it cowers). A frightened or faltering creature that crosses a
map feature (`doorway`, `corner` or `obstacle`, under [map.features]) at running speed
(fleeing, retreating or charging) saves vs Paralysis (an adventurer with Acrobatics adds its
class level); on a failure it falls prone on that square and moves no further this round.
Default: the route checked is a shortest legal route from the start square to the end square
(a charge's own straight path); a fall on a square someone holds stops it on the last free
square before."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet
from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import attack as atk
from ..rules import geometry as geo
from ..rules.engagement import engaged, engagers
from ..rules.morale import perils_save_needed
from ..rules.movement import reachable, speeds

FEATURES = ("doorway", "corner", "obstacle")


def features(state) -> dict[tuple[int, int], str]:
    m = state.map
    raw = getattr(m, "features", None) or {}
    return {tuple(int(v) for v in k.split(",")): f for k, f in raw.items()}


def perils(ctx, e: int, start, path: list) -> tuple | None:
    """ACKS-198: the square where e falls on `path` (after `start`), or None."""
    state = ctx.state
    feats = features(state)
    if not feats:
        return None
    fear = "frightened" if state.condition(e, "frightened") else "faltering" if state.condition(e, "faltering") else ""
    sheet = state.get(e, Sheet)
    taken = set(geo.occupied(state, e)) - set(sq.squares_of(geo.area(state, e)))
    last = start
    for s in path:
        f = feats.get(tuple(s))
        if f and perils_save_needed(fear, f, True):
            bonus = sheet.level if "acrobatics" in sheet.profs and sheet.cls != "monster" else 0
            if not atk.save(ctx, e, "paralysis", bonus, f"ACKS-198 {fear} through a {f}"):
                return tuple(s) if tuple(s) not in taken else last
        if tuple(s) not in taken:
            last = tuple(s)
    return None


def route(state, e: int, start, end) -> list:
    """The squares after `start` on a shortest legal route to `end` (alternating
    diagonals, round walls and standing enemies; ties by square), for a 1x1 mover; bigger
    movers take the straight line. Only asked when the map has features."""
    if not features(state) or geo.dims(state.get(e, Sheet)) != (1, 1):
        return [s for s in sq.line(start, end) if s != start] + [end]
    import heapq

    from ..rules.movement import walls
    blocked = walls(state) | {s for s, o in geo.occupied(state, e).items()
                              if state.side[o] != state.side[e] and geo.able(state, o)}
    limit = sq.distance_feet(start, end) * 2 + 10
    best = {(start, 0): 0}
    back: dict = {}
    heap = [(0, start, 0)]
    while heap:
        cost, at, parity = heapq.heappop(heap)
        if at == end:
            path = [at]
            key = (at, parity)
            while key in back:
                key = back[key]
                path.append(key[0])
            return path[::-1][1:]
        if best.get((at, parity), 1 << 30) < cost:
            continue
        for dx, dy in sq.DIRECTIONS.values():
            nxt = (at[0] + dx, at[1] + dy)
            if nxt in blocked:
                continue
            diag = bool(dx and dy)
            np = (parity + 1) % 2 if diag else parity
            nc = cost + (10 if diag and np == 0 else 5)
            if nc > limit or best.get((nxt, np), 1 << 30) <= nc:
                continue
            best[(nxt, np)] = nc
            back[(nxt, np)] = (at, parity)
            heapq.heappush(heap, (nc, nxt, np))
    return [s for s in sq.line(start, end) if s != start] + [end]


def fall_at(ctx, e: int, spot, move_to) -> None:
    state = ctx.state
    pos = geo.area(state, e)
    if spot != (pos.x, pos.y):
        move_to(ctx, e, spot, geo.facing_toward((pos.x, pos.y), spot, geo.dims(state.get(e, Sheet)) != (1, 1)),
                sq.distance_feet((pos.x, pos.y), spot), "ACKS-198")
    ctx.emit(ConditionSet(e, "prone", 1))


def flee(ctx, e: int, move_to, away_from):
    """ACKS-195: a frightened creature runs from the enemy at full speed; engaged, it cowers."""
    state = ctx.state
    if engaged(state, e) and state.get(e, Status).declared != "retreat":
        ctx.emit(ConditionSet(e, "cowering", 1))
        return
    orig = frozenset(engagers(state, e))
    run = speeds(state.get(e, Sheet))["retreat" if orig else "run"]
    squares = away_from(state, e, list(orig), reachable(state, e, run, orig)) if orig else reachable(state, e, run)
    if not squares:
        ctx.emit(ConditionSet(e, "cowering", 1))
        return
    from .placing import flee_square
    best = yield from flee_square(ctx, e, list(squares))
    pos = geo.area(state, e)
    spot = perils(ctx, e, (pos.x, pos.y), route(state, e, (pos.x, pos.y), best))
    if spot is not None:
        fall_at(ctx, e, spot, move_to)
    else:
        move_to(ctx, e, best, geo.facing_toward((pos.x, pos.y), best, geo.dims(state.get(e, Sheet)) != (1, 1)),
                squares[best], "ACKS-195")
    if orig:
        ctx.emit(E.Set(e, "disordered", True, "ACKS-47"))
