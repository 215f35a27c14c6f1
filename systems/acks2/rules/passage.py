"""Passage of lines as the movement search reads it (ACKS-03, ACKS-12 to ACKS-14): the
anchors a mover may not step onto, those it may cross but not end on, and the squares it
may join as an ally's second rank. Enemies not engaging the mover are treated as allies
(ACKS-14), but it never ends sharing a square with one."""

from __future__ import annotations

import math

from affray.components.acks2 import Sheet
from affray.kernel.geometry import squares as sq

from ..tables.sizes import size_index
from . import geometry as geo
from .formation import longest_empty_run
from .movement_search import anchors_hitting


def obstacles(state, eid: int, others: list[int], engaging: set[int], walls: set,
              start: sq.Footprint, face: str):
    """(blocked anchors, anchors it may cross but not end on, shareable squares)."""
    mine = state.get(eid, Sheet)
    mysize = size_index(mine.size)
    side = state.side[eid]
    held: dict[tuple[int, int], list[int]] = {}  # square -> the able combatants holding it
    bodies: set[tuple[int, int]] = set()
    hard = set(walls)
    for e in sorted(others):
        able = geo.able(state, e)
        bigger = size_index(state.get(e, Sheet).size) > mysize - 2
        for s in sq.squares_of(geo.area(state, e)):
            if not able:
                bodies.add(s)
                continue
            held.setdefault(s, []).append(e)
            if e in engaging and bigger:  # ACKS-12/13/14: an enemy that engages the mover
                hard.add(s)
    w, h = start.width, start.height
    if (w, h) == (1, 1):
        # ACKS-12: through a square held by one combatant, not by a front and second rank
        hard.update(s for s, es in held.items() if len(es) > 1)
        share = set()
        if mine.size == "man":  # ACKS-03: behind a lone man-sized ally in its square
            for s, es in held.items():
                o = es[0]
                if len(es) == 1 and s not in bodies and s not in hard and state.side[o] == side \
                        and state.get(o, Sheet).size == "man" and geo.dims(state.get(o, Sheet)) == (1, 1):
                    share.add(s)
        return hard, set(held) | bodies, share
    return _big(state, eid, held, bodies, hard, w, h, face, mysize, side)


def _big(state, eid, held, bodies, hard, w, h, face, mysize, side):
    """ACKS-13: through allies at least two sizes smaller while every row of the body has an
    unbroken empty run of half its frontage; ending on them while half its squares are empty."""
    small = {s for s, es in held.items()
             if all(size_index(state.get(e, Sheet).size) <= mysize - 2 for e in es)}
    hard |= set(held) - small
    blocked = anchors_hitting(hard, w, h)
    taken = set(anchors_hitting(bodies, w, h))
    across = face in ("N", "S")  # rows run along x when the frontage does
    frontage = w if across else h
    need = math.ceil(frontage / 2)
    total = w * h
    for a in sorted(anchors_hitting(small, w, h) - blocked):
        count = 0
        ok = True
        for row in range(h if across else w):
            line = [((a[0] + i, a[1] + row) if across else (a[0] + row, a[1] + i)) in small
                    for i in range(frontage)]
            count += sum(line)
            if longest_empty_run(line) < need:
                ok = False
                break
        if not ok:
            blocked.add(a)
            continue
        foes = any(state.side[e] != side for s in sq.squares_of(sq.Footprint(a[0], a[1], w, h))
                   for e in held.get(s, ()))
        if foes or 2 * (total - count) < total:
            taken.add(a)
    return blocked, taken, set()
