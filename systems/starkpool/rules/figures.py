"""What a figure is now, derived from its components and the battle's tables.

Every rule reads figures through these functions, so a table override in a scenario
reaches every rule at once.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from affray.components.starkpool import Combatant, Gear, Steed, Turn
from affray.kernel.components import Conditions, Position, Vitals
from affray.kernel.geometry import plane

from ..tables.armor import armor_class
from ..tables.attack_bonus import attack_bonus
from ..tables.hit_dice import HitDice, parse_hd, ratio_hd
from ..tables.movement_rates import movement_rate
from ..tables.saving_throws import save_target
from ..tables.weapons import weapon_length
from . import nearby as N

__all__ = [
    "pos", "hp_left", "present", "active", "targetable", "cond", "mounted", "size", "zoc",
    "rate", "ac", "weapon", "missile", "two_handed", "length", "natural", "hd", "enemy_hd",
    "to_hit_bonus", "save", "is_caster", "is_scout", "fleeing", "enemies", "friends",
    "distance", "FULL_CONDITIONS", "able", "stunned", "turn", "nearest_enemies", "with_condition",
    "forget",
]

OUT = frozenset(("surrendered", "subdued"))   # out of the fight, still on the table
INACTIVE = OUT | {"asleep", "invisible", "hidden"}
FULL_CONDITIONS = ("prone", "invisible", "hidden", "surprised", "stunned", "fleeing",
                   "fearless", "surrendered", "subdued", "asleep", "held", "spotted",
                   "turned", "out_of_sight", "rear_next", "burning")


def cond(state, eid: int, name: str, default: Any = 0) -> Any:
    return state.get(eid, Conditions).values.get(name, default)


def pos(state, eid: int) -> tuple[float, float]:
    p = state.get(eid, Position)
    return (p.x, p.y)


def distance(state, a: int, b: int) -> float:
    return plane.distance(pos(state, a), pos(state, b))


def hp_left(state, eid: int) -> int:
    return state.get(eid, Combatant).hp - state.get(eid, Vitals).hits


def present(state, eid: int) -> bool:
    """On the table and in the fight: alive, not gone, not a prisoner."""
    v = state.get(eid, Vitals)
    if v.dead or v.removed:
        return False
    values = state.get(eid, Conditions).values
    return not values or values.keys().isdisjoint(OUT)


def active(state, eid: int) -> bool:
    """Exerts a zone of control and can strike (awake, seen, fighting)."""
    v = state.get(eid, Vitals)
    if v.dead or v.removed:
        return False
    values = state.get(eid, Conditions).values
    return not values or values.keys().isdisjoint(INACTIVE)   # INACTIVE holds OUT


def targetable(state, eid: int) -> bool:
    """Can be attacked: present, and seen (or spotted, SP-40)."""
    v = state.get(eid, Vitals)
    if v.dead or v.removed:
        return False
    values = state.get(eid, Conditions).values
    if not values:
        return True
    if not values.keys().isdisjoint(OUT):
        return False
    return ("invisible" not in values and "hidden" not in values) or "spotted" in values


def fleeing(state, eid: int) -> bool:
    values = state.get(eid, Conditions).values
    return "fleeing" in values or "turned" in values


def mounted(state, eid: int) -> bool:
    s = state.try_get(eid, Steed)
    return s is not None and s.mounted


def _kept(state) -> dict:
    """Derived values that change only when a figure's gear or mount does: {eid: (size,
    length)}. Kept until the reducers of `GearChanged` and `Unhorsed` call `forget`."""
    kept = state.derived.get("_sp_kept")
    if kept is None:
        kept = state.derived["_sp_kept"] = {}
    return kept


def forget(state, eid: int) -> None:
    """The reducers' call: eid's gear or mount changed."""
    state.derived.get("_sp_kept", {}).pop(eid, None)


def _derive(state, eid: int) -> tuple[str, int]:
    c = state.get(eid, Combatant)
    size_now = "L" if mounted(state, eid) else c.size
    w = weapon(state, eid)
    if w is None:
        length_now = weapon_length(None, size_now, int(hd(state, eid).dice))
    else:
        length_now = weapon_length(w["length"], c.size, 0, c.big)
    found = _kept(state)[eid] = (size_now, length_now)
    return found


def size(state, eid: int) -> str:
    """SP-85: a rider counts as Large."""
    found = _kept(state).get(eid)
    return (found or _derive(state, eid))[0]


def zoc(state, eid: int) -> float:
    """SP-27: 1" for Small and Medium, 2" for Large."""
    return 2.0 if size(state, eid) == "L" else 1.0


def rate(state, eid: int) -> float:
    """SP-02, SP-24, SP-25: the movement allowance in inches this round."""
    c = state.get(eid, Combatant)
    g = state.get(eid, Gear)
    if mounted(state, eid):
        return float(state.tables["mounts"][state.get(eid, Steed).kind]["move"])
    if c.move:
        return float(c.move)
    move_class = state.tables["armor"][g.armor]["move"]
    return float(movement_rate(move_class, c.race, g.overloaded, g.pavis in ("carried", "held"),
                               state.tables["movement"]))


def weapon(state, eid: int) -> dict[str, Any] | None:
    """The melee weapon record in hand, or None for natural weapons / bare hands."""
    g = state.get(eid, Gear)
    if g.weapon:
        return state.tables["weapons"][g.weapon]
    if state.get(eid, Combatant).natural:
        return None
    return state.tables["weapons"]["unarmed"]


def natural(state, eid: int) -> bool:
    """Fights with natural weapons (claw, bite...) rather than a weapon."""
    g = state.get(eid, Gear)
    return not g.weapon and bool(state.get(eid, Combatant).natural)


def missile(state, eid: int) -> dict[str, Any] | None:
    g = state.get(eid, Gear)
    if not g.missile or g.missile_state in ("unstrung", "broken"):
        return None
    return state.tables["missile_weapons"][g.missile]


def two_handed(state, eid: int) -> bool:
    w = weapon(state, eid)
    return w is not None and w["hands"] >= 2


def ac(state, eid: int, ignore_shield: bool = False) -> int:
    """SP-04, SP-05, SP-104: AC now (a flank or rear attacker ignores the shield)."""
    c = state.get(eid, Combatant)
    g = state.get(eid, Gear)
    return armor_class(g.armor, g.armor_magic, g.shield and not ignore_shield, g.shield_magic,
                       two_handed(state, eid), c.natural_ac, state.tables["armor"])


_HD: dict[tuple, HitDice] = {}     # (kind, hd, troop class, level) -> HitDice (immutable)


def hd(state, eid: int) -> HitDice:
    """A figure's HD: monsters by their entry; men by level (normal men count 1)."""
    c = state.get(eid, Combatant)
    key = (c.kind, c.hd, c.troop_class, c.level)
    found = _HD.get(key)
    if found is not None:
        return found
    if c.kind == "monster":
        found = parse_hd(c.hd)
    elif c.kind == "troop":
        found = HitDice(Fraction({"A": 2}.get(c.troop_class, 1)))
    else:
        found = HitDice(Fraction(max(1, c.level)))
    _HD[key] = found
    return found


