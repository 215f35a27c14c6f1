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
