"""Melee's typed figure for hosts (kernel/figures.py)."""

from __future__ import annotations

from affray.components.tft import Figure as Sheet, Kit, Status
from affray.kernel.figures import Figure


class MeleeFigure(Figure, frozen=True, kw_only=True):
    """st: basic ST; st_now: ST less hits taken (TFT-74); dx; ma; armor; ready: the weapon
    in hand; shield; posture ("" standing, prone, kneeling, knocked...); unconscious."""

    st: int
    st_now: int
    dx: int
    ma: int
    armor: str
    ready: str
    shield: str
    posture: str
    unconscious: bool


def figure(state, eid: int, common: dict) -> MeleeFigure:
    c = state._entities[eid]
    sheet, kit, status = c[Sheet], c[Kit], c[Status]
    common["can_act"] = common["can_act"] and not status.unconscious
    return MeleeFigure(**common, st=sheet.st, st_now=sheet.st - common["hits"], dx=sheet.dx,
                       ma=sheet.ma, armor=sheet.armor, ready=kit.ready, shield=kit.shield,
                       posture=status.posture, unconscious=status.unconscious)
