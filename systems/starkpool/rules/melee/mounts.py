"""Mounts in melee (section 3.5.8).

SP-121 a mount that did not move this round attacks the rider's first foe.
SP-122 an untrained mount in melee checks morale every round.
"""

from __future__ import annotations

from affray.components.starkpool import Steed, Turn
from affray.kernel.events import ConditionSet

from ...events import Acted, MoraleChecked, MountBolting
from ...tables.morale import passes
from .. import engagement as G
from .. import figures as F
from .strike import Exchange, mount_strike

__all__ = ["mount_attacks", "mount_morale"]


def mount_attacks(ctx, ex: Exchange):
    """SP-121: a mount that did not move this round attacks the rider's first foe."""
    state = ctx.state
    for eid, steed in state.query(Steed):
        if not steed.mounted or not F.able(state, eid) or state.get(eid, Turn).moved > 0:
            continue
        for attack in state.tables["mounts"][steed.kind].get("attacks", []):
            foes = G.foes(state, eid)
            if not foes:
                break
            mount_strike(ctx, eid, foes[0], attack)


def mount_morale(ctx):
    """SP-122: an untrained mount in melee checks morale every round; on a failure it bolts
    (the rider flees after the blows unless he rallies it with an attack)."""
    state = ctx.state
    for eid, steed in state.query(Steed):
        if not steed.mounted or steed.bolting or not G.locked(state, eid):
            continue
        spec = state.tables["mounts"][steed.kind]
        if spec.get("trained") or not F.present(state, eid):
            continue
        dice = ctx.roll("morale", 2, 6)
        ok = passes(sum(dice), spec.get("morale", 0), state.tables["morale"])
        ctx.emit(MoraleChecked(eid, "mount", sum(dice) + spec.get("morale", 0), ok))
        if not ok:
            ctx.emit(MountBolting(eid, True))
            ctx.emit(ConditionSet(eid, "fleeing", state.round))
            ctx.emit(Acted(eid, "flee"))
