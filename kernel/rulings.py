"""Referee rulings in a recorded fight: a `[script]`'s `rulings`, each applied at a point of
the fight as a `Ruled` event (shown, folded, verified like any other).

A ruling happens `before_round = N` (right after round N's `RoundStarted`, before any rule of
the round) or `at_event = E` (when the log holds E events, before the next one). What the
kernel can rule on for every ruleset:

- `do = "condition"`: set the kernel condition `name` of `figure` to `value` (`false` or 0
  clears it: a sanctuary broken);
- `do = "set"`: set a component field, `name = "Type.field"` (`Vitals.hits`, or a ruleset's
  own component), to `value`, checked against the field's type;
- `do = "remove"`: `figure` leaves the field (as fled: it stays in the record);
- `do = "enter"`: `figure`, off the field, comes (back) onto it, where it was or at
  `value = [x, y]`: a figure brought into the fight (removed until then).
"""

from __future__ import annotations

from typing import Any, Callable

import msgspec

from .components import KERNEL_COMPONENTS
from .errors import ScenarioError
from .events import Ruled

__all__ = ["Ruling", "KINDS", "check", "Rulings", "text"]

KINDS = ("condition", "set", "remove", "enter")


def component_types(ruleset: Any) -> dict[str, type]:
    return {t.__name__: t for t in KERNEL_COMPONENTS + tuple(ruleset.components)}


def component_field(ruleset: Any, name: str) -> tuple[type, Any] | None:
    """The component type and field info a ruling's "Type.field" names, or None."""
    kind, _, field = name.partition(".")
    cls = component_types(ruleset).get(kind)
    if cls is None:
        return None
    for info in msgspec.structs.fields(cls):
        if info.name == field:
            return cls, info
    return None


_field, _components = component_field, component_types


class Ruling(msgspec.Struct, forbid_unknown_fields=True):
    do: str
    figure: str
    name: str = ""
    value: Any = None
    before_round: int | msgspec.UnsetType = msgspec.UNSET
    at_event: int | msgspec.UnsetType = msgspec.UNSET
    note: str = ""  # the referee's words, kept in the event


def check(sc: Any, ruleset: Any) -> None:
    """Every ruling of the scenario's script, checked like any scenario field."""
    rulings = getattr(sc.script, "rulings", msgspec.UNSET)
    if rulings is msgspec.UNSET:
        return
    names = [c.name for c in sc.combatants]
    for i, r in enumerate(rulings):
        where = f"script.rulings[{i}]"
        if r.do not in KINDS:
            raise ScenarioError(f"{where}.do", f"expected one of {list(KINDS)}, got {r.do!r}")
        if r.figure not in names:
            raise ScenarioError(f"{where}.figure", f"unknown figure {r.figure!r}; figures are {names}")
        if (r.before_round is msgspec.UNSET) == (r.at_event is msgspec.UNSET):
            raise ScenarioError(where, "expected one of before_round or at_event")
        if r.before_round is not msgspec.UNSET and not sc.rounds_played < r.before_round <= sc.max_rounds:
            raise ScenarioError(f"{where}.before_round", f"expected a round from "
                                f"{sc.rounds_played + 1} to {sc.max_rounds}, got {r.before_round}")
        if r.at_event is not msgspec.UNSET and r.at_event < 1:
            raise ScenarioError(f"{where}.at_event", "expected an event index of 1 or more")
        if r.do == "enter" and r.value is not None and not (
                isinstance(r.value, list) and len(r.value) == 2
                and all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in r.value)):
            raise ScenarioError(f"{where}.value", f"expected where it enters, [x, y], got {r.value!r}")
        if r.do == "condition" and not r.name:
            raise ScenarioError(f"{where}.name", "expected the condition's name")
        if r.do == "set":
            found = _field(ruleset, r.name)
            if found is None:
                raise ScenarioError(f"{where}.name", f"expected Type.field of a component, e.g. "
                                    f"Vitals.hits; components are {sorted(_components(ruleset))}")
            try:
                msgspec.convert(r.value, found[1].type)
            except msgspec.ValidationError as err:
                raise ScenarioError(f"{where}.value", f"not a value of {r.name}: {err}") from None


class Rulings:
    """The script's rulings, emitted by the battle at their points."""

    def __init__(self, sc: Any):
        ids = {c.name: i + 1 for i, c in enumerate(sc.combatants)}
        self.by_round: dict[int, list[Ruled]] = {}
        self.by_event: dict[int, list[Ruled]] = {}
        for r in sc.script.rulings:
            ev = Ruled(r.do, ids[r.figure], r.name, r.value, r.note)
            if r.before_round is not msgspec.UNSET:
                self.by_round.setdefault(r.before_round, []).append(ev)
            else:
                self.by_event.setdefault(r.at_event, []).append(ev)

    def round_started(self, ctx: Any, round_: int) -> None:
        for ev in self.by_round.get(round_, ()):
            ctx.emit(ev)

    def watch(self, ctx: Any) -> None:
        """Emit each `at_event` ruling when the log holds that many events."""
        if not self.by_event:
            return
        emit, state, due = ctx.emit, ctx.state, self.by_event

        def emitting(ev: Any) -> None:
            if state.events in due:
                for ruling in due.pop(state.events):
                    emit(ruling)
            emit(ev)
        ctx.emit = emitting


def text(ev: Ruled, who: Callable[[int], str]) -> str:
    """A ruling in words, for `affray show`."""
    said = f" ({ev.note})" if ev.note else ""
    if ev.do == "remove":
        return f"Ruled: {who(ev.entity)} leaves the field{said}"
    if ev.do == "enter":
        where = f" at {ev.value}" if ev.value is not None else ""
        return f"Ruled: {who(ev.entity)} enters the field{where}{said}"
    what = "condition " if ev.do == "condition" else ""
    return f"Ruled: {who(ev.entity)} {what}{ev.name} = {ev.value!r}{said}"
