"""WFRP-52/103 critical hits from the pluggable chart (tables/critical.py; the charts are not
in the text, the default is sudden death) and WFRP-83 fumbles (pluggable: the table is not in
the text; the default logs them)."""

from __future__ import annotations

from .. import events as E
from ..tables.critical import NAMED, STUN


def critical_value(wounds_left: int, damage: int) -> int:
    """Damage beyond the W left: W 3 hit for 5 -> 2; W 0 hit for 1 -> 1; W 5 for 5 -> 0."""
    return max(0, damage - wounds_left)


def chart(value) -> dict:
    """The chart a `critical` table value names ("sudden_death", "none") or is."""
    return NAMED[value] if isinstance(value, str) else value


def rows(the_chart: dict, location: str, kind: str) -> list:
    for key in (f"{kind}:{location}", f"{kind}:any", location, "any"):
        if key in the_chart:
            return the_chart[key]
    return NAMED["sudden_death"]["any"]


def pick(table: list, n: int):
    """The first row whose bound is at least n; the last row takes anything higher."""
    for bound, effect in table:
        if n <= bound:
            return effect
    return table[-1][1]


def apply_critical(ctx, target: int, location: str, value: int, kind: str) -> str:
    """Look the critical up on the chart (a d100 when the row says so), log it with its
    location and value whatever the effect, and return the effect."""
    effect = pick(rows(chart(ctx.table("critical")), location, kind), value)
    if isinstance(effect, list):
        effect = pick(effect, ctx.roll("critical", 1, 100)[0])
    ctx.emit(E.Critical(target, location, value, kind, effect))
    if effect.startswith(STUN):
        rounds = int(effect[len(STUN):])
        ctx.emit(E.Set(target, "Fight", "stunned", rounds, "WFRP-52"))
    return effect


def fumble(ctx, attacker: int, roll: int, weapon: str) -> None:
    """WFRP-83: note the number rolled; the default table does nothing more."""
    ctx.emit(E.Note(attacker, "WFRP-83", f"critical fumble on {roll} with {weapon or 'bare hands'}"))
