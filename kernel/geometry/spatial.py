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

from .hexgrid import distance as _hex
from .metrics import METRICS, Metric, Pos, metric as _metric  # METRICS: re-exported

Cell = tuple[int, int]


class SpatialHash:
    def __init__(self, cell_size: float = 4, metric: Union[str, Metric] = "euclidean"):
        if not cell_size > 0:
            raise ValueError("cell_size must be positive")
        self.cell_size = cell_size
        self.metric = _metric(metric)
        self._pos: dict[Hashable, Pos] = {}
        self._cell_of: dict[Hashable, Cell] = {}
        self._cells: dict[Cell, dict[Hashable, Pos]] = {}
        # A box of cells holding every occupied cell (x0, y0, x1, y1), or None when empty.
        # It only grows on insert; emptied cells leave it too big (still correct) until it is
        # recomputed, which happens once enough cells have emptied (amortised O(1) a drop).
        self._box: tuple[int, int, int, int] | None = None
        self._emptied = 0
        # bumped whenever an item is added, moves or leaves: callers may cache what they
        # derive from the contents and check this to know it is still good
        self.version = 0
        self._ints = True  # every position so far has int coordinates (grids)

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
        if self._pos.get(eid) == pos:
            return
        self.version += 1
        if self._ints and not (type(pos[0]) is int and type(pos[1]) is int):
            self._ints = False
        cs = self.cell_size
        x, y = new = (int(pos[0] // cs), int(pos[1] // cs))
        old = self._cell_of.get(eid)
        if old != new:
            if old is not None:
                self._drop(eid, old)
            bucket = self._cells.get(new)
            if bucket is None:
                bucket = self._cells[new] = {}
                box = self._box
                if box is None:
                    self._box = (x, y, x, y)
                elif not (box[0] <= x <= box[2] and box[1] <= y <= box[3]):
                    self._box = (min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y))
            bucket[eid] = pos
            self._cell_of[eid] = new
        else:
            self._cells[new][eid] = pos
        self._pos[eid] = pos

    def positions(self) -> list[Pos]:
        """Every item's position, in no particular order (for building sets)."""
        return list(self._pos.values())

    def pairs(self) -> list[tuple[Any, Pos]]:
        """Every (id, position), in no particular order (`items` sorts them)."""
        return list(self._pos.items())

    def remove(self, eid: Hashable) -> None:
        """Forget `eid`; nothing happens if it is not there."""
        old = self._cell_of.pop(eid, None)
        if old is not None:
            self.version += 1
            self._drop(eid, old)
            del self._pos[eid]

    def _drop(self, eid: Hashable, cell: Cell) -> None:
        bucket = self._cells[cell]
        del bucket[eid]
        if not bucket:
            del self._cells[cell]
            self._emptied += 1

    def _bounds(self) -> tuple[int, int, int, int] | None:
        """The box of occupied cells (possibly larger than tight), None when empty."""
        if self._emptied and self._emptied * 4 >= len(self._cells):
            self._emptied = 0
            cells = self._cells
            if not cells:
                self._box = None
            else:
                xs = [c[0] for c in cells]
                ys = [c[1] for c in cells]
                self._box = (min(xs), min(ys), max(xs), max(ys))
        return self._box if self._cells else None

    # -- queries -------------------------------------------------------------------------

    def within(self, pos: Pos, radius: float, metric: Union[str, Metric, None] = None) -> list:
        """Ids at distance <= radius from pos, sorted by (distance, id)."""
        dist = self.metric if metric is None else _metric(metric)
        if (dist is _hex and self._ints and 0 <= radius <= 64 and type(self.cell_size) is int
                and type(pos[0]) is int and type(pos[1]) is int):
            return self._within_hex(pos[0], pos[1], int(radius))
        box = self._bounds()
        if box is None:
            return []
        slack = 1e-9 * (abs(pos[0]) + abs(pos[1]) + radius + self.cell_size)
        x0, y0 = self.cell((pos[0] - radius - slack, pos[1] - radius - slack))
        x1, y1 = self.cell((pos[0] + radius + slack, pos[1] + radius + slack))
        x0, y0 = max(x0, box[0]), max(y0, box[1])
        x1, y1 = min(x1, box[2]), min(y1, box[3])
        if x0 > x1 or y0 > y1:
            return []
        cells = self._cells
        if (x1 - x0 + 1) * (y1 - y0 + 1) <= len(cells):
            get = cells.get
            buckets = [get((x, y)) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)]
        else:  # the box is bigger than the occupied space: walk the occupied cells instead
            buckets = [b for (x, y), b in cells.items() if x0 <= x <= x1 and y0 <= y <= y1]
        found = []
        add = found.append
        for bucket in buckets:
            if bucket:
                for eid, p in bucket.items():
                    d = dist(pos, p)
                    if d <= radius:
                        add((d, eid))
        found.sort()
        return [eid for _, eid in found]

    def _within_hex(self, pq: int, pr: int, radius: int) -> list:
        """`within` on a hex grid with whole coordinates and cell size: integer cell bounds,
        and distances are small ints, so the results are sorted by bucketing them by
        distance (ids sorted within a bucket)."""
        box = self._bounds()
        if box is None:
            return []
        cs = self.cell_size
        x0, x1 = max((pq - radius) // cs, box[0]), min((pq + radius) // cs, box[2])
        y0, y1 = max((pr - radius) // cs, box[1]), min((pr + radius) // cs, box[3])
        if x0 > x1 or y0 > y1:
            return []
        cells = self._cells
        if (x1 - x0 + 1) * (y1 - y0 + 1) <= len(cells):
            # only the cells the hexagon meets: a cell's hexes have q in [qa, qa + cs - 1],
            # and a hex within the radius has q + r within the radius of pq + pr
            get = cells.get
            lo, hi = pq + pr - radius - cs + 1, pq + pr + radius
            buckets = [get((x, y)) for x in range(x0, x1 + 1)
                       for y in range(max(y0, (lo - x * cs) // cs), min(y1, (hi - x * cs) // cs) + 1)]
        else:  # the box is bigger than the occupied space: walk the occupied cells instead
            buckets = [b for (x, y), b in cells.items() if x0 <= x <= x1 and y0 <= y <= y1]
        rings: list[list] = [[] for _ in range(radius + 1)]
        for bucket in buckets:
            if bucket:
                for eid, p in bucket.items():
                    dq = p[0] - pq
                    dr = p[1] - pr
                    if dq >= 0:
                        if dr >= 0:
                            d = dq + dr
                        else:
                            d = dq if dq >= -dr else -dr
                    elif dr <= 0:
                        d = -(dq + dr)
                    else:
                        d = dr if dr >= -dq else -dq
                    if d <= radius:
                        rings[d].append(eid)
        out = []
        for ring in rings:
            if ring:
                if len(ring) > 1:
                    ring.sort()
                out += ring
        return out

    def points_within(self, pos: Pos, radius: float) -> list[Pos]:
        """The positions of the items at distance <= radius from pos (one per item, several
        items may share one), in no particular order: for building sets."""
        box = self._bounds()
        if box is None:
            return []
        dist = self.metric
        slack = 1e-9 * (abs(pos[0]) + abs(pos[1]) + radius + self.cell_size)
        x0, y0 = self.cell((pos[0] - radius - slack, pos[1] - radius - slack))
        x1, y1 = self.cell((pos[0] + radius + slack, pos[1] + radius + slack))
        x0, y0 = max(x0, box[0]), max(y0, box[1])
        x1, y1 = min(x1, box[2]), min(y1, box[3])
        if x0 > x1 or y0 > y1:
            return []
        cells = self._cells
        if (x1 - x0 + 1) * (y1 - y0 + 1) <= len(cells):
            get = cells.get
            buckets = [get((x, y)) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)]
        else:
            buckets = [b for (x, y), b in cells.items() if x0 <= x <= x1 and y0 <= y <= y1]
        return [p for b in buckets if b for p in b.values() if dist(pos, p) <= radius]

    def nearest(self, pos: Pos, k: int = 1, predicate: Callable[[Any], bool] | None = None,
                max_radius: float | None = None,
                metric: Union[str, Metric, None] = None) -> list:
        """Up to k ids nearest to pos (passing `predicate`, within `max_radius`), nearest first,
        ties by id. Searches rings of cells outwards (only where cells are occupied) and stops
        as soon as no unvisited cell can hold anything closer."""
        if k <= 0 or not self._pos:
            return []
        box = self._bounds()
        dist = self.metric if metric is None else _metric(metric)
        cs = self.cell_size
        px, py = pos[0], pos[1]
        cx, cy = int(px // cs), int(py // cs)
        slack = 1e-9 * (abs(px) + abs(py) + cs)
        bx0, by0, bx1, by1 = box
        cells = self._cells
        get = cells.get
        ncells = len(cells)
        best: list[tuple[float, Any]] = []
        plain = dist is _hex and k == 1 and predicate is None
        bd, bid = math.inf, None
        # rings nearer than the occupied box are empty: start at the first that meets it
        ring = max(bx0 - cx, cx - bx1, by0 - cy, cy - by1, 0)
        last_ring = max(cx - bx0, bx1 - cx, cy - by0, by1 - cy)
        while True:
            if max_radius is not None and ring > 1 and (ring - 1) * cs - slack > max_radius:
                break  # everything in this ring or beyond is farther than max_radius
            # the ring, clipped to the occupied box
            lo_x, hi_x = max(cx - ring, bx0), min(cx + ring, bx1)
            lo_y, hi_y = max(cy - ring + 1, by0), min(cy + ring - 1, by1)
            size = 2 * (hi_x - lo_x + 1) + 2 * max(0, hi_y - lo_y + 1)
            if ring == 0:
                buckets = [get((cx, cy))]
            elif size >= ncells:  # as many cells as are occupied: finish with those
                buckets = [b for (x, y), b in cells.items()
                           if max(abs(x - cx), abs(y - cy)) >= ring]
                ring = last_ring
            else:
                buckets = []
                if lo_x <= hi_x:
                    if by0 <= cy - ring:
                        y = cy - ring
                        buckets += [get((x, y)) for x in range(lo_x, hi_x + 1)]
                    if cy + ring <= by1:
                        y = cy + ring
                        buckets += [get((x, y)) for x in range(lo_x, hi_x + 1)]
                if lo_y <= hi_y:
                    if bx0 <= cx - ring:
                        x = cx - ring
                        buckets += [get((x, y)) for y in range(lo_y, hi_y + 1)]
                    if cx + ring <= bx1:
                        x = cx + ring
                        buckets += [get((x, y)) for y in range(lo_y, hi_y + 1)]
            if plain:  # one nearest, hex metric, no predicate: scalars, no tuples
                for bucket in buckets:
                    if not bucket:
                        continue
                    for eid, p in bucket.items():
                        dq = p[0] - px
                        dr = p[1] - py
                        if dq >= 0:
                            if dr >= 0:
                                d = dq + dr
                            else:
                                d = dq if dq >= -dr else -dr
                        elif dr <= 0:
                            d = -(dq + dr)
                        else:
                            d = dr if dr >= -dq else -dq
                        if d < bd or (d == bd and eid < bid):
                            if max_radius is None or d <= max_radius:
                                bd, bid = d, eid
                if bid is not None:
                    best = [(bd, bid)]
            else:
                for bucket in buckets:
                    if not bucket:
                        continue
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
            if ring >= last_ring:
                break
            # anything not yet visited is at least this far away (sides with occupied cells
            # beyond them only)
            reach = math.inf
            if cx - ring > bx0:
                reach = px - (cx - ring) * cs
            if cx + ring < bx1:
                reach = min(reach, (cx + ring + 1) * cs - px)
            if cy - ring > by0:
                reach = min(reach, py - (cy - ring) * cs)
            if cy + ring < by1:
                reach = min(reach, (cy + ring + 1) * cs - py)
            reach -= slack
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
