"""What takes a figure out of the fight, checked against every slot, every free blow and every
parry, not only at declarations: unconscious from a stun or a critical's stun (WFRP-87,
WFRP-52: "unconscious ... a static target"), asleep (WFRP-58), a hold (WFRP-68: "neither may
undertake any action except maintaining or resisting the hold"), trapped under a slain mount
(WFRP-90). A figure so taken out by a blow of the same moment still strikes (WFRP-13): the
slots check it at the start of their batch."""

from __future__ import annotations

from affray.components.wfrp1e import Fight

# condition -> (why, rule, the declarations the condition itself leaves, WFRP-03 step 1)
_OUT = {
    "stunned": ("unconscious", "WFRP-87", ("none",)),
    "asleep": ("asleep", "WFRP-58", ("none",)),
    "held_by": ("held", "WFRP-68", ("none",)),
    "holding": ("keeping a hold", "WFRP-68", ("hold_grip", "release")),
    "prone": ("trapped", "WFRP-90", ("crawl_free",)),
}


def condition(state, eid: int) -> str:
    """The first condition of `_OUT` the figure is in ("" when none)."""
    f = state.get(eid, Fight)
    if f.stunned:
        return "stunned"
    if state.condition(eid, "asleep"):
        return "asleep"
    if f.held_by:
        return "held_by"
    if f.holding:
        return "holding"
    if f.prone:
        return "prone"
    return ""


def unconscious(state, eid: int) -> bool:
    """Stunned or asleep: it neither wins a round nor gives ground (WFRP-69/71)."""
    return condition(state, eid) in ("stunned", "asleep")


def out_of_it(state, eid: int) -> tuple[str, str] | None:
    """(why, rule) when the figure may not use a slot as it declared it: a condition that came
    after the declarations, or one that never allowed what was declared."""
    c = condition(state, eid)
    if not c:
        return None
    why, rule, allowed = _OUT[c]
    return None if state.get(eid, Fight).action in allowed else (why, rule)
