"""Option shapes for places and amounts: a cell, a point, a heading, a distance.

A logged value is the value as given (an int stays an int, a float keeps every bit): msgpack,
JSON and TOML all carry a 64-bit float exactly, so a logged choice replays byte for byte.
NaN and the infinities are refused. A shape whose bounds and step are all whole numbers takes
whole numbers only (`3`, not `3.0`), so such a choice has one spelling. Continuous bounds
allow `TOL` of rounding; a rule reads a choice through the shape's `value()` (floats, tuples).
docs/choices.md is the reference.
"""

from __future__ import annotations

import math
from typing import Any, Callable, Iterable, Sequence

from .geometry.plane import angle_diff
from .options import NoLegalOption, Options

TOL = 1e-9  # a continuous value this far past a bound still counts as on it
DRAWS = 64  # tries of a continuous draw before it gives up (a `check` that refuses most)
_NUMBER = (int, float)


class NotFinite(TypeError):
    """`enumerate()` of a shape whose legal values are a region, an arc or a range."""


def _number(v: Any) -> bool:
    return type(v) in _NUMBER and math.isfinite(v)


def _whole(*values: Any) -> bool:
    return all(type(v) is int for v in values)


def _pair(v: Any) -> bool:
    return isinstance(v, (list, tuple)) and len(v) == 2


def _steps(span: float, step: float) -> int:
    """How many steps fit in `span` (rounding allowed)."""
    return int(math.floor(span / step + TOL))


def _on_step(offset: float, step: float) -> bool:
    k = offset / step
    return abs(k - round(k)) <= TOL * max(1.0, abs(k))


def _no_list(shape: Options) -> list[Any]:
    raise NotFinite(f"{type(shape).__name__} has no finite list of values: "
                    f"ask describe() for {shape.describe()}")


def _tidy(raw: Any) -> Any:
    return [round(v, 6) for v in raw] if isinstance(raw, list) else round(raw, 6)


def _draw(shape: Options, make: Callable[[], Any]) -> Any:
    """A drawn value the shape accepts, written to 6 decimals where that stays legal (for
    readable logs), else as drawn; a draw outside the region is drawn again."""
    for _ in range(DRAWS):
        raw = make()
        for value in (_tidy(raw), raw):
            if shape.legal(value) is None:
                return value
    raise NoLegalOption


class Cells(Options):
    """A cell among the legal ones: a hex `[q, r]` (axial, kernel.geometry.hexgrid) or a
    square `[x, y]` (kernel.geometry.squares)."""

    __slots__ = ("grid", "cells", "_set")

    def __init__(self, cells: Iterable[Sequence[int]], grid: str = "hex"):
        if grid not in ("hex", "square"):
            raise ValueError(f"grid is 'hex' or 'square', not {grid!r}")
        self.grid = grid
        self._set = {(int(c[0]), int(c[1])) for c in cells}
        self.cells = sorted(self._set)

    def enumerate(self) -> list[Any]:
        return [list(c) for c in self.cells]

    def legal(self, choice: Any) -> str | None:
        if not _pair(choice) or not _whole(*choice):
            return f"{choice!r} is not a {self.grid} [{'q, r' if self.grid == 'hex' else 'x, y'}]"
        if (choice[0], choice[1]) not in self._set:
            plural = "hexes" if self.grid == "hex" else "squares"
            return f"{list(choice)} is not one of the {len(self.cells)} legal {plural}"
        return None

    def describe(self) -> dict[str, Any]:
        return {"shape": "cell", "grid": self.grid, "cells": self.enumerate()}

    def sample(self, rng: Any) -> Any:
        if not self.cells:
            raise NoLegalOption
        return list(self.cells[rng.below(len(self.cells))])

    def value(self, choice: Any) -> tuple[int, int]:
        return (choice[0], choice[1])

    def __len__(self) -> int:
        return len(self.cells)


