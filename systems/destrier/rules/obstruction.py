"""DS-43 (passing between two obstacles narrower than the swept width: bash one, it bashes
back, the mover's roll first, each bash's effect at once; the mover goes on, through the
gap, only if the obstacle's bash failed) and DS-44 (each bash on foot costs 1/4 of the
movement allowance, the halved one after casting or firing, DS-35)."""

from __future__ import annotations

from affray.kernel.geometry import stands as G

from .. import events as E
from ..tables.cs_tables import hook
from . import geometry as geo
from . import movement as mv
from .checks import check


def too_narrow(state, mover: int, heading: float, a: int, b: int) -> bool:
    """The gap between obstacles a and b is narrower than the mover's swept width."""
    return G.distance(geo.poly(state, a), geo.poly(state, b)) < \
        G.swept_width(geo.poly(state, mover), heading) - 1e-9


def narrow_pair(state, mover: int, heading: float, blocker: int) -> int | None:
    """Another stand that, with `blocker`, leaves a gap narrower than the mover's sweep."""
    for other in geo.nearby(state, blocker, G.swept_width(geo.poly(state, mover), heading)):
        if other != mover and too_narrow(state, mover, heading, blocker, other):
            return other
    return None


def force_gap(ctx, mover: int, obstacle: int, h: float | None = None) -> tuple[bool, float]:
    """Bash `obstacle` (policy's pick) and take its bash back. Returns (may go on, cost in
    inches of movement); `h` is the allowance the cost is a quarter of ("All other
    penalties are then assessed against the reduced movement allowance", DS-35)."""
    from .exchange import bash_back
    state = ctx.state
    v, ph = hook(state, "body_bash_chance", mover)
    if check(ctx, mover, "DS-43", "body bash", v, ph):  # placeholder result: staggered back 1/2"
        bash_back(ctx, mover, obstacle)
    w, ph2 = hook(state, "body_bash_chance", obstacle)
    back = check(ctx, obstacle, "DS-43", "bash back", w, ph2)
    if back:  # "Effects of such bashes are assessed immediately"
        bash_back(ctx, obstacle, mover)
    cost = mv.bash_cost(mv.hma(state, mover) if h is None else h)
    ctx.emit(E.Note(mover, "DS-44", f"bash costs {cost:.2f}\""))
    return (not back), cost


def past_distance(state, mover: int, heading: float, obstacles: tuple[int, ...]) -> float:
    """How far along `heading` the mover must go to be wholly beyond every obstacle."""
    ux, uy = G.unit(heading)
    lo = min(x * ux + y * uy for x, y in geo.poly(state, mover))
    hi = max(x * ux + y * uy for o in obstacles for x, y in geo.poly(state, o))
    return max(0.0, hi - lo)


def squeeze_through(ctx, mover: int, heading: float, left: float, pair: tuple[int, int]) -> float:
    """DS-43: the obstacle's bash failed, so the mover goes on through the gap, pushing past
    the two stands. Default: it does so only if what is left of its move carries it wholly
    past them without meeting another stand on the way; otherwise it stays where it is.
    Returns the distance travelled."""
    state = ctx.state
    need = past_distance(state, mover, heading, pair)
    if need > left + 1e-9 or mv.free_travel(state, mover, heading, need, pair) < need - 1e-9:
        ctx.emit(E.Note(mover, "DS-43", f"{left:.2f}\" left cannot carry it past the gap ({need:.2f}\")"))
        return 0.0
    return mv.advance(ctx, mover, heading, left, "DS-43", why="through the gap", ignore=pair)
