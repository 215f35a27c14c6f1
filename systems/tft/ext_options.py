"""Ruleset options of the rest of Melee: every ambiguity default of sections 11, 14-16 and
21-24 of the checklist, by name, with the checklist's default. Options whose choices list
holds one value name a default that is not switchable yet.
"""

from __future__ import annotations

from affray.kernel.ruleset import Option

EXT_OPTIONS = {
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
    "brawl_roll_order": Option("id", ("id",), "TFT-104: after a miss into a brawl, other enemies "
                               "then friends are rolled for in figure-id order"),
    "brawl_fumble_ends": Option(True, (True, False), "TFT-104: a 17 or 18 on the first roll into a "
                                "brawl drops or breaks the weapon and no one else is rolled for"),
    "pile_pick": Option("d6_split", ("d6_split",), "TFT-106: the victim of a shot into a brawl: 1d6 "
                        "split evenly in id order, results above the largest multiple re-rolled"),
    "hth_back_to_wall": Option("rear_hex_wall", ("rear_hex_wall",), "TFT-107: 'back to the wall' "
                               "means the enemy's rear hex is a wall hex"),
    "hth_ma": Option("current", ("current",), "TFT-107: MAs compared are current, armor-adjusted "
                     "(a flier's is its flying MA)"),
    "hth_consent": Option("never", ("never", "ask"), "TFT-107 (d): 'ask' the defender's policy to "
                          "agree when no other condition allows HTH (then (m) and (b) entries are "
                          "offered against every adjacent enemy); 'never' (default) keeps (d) out"),
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
}


def _tables() -> dict:
    from affray.kernel.ruleset import Table

    from .arena import load as load_arena
    from .creatures import BESTIARY
    from .experience import AWARDS
    from .hth import BARE_HANDS, DEFENCE
    return {
        "bestiary": Table(BESTIARY, source="Melee, VIII NONHUMAN FIGURES (creatures.toml)"),
        "hth_defence": Table(DEFENCE, source="Melee, HAND-TO-HAND COMBAT: the defender's die"),
        "hth_bare_hands": Table(BARE_HANDS, source="Melee, HAND-TO-HAND COMBAT: bare hands by strength"),
        "experience": Table(AWARDS, source="Melee, IX EXPERIENCE"),
        "arena": Table(load_arena(), placeholder=True,
                       source="proposal (arena.toml): the arena map is missing from the text"),
    }


EXT_TABLES = _tables()
