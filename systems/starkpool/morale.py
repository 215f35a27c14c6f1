"""Morale: triggers, the check, its modifiers (T6), broken and trapped groups, rallies.

SP-127 checks are made at once when: the group's leader is killed; an individual is rear
       attacked; a lone powerful monster has lost half its hp; Class E/D/C foot troops are
       charged by lancers or a Large monster; casualties reach the class's thresholds
       (E/D 25/50/75%, C 33/66/75%, A/B 50/75%).
SP-128 2d6 + modifiers >= 7 passes.
SP-129 a failed group flees at once at its full rate (in melee: SP-96).
SP-130 a broken group not attacked at all in the next round re-rolls at that round's end.
SP-131 trapped: pass -> fights to the death; fail -> surrenders, unless it cannot
       communicate (then it fights on).
SP-132 a leader rallies fleeing allies within CHA x 1".
SP-133 T6 modifiers. Gap defaults: one base line (troop class, or +1 per 2 levels for
       characters, or +1 per 2 HD for monsters, max +4) plus the race/type lines;
       at 10% strength or less -3 instead of -2; hired NPC loyalty external (0).
"""
from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterable

from affray.components.starkpool import Combatant, Gear
from affray.kernel.events import ConditionSet

from . import engagement as G
from . import figures as F
from .events import Acted, MoraleChecked

__all__ = ["MORALE", "never_checks", "morale_modifier", "passes", "thresholds_crossed",
           "rally_range", "trapped_result", "leader_modifier", "strength_modifier",
           "groups", "group_of", "figure_modifier", "roll_check", "break_figure",
           "check_group", "check_figure", "on_death", "on_damage"]

MORALE: dict[str, Any] = {
    "target": 7,
    "never": ["berserker", "dervish"],
    "tags": {"brigand": 1, "cavalry": 1, "plate": 1, "caveman": -1, "hobgoblin": 1,
             "gnoll": 2},
    "daylight": {"orc": -1, "goblin": -1, "kobold": -1},
    "troops": {"noncombatant": -2, "E": -2, "D": -1, "C": 0, "B": 1, "A": 2},
    "level_step": 2, "level_max": 4,
    "powerful_hd": 4,          # gap default: a "single powerful monster" has 4+ HD
    "leader_cha": {"high": [15, 1], "low": [5, -1]},
    # [fraction of starting strength or less, modifier]; the first that applies wins (⚠)
    "strength": [["1/10", -3], ["1/4", -2]],
    "thresholds": {"E": ["1/4", "1/2", "3/4"], "D": ["1/4", "1/2", "3/4"],
                   "noncombatant": ["1/4", "1/2", "3/4"],
                   "C": ["33/100", "66/100", "3/4"], "B": ["1/2", "3/4"], "A": ["1/2", "3/4"]},
}


def never_checks(tags: Iterable[str], table=MORALE) -> bool:
    """T6: Berserkers and Dervishes never check morale."""
    return any(t in table["never"] for t in tags)


def leader_modifier(cha: int | None, table=MORALE) -> int:
    if cha is None:
        return 0
    hi, lo = table["leader_cha"]["high"], table["leader_cha"]["low"]
    return hi[1] if cha >= hi[0] else lo[1] if cha <= lo[0] else 0


def strength_modifier(remaining: int, starting: int, table=MORALE) -> int:
    if starting <= 0:
        return 0
    frac = Fraction(remaining, starting)
    for limit, mod in table["strength"]:
        if frac <= Fraction(limit):
            return mod
    return 0


def morale_modifier(base: str, troop_class: str = "C", level: int = 0, hd_dice: int = 0,
                    tags: Iterable[str] = (), daylight: bool = False,
                    leader_cha: int | None = None, remaining: int = 1, starting: int = 1,
                    loyalty: int = 0, table=MORALE) -> int:
    """SP-133: the total modifier; ``base`` is 'troop', 'character' or 'monster'."""
    if base == "troop":
        mod = table["troops"][troop_class]
    else:
        steps = (level if base == "character" else hd_dice) // table["level_step"]
        mod = min(steps, table["level_max"])
    tags = list(tags)
    mod += sum(table["tags"].get(t, 0) for t in tags)
    if daylight:
        mod += sum(table["daylight"].get(t, 0) for t in tags)
    return mod + leader_modifier(leader_cha, table) + strength_modifier(remaining, starting,
                                                                        table) + loyalty


def passes(dice_total: int, modifier: int, table=MORALE) -> bool:
    """SP-128."""
    return dice_total + modifier >= table["target"]


def thresholds_crossed(troop_class: str, starting: int, losses_before: int, losses_after: int,
                       table=MORALE) -> int:
    """SP-127: how many casualty thresholds these losses crossed (each one is a check)."""
    if starting <= 0:
        return 0
    marks = [Fraction(t) for t in table["thresholds"].get(troop_class, [])]
    before, after = Fraction(losses_before, starting), Fraction(losses_after, starting)
    return sum(1 for m in marks if before < m <= after)


def rally_range(cha: int) -> float:
    """SP-132: a leader rallies allies within CHA x 1"."""
    return float(cha)


