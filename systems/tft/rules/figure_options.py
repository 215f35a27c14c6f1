"""Which options a figure may take when its turn to move comes. TFT-18, TFT-25..44.

The list depends on the figure's state at that moment (TFT-18): on the ground, engaged
(standing in an enemy's front hex) or disengaged. The hand-to-hand options (m), (p), (q), (r)
(`HTH_OPTIONS`) and those of the other later sections are added by the movement phase
(`phases.movement.options_open`), which knows the figure's brawl, posture and the combat.
"""

from __future__ import annotations

from affray.components.tft import Kit, Status

from ..tables.tft_tables import WEAPONS
from .lookup import ON_GROUND

ATTACK_OPTIONS = frozenset("bfhjmp")  # TFT-25: the options whose name contains "attack"
DISENGAGED = "abcdefg"
ENGAGED = "hijklmno"
HTH_OPTIONS = "mpqr"  # offered by phases.movement.options_open (TFT-39, TFT-42..44)
STAY_DOWN = "-"  # TFT-130: remain on the ground (no action)
NAMES = {
    "a": "move", "b": "charge attack", "c": "dodge", "d": "drop", "e": "ready new weapon",
    "f": "missile weapon attack", "g": "stand up", "h": "shift and attack",
    "i": "shift and defend", "j": "one-last-shot missile attack", "k": "change weapons",
    "l": "disengage", "m": "attempt hand-to-hand attack", "n": "stand up",
    "o": "pick up dropped weapon", "p": "HTH attack", "q": "attempt to draw dagger",
    "r": "attempt to disengage from HTH", STAY_DOWN: "stay down",
}
# TFT-19: options that can be swapped for one another after moving (no other action taken)
SWITCHABLE = frozenset("abcfhijl")


def half_ma(ma: int) -> int:
    """'Up to half MA' is a whole number of hexes no greater than MA/2 (MA 9 -> 4)."""
    return ma // 2


def budget(option: str, ma: int) -> int:
    """TFT-27..33: MA a disengaged figure may spend under each option."""
    return {"a": ma, "b": half_ma(ma), "c": half_ma(ma), "d": half_ma(ma), "e": 2, "f": 1}.get(option, 0)


def ready_weapon(k: Kit):
    return WEAPONS.get(k.ready) if k.ready else None


def can_strike(k: Kit) -> bool:
    """A ready weapon that is not a missile weapon (melee or thrown), TFT-28, TFT-34."""
    w = ready_weapon(k)
    return w is not None and not w.is_missile


def can_parry(k: Kit) -> bool:
    """TFT-124: a ready non-missile weapon (a rock is no parrying weapon) or a main-gauche."""
    w = ready_weapon(k)
    return (w is not None and w.blade) or k.offhand


def can_shoot(k: Kit) -> bool:
    """TFT-32, TFT-96: a ready, loaded missile weapon."""
    w = ready_weapon(k)
    return w is not None and w.is_missile and k.reload_left == 0


def can_last_shot(k: Kit) -> bool:
    """TFT-36, TFT-90: the missile weapon was ready before the figure became engaged."""
    return can_shoot(k) and not k.ready_engaged and not k.last_shot


def can_change_weapons(k: Kit) -> bool:
    """TFT-37: another carried non-missile weapon (an engaged figure readies no missile)."""
    return any(w != k.ready and not WEAPONS[w].is_missile for w in k.carried)


def legal_options(s: Status, k: Kit, engaged: bool, counter_here: bool) -> list[str]:
    """TFT-25..44: the option letters open to a figure now, in letter order."""
    if s.posture in ON_GROUND:
        return ["n" if engaged else "g", STAY_DOWN]  # TFT-33, TFT-40, TFT-54, TFT-130
    if engaged:
        opts = []
        if can_strike(k):
            opts.append("h")
        if can_parry(k):
            opts.append("i")
        if can_last_shot(k):
            opts.append("j")
        if can_change_weapons(k):
            opts.append("k")
        opts.append("l")
        if counter_here:
            opts.append("o")
        return opts
    opts = ["a"]
    if can_strike(k):
        opts.append("b")
    opts += ["c", "d", "e"]  # (e) is always open: a rock can always be found (TFT-83)
    if can_shoot(k):
        opts.append("f")
    return opts


def switch_targets(current: str, s: Status, k: Kit, ma: int) -> list[str]:
    """TFT-19: the options this figure may re-declare to, given how far it has moved."""
    if current not in SWITCHABLE:
        return [current]
    if s.engaged_by:
        pool = [o for o in "hijl" if o in SWITCHABLE]
        ok = {"h": can_strike(k), "i": can_parry(k), "j": can_last_shot(k) or current == "j", "l": True}
        return [o for o in pool if ok[o]]
    ok = {"a": True, "b": can_strike(k) and s.moved <= half_ma(ma),
          "c": s.moved <= half_ma(ma), "f": can_shoot(k) and s.moved <= 1}
    return [o for o in "abcf" if ok[o]]
