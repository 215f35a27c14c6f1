"""DS-84: the initiative of one pair that met in the melee step. A rule, not a phase: contacts
(rules/contacts.py) and the fast horse's exchanges (phases/fast_horse.py) both roll it."""

from __future__ import annotations

from .. import events as E


def pair_initiative(ctx, a: int, b: int):
    """DS-84: initiative for one pair that met in the melee step (DS-21 dice: a's side
    first, then b's; ties roll again). Returns the winning side."""
    state = ctx.state
    while True:
        ra = ctx.roll(f"DS-84 pair initiative {state.names[a]}", 1, 6)[0]
        rb = ctx.roll(f"DS-84 pair initiative {state.names[b]}", 1, 6)[0]
        if ra != rb:
            winner = state.side[a] if ra > rb else state.side[b]
            ctx.emit(E.Initiative(3, winner, "DS-84"))
            return winner
    yield
