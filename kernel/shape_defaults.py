"""Sensible defaults for each option shape, for the rulesets' tactical policies.

Each helper takes the shape a request offers and returns a value that shape accepts (a
`Point`'s extra `check` aside: `point_toward` consults it and falls back to the centre).
Ties are broken by the offered order or the coordinates, never by a set's order.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Sequence

from .geometry import hexgrid, plane
from .orders import Order, Subset
from .shapes import Cells, Distance, Heading, Point
from .suggested import Suggested

Cell = tuple[int, int]


def _square_distance(a: Cell, b: Cell) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def grid_distance(grid: str) -> Callable[[Cell, Cell], int]:
    """Steps between two cells: hexes, or squares counting a diagonal as one."""
    return hexgrid.distance if grid == "hex" else _square_distance


def nearest_cell(cells: Cells, here: Cell, targets: Sequence[Cell],
                 engages: Callable[[Cell, Cell], bool] | None = None,
                 distance: Callable[[Cell, Cell], int] | None = None) -> list[int]:
    """The cell nearest `here` from which a target is engaged (`engages(cell, target)`);
    with none such (or no `engages`), the cell nearest the nearest target. Ties: the lower
    cell."""
    dist = distance or grid_distance(cells.grid)
    if engages is not None:
        near = [c for c in cells.cells if any(engages(c, t) for t in targets)]
        if near:
            return list(min(near, key=lambda c: (dist(here, c), c)))
    if not targets:
        return list(min(cells.cells, key=lambda c: (dist(here, c), c)))
    return list(min(cells.cells, key=lambda c: (min(dist(c, t) for t in targets),
                                                 dist(here, c), c)))


def full_distance(distance: Distance) -> Any:
    """As far as allowed."""
    return distance.nearest(distance.most)


def _bearing(a: Sequence[float], b: Sequence[float]) -> float:
    return math.degrees(math.atan2(b[1] - a[1], b[0] - a[0])) % 360.0


def heading_toward(heading: Heading, here: Sequence[float], there: Sequence[float]) -> Any:
    """The legal heading closest to the bearing from `here` to `there`."""
    if tuple(here) == tuple(there):
        return heading.nearest(heading.start)
    return heading.nearest(_bearing(here, there))


def _nearest(here: Sequence[float], points: Sequence[Sequence[float]], k: int) -> list:
    ranked = sorted(range(len(points)), key=lambda i: (math.dist(here, points[i]), i))
    return [points[i] for i in ranked[:k]]


def heading_away(heading: Heading, here: Sequence[float],
                 enemies: Sequence[Sequence[float]], k: int = 3) -> Any:
    """Straight away from the middle of the `k` nearest enemies (the legal heading closest)."""
    near = _nearest(here, enemies, k)
    if not near:
        return heading.nearest(heading.start)
    mid = (sum(p[0] for p in near) / len(near), sum(p[1] for p in near) / len(near))
    return heading_toward(heading, mid, here)


def point_toward(point: Point, there: Sequence[float]) -> list[float]:
    """The point of the region closest to `there`; the centre (or the box's middle) where
    the rule's `check` refuses it."""
    p = point.nearest(there)
    if point.legal(p) is None:
        return p
    if point.centre is not None:
        return list(point.centre)
    x0, y0, x1, y1 = point.box
    return [(x0 + x1) / 2, (y0 + y1) / 2]


def point_away(point: Point, here: Sequence[float], enemies: Sequence[Sequence[float]],
               k: int = 3) -> list[float]:
    """As far as the region allows, straight away from the `k` nearest enemies."""
    away = heading_away(Heading(), here, enemies, k)
    reach = point.radius if point.radius is not None else 1e9
    return point_toward(point, plane.advance((here[0], here[1]), away, reach))


def order_by(order: Order, key: Callable[[Any], Any]) -> list[Any]:
    """The items sorted by `key` (lowest first), ties in the offered order."""
    return [v for _, _, v in sorted((key(v), i, v) for i, v in enumerate(order.items))]


def subset_by(subset: Subset, key: Callable[[Any], Any]) -> list[Any]:
    """As many items as allowed, lowest `key` first (ties in the offered order), listed in
    the offered order."""
    ranked = [i for _, i in sorted((key(v), i) for i, v in enumerate(subset.items))]
    return [subset.items[i] for i in sorted(ranked[:subset.most])]


def first_suggested(options: Suggested) -> Any:
    """The first value on the suggested list."""
    return options.enumerate()[0]
