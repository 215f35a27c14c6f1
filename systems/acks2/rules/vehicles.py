"""Vehicles on the battlemap (ACKS-210 to ACKS-214): who is aboard which vehicle and in which
role. A vehicle (`[[map.vehicles]]`) moves with its lead transporter (the first listed):
the driver, the passengers and the other transporters sit on the lead's square the way a
rider sits on its mount (Status.riding = the lead), so they move, and share engagement,
with it. Later boarders are passengers."""

from __future__ import annotations


def vehicles(state) -> list:
    return list(getattr(state.map, "vehicles", ()) or ())


def _ids(state) -> dict[str, int]:
    return {state.names[e]: e for e in state.entities}


def vehicle_of(state, e: int):
    """(index, vehicle) whose lead transporter is e or which e rides, else None."""
    from affray.components.acks2 import Status
    vs = vehicles(state)
    if not vs:
        return None
    ids = _ids(state)
    lead = state.get(e, Status).riding or e
    from .dungeon import features
    for i, v in enumerate(vs):
        if ids[v.transporters[0]] == lead and features(state).get(("vehicle", v.name), 1) > 0:
            return i, v
    return None


def role(state, e: int) -> str:
    """driver | passenger | transporter, or '' when e is no part of a vehicle."""
    found = vehicle_of(state, e)
    if found is None:
        return ""
    v = found[1]
    name = state.names[e]
    if name in v.transporters:
        return "transporter"
    return "driver" if name == v.driver else "passenger"


def harnessed(state, e: int) -> bool:
    """A transporter other than the lead: it moves with the lead and takes no segment."""
    from affray.components.acks2 import Status
    return bool(state.get(e, Status).riding) and role(state, e) == "transporter"


def driver_of(state, lead: int) -> int | None:
    found = vehicle_of(state, lead)
    if found is None:
        return None
    return _ids(state).get(found[1].driver)


def team(state, lead: int) -> list[int]:
    found = vehicle_of(state, lead)
    if found is None:
        return []
    ids = _ids(state)
    return [ids[n] for n in found[1].transporters]


def skilled(sheet) -> bool:
    """ACKS-211: Mounted Combat or Driving."""
    return "mounted_combat" in sheet.profs or "driving" in sheet.profs
