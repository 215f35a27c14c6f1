"""Every ambiguity in the chapter as a named switch, with the checklist's default."""

from __future__ import annotations

from affray.kernel.ruleset import Option

OPTIONS = {
    "engagement_by_size": Option(False, (False, True), "ACKS-30: the optional size table"),
    "long_weapon_reach_through_ranks": Option("literal", ("literal", "rank2"), "ACKS-03"),
    "group_initiative": Option(False, (False, True), "ACKS-17: one d6 per morale group"),
    "tie_default": Option("first", ("first", "last"), "ACKS-35: what the deciding side's default policy picks"),
    "judge_side": Option(-1, None, "ACKS-35: index of the Judge's side (-1: the side with more judge-controlled combatants, ties to the last)"),
    "surprised_side": Option(-1, None, "ACKS-21 Default: index of a side surprised in round 1 (-1: none)"),
    "mounted_charge_attackers": Option("table", ("table", "prose"), "ACKS-203 Source discrepancy"),
    "bounce_rule": Option("example", ("example", "text"), "ACKS-80 Source discrepancy: a miss by exactly the armor AC bounces (example) or not (text)"),
    "missile_cleave_away": Option("every", ("every", "nearest"), "ACKS-155 Default: a missile cleave's 5' move away from visible enemies takes the shooter farther from the nearest and nearer to none (every), or only farther from the nearest (nearest)"),
    "frightened_is_defeated": Option(True, (True, False), "ACKS-19 Default: a side of only frightened/cowering combatants has lost"),
    "after_the_fight": Option(False, (False, True), "ACKS-145's example: once the fight is decided, those still fighting may treat any unconscious creature they touch (an after-the-fight phase)"),
}
