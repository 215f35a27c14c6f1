"""Surprise chances and the encounter-opening rules (section 3.1).

SP-07  an unaware party rolls 1d6 and is surprised at or under the OTHER party's chance (2).
SP-08  a noisy party, or one showing unshielded light in a dungeon, has chance 0.
SP-10  11+ creatures in a dungeon, or 100+ outdoors, surprise only on a 1.
SP-11  in the wilderness (not clear grassland or clear sandy desert) elves/halflings: 1-4.
SP-12  Scouts/Delvers: levels 1-3 -> 3, 4-6 -> 4, 7+ -> 5 (lowest member; abilities never count).
SP-13  Judge adjustment: a per-party bonus added to the chance.
SP-14  a moving party uses its worst (lowest) member chance; when several special rules
       apply to one figure or group, the lowest chance wins (gap default).
SP-16  surprise distance: 1d4+1" in a dungeon, 1d10+8" in the wilderness.
SP-18  a hiding group: each member compares the enemy's one roll with his own chance.
SP-21  initiative: d6 1-3 side A chooses Move or Counter Move, 4-6 side B.
"""

from __future__ import annotations

import math
from typing import Any, Iterable, NamedTuple

from affray.components.starkpool import Combatant
from affray.kernel.events import ConditionSet, Moved, Removed
from affray.kernel.options import ListOptions

from ..events import Avoided, SurpriseRolled, WanderingMonsterCheck
from ..tables.surprise import SURPRISE
from . import figures as F

__all__ = ["Member", "member_chance", "party_chance", "is_surprised", "distance_die",
           "surprise_distance", "hidden_surprisers", "initiative_chooser", "encounter",
           "figure_chance"]


class Member(NamedTuple):
    kind: str = "troop"
    level: int = 0
    race: str = "human"


def member_chance(m: Member, environment: str, terrain: str = "",
                  table: dict[str, Any] = SURPRISE) -> int:
    """SP-11/SP-12/SP-14: one figure's chance to surprise; several special rules -> lowest."""
    special = []
    if m.kind in ("scout", "delver"):
        chance = table["default"]
        for start, value in table["scout_levels"]:
            if m.level >= start:
                chance = value
        special.append(chance)
    if (m.race in table["stealthy_races"] and environment == "wilderness"
            and terrain not in table["open_terrain"]):
        special.append(table["elf_halfling"])
    return min(special) if special else table["default"]


def party_chance(members: Iterable[Member], environment: str = "dungeon", terrain: str = "",
                 noisy: bool = False, light_visible: bool = False, bonus: int = 0,
                 table: dict[str, Any] = SURPRISE) -> int:
    """SP-07..SP-14: the chance (on 1d6) that this party surprises an unaware enemy."""
    ms = list(members)
    if noisy or (light_visible and environment == "dungeon"):
        return 0
    chance = min((member_chance(m, environment, terrain, table) for m in ms),
                 default=table["default"])
    if len(ms) >= table["large_group"][environment]:
        chance = min(chance, table["large_group_chance"])
    return max(0, chance + bonus)


def is_surprised(roll: int, other_chance: int) -> bool:
    """SP-07: an unaware party is surprised on a d6 at or under the other's chance."""
    return roll <= other_chance


def distance_die(environment: str) -> tuple[int, int, int]:
    """SP-16: (dice, sides, add) of the surprise distance roll."""
    return (1, 4, 1) if environment == "dungeon" else (1, 10, 8)


def surprise_distance(environment: str, die: int) -> int:
    return die + distance_die(environment)[2]


def hidden_surprisers(roll: int, chances: dict[int, int]) -> list[int]:
    """SP-18: the hidden members (by id) whose own chance covers the enemy's roll."""
    return sorted(eid for eid, chance in chances.items() if roll <= chance)


def initiative_chooser(die: int) -> int:
    """SP-21: index of the side that chooses (0 = side A on 1-3, 1 = side B on 4-6)."""
    return 0 if die <= 3 else 1


# -- the encounter opening: a system run by `setup` ------------------------------------------

def _members(state, side: int) -> list[int]:
    return [e for e in state.entities if state.side[e] == side]


def _member(state, eid: int) -> Member:
    c = state.get(eid, Combatant)
    return Member(c.kind, c.level, c.race)


def figure_chance(state, eid: int) -> int:
    """SP-20: a figure's own surprise chance."""
    m = state.map
    return member_chance(_member(state, eid), m.environment, m.terrain, state.tables["surprise"])


