"""Doors, traps and structures on the battlemap, for the hasty actions (ACKS-41 to ACKS-43, ACKS-48,
ACKS-49, ACKS-59). A door that is not `open` blocks movement and sight like a wall: its
square is kept in the map's walls while it is shut. A trap springs on whoever ends a move
on its square while armed (`hidden` or `found`); PLACEHOLDER damage 1d6 piercing (the trap
rules are not in the chapter)."""

from __future__ import annotations

from affray.kernel.geometry import squares as sq

DOOR_STATES = ("open", "closed", "stuck", "locked", "spiked")
TRAP_STATES = ("hidden", "found")   # scenario states; play adds sprung and disarmed
ARMED = ("hidden", "found")
TRAP_DAMAGE = "1d6"                 # PLACEHOLDER
TRAP_TYPES = ["piercing"]


def square(key: str) -> tuple[int, int]:
    x, y = key.split(",")
    return int(x), int(y)


def features(state) -> dict:
    """(kind, square) -> state, for doors and traps as play has left them."""
    return state.derived.setdefault("acks2_features", {})


def doors(state) -> dict[tuple[int, int], str]:
    return {s: v for (k, s), v in features(state).items() if k == "door"}


def traps(state) -> dict[tuple[int, int], str]:
    return {s: v for (k, s), v in features(state).items() if k == "trap"}


def near(squares: dict, footprint, feet: int) -> list[tuple[int, int]]:
    """Feature squares within `feet` of the footprint (5': touching), sorted."""
    return [s for s in sorted(squares) if sq.footprint_distance_feet(s, footprint) <= feet]


def shut(value: str) -> bool:
    return value != "open"


def structures(state) -> list:
    return list(getattr(state.map, "structures", ()) or ())


def in_area(state, point, radius: int) -> list[int]:
    """Able creatures whose footprint lies within `radius` feet of the square, by id."""
    from . import geometry as geo
    return [v for v in state.entities if geo.able(state, v)
            and sq.footprint_distance_feet(point, geo.area(state, v)) <= radius]


def shp(state, name: str) -> int:
    return features(state).get(("structure", name), 0)


def standing_squares(state) -> list[tuple[int, int]]:
    """Squares of doors that are not open and of structures with shp left, sorted."""
    out = {s for s, v in doors(state).items() if shut(v)}
    for st in getattr(state.map, "structures", ()) or ():
        if shp(state, st.name) > 0:
            out.update((q[0], q[1]) for q in st.squares)
    return sorted(out)
