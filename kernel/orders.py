"""Option shapes over a set of items (entity ids or codes): an order of all of them (who
moves first), and a subset of them (which enemies a sweep strikes).

A value is a list of items. An order lists every item once; a subset lists distinct items, in
any order (the rules read it through `value()`, which puts it in the offered order), and is
logged as given. Both are finite, but their lists grow as n! and 2^n: the random-legal policy
draws from `sample`, never from `enumerate`. docs/choices.md is the reference.
"""

from __future__ import annotations

from itertools import combinations, permutations
from math import comb, factorial
from typing import Any, Sequence

from .options import SCALARS, NoLegalOption, Options


def _items(items: Sequence[Any]) -> list[Any]:
    out = list(items)
    if any(type(i) not in SCALARS for i in out):
        raise ValueError("the items of an order or a subset are ids or codes (scalars)")
    if len(set(out)) != len(out):
        raise ValueError(f"the items {out} repeat")
    return out


def _find(items: list[Any], choice: Any) -> tuple[list[int] | None, str]:
    """The positions in `items` of the listed values, or the reason they are not a list of
    distinct items."""
    if not isinstance(choice, (list, tuple)):
        return None, f"{choice!r} is not a list"
    where = {(type(v), v): k for k, v in enumerate(items)}
    found: list[int] = []
    for v in choice:
        k = where.get((type(v), v)) if type(v) in SCALARS else None
        if k is None:
            return None, f"{v!r} is not one of {items}"
        if k in found:
            return None, f"{v!r} is listed twice"
        found.append(k)
    return found, ""


class Order(Options):
    """An ordering of every one of `items`, first first."""

    __slots__ = ("items",)

    def __init__(self, items: Sequence[Any]):
        self.items = _items(items)

    def enumerate(self) -> list[Any]:
        return [list(p) for p in permutations(self.items)]

    def legal(self, choice: Any) -> str | None:
        found, reason = _find(self.items, choice)
        if found is None:
            return reason
        if len(found) != len(self.items):
            missing = [v for k, v in enumerate(self.items) if k not in found]
            return f"{list(choice)} leaves out {missing}"
        return None

    def describe(self) -> dict[str, Any]:
        return {"shape": "order", "items": list(self.items)}

    def sample(self, rng: Any) -> Any:
        out = list(self.items)
        for i in range(len(out) - 1, 0, -1):  # Fisher-Yates, from the last place down
            j = rng.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def value(self, choice: Any) -> list[Any]:
        return list(choice)

    def __len__(self) -> int:
        return factorial(len(self.items))


class Subset(Options):
    """Between `least` and `most` (default: all) distinct ones of `items`."""

    __slots__ = ("items", "least", "most")

    def __init__(self, items: Sequence[Any], least: int = 0, most: int | None = None):
        self.items = _items(items)
        self.least = least
        self.most = len(self.items) if most is None else min(most, len(self.items))
        if not 0 <= least:
            raise ValueError(f"a subset's least size is 0 or more, not {least}")

    def enumerate(self) -> list[Any]:
        return [list(c) for n in range(self.least, self.most + 1)
                for c in combinations(self.items, n)]

    def legal(self, choice: Any) -> str | None:
        found, reason = _find(self.items, choice)
        if found is None:
            return reason
        if not self.least <= len(found) <= self.most:
            return f"{list(choice)} has {len(found)}, not {self.least} to {self.most}"
        return None

    def describe(self) -> dict[str, Any]:
        return {"shape": "subset", "items": list(self.items), "min": self.least, "max": self.most}

    def sample(self, rng: Any) -> Any:
        """A size drawn uniformly from least..most, then that many items uniformly."""
        if self.least > self.most:
            raise NoLegalOption
        size = self.least + rng.below(self.most - self.least + 1)
        pool = list(range(len(self.items)))
        for i in range(size):  # a partial Fisher-Yates: the first `size` places
            j = i + rng.below(len(pool) - i)
            pool[i], pool[j] = pool[j], pool[i]
        return [self.items[k] for k in sorted(pool[:size])]

    def value(self, choice: Any) -> list[Any]:
        """The chosen items in the offered order."""
        found, _ = _find(self.items, choice)
        return [self.items[k] for k in sorted(found or ())]

    def __len__(self) -> int:
        return sum(comb(len(self.items), n) for n in range(self.least, self.most + 1))
