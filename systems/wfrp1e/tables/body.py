"""Hit locations (WFRP-49), targeted-blow modifiers (WFRP-54), mounted targets (WFRP-88)
and the slain-mount table (WFRP-90), as printed."""

LOCATIONS = [(15, "head"), (35, "right_arm"), (55, "left_arm"), (80, "body"),
             (90, "right_leg"), (100, "left_leg")]
LOCATION_NAMES = tuple(name for _, name in LOCATIONS)

AIM = {"head": -20, "right_arm": -20, "left_arm": -20, "body": -10,
       "right_leg": -10, "left_leg": -10}

# WFRP-88: upper bound of the "rider" band by (attacker class, mount class)
RIDER_BAND = {("small", "horse"): 40, ("small", "larger"): 20, ("tall", "horse"): 50,
              ("tall", "larger"): 50, ("rider", "horse"): 50, ("rider", "larger"): 50}

SLAIN_MOUNT = [(70, "dismounted"), (90, "thrown"), (100, "trapped")]

QUADRUPED = {"right_arm": "right_foreleg", "left_arm": "left_foreleg",
             "right_leg": "right_hindleg", "left_leg": "left_hindleg"}
