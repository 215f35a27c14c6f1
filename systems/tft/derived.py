"""What the Melee rules derive from the world and keep in `state.derived`
(docs/architecture.md#derived-state): the indexes the reducers and the engagement refresh
keep (ground counters, occupancy, giants, the per-side index of conscious figures), and
caches."""

from __future__ import annotations

from affray.components.tft import Figure, Kit
from affray.kernel.components import Position
from affray.kernel.geometry.hexgrid import giant_hexes
from affray.kernel.ruleset import Derived

from .rules.lookup import conscious, facing, hex_of
from .tables.creatures import CREATURES


def ground(state) -> dict:
    """hex -> [(weapon, owner)], sorted: the counters placed on the ground (`Kit.loose`)."""
    out: dict = {}
    for eid, kit in state.query(Kit):
        for weapon, q, r, placed in kit.loose:
            if placed:
                out.setdefault((q, r), []).append((weapon, eid))
    return {h: sorted(v) for h, v in out.items()}


def giants(state) -> dict:
    """id -> the three hexes of every figure that covers three (TFT-139)."""
    out = {}
    for eid, fig in state.query(Figure):
        c = CREATURES.get(fig.race)
        if c is not None and c.hexes > 1:
            out[eid] = tuple(giant_hexes(hex_of(state, eid), facing(state, eid)))
    return out


def places(state) -> dict:
    """id -> its hex (a giant: its three)."""
    big = giants(state)
    return {eid: big.get(eid, (p.x, p.y)) for eid, p in state.query(Position)}


def occupancy(state) -> dict:
    """hex -> the ids in it, sorted."""
    out: dict = {}
    big = giants(state)
    for eid, p in state.query(Position):
        for h in big.get(eid, ((p.x, p.y),)):
            out.setdefault(h, []).append(eid)
    return {h: sorted(v) for h, v in out.items()}


def live(state) -> dict:
    """side -> [(id, hex)] of its conscious figures (a giant at its anchor), sorted."""
    out: dict = {}
    for eid, p in state.query(Position):
        if conscious(state, eid):
            out.setdefault(state.side[eid], []).append((eid, (p.x, p.y)))
    return {s: sorted(v) for s, v in out.items()}


DERIVED = {
    "tft_ground": Derived("hex -> [(weapon, owner)]: counters on the ground, for pick-ups",
                          ground),
    "tft_giants": Derived("id -> a giant's three hexes (rules/giant.py); absent without one",
                          giants),
    "tft_at": Derived("id -> its hex (a giant: its three), for the occupancy index", places),
    "tft_occ": Derived("hex -> the ids in it (rules/engagement.py)", occupancy),
    "tft_live": Derived("side -> a spatial index of its conscious figures "
                        "(rules/occupancy.py)", live),
    "tft_creature": Derived("id -> the creature a figure is (its race never changes)"),
    "tft_stamps": Derived("side -> engagement refreshes so far, the key of tft_cache_fronts "
                          "(dropped with it)"),
    "tft_cache_fronts": Derived("side -> the enemy front hexes, by tft_stamps"),
    "tft_cache_near": Derived("side -> the hexes next to enemies, by the live indexes' "
                              "versions"),
    "tft_cache_field": Derived("side -> the policy's nearest-enemy field, by the live "
                               "indexes' versions. Not droppable until found out why: dropping "
                               "it mid-battle changes a tactical choice (1 giant v 3 human, "
                               "seed 296, tactical, dropped after event 91 of 261), so the "
                               "field it keeps can go stale", droppable=False),
    "tft_walls": Derived("the arena's walls (the map does not change)"),
    "tft_megahexes": Derived("the megahex grid (constant)"),
}
