"""One line of text for each of Melee's own events, for `affray show`."""

from __future__ import annotations

from . import events as E
from .rules.figure_options import NAMES


def describe(view, ev) -> str:
    """One line for `affray show`; "" leaves the kernel's generic line."""
    names = view.state.names if hasattr(view, "state") else getattr(view, "names", {})
    n = names.get
    if isinstance(ev, E.AttackRolled):
        verb = ("hits" if ev.hit else "misses") if ev.aim == "hit" else (
            "hits" if ev.hit else "flies past")
        extra = f", x{ev.multiplier}" if ev.multiplier > 1 else ""
        extra += {"drop": ", drops the weapon", "break": ", breaks the weapon"}.get(ev.fumble, "")
        return (f"{n(ev.attacker)} rolls {ev.total} on {ev.dice} dice at adjDX {ev.adj_dx} "
                f"({ev.weapon}, {ev.kind}) and {verb} {n(ev.target)}{extra}")
    if isinstance(ev, E.Struck):
        return f"{n(ev.attacker)} does {ev.damage}, {ev.stopped} stopped: {n(ev.target)} takes {ev.hits}"
    if isinstance(ev, E.OptionTaken):
        return f"{n(ev.entity)} takes option ({ev.option}) {NAMES.get(ev.option, '')}".rstrip()
    if isinstance(ev, E.AttackOrder):
        return "attack order: " + ", ".join(str(n(e)) for e in ev.entities)
    if isinstance(ev, E.WeaponDropped):
        return f"{n(ev.entity)} drops the {ev.weapon} (at {ev.q}, {ev.r})"
    if isinstance(ev, E.WeaponBroken):
        return f"{n(ev.entity)} breaks the {ev.weapon}"
    if isinstance(ev, E.Readied):
        return f"{n(ev.entity)} readies {ev.weapon or 'nothing'}" + (" and shield" if ev.shield_ready else "")
    if isinstance(ev, E.PostureSet):
        return f"{n(ev.entity)} " + {"": "stands up", "knocked": "falls down", "bending": "bends over"}.get(
            ev.posture, f"goes {ev.posture}")
    if isinstance(ev, E.Collapsed):
        return f"{n(ev.entity)} falls unconscious"
    if isinstance(ev, E.ForcedRetreat):
        return f"{n(ev.victor)} forces {n(ev.victim)} back"
    return ""