class Distance(Options):
    """A distance from `least` up to `most` (inclusive), in the ruleset's unit. With a
    `step`, only `least + k * step`; without, any number between."""

    def __init__(self, most: float, least: float = 0, step: float | None = None,
                 unit: str = ""):
        if not least <= most or (step is not None and not step > 0):
            raise ValueError(f"a distance needs least <= most and step > 0 ({least}, {most}, {step})")
        self.most, self.least, self.step, self.unit = most, least, step, unit
        self.whole = step is not None and _whole(most, least, step)
        self.finite = step is not None

    def enumerate(self) -> list[Any]:
        if self.step is None:
            return _no_list(self)
        return [self._at(k) for k in range(_steps(self.most - self.least, self.step) + 1)]

    def _at(self, k: int) -> float:
        return self.least + k * self.step

    def legal(self, choice: Any) -> str | None:
        unit = f" {self.unit}" if self.unit else ""
        if self.whole and type(choice) is not int:
            return f"{choice!r} is not a whole number of{unit or ' steps'}"
        if not _number(choice):
            return f"{choice!r} is not a distance (a finite number)"
        if not self.least - TOL <= choice <= self.most + TOL:
            return f"{choice}{unit} is not between {self.least} and {self.most}{unit}"
        if self.step is not None and not _on_step(choice - self.least, self.step):
            return f"{choice}{unit} is not {self.least} plus a multiple of {self.step}"
        return None

    def describe(self) -> dict[str, Any]:
        return {"shape": "distance", "min": self.least, "max": self.most, "step": self.step,
                "unit": self.unit}

    def sample(self, rng: Any) -> Any:
        if self.step is not None:
            return self._at(rng.below(_steps(self.most - self.least, self.step) + 1))
        span = self.most - self.least
        return _draw(self, lambda: self.least + rng.random() * span)

    def nearest(self, wanted: float) -> Any:
        """The legal distance closest to `wanted` (the shorter on a tie)."""
        v = min(max(wanted, self.least), self.most)
        if self.step is None:
            return v
        return self._at(min(_steps(self.most - self.least, self.step),
                            max(0, math.ceil((v - self.least) / self.step - 0.5))))

    def value(self, choice: Any) -> float:
        return choice if self.whole else float(choice)

    def __len__(self) -> int:
        if self.step is None:
            raise NotFinite("a distance without a step has no count")
        return _steps(self.most - self.least, self.step) + 1


class Heading(Options):
    """A heading in degrees, 0 = +x (east), counter-clockwise (kernel.geometry.plane), given
    in [0, 360); legal within the arc from `start` turning `width` degrees counter-clockwise
    (360: any heading). With a `step`, only `start + k * step`."""

    def __init__(self, start: float = 0, width: float = 360, step: float | None = None):
        if not 0 <= width <= 360 or (step is not None and not step > 0):
            raise ValueError(f"an arc is 0 to 360 degrees wide and a step above 0 ({width}, {step})")
        self.start, self.width, self.step = start % 360, width, step
        self.whole = step is not None and _whole(start, width, step)
        self.finite = step is not None

    def _count(self) -> int:
        n = _steps(self.width, self.step) + 1
        if self.width == 360 and _on_step(360, self.step):
            n -= 1  # start + 360 is start again
        return n

    def _at(self, k: int) -> float:
        return (self.start + k * self.step) % 360

    def enumerate(self) -> list[Any]:
        if self.step is None:
            return _no_list(self)
        return [self._at(k) for k in range(self._count())]

    def _offset(self, h: float) -> float:
        """How far counter-clockwise of `start` the heading lies, in [0, 360)."""
        return (h - self.start) % 360

    def legal(self, choice: Any) -> str | None:
        if self.whole and type(choice) is not int:
            return f"{choice!r} is not a whole number of degrees"
        if not _number(choice) or not 0 <= choice < 360:
            return f"{choice!r} is not a heading (degrees in [0, 360))"
        off = self._offset(choice)
        if self.width < 360 and off > self.width + TOL and 360 - off > TOL:
            return (f"{choice} degrees is outside the arc from {self.start} "
                    f"to {(self.start + self.width) % 360} degrees")
        if self.step is not None and not (_on_step(off, self.step) or 360 - off <= TOL):
            return f"{choice} degrees is not {self.start} plus a multiple of {self.step}"
        return None

    def describe(self) -> dict[str, Any]:
        return {"shape": "heading", "from": self.start, "width": self.width, "step": self.step}

    def sample(self, rng: Any) -> Any:
        if self.step is not None:
            return self._at(rng.below(self._count()))
        return _draw(self, lambda: (self.start + rng.random() * self.width) % 360)

    def nearest(self, wanted: float) -> Any:
        """The legal heading closest to `wanted` (degrees, any value)."""
        if self.step is not None:  # the closest step (the lower heading on a tie)
            return min(self.enumerate(), key=lambda h: (angle_diff(h, wanted), h))
        off = (wanted - self.start) % 360
        if self.width < 360 and off > self.width:  # outside the arc: to the nearer end
            off = self.width if off - self.width <= 360 - off else 0
        return (self.start + off) % 360

    def value(self, choice: Any) -> float:
        return choice if self.whole else float(choice)

    def __len__(self) -> int:
        if self.step is None:
            raise NotFinite("a heading without a step has no count")
        return self._count()


