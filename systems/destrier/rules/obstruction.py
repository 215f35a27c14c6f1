"""DS-43 (passing between two obstacles narrower than the swept width: bash one, it bashes
back, the mover's roll first; the mover goes on only if the obstacle's bash failed) and
DS-44 (each bash on foot costs 1/4 HMA)."""

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


def force_gap(ctx, mover: int, obstacle: int) -> tuple[bool, float]:
    """Bash `obstacle` (policy's pick) and take its bash back. Returns (may go on, cost in
    inches of movement)."""
    state = ctx.state
    v, ph = hook(state, "body_bash_chance", mover)
    if check(ctx, mover, "DS-43", "body bash", v, ph):  # placeholder result: staggered back 1/2"
        from .exchange import bash_back
        bash_back(ctx, mover, obstacle)
    w, ph2 = hook(state, "body_bash_chance", obstacle)
    back = check(ctx, obstacle, "DS-43", "bash back", w, ph2)
    cost = mv.bash_cost(mv.hma(state, mover))
    ctx.emit(E.Note(mover, "DS-44", f"bash costs {cost:.2f}\""))
    return (not back), cost
