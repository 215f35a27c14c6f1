"""Prone and kneeling fire; sheltering behind bodies. TFT-100, TFT-101, TFT-102.

A crossbow may be shot lying prone, any bow (crossbows included) kneeling; a figure on the
ground may reload a crossbow but ready nothing else. A prone crossbowman gets +1 DX.
A figure lying prone or kneeling directly behind a fallen body is sheltering: missile and
thrown attacks on it are at -4 DX, and if such an attack misses it while the body is still
alive (unconscious), the attacker must also roll to miss the body, at the range to the body
and without the -4.

Options: `thrown_from_ground` (TFT-100: thrown weapons cannot be used from the ground).
"""

from __future__ import annotations

from affray.kernel.geometry.hexgrid import distance, line_of_flight

PRONE, KNEELING = "prone", "kneeling"
GROUND_POSTURES = (PRONE, KNEELING)
PRONE_CROSSBOW_DX = 1  # TFT-101
SHELTER_DX = -4  # TFT-102


def is_bow(weapon_name: str, kind: str) -> bool:
    """Bows and crossbows: every missile weapon but the sling."""
    return kind == "missile" and weapon_name != "sling"


def may_fire_from(posture: str, weapon_name: str, kind: str, is_crossbow: bool,
                  thrown_from_ground: bool = False) -> bool:
    """TFT-100: prone -> crossbows only; kneeling -> any bow. Thrown weapons (and the sling)
    never from the ground unless option `thrown_from_ground`."""
    if posture not in GROUND_POSTURES:
        return False
    if kind != "missile":
        return thrown_from_ground and kind == "thrown"
    if posture == PRONE:
        return is_crossbow
    return is_bow(weapon_name, kind)


def may_ready_on_ground(posture: str, choice: list) -> bool:
    """TFT-100: a prone or kneeling figure may reload a crossbow and ready nothing else."""
    return posture not in GROUND_POSTURES or (bool(choice) and choice[0] == "reload")


def prone_crossbow_dx(posture: str, is_crossbow: bool) -> int:
    """TFT-101: +1 DX for a crossbowman lying prone."""
    return PRONE_CROSSBOW_DX if posture == PRONE and is_crossbow else 0


def shelter(attacker: tuple[int, int], target: tuple[int, int], target_posture: str,
            body_hexes) -> tuple[int, int] | None:
    """TFT-102 default: the hex of the body the target shelters behind, or None.

    The target must be prone or kneeling; the body's hex must lie on the line of flight from
    the attacker and be adjacent to the target's hex. `body_hexes` holds the hexes with a
    fallen (unconscious or dead) figure."""
    if target_posture not in GROUND_POSTURES or attacker == target:
        return None
    line = line_of_flight(attacker, target)
    for h in reversed(line):  # nearest the target first
        if distance(h, target) != 1:
            return None
        if h in body_hexes:
            return h
    return None


def shelter_dx(sheltered: bool, kind: str) -> int:
    """TFT-102: -4 DX for a missile or thrown attack on a sheltering figure."""
    return SHELTER_DX if sheltered and kind in ("missile", "thrown") else 0
