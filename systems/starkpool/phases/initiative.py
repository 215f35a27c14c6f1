"""The Initiative phase (section 3.2).

SP-21  initiative: 1d6, 1-3 side A chooses Move or Counter Move, 4-6 side B.
"""

from __future__ import annotations

from affray.kernel.options import ListOptions

from ..events import InitiativeSet
from ..rules.surprise import initiative_chooser

__all__ = ["initiative"]


def initiative(ctx):
    """SP-21: returns the index of the side that moves first."""
    die = ctx.roll("initiative", 1, 6)[0]
    chooser = initiative_chooser(die)
    choice = yield from ctx.decide(-chooser, "initiative", ListOptions(["move", "counter_move"]))
    first = chooser if choice == "move" else 1 - chooser
    ctx.emit(InitiativeSet(chooser, first))
    return first
