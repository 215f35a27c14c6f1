"""The arena as data: its hexes, walls, starred entrance hexes, doors and megahexes. TFT-155
(and TFT-46 start hexes, TFT-107 "back to the wall", TFT-151 leaving by one's own door).

The printed map is missing from the text, so an arena is a TOML document (the default,
`arena.toml` beside this module, is a proposal drawn to the book's description: whole
megahexes, four starred entrance hexes, two at each of the opposite ends):

    name = "..."
    rectangle = {cols = 22, rows = 13, corner = [0, 0]}  # hexes inside, as rows of columns
    megahexes = [[a, b], ...]      # and/or whole megahexes, by lattice coordinates (TFT-92)
    hexes = [[q, r], ...]          # and/or single hexes
    pillars = [[q, r], ...]        # wall hexes inside the arena (optional)
    megahex_origin = [q, r]        # a megahex centre (default [0, 0])
    megahex_mirror = false         # the other chirality (TFT-92)
    [ends]                         # the starred entrance hexes at each end, by end name
    west = [[q, r], ...]
    [doors]                        # the entrance hexes of each end that are doors (TFT-151)
    west = [[q, r], ...]

The walls are every hex next to the inside that is not inside, plus the pillars. A scenario
uses an arena by giving its sides the ends in order (`to_map`); without an arena the grid is
unbounded and no wall rule ever applies.
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path

import msgspec as _ms

from affray.kernel.geometry.hexgrid import Megahexes, add, neighbours, rear_hex

Hex = tuple[int, int]


class Rectangle(_ms.Struct, frozen=True, forbid_unknown_fields=True):
    """`rows` rows of `cols` hexes drawn pointy-top, odd rows shifted half a hex to the
    right (an "odd-r" rectangle); `corner` is the axial hex of column 0, row 0."""

    cols: int
    rows: int
    corner: Hex = (0, 0)

    def hexes(self) -> list[Hex]:
        return [self.at(c, r) for r in range(self.rows) for c in range(self.cols)]

    def at(self, col: int, row: int) -> Hex:
        """The axial hex of (column, row)."""
        return (self.corner[0] + col - (row - (row & 1)) // 2, self.corner[1] + row)


class Arena(_ms.Struct, frozen=True, forbid_unknown_fields=True):
    name: str
    ends: dict[str, list[Hex]]
    doors: dict[str, list[Hex]] = {}
    rectangle: Rectangle | None = None
    megahexes: list[Hex] = []
    hexes: list[Hex] = []
    pillars: list[Hex] = []
    megahex_origin: Hex = (0, 0)
    megahex_mirror: bool = False
    source: str = ""


def megahex_centre(a: int, b: int, origin: Hex = (0, 0), mirror: bool = False) -> Hex:
    """TFT-92: the centre hex of the megahex with lattice coordinates (a, b) (the inverse of
    `Megahexes.coords`): (2a - b, a + 3b), or (3a + b, 2b - a) in the mirror tiling."""
    c = (3 * a + b, 2 * b - a) if mirror else (2 * a - b, a + 3 * b)
    return add(c, origin)


def inside(arena: Arena) -> frozenset[Hex]:
    """Every hex a figure may stand in: the arena's megahexes and extra hexes, less pillars."""
    out: set[Hex] = {tuple(h) for h in arena.hexes}
    if arena.rectangle is not None:
        out.update(arena.rectangle.hexes())
    for a, b in arena.megahexes:
        c = megahex_centre(a, b, tuple(arena.megahex_origin), arena.megahex_mirror)
        out.add(c)
        out.update(neighbours(c))
    return frozenset(out - {tuple(h) for h in arena.pillars})


def walls(arena: Arena) -> list[Hex]:
    """TFT-155: the wall hexes, sorted: the ring around the inside, and the pillars."""
    room = inside(arena)
    ring = {n for h in room for n in neighbours(h) if n not in room}
    return sorted(ring | {tuple(h) for h in arena.pillars})


def problems(arena: Arena) -> list[str]:
    """What is wrong with an arena definition (empty when it is sound)."""
    room = inside(arena)
    out = []
    if not room:
        out.append("the arena has no hexes")
    mh = Megahexes(tuple(arena.megahex_origin), arena.megahex_mirror)
    for a, b in arena.megahexes:
        if not mh.is_centre(megahex_centre(a, b, tuple(arena.megahex_origin), arena.megahex_mirror)):
            out.append(f"megahex {[a, b]} is not on the tiling")
    for end, hexes in sorted(arena.ends.items()):
        for h in hexes:
            if tuple(h) not in room:
                out.append(f"entrance {list(h)} of end {end!r} is not inside the arena")
    for end, hexes in sorted(arena.doors.items()):
        starred = {tuple(h) for h in arena.ends.get(end, [])}
        for h in hexes:
            if tuple(h) not in starred:
                out.append(f"door {list(h)} of end {end!r} is not one of its entrance hexes")
    return out


def load(source: str | bytes | Path | None = None) -> Arena:
    """Read an arena: the bundled `arena.toml` by default, or a path, or TOML text."""
    if source is None:
        data = (files("affray.systems.tft.tables") / "arena.toml").read_bytes()
    elif isinstance(source, Path):
        data = source.read_bytes()
    else:
        data = source.encode() if isinstance(source, str) else source
    arena = _ms.toml.decode(data, type=Arena)
    bad = problems(arena)
    if bad:
        raise ValueError(f"arena {arena.name!r}: " + "; ".join(bad))
    return arena


def to_map(arena: Arena, sides: list[str]) -> dict:
    """A scenario's [map] for this arena: side i enters at the i-th end (ends in file order).
    A side's entrance hexes are also its doors (TFT-151) unless `door_option` says more."""
    ends = list(arena.ends)
    if len(sides) > len(ends):
        raise ValueError(f"arena {arena.name!r} has {len(ends)} ends for {len(sides)} sides")
    return {
        "walls": [list(h) for h in walls(arena)],
        "entrances": {s: [list(h) for h in arena.ends[e]] for s, e in zip(sides, ends)},
        "megahex_origin": list(arena.megahex_origin),
        "megahex_mirror": arena.megahex_mirror,
    }


def door_option(arena: Arena, sides: list[str]) -> dict:
    """The scenario option `arena_doors` ({side: door hexes}) when the arena's doors are not
    simply its entrance hexes; {} otherwise."""
    ends = list(arena.ends)
    doors = {s: [list(h) for h in arena.doors.get(e, arena.ends[e])] for s, e in zip(sides, ends)}
    same = all(sorted(map(tuple, arena.doors.get(e, arena.ends[e]))) == sorted(map(tuple, arena.ends[e]))
               for e in ends[: len(sides)])
    return {} if same else {"arena_doors": doors}


def back_to_wall(wall_hexes, h: Hex, facing: int | None) -> bool:
    """TFT-107 (a) default: the figure's rear hex is a wall. A figure with no front is on the
    ground, which lets HTH start anyway."""
    return facing is not None and rear_hex(h, facing) in wall_hexes


def at_door(doors: dict[str, list], side: str, h: Hex) -> bool:
    """TFT-151: the figure stands in a door hex of its own side (by default its side's
    entrance hexes: it leaves by the door it came in by) and may leave the arena."""
    return any(tuple(d) == tuple(h) for d in doors.get(side, []))
