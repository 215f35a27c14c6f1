"""Vehicles in battle (ACKS-210 to ACKS-214): transporter panic, passengers' melee-only
attacks after a charge, boarding skill, and the wreck at 0 structural hit points."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import Moved
from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import attack as atk
from ..rules import geometry as geo
from ..rules.mounted import knock_off, riders_of
from ..rules.vehicles import harnessed, role, team, vehicle_of, vehicles

MISSILE_OPTIONS = ("shoot", "oil", "holy", "unholy", "torch")


def acts_frightened(state, e: int) -> bool:
    """ACKS-214: transporters ignore being frightened while fewer than half of them are;
    from half on, the team flees (the lead carries everyone); harnessed ones never flee
    alone."""
    if not vehicles(state) or role(state, e) != "transporter":
        return bool(state.condition(e, "frightened"))
    if harnessed(state, e):
        return False
    from ..rules.mounted import transporters_frightened
    members = [t for t in team(state, e) if state.alive(t)]
    scared = sum(1 for t in members if state.condition(t, "frightened"))
    return transporters_frightened(scared, len(members))


def melee_only(state, a: int, options: list[str]) -> list[str]:
    """ACKS-212: after the vehicle charged, passengers and transporters attack in melee only."""
    if not vehicles(state) or role(state, a) not in ("passenger", "transporter"):
        return options
    lead = state.get(a, Status).riding or a
    if not state.get(lead, Status).charged:
        return options
    return [o for o in options if o.partition(":")[0] not in MISSILE_OPTIONS]


def wreck(ctx, i: int) -> None:
    """ACKS-214: everyone aboard is thrown off (dismounted, prone, 1d4); the transporters
    are unharnessed beside the lead."""
    state = ctx.state
    v = vehicles(state)[i]
    ids = {state.names[e]: e for e in state.entities}
    lead = ids[v.transporters[0]]
    aboard = riders_of(state, lead)
    ctx.emit(E.Siege("vehicle", v.name, 0))
    from ..rules.movement import walls
    for e in aboard:
        if state.names[e] in v.transporters:
            ctx.emit(E.Set(e, "riding", 0, "ACKS-214"))
            taken = set(geo.occupied(state, lead)) | walls(state)
            free = [s for s in sq.adjacent_squares(geo.area(state, lead)) if s not in taken]
            if free:
                ctx.emit(Moved(e, *min(free)))
        else:
            knock_off(ctx, e, "ACKS-214", atk.hurt, atk.roll_damage)


def damage(ctx, i: int, amount: int) -> None:
    state = ctx.state
    v = vehicles(state)[i]
    from ..rules.dungeon import features
    left = features(state).get(("vehicle", v.name), v.shp) - amount
    if left > 0:
        ctx.emit(E.Siege("vehicle", v.name, left))
    else:
        wreck(ctx, i)


def target_of(state, i: int):
    """The lead's centre, where artillery aims at the vehicle; None once wrecked."""
    v = vehicles(state)[i]
    ids = {state.names[e]: e for e in state.entities}
    lead = ids[v.transporters[0]]
    if vehicle_of(state, lead) is None or not state.alive(lead):
        return None
    return geo.centre(state, lead)
