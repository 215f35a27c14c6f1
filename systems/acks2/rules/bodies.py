"""Whose body moves, and at what size, when a force back or overrun involves a rider, a
mount or a vehicle (ACKS-206, ACKS-213): a rider or passenger is carried by its mount, and
everyone on a vehicle (driver, passengers, transporters) by the vehicle, whose size is the
vehicle's (`[[map.vehicles]] size`, Default large). The mount or the vehicle's lead
transporter is the figure that moves; everyone aboard moves with it."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status

from .mounted import riders_of
from .vehicles import vehicle_of


def body(state, e: int) -> tuple[int, str]:
    """(the figure that moves, the size used for the save and the effects)."""
    found = vehicle_of(state, e)
    if found is not None:
        return state.get(e, Status).riding or e, found[1].size
    m = state.get(e, Status).riding
    if m:
        return m, state.get(m, Sheet).size
    return e, state.get(e, Sheet).size


def aboard(state, carrier: int) -> list[int]:
    return sorted(riders_of(state, carrier))
