"""What a hex holds for a figure moving into it, and the moves chosen among hexes.

TFT-49 (standing, kneeling and bending figures block), TFT-50 (a hex with a figure lying down
is no place to stop), TFT-51 (the saving roll on entering an occupied hex); the walls of the
map. Shared by the one-hex mover (`movement`) and the giant (`giant_room`, `giant_moves`).
"""

from __future__ import annotations

from typing import Any

from affray.components.tft import Status
from affray.kernel.components import Vitals
from affray.kernel.options import Options

from .lookup import occupants, personal_adj_dx

Hex = tuple[int, int]
EMPTY, BODY, DOWN, BLOCKED = 0, 1, 2, 3


class Destinations(Options):
    """Hexes a figure may end its move in, as [q, r]; looked up lazily (large sets)."""

    __slots__ = ("costs",)

    def __init__(self, costs: dict[Hex, tuple[int, Any]]):
        self.costs = costs

    def enumerate(self) -> list[Any]:
        return [list(h) for h in sorted(self.costs)]

    def legal(self, choice: Any) -> str | None:
        # exactly [q, r]: a longer list or a float read as a hex would let a changed log verify
        if not (isinstance(choice, (list, tuple)) and len(choice) == 2
                and all(type(v) is int for v in choice)):
            return f"{choice!r} is not a hex [q, r]"
        h = (choice[0], choice[1])
        if h not in self.costs:
            return f"{list(h)} cannot be reached"
        return None

    def __len__(self) -> int:
        return len(self.costs)


def walls(state) -> frozenset:
    """The map's wall hexes (kept on the state once made: the map never changes)."""
    found = state.derived.get("tft_walls")
    if found is None:
        m = state.map
        found = frozenset(tuple(w) for w in m.walls) if m is not None else frozenset()
        state.derived["tft_walls"] = found
    return found


def hex_kind(state, h: Hex) -> int:
    """What is in a hex, for a mover: nothing, only fallen bodies, a figure lying down, or a
    figure that blocks (standing, kneeling or bending over, TFT-49)."""
    return _kind(state._entities, occupants(state, h))


def _kind(ents, ids) -> int:
    """`hex_kind` of a hex holding `ids`."""
    kind = EMPTY
    for o in ids:
        c = ents[o]
        v = c[Vitals]
        s = c[Status]
        if v.dead or v.removed or s.unconscious:  # not conscious (lookup.conscious)
            if kind < BODY:
                kind = BODY
        elif s.posture in ("knocked", "prone"):
            kind = DOWN
        else:
            return BLOCKED
    return kind


def path(dests: dict[Hex, tuple[int, Any]], parent: dict[Hex, Any], end: Hex) -> list[Hex]:
    """The hexes entered, in order, to reach `end` (start excluded)."""
    out = [end]
    h = dests[end][1]
    while h is not None and parent.get(h) is not None:
        out.append(h)
        h = parent[h]
    out.reverse()
    return out


def saving_roll(ctx, eid: int) -> bool:
    """TFT-51: 3 dice against adjDX, 3-5 always succeed, 16-18 always fail."""
    total = sum(ctx.roll("save", 3))
    if total <= 5:
        return True
    if total >= 16:
        return False
    return total <= personal_adj_dx(ctx.state, eid)
