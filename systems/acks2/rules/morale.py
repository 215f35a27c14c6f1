"""Morale (ACKS-191 to ACKS-200): who rolls, when, with which modifiers, and what the
result does."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status

from ..tables import morale as M


def groups(state) -> dict[tuple, list[int]]:
    """ACKS-193 Default: judge-controlled combatants sharing a morale_group on a side; a
    combatant without one is a group of one. Player characters never roll (ACKS-191)."""
    out: dict[tuple, list[int]] = {}
    for e in state.entities:
        sheet = state.get(e, Sheet)
        if sheet.controller != "judge":
            continue
        key = (state.side[e], sheet.morale_group or f"#{e}")
        out.setdefault(key, []).append(e)
    return out


def lone_trigger(hp_lost: int, max_hp: int, first: bool, hurt_this_round: bool) -> bool:
    """ACKS-193: a lone creature at one third of its hp lost, then each round it is hurt."""
    if 3 * hp_lost < max_hp:
        return False
    return first or hurt_this_round


def group_trigger(lost: int, start: int, first: bool, fell_this_round: int) -> bool:
    """ACKS-193: a group when a third has fallen, then each round another falls."""
    if 3 * lost < start or lost == 0:
        return False
    return first or fell_this_round > 0


def modifiers(*, lone: bool, hp_lost: int = 0, max_hp: int = 1, lost: int = 0, start: int = 1,
              ours: int = 0, theirs: int = 0, cornered: bool = False,
              extra: dict[str, int] | None = None) -> dict[str, int]:
    """ACKS-194 Default: the larger of each pair; hp for lone creatures, losses for groups."""
    out: dict[str, int] = {}
    if lone:
        if 3 * hp_lost >= 2 * max_hp:
            out["hp_two_thirds"] = M.MODIFIERS["hp_two_thirds"]
        elif 2 * hp_lost >= max_hp:
            out["hp_half"] = M.MODIFIERS["hp_half"]
    else:
        if 3 * lost >= 2 * start:
            out["lost_two_thirds"] = M.MODIFIERS["lost_two_thirds"]
        elif 2 * lost >= start:
            out["lost_half"] = M.MODIFIERS["lost_half"]
    if theirs and ours >= 2 * theirs:
        out["outnumber_2to1"] = M.MODIFIERS["outnumber_2to1"]
    elif ours > theirs:
        out["outnumber"] = M.MODIFIERS["outnumber"]
    if cornered:
        out["cornered"] = M.MODIFIERS["cornered"]
    out.update(extra or {})
    return out


def result(roll: int, morale: int, mods: dict[str, int]) -> str:
    """ACKS-192."""
    return M.result(roll + morale + sum(mods.values()))


def rolls_again(statuses: list[Status]) -> bool:
    """ACKS-197: Victory or Death latches: no more rolls this battle."""
    return not any(s.morale == M.TOP for s in statuses)


def pursuit_save_bonus(treasure_value: int, xp_value: int, rations: bool = False,
                       bestial_hungry: bool = False) -> int | None:
    """ACKS-199: +4 Paralysis save when treasure worth their XP (or a day's rations for
    hungry bestial monsters) is dropped; None when there is nothing to stop for."""
    if treasure_value >= xp_value or (rations and bestial_hungry):
        return 4
    return None


def perils_save_needed(condition: str, feature: str, running: bool) -> bool:
    """ACKS-198: frightened or faltering, at running speed, through a doorway, a corner
    or an obstacle."""
    return condition in ("frightened", "faltering") and running and feature in (
        "doorway", "corner", "obstacle")


def surrender_accepted(cowering: bool, terms_offered: bool) -> bool:
    """ACKS-200 Default: cowering creatures accept any offered terms."""
    return cowering and terms_offered
