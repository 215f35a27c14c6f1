"""Step 4, morale (ACKS-19, ACKS-193 to ACKS-197): the rolls triggered this round, and the
reroll of a mount its rider calmed (ACKS-209)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet, Died, PhaseStarted

from .. import events as E
from ..rules import morale as R
from ..rules.geometry import able
from ..rules.engagement import engaged
from .riding import recalm
from .vehicles import acts_frightened


def _active(state) -> dict[int, int]:
    return {s: sum(1 for e in state.members(s) if able(state, e)) for s in range(len(state.sides))}


def morale_phase(ctx) -> None:
    state = ctx.state
    ctx.emit(PhaseStarted("morale"))
    active = _active(state)
    for (side, _), members in sorted(R.groups(state).items()):
        standing = [e for e in members if able(state, e)]
        if not standing:
            continue  # ACKS-19: a fallen group rolls no more
        statuses = [state.get(e, Status) for e in members]
        if not R.rolls_again(statuses):
            continue
        first = all(not s.morale for s in statuses)
        lone = len(members) == 1
        if lone:
            e = members[0]
            sheet, st = state.get(e, Sheet), state.get(e, Status)
            if not R.lone_trigger(sheet.hp - st.hp, sheet.hp, first, st.hurt_round == state.round):
                continue
        else:
            lost = len(members) - len(standing)
            fell = sum(1 for s in statuses if s.fell_round == state.round and s.fell_round)
            if not R.group_trigger(lost, len(members), first, fell):
                continue
        roll(ctx, side, members, standing, active)
    recalm(ctx, lambda c, m: roll(c, state.side[m], [m], [m], _active(state), "ACKS-209 calmed"))


def roll(ctx, side: int, members: list[int], standing: list[int], active: dict[int, int],
         why: str = "") -> None:
    state = ctx.state
    theirs = sum(v for s, v in active.items() if s != side)
    if len(members) == 1:
        sheet, st = state.get(members[0], Sheet), state.get(members[0], Status)
        mods = R.modifiers(lone=True, hp_lost=sheet.hp - st.hp, max_hp=sheet.hp, ours=active[side], theirs=theirs)
    else:
        mods = R.modifiers(lone=False, lost=len(members) - len(standing), start=len(members),
                           ours=active[side], theirs=theirs)
    dice = sum(ctx.roll("morale", 2, 6))
    morale = state.get(standing[0], Sheet).morale
    res = R.result(dice, morale, mods)
    text = ",".join(f"{k}{v:+d}" for k, v in sorted(mods.items()))
    ctx.emit(E.MoraleRolled(standing, dice, morale + sum(mods.values()), res,
                            f"{why} {text}".strip() if why else text))
    for e in standing:
        ctx.emit(E.Set(e, "morale", res, "ACKS-192"))
        if res == "frightened":
            rounds = ctx.roll("frightened", 1, 10)[0]
            ctx.emit(ConditionSet(e, "frightened", state.round + rounds))
        elif res == "faltering":
            ctx.emit(ConditionSet(e, "faltering", 1))
    if res == "frightened":
        cower_at_once(ctx, standing)


def cower_at_once(ctx, frightened: list[int]) -> None:
    """ACKS-195: "Engaged frightened creatures will cower in terror until able to flee with
    defensive movement": cowering (vulnerable) from the morale result on, so an enemy acting
    before it next round has the bonus; it tries to get away at its own segment."""
    state = ctx.state
    for e in frightened:
        if acts_frightened(state, e) and engaged(state, e) and not state.condition(e, "cowering"):
            ctx.emit(ConditionSet(e, "cowering", 1))


def expire(ctx) -> None:
    """Frightened ends after its 1d10 rounds (ACKS-195); so does cowering with it. A dying
    combatant not healed by its deadline dies (ACKS-139)."""
    state = ctx.state
    for e in state.entities:
        dying = state.condition(e, "dying", 0)
        if dying and state.round > dying and state.alive(e) and state.get(e, Status).hp <= 0:
            ctx.emit(Died(e))
        until = state.condition(e, "frightened", 0)
        if until and until < state.round:
            ctx.emit(ConditionSet(e, "frightened", 0))
            if state.condition(e, "cowering"):
                ctx.emit(ConditionSet(e, "cowering", 0))
