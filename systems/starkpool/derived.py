"""What the Starkpool rules derive from the world and keep in `state.derived`
(docs/architecture.md#derived-state): two indexes the reducers keep, and caches."""

from __future__ import annotations

from affray.components.starkpool import Gear
from affray.kernel.components import Position, Vitals
from affray.kernel.ruleset import Derived


def droppers(state) -> set[int]:
    return {e for e, g in state.query(Gear) if g.dropped}


def pavises(state) -> dict[int, tuple]:
    return {e: tuple(g.pavis_at) for e, g in state.query(Gear) if g.pavis == "planted"}


def last_places(state) -> dict[int, tuple[float, float]]:
    return {e: (p.x, p.y) for e, (p, _v) in state.query(Position, Vitals)}


DERIVED = {
    "_sp_droppers": Derived("ids of the figures with items on the ground (rules/gear.py)",
                            droppers),
    "_sp_pavises": Derived("id -> where its planted pavis stands (SP-50)", pavises),
    "_sp_last_pos": Derived("id -> its place at its last engagement refresh, so the refresh "
                            "also looks around the place it left", last_places),
    "_sp_refreshed": Derived("id -> what its engagement depended on at its last refresh"),
    "_sp_scan": Derived("every (id, place) while few figures are on the table, by the "
                        "spatial index's version"),
    "_sp_longest_range": Derived("the longest missile range of the battle's tables"),
    "_sp_kept": Derived("id -> (size, weapon length), until its gear or mount changes"),
    "_sp_groups": Derived("(side, group) -> members, by the number of figures"),
}
