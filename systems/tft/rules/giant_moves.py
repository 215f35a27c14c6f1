"""Moving a three-hex giant: by its front, turning about its rear hex, shifting, stepping
away, being pushed back and pushing, escaping from HTH; and how the tactical policy moves and
faces one. TFT-139 with TFT-47..54, TFT-56, TFT-117, TFT-120, TFT-125, TFT-126.

Readings (docs/rulesets/tft-melee.md, "The giant"):
- A move is a path of one-hex steps of the whole triangle, its facing unchanged. Each step
  moves its front one hex, so it costs 1 of the giant's MA ("count the number of hexes his
  FRONT moves").
- The hexes a step enters (two, for a triangle moved one hex) follow the rules of a one-hex
  figure's hex: no wall, no standing or kneeling figure (TFT-49); a hex with a body or a
  figure lying down takes a saving roll to enter, one roll for each such hex (TFT-51), and
  going on from it costs the jump's 3 MA (TFT-52); the giant may stop only where none of its
  three hexes holds a figure lying down (TFT-50); a step that puts any of its hexes in an
  enemy's front hex ends the move (TFT-53).
- Facing (TFT-56) is chosen at the end of a move as for anyone, and the triangle turns about
  its rear hex (its anchor, which stays put): facing f puts the front pair in directions f
  and f+1 from it. A facing is open when the hexes the front pair swings into are free (as
  for stopping: empty or holding bodies, no wall).
"""

from __future__ import annotations

import heapq

from affray.components.tft import Figure
from affray.kernel.events import Faced, Moved
from affray.kernel.geometry.hexgrid import distance, giant_hexes, neighbour, neighbours
from affray.kernel.options import ListOptions

from .. import events as E
from ..tables import creatures as C
from . import giant as G
from . import lookup as L
from . import movement as M
from .choices import choose
from .engagement import in_enemy_front
from .figure_options import budget
from .giant_room import facings, fits, kind, shift_destinations, shift_facings, steps

Hex = tuple[int, int]
DECLINE = "none"  # forcing_retreat.DECLINE


# -- the movement phase ---------------------------------------------------------------------

def reachable(state, eid: int, budget: int, jump_cost: int = 3):
    """`movement.reachable` for a giant: (dests, parent) over its anchor, facing unchanged."""
    start = L.hex_of(state, eid)
    dests: dict = {start: (0, None)}
    parent: dict = {start: None}
    if budget <= 0:
        return dests, parent
    f = L.facing(state, eid)
    side = state.side[eid]
    blocked = M.walls(state)
    kinds: dict[Hex, int] = {}
    fronts: dict[Hex, bool] = {}

    def kind_of(h):
        k = kinds.get(h)
        if k is None:
            k = kinds[h] = M.BLOCKED if h in blocked else kind(state, h, eid)
        return k

    def in_front(h):
        v = fronts.get(h)
        if v is None:
            v = fronts[h] = in_enemy_front(state, side, h)
        return v

    dist = {start: 0}
    heap = [(0, start)]
    while heap:
        c, a = heapq.heappop(heap)
        if c > dist[a] or c >= budget:
            continue
        here = giant_hexes(a, f)
        for d in range(6):
            n = neighbour(a, d)
            feet = giant_hexes(n, f)
            new = [h for h in feet if h not in here]
            ks = [kind_of(h) for h in new]
            if M.BLOCKED in ks:
                continue
            if all(kind_of(h) != M.DOWN for h in feet):  # TFT-50
                was = dests.get(n)
                if was is None or c + 1 < was[0]:
                    dests[n] = (c + 1, a)
            if any(in_front(h) for h in new):  # TFT-53
                continue
            nc = c + 1 if max(ks) == M.EMPTY else c + jump_cost  # TFT-52
            if nc <= budget and (n not in dist or nc < dist[n]):
                dist[n] = nc
                parent[n] = a
                heapq.heappush(heap, (nc, n))
    return dests, parent


def walk(ctx, eid: int, dests, parent, end: Hex) -> bool:
    """`movement.walk` for a giant: a saving roll for every occupied hex it steps into
    (TFT-51); a failure drops it where that step put it. True if it is still standing."""
    state = ctx.state
    start = L.hex_of(state, eid)
    if end == start:
        return True
    f = L.facing(state, eid)
    prev = giant_hexes(start, f)
    spent = 0
    for a in M.path(dests, parent, end):
        feet = giant_hexes(a, f)
        new = [h for h in feet if h not in prev]
        taken = [h for h in new if kind(state, h, eid) != M.EMPTY]
        spent += 1 if a == end or not taken else state.options["jump_cost"]
        for _ in taken:
            if not M.saving_roll(ctx, eid):
                ctx.emit(Moved(eid, a[0], a[1]))
                ctx.emit(E.Walked(eid, spent))
                ctx.emit(E.PostureSet(eid, "knocked"))
                return False
        prev = feet
    ctx.emit(Moved(eid, end[0], end[1]))
    ctx.emit(E.Walked(eid, dests[end][0]))
    return True


def choose_facing(ctx, eid: int, legal: list[int]):
    """`movement.choose_facing` among the given facings."""
    f = yield from choose(ctx, eid, "face", ListOptions(legal))
    if f != L.facing(ctx.state, eid):
        ctx.emit(Faced(eid, f))


