"""PLACEHOLDER spell effects (the Rules Cyclopedia is not part of the rules we have).

SP-54  spell data from the `spells` table; man-to-man range in inches = feet / 5.
SP-59  an area attack aimed at a figure in melee also hits the figures in melee with it
       (gap default: its neighbours in the engagement graph, both directions).
SP-60  spells ignore ranks and protection.

`cast` rolls everything now and returns the damage (`Hit`s) and the other effects (events)
for the Missile phase to apply together at its end (SP-23).
"""

from __future__ import annotations

from affray.components.starkpool import Combatant
from affray.kernel.events import ConditionSet

from ...events import Healed, SpellResolved, SpellSpent
from ...tables.spells import range_inches
from .. import engagement as G
from .. import figures as F
from ..damage import roll_damage
from .shooting import Hit
from .. import nearby as N

__all__ = ["cast", "resolve_effect", "area_targets", "spell_level", "in_spell_range"]

SLEEP_ROUNDS = 10


def spell_level(state, name: str) -> int:
    return state.tables["spells"][name]["level"]


def in_spell_range(state, caster: int, target: int, spec: dict) -> bool:
    reach = max(1.0, range_inches(spec.get("range_ft", 0)))
    return F.distance(state, caster, target) <= reach + 1e-9


def area_targets(state, target: int, radius: float) -> list[int]:
    """SP-59: figures within the radius of the target, plus those in melee with it."""
    found = set(e for e in N.within(state, F.pos(state, target), radius)
                if F.present(state, e))
    found.add(target)
    found.update(G.foes(state, target))
    found.update(G.attackers(state, target))
    return sorted(found)


def cast(ctx, caster: int, name: str, target: int, countered: bool = False,
         spend: bool = True) -> tuple[list, list]:
    """A spell from the caster's book (or a scroll: spend=False)."""
    if spend:
        ctx.emit(SpellSpent(caster, name))
    x, y = F.pos(ctx.state, target)
    if countered:
        ctx.emit(SpellResolved(caster, name, target, x, y, "countered"))
        return [], []
    ctx.emit(SpellResolved(caster, name, target, x, y, "cast"))
    return resolve_effect(ctx, caster, ctx.state.tables["spells"][name], target, name)


def _save(ctx, eid: int, column: str) -> bool:
    return ctx.roll("save", 1, 20)[0] >= F.save(ctx.state, eid, column)


def resolve_effect(ctx, caster: int, spec: dict, target: int, label: str) -> tuple[list, list]:
    """Roll one effect; returns (hits, events to emit at the end of the phase)."""
    state = ctx.state
    effect = spec["effect"]
    hits: list = []
    later: list = []
    if effect == "damage_auto":
        hits.append(Hit(target, roll_damage(ctx, "damage", spec["damage"]), caster, label))
    elif effect == "damage_area":
        level = max(1, state.get(caster, Combatant).level)
        per = spec["damage_per_level"]
        dice = f"{level * int(per.split('d')[0])}d{per.split('d')[1]}"
        amount = roll_damage(ctx, "damage", dice)
        for e in area_targets(state, target, spec["radius_ft"] / 5):
            half = spec.get("save") and _save(ctx, e, spec["save"])
            hits.append(Hit(e, max(1, amount // 2) if half else amount, caster, label))
    elif effect == "sleep":
        budget = roll_damage(ctx, "sleep", spec["hd_dice"])
        victims = sorted((float(F.hd(state, e).dice), e) for e in
                         N.within(state, F.pos(state, target), spec["radius_ft"] / 5)
                         if F.present(state, e) and state.side[e] != state.side[caster]
                         and "undead" not in state.get(e, Combatant).tags)
        for hd, e in victims:
            if hd > spec["max_hd"] or hd > budget:
                continue
            budget -= max(hd, 1)
            later.append(ConditionSet(e, "asleep", state.round + SLEEP_ROUNDS))
    elif effect == "heal":
        later.append(Healed(target, roll_damage(ctx, "heal", spec["damage"])))
    elif effect == "hold":
        if not _save(ctx, target, spec.get("save", "spells")):
            later.append(ConditionSet(target, "held", state.round + spec["rounds"]))
    elif effect == "invisible":
        later.append(ConditionSet(target, "invisible", 1))
    else:
        raise ValueError(f"unknown spell effect {effect!r}")
    return hits, later
