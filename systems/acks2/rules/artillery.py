"""Artillery (ACKS-113 to ACKS-124). Statistics are data (ACKS-124): a type without a
record is refused, never resolved with made-up numbers."""

from __future__ import annotations

import math
from typing import NamedTuple

from affray.kernel.errors import AffrayError

from .throws import succeeds


AMMO = ("stone", "bolt", "crude", "pitch")
MATERIALS = ("wood", "stone")
AMMO_TYPES = {"stone": ["bludgeoning"], "crude": ["bludgeoning"], "bolt": ["piercing"], "pitch": ["fire"]}


class Artillery(NamedTuple):
    kind: str            # light ballista | medium ballista | heavy ballista | light catapult | ...
    damage: str
    aoe_radius_ft: int
    min_range_ft: int
    max_range_ft: int
    reload_rounds: int
    crew: int
    ammo: str = "stone"  # stone | pitch | bolt | crude


def record(types: dict, kind: str) -> Artillery:
    if kind not in types:
        raise AffrayError(f"artillery {kind!r} has no data record (ACKS-124): supply its statistics")
    return Artillery(kind, **types[kind])


def result(die: int, total: int, value: int, ac: int) -> str:
    """ACKS-114..117: fumble, direct, splash, scatter."""
    if die == 1:
        return "fumble"
    if succeeds(die, total, value + ac):
        return "direct"
    if succeeds(die, total, value):
        return "splash"
    return "scatter"


def direct_damage(roll: int, saved: dict[int, bool], at_point: int | None) -> dict[int, int]:
    """ACKS-114: full damage to the creature at the impact point (no save); others in the
    area halve it with a Blast save."""
    return {e: roll if e == at_point or not ok else roll // 2 for e, ok in saved.items()}


def splash_damage(roll: int, saved: dict[int, bool]) -> dict[int, int]:
    """ACKS-115: a save avoids all of it; structures take none."""
    return {e: 0 if ok else roll for e, ok in saved.items()}


def fumble(ammo: str, kind: str) -> str:
    """ACKS-116."""
    if ammo == "pitch":
        return "self_fire"
    if kind == "repeating ballista":
        return "jammed"  # 1 turn for a siege engineer: 60 rounds
    return "scatter_6d6"


JAM_ROUNDS = 60


def scatter_multiplier(range_ft: int) -> int:
    """ACKS-117 Default: per 250' of range, at least 1."""
    return max(1, math.ceil(range_ft / 250))


def accuracy(kind: str, target_size: str, moved_ft: int, formation: bool) -> int:
    """ACKS-118: trebuchet +2; catapults and trebuchets -4 vs man-sized (and smaller),
    -2 vs large, -1 per 10' moved; formations drop the size penalty."""
    mod = 2 if kind == "counterweight trebuchet" else 0
    if "ballista" in kind:
        return mod
    if not formation:
        mod += {"large": -2}.get(target_size, 0 if target_size in ("huge", "gigantic", "colossal") else -4)
    return mod - moved_ft // 10


def crew_initiative_mod(dex_mods: list[int]) -> int:
    """ACKS-119: the worst initiative modifier among the crew."""
    return min(dex_mods)


def crew_attack_level(levels: list[int]) -> int:
    return min(levels)


def crew_penalty(has_artillerist: bool, reload_rounds: int) -> tuple[int, int]:
    """ACKS-119 Default: without an artillerist -4 and half the rate (double reload)."""
    return (0, reload_rounds) if has_artillerist else (-4, 2 * reload_rounds)


def in_range(a: Artillery, feet: int) -> bool:
    """ACKS-120."""
    return a.min_range_ft <= feet <= a.max_range_ft


def ammo_penalty(ammo: str) -> int:
    return -2 if ammo == "crude" else 0


def structure_damage(kind: str, material: str, roll: int) -> int:
    """ACKS-121/122 (fractions round down)."""
    if material == "stone":
        return 0 if kind in ("light ballista", "medium ballista") else roll // 10
    if kind in ("light ballista", "medium ballista"):
        return roll // 10
    if kind in ("heavy ballista", "light catapult"):
        return roll // 3
    return roll


def pitch_damage(roll_4d6: int, saved: bool) -> int:
    """ACKS-123: 4d6 fire, half on a Blast save, now and each round at the same count."""
    return roll_4d6 // 2 if saved else roll_4d6


FIRE_FIGHTING_ACTIONS = 15


def fire_out(actions_so_far: int) -> bool:
    return actions_so_far >= FIRE_FIGHTING_ACTIONS


def reloaded(fired_round: int, now: int, reload_rounds: int) -> bool:
    """ACKS-44: a crew that fired must spend its action(s) reloading before firing again."""
    return now - fired_round > reload_rounds
