"""After the fight (ACKS-137, ACKS-145): the chapter's own example goes on past the last
blow: "Immediately after the fight, Marcus rouses the ogre to interrogate it." Under the
scenario option `after_the_fight`, once the round that decides the fight is over (ACKS-19),
every combatant still fighting may, in id order, treat the injury of an unconscious creature
it touches, ally or foe, with a cure potion as in the fight; passes repeat until nobody
treats anyone more. The Mortal Wounds roll takes its modifiers as in the fight (timing by
the rounds since the patient fell). The phase does not reopen the fight: a patient it wakes
carries the effect-free condition `roused` and does not count as fighting (ACKS-19)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import ConditionSet, PhaseStarted
from affray.kernel.options import ListOptions

from ..outcome import fighting, outcome
from .treatment import treat_option, treatable


def options(state, e: int) -> list[str]:
    potion = state.get(e, Status).potions_used < state.get(e, Sheet).cure_potions
    return [f"treat:{t}{p}" for t in treatable(state, e, foes_too=True)
            for p in ("", ":potion")[:1 + potion]]


def after_the_fight(ctx):
    state = ctx.state
    if not state.options["after_the_fight"] or outcome(state) is None:
        return
    ctx.emit(PhaseStarted("after the fight"))
    while True:
        treated = False
        for e in sorted(state.entities):
            if not fighting(state, e):
                continue
            opts = options(state, e)
            if not opts:
                continue
            pick = yield from ctx.decide(e, "after_fight", ListOptions(["none"] + opts))
            if pick != "none":
                patient = int(pick.split(":")[1])
                if treat_option(ctx, e, pick.partition(":")[2]) == "awake":
                    ctx.emit(ConditionSet(patient, "roused", state.round))
                treated = True
        if not treated:
            return
