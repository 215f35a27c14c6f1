"""What one side may see of a battle: the log with every other side's sealed choices
face down until they are opened (design.md, Policies; docs/protocol.md, Sealed choices).

The full log is the referee's record and is not changed. A side's view is cut from it event
by event, as Pokémon Showdown's simulator cuts one stream per player from its omniscient log:

- another side's sealed choice (a `Committed` event, or a `Decided` with `hidden=True` from
  `ctx.decide_hidden`) becomes a `Sealed(actor, kind, side, commitment)`: who chose, what
  kind of choice, and a commitment, never the choice;
- the event that opens it (`Opened`, or the `Revealed` closing a hidden batch) becomes an
  `Opening(event, proofs)`: the event as logged, and for every sealed choice it opens in
  full, the choice as committed and its salt, so the side can check
  `commitment == sha256(salt + ":" + canonical_json(choice))`.

A choice opened in part (`Opened.still_sealed`: a DODGE kept face down) gets its proof only
when its last part is opened: the salt would otherwise let the secret part be guessed.

The salt of the choice logged at event `i` is `blake2b(f"{seed}/seal/{i}", 16 bytes)` in
hex: deterministic (the same log always gives the same view) and known only to whoever
holds the seed, which a side's view never shows. A host that knows the seed can re-run
every policy anyway; the seed is the referee's.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Iterable, Iterator

import msgspec

from .errors import AffrayError
from .events import Decided, Event, Revealed
from .log import event_to_json

COMMITTED, OPENED = "Committed", "Opened"  # kernel/sealed.py's types, matched by name


class Sealed(msgspec.Struct, frozen=True, tag="Sealed"):
    """Another side's sealed choice, as a side sees it before the reveal."""

    actor: int
    kind: str
    side: int
    commitment: str


class Proof(msgspec.Struct, frozen=True):
    """A sealed choice opened in full: the event that sealed it, the choice as committed,
    and the salt of its commitment."""

    sealed_at: int
    actor: int
    kind: str
    choice: Any
    salt: str


class Opening(msgspec.Struct, frozen=True, tag="Opening"):
    """An event that opens sealed choices (`Opened`, `Revealed`), with their proofs."""

    event: Event
    proofs: list[Proof] = []


ViewItem = Event | Sealed | Opening


def canonical_json(value: Any) -> str:
    """The choice as the commitment hashes it: JSON, keys sorted, no spaces, UTF-8."""
    return json.dumps(msgspec.to_builtins(value), sort_keys=True, separators=(",", ":"),
                      ensure_ascii=False)


def salt_of(seed: str, index: int) -> str:
    return hashlib.blake2b(f"{seed}/seal/{index}".encode(), digest_size=16).hexdigest()


def commitment_of(salt: str, choice: Any) -> str:
    return hashlib.sha256(f"{salt}:{canonical_json(choice)}".encode()).hexdigest()


def check(sealed: Sealed, proof: Proof) -> bool:
    """Whether an opened choice is the one that was committed."""
    return commitment_of(proof.salt, proof.choice) == sealed.commitment


def side_index(sides: list[str], side: str | int) -> int:
    """A side by name (or index); an unknown one is refused with the sides listed."""
    if isinstance(side, int) and not isinstance(side, bool) and 0 <= side < len(sides):
        return side
    if side in sides:
        return sides.index(side)
    raise AffrayError(f"side: no side {side!r}; the sides are {sides}")


def _owner(ev: Decided, sides_of: dict[int, int]) -> int:
    if type(ev).__name__ == COMMITTED:
        return ev.side
    return -ev.actor if ev.actor <= 0 else sides_of.get(ev.actor, -1)


class SideView:
    """Cuts one side's view from a stream of logged events (fed in order, from 0)."""

    def __init__(self, seed: str, side: int):
        self.seed, self.side = seed, side
        self.sides_of: dict[int, int] = {}  # entity -> side, from Spawned
        self.open_seals: dict[tuple[int, str], tuple[int, Decided]] = {}  # Committed, unopened
        self.hidden: list[tuple[int, Decided]] = []  # hidden Decided awaiting a Revealed

    def see(self, index: int, ev: Event) -> ViewItem:
        kind = type(ev).__name__
        if kind == "Spawned":
            self.sides_of[ev.entity] = ev.side
            return ev
        if isinstance(ev, Decided) and ev.hidden:
            if kind == COMMITTED:
                self.open_seals[(ev.actor, ev.kind)] = (index, ev)
            else:
                self.hidden.append((index, ev))
            if _owner(ev, self.sides_of) == self.side:
                return ev
            return Sealed(ev.actor, ev.kind, _owner(ev, self.sides_of),
                          commitment_of(salt_of(self.seed, index), ev.choice))
        if kind == OPENED:
            return self._opened(ev)
        if type(ev) is Revealed and self.hidden:
            batch, self.hidden = self.hidden[-ev.count:], self.hidden[:-ev.count]
            proofs = [self._proof(i, d) for i, d in batch
                      if _owner(d, self.sides_of) != self.side]
            return Opening(ev, proofs) if proofs else ev
        return ev

    def _opened(self, ev: Any) -> ViewItem:
        got = self.open_seals.pop((ev.actor, ev.kind), None)
        if got is None:
            return ev
        index, sealed = got
        if ev.still_sealed:  # the rest stays down: its proof waits for the last part
            self.open_seals[(ev.actor, ev.still_sealed)] = got
            return ev
        if _owner(sealed, self.sides_of) == self.side:
            return ev
        return Opening(ev, [self._proof(index, sealed)])

    def _proof(self, index: int, ev: Decided) -> Proof:
        return Proof(index, ev.actor, ev.kind, ev.choice, salt_of(self.seed, index))


def view_of(events: Iterable[Event], seed: str, side: int) -> Iterator[tuple[int, ViewItem]]:
    """(index, what `side` sees of event index) for a stream of logged events."""
    cut = SideView(seed, side)
    for index, ev in enumerate(events):
        yield index, cut.see(index, ev)


def item_to_json(index: int, item: ViewItem) -> dict[str, Any]:
    """A view item as JSON-able builtins: a logged event as `show --json` writes it, or a
    `Sealed` / `Opening` with its fields."""
    if isinstance(item, Sealed):
        return {"i": index, "type": "Sealed", **msgspec.to_builtins(item)}
    if isinstance(item, Opening):
        return {"i": index, "type": "Opening", "event": event_to_json(index, item.event),
                "proofs": msgspec.to_builtins(item.proofs)}
    return event_to_json(index, item)
