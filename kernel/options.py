"""Sets of legal choices. Small ones are lists; large ones (paths) say `legal()` lazily.

Every options value answers `legal(choice)` (None, or the reason it is refused),
`describe()` (a JSON-able account for a host) and `sample(rng)` (the random-legal policy's
draw). Finite ones also `enumerate()`. The shapes that are not lists (a cell, a point, a
heading, a distance, an order, a subset, any legal value beyond a suggested list) are in
`shapes`, `orders` and `suggested`; docs/choices.md describes them all.
"""

from __future__ import annotations

from typing import Any, Sequence

import msgspec

_enc = msgspec.msgpack.Encoder(order="sorted")
SCALARS = (str, int, float, bool, type(None))


def normalise(choice: Any) -> Any:
    """The JSON-like form a choice has in a log (tuples become lists)."""
    if type(choice) in SCALARS:
        return choice
    return msgspec.to_builtins(choice)


def _key(choice: Any) -> bytes:
    return _enc.encode(choice)


def reason_against(options: "Options", choice: Any) -> str | None:
    """`options.legal(choice)`, where a value of the wrong shape (a list where a card name
    goes, a string where an id goes) is a reason, not a crash: a script, a host or a damaged
    log may offer anything."""
    try:
        return options.legal(choice)
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as err:
        return f"{choice!r} is not a choice of this kind ({type(err).__name__})"


class NoLegalOption(LookupError):
    """`sample` on an empty set of options."""


class Options:
    """A set of legal choices. Subclasses override `enumerate` and, for speed, `legal`."""

    finite = True  # False: no `enumerate`; `describe` gives the region, arc or range

    def enumerate(self) -> list[Any]:
        raise NotImplementedError

    def describe(self) -> dict[str, Any]:
        """For a host: the shape's name and what is legal (JSON-able)."""
        return {"shape": "list", "values": self.enumerate()}

    def sample(self, rng: Any) -> Any:
        """One legal choice drawn from `rng` (a dice `Stream`): uniform over `enumerate()`."""
        values = self.enumerate()
        if not values:
            raise NoLegalOption
        return values[rng.below(len(values))]

    def legal(self, choice: Any) -> str | None:
        """None when `choice` is legal; otherwise the reason it is not."""
        key = _key(normalise(choice))
        if any(_key(normalise(o)) == key for o in self.enumerate()):
            return None
        return f"{choice!r} is not one of the legal choices"


class ListOptions(Options):
    __slots__ = ("values", "_keys")

    def __init__(self, values: Sequence[Any]):
        self.values = [v if type(v) in SCALARS else msgspec.to_builtins(v) for v in values]
        self._keys: set[bytes] | None = None

    def enumerate(self) -> list[Any]:
        return self.values

    def legal(self, choice: Any) -> str | None:
        kind = type(choice)
        if kind in SCALARS:  # the common case: compare by value and type (True is not 1)
            for v in self.values:
                if type(v) is kind and v == choice:
                    return None
        else:
            if self._keys is None:
                self._keys = {_key(v) for v in self.values}
            if _key(normalise(choice)) in self._keys:
                return None
        shown = ", ".join(repr(v) for v in self.values[:8])
        more = ", ..." if len(self.values) > 8 else ""
        return f"{choice!r} is not one of [{shown}{more}]"

    def __len__(self) -> int:
        return len(self.values)

    def __repr__(self) -> str:
        return f"ListOptions({self.values!r})"
