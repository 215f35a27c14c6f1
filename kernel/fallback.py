"""Which choices a recorded fight's script answers, and who answers the rest.

A `[script]` with `fallback` names only what was decided at the table: a choice is taken from
`script.choices` when it passes every filter the script gives (`kinds`, `leave`, and `figures`
or `sides`); the fallback policy answers every other one. Either way the answer is a `Decided`
event, so verify and replay never look at these filters. With `fallback` and no filter, the
script records the kinds its choices name (`{ kind = ... }`), so a ruleset that gains a new
kind of choice leaves it to the fallback and the fight plays on the same.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import msgspec

from .errors import ScenarioError
from .policies import Policy, Request, ScriptItem

__all__ = ["Filter", "WithFallback", "script_filter"]


def _given(value: Any) -> frozenset[str] | None:
    return None if value is msgspec.UNSET or value is None else frozenset(value)


class Filter(NamedTuple):
    kinds: frozenset[str] | None  # the kinds recorded (None: every kind not left)
    leave: frozenset[str]  # kinds left to the fallback
    figures: frozenset[str] | None  # choosers recorded by name (None with sides None: all)
    sides: frozenset[str] | None  # choosers recorded by side (a figure's, or a side's own)

    def records(self, state: Any, request: Request) -> bool:
        kind = request.kind
        if kind in self.leave or (self.kinds is not None and kind not in self.kinds):
            return False
        if self.figures is None and self.sides is None:
            return True
        actor = request.actor
        if actor > 0:
            if self.figures is not None and state.names.get(actor) in self.figures:
                return True
            side = state.sides[state.side[actor]]
        else:
            side = state.sides[-actor]
        return self.sides is not None and side in self.sides


def script_filter(sc: Any, items: list[ScriptItem] | None) -> Filter | None:
    """The script's filter, None without a `fallback`; a `ScenarioError` for a bad one."""
    script = sc.script
    if script is None:
        return None
    fallback = script.fallback
    kinds, leave = _given(script.kinds), _given(script.leave) or frozenset()
    figures, sides = _given(script.figures), _given(script.sides)
    if fallback is msgspec.UNSET:
        for name in ("kinds", "leave", "figures", "sides"):
            if getattr(script, name) is not msgspec.UNSET:
                raise ScenarioError(f"script.{name}", "names the choices the script records, "
                                    "so it needs script.fallback, the policy that answers the rest")
        return None
    known = {c.name for c in sc.combatants}
    for name in sorted(figures or ()):
        if name not in known:
            raise ScenarioError("script.figures", f"unknown figure {name!r}; figures are "
                                f"{sorted(known)}")
    side_names = [s.name for s in sc.sides]
    for name in sorted(sides or ()):
        if name not in side_names:
            raise ScenarioError("script.sides", f"unknown side {name!r}; sides are {side_names}")
    if kinds is None and not leave and figures is None and sides is None:
        named = [it.kind for it in items or ()]
        if None in named:
            i = named.index(None)
            raise ScenarioError(f"script.choices[{i}]", "with script.fallback and no "
                                "script.kinds, every choice names its kind ({ kind = ..., "
                                "choice = ... }): the kinds named are the ones recorded")
        kinds = frozenset(named)
    return Filter(kinds, leave, figures, sides)


class WithFallback(Policy):
    """A side's choices: the script's for what it records, the fallback's for the rest."""

    def __init__(self, script: Policy, fallback: Policy, only: Filter):
        super().__init__()
        self.script, self.fallback, self.only = script, fallback, only

    def decide(self, view: Any, request: Request) -> Any:
        if self.only.records(view, request):
            return self.script.decide(view, request)
        return self.fallback.decide(view, request)
