"""Actions of a segment that other modules play (the segment offers and dispatches them):
full-round hasty actions and artillery (ACKS-41 to ACKS-44, ACKS-48, ACKS-119); actions in
lieu of movement: getting on a mount with the skill, opening a door (ACKS-49, ACKS-202);
and combat actions that are no attack: escape (ACKS-61), calming a mount (ACKS-209),
getting on a stationary mount without the skill (ACKS-202), offering terms (ACKS-200),
bashing a door, listening, rebuking undead (ACKS-59, ACKS-63, ACKS-66), dropping treasure
or rations for pursuers (ACKS-199), drinking or pouring a potion (ACKS-57). Only firing
artillery is an offensive action (ACKS-76)."""

from __future__ import annotations

from ..rules import conditions as cond

FULL_ROUND = ("lockpick", "search", "trapbreak", "spike", "fire", "reload", "fight_fire")
IN_LIEU_OF_MOVEMENT = ("mount", "open")
# cutting free of a restraint (ACKS-189) is an attack on the holder, dispatched here too
IN_LIEU_OF_ATTACKING = ("escape", "cut", "calm", "mount", "terms", "bash", "listen", "rebuke", "drop_treasure",
                        "drop_rations", "potion")


def more_actions(state, e: int, can_move: bool) -> list[str]:
    """The extra choices of the action (movement or full-round) slot."""
    from . import hasty
    from .riding import mount_targets
    out = [f"mount:{m}" for m in mount_targets(state, e, "movement")] if can_move else []
    if cond.can(state, e, "attack"):
        out += hasty.full_round_options(state, e)
    if can_move:
        out += hasty.movement_options(state, e)
    if state.map is not None and state.map.artillery:
        from .pitch import fight_fire_options
        from .siege import action_options
        out += action_options(state, e) + fight_fire_options(state, e)
    return out


def full_round(ctx, e: int, kind: str, arg: str, count: int = 0) -> bool:
    if kind in ("fire", "reload"):
        from .siege import act
        act(ctx, e, kind, arg, count)
        return kind == "fire"
    if kind == "fight_fire":
        from .pitch import fight_fire
        fight_fire(ctx, e, arg)
        return False
    from .hasty import act
    act(ctx, e, kind, arg)
    return False


def in_lieu_of_movement(ctx, e: int, kind: str, arg: str) -> None:
    if kind == "mount":
        from .riding import get_on
        get_on(ctx, e, int(arg))
    else:
        from .hasty import act
        act(ctx, e, kind, arg)


def in_lieu_of_attacking(ctx, e: int, kind: str, arg: str):
    if kind == "escape":
        from .escape import escape
        how, _, hold = arg.partition(":")
        escape(ctx, e, how, hold)
    elif kind == "cut":
        from .escape import cut
        cut(ctx, e, int(arg))
        return True
    elif kind == "calm":
        from .riding import calm
        calm(ctx, e, int(arg))
    elif kind == "mount":
        from .riding import get_on
        get_on(ctx, e, int(arg))
    elif kind in ("bash", "listen", "rebuke"):
        from .hasty import act
        act(ctx, e, kind, arg)
    elif kind == "potion":
        from .potions import drink
        drink(ctx, e, arg)
    elif kind == "drop_treasure":
        from .pursuit import drop
        drop(ctx, e)
    elif kind == "drop_rations":
        from .pursuit import drop_rations
        drop_rations(ctx, e)
    else:
        from .surrender import offer_terms
        yield from offer_terms(ctx, e, int(arg))
    return False