class Point(Options):
    """A point `[x, y]` on the plane within `radius` of `centre` and inside `box`
    `[xmin, ymin, xmax, ymax]` (either may be left out, not both); `check(point)` adds the
    rule's own limits (a reason, or None), which `note` tells a host in words."""

    def __init__(self, centre: Sequence[float] | None = None, radius: float | None = None,
                 box: Sequence[float] | None = None,
                 check: Callable[[tuple[float, float]], str | None] | None = None,
                 note: str = ""):
        if (centre is None or radius is None) and box is None:
            raise ValueError("a point's region needs a centre and radius, a box, or both")
        self.centre = None if centre is None else (float(centre[0]), float(centre[1]))
        self.radius = radius
        self.box = None if box is None else tuple(float(b) for b in box)
        self.check, self.note = check, note

    finite = False

    def enumerate(self) -> list[Any]:
        return _no_list(self)

    def _region(self, x: float, y: float) -> str | None:
        if self.radius is not None:
            cx, cy = self.centre
            d = math.hypot(x - cx, y - cy)
            if d > self.radius + TOL:
                return f"[{x}, {y}] is {d:.6g} from [{cx}, {cy}], more than {self.radius}"
        if self.box is not None:
            x0, y0, x1, y1 = self.box
            if not (x0 - TOL <= x <= x1 + TOL and y0 - TOL <= y <= y1 + TOL):
                return f"[{x}, {y}] is outside the box {list(self.box)}"
        return None

    def legal(self, choice: Any) -> str | None:
        if not _pair(choice) or not (_number(choice[0]) and _number(choice[1])):
            return f"{choice!r} is not a point [x, y] of finite numbers"
        reason = self._region(choice[0], choice[1])
        if reason is None and self.check is not None:
            reason = self.check((float(choice[0]), float(choice[1])))
        return reason

    def describe(self) -> dict[str, Any]:
        out: dict[str, Any] = {"shape": "point"}
        if self.radius is not None:
            out.update(centre=list(self.centre), radius=self.radius)
        if self.box is not None:
            out["box"] = list(self.box)
        if self.note:
            out["note"] = self.note
        return out

    def _bounds(self) -> tuple[float, float, float, float]:
        x0 = y0 = -math.inf
        x1 = y1 = math.inf
        if self.radius is not None:
            cx, cy = self.centre
            x0, y0, x1, y1 = cx - self.radius, cy - self.radius, cx + self.radius, cy + self.radius
        if self.box is not None:
            b = self.box
            x0, y0, x1, y1 = max(x0, b[0]), max(y0, b[1]), min(x1, b[2]), min(y1, b[3])
        return x0, y0, x1, y1

    def sample(self, rng: Any) -> Any:
        x0, y0, x1, y1 = self._bounds()
        if x0 > x1 or y0 > y1:
            raise NoLegalOption
        return _draw(self, lambda: [x0 + rng.random() * (x1 - x0), y0 + rng.random() * (y1 - y0)])

    def nearest(self, wanted: Sequence[float]) -> list[float]:
        """The point of the region closest to `wanted` (the rule's `check` not consulted)."""
        x, y = float(wanted[0]), float(wanted[1])
        if self.box is not None:
            x0, y0, x1, y1 = self.box
            x, y = min(max(x, x0), x1), min(max(y, y0), y1)
        if self.radius is not None:
            cx, cy = self.centre
            d = math.hypot(x - cx, y - cy)
            if d > self.radius:
                x, y = cx + (x - cx) * self.radius / d, cy + (y - cy) * self.radius / d
        return [x, y]

    def value(self, choice: Any) -> tuple[float, float]:
        return (float(choice[0]), float(choice[1]))
