"""The Starkpool rules' typed figure for hosts (kernel/figures.py)."""

from __future__ import annotations

from affray.components.starkpool import Combatant, Gear
from affray.kernel.figures import Figure

from .rules.figures import able


class StarkpoolFigure(Figure, frozen=True, kw_only=True):
    """hp: maximum hit points; hp_now: less the damage taken; kind and level (or troop
    class); weapon, missile and armor. can_act: may take actions now (not out of the
    fight, surprised, stunned or held)."""

    hp: int
    hp_now: int
    kind: str
    level: int
    weapon: str
    missile: str
    armor: str


def figure(state, eid: int, common: dict) -> StarkpoolFigure:
    c = state._entities[eid]
    who, gear = c[Combatant], c[Gear]
    common["can_act"] = able(state, eid)
    return StarkpoolFigure(**common, hp=who.hp, hp_now=who.hp - common["hits"], kind=who.kind,
                           level=who.level, weapon=gear.weapon, missile=gear.missile,
                           armor=gear.armor)
