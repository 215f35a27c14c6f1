"""Treat Injury in battle (ACKS-69, ACKS-137 to ACKS-140, ACKS-145, ACKS-146): an ally
within 5' tends an unconscious combatant, who rolls 1d20 and 1d6 on the Mortal Wounds table
with the listed modifiers. 16+ wakes it at exactly 1 hp; less leaves it dying with a
deadline (placeholder bands) or dead. Nonlethal damage is cleared either way."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet, Died
from affray.kernel.geometry import squares as sq

from .. import events as E
from ..rules import geometry as geo
from ..rules import wounds as W
from ..tables.spells import SPELLS


def treatable(state, healer: int, foes_too: bool = False) -> list[int]:
    """The unconscious creatures, not yet treated, that `healer` touches: its allies in the
    fight ("an unconscious ally"); after it, with `foes_too`, anyone's (ACKS-145's example)."""
    out = []
    for e in sorted(geo.near(state, healer, 3)):
        if (state.side[e] != state.side[healer] and not foes_too) or not state.alive(e):
            continue
        if not state.condition(e, "unconscious") or state.get(e, Status).treated:
            continue
        if sq.touching(geo.area(state, healer), geo.area(state, e)):
            out.append(e)
    return out


def healing_ranks(sheet: Sheet) -> int:
    return sum(int(p.split(":")[1]) for p in sheet.profs if p.startswith("healing:"))


def treat(ctx, healer: int, patient: int, healing_levels: int = 0) -> str:
    state = ctx.state
    sheet, st = state.get(patient, Sheet), state.get(patient, Status)
    total, parts = W.mortal_wounds_modifier(
        hp=st.hp, max_hp=sheet.hp, con_mod=sheet.con_mod, hit_die=sheet.hit_die,
        heavy_helm=sheet.heavy_helm, healing_levels=healing_levels,
        healing_ranks=healing_ranks(state.get(healer, Sheet)),
        rounds_since=state.round - st.fell_round, nonlethal=max(0, st.nl_at_fall))
    d20 = ctx.roll("mortal wounds d20", 1, 20)[0]
    d6 = ctx.roll("mortal wounds d6", 1, 6)[0]
    outcome, deadline = W.mortal_wounds_result(d20 + total, tuple(state.tables["mortal_wounds_bands"]))
    table = W.mortal_wounds_table(st.fell_type, False)  # "savage" recorded at the fall
    ctx.emit(E.MortalWounds(patient, d20, d6, total, outcome, table,
                            ",".join(f"{k}{v:+d}" for k, v in sorted(parts.items()))))
    ctx.emit(E.Set(patient, "treated", True, "ACKS-137"))
    if st.nonlethal:
        ctx.emit(E.Set(patient, "nonlethal", 0, "ACKS-146"))
    if outcome == "awake":
        ctx.emit(E.Set(patient, "hp", W.after_mortal_wounds(outcome, st.hp), "ACKS-140"))
        ctx.emit(ConditionSet(patient, "unconscious", 0))
    elif outcome == "dying":
        ctx.emit(ConditionSet(patient, "dying", state.round + deadline))
    else:
        ctx.emit(Died(patient))
    return outcome


def treat_option(ctx, healer: int, arg: str) -> str:
    """`treat:ID` or `treat:ID:potion`: pouring a potion of cure light injury down the
    patient's throat as part of the action adds its level to the roll (ACKS-137, ACKS-138)."""
    patient, _, potion = arg.partition(":")
    levels = 0
    if potion:
        used = ctx.state.get(healer, Status).potions_used
        ctx.emit(E.Set(healer, "potions_used", used + 1, "ACKS-137"))
        levels = SPELLS["cure light injury"]["level"]
    return treat(ctx, healer, int(patient), healing_levels=levels)


def cure_targets(state, caster: int) -> list[int]:
    """Allies within touch a *cure* helps: one unconscious and not yet treated (the spell
    counts as Treat Injury), or one below its maximum hp (the caster too)."""
    out = []
    for e in sorted(geo.near(state, caster, 3)):
        if state.side[e] != state.side[caster] or not state.alive(e):
            continue
        if not state.condition(e, "unconscious") and state.get(e, Status).hp >= state.get(e, Sheet).hp:
            continue
        if e == caster or sq.touching(geo.area(state, caster), geo.area(state, e)):
            out.append(e)
    return out


def cure(ctx, caster: int, spell: str, data: dict):
    """ACKS-69/137: a *cure* cast on an unconscious ally not yet treated is the treatment, its
    level added to the Mortal Wounds roll and no hp healed (ACKS-138, ACKS-140). On anyone
    else it heals its dice, capped at the maximum, and removes as much nonlethal damage again
    (ACKS-146); a dying patient healed to 1 hp or more wakes and is no longer dying (ACKS-139)."""
    from affray.kernel.options import ListOptions

    state = ctx.state
    targets = cure_targets(state, caster)
    if not targets:
        return False
    t = yield from ctx.decide(caster, "spell_target", ListOptions(targets))
    st = state.get(t, Status)
    if state.condition(t, "unconscious") and not st.treated:
        treat(ctx, caster, t, healing_levels=int(data["level"]))
        return False
    heal(ctx, t, spell)
    return False


def heal(ctx, t: int, spell: str) -> None:
    """ACKS-146: a cure's dice back, up to the maximum, and as much nonlethal damage gone; a
    dying patient healed to 1 hp or more wakes (ACKS-139)."""
    from ..rules import attack as atk
    state = ctx.state
    st = state.get(t, Status)
    amount = atk.roll_damage(ctx, SPELLS[spell]["heal"], f"{spell} healing")
    hp, nl = W.heal(st.hp, state.get(t, Sheet).hp, st.nonlethal, amount)
    ctx.emit(E.Set(t, "hp", hp, "ACKS-146"))
    if nl != st.nonlethal:
        ctx.emit(E.Set(t, "nonlethal", nl, "ACKS-146"))
    if hp >= 1 and state.condition(t, "unconscious"):
        if state.condition(t, "dying"):
            ctx.emit(ConditionSet(t, "dying", 0))
        ctx.emit(ConditionSet(t, "unconscious", 0))