def trapped_result(passed: bool, can_communicate: bool) -> str:
    """SP-131: 'fight_to_death', 'surrendered' or 'fight_on'."""
    if passed:
        return "fight_to_death"
    return "surrendered" if can_communicate else "fight_on"


# -- morale as systems: triggers fire at once, at any point of the round -------------------

def groups(state) -> dict[tuple[int, str], list[int]]:
    """(side, group) -> member ids; membership never changes, so it is cached."""
    cache = state.__dict__.get("_sp_groups")
    if cache is None or cache[0] != len(state.entities):
        index: dict[tuple[int, str], list[int]] = {}
        for eid, c in state.query(Combatant):
            index.setdefault((state.side[eid], c.group), []).append(eid)
        cache = state.__dict__["_sp_groups"] = (len(state.entities), index)
    return cache[1]


def group_of(state, eid: int) -> list[int]:
    return groups(state)[(state.side[eid], state.get(eid, Combatant).group)]


def _exempt(state, eid: int) -> bool:
    c = state.get(eid, Combatant)
    return (not F.present(state, eid) or c.player or never_checks(c.tags, state.tables["morale"])
            or bool(F.cond(state, eid, "fearless")))


def figure_modifier(state, eid: int, leader: int = 0) -> int:
    """SP-133 for one figure, with its group's strength and (living) leader."""
    c = state.get(eid, Combatant)
    members = group_of(state, eid)
    left = sum(1 for e in members if F.present(state, e))
    if not leader:
        leader = next((e for e in members if state.get(e, Combatant).leader
                       and F.present(state, e)), 0)
    cha = state.get(leader, Combatant).cha if leader else None
    base = "troop" if c.kind == "troop" else "monster" if c.kind == "monster" else "character"
    tags = list(c.tags) + (["plate"] if state.get(eid, Gear).armor == "plate" else []) + (
        ["cavalry"] if F.mounted(state, eid) else [])
    return morale_modifier(base, c.troop_class, c.level, int(F.hd(state, eid).dice), tags,
                           state.map.daylight, cha, left, max(len(members), c.group_size),
                           0, state.tables["morale"])


def roll_check(ctx, eid: int, reason: str, leader: int = 0) -> bool:
    """SP-128: 2d6 + modifiers >= 7; emits MoraleChecked for `eid`."""
    dice = ctx.roll("morale", 2, 6)
    mod = figure_modifier(ctx.state, eid, leader)
    ok = passes(sum(dice), mod, ctx.state.tables["morale"])
    ctx.emit(MoraleChecked(eid, reason, sum(dice) + mod, ok))
    return ok


def break_figure(ctx, eid: int) -> None:
    """SP-129: a failed figure flees at once: out of melee it runs now; in melee after the
    blows, with flee attacks (SP-96)."""
    from .flee import flee_move
    ctx.emit(ConditionSet(eid, "fleeing", ctx.state.round))
    if G.locked(ctx.state, eid):
        ctx.emit(Acted(eid, "flee"))
    else:
        flee_move(ctx, eid)


def check_group(ctx, eid: int, reason: str) -> bool:
    """One roll for the whole group of `eid`; on a failure every member breaks."""
    state = ctx.state
    members = [e for e in group_of(state, eid) if not _exempt(state, e)
               and not F.fleeing(state, e)]
    if not members:
        return True
    if roll_check(ctx, members[0], reason):
        return True
    for e in members:
        if F.present(state, e) and not F.fleeing(state, e):
            break_figure(ctx, e)
    return False


def check_figure(ctx, eid: int, reason: str) -> bool:
    """A check by one figure alone (rear attack, a lone monster at half hp)."""
    if _exempt(ctx.state, eid) or F.fleeing(ctx.state, eid):
        return True
    return roll_check(ctx, eid, reason)


def on_death(ctx, eid: int) -> None:
    """SP-127: a leader's death, and casualty thresholds of the dead figure's group."""
    state = ctx.state
    c = state.get(eid, Combatant)
    members = group_of(state, eid)
    if c.leader:
        check_group(ctx, eid, "leader_killed")
    start = max(len(members), c.group_size)
    losses = sum(1 for e in members if not F.present(state, e))
    crossed = thresholds_crossed(c.troop_class, start, losses - 1, losses,
                                 state.tables["morale"])
    for _ in range(crossed):
        survivor = next((e for e in members if F.present(state, e)), 0)
        if survivor:
            check_group(ctx, survivor, "casualties")


def on_damage(ctx, eid: int, before: int) -> None:
    """SP-127: a single powerful monster (gap default: 4+ HD, alone in its group) that has
    lost half its hit points checks."""
    state = ctx.state
    c = state.get(eid, Combatant)
    if (c.kind != "monster" or c.group_size != 1 or not F.present(state, eid)
            or F.hd(state, eid).dice < state.tables["morale"]["powerful_hd"]):
        return
    half = c.hp / 2
    if before > half >= F.hp_left(state, eid):
        if not check_figure(ctx, eid, "half_hp"):
            break_figure(ctx, eid)
