"""WFRP-02 characteristic tests (d100 at or under the characteristic, single digits x10), and
every d100 test of these rules: no die is rolled where no face could change the result (a
target of 100 or more, or under 1), as nobody at the table would roll one."""

from __future__ import annotations

from affray.kernel import percentile

from .. import events as E


def target_of(value: int, modifier: int = 0) -> int:
    return percentile.as_target(value) + modifier


def sure(target: int, strict: bool = False) -> bool | None:
    """The result no d100 can change: at or under (strictly under, for parries) the target."""
    if target >= (101 if strict else 100):
        return True
    if target < (2 if strict else 1):
        return False
    return None


def check(ctx, entity: int, rule: str, what: str, target: int, purpose: str,
          strict: bool = False) -> bool:
    """Roll the d100 when it can matter, and record the test (roll 0: no die was needed)."""
    ok = sure(target, strict)
    roll = 0
    if ok is None:
        roll = ctx.roll(purpose, 1, 100)[0]
        ok = percentile.strictly_below(roll, target) if strict else percentile.success(roll, target)
    ctx.emit(E.Check(entity, rule, what, target, roll, ok))
    return ok


def test(ctx, entity: int, rule: str, purpose: str, value: int, modifier: int = 0) -> bool:
    """A characteristic test."""
    return check(ctx, entity, rule, purpose, target_of(value, modifier), purpose)
