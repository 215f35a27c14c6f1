"""DS-02: dice. A d100 is read from two d10 (tens, units; a 10 reads 0; "00" is 100). A
check succeeds when roll <= chance; a chance <= 0 fails and one >= 100 succeeds, neither
rolling. Every check is logged with purpose, chance and the DS item (the `Check` event)."""

from __future__ import annotations

from .. import events as E


def d100(ctx, purpose: str) -> int:
    tens, units = ctx.roll(purpose, 2, 10)
    value = (tens % 10) * 10 + units % 10
    return 100 if value == 0 else value


def check(ctx, entity: int, ds: str, purpose: str, chance: int, placeholder: bool = False) -> bool:
    chance = int(chance)
    if chance <= 0 or chance >= 100:
        ok = chance >= 100
        ctx.emit(E.Check(entity, ds, purpose, chance, 0, ok, placeholder))
        return ok
    roll = d100(ctx, f"{ds} {purpose}")
    ok = roll <= chance
    ctx.emit(E.Check(entity, ds, purpose, chance, roll, ok, placeholder))
    return ok


def d6(ctx, purpose: str, n: int = 1) -> list[int]:
    return ctx.roll(purpose, n, 6)
