"""Every ambiguity and optional rule as a named switch, with the checklist's default
(docs/rulesets/wfrp1e.md says why each default was chosen)."""

from __future__ import annotations

from affray.kernel.ruleset import Option

B = (False, True)

OPTIONS = {
    "use_effective_initiative": Option(True, B, "WFRP-26: the EI system"),
    "edge_roll": Option(True, B, "WFRP-27: D6 for the side with the edge, D10 added to its EI"),
    "simplified_multiple_attacks": Option(False, B, "WFRP-33: slots from basic I, modifiers to hit only"),
    "use_weapon_modifiers": Option(False, B, "WFRP-78: the weapon-modifier table"),
    "instant_take_up": Option(False, B, "WFRP-19: take-up costs nothing"),
    "gm_creatures_parry": Option(False, B, "WFRP-63: GM creatures with Int >= 31 may parry"),
    "charge_bonus_every_blow": Option(False, B, "WFRP-15: +10 on every blow of the charge round"),
    "parry_borrows_next_round": Option(False, B, "WFRP-60: a parry with no slot left uses next round's first"),
    "charge_ei_bonus": Option(10, None, "WFRP-26: EI gained by charging (the text gives no figure)"),
    "pc_side": Option(0, None, "index of the players' side (edge roll, GM-creature parries)"),
    "surprised_sides": Option([], None, "WFRP-22/23: indexes of sides surprised in round 1"),
    "ambush_side": Option(-1, None, "WFRP-24: index of the hidden ambushers (-1: none)"),
    "occupants_forewarned": Option(False, B, "WFRP-25"),
    "noisy_approach": Option(False, B, "WFRP-25"),
    "door_breach_side": Option(-1, None, "WFRP-25: side bursting through a door (-1: none)"),
    "switch_travel_cost": Option(True, B, "WFRP-40: one extra slot when the new foe is over 2 yards away"),
    "unarmed_penalty_stacks_with_stun": Option(False, B, "WFRP-65: the two -20s stack"),
    "fled_leave_field": Option(True, B, "engine: a fleer out of contact after its flight leaves the battle"),
    "entangled_aim_free": Option(True, B, "WFRP-55: no aiming penalty at an entangled location"),
    "reload_under_pressure": Option(False, B, "WFRP-117: a Dex test finishing a gun's load with enemies closing"),
    "missile_fumbles": Option(False, B, "WFRP-83: fumbles on missile doubles too"),
    "unsure_gap": Option(False, B, "WFRP-07: the GM is unsure: the sides start 4D6 yards apart"),
    "wandering_side": Option(-1, None, "WFRP-08: index of a side of wandering creatures, placed "
                             "where the dice say (-1: as written)"),
    "wandering_where": Option("outdoors", ("outdoors", "corridor"), "WFRP-08: a D12 clock hour "
                              "outdoors, or a D6 in a corridor (1-3 ahead, 4-6 behind)"),
    "twelve_oclock": Option(90.0, None, "WFRP-08: the nominated 12 o'clock, degrees CCW from +x"),
    "timekeeping_side": Option(-1, None, "WFRP-112: index of a side closing under fire; rounds "
                               "before its contact are kept short (-1: every round played out)"),
    "dive_climb_out": Option("onward", ("onward", "back"), "WFRP-95: a diver climbs out on along "
                             "its line of flight (the rest of its move) or back where it started"),
    "aware_sides": Option([], None, "WFRP-09/22: indexes of sides the GM rules aware although "
                          "the map's dark or walls would leave them seeing nobody"),
    "surprised_static": Option(False, B, "WFRP-84/58: a victim sneaked up on (surprised) is "
                               "treated as a static target, at the GM's discretion"),
    "evade_int_test": Option("below_30", ("below_30", "always", "never"), "WFRP-106: \"an Int "
                             "test may be used if the GM is unsure\": below Int 30, for every "
                             "evader, or never"),
    "extreme_aim_waived": Option("group_of_5", ("group_of_5", "always", "never"), "WFRP-113: "
                                 "the GM may discount the extra aiming round at extreme range: "
                                 "for group fire at 5 or more, always, or never"),
}
