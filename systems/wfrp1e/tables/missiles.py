"""The missile weapon chart (WFRP-108) and the firearms chart (WFRP-110), as printed.

Missile: name -> (short, long, extreme, ES, load rounds, shots a round). Long is None for the
repeating crossbow (WFRP-104). ES "C" uses the thrower's S, "F" fire, "-" no damage.
Firearms: name -> ((band, range, ES)...,  load rounds per barrel, barrels)."""

MISSILES = {
    "Short Bow": (16, 32, 150, 3, 0, 1), "Normal Bow": (24, 48, 250, 3, 0, 1),
    "Long Bow": (32, 64, 300, 3, 0, 1), "Elf Bow": (32, 64, 300, 4, 0, 1),
    "Crossbow": (32, 64, 300, 4, 1, 1), "Crossbow Pistol": (16, 32, 50, 1, 1, 1),
    "Repeating Crossbow": (32, None, 100, 1, 8, 2), "Sling": (24, 36, 150, 3, 0, 1),
    "Staff-Sling": (24, 36, 200, 4, 1, 1), "Javelin": (8, 16, 50, "C", 0, 1),
    "Spear": (4, 8, 25, "C", 0, 1), "Dart": (4, 8, 20, "C", 0, 1),
    "Throwing Knife": (4, 8, 20, "C", 0, 1), "Throwing Axe": (4, 8, 20, "C", 0, 1),
    "Blowpipe": (12, 24, 50, 1, 0, 1), "Lasso": (8, 16, 30, "-", 0, 1),
    "Bolas": (12, 24, 50, 1, 0, 1), "Bomb": (5, 12, 20, 6, 0, 1),
    "Incendiary": (5, 12, 20, "F", 0, 1), "Improvised": (2, 6, 10, "C", 0, 1),
}
MAGAZINE = {"Repeating Crossbow": 10}
RECOIL = {"Lasso": 2}

FIREARMS = {
    "Arquebus": ((3, 4), (30, 4), (60, 4), (300, 3), 2, 1),
    "Blunderbuss": ((3, 5), (24, 3), (48, 3), (250, 2), 3, 1),
    "Duck-foot": ((3, 4), (8, 3), (16, 3), (50, 2), 2, 4),
    "Duelling Pistol": ((3, 4), (8, 3), (16, 3), (50, 2), 2, 1),
    "Henricus Salus": ((3, 4), (8, 4), (16, 4), (50, 3), 2, 1),
    "Jezail": ((3, 4), (36, 3), (72, 3), (400, 2), 3, 1),
    "Pike Gun": ((3, 4), (12, 3), (24, 3), (50, 2), 2, 1),
    "Pistol": ((3, 3), (12, 3), (24, 3), (50, 2), 2, 1),
    "Swivel Gun": ((3, 6), (24, 4), (48, 3), (100, 2), 4, 1),
    "Volley Gun": ((3, 4), (12, 3), (24, 3), (50, 3), 2, 3),
}
ARTILLERY = ("Cannon", "Mortar", "Bolt Thrower", "Stone Thrower", "Catapult")

BAND_MODIFIER = {"point_blank": 0, "short": 0, "long": -10, "extreme": -20}
BAND_DAMAGE = {"point_blank": 0, "short": 0, "long": -1, "extreme": -2}

# WFRP-105: the standard situational modifiers
SITUATION = {"small": -10, "large": 10, "moving_mount": -10, "running": -10, "evading": -20,
             "improvised": -10, "soft_cover": -10, "hard_cover": -20}

GUN_MISFIRE = [(20, "partial_burn"), (50, "no_fire_keep_load"), (70, "no_fire_reload"),
               (80, "hang_fire"), (90, "flash_in_pan"), (99, "burn_round"), (100, "explodes")]
BOMB_MISFIRE = [(50, "dud"), (80, "sputter"), (95, "midway"), (100, "in_hand")]

# WFRP-117 default: how badly the reload Dex test failed -> which problem
RELOAD_FAILURE = [(10, "minus10_i"), (20, "extra_round"), (30, "misfire"), (40, "no_powder"),
                  (50, "no_shot"), (999, "ramrod")]
