"""A declared counter-blow that may not be struck when its turn comes: a figure that may only
strike back (a power duellist: "the attacker is finished for the round, except if he is
attacked in melee, in which case he does get any counter-blow he has coming", SP-39) at an
enemy who has not struck him. Under a policy the secret declaration is a standing order and
the blow is simply not struck; a recorded fight's script says what was done at the table, so
a counter-blow the table could not have rolled stops the fight with the one-line error of any
illegal choice. (A blow declared at a foe who then rear-attacks the figure is forfeit by
SP-108 in a record too: the declaration was legal when made.)"""

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
