"""What hits do to a figure, whatever struck them: the damage a blow does in practice
combat (TFT-152), and the reactions to hits taken (TFT-128..131 in `injury.react`; in a
brawl TFT-118, TFT-119 in `brawls.after_injury`; TFT-152's dropping out of practice).
"""

from __future__ import annotations

from affray.kernel.events import Removed

from . import experience as XP
from . import lookup as L
from .brawls import after_injury
from .injury import react as injury_react


def damage_total(state, total: int) -> int:
    """TFT-152: practice weapons are blunted and do half damage."""
    if state.options.get("combat_type") == "practice":
        return XP.practice_damage(total)
    return total


def react(ctx, eid: int) -> None:
    """After a figure takes hits: death, unconsciousness or a fall (TFT-128..131); a brawl
    may end or a grappler be dazed (TFT-118, 119); in practice a figure at ST 3 or less
    drops out (TFT-152)."""
    injury_react(ctx, eid)
    state = ctx.state
    after_injury(ctx, eid)
    if (state.options.get("combat_type") == "practice" and state.alive(eid)
            and XP.practice_drops_out(L.current_st(state, eid))):
        ctx.emit(Removed(eid))
