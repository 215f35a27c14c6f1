"""Re-surprise on coming back into sight (section 3.1).

SP-20  a figure that left the enemy's sight during the fight rolls surprise again when he
       rejoins it, at his normal chance: on a success his next melee attack on that foe is a
       rear attack (or back stab). It never gives a surprise round. The Judge may refuse it
       (option ``resurprise``).
"""

from __future__ import annotations

from affray.kernel.events import ConditionSet

from ..events import SurpriseRolled
from . import figures as F
from .surprise import figure_chance, is_surprised

__all__ = ["rejoin", "update_sight"]


def rejoin(ctx, eid: int, foes: list[int]) -> bool:
    """Called when `eid` makes contact: if he was out of sight, the foe rolls for surprise."""
    state = ctx.state
    if not F.cond(state, eid, "out_of_sight"):
        return False
    ctx.emit(ConditionSet(eid, "out_of_sight", 0))
    if not state.options["resurprise"]:
        return False
    foe = foes[0]
    chance = figure_chance(state, eid)
    roll = ctx.roll("surprise", 1, 6)[0]
    surprised = is_surprised(roll, chance)
    ctx.emit(SurpriseRolled(state.side[foe], chance, roll, surprised))
    if surprised:
        ctx.emit(ConditionSet(eid, "rear_next", foe))
    return surprised


def update_sight(ctx, eid: int) -> None:
    """With a sight range on the map, a figure beyond it from every enemy is out of sight."""
    state = ctx.state
    sight = state.map.sight
    if sight <= 0 or not F.present(state, eid):
        return
    seen = bool(F.enemies(state, eid, sight, F.active))
    if not seen and not F.cond(state, eid, "out_of_sight"):
        ctx.emit(ConditionSet(eid, "out_of_sight", 1))
