"""ACKS II's typed figure for hosts (kernel/figures.py)."""

from __future__ import annotations

from affray.components.acks2 import Sheet
from affray.kernel.figures import Figure


class AcksFigure(Figure, frozen=True, kw_only=True):
    """hp: maximum hit points; hp_now: less the damage taken; ac: Armor Class; cls and
    level (or a monster's hd); weapon; morale (ACKS-191). can_act is false when
    unconscious or surrendered (ACKS-19)."""

    hp: int
    hp_now: int
    ac: int
    cls: str
    level: int
    hd: str
    weapon: str
    morale: int


def figure(state, eid: int, common: dict) -> AcksFigure:
    sheet = state._entities[eid][Sheet]
    cond = common["conditions"]
    common["can_act"] = common["can_act"] and not (cond.get("unconscious") or cond.get("surrendered"))
    return AcksFigure(**common, hp=sheet.hp, hp_now=sheet.hp - common["hits"], ac=sheet.ac,
                      cls=sheet.cls, level=sheet.level, hd=sheet.hd, weapon=sheet.weapon,
                      morale=sheet.morale)
