"""Combat actions that are no attack and are played by other rules: escape (ACKS-61),
calming a mount (ACKS-209), getting on a stationary mount without the skill (ACKS-202),
offering terms (ACKS-200), bashing a door, listening, rebuking undead (ACKS-59, ACKS-63,
ACKS-66). None of them is an offensive action (ACKS-76)."""

from __future__ import annotations


def in_lieu_of_attacking(ctx, e: int, kind: str, arg: str):
    if kind == "escape":
        from .escape import escape
        how, _, hold = arg.partition(":")
        escape(ctx, e, how, hold)
    elif kind == "calm":
        from .riding import calm
        calm(ctx, e, int(arg))
    elif kind == "mount":
        from .riding import get_on
        get_on(ctx, e, int(arg))
    elif kind in ("bash", "listen", "rebuke"):
        from .hasty import act
        act(ctx, e, kind, arg)
    else:
        from .surrender import offer_terms
        yield from offer_terms(ctx, e, int(arg))
    return False
