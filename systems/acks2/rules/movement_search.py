"""The search behind `movement.reachable` (ACKS-12 to ACKS-14, ACKS-31, ACKS-51): the
cheapest cost of every anchor square under the alternating 5'/10' diagonal, a Dijkstra over
(anchor, diagonal parity) run on bitboards, one 5' level at a time.

Each level is a set of anchors as the bits of one integer over the box the budget can
reach (row x, column y, one guard column so a step north never wraps into the next row).
A level's squares step orthogonally with one shift per direction; blocked anchors (any
square of the footprint impassable), anchors that end the move (a threat) and anchors
where another combatant stands are masks worked out once per search.

The result is in the order the plain heap search of (cost, x, y, parity) first settled
each square: by cost, then x, then y."""

from __future__ import annotations

ORTHOGONAL_STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))
DIAGONAL_STEPS = ((1, 1), (1, -1), (-1, -1), (-1, 1))


# the set bits of each byte value, low first
BITS = tuple(tuple(i for i in range(8) if v >> i & 1) for v in range(256))
_CELLS: dict[int, list[tuple[int, int]]] = {}


def _cells(span: int, w: int) -> list[tuple[int, int]]:
    """(row, column) of each bit index of a box, padded to whole bytes."""
    cells = _CELLS.get(w)
    if cells is None:
        cells = _CELLS[w] = [divmod(i, w) for i in range((span * w + 7) // 8 * 8)]
    return cells


_BOXES: dict[int, tuple[int, tuple[int, ...], tuple[int, ...]]] = {}


def _box(span: int, w: int):
    """The bits of a span x span box of rows w bits apart, and the shifts of the steps."""
    box = _BOXES.get(w)
    if box is None:
        full = 0
        for i in range(span):
            full |= ((1 << span) - 1) << (i * w)
        box = _BOXES[w] = (full, tuple(dx * w + dy for dx, dy in ORTHOGONAL_STEPS),
                           tuple(dx * w + dy for dx, dy in DIAGONAL_STEPS))
    return box


def _spread(bits: int, shifts: tuple[int, ...]) -> int:
    out = 0
    for s in shifts:
        out |= bits << s if s > 0 else bits >> -s
    return out


def anchors_hitting(squares, width: int, height: int) -> set[tuple[int, int]]:
    """Anchors whose width x height footprint covers one of `squares`."""
    if (width, height) == (1, 1):
        return set(squares)
    return {(x - i, y - j) for (x, y) in squares for i in range(width) for j in range(height)}


def search(start: tuple[int, int], feet: int, blocked, taken, threats, share=(),
           shared: dict | None = None) -> dict[tuple[int, int], int]:
    """Anchor -> feet for every anchor the mover may end on (its start excluded). `blocked`:
    anchors it may not step onto; `taken`: anchors where it may pass but not end; `threats`:
    anchors where it becomes engaged and stops (ACKS-31/51). The `share` anchors it reaches
    (taken ones it may end on as a second rank, ACKS-03) go into `shared`."""
    if feet < 5:
        return {}
    reach = feet // 5
    sx, sy = start
    x0, y0 = sx - reach, sy - reach
    span = 2 * reach + 1
    w = span + 1

    def bits(anchors) -> int:
        out = 0
        for x, y in anchors:
            ix, iy = x - x0, y - y0
            if 0 <= ix < span and 0 <= iy < span:
                out |= 1 << (ix * w + iy)
        return out

    full, orth, diag = _box(span, w)
    start_bit = 1 << (reach * w + reach)
    passable = full & ~bits(blocked)
    ends = full & ~bits(taken) & ~start_bit
    stop = bits(threats) & ~start_bit
    joins = bits(share) & ~start_bit if share else 0
    # levels[k] = (anchors at cost k with an even count of diagonals, with an odd count)
    levels = [[0, 0] for _ in range(reach + 3)]
    levels[0][0] = start_bit
    cells = _cells(span, w)
    nbytes = len(cells) // 8
    done0 = done1 = seen = 0
    out: dict[tuple[int, int], int] = {}
    for k in range(reach + 1):
        c0 = levels[k][0] & ~done0
        c1 = levels[k][1] & ~done1
        if not (c0 | c1):
            continue
        done0 |= c0
        done1 |= c1
        new = (c0 | c1) & ~seen
        seen |= new
        emit = new & ends
        if emit:
            cost = 5 * k
            for byte, value in enumerate(emit.to_bytes(nbytes, "little")):
                if value:
                    for b in BITS[value]:
                        ix, iy = cells[byte * 8 + b]
                        out[(x0 + ix, y0 + iy)] = cost
        if joins and new & joins:
            for x, y in sorted(share):
                if 0 <= x - x0 < span and 0 <= y - y0 < span and new >> ((x - x0) * w + (y - y0)) & 1:
                    shared[(x, y)] = 5 * k
        e0 = c0 & ~stop
        e1 = c1 & ~stop
        nxt = levels[k + 1]
        nxt[0] |= _spread(e0, orth) & passable
        nxt[1] |= (_spread(e1, orth) | _spread(e0, diag)) & passable  # a first diagonal: 5'
        levels[k + 2][0] |= _spread(e1, diag) & passable  # a second diagonal: 10'
    return out
