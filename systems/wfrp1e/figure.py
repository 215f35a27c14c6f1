"""WFRP's typed figure for hosts (kernel/figures.py)."""

from __future__ import annotations

from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.figures import Figure


class WfrpFigure(Figure, frozen=True, kw_only=True):
    """W: the profile's Wounds; wounds: wounds left this fight; WS, BS, S, T, I, A: the
    profile; weapon; declared: this round's declaration once revealed; fleeing."""

    W: int
    wounds: int
    WS: int
    BS: int
    S: int
    T: int
    I: int  # noqa: E741  (the profile's name)
    A: int
    weapon: str
    declared: str
    fleeing: bool


def figure(state, eid: int, common: dict) -> WfrpFigure:
    c = state._entities[eid]
    p, fight, kit = c[Profile], c[Fight], c[Kit]
    return WfrpFigure(**common, W=p.W, wounds=fight.wounds, WS=p.WS, BS=p.BS, S=p.S, T=p.T,
                      I=p.I, A=p.A, weapon=kit.weapon, declared=fight.action,
                      fleeing=fight.fleeing)
