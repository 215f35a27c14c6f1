"""Where a blow lands: WFRP-49 reversed digits, WFRP-54 targeted blows, WFRP-88/89 rider or
mount, WFRP-91/92 other shapes, WFRP-93 tall targets."""

from __future__ import annotations

from affray.kernel import percentile

from ..tables.body import LOCATIONS, QUADRUPED, RIDER_BAND


def from_roll(roll: int, table=LOCATIONS) -> str:
    """WFRP-49: the location of an attack roll, read with its digits swapped."""
    return percentile.band(percentile.reversed_roll(roll), [tuple(b) for b in table])


def straight(roll: int, table=LOCATIONS) -> str:
    """WFRP-93: a re-roll read straight against the table."""
    return percentile.band(roll, [tuple(b) for b in table])


def rider_or_mount(roll: int, attacker: str, mount: str, mount_attacking: bool = False) -> str:
    """WFRP-88/89: attacker is small | tall | rider; mount is horse | larger. A mount's own
    blow adds 10 (over 100 is the mount)."""
    value = roll + 10 if mount_attacking else roll
    return "rider" if value <= RIDER_BAND[(attacker, mount)] else "mount"


def attacker_class(height: float, mounted: bool) -> str:
    return "rider" if mounted else "tall" if height >= 10 else "small"


def quadruped(location: str) -> str:
    """WFRP-91: arms are forelegs, legs hind legs."""
    return QUADRUPED.get(location, location)


def reachable(location: str, bite: bool, weapon_arm: str = "right_arm") -> bool:
    """WFRP-93 default: both legs, the weapon arm, and the head if the creature bites."""
    return location in ("right_leg", "left_leg", weapon_arm) or (bite and location == "head")


def split(shape: str, location: str, from_rear: bool, d100: int | None, heads: int = 1,
          pick: int = 1) -> str:
    """WFRP-92: the extra percentage splits (first-named part gets the low numbers)."""
    if shape == "winged" and location.endswith("arm") and d100 is not None and d100 <= 25:
        return location.replace("arm", "wing")
    if shape == "winged" and location == "body" and from_rear and d100 is not None and d100 <= 75:
        return "wing"
    if shape == "bird" and location.endswith("arm"):
        return "body"
    if shape == "centaur" and location == "body" and d100 is not None:
        return "horse_body" if d100 <= 60 else "human_body"
    if shape == "centaur" and location.endswith("leg") and not from_rear:
        return location.replace("leg", "foreleg")
    if shape == "hydra" and d100 is not None:
        on_head = d100 <= (10 if from_rear else 90)
        return f"head{pick}" if on_head else "body"
    if location == "head" and heads > 1:
        return f"head{pick}"
    return location


def needs_split_die(shape: str, location: str, from_rear: bool) -> bool:
    return ((shape == "winged" and (location.endswith("arm") or (location == "body" and from_rear)))
            or (shape == "centaur" and location == "body") or shape == "hydra")


def octopus(d10: int) -> str:
    return "tentacle" if d10 <= 8 else "body"


def snake(d4: int) -> str:
    return "body" if d4 <= 3 else "head"


def tail(location: str, from_rear: bool, has_tail: bool) -> str:
    """WFRP-92 tails: struck from behind whenever the table shows the head."""
    return "tail" if has_tail and from_rear and location == "head" else location
