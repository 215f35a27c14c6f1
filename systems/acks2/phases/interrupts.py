"""Acting before one's number (ACKS-20 to ACKS-24, ACKS-71 to ACKS-77): readied combatants
and, in the first round, unengaged missile and long-weapon wielders interrupt a mover after
its movement and before its combat action, highest initiative first (ACKS-74)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.options import ListOptions

from .. import events as E
from ..rules import geometry as geo
from ..rules.melee import can_melee, has_long_weapon
from ..tables.sizes import size_index
from .combat import cleave, missile_targets, routine, shoot


def first_round_ok(state, r: int, m: int, surprised: int) -> str:
    """ACKS-21/22: 'missile', 'long' or '' for an interrupt against charger m."""
    st, sheet = state.get(r, Status), state.get(r, Sheet)
    if state.round != 1 or st.segment != "pending" or st.start_engaged or state.side[r] == surprised \
            or st.unready_round == state.round:
        return ""
    if sheet.missile and m in missile_targets(state, r, interrupt=True):
        return "missile"
    msheet = state.get(m, Sheet)
    if has_long_weapon(sheet) and can_melee(state, r, m):
        if size_index(msheet.size) > size_index(sheet.size) or has_long_weapon(msheet):
            return ""
        return "long"
    return ""


def candidates(state, m: int, charged: bool) -> list[tuple[int, str]]:
    surprised = state.options.get("surprised_side", -1)
    out = []
    order = sorted((e for e in state.entities if state.side[e] != state.side[m] and geo.able(state, e)),
                   key=lambda e: (-state.get(e, Status).initiative, e))
    for r in order:
        if state.get(r, Status).readied:
            if can_melee(state, r, m) or m in missile_targets(state, r, interrupt=True):
                out.append((r, "readied"))
        elif charged:
            how = first_round_ok(state, r, m, surprised)
            if how:
                out.append((r, how))
    return out


def interrupts(ctx, m: int, charged: bool):
    """Returns True when any interrupt attacked (an offensive action, ACKS-76)."""
    state = ctx.state
    acted = False
    for r, why in candidates(state, m, charged):
        if not (geo.able(state, r) and geo.able(state, m)):
            continue
        if why == "readied" and not state.get(r, Status).readied:
            continue  # lost by damage or a failed save meanwhile (ACKS-23)
        melee = can_melee(state, r, m) and why != "missile"
        opts = ["pass"] + (["attack"] if melee or m in missile_targets(state, r, True) else [])
        if melee and charged:
            opts.append("countercharge")  # ACKS-72
        choice = yield from ctx.decide(r, "interrupt", ListOptions(opts))
        if choice == "pass":
            continue
        acted = True
        if state.get(r, Status).readied:
            ctx.emit(E.Set(r, "readied", False, "ACKS-71"))
        if why in ("missile", "long"):
            ctx.emit(E.Set(r, "segment", "lost", "ACKS-21" if why == "missile" else "ACKS-22"))
        if melee:
            kind = "countercharge" if choice == "countercharge" else ("set" if charged else "melee")
            if kind == "countercharge":
                ctx.emit(E.Set(r, "disordered", True, "ACKS-72"))
            yield from routine(ctx, r, m, kind, impact_ok=kind in ("countercharge", "set"))
        else:
            if shoot(ctx, r, m, interrupt=True):
                yield from cleave(ctx, r, True)
    return acted
