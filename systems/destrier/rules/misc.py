"""Miscellaneous actions of step 2, sub-steps E and F (DS-27) and their movement penalties
(DS-36): a fraction of the half-move allowance, taken from the half-move that follows.

Actions with an effect in the world are offered when they apply: standing up (prone or on
the knees) and mounting (a rider who has fallen from his horse, on his feet). Other actions
(opening or unlocking a door, reading a scroll, house actions added to the `misc_actions`
table) are house data: a figure is offered one when its flags name it (`misc:open_door`); its
effect lies outside the fight and only its penalty is applied."""

from __future__ import annotations

from affray.components.destrier import Fighter, Mount, Status

from .. import events as E
from ..tables.cs_tables import value


def available(state, eid: int) -> list[str]:
    """The actions this figure may take now, in table order."""
    st, f = state.get(eid, Status), state.get(eid, Fighter)
    if st.stunned or st.collapsed or st.restrained_by:
        return []
    table = value(state, "misc_actions", eid)
    out = []
    if st.prone or st.kneeling:
        out.append("stand_up")
    m = state.try_get(eid, Mount)
    if m is not None and m.riderless and not (st.prone or st.kneeling):
        out.append("mount")
    out += [a for a in table if f"misc:{a}" in f.flags and a not in out]
    return [a for a in out if a in table]


def penalty(state, eid: int, action: str) -> float:
    """DS-36: the fraction of the HMA the action costs (by encumbrance where it matters)."""
    p = value(state, "misc_actions", eid)[action]
    return float(p[state.get(eid, Fighter).enc] if isinstance(p, dict) else p)


def act(ctx, eid: int, action: str) -> None:
    """Carry out the action and book its penalty against this phase's half-move."""
    from affray.components.destrier import Turn
    if action == "stand_up":
        ctx.emit(E.Set(eid, "Status", "prone", False, "DS-27"))
        ctx.emit(E.Set(eid, "Status", "kneeling", False, "DS-27"))
    elif action == "mount":
        ctx.emit(E.Set(eid, "Mount", "riderless", False, "DS-27"))
    else:
        ctx.emit(E.Note(eid, "DS-27", f"{action} (house action)"))
    total = min(1.0, ctx.state.get(eid, Turn).misc_penalty + penalty(ctx.state, eid, action))
    ctx.emit(E.Set(eid, "Turn", "misc_penalty", total, "DS-36"))
