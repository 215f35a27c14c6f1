"""The world of one battle: esper entities and components, sides, the engagement graph and
the spatial index. Reducers are the only code that writes it."""

from __future__ import annotations

import hashlib
from typing import Any, Iterator

import esper as _esper
import msgspec

from .components import Conditions, Identity, Vitals
from .engagement import EngagementGraph
from .geometry.spatial import HexSpatialHash, SpatialHash
from .ruleset import Ruleset
from .world import inside, new_world_name

_canonical = msgspec.msgpack.Encoder(order="sorted")
_plain = msgspec.msgpack.Encoder()  # the digest cache's change detector only


class State:
    """What a battle knows. Read it anywhere; change it only in reducers."""

    def __init__(self, ruleset: Ruleset, sides: list[str], options: dict[str, Any],
                 tables: dict[str, Any], the_map: Any = None):
        self.world = new_world_name()
        self.ruleset = ruleset
        self.sides = list(sides)
        self.options = options
        self.tables = tables
        self.map = the_map
        self.round = 0
        self.phase = ""
        self.entities: list[int] = []  # in spawn order, which is id order
        self.names: dict[int, str] = {}
        self.side: dict[int, int] = {}
        self.engagement = EngagementGraph()
        if ruleset.geometry == "hex":
            self.spatial = HexSpatialHash(int(ruleset.spatial_cell))
        else:
            metric = "squares" if ruleset.geometry == "square" else "euclidean"
            self.spatial = SpatialHash(ruleset.spatial_cell, metric)
        self.ended: tuple[str, str] | None = None
        self.events = 0  # how many events have been applied
        # what the ruleset derives from the world, under the keys its `Ruleset.derived`
        # declares (docs/architecture.md#derived-state): never dumped or digested, and empty
        # in every new State (a fold, a branch, a moment), so it is built again from the world
        self.derived: dict[str, Any] = {}
        # entity id -> (its components' plain encoding, its canonical encoding): see digest()
        self._encoded: dict[int, tuple[bytes, msgspec.Raw]] = {}
        with inside(self.world):
            # esper keeps each world's stores as dicts that live as long as the world; reading
            # them directly makes reads independent of esper's current world (and fast).
            self._entities: dict[int, dict[type, Any]] = _esper._entities
            self._components: dict[type, set[int]] = _esper._components

    # -- reading -------------------------------------------------------------------------
    def get(self, eid: int, ctype: type) -> Any:
        return self._entities[eid][ctype]

    def try_get(self, eid: int, ctype: type) -> Any:
        return self._entities[eid].get(ctype)

    def query(self, *ctypes: type) -> list[tuple[int, Any]]:
        """Entities holding all `ctypes`, sorted by id (esper's order is not a rule order).
        One type gives (id, component) pairs; several give (id, (components...))."""
        db = self._entities
        if len(ctypes) == 1:
            t = ctypes[0]
            return [(e, db[e][t]) for e in sorted(self._components.get(t, ()))]
        stores = [self._components.get(t, ()) for t in ctypes]
        ids = sorted(set(stores[0]).intersection(*stores[1:]))
        return [(e, tuple([db[e][t] for t in ctypes])) for e in ids]

    def side_of(self, eid: int) -> int:
        return self.side[eid]

    def side_name(self, eid: int) -> str:
        return self.sides[self.side[eid]]

    def alive(self, eid: int) -> bool:
        v = self._entities[eid][Vitals]
        return not (v.dead or v.removed)

    def condition(self, eid: int, name: str, default: Any = 0) -> Any:
        return self._entities[eid][Conditions].values.get(name, default)

    def members(self, side: int) -> Iterator[int]:
        return (e for e in self.entities if self.side[e] == side)

    def enemies_of(self, eid: int) -> Iterator[int]:
        mine = self.side[eid]
        return (e for e in self.entities if self.side[e] != mine)

    # -- the whole state -------------------------------------------------------------------
    def _entity_dump(self, eid: int) -> dict[str, Any]:
        comps = {type(c).__name__: msgspec.to_builtins(c) for c in self._entities[eid].values()}
        for c in comps.values():
            c.pop("type", None)
        return {"id": eid, "components": dict(sorted(comps.items()))}

    def _dump(self, entities: list[Any]) -> dict[str, Any]:
        return {
            "round": self.round,
            "phase": self.phase,
            "sides": self.sides,
            "entities": entities,
            "engagement": sorted([a, b] for a, b in self.engagement.edges),
            "ended": list(self.ended) if self.ended else None,
        }

    def dump(self) -> dict[str, Any]:
        """The world as builtins: entities by id, components by type name, graph edges sorted."""
        return self._dump([self._entity_dump(eid) for eid in self.entities])

    def digest(self) -> str:
        """blake2b-64 of the canonical encoding of `dump()` (docs/log-format.md).

        Dumping an entity costs ~7 us (Python), and a digest is taken every round (and
        before and after every event in strict mode), so each entity's canonical encoding is
        cached with its components' plain msgpack encoding (~1 us, C only) as the key: an
        entity whose components encode to the same bytes as last time has the same dump.
        The check is by value, so it also sees writes made outside reducers (strict mode)."""
        cache = self._encoded
        db = self._entities
        encode = _plain.encode
        entities = []
        for eid in self.entities:
            key = encode(list(db[eid].values()))
            hit = cache.get(eid)
            if hit is None or hit[0] != key:
                hit = cache[eid] = (key, msgspec.Raw(_canonical.encode(self._entity_dump(eid))))
            entities.append(hit[1])
        return digest_of(self._dump(entities))


def digest_of(dump: dict[str, Any]) -> str:
    """The digest of a state dump, from scratch (`State.digest` gives the same, faster)."""
    return hashlib.blake2b(_canonical.encode(dump), digest_size=8).hexdigest()


__all__ = ["State", "Identity"]
