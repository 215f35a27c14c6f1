"""Section S: the weapon-modifier table (WFRP-78) exactly as printed, the proposed
ordinary/specialist registry (WFRP-77, WFRP-107), the parrying kinds (WFRP-61) and
default readiness (WFRP-36, WFRP-37)."""

# name: (initiative, to hit, damage, parry); spear/halberd I and to-hit are WFRP-79 rules
MODIFIERS = {
    "Hand Weapon": (0, 0, 0, 0), "Knife/Dagger": (10, 0, -2, -20), "Spear": (0, 0, 0, 0),
    "Improvised": (-10, 0, -2, 10), "Bastard Sword": (-10, 0, 1, 0),
    "2-Handed Weapon": (-10, 0, 2, 0), "Halberd": (0, 0, 2, 0), "Quarter Staff": (0, 0, -1, 0),
    "Flail": (0, -10, 1, -10), "2-Handed Flail": (-20, -20, 3, -10), "Rapier": (20, 0, -1, 0),
    "Buckler": (0, 0, -2, 20), "Left-Hand Dagger": (0, 0, -2, -10),
    "Sword-Breaker": (0, 0, -2, -10), "Lance": (20, 10, 2, -20), "Net": (0, -10, 0, -10),
    "Fist Weapon": (0, -10, -1, 0), "Whip": (0, -10, -2, -20),
}

SPECIALIST_HTH = ("2-Handed Weapon", "Flail", "2-Handed Flail", "Rapier", "Buckler",
                  "Left-Hand Dagger", "Sword-Breaker", "Lance", "Net", "Whip", "Fist Weapon")
SPECIALIST_MISSILE = ("Crossbow Pistol", "Repeating Crossbow", "Staff-Sling", "Blowpipe",
                      "Lasso", "Bolas", "Bomb", "Incendiary")

PARRY_KINDS = ("Hand Weapon", "Bastard Sword", "2-Handed Weapon", "Flail", "2-Handed Flail",
               "Spear", "Halberd", "Quarter Staff", "Buckler", "Left-Hand Dagger",
               "Sword-Breaker")

TWO_HANDED = ("2-Handed Weapon", "2-Handed Flail", "Halberd", "Quarter Staff")

# WFRP-36/37: EI lost (or a whole round) to draw each kind
READINESS = {"in_hand": 0, "minus10": 10, "minus20": 20, "full_round": None, "pack": None}
DEFAULT_READINESS = {"Knife/Dagger": "minus10", "Left-Hand Dagger": "minus10"}