def move(ctx, eid: int, option: str, foes: list[int]):
    """Generator: the movement part of a giant's option (`phases.movement` hands it over):
    shift when engaged (TFT-47), else move by its front within the option's MA; then (d)'s
    posture and the facing (after a shift, one that keeps it next to its foes). Returns True
    (handled)."""
    state = ctx.state
    here = L.hex_of(state, eid)
    if foes:
        dests, parent = shift_destinations(state, eid, foes), {here: None}
    else:
        dests, parent = reachable(state, eid, budget(option, state.get(eid, Figure).ma),
                                  ctx.option("jump_cost"))
    end = yield from choose(ctx, eid, "move", M.Destinations(dests))
    if not walk(ctx, eid, dests, parent, (end[0], end[1])):
        return True
    if option == "d":  # TFT-30
        posture = yield from choose(ctx, eid, "posture", ListOptions(["prone", "kneeling"]))
        ctx.emit(E.PostureSet(eid, posture))
    yield from choose_facing(ctx, eid, shift_facings(state, eid, foes) if foes else facings(state, eid))
    return True


# -- the attack phase and the end of the turn -----------------------------------------------

def step_away(ctx, eid: int):
    """Option (l) for a giant (TFT-120): its triangle steps one hex, a saving roll for each
    body it steps onto (TFT-51); giants never step onto a figure for HTH."""
    state = ctx.state
    here = L.hex_of(state, eid)
    dests = {n: (1, here) for n in steps(state, eid)}
    if not dests:
        ctx.emit(E.Note(eid, "no hex to disengage into"))
        return
    end = yield from choose(ctx, eid, "step", M.Destinations(dests))
    end = (end[0], end[1])
    yield from M.step_into(ctx, eid, end)


def forced_retreat(ctx, victor: int, victim: int):
    """TFT-125, TFT-126 when a giant pushes or is pushed: a pushed giant's triangle moves one
    hex, keeping its facing, into hexes that are empty or hold bodies (the victor picks the
    new anchor). Returns where the victor may then step, for `forcing_retreat.advance`: a giant
    victor's first one-hex step (direction order) that covers the hex the victim left, a
    one-hex victor's first hex of the giant's old three next to him; None when there is none."""
    state = ctx.state
    old = G.hexes_of(state, victim)
    if G.is_giant(state, victim):
        room = steps(state, victim)
    else:
        there = old[0]
        room = [n for n in neighbours(there) if fits(state, victim, [n])]
    if not room:
        return None
    choice = yield from choose(ctx, victor, "retreat", ListOptions([list(n) for n in room] + [DECLINE]))
    if choice == DECLINE:
        return None
    ctx.emit(E.ForcedRetreat(victor, victim))
    ctx.emit(Moved(victim, choice[0], choice[1]))
    now = G.hexes_of(state, victim)
    left = [h for h in old if h not in now]
    if G.is_giant(state, victor):
        f = L.facing(state, victor)
        to = next((n for n in steps(state, victor) if any(h in giant_hexes(n, f) for h in left)), None)
    else:
        here = L.hex_of(state, victor)
        to = next((h for h in left if distance(h, here) == 1), None)
    return to  # the victor may advance there as after any push (forcing_retreat.advance)


def escape_room(state, eid: int) -> list[list[int]]:
    """TFT-117 for a giant: the anchors one hex away where all its hexes are empty."""
    return [list(n) for n in steps(state, eid, (M.EMPTY,))]


# -- the tactical policy --------------------------------------------------------------------

def _front_foes(state, eid: int, anchor: Hex, f: int) -> list[int]:
    c = C.of(state, eid)
    out = []
    for h in C.front_hexes(c, anchor, f):
        for o in L.occupants(state, h):
            if L.enemies(state, eid, o) and L.conscious(state, o) and o not in out:
                out.append(o)
    return out


def _best_facing(state, eid: int, anchor: Hex, legal: list[int]):
    """(key, facing): the weakest enemy a facing brings into the front hexes, else None."""
    best = None
    for g in legal:
        for o in _front_foes(state, eid, anchor, g):
            key = (L.current_st(state, o), o, g)
            if best is None or key < best[0]:
                best = (key, g)
    return best


def tactical_move(state, eid: int, foe: int | None, costs) -> list[int]:
    """Where a tactical giant goes: the cheapest hex from which some open facing has an enemy
    in its front hexes (the weakest first); else the hex whose triangle is nearest its foe."""
    here = L.hex_of(state, eid)
    if foe is None:
        return list(here)
    best = None
    for a in sorted(costs, key=lambda h: (costs[h][0], h)):
        found = _best_facing(state, eid, a, facings(state, eid, a))
        if found is not None:
            key = (found[0][0], costs[a][0], a)
            if best is None or key < best[0]:
                best = (key, a)
    if best is not None:
        return list(best[1])
    f = L.facing(state, eid)
    target = G.aim_hex(state, foe, here)
    return list(min(costs, key=lambda a: (min(distance(h, target) for h in giant_hexes(a, f)),
                                          costs[a][0], a)))


def tactical_face(state, eid: int, foe: int | None, legal: list[int]) -> int:
    """The open facing with the weakest enemy in front; else the one whose front hexes come
    nearest the foe (ties: the lowest number)."""
    here = L.hex_of(state, eid)
    found = _best_facing(state, eid, here, legal)
    if found is not None:
        return found[1]
    if foe is None:
        return L.facing(state, eid) if L.facing(state, eid) in legal else legal[0]
    target = G.aim_hex(state, foe, here)
    c = C.of(state, eid)
    return min(legal, key=lambda g: (min(distance(h, target) for h in C.front_hexes(c, here, g)), g))
