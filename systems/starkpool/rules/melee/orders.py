"""Declared blows that may not be struck when their turn comes: a figure that may only strike
back (a power duellist, SP-39) at an enemy who has not struck him, or any figure at the enemy
who rear-attacked him this round (SP-108). Under any policy the blow is simply not struck (the
declarations were secret); in a recorded fight the script ordered a blow the table could not
have rolled, so the fight stops with the one-line error of any illegal choice."""

from __future__ import annotations

from affray.kernel.errors import IllegalChoice
from affray.kernel.policies import Scripted


def refuse_in_a_record(ctx, a: int, t: int, why: str) -> None:
    """Raise IllegalChoice when `a`'s choices come from a recorded fight's script."""
    if not isinstance(ctx._policy_for(a), Scripted):
        return
    state = ctx.state
    who, whom = state.names.get(a, a), state.names.get(t, t)
    raise IllegalChoice(f"event {state.events}: Scripted chose 'melee' for {who}: "
                        f"['attack', {t}] at {whom} may not be struck: {why}")
