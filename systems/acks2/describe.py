"""`affray show` wording for the ruleset's events."""

from __future__ import annotations

from . import events as E


def describe(replay, ev) -> str:
    names = replay.names
    who = lambda e: names.get(e, f"#{e}")  # noqa: E731
    if isinstance(ev, E.Initiative):
        return f"{who(ev.entity)} initiative {ev.number} (rolled {ev.die})"
    if isinstance(ev, E.Throw):
        res = "hits" if ev.hit else "misses"
        return (f"{who(ev.attacker)} {ev.kind} at {who(ev.target)}: d20 {ev.die} -> {ev.total} "
                f"vs {ev.needed}+: {res} {ev.note}").rstrip()
    if isinstance(ev, E.Hurt):
        nl = " nonlethal" if ev.nonlethal else ""
        return f"{who(ev.entity)} takes {ev.amount}{nl} {'/'.join(ev.types)}"
    if isinstance(ev, E.Saved):
        return (f"{who(ev.entity)} saves vs {ev.category}: {ev.die} -> {ev.total} vs {ev.needed}+: "
                f"{'success' if ev.ok else 'failure'} {ev.why}").rstrip()
    if isinstance(ev, E.Set):
        return f"{ev.rule} {who(ev.entity)} {ev.field} = {ev.value}"
    if isinstance(ev, E.Fell):
        return f"{who(ev.entity)} is {ev.how}"
    if isinstance(ev, E.MoraleRolled):
        return (f"morale {', '.join(who(m) for m in ev.members)}: 2d6 {ev.roll} "
                f"{ev.modifier:+d} -> {ev.result} {ev.why}").rstrip()
    if isinstance(ev, E.ProficiencyThrow):
        return (f"{who(ev.entity)} {ev.skill} throw: {ev.die} -> {ev.total} vs {ev.needed}+: "
                f"{'success' if ev.ok else 'failure'} {ev.about}").rstrip()
    if isinstance(ev, E.Feature):
        return f"{ev.kind} at {ev.x},{ev.y} is {ev.value}"
    if isinstance(ev, E.Note):
        return f"{ev.rule} {who(ev.entity)} {ev.text}"
    return ""
