"""WFRP-02 characteristic tests (d100 at or under the characteristic, single digits x10)."""

from __future__ import annotations

from affray.kernel import percentile

from .. import events as E


def target_of(value: int, modifier: int = 0) -> int:
    return percentile.as_target(value) + modifier


def test(ctx, entity: int, rule: str, purpose: str, value: int, modifier: int = 0) -> bool:
    """Roll the d100 and record the test."""
    target = target_of(value, modifier)
    roll = ctx.roll(purpose, 1, 100)[0]
    ok = percentile.success(roll, target)
    ctx.emit(E.Check(entity, rule, purpose, target, roll, ok))
    return ok
