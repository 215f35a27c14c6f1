"""WFRP-52/103 critical hits (pluggable: the charts are not in the text) and WFRP-83
fumbles (pluggable: the table is not in the text). Defaults: sudden death; log only."""

from __future__ import annotations

from .. import events as E


def critical_value(wounds_left: int, damage: int) -> int:
    """Damage beyond the W left: W 3 hit for 5 -> 2; W 0 hit for 1 -> 1; W 5 for 5 -> 0."""
    return max(0, damage - wounds_left)


def apply_critical(ctx, target: int, location: str, value: int, kind: str) -> str:
    """Log the critical and apply the configured chart; returns the effect. The default
    (`sudden_death`) kills; `none` only logs. The chart may draw dice (WFRP-03 step 9)."""
    chart = ctx.table("critical")
    effect = "death" if chart == "sudden_death" else "none"
    ctx.emit(E.Critical(target, location, value, kind, effect))
    return effect


def fumble(ctx, attacker: int, roll: int, weapon: str) -> None:
    """WFRP-83: note the number rolled; the default table does nothing more."""
    ctx.emit(E.Note(attacker, "WFRP-83", f"critical fumble on {roll} with {weapon or 'bare hands'}"))
