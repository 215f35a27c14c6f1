"""Setting up a Starkpool battle: one entity per `[[combatants]]` entry (ids in file order),
then the opening of the encounter (surprise, section 3.1).
"""

from __future__ import annotations

import math

from affray.components.starkpool import Combatant, Fights, Gear, Spellbook, Steed, Turn
from affray.kernel.components import Conditions, Facing, Identity, Position

from .rules.surprise import encounter
from .tables.hit_dice import parse_hd
from .tables.scale import monster_rate

__all__ = ["setup", "combatant_components", "SMALL_RACES", "HP_PER_LEVEL"]

SMALL_RACES = ("halfling", "gnome", "kobold", "goblin")
HP_PER_LEVEL = {"fighter": 5, "paladin": 5, "berserker": 5, "cleric_militant": 4,
                "cleric_spiritual": 4, "druid": 4, "scout": 4, "delver": 4, "magic_user": 3}


def _default_size(c) -> str:
    if c.size:
        return c.size
    if c.kind == "monster":
        return "L" if parse_hd(c.hd).dice >= 4 else ("S" if c.race in SMALL_RACES else "M")
    return "S" if c.race in SMALL_RACES else "M"


def _default_hp(c) -> int:
    if c.hp is not None:
        return c.hp
    if c.kind == "monster":
        h = parse_hd(c.hd)
        return max(1, int(h.dice * 9 / 2) + h.plus)
    return max(4, c.level * HP_PER_LEVEL.get(c.kind, 4))


def _facing(sc, i: int) -> float:
    c = sc.combatants[i]
    if c.facing is not None:
        return float(c.facing)
    foes = [(math.hypot(o.x - c.x, o.y - c.y), j, o) for j, o in enumerate(sc.combatants)
            if o.side != c.side and (o.x, o.y) != (c.x, c.y)]
    if not foes:
        return 0.0
    _, _, o = min(foes, key=lambda t: (t[0], t[1]))
    return round(math.degrees(math.atan2(o.y - c.y, o.x - c.x)) % 360.0, 6)


def combatant_components(sc, i: int) -> list:
    c = sc.combatants[i]
    side = [s.name for s in sc.sides].index(c.side)
    group = c.group or c.side
    size = sum(1 for o in sc.combatants if o.side == c.side and (o.group or o.side) == group)
    move = monster_rate(c.move, c.move_unit) if c.move is not None else (
        12.0 if c.kind == "monster" else 0.0)
    conditions = {k: 1 for k in ("invisible", "hidden", "prone") if getattr(c, k)}
    comps = [
        Identity(c.name, side), Position(float(c.x), float(c.y)), Facing(_facing(sc, i)),
        Combatant(kind=c.kind, level=c.level, troop_class=c.troop_class, race=c.race, hd=c.hd,
                  hp=_default_hp(c), natural_ac=c.ac, size=_default_size(c), legs=c.legs,
                  move=float(move), big=c.big, dex=c.dex, cha=c.cha, tags=list(c.tags),
                  group=group, group_size=size, leader=c.leader, player=c.player,
                  can_communicate=c.can_communicate, natural=[list(a) for a in c.attacks],
                  save_targets=dict(c.save_targets), breath=c.breath,
                  elevation=float(c.elevation), cover=c.cover),
        Gear(armor=c.armor, armor_magic=c.armor_magic, shield=c.shield,
             shield_wooden=c.shield_wooden, shield_magic=c.shield_magic, weapon=c.weapon,
             weapon_magic=c.weapon_magic, weapon_silver=c.weapon_silver, missile=c.missile,
             missile_magic=c.missile_magic, spare=list(c.spare), flasks=list(c.flasks),
             items=list(c.items), packed=list(c.packed), pavis="carried" if c.pavis else "",
             holy_symbol=c.holy_symbol, overloaded=c.overloaded),
        Turn(), Fights(), Conditions(dict(sorted(conditions.items()))),
    ]
    if c.mount:
        comps.append(Steed(c.mount))
    if c.spells:
        comps.append(Spellbook(prepared=list(c.spells)))
    return comps


def setup(ctx):
    """Spawn every combatant (entity ids follow the file), then open the encounter."""
    sc = ctx.scenario
    sides = ctx.state.sides
    for i, c in enumerate(sc.combatants):
        ctx.spawn(sides.index(c.side), *combatant_components(sc, i))
    yield from encounter(ctx)
