"""A uniform grid hash for neighbour and zone-of-control queries (KER-26).

Items are entity ids (ints, or anything orderable) at 2-D positions: plane points, squares,
or axial hex coordinates. Space is cut into square cells of `cell_size`; a query visits only
the cells near it, so its cost depends on the local density, not on how many items exist.

A metric must be at least the Chebyshev distance of the coordinates (max |dx|, |dy|): every
built-in one is, and that is what lets a query skip cells. Results are sorted by
(distance, id), so ties never depend on insertion or dict order.

Hot path: keep one hash per side and ask the enemy side's hash for `nearest`; a predicate
that rejects most items makes a query scan until it finds enough that pass.
"""

from __future__ import annotations

import bisect
import math
from typing import Any, Callable, Hashable, Union

Pos = tuple[float, float]
Metric = Callable[[Pos, Pos], float]
Cell = tuple[int, int]


def _euclidean(a: Pos, b: Pos) -> float:
    # hypot, exactly as plane.distance: a radius query must agree with the rules' own test
    return math.hypot(b[0] - a[0], b[1] - a[1])


def _chebyshev(a: Pos, b: Pos) -> float:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def _manhattan(a: Pos, b: Pos) -> float:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


def _hex(a: Pos, b: Pos) -> float:
    dq, dr = b[0] - a[0], b[1] - a[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def _squares(a: Pos, b: Pos) -> float:
    dx, dy = abs(b[0] - a[0]), abs(b[1] - a[1])
    return max(dx, dy) + min(dx, dy) // 2


METRICS: dict[str, Metric] = {
    "euclidean": _euclidean,  # plane
    "chebyshev": _chebyshev,
    "manhattan": _manhattan,
    "hex": _hex,             # axial (q, r) hex distance
    "squares": _squares,     # ACKS squares of movement (alternating diagonals)
}


def _metric(m: Union[str, Metric]) -> Metric:
    if callable(m):
        return m
    try:
        return METRICS[m]
    except KeyError:
        raise ValueError(f"unknown metric {m!r}; expected one of {sorted(METRICS)}") from None


class SpatialHash:
    def __init__(self, cell_size: float = 4, metric: Union[str, Metric] = "euclidean"):
        if not cell_size > 0:
            raise ValueError("cell_size must be positive")
        self.cell_size = cell_size
        self.metric = _metric(metric)
        self._pos: dict[Hashable, Pos] = {}
        self._cell_of: dict[Hashable, Cell] = {}
        self._cells: dict[Cell, dict[Hashable, Pos]] = {}

    # -- contents ------------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._pos)

    def __contains__(self, eid: Hashable) -> bool:
        return eid in self._pos

    def position(self, eid: Hashable) -> Pos:
        return self._pos[eid]

    def items(self) -> list[tuple[Any, Pos]]:
        """Every (id, position), sorted by id."""
        return sorted(self._pos.items(), key=lambda kv: kv[0])

    def cell(self, pos: Pos) -> Cell:
        cs = self.cell_size
        return (int(pos[0] // cs), int(pos[1] // cs))

    def insert(self, eid: Hashable, pos: Pos) -> None:
        """Add `eid` at `pos` (moves it if it is already there)."""
        self.move(eid, pos)

    def move(self, eid: Hashable, pos: Pos) -> None:
        pos = (pos[0], pos[1])
        new = self.cell(pos)
        old = self._cell_of.get(eid)
        if old is not None and old != new:
            self._drop(eid, old)
        self._cells.setdefault(new, {})[eid] = pos
        self._cell_of[eid] = new
        self._pos[eid] = pos

    def remove(self, eid: Hashable) -> None:
        """Forget `eid`; nothing happens if it is not there."""
        old = self._cell_of.pop(eid, None)
        if old is not None:
            self._drop(eid, old)
            del self._pos[eid]

    def _drop(self, eid: Hashable, cell: Cell) -> None:
        bucket = self._cells[cell]
        del bucket[eid]
        if not bucket:
            del self._cells[cell]

    # -- queries -------------------------------------------------------------------------

    def within(self, pos: Pos, radius: float, metric: Union[str, Metric, None] = None) -> list:
        """Ids at distance <= radius from pos, sorted by (distance, id)."""
        dist = self.metric if metric is None else _metric(metric)
        slack = 1e-9 * (abs(pos[0]) + abs(pos[1]) + radius + self.cell_size)
        x0, y0 = self.cell((pos[0] - radius - slack, pos[1] - radius - slack))
        x1, y1 = self.cell((pos[0] + radius + slack, pos[1] + radius + slack))
        if (x1 - x0 + 1) * (y1 - y0 + 1) <= len(self._cells):
            buckets = [self._cells.get((x, y))
                       for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)]
        else:  # the box is bigger than the occupied space: walk the occupied cells instead
            buckets = [b for (x, y), b in self._cells.items() if x0 <= x <= x1 and y0 <= y <= y1]
        found = []
        for bucket in buckets:
            if bucket:
                for eid, p in bucket.items():
                    d = dist(pos, p)
                    if d <= radius:
                        found.append((d, eid))
        found.sort()
        return [eid for _, eid in found]

    def nearest(self, pos: Pos, k: int = 1, predicate: Callable[[Any], bool] | None = None,
                max_radius: float | None = None,
                metric: Union[str, Metric, None] = None) -> list:
        """Up to k ids nearest to pos (passing `predicate`, within `max_radius`), nearest first,
        ties by id. Searches rings of cells outwards and stops as soon as no unvisited cell
        can hold anything closer."""
        if k <= 0 or not self._pos:
            return []
        dist = self.metric if metric is None else _metric(metric)
        cs = self.cell_size
        cx, cy = self.cell(pos)
        slack = 1e-9 * (abs(pos[0]) + abs(pos[1]) + cs)
        best: list[tuple[float, Any]] = []
        ring = 0
        while True:
            last = 8 * ring >= len(self._cells)  # ring as big as the occupied space: finish
            buckets = self._rest(cx, cy, ring) if last else self._ring(cx, cy, ring)
            for bucket in buckets:
                for eid, p in bucket.items():
                    d = dist(pos, p)
                    if max_radius is not None and d > max_radius:
                        continue
                    if len(best) == k and (d, eid) >= best[-1]:
                        continue
                    if predicate is not None and not predicate(eid):
                        continue
                    bisect.insort(best, (d, eid))
                    if len(best) > k:
                        best.pop()
            if last:
                break
            # anything not yet visited is at least this far away
            reach = min(pos[0] - (cx - ring) * cs, (cx + ring + 1) * cs - pos[0],
                        pos[1] - (cy - ring) * cs, (cy + ring + 1) * cs - pos[1]) - slack
            if len(best) == k and best[-1][0] < reach:
                break
            if max_radius is not None and reach >= max_radius:
                break
            ring += 1
        return [eid for _, eid in best]

    def _ring(self, cx: int, cy: int, r: int) -> list[dict]:
        """Occupied buckets at Chebyshev cell distance exactly r."""
        get = self._cells.get
        if r == 0:
            cells = [(cx, cy)]
        else:
            cells = [(x, y) for x in range(cx - r, cx + r + 1) for y in (cy - r, cy + r)]
            cells += [(x, y) for x in (cx - r, cx + r) for y in range(cy - r + 1, cy + r)]
        return [b for b in map(get, cells) if b]

    def _rest(self, cx: int, cy: int, r: int) -> list[dict]:
        """Occupied buckets at Chebyshev cell distance r or more."""
        return [b for (x, y), b in self._cells.items() if max(abs(x - cx), abs(y - cy)) >= r]


class HexSpatialHash(SpatialHash):
    """A SpatialHash over axial hex coordinates (q, r) with hex distance."""

    def __init__(self, cell_size: int = 4):
        super().__init__(cell_size, metric="hex")
