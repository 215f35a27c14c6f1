"""Ambiguity switches of the Starkpool rules (`[options]` in a scenario)."""

from __future__ import annotations

from affray.kernel.ruleset import Option

__all__ = ["OPTIONS"]

OPTIONS = {
    "natural_20_hits": Option(True, (True, False), "SP-145: a natural 20 always hits"),
    "natural_1_misses": Option(True, (True, False), "SP-145: a natural 1 always misses"),
    "monster_level_ratio": Option(False, (True, False),
                                  "SP-102: monsters may use the Fighting-Man level/HD ratio"),
    "druid_power_duel": Option(False, (True, False), "SP-38: Druids may power-duel"),
    "indoor_overhead_fire": Option(False, (True, False),
                                   "SP-48: bows may shoot over heads indoors"),
    "lance_charge_min": Option("3", ("3", "half"),
                               "SP-87: a lance doubles after a 3\" charge, or half the rate"),
    "split_move_missile_phase": Option(False, (True, False),
                                       "SP-31: a split-mover may also shoot in the Missile phase"),
    "pass_through_then_move": Option(False, (True, False),
                                     "SP-33: a pass-through shooter may still move this round"),
    "resurprise": Option(True, (True, False),
                         "SP-20: re-surprise when a figure comes back into sight"),
    "flee_safe_distance": Option(24.0, None,
                                 "SP-130: a fleer with no enemy this near has left the field"),
    "stunt_die": Option(20, (20, 30, 100), "SP-140: the die of ability checks"),
    "trapped_below": Option(1.0, None, "SP-131: a flight shorter than this is trapped"),
}
