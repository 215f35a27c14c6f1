"""Reading a figure's state: where it is, whether it can act, its adjusted DX, who is where.

Read-only helpers shared by the systems and the policies. The occupancy index
(`state.derived["tft_occ"]`, hex -> ids) is kept by `engagement.refresh`, which the kernel calls after
every change of position, facing or condition, in the live run and in a fold alike.
"""

from __future__ import annotations

from affray.components.tft import Figure, Kit, Status
from affray.kernel.components import Facing, Position, Vitals

from ..tables.tft_tables import MAIN_GAUCHE_DOUBLE_DX, MAIN_GAUCHE_PARRY_DX
from .figures import personal_dx
from .injury import low_st

Hex = tuple[int, int]
ON_GROUND = ("knocked", "prone", "kneeling")
_MODE_DX = {"parry": MAIN_GAUCHE_PARRY_DX, "double": MAIN_GAUCHE_DOUBLE_DX}


# These run hundreds of thousands of times in a large battle: they read the entity's
# component dict once (State.get's own store, `state._entities`) instead of calling
# `state.get` per component.

def hex_of(state, eid: int) -> Hex:
    p = state._entities[eid][Position]
    return (p.x, p.y)


def facing(state, eid: int) -> int:
    return state._entities[eid][Facing].dir


def front_of(state, eid: int) -> int | None:
    """TFT-57: the figure's facing, or None when it has no front (down, bending, out)."""
    c = state._entities[eid]
    v = c[Vitals]
    if v.dead or v.removed:
        return None
    s = c[Status]
    return c[Facing].dir if not s.unconscious and s.posture == "" else None


def conscious(state, eid: int) -> bool:
    """TFT-131: alive and awake."""
    c = state._entities[eid]
    v = c[Vitals]
    return not (v.dead or v.removed) and not c[Status].unconscious


def has_front(state, eid: int) -> bool:
    """TFT-57: standing and awake; figures on the ground or bending over have no front."""
    c = state._entities[eid]
    v = c[Vitals]
    if v.dead or v.removed:
        return False
    s = c[Status]
    return not s.unconscious and s.posture == ""


def blocks(state, eid: int) -> bool:
    """TFT-49, TFT-84: a standing (or bending) or kneeling figure: cannot be passed through."""
    c = state._entities[eid]
    v = c[Vitals]
    if v.dead or v.removed:
        return False
    s = c[Status]
    return not s.unconscious and s.posture in ("", "bending", "kneeling")


def stands(state, eid: int) -> bool:
    """TFT-84: a standing figure is in the way of a missile (kneeling and prone ones are not)."""
    c = state._entities[eid]
    v = c[Vitals]
    if v.dead or v.removed:
        return False
    s = c[Status]
    return not s.unconscious and s.posture in ("", "bending")


def current_st(state, eid: int) -> int:
    c = state._entities[eid]
    return c[Figure].st - c[Vitals].hits


def personal_adj_dx(state, eid: int) -> int:
    """TFT-08, TFT-65: adjDX without anything that depends on a target or a range."""
    c = state._entities[eid]
    f = c[Figure]
    k = c[Kit]
    s = c[Status]
    return personal_dx(f.dx, f.armor, k.shield or None, k.shield_ready, wounded=s.wounded,
                       low_st=low_st(f.st - c[Vitals].hits),
                       main_gauche_dx=_MODE_DX.get(s.mode, 0))


def occupants(state, h: Hex) -> list[int]:
    occ = state.derived.get("tft_occ")
    if occ is None:
        return []
    found = occ.get(h)
    return found if found is not None else []


def enemies(state, a: int, b: int) -> bool:
    side = state.side
    return side[a] != side[b]


def engaged_by(state, eid: int) -> list[int]:
    """TFT-58: enemies in whose front hex the figure stands."""
    return sorted(state.engagement.predecessors(eid))
