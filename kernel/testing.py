"""Helpers for tests and host programs: build a battle in one line, force the dice."""

from __future__ import annotations

from typing import Any

from .battle import Battle
from .scenario import decode


def scenario(ruleset: str, combatants: list[dict[str, Any]], sides: list[str] | None = None,
             dice: list[int] | None = None, choices: list[Any] | None = None,
             policy: str = "random", **extra: Any) -> dict[str, Any]:
    """A scenario as builtins. Sides default to the combatants' sides in order of appearance."""
    if sides is None:
        sides = list(dict.fromkeys(c["side"] for c in combatants))
    sc: dict[str, Any] = {"ruleset": ruleset, "combatants": combatants,
                          "sides": [{"name": s, "policy": policy} for s in sides], **extra}
    if dice is not None or choices is not None:
        sc["script"] = {"dice": dice, "choices": choices}
    return sc


def fight(ruleset: str, combatants: list[dict[str, Any]], seed: int | str = 1,
          dice: list[int] | None = None, choices: list[Any] | None = None,
          policies: dict[str, Any] | None = None, strict: bool = True, **extra: Any) -> Battle:
    """A battle from a few combatant dicts; scripted dice and choices when given."""
    sc = decode(scenario(ruleset, combatants, dice=dice, choices=choices, **extra))
    return Battle.from_scenario(sc, seed=seed, policies=policies, strict=strict)


def drive(gen):
    """Run a rules generator to its end (no host policy: it never pauses); its return value."""
    try:
        while True:
            next(gen)
    except StopIteration as stop:
        return stop.value


class Table:
    """A battle of `RULESET` set up but not started, for tests that drive single rules with
    scripted dice inside its world. A ruleset's tests subclass it and name the ruleset."""

    RULESET = ""

    def __init__(self, combatants, dice=None, choices=None, options=None, tables=None,
                 policies=None, map=None):
        extra: dict[str, Any] = {k: v for k, v in (("options", options), ("tables", tables),
                                                   ("map", map)) if v}
        if dice is not None or choices is not None:
            extra.update(dice=list(dice or []), choices=choices)
        self.battle = fight(self.RULESET, combatants, policies=policies, **extra)
        self.ctx = self.battle.ctx
        self.state = self.ctx.state
        import esper
        esper.switch_world(self.state.world)
        drive(self.battle.ruleset.setup(self.ctx))

    def events(self, kind: str | None = None) -> list:
        return [e for e in self.battle.events if kind is None or type(e).__name__ == kind]

    def id(self, name: str) -> int:
        return next(e for e, n in self.state.names.items() if n == name)

    def run(self, gen):
        return drive(gen)
