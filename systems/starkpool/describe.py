"""One line per event for `affray show`."""

from __future__ import annotations

from . import events as E

__all__ = ["describe"]


def describe(rep, ev) -> str | None:
    names = [str(c.get("name", "?")) if isinstance(c, dict) else "?"  # any header, even damaged
             for c in rep.header.scenario.get("combatants", None) or []]

    def n(i: int) -> str:
        return names[i - 1] if 0 < i <= len(names) else str(i)
    if isinstance(ev, E.Blow):
        result = "hits" if ev.hit else "misses"
        return (f"{n(ev.attacker)} {ev.action} {n(ev.target)} ({ev.arc}): d20={ev.natural} "
                f"needs {ev.needed}, {result}")
    if isinstance(ev, E.Shot):
        result = "hits" if ev.hit else "misses"
        return (f"{n(ev.shooter)} shoots {n(ev.target)} with {ev.weapon} ({ev.mode}): "
                f"d20={ev.natural} needs {ev.needed}, {result}")
    if isinstance(ev, E.Contact):
        return f"{n(ev.mover)} comes into melee with {n(ev.other)} ({ev.phase})"
    if isinstance(ev, E.MoraleChecked):
        result = "holds" if ev.passed else "breaks"
        return f"{n(ev.entity)} morale ({ev.reason}): {ev.total}, {result}"
    if isinstance(ev, E.InitiativeSet):
        return f"initiative: side {ev.chooser} chooses; side {ev.first} moves first"
    if isinstance(ev, E.BudgetSet):
        return f"{n(ev.entity)} has {ev.attacks} attack(s)"
    return None
