"""Destrier's typed figure for hosts (kernel/figures.py)."""

from __future__ import annotations

from affray.components.destrier import Fighter, Kit, Ledger, Mount
from affray.kernel.figures import Figure


class DestrierFigure(Figure, frozen=True, kw_only=True):
    """body, fatigue: the figure's Body and Fatigue points (hits are taken against them);
    ac; weapon and shield; blows_left: its blow budget this turn (DS-70); mounted, and the
    horse's speed ("" on foot)."""

    body: int
    fatigue: int
    ac: int
    weapon: str
    shield: str
    blows_left: int
    mounted: bool
    speed: str


def figure(state, eid: int, common: dict) -> DestrierFigure:
    c = state._entities[eid]
    fighter, kit = c[Fighter], c[Kit]
    ledger, mount = c.get(Ledger), c.get(Mount)
    return DestrierFigure(**common, body=fighter.body, fatigue=fighter.fatigue, ac=fighter.ac,
                          weapon=kit.weapon, shield=kit.shield,
                          blows_left=ledger.left if ledger is not None else 0,
                          mounted=mount is not None and not mount.riderless,
                          speed=mount.speed if mount is not None else "")
