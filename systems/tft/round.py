"""A turn of Melee (TFT-15, TFT-23): initiative, the movement phase side by side, the attack
phase in adjDX order, then the end of the turn. Each phase is a module of `phases/`.
"""

from __future__ import annotations

from affray.kernel.events import PhaseStarted

from .phases.attacks import attack_phase
from .phases.end_of_turn import after_the_fight, end_of_turn
from .phases.initiative import initiative
from .phases.movement import movement_phase
from .rules.lookup import conscious


def play_round(ctx):
    state = ctx.state
    up = {e for e in state.entities if conscious(state, e)}
    order = yield from initiative(ctx)
    ctx.emit(PhaseStarted("movement"))
    yield from movement_phase(ctx, order)
    attackers = yield from attack_phase(ctx)
    yield from end_of_turn(ctx, attackers, up)
    yield from after_the_fight(ctx)  # TFT-150..154
