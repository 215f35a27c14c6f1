"""Special maneuvers (ACKS-170 to ACKS-182): each replaces an ordinary melee attack; none
earns a cleave unless it incapacitates (ACKS-170)."""

from __future__ import annotations

from typing import NamedTuple

from affray.components.acks2 import Sheet
from affray.kernel.components import Position
from affray.kernel.events import ConditionSet, Moved
from affray.kernel.geometry import squares as sq
from affray.kernel.options import ListOptions

from ..tables.sizes import size_index
from . import attack as atk
from . import geometry as geo
from .melee import strike
from .throws import size_adjustment

POLEARMS = ("staff", "spear", "polearm", "pike", "lance")
SUNDER_SAVE = {"dagger": 4, "knife": 4, "sword": 4, "short sword": 4, "two-handed sword": 4}


def sunder_penalty(target_weapon: str) -> int:
    """ACKS-180: -4 against staffs, spears and polearms, -6 against anything else."""
    return -4 if target_weapon in POLEARMS else -6


def sunder_save_modifier(item: str, attacker_magic: int, item_magic: int) -> int:
    """ACKS-180: - the sundering weapon's bonus + the item's; +4 daggers, swords, shields;
    -4 staffs, spears, polearms."""
    m = item_magic - attacker_magic
    if item in SUNDER_SAVE or item == "shield":
        m += 4
    elif item in POLEARMS:
        m -= 4
    return m


def can_sunder_magic(attacker_magic: int, item_magic: int) -> bool:
    return attacker_magic >= item_magic


def push_squares(feet: int) -> int:
    """ACKS-176 Default: squares moved = floor(feet / 5)."""
    return feet // 5


def obstacle_dice(feet_travelled: int) -> int:
    return feet_travelled // 10


