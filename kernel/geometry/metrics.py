"""The distance functions a spatial hash may measure with, by name (KER-26).

Each is at least the Chebyshev distance of the coordinates, which is what lets a query skip
cells (see spatial.py).
"""

from __future__ import annotations

import math
from typing import Callable, Union

from .hexgrid import distance as _hex

Pos = tuple[float, float]
Metric = Callable[[Pos, Pos], float]


def _euclidean(a: Pos, b: Pos) -> float:
    # hypot, exactly as plane.distance: a radius query must agree with the rules' own test
    return math.hypot(b[0] - a[0], b[1] - a[1])


def _chebyshev(a: Pos, b: Pos) -> float:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def _manhattan(a: Pos, b: Pos) -> float:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


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


def metric(m: Union[str, Metric]) -> Metric:
    if callable(m):
        return m
    try:
        return METRICS[m]
    except KeyError:
        raise ValueError(f"unknown metric {m!r}; expected one of {sorted(METRICS)}") from None
