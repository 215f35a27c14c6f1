"""The three-hex giant on the table: where it is, whom it engages, how it is attacked.
TFT-139 (and TFT-58, TFT-61, TFT-62, TFT-84, TFT-107 for a figure of three hexes).

The footprint is the checklist's default (`hexgrid.giant_hexes`): a triangle of three
mutually adjacent hexes, its front pair in directions f and f+1 from its rear hex, the
*anchor*, which is the giant's `Position`. Its facing is `Facing.dir` = f (it looks across
the front pair's shared edge). Around it lie nine hexes: 3 front, 4 side, 2 rear
(`hexgrid.giant_neighbours`).

Derived indexes (rebuilt by `refresh`, like engagement's, in a live run and in a fold alike):
`state.derived["tft_giants"]` (id -> the three hexes, front pair first), and for a giant `tft_at[id]`
holds those three hexes and `tft_occ` lists it under each. The per-side index of conscious
figures (`occupancy.live`) keeps a giant at its anchor; `near_hexes` adds its other hexes to
the queries that must be exact (TFT-53 stops). Battles without a giant never get
`tft_giants`, and every hook here costs them one dict look-up.
"""

from __future__ import annotations

from affray.components.tft import Status
from affray.kernel.geometry.hexgrid import (attack_direction, distance, giant_hexes,
                                            giant_neighbours, neighbour)

from ..tables import creatures as C
from . import lookup as L
from . import occupancy as O

Hex = tuple[int, int]
ARCS = ("front", "side", "rear")  # best for the target first (TFT-62 ties)


# -- who is a giant, and where ---------------------------------------------------------------

def giants(state) -> dict:
    """id -> the giant's three hexes (front pair, then anchor); empty without giants."""
    return state.derived.get("tft_giants") or {}


def is_giant(state, eid: int) -> bool:
    g = state.derived.get("tft_giants")
    return g is not None and eid in g


def involved(state, *ids: int) -> bool:
    """Whether any of these figures is a giant."""
    g = state.derived.get("tft_giants")
    return bool(g) and any(e in g for e in ids)


def hexes_of(state, eid: int) -> list[Hex]:
    """The hexes a figure occupies: a giant's three, anyone else's one."""
    g = state.derived.get("tft_giants")
    if g is not None and eid in g:
        return list(g[eid])
    return [L.hex_of(state, eid)]


def register(state, eid: int) -> bool:
    """Called when a figure is first indexed (spawned): True, and the giant indexed by
    `refresh`, when it is a giant (TFT-139)."""
    c = C.of(state, eid)
    if c is None or c.hexes == 1:
        return False
    state.derived.setdefault("tft_giants", {})[eid] = ()
    return True


# -- occupancy and engagement (engagement.refresh hands giants over to this) -------------------

def refresh(state, eid: int) -> None:
    """`engagement.refresh` for a giant: all three hexes in the occupancy index; edges to the
    enemies in its 3 front hexes; edges from enemies with any of its hexes in their front
    (TFT-58), looked up in the 9 hexes around it."""
    occ = state.derived.setdefault("tft_occ", {})
    at = state.derived.setdefault("tft_at", {})
    table = state.derived["tft_giants"]
    anchor = L.hex_of(state, eid)
    f = L.facing(state, eid)
    new = tuple(giant_hexes(anchor, f))
    old = at.get(eid)
    if old != new:
        for h in old or ():
            ids = occ[h]
            ids.remove(eid)
            if not ids:
                del occ[h]
        for h in new:
            ids = occ.setdefault(h, [])
            ids.append(eid)
            ids.sort()
        at[eid] = table[eid] = new
    g = state.engagement
    g.remove_edges_from(list(g.in_edges(eid)) + list(g.out_edges(eid)))
    side = state.side[eid]
    index = O.live(state, side)
    if not L.conscious(state, eid):
        index.remove(eid)
        return
    version = index.version
    index.move(eid, anchor)
    if old != new and index.version == version:
        index.version += 1  # turned about its anchor: caches built on the index must see it
    if L.has_front(state, eid):
        for h in C.front_hexes(C.of(state, eid), anchor, f):
            for o in occ.get(h, ()):
                if state.side[o] != side and L.conscious(state, o):
                    g.add_edge(eid, o)
    for h, _ in giant_neighbours(anchor, f):
        for o in occ.get(h, ()):
            if (o != eid and state.side[o] != side and L.has_front(state, o)
                    and any(x in new for x in C.front_hexes_of(state, o, h))):
                g.add_edge(o, eid)


