"""Sheltering behind a body from missile and thrown weapons (TFT-102): which body, and
whether the shooter must roll to miss it. The geometry is `ground_fire.shelter`.
"""

from __future__ import annotations

from affray.components.tft import Status
from affray.kernel.components import Vitals
from affray.kernel.geometry.hexgrid import neighbours

from . import giant as GI
from . import ground_fire as GF
from . import lookup as L


def shelter_body(state, origin, t: int) -> int | None:
    """TFT-102: the unconscious-or-dead figure `t` shelters behind, or None; missiles.fly
    rolls to miss it when it is still alive (unconscious) and the shot missed `t`."""
    s = state.get(t, Status)
    if s.posture not in GF.GROUND_POSTURES or not L.conscious(state, t) or GI.is_giant(state, t):
        return None  # a giant is too big to shelter behind a body
    there = L.hex_of(state, t)
    bodies = {}
    for n in neighbours(there):
        for o in L.occupants(state, n):
            if not L.conscious(state, o) and not state.get(o, Vitals).removed:
                bodies.setdefault(n, o)
    h = GF.shelter(tuple(origin), there, s.posture, bodies)
    return bodies[h] if h is not None else None


def body_to_miss(state, origin, t: int) -> int | None:
    """TFT-102: the sheltering body the attacker must roll to miss (only if alive)."""
    b = shelter_body(state, origin, t)
    return b if b is not None and state.alive(b) else None
