"""Every named ambiguity of Melee, as a ruleset option, with its default and why (the
checklist item named in each help text; docs/rulesets/tft-melee.md tells the reasons).
Options whose choices list holds one value name a default that is not switchable yet.
"""

from __future__ import annotations

from affray.kernel.ruleset import Option

OPTIONS = {
    "min_damage": Option(0, (0, 1), "TFT-02: the least damage a hit does after its modifier"),
    "initiative_multi_side": Option("ranked", ("ranked", "winner_only"), "TFT-16: more than two "
                                    "sides: the others move in roll order, or in side order"),
    "initiative_agreement": Option("never", ("never", "ask"), "TFT-16 with the combat example "
                                   "(turns 5, 7, 8): 'ask' every side each turn whether to skip "
                                   "the initiative roll ('skip-initiative'); if all agree the sides "
                                   "move in side order; 'never' always rolls"),
    "move_order": Option("player", ("player", "id"), "TFT-17: who orders a side's movers: "
                         "the player (a 'mover' choice) or figure id (fast)"),
    "option_change_window": Option("until_attack_phase", ("until_attack_phase", "until_figure_acts"),
                                   "TFT-19: when a declared option may be changed: as the "
                                   "attack phase begins, or then and again just before the "
                                   "figure's own attack slot"),
    "attack_order_resort": Option(False, (False, True), "TFT-20: re-sort the attack queue "
                                  "before every slot"),
    "last_shot_shift": Option(True, (True, False), "TFT-36: option (j) allows a shift"),
    "leather_ma": Option(8, (8, 9), "TFT-45: a human's MA in leather (movement rules 8, table 9)"),
    "jump_cost": Option(3, (3, 4), "TFT-52: MA a jumped hex costs in all (4: 1 + 3 extra)"),
    "front_arc": Option("wedge120", ("wedge120", "half_plane180"), "TFT-60: 'in front of'"),
    "thrown_facing_bonus": Option(True, (True, False), "TFT-61: thrown attacks get +2/+4"),
    "multiplier_stacking": Option("multiply", ("multiply", "add_extra", "max"),
                                  "TFT-68: two damage multipliers at once"),
    "crossbow_min_st": Option(0, None, "TFT-70: ST needed for a crossbow (blank in the text)"),
    "charge_requires_movement": Option(True, (True, False), "TFT-79: a charge means option (b) "
                                       "and at least one hex moved"),
    "thrown_pole_doubles": Option(False, (False, True), "TFT-79: a thrown pole weapon doubles "
                                  "against or with a charge"),
    "enemy_in_path": Option("roll_to_hit", ("roll_to_hit", "must_target_nearest_enemy"),
                            "TFT-85: an enemy in the line of flight"),
    "missile_max_overflight": Option(30, None, "TFT-93: hexes a missile flies past its target "
                                     "on an unbounded grid"),
    "ranged_target_radius": Option(24, None, "engine limit: missile targets are looked for "
                                   "within this many hexes"),
    "thrown_target_radius": Option(10, None, "engine limit: thrown-weapon targets are looked "
                                   "for within this many hexes (-1 DX a hex)"),
    "four_dice_fumbles": Option(False, (False, True), "TFT-122: 17/18 on 4 dice drop/break"),
    "dodge_defend_scope": Option("literal", ("literal", "all_attacks"), "TFT-123: dodge covers "
                                 "missile/thrown attacks, defend the rest (literal)"),
    "dwarf_bonus_weapons": Option(["hammer", "small ax", "battleaxe", "pike axe"], None,
                                  "TFT-146: weapons that get the dwarf's +1 damage"),
    # sections 11, 14-16, 21-24
    "rush_fumbles": Option(True, (True, False), "TFT-80: a 17 or 18 on a shield-rush roll drops or "
                           "breaks the shield"),
    "rush_save_dx": Option("personal", ("personal",), "TFT-81: the target's saving roll is made "
                           "against its personal adjDX (no attacker-dependent terms); low totals "
                           "give no automatic success"),
    "rush_giant": Option("st_rule", ("st_rule", "never"), "TFT-81 (not in the checklist): 'shield-"
                         "rushing a giant is pointless' is only the ST rule, or every giant is immune"),
    "thrown_from_ground": Option(False, (False, True), "TFT-100: thrown weapons may be used from "
                                 "a prone or kneeling position (a shooter on the ground never moves)"),
    "shelter_geometry": Option("adjacent_on_line", ("adjacent_on_line",), "TFT-102: 'directly "
                               "behind' = the body's hex is on the line of flight next to the "
                               "target; the roll to miss the body uses its range and no -4"),
    "brawl_roll_order": Option("ask", ("ask", "id"), "TFT-104: after a miss into a brawl, other "
                               "enemies then friends are rolled for 'one by one': in the order "
                               "the attacker chooses ('pile-order'), or in figure-id order"),
    "brawl_fumble_ends": Option(True, (True, False), "TFT-104: a 17 or 18 on the first roll into a "
                                "brawl drops or breaks the weapon and no one else is rolled for"),
    "pile_pick": Option("d6_split", ("d6_split",), "TFT-106: the victim of a shot into a brawl: 1d6 "
                        "split evenly in id order, results above the largest multiple re-rolled"),
    "hth_back_to_wall": Option("rear_hex_wall", ("rear_hex_wall",), "TFT-107: 'back to the wall' "
                               "means the enemy's rear hex is a wall hex"),
    "hth_ma": Option("current", ("current",), "TFT-107: MAs compared are current, armor-adjusted "
                     "(a flier's is its flying MA)"),
    "hth_consent": Option("ask", ("ask", "never"), "TFT-107 (d): 'ask' (default) the defender's "
                          "policy to agree when no other condition allows HTH (then (m) and (b) "
                          "entries are offered against every adjacent enemy); 'never' keeps (d) out"),
    "hth_drop_timing": Option("on_entry", ("on_entry",), "TFT-109: the attacker drops weapon and "
                              "shield as he enters, before the die, in the last hex he stood in"),
    "hth_die_timing": Option("on_entry", ("on_entry",), "TFT-110: the defender's die is rolled the "
                             "moment the attacker enters (movement for (b), slot for (m)); the "
                             "6 hits with the ready weapon and no multiplier; a readied dagger may "
                             "be used this turn"),
    "hth_st_compare": Option("basic", ("basic", "current"), "TFT-112: bare-hand damage compares "
                             "original (basic) or current ST"),
    "hth_armor": Option("armor_only", ("armor_only",), "TFT-113: body and natural armor count in "
                        "HTH; shields and parries do not"),
    "hth_pulled_in": Option("attack_with_p", ("attack_with_p",), "TFT-114: a figure grappled "
                            "before its slot loses its option; an attack option becomes (p)"),
    "hth_escape_dx": Option("personal", ("personal",), "TFT-117: escape compares personal adjDX "
                            "(without the +4); the escaper faces as it likes"),
    "brawl_end": Option("no_conscious_enemy", ("no_conscious_enemy",), "TFT-118: the brawl ends "
                        "when no conscious enemy is left; survivors stay on the ground"),
    "natural_weapons": Option("ready_unbreakable_parry", ("ready_unbreakable_parry",), "TFT-148: "
                              "natural attacks are always ready, never dropped, broken or thrown, "
                              "and parry"),
    "giant_support": Option("play", ("play", "refuse"), "TFT-139: three-hex giants play (a "
                            "triangle of hexes, moved by its front, turning about its rear hex); "
                            "'refuse' rejects a scenario with a giant"),
    "arena_doors": Option({}, None, "TFT-151: door hexes by side name for leaving an arena combat; "
                          "empty: a side's entrance hexes (from [map].entrances) are its doors"),
    "combat_type": Option("none", ("none", "death", "arena", "practice"), "TFT-150..152: the kind "
                          "of combat, for experience and its special rules (none: no awards)"),
    "practice_halving": Option("after_multipliers_round_down", ("after_multipliers_round_down",),
                               "TFT-152: blunted weapons halve damage after multipliers, before "
                               "armor, rounding down"),
    "superiority": Option("enemy_minus_own_basic", ("enemy_minus_own_basic",), "TFT-153: enemy "
                          "side's average basic ST + DX minus one's own, at the start"),
    "carry_wounds": Option("refuse", ("refuse", "allow"), "TFT-13: hits on a figure when a new fight "
                           "starts (round 0): refused, as wounds heal between fights, or allowed (no time "
                           "to recover: a fight set up mid-battle); a moment (round > 0) always keeps them"),
}
