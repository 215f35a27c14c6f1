"""What the viewer draws of a scenario's map, read from the map's fields by their shape, so
every ruleset's walls, doors and terrain are drawn without a ruleset hook:

- `walls`: cells ([q, r] hexes, [x, y] squares) or segments [x1, y1, x2, y2];
- `doorways` (segments) and `doors` ("x,y" -> state) as doors;
- `features`: {"x,y": kind} cells, or [{kind, line: [x1, y1, x2, y2]} | {kind, area: [[x, y], ...]}];
- `cover` and `traps` ("x,y" -> kind) as marked cells; `structures` ({name, squares}) as walls;
- `width` and `height` (> 0) as the edge of the field, from (0, 0).

Each shape is [form, kind, label, points]: form "cell" (points [[x, y]]), "seg" ([[x1, y1],
[x2, y2]]), "poly" (corners) or "rect" ([[x0, y0], [x1, y1]]), in the ruleset's coordinates.
"""

from __future__ import annotations

from typing import Any


def _cell(key: str) -> list[float] | None:
    try:
        x, y = (float(v) for v in key.split(","))
    except ValueError:
        return None
    return [x, y]


def _cells(mapping: Any, kind: str) -> list[list]:
    out = []
    if isinstance(mapping, dict):
        for key, what in sorted(mapping.items()):
            at = _cell(key)
            if at is not None:
                out.append(["cell", kind, str(what), [at]])
    return out


def shapes(the_map: Any) -> list[list]:
    """The map's shapes to draw, walls first (see the module docstring)."""
    if not isinstance(the_map, dict):
        return []
    out: list[list] = []
    w, h = the_map.get("width") or 0, the_map.get("height") or 0
    if isinstance(w, (int, float)) and isinstance(h, (int, float)) and w > 0 and h > 0:
        out.append(["rect", "edge", "", [[0, 0], [w, h]]])
    for wall in the_map.get("walls") or ():
        if isinstance(wall, list) and len(wall) == 2:
            out.append(["cell", "wall", "", [wall]])
        elif isinstance(wall, list) and len(wall) == 4:
            out.append(["seg", "wall", "", [wall[:2], wall[2:]]])
    for s in the_map.get("structures") or ():
        if isinstance(s, dict):
            out += [["cell", "wall", s.get("name", ""), [sq]] for sq in s.get("squares", ())]
    for door in the_map.get("doorways") or ():
        if isinstance(door, list) and len(door) == 4:
            out.append(["seg", "door", "doorway", [door[:2], door[2:]]])
    out += _cells(the_map.get("doors"), "door")
    out += _cells(the_map.get("cover"), "cover")
    out += _cells(the_map.get("traps"), "trap")
    feats = the_map.get("features")
    if isinstance(feats, dict):
        out += _cells(feats, "feature")
    elif isinstance(feats, list):
        for f in feats:
            if not isinstance(f, dict):
                continue
            kind = str(f.get("kind", "feature"))
            if f.get("area"):
                out.append(["poly", "feature", kind, f["area"]])
            elif f.get("line") and len(f["line"]) == 4:
                out.append(["seg", "feature", kind, [f["line"][:2], f["line"][2:]]])
    return out
