"""A typed view of the figures on the field, the same base for every ruleset.

`Figure` holds what every ruleset has: id, name, side name, position, facing, whether the
figure can still act, damage taken and its conditions. A ruleset's `figure` hook (on the
Ruleset value) returns a subclass with its own vitals (`MeleeFigure` has ST and DX,
`AcksFigure` hit points and AC, ...). Figures carry nothing sealed: a sealed choice lives in
the rules' `Seal`, never in a component, so every side sees every figure alike.
"""

from __future__ import annotations

from typing import Any

import msgspec

from .components import Conditions, Facing, Identity, Position, Vitals


class Figure(msgspec.Struct, frozen=True, kw_only=True, tag=True):
    """One figure as a host reads it.

    id: entity id; name; side: the side's name; position: [x, y] in the ruleset's geometry
    (hex axial, squares, or the plane's units), None when off the map; facing: the
    geometry's direction (a hex side 0-5, a compass name, degrees); can_act: alive, on the
    field and not out of the fight (the ruleset's hook narrows it); hits: damage taken;
    dead, removed: killed, or left the field (fled, escaped); conditions: named conditions.
    The JSON form carries `"type"`, the class name (`Figure` or the ruleset's subclass)."""

    id: int
    name: str
    side: str
    position: list[Any] | None
    facing: Any
    can_act: bool
    hits: int
    dead: bool
    removed: bool
    conditions: dict[str, Any]


def common(state: Any, eid: int) -> dict[str, Any]:
    """The base fields of entity `eid` (a ruleset hook adds its own and builds its class)."""
    comps = state._entities[eid]
    ident: Identity = comps[Identity]
    pos = comps.get(Position)
    face = comps.get(Facing)
    vit = comps.get(Vitals) or Vitals()
    cond = comps.get(Conditions)
    return {
        "id": eid, "name": ident.name, "side": state.sides[ident.side],
        "position": [pos.x, pos.y] if pos is not None else None,
        "facing": face.dir if face is not None else None,
        "can_act": not (vit.dead or vit.removed), "hits": vit.hits,
        "dead": vit.dead, "removed": vit.removed,
        "conditions": dict(sorted(cond.values.items())) if cond is not None else {},
    }


def figures_of(state: Any, side: int | None = None) -> list[Figure]:
    """Every figure (of one side when `side` is given), in id order."""
    hook = state.ruleset.figure
    out = []
    for eid in state.entities:
        if side is not None and state.side[eid] != side:
            continue
        base = common(state, eid)
        out.append(hook(state, eid, base) if hook is not None else Figure(**base))
    return out
