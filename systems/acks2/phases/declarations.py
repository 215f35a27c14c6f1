"""Step 1, pre-initiative declarations (ACKS-16, ACKS-165): spells, retreats and
withdrawals, asked of everyone before any is revealed. A frightened combatant that is
engaged declares a retreat of itself (ACKS-195 Default)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.events import PhaseStarted
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import conditions as cond
from ..rules.engagement import engaged
from ..rules.geometry import able


def choices(state, eid: int) -> list[str]:
    sheet = state.get(eid, Sheet)
    out = ["none"]
    if engaged(state, eid) or "skirmishing" in sheet.profs:
        out += ["retreat", "withdraw"]
    if cond.can(state, eid, "cast"):  # ACKS-166: a slot cast or lost is spent for the day
        spent = state.get(eid, Status).spent
        out += [f"cast:{s}" for s in dict.fromkeys(sheet.spells)
                if sheet.spells.count(s) > spent.count(s)]
    return out


def declarations(ctx):
    state = ctx.state
    ctx.emit(PhaseStarted("declarations"))
    asks = []
    for eid in state.entities:
        if not able(state, eid):
            continue
        if state.condition(eid, "frightened") and engaged(state, eid):
            ctx.emit(E.Set(eid, "declared", "retreat", "ACKS-195"))
            continue
        opts = choices(state, eid)
        if len(opts) > 1:
            asks.append((eid, "declare", ListOptions(opts)))
        elif state.get(eid, Status).declared:
            ctx.emit(E.Set(eid, "declared", "", "ACKS-16"))
    if not asks:
        return
    picked = yield from ctx.decide_hidden(asks)
    for (eid, _, _), choice in zip(asks, picked):
        if choice == "none":
            choice = ""
        if state.get(eid, Status).declared != choice:
            ctx.emit(E.Set(eid, "declared", choice, "ACKS-16"))
        if choice.startswith("cast:"):
            for f in ("defending", "guarding"):
                if getattr(state.get(eid, Status), f):
                    ctx.emit(E.Set(eid, f, type(getattr(Status(), f))(), "ACKS-60"))
