"""Escape as a combat action (ACKS-61, ACKS-188): a grabbed, wrestled or restrained
combatant slips free with a size-adjusted Paralysis save against its holder, or breaks free
with a Dungeonbashing throw (PLACEHOLDER 18+ with the STR modifier, as ACKS-59); Contortionism
adds +4 to either. The condition's value names the holder (its entity id) when known."""

from __future__ import annotations

from affray.components.acks2 import Sheet
from affray.kernel.events import ConditionSet

from .. import events as E
from ..rules import attack as atk
from ..rules import throws
from ..rules.actions import PLACEHOLDER_TARGETS
from ..rules.escape import escape_modifier

HOLDS = ("grabbed", "restrained", "wrestled")


def holder(state, e: int, hold: str) -> int | None:
    v = state.condition(e, hold, 0)
    if isinstance(v, int) and not isinstance(v, bool) and v != e and v in state.side and state.alive(v):
        return v
    return None


def escape_options(state, e: int) -> list[str]:
    return [f"escape:{how}:{h}" for h in HOLDS if state.condition(e, h) for how in ("slip", "break")]


def escape(ctx, e: int, how: str, hold: str) -> bool:
    """Returns whether it got free."""
    state = ctx.state
    sheet = state.get(e, Sheet)
    h = holder(state, e, hold)
    hsize = state.get(h, Sheet).size if h is not None else sheet.size
    mod = escape_modifier(sheet.size, hsize, how, "contortionism" in sheet.profs)
    if how == "slip":
        ok = atk.save(ctx, e, "paralysis", mod, f"ACKS-188 slip free of {hold}")
    else:
        mod += sheet.str_mod
        ok = proficiency(ctx, e, "dungeonbashing", mod, f"ACKS-188 break free of {hold}")
    if ok:
        ctx.emit(ConditionSet(e, hold, 0))
    return ok


def proficiency(ctx, e: int, skill: str, mod: int, about: str, needed: int | None = None) -> bool:
    """1d20 + mod against the skill's (placeholder) target; natural 20 / 1 always decide."""
    needed = PLACEHOLDER_TARGETS[skill] if needed is None else needed
    die = ctx.roll(skill, 1, 20)[0]
    ok = throws.succeeds(die, die + mod, needed)
    ctx.emit(E.ProficiencyThrow(e, skill, die, die + mod, needed, ok, about))
    return ok
