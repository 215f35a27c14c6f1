"""The Fantasy Trip: Melee (`tft-melee`). See docs/rulesets/tft-melee.md."""

from .ruleset import DEFAULT_SCENARIO, RULESET

__all__ = ["RULESET", "DEFAULT_SCENARIO"]
