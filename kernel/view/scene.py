"""How a ruleset draws its figures in the replay viewer: the `Scene` contract.

A ruleset names its scene in `Ruleset.scene`; one that does not is looked up as a `scene`
module beside its entry point (`affray.systems.tft` -> `affray.systems.tft.scene`, its
`SCENE`), and failing that drawn with the kernel's plain scene (position, facing, hits).

A figure is drawn from one row, computed from its components at a moment:

    [x, y, facing, left, most, out, note, shape]

- x, y: the ruleset's own coordinates (axial q, r for "hex"; inches or yards, y up, for
  "plane"; square column and row for "square");
- facing: hex direction 0..5, or degrees counter-clockwise from +x; None for no front;
- left, most: the bar of what the figure has left (ST, hit points, body), out of `most`;
- out: 1 when the figure is dead, fled or removed (drawn grey), else 0;
- note: a short word shown under the name ("prone", "fled", ...), "" for none;
- shape: geometry-specific: "hex": the number of hexes (1, or 3 for Melee's giant);
  "plane": [base radius, zone-of-control radius]; "stand": [[local corners], [edge labels]]
  (x forward, y to the left, as `kernel.geometry.stands`); "square": [frontage, depth].

A scene with `around` adds a ninth field, what the figure's drawing needs from the figures
around it (Starkpool: the rank it stands in), as [badge, text]: `badge` a short mark drawn
beside the figure ("" for none), `text` a line for the figure's panel ("" for none).
"""

from __future__ import annotations

from importlib import import_module
from importlib.metadata import entry_points
from typing import Any, Callable, Mapping, NamedTuple, Protocol

from ..components import Facing, Identity, Position, Vitals
from ..ruleset import GROUP, Ruleset

Row = list  # [x, y, facing, left, most, out, note, shape]
Components = Mapping[type, Any]  # one entity's components by type
Point = list  # [x, y]


class Look(Protocol):
    """What `marks` sees of the moment before the event: `look(eid)` a figure's [x, y];
    `look.start(eid)` where it stood when the round began; `look.foes(eid)` the figures
    engaged with it either way, by id; `look.components(eid)` its components."""

    def __call__(self, eid: int) -> Point: ...
    def start(self, eid: int) -> Point: ...
    def foes(self, eid: int) -> list[int]: ...
    def components(self, eid: int) -> Components: ...


class Scene(NamedTuple):
    """`geometry`: "hex" | "plane" | "stand" | "square" (how the page draws a row).
    `row(components)`: the row of one figure. `marks(event, look)`: arrows the event
    draws for the rest of its round, as [kind, [x, y], [x, y]] with kind "shot" or
    "charge" (`look`: see `Look`). `legend`: one line under the map saying what the
    drawing shows. `around(state, eid)`: the row's ninth field (see the module docstring),
    read from the folded kernel state (items after the first two are kept for `nearby` and
    not sent to the page). It may depend only on what `sense(components)` (by default the
    figure's row) returns of other figures: when an event changes a figure's `sense`, the `around` of every figure that
    `nearby(state, eid, places, memo)` names is recomputed (`places`: where the figure
    stood before and after the event; `memo(id)`: a figure's last `around`); without
    `nearby`, every figure within `reach` (map units) of those places."""

    geometry: str
    row: Callable[[Components], Row]
    marks: Callable[[Any, Look], list] | None = None
    legend: str = ""
    around: Callable[[Any, int], list] | None = None
    reach: float = 0.0
    sense: Callable[[Components], Any] | None = None
    nearby: Callable[..., Any] | None = None


def plain_row(comps: Components) -> Row:
    """The kernel's own drawing: position, facing, hits taken (as a bar out of nothing)."""
    pos, face, vit = comps.get(Position), comps.get(Facing), comps.get(Vitals)
    out = 1 if vit is not None and (vit.dead or vit.removed) else 0
    note = ("dead" if vit.dead else "gone" if vit.removed else "") if vit is not None else ""
    return [pos.x if pos else 0, pos.y if pos else 0, face.dir if face else None,
            -(vit.hits if vit else 0), 0, out, note, None]


def _plain(geometry: str) -> Scene:
    kind = {"hex": "hex", "square": "square"}.get(geometry, "plane")
    return Scene(kind, plain_row, None, "plain drawing: this ruleset has no scene")


def scene_of(ruleset: Ruleset) -> Scene:
    """The ruleset's scene (see the module docstring for where it is found)."""
    found = getattr(ruleset, "scene", None)
    if found is not None:
        return found
    for ep in entry_points(group=GROUP):
        if ep.name == ruleset.id:
            try:
                module = import_module(ep.module + ".scene")
            except ImportError:
                break
            found = getattr(module, "SCENE", None)
            if isinstance(found, Scene):
                return found
            break
    return _plain(ruleset.geometry)


def name_of(comps: Components) -> tuple[str, int]:
    ident = comps.get(Identity)
    return (ident.name, ident.side) if ident is not None else ("?", 0)


__all__ = ["Look", "Scene", "scene_of", "plain_row", "Row"]
