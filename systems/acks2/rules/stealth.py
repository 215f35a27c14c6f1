"""Sneaking and hiding throws (ACKS-46, ACKS-53, ACKS-62): a d20 against the proficiency's
target (the placeholder targets of `actions.PLACEHOLDER_TARGETS` unless the scenario's
`proficiency_targets` table names one), with the move's penalty; a success sets the
condition (`sneaking` or `hidden`), which ends engagement (ACKS-29)."""

from __future__ import annotations

from affray.kernel.events import ConditionSet

from .. import events as E
from .actions import PLACEHOLDER_TARGETS, Request
from .throws import succeeds

SNEAK_PENALTY = {"sneak": 0, "sneak_fast": -5, "running_sneak": -10}  # ACKS-53, ACKS-46


def target(state, throw: str) -> int:
    table = state.tables.get("proficiency_targets") or {}
    return int(table.get(throw, PLACEHOLDER_TARGETS[throw]))


def resolve(ctx, e: int, req: Request, condition: str, rule: str) -> bool:
    """d20 + the move's modifier against the target (a natural 20 or 1 decides, as for every
    proficiency throw), logged as a `ProficiencyThrow`; success sets `condition`."""
    die = ctx.roll(req.throw, 1, 20)[0]
    need = target(ctx.state, req.throw)
    ok = succeeds(die, die + req.modifier, need)
    ctx.emit(E.ProficiencyThrow(e, req.throw, die, die + req.modifier, need, ok, rule))
    if ok:
        ctx.emit(ConditionSet(e, condition, 1))
    elif ctx.state.condition(e, condition):
        ctx.emit(ConditionSet(e, condition, 0))
    return ok
