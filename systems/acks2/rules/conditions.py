"""Conditions as a registry (ACKS-183 to ACKS-187, ACKS-190): effects are looked up in the
`conditions` table, so replacing an entry changes results without code."""

from __future__ import annotations


def table(state) -> dict:
    return state.tables["conditions"]


def active(state, eid: int) -> list[str]:
    from affray.kernel.components import Conditions
    vals = state.get(eid, Conditions).values
    return sorted(k for k, v in vals.items() if v)


def flag(state, eid: int, name: str) -> bool:
    tab = table(state)
    return any(name in tab.get(c, {}).get("flags", ()) for c in active(state, eid))


def number(state, eid: int, key: str) -> int:
    """The summed modifier `key` of the holder's conditions (each condition once: ACKS-183)."""
    tab = table(state)
    return sum(tab.get(c, {}).get(key, 0) for c in active(state, eid))


def can(state, eid: int, what: str) -> bool:
    """ACKS-184..186: 'cast' (scrolls too, not spell-like abilities), 'move' (and actions in
    lieu of moving), 'attack' (and actions in lieu of attacking that are not also in lieu of
    moving). Lighting a torch is barred by either (ACKS-186 Source discrepancy)."""
    if what == "cast":
        return not flag(state, eid, "no_cast")
    if what in ("move", "stand", "swap_weapon", "shield", "pick_up", "retrieve"):
        return not flag(state, eid, "no_move")
    if what in ("attack", "drink_potion", "use_item", "turn_undead"):
        return not flag(state, eid, "no_attack")
    if what == "light_torch":
        return not (flag(state, eid, "no_move") or flag(state, eid, "no_attack"))
    if what == "spell_like":
        return True
    return True


def longest(durations: list[int]) -> int:
    """ACKS-183: several instances keep their own durations; the condition lasts until the
    last one ends, and its effect does not grow."""
    return max(durations) if durations else 0


def reduced_speed(speeds: dict[str, int], reduction: int) -> dict[str, int]:
    """ACKS-187: a reduction applies to every kind of movement."""
    return {k: max(0, v - reduction) for k, v in speeds.items()}
