"""Escape as a combat action (ACKS-61, ACKS-188): a grabbed, wrestled or restrained
combatant slips free with a size-adjusted Paralysis save against its holder, or breaks free
with a Dungeonbashing throw (PLACEHOLDER 18+ with the STR modifier, as ACKS-59); Contortionism
adds +4 to either. The condition's value names the holder (its entity id) when known.

Cutting free (ACKS-189, `cut:<holder>`): a combatant restrained by a holder whose sheet gives
`cut_free_hp` (the checklist's Default, from monster data) may attack the restraining limb:
one melee attack throw against the holder (Default: the limb has the holder's AC and is in
reach whatever the cutter's weapon, since it holds him; the blow hurts the holder, as the
text lets the damage be dealt to the creature or its appendage). Damage dealt adds up in the
condition `cut_free` across rounds; at `cut_free_hp` the restraint ends. It is an attack."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet

from .. import events as E
from ..rules import attack as atk
from ..rules import conditions as cond
from ..rules import geometry as geo
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
    out = [f"escape:{how}:{h}" for h in HOLDS if state.condition(e, h) for how in ("slip", "break")]
    h = holder(state, e, "restrained") if state.condition(e, "restrained") else None
    if h is not None and state.get(h, Sheet).cut_free_hp > 0 and geo.able(state, h) and cond.can(state, e, "attack"):
        out.append(f"cut:{h}")  # ACKS-189
    return out


def cut(ctx, e: int, h: int) -> bool:
    """ACKS-189: one blow at the restraining limb; returns whether e got free."""
    from ..rules.melee import strike
    from ..rules.escape import cut_free
    state = ctx.state
    if state.condition(e, "sneaking"):
        ctx.emit(ConditionSet(e, "sneaking", 0))  # an attack ends sneaking (ACKS-190)
    ctx.emit(E.Set(e, "attacked", state.round, "ACKS-203"))
    before = state.get(h, Status)
    hp, nl = before.hp, before.nonlethal
    strike(ctx, e, h)
    after = state.get(h, Status)
    dealt = max(0, hp - after.hp) + max(0, after.nonlethal - nl)
    so_far = [int(state.condition(e, "cut_free", 0)), dealt]
    if cut_free(so_far, state.get(h, Sheet).cut_free_hp):
        ctx.emit(ConditionSet(e, "cut_free", 0))
        ctx.emit(ConditionSet(e, "restrained", 0))
        ctx.emit(E.Note(e, f"cuts itself free ({sum(so_far)} damage)", "ACKS-189"))
        return True
    if dealt:
        ctx.emit(ConditionSet(e, "cut_free", sum(so_far)))
    return False


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
