from .ruleset import RULESET

__all__ = ["RULESET"]
