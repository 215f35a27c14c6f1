"""Where a three-hex giant fits: the hexes its triangle may stand in, step to, turn into
and shift to (TFT-139 with TFT-47, TFT-49, TFT-50, TFT-56). The giant's moves themselves
are in `giant_moves`; a one-hex figure's in `movement`, which asks this module for the
giant's facings and shifts.
"""

from __future__ import annotations

from affray.components.tft import Status
from affray.kernel.geometry.hexgrid import distance, giant_hexes, neighbour, neighbours

from . import giant as G
from . import hexes as M
from . import lookup as L

Hex = tuple[int, int]
FREE = (0, 1)  # hexes.EMPTY, hexes.BODY: where a figure may stand


def kind(state, h: Hex, eid: int) -> int:
    """`movement.hex_kind` with the figure `eid` itself left out (a giant overlaps where it
    was when it steps)."""
    out = M.EMPTY
    for o in L.occupants(state, h):
        if o == eid:
            continue
        if not L.conscious(state, o):
            out = max(out, M.BODY)
        elif state.get(o, Status).posture in ("knocked", "prone"):
            out = M.DOWN
        else:
            return M.BLOCKED
    return out


def fits(state, eid: int, new, allowed=FREE) -> bool:
    """Every hex in `new` is no wall and holds only what `allowed` kinds say."""
    blocked = M.walls(state)
    return all(h not in blocked and kind(state, h, eid) in allowed for h in new)


def steps(state, eid: int, allowed=FREE) -> list[Hex]:
    """Anchors one hex away (direction order) where a giant fits, facing unchanged."""
    here = L.hex_of(state, eid)
    f = L.facing(state, eid)
    mine = giant_hexes(here, f)
    out = []
    for d in range(6):
        n = neighbour(here, d)
        if fits(state, eid, [h for h in giant_hexes(n, f) if h not in mine], allowed):
            out.append(n)
    return out


def facings(state, eid: int, anchor: Hex | None = None) -> list[int]:
    """TFT-56, TFT-139: the facings a giant may turn to about its anchor (by default where
    it stands): its own, and every one whose front pair swings into free hexes."""
    f = L.facing(state, eid)
    anchor = L.hex_of(state, eid) if anchor is None else anchor
    mine = giant_hexes(anchor, f)
    return [g for g in range(6) if fits(state, eid, [h for h in giant_hexes(anchor, g) if h not in mine])]


def _next_to_all(state, feet, engaged_with: list[int]) -> bool:
    return all(any(distance(h, x) == 1 for h in feet for x in G.hexes_of(state, o)) for o in engaged_with)


def shift_destinations(state, eid: int, engaged_with: list[int]) -> dict:
    """TFT-47 with giants about: one hex, ending next to every enemy engaging the figure (any
    of a giant's hexes will do). A giant shifts its triangle one hex and ends next to them
    with some facing it may then turn to (`shift_facings`)."""
    here = L.hex_of(state, eid)
    dests = {here: (0, None)}
    giant = G.is_giant(state, eid)
    f = L.facing(state, eid)
    mine = G.hexes_of(state, eid)
    for n in neighbours(here):
        feet = giant_hexes(n, f) if giant else [n]
        if not fits(state, eid, [h for h in feet if h not in mine]):
            continue
        if _next_to_all(state, feet, engaged_with) or (giant and any(
                _next_to_all(state, giant_hexes(n, g), engaged_with) for g in facings(state, eid, n))):
            dests[n] = (1, here)
    return dests


def shift_facings(state, eid: int, engaged_with: list[int]) -> list[int]:
    """The facings a giant that shifted may turn to: those that keep it next to every enemy
    that engaged it (TFT-47)."""
    here = L.hex_of(state, eid)
    return [g for g in facings(state, eid) if _next_to_all(state, giant_hexes(here, g), engaged_with)]
