"""A mount that must keep moving passes the stands in its way: DS-149 (a charge bashes every
figure it touches and loses 2" for each), DS-81 (a figure too large to pass: both bash, the
horse goes on unless it stumbles), DS-80 (lance windows: exchanges at moments along the line).

The line is straight (DS-32). Stands are passed through, as the text's charges and crossings
need (DS-142: "crosses any portion of the previous target's stand"); the mount may not end on
another stand, so it stops at the last clear point of its line (reading, documented).
"""

from __future__ import annotations

from affray.kernel.geometry import stands as G

from .. import events as E
from ..tables.cs_tables import hook
from . import geometry as geo
from . import walls as W
from .checks import check


def _pos(heading: float, t: float, origin) -> tuple[float, float]:
    ux, uy = G.unit(heading)
    return origin[0] + ux * t, origin[1] + uy * t


def _clear(state, c: int, poly0, heading: float, t: float) -> bool:
    ux, uy = G.unit(heading)
    moved = G.translate(poly0, ux * t, uy * t)
    for o in state.entities:
        if o != c and state.alive(o) and G.overlaps(moved, geo.poly(state, o)):
            return False
    return True


def pass_along(ctx, c: int, heading: float, want: float, *, on_contact, waypoints=(),
               touched: set[int] | None = None, ds: str = "DS-149", why: str = "charge"):
    """Move `c` up to `want` inches along `heading` through the stands met. `on_contact(o)`
    (a generator) is called at the first touch of each stand and returns (inches lost, stop);
    `waypoints` are (travel, key, fn) moments on the line where `fn()` (a generator) runs.
    Returns the distance travelled."""
    state = ctx.state
    touched = set(geo.contacts(state, c)) if touched is None else touched
    p = state.get(c, geo.Position)
    origin, poly0 = (p.x, p.y), geo.poly(state, c)
    if W.of(state):  # a wall is no stand to pass through: the line ends at it
        want = W.travel(state, poly0, heading, want)
    done, entries = 0.0, [0.0]
    pending = sorted(waypoints, key=lambda w: (w[0], w[1]))

    def go(t: float) -> None:
        nonlocal done
        if t > done + 1e-12:
            x, y = _pos(heading, t, origin)
            ctx.emit(E.Segment(c, x, y, heading, t - done, ds, why))
            done = t

    while want - done > 1e-9 and state.alive(c):
        poly = geo.poly(state, c)
        best = None
        for o in geo.nearby(state, c, want - done):
            if o in touched:
                continue
            op = geo.poly(state, o)
            t = G.first_contact(poly, heading, want - done, op)
            if t is None:
                continue
            if t <= 1e-9 and not G.blocked(poly, heading, op):
                continue  # sliding along it, not into it
            if best is None or t < best[0] - 1e-12:
                best = (t, o)
        if best is not None and pending and pending[0][0] <= done + best[0] + 1e-12:
            best = None  # a waypoint comes first
        if best is None:
            if pending and pending[0][0] <= want + 1e-9:
                t, _key, fn = pending.pop(0)
                go(max(done, t))
                yield from fn()
                continue
            break
        t, o = best
        go(done + t)
        touched.add(o)
        entries.append(done)
        lost, stop = yield from on_contact(o)
        want = done if stop else max(done, want - lost)
    if state.alive(c) and want > done:
        end = want
        if not _clear(state, c, poly0, heading, end):
            end = next((e for e in sorted(entries, reverse=True)
                        if e <= want and _clear(state, c, poly0, heading, e)), done)
        if end >= done:
            go(end)
        else:
            x, y = _pos(heading, end, origin)
            ctx.emit(E.Segment(c, x, y, heading, 0.0, ds, "stops clear"))
            done = end
    return done


def stumbles(ctx, horse: int, ds: str, cause: str) -> bool:
    """DS-81/DS-142: the C&S p.59 stumble check (hook `stumble_chance`, placeholder 10%).
    A horse that stumbles ends its move there (placeholder consequence)."""
    v, ph = hook(ctx.state, "stumble_chance", horse)
    hit = check(ctx, horse, ds, f"stumble ({cause})", int(v), ph)
    if hit:
        ctx.emit(E.Note(horse, ds, f"stumbles ({cause}): the move ends"))
    return hit


def too_large_to_pass(state, horse: int, other: int) -> bool:
    """DS-81: the figure's size keeps the horse from breaking contact (its stand is larger)."""
    return geo.larger_stand(state, other, horse)


def mutual_bash(ctx, horse: int, other: int, ds: str = "DS-81") -> bool:
    """DS-81: horse and figure body-bash each other at once (the horse's roll first); a
    bash back that lands makes the horse check for stumbling. True if the horse goes on."""
    v, ph = hook(ctx.state, "body_bash_chance", horse)
    if check(ctx, horse, ds, "body bash", int(v), ph):
        ctx.emit(E.Set(other, "Status", "prone", True, ds))
    w, ph2 = hook(ctx.state, "body_bash_chance", other)
    if not check(ctx, other, ds, "body bash back", int(w), ph2):
        return True
    return not stumbles(ctx, horse, ds, "bashed by a larger figure")
