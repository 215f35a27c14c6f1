"""Option lists built by the rules in the form a log holds them already.

The kernel's `ListOptions` converts every value to its logged form (`msgspec.to_builtins`:
tuples become lists) when it is built. The melee slots and the Missile phase build many
lists a round, all of plain lists, strings and ints, so the copy is skipped; legality is
checked exactly as `ListOptions` checks it."""

from __future__ import annotations

from affray.kernel.options import ListOptions

__all__ = ["PlainOptions"]


class PlainOptions(ListOptions):
    """A `ListOptions` over values that are already plain (lists of str and int, or
    scalars): kept as given, not copied."""

    __slots__ = ()

    def __init__(self, values: list):
        self.values = values
        self._keys = None