def sweep_share(total: int, targets: int) -> int:
    """ACKS-181: ordinary damage / number of targets (misses count), rounded down, min 1."""
    return max(1, total // targets)


def sweep_cleaves(dropped: int, targets: int) -> bool:
    return 2 * dropped > targets


def brawl_reflects(attacker_armor: str, target_armor: str) -> bool:
    """ACKS-171: light, very light or no armor cannot punch medium or heavy armor."""
    return attacker_armor in ("none", "very light", "light") and target_armor in ("medium", "heavy")


class Maneuver(NamedTuple):
    name: str

    def legal(self, state, a: int, t: int) -> bool:
        sa, st = state.get(a, Sheet), state.get(t, Sheet)
        if self.name == "clamber":
            return size_index(st.size) > size_index(sa.size)
        if self.name == "coup":
            from .engagement import engaged
            return (bool(state.condition(t, "unconscious") or state.condition(t, "helpless"))
                    and not engaged(state, a) and size_index(st.size) <= size_index(sa.size))
        if self.name in ("disarm", "sunder"):
            return not st.natural
        if self.name == "sunder_shield":  # ACKS-180: "his opponent's weapon or shield"
            return st.shield and not state.condition(t, "shield_broken")
        return True

    def resolve(self, ctx, a: int, t: int):
        """A generator (the force back's direction and the overrun's block are asked);
        returns whether the target dropped."""
        state = ctx.state
        sa, stt = state.get(a, Sheet), state.get(t, Sheet)
        mover_size = sa.size
        if self.name == "coup":  # ACKS-174: no roll, no cleave, sneaking kept
            from .. import events as E
            ctx.emit(E.Fell(t, "slain", "coup de grace"))
            return False
            yield
        name = self.name
        if name == "sunder" and stt.weapon in POLEARMS:
            name = "sunder_polearm"
        if name == "sunder" and not can_sunder_magic(sa.magic, stt.magic):
            return False
        from affray.components.acks2 import Status
        before = state.get(t, Status).hp
        hit, dropped = strike(ctx, a, t, "melee", maneuver=name)
        dealt = before - state.get(t, Status).hp
        if not hit or not state.alive(t) or atk.out_of_action(state, t):
            return dropped
        adj = size_adjustment(stt.size, mover_size)
        if self.name in ("forceback", "overrun"):  # ACKS-206/213: the mount's or vehicle's size
            from .bodies import body
            a_body, mover_size = body(state, a)
            t_body, t_size = body(state, t)
            adj = size_adjustment(t_size, mover_size)
        if self.name == "knockdown":
            if not atk.save(ctx, t, "paralysis", adj, "ACKS-178 knock down"):
                ctx.emit(ConditionSet(t, "prone", 1))
        elif self.name == "wrestle":
            if not atk.save(ctx, t, "paralysis", adj, "ACKS-182 wrestle"):
                ctx.emit(ConditionSet(t, "wrestled", a))
        elif self.name == "disarm":
            if not atk.save(ctx, t, "paralysis", 4 if stt.two_handed else 0, "ACKS-175 disarm"):
                ctx.emit(ConditionSet(t, "disarmed", 1))
        elif self.name == "sunder":
            m = sunder_save_modifier(stt.weapon, sa.magic, stt.magic)
            if not atk.save(ctx, t, "paralysis", m, "ACKS-180 sunder"):
                ctx.emit(ConditionSet(t, "disarmed", 1))
        elif self.name == "sunder_shield":
            if not atk.save(ctx, t, "paralysis", sunder_save_modifier("shield", sa.magic, 0), "ACKS-180 sunder shield"):
                ctx.emit(ConditionSet(t, "shield_broken", 1))
        elif self.name == "clamber":
            rev = size_adjustment(stt.size, mover_size, reverse=True)
            if not atk.save(ctx, t, "paralysis", rev, "ACKS-172 clamber"):
                ctx.emit(ConditionSet(a, "clambering", t))
        elif self.name == "forceback":
            if not atk.save(ctx, t, "paralysis", adj, "ACKS-176 force back"):
                ways = push_directions(state, a_body, t_body)
                way = ways[0]
                if len(ways) > 1:  # ACKS-176: "into an obstacle, through a doorway, or off a cliff"
                    way = yield from ctx.decide(a, "push_direction", ListOptions(ways))
                push(ctx, a_body, t_body, dealt, t_size, sq.DIRECTIONS[way])
        elif self.name == "overrun":
            saved = atk.save(ctx, t, "paralysis", 0, "ACKS-179 overrun")
            if saved and (yield from ctx.decide(t, "overrun_block", ListOptions(["block", "let_pass"]))) == "block":
                from .melee import damage_roll
                die, types, _ = atk.weapon_of(state, a)
                atk.hurt(ctx, t, damage_roll(ctx, a, t, die, False, "melee"), types, source=a)
            else:
                ends = _beyond(state, a_body, t_body)
                if len(ends) > 1:  # ACKS-179: "by up to the combatant's combat speed"
                    from affray.kernel.shapes import Cells
                    pick = yield from ctx.decide(a, "overrun_end", Cells(ends, grid="square"))
                    ends = [(pick[0], pick[1])]
                if ends:
                    _carry(ctx, a_body, ends[0])
        return atk.out_of_action(state, t)


def _carry(ctx, e: int, to) -> None:
    """Move e and everyone aboard it (ACKS-201/210: they share its square)."""
    from .bodies import aboard
    for who in [e] + aboard(ctx.state, e):
        ctx.emit(Moved(who, to[0], to[1]))


def _beyond(state, a: int, t: int) -> list[tuple[int, int]]:
    """ACKS-179: the squares straight ahead past the overrun opponent: the first one, then
    each next free one within the combat speed left this segment."""
    from affray.components.acks2 import Status
    from .movement import speeds, walls
    ca, ct = geo.centre(state, a), geo.centre(state, t)
    dx, dy = ct[0] - ca[0], ct[1] - ca[1]
    dx, dy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
    tarea = geo.area(state, t)
    s = ct
    for _ in range(12):
        s = (s[0] + dx, s[1] + dy)
        if s not in sq.squares_of(tarea):
            break
    taken = geo.occupied(state, a)
    if s in taken:
        return []
    start = geo.area(state, a)
    left = speeds(state.get(a, Sheet))["march"] - state.get(a, Status).moved
    blocked = walls(state)
    out = [s]
    while True:
        s = (s[0] + dx, s[1] + dy)
        if s in taken or s in blocked or sq.distance_feet((start.x, start.y), s) > left:
            return out
        out.append(s)


def _away(state, a: int, t: int) -> tuple[int, int]:
    ca, ct = geo.centre(state, a), geo.centre(state, t)
    dx, dy = ct[0] - ca[0], ct[1] - ca[1]
    return (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)


def push_directions(state, a: int, t: int) -> list[str]:
    """ACKS-176: the ways `a` may force `t` back: straight away from it first, then the two
    45 degrees either side (each still takes `t` farther from `a`)."""
    away = _away(state, a, t)
    if away == (0, 0):
        return ["N"]
    i = sq.FACINGS.index(next(f for f, v in sq.DIRECTIONS.items() if v == away))
    return [sq.FACINGS[i], sq.FACINGS[(i - 1) % 8], sq.FACINGS[(i + 1) % 8]]


def push(ctx, a: int, t: int, feet: int, size: str | None = None, way: tuple[int, int] | None = None) -> None:
    """ACKS-176: pushed back feet = the damage dealt (the last Hurt), square by square;
    a wall knocks it prone for 1d6 per 10'. `size`: the pushed body's (ACKS-206/213: a
    mount's or vehicle's), which also carries everyone aboard it."""
    from .bodies import aboard
    from .. import events as E
    from .movement import walls
    state = ctx.state
    n = push_squares(feet)
    dx, dy = way or _away(state, a, t)
    pos = state.get(t, Position)
    x, y = pos.x, pos.y
    blocked = walls(state)
    taken = geo.occupied(state, t)
    riding = aboard(state, t)
    size = size or state.get(t, Sheet).size
    moved = 0
    for _ in range(n):
        nx, ny = x + dx, y + dy
        if (nx, ny) in blocked:
            ctx.emit(ConditionSet(t, "prone", 1))
            d = obstacle_dice(moved * 5)
            if d:
                atk.hurt(ctx, t, atk.roll_damage(ctx, f"{d}d6"), ["bludgeoning"], source=a)
            break
        other = taken.get((nx, ny))
        if other is not None and other != t and other not in riding:
            if size_index(state.get(other, Sheet).size) >= size_index(size):
                ctx.emit(ConditionSet(t, "prone", 1))
                break
            ctx.emit(ConditionSet(other, "prone", 1))
        x, y = nx, ny
        moved += 1
    if (x, y) != (pos.x, pos.y):
        _carry(ctx, t, (x, y))
        atk.lose_readiness(ctx, t)


MANEUVERS = ("knockdown", "disarm", "forceback", "incapacitate", "wrestle", "overrun",
             "sunder", "sunder_shield", "clamber", "coup")


def maneuver(name: str) -> Maneuver:
    return Maneuver(name)

