"""Actions the battle engine offers no choice for (ACKS-40 to ACKS-50, ACKS-53, ACKS-57,
ACKS-59, ACKS-62, ACKS-63, ACKS-66, ACKS-69, ACKS-70): what each needs, what it costs and
which throw it asks for. Resolvers for proficiencies outside the chapter are placeholders."""

from __future__ import annotations

from typing import NamedTuple

PLACEHOLDER_TARGETS = {"lockpicking": 18, "searching": 18, "trapbreaking": 18,
                       "dungeonbashing": 18, "listening": 14, "hiding": 18, "sneaking": 18}


class Request(NamedTuple):
    """A proficiency-throw request an action emits (ACKS-41 and the like)."""

    throw: str
    target: int
    modifier: int = 0
    about: str = ""


def don_armor_rounds(stone: int) -> int:
    """ACKS-40: 1 stone per full-round action (Default weight = the armor's AC)."""
    return stone


def armor_counts(donned_stone: int, stone: int) -> bool:
    return donned_stone >= stone


def within(feet: int, pole: bool = False) -> int:
    return 10 if pole else 5


def hasty(kind: str, distance_ft: int, thing: str | None, str_mod: int = 0) -> Request | None:
    """ACKS-41/42/43/48/59: lockpick, search (5', 10' with a pole), trapbreak, spike a door,
    bash; None when nothing suitable is within reach."""
    reach = 10 if kind == "search_pole" else 5
    if thing is None or distance_ft > reach:
        return None
    throw = {"lockpick": "lockpicking", "search": "searching", "search_pole": "searching",
             "trapbreak": "trapbreaking", "bash": "dungeonbashing", "spike": ""}[kind]
    if not throw:
        return Request("", 0, 0, f"{thing} spiked")
    return Request(throw, PLACEHOLDER_TARGETS[throw], str_mod if kind == "bash" else 0, thing)


FULL_ROUND = ("cast", "charge", "don_armor", "lockpick", "search", "trapbreak",
              "artillery", "run", "running_sneak", "retreat", "spike")
IN_LIEU_OF_MOVEMENT = ("grab", "order", "light", "mount_proficient", "open_door", "pick_up",
                       "shield", "retrieve", "swap_weapon")
FREE = ("drop_weapon", "draw_from_sheath", "simple_order")
IN_LIEU_OF_ATTACKING = ("apply_herb", "brandish", "use_device", "cleanse", "potion",
                        "mount_stationary", "unlock", "use_item") + IN_LIEU_OF_MOVEMENT


def action_slot(action: str) -> str:
    """ACKS-49/57: which slot an action uses."""
    if action in FREE:
        return "free"
    if action in FULL_ROUND:
        return "full"
    if action in IN_LIEU_OF_MOVEMENT:
        return "movement"
    if action in IN_LIEU_OF_ATTACKING:
        return "combat"
    raise ValueError(f"unknown action {action!r}")


def segment_ok(actions: list[str]) -> bool:
    """ACKS-36: one full-round action; or two movement actions; or a movement action then
    a combat action (movement first). Movement-slot actions may fill the combat slot."""
    slots = [action_slot(a) if a in FULL_ROUND + IN_LIEU_OF_ATTACKING + FREE
             else a for a in actions]
    slots = [s for s in slots if s != "free"]
    if "full" in slots:
        return slots == ["full"]
    if len(slots) > 2:
        return False
    if len(slots) == 2 and slots[0] != "movement":
        return False
    return True


def grab_ok(grabber_engaged: bool, victim_helpless: bool) -> bool:
    """ACKS-50: the victim may be engaged; the grabber may not."""
    return victim_helpless and not grabber_engaged


def carried_weight(weight: int, whole: bool) -> int:
    return weight if whole else weight // 2


def sneak(speed: int, fast: bool) -> tuple[int, int]:
    """ACKS-53: half combat speed, or full speed at -5; ACKS-46 running sneak: -10."""
    return (speed, -5) if fast else (speed // 2, 0)


def running_sneak_ok(engaged: bool, proficient: bool) -> tuple[bool, int]:
    return (not engaged and proficient), -10


def gradual_curve(path: list[tuple[int, int]]) -> bool:
    """ACKS-45 Default: every turn at most 45 degrees and at least 2 squares after the last."""
    dirs = [(b[0] - a[0], b[1] - a[1]) for a, b in zip(path, path[1:])]
    since = 99
    for prev, cur in zip(dirs, dirs[1:]):
        since += 1
        if cur != prev:
            dot = prev[0] * cur[0] + prev[1] * cur[1]
            if dot <= 0 or (prev[0] * cur[0] + prev[1] * cur[1]) < 1 or since < 2:
                return False
            since = 0
    return True


def hide_ok(proficient: bool) -> Request | None:
    """ACKS-62: requires Hiding; success sets `hidden` (blocks engagement, ACKS-29)."""
    return Request("hiding", PLACEHOLDER_TARGETS["hiding"]) if proficient else None


def listen() -> Request:
    """ACKS-63."""
    return Request("listening", PLACEHOLDER_TARGETS["listening"])


def rebuke_targets(undead_arcs: dict[int, str]) -> list[int]:
    """ACKS-66: undead in line of sight only (not the rear arc)."""
    return sorted(e for e, arc in undead_arcs.items() if arc != "rear")


def treat_injury_bonus(rounds_since: int, potion_level: int = 0) -> int:
    """ACKS-69: treating triggers the Mortal Wounds roll; within a round +2, and healing
    magic given as part of it adds its level."""
    from .wounds import timing
    return timing(rounds_since) + potion_level


def treat_ok(kind: str) -> bool:
    """ACKS-136: destroyed or slain creatures cannot be treated."""
    from .wounds import at_zero
    return at_zero(kind) == "unconscious"


def spell_like(declared: bool) -> dict:
    """ACKS-70: a combat action, no declaration, cannot be disrupted."""
    return {"slot": "combat", "declaration": False, "disruptable": False}
