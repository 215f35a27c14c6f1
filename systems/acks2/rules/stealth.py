"""Sneaking and hiding throws (ACKS-46, ACKS-53, ACKS-62): a d20 against the proficiency's
target (the placeholder targets of `actions.PLACEHOLDER_TARGETS` unless the scenario's
`proficiency_targets` table names one), with the move's penalty; a success sets the
condition (`sneaking` or `hidden`), which ends engagement (ACKS-29)."""

from __future__ import annotations

from affray.kernel.events import ConditionSet

from .. import events as E
from .actions import PLACEHOLDER_TARGETS, Request

SNEAK_PENALTY = {"sneak": 0, "sneak_fast": -5, "running_sneak": -10}  # ACKS-53, ACKS-46


def target(state, throw: str) -> int:
    table = state.tables.get("proficiency_targets") or {}
    return int(table.get(throw, PLACEHOLDER_TARGETS[throw]))


def resolve(ctx, e: int, req: Request, condition: str, rule: str) -> bool:
    roll = ctx.roll(req.throw, 1, 20)[0]
    need = target(ctx.state, req.throw)
    ok = roll + req.modifier >= need
    ctx.emit(E.Note(e, f"{req.throw} {roll}{req.modifier:+d} vs {need}: {'success' if ok else 'failure'}", rule))
    if ok:
        ctx.emit(ConditionSet(e, condition, 1))
    elif ctx.state.condition(e, condition):
        ctx.emit(ConditionSet(e, condition, 0))
    return ok