def near_hexes(state, side: int, out: set) -> None:
    """TFT-53 (`movement.next_to_enemies`): add every hex next to a conscious enemy giant
    of `side`; the per-side index knows only its anchor."""
    for eid, feet in sorted(giants(state).items()):
        if state.side[eid] != side and L.conscious(state, eid):
            for h in feet:
                out.add(h)
                out.update(neighbour(h, d) for d in range(6))


# -- attacks on and by a giant ------------------------------------------------------------------

def aim_hex(state, t: int, here: Hex) -> Hex:
    """The hex an attack from `here` goes at: a giant's hex nearest `here` (ties: the front
    pair first, then the anchor); anyone else's own hex. Missile and thrown weapons fly to
    it and their range is counted to it."""
    g = state.derived.get("tft_giants")
    if g is None or t not in g:
        return L.hex_of(state, t)
    return min(g[t], key=lambda h: distance(here, h))


def arc(state, a: int | None, t: int, here: Hex) -> str | None:
    """TFT-61, TFT-62, TFT-139: front, side or rear of an attack by `a` (standing at `here`)
    on `t` when either is a giant; None otherwise (`hexgrid.attack_direction` decides).

    Facing bonuses use the hex the attacker stands in: against a giant, the arc of that hex
    among the nine around it (from farther away, of the nearest of the nine); a giant
    attacks from whichever of its hexes is nearest the target. Ties go to the arc better for
    the target, as in TFT-62."""
    g = state.derived.get("tft_giants")
    if not g or (a not in g and t not in g):
        return None
    sources = g[a] if a in g else (here,)
    f = L.front_of(state, t)
    if t in g:
        if f is None:
            return "rear"  # no front (TFT-57)
        best = min((distance(s, h), ARCS.index(x)) for s in sources
                   for h, x in giant_neighbours(L.hex_of(state, t), f))
        return ARCS[best[1]]
    there = L.hex_of(state, t)
    near = min(distance(s, there) for s in sources)
    return min((attack_direction(there, f, s) for s in sources if distance(s, there) == near and s != there),
               key=ARCS.index, default="rear")


# -- hand-to-hand with a giant ------------------------------------------------------------------

def rear_hexes(state, t: int) -> list[Hex]:
    """TFT-107 (a), (c): a giant's two rear hexes (behind its anchor)."""
    return [h for h, x in giant_neighbours(L.hex_of(state, t), L.facing(state, t)) if x == "rear"]


def enemy_hexes(state, eid: int, here: Hex, radius: int) -> list[tuple[int, Hex]]:
    """(enemy, hex) for the conscious enemies within `radius` of `here`, nearest first
    (`occupancy.enemies_within`); a giant once for each of its hexes."""
    g = state.derived.get("tft_giants")
    if not g:
        return [(o, L.hex_of(state, o)) for o in O.enemies_within(state, eid, here, radius)]
    out = []
    for o in O.enemies_within(state, eid, here, radius + 1):  # the index knows an anchor
        if o in g:
            out += [(o, h) for h in g[o] if distance(here, h) <= radius]
        elif distance(here, L.hex_of(state, o)) <= radius:
            out.append((o, L.hex_of(state, o)))
    return out


def entry_hex(state, t: int, here: Hex) -> Hex:
    """The hex of `t` an HTH attempt from `here` steps onto: a giant's first hex next to
    `here` (front pair first, then the anchor); anyone else's own hex."""
    g = state.derived.get("tft_giants")
    if g is None or t not in g:
        return L.hex_of(state, t)
    return next((h for h in g[t] if distance(here, h) == 1), L.hex_of(state, t))


def brawl_hexes(state, h: Hex) -> list[Hex]:
    """TFT-116, TFT-118: the hexes of the brawl in hex h: h, and when a giant in HTH lies
    there, all three of its hexes (whoever grapples it, in any of them, is in its brawl)."""
    g = state.derived.get("tft_giants")
    out = [h]
    if g:
        for o in L.occupants(state, h):
            if o in g and state.get(o, Status).posture == "hth":
                out += [x for x in g[o] if x not in out]
    return out