def encounter(ctx):
    """SP-07..SP-19: roll surprise for unaware sides and set up the surprise round."""
    state = ctx.state
    m = state.map
    enc = m.encounter
    if enc is None or not enc.unaware:
        return
    table = state.tables["surprise"]
    names = state.sides
    chance = {}
    for s, name in enumerate(names):
        bash = enc.bash.get(name, 0)
        chance[s] = party_chance([_member(state, e) for e in _members(state, s)], m.environment,
                                 m.terrain, name in enc.noisy, name in enc.light,
                                 enc.bonus.get(name, 0), table)
        if bash and bash != 1:                       # SP-19
            chance[s] = 0
            ctx.emit(WanderingMonsterCheck(s))
    surprised: dict[int, list[int]] = {}
    for s, name in enumerate(names):
        if name not in enc.unaware:
            continue
        other = 1 - s
        if names[other] in enc.stationary:          # SP-18: each hider's own chance
            chances = {e: (0 if chance[other] == 0 else figure_chance(state, e))
                       for e in _members(state, other)}
        else:
            chances = {e: chance[other] for e in _members(state, other)}
        # no die where no face can change who surprises: a chance of 0 (a failed door
        # bash, SP-19; noise or light, SP-08) or of 6 and more for everyone
        fixed = max(chances.values(), default=0) <= 0 or min(chances.values(), default=0) >= 6
        roll = 0 if fixed else ctx.roll("surprise", 1, 6)[0]
        if fixed:
            who = sorted(e for e, c in chances.items() if c >= 6)
        elif names[other] in enc.stationary:
            who = hidden_surprisers(roll, chances)
        else:
            who = _members(state, other) if is_surprised(roll, chance[other]) else []
        ctx.emit(SurpriseRolled(s, chance[other], roll, bool(who)))
        if who:
            surprised[s] = who
    if len(surprised) != 1:                          # SP-09 gap: both (or neither) surprised
        return
    (victim, surprisers), = surprised.items()
    aware = 1 - victim
    if enc.place:
        die = distance_die(m.environment)
        yield from _place(ctx, victim, aware, ctx.roll("surprise_distance", 1, die[1])[0] + die[2])
    opts = ["fight", "avoid"] + (["wait"] if names[aware] in enc.stationary else [])
    choice = yield from ctx.decide(-aware, "surprise", ListOptions(opts))
    if choice == "avoid":                            # SP-15
        ctx.emit(Avoided(aware))
        for e in _members(state, aware):
            ctx.emit(ConditionSet(e, "avoided", 1))
            ctx.emit(Removed(e))
        return
    for e in _members(state, victim):
        ctx.emit(ConditionSet(e, "surprised", 1))
    for e in surprisers:
        ctx.emit(ConditionSet(e, "surpriser", 1))
        if choice == "wait":                         # SP-17: an ambush sprung later
            ctx.emit(ConditionSet(e, "ambush", 1))


def _place(ctx, victim: int, aware: int, gap: float):
    """SP-16: slide the surprised side along the line between the sides' centres until the
    nearest pair of enemies is `gap` inches apart."""
    state = ctx.state
    vs, av = _members(state, victim), _members(state, aware)
    if not vs or not av:
        return
    cv = [sum(F.pos(state, e)[i] for e in vs) / len(vs) for i in (0, 1)]
    ca = [sum(F.pos(state, e)[i] for e in av) / len(av) for i in (0, 1)]
    dx, dy = cv[0] - ca[0], cv[1] - ca[1]
    norm = math.hypot(dx, dy) or 1.0
    ux, uy = (dx / norm, dy / norm) if math.hypot(dx, dy) else (1.0, 0.0)
    start = {e: F.pos(state, e) for e in vs}
    ends = [F.pos(state, e) for e in av]

    def nearest(t: float) -> float:
        return min(math.dist((p[0] + ux * t, p[1] + uy * t), q) for p in start.values()
                   for q in ends)
    lo, hi = -norm, 1000.0
    for _ in range(80):                              # nearest(t) grows with t along the axis
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if nearest(mid) < gap else (lo, mid)
    t = round(hi, 6)
    for e in vs:
        x, y = start[e]
        ctx.emit(Moved(e, round(x + ux * t, 6), round(y + uy * t, 6)))
    return
    yield
