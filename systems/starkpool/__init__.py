"""Starkpool OD&D man-to-man combat (`starkpool`). See docs/rulesets/starkpool.md."""

from .ruleset import DEFAULT_SCENARIO, RULESET

__all__ = ["RULESET", "DEFAULT_SCENARIO"]
