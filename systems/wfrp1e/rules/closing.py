"""WFRP-40/46: a slot spent turning to an opponent at the flank or rear, or moving to an
engaged opponent a few yards off; the opponent becomes the one the figure fights."""

from __future__ import annotations

from affray.components.wfrp1e import Fight
from affray.kernel.events import Faced

from .. import events as E
from . import geometry as geo
from .movement import approach


def close(ctx, eid: int, slot: int, foe: int) -> None:
    """WFRP-40: moving to fight an engaged opponent a few yards off spends the slot, and one
    more when it is over 2 yards away and `switch_travel_cost` is on."""
    state = ctx.state
    far = geo.gap(state, eid, foe)
    ctx.emit(E.SlotUsed(eid, slot, "move to the opponent", "WFRP-40"))
    approach(ctx, eid, foe, far, straight=False)
    f = state.get(eid, Fight)
    if state.options["switch_travel_cost"] and far > 2 and f.slots:
        ctx.emit(E.SlotUsed(eid, max(f.slots), "travel to the new opponent", "WFRP-40"))
    if f.target != foe:
        ctx.emit(E.Set(eid, "Fight", "target", foe, "WFRP-40"))


def face(ctx, eid: int, slot: int, foe: int) -> None:
    """WFRP-40/46: turning to meet an opponent at the flank or rear spends the slot; the
    opponent becomes the one it fights."""
    ctx.emit(E.SlotUsed(eid, slot, "turn", "WFRP-40"))
    ctx.emit(Faced(eid, geo.facing_to(ctx.state, eid, foe)))
    if ctx.state.get(eid, Fight).target != foe:
        ctx.emit(E.Set(eid, "Fight", "target", foe, "WFRP-40"))
