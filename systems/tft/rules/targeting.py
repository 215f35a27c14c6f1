"""Whom a figure may attack now, by every kind of attack: its ready weapon's targets
(`strike.weapon_targets`: TFT-26, TFT-59, TFT-60, TFT-89), a shield rush's (TFT-80), an HTH
attack's in its brawl (TFT-114, TFT-116), an (m) entry's (TFT-39); a thrown-back HTH attempt
has spent the attack (TFT-107); in arena and practice combat the unconscious may not be
attacked (TFT-151).
"""

from __future__ import annotations

from affray.components.tft import Status

from . import giant as GI
from . import hth
from . import lookup as L
from . import shield_rush as SR
from . import strike as S
from .brawls import foes_in_brawl, is_dazed
from .figure_options import ATTACK_OPTIONS
from .hth_entry import ENTER, HTH, TRIED, adjacent_targets

KINDS = frozenset({SR.RUSH, HTH, ENTER})  # the attack kinds beside the weapon's


def all_targets(state, eid: int, weapon_targets) -> list | S.Targets:
    """The [target, kind] pairs of every kind, `weapon_targets(state, eid)` giving the weapon's."""
    s = state.get(eid, Status)
    if s.posture == hth.IN_HTH:
        if s.option not in ATTACK_OPTIONS or is_dazed(state, eid):
            return []
        return [[o, HTH] for o in foes_in_brawl(state, eid)]
    if state.condition(eid, TRIED, 0) == state.round:
        return []
    if s.option == "m":
        return adjacent_targets(state, eid)
    out = SR.targets(state, eid) if s.mode == "rush" else weapon_targets(state, eid)
    if state.options.get("combat_type") in ("arena", "practice"):
        out = [t for t in out if L.conscious(state, t[0])]
    return out


def targets(state, eid: int) -> list[list]:
    """The [target, kind] pairs the figure may attack now under its option."""
    return all_targets(state, eid, S.weapon_targets)


def target_options(state, eid: int, hold: str = "") -> S.Targets:
    """`targets` as a `strike.Targets`: the missile or thrown targets of the ready weapon are
    searched for only if someone asks for them. `hold` as in `Targets`."""
    found = all_targets(state, eid, S.lazy_weapon_targets)
    if type(found) is S.Targets:
        return found.holding(hold)
    return S.Targets(found, hold)


def still_legal(state, eid: int, target: int, kind: str) -> bool:
    """Whether a declared [target, kind] may still be attacked (the same tests as `targets`,
    for one pair)."""
    s = state.get(eid, Status)
    if (kind in KINDS or s.posture == hth.IN_HTH or s.mode == "rush" or GI.involved(state, eid, target)
            or state.condition(eid, TRIED, 0) == state.round
            or (state.options.get("combat_type") in ("arena", "practice") and not L.conscious(state, target))):
        return [target, kind] in targets(state, eid)
    return S.weapon_still_legal(state, eid, target, kind)