def enemy_hd(state, eid: int) -> Fraction:
    """SP-98: HD for the level/HD ratio (pluses ignored, 1/2 counts 0.5, levels as HD)."""
    return ratio_hd(hd(state, eid))


def length(state, eid: int) -> int:
    """SP-74, SP-75: Length of the weapon used now."""
    found = _kept(state).get(eid)
    return (found or _derive(state, eid))[1]


def to_hit_bonus(state, eid: int) -> int:
    """SP-80, SP-81: the T4 class/level/HD modifier on the men's matrices."""
    c = state.get(eid, Combatant)
    h = hd(state, eid) if c.kind == "monster" else None
    return attack_bonus(c.kind, c.level, c.troop_class, h, state.tables["attack_bonus"])


def save(state, eid: int, purpose: str) -> int:
    """SP-146: the d20 number this figure needs to save for this purpose."""
    c = state.get(eid, Combatant)
    level = int(hd(state, eid).dice) if c.kind == "monster" else c.level
    return save_target(c.kind, level, purpose, c.save_targets, state.tables["saving_throws"])


def is_caster(state, eid: int) -> bool:
    return state.get(eid, Combatant).kind in ("magic_user", "cleric_militant",
                                              "cleric_spiritual", "druid")


def is_scout(state, eid: int) -> bool:
    return state.get(eid, Combatant).kind in ("scout", "delver")


def enemies(state, eid: int, radius: float, pred=present) -> list[int]:
    """Enemies within radius, nearest first (ties by id), through the spatial index."""
    mine = state.side[eid]
    return [e for e in N.within(state, pos(state, eid), radius)
            if state.side[e] != mine and pred(state, e)]


def nearest_enemies(state, eid: int, k: int, radius: float, pred=present) -> list[int]:
    """Up to k enemies passing `pred` within radius, nearest first (ties by id); the
    spatial index stops searching as soon as it has them (hot path)."""
    mine = state.side[eid]
    return N.nearest(state, pos(state, eid), k, lambda e: state.side[e] != mine
                                 and pred(state, e), max_radius=radius)


def friends(state, eid: int, radius: float, pred=present) -> list[int]:
    mine = state.side[eid]
    return [e for e in N.within(state, pos(state, eid), radius)
            if e != eid and state.side[e] == mine and pred(state, e)]


def turn(state, eid: int) -> Turn:
    return state.get(eid, Turn)


def stunned(state, eid: int) -> bool:
    values = state.get(eid, Conditions).values
    return any(name in values and values[name] >= state.round for name in ("stunned", "held"))


def able(state, eid: int) -> bool:
    """May take actions now: active and not surprised, stunned or held this round."""
    v = state.get(eid, Vitals)
    if v.dead or v.removed:
        return False
    values = state.get(eid, Conditions).values
    if not values:
        return True
    if not values.keys().isdisjoint(INACTIVE) or "surprised" in values:
        return False
    r = state.round
    return not any(name in values and values[name] >= r for name in ("stunned", "held"))


def with_condition(state, name: str) -> list[int]:
    """The figures on the table with a condition set, in id order."""
    return [e for e, c in state.query(Conditions) if name in c.values and present(state, e)]
