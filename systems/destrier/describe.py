"""`affray show` wording: sealed commitments print as sealed until their reveal; events
whose outcome used a placeholder C&S value are marked [PLACEHOLDER]."""

from __future__ import annotations

import json

from affray.kernel.sealed import Committed, Opened
from affray.kernel.wording import number

from . import events as E


def describe(replay, ev) -> str:
    names = replay.names
    who = lambda e: names.get(e, f"#{e}")  # noqa: E731
    mark = " [PLACEHOLDER]" if getattr(ev, "placeholder", False) else ""
    if isinstance(ev, Committed):
        return f"Committed {who(ev.actor)} {ev.kind}: (sealed)"
    if isinstance(ev, Opened):
        more = f" ({ev.still_sealed} still sealed)" if ev.still_sealed else ""
        return f"Revealed {who(ev.actor)} {ev.kind}: {json.dumps(ev.choice)}{more}"
    if isinstance(ev, E.Check):
        roll = f"rolled {ev.roll}" if ev.roll else "no roll"
        return (f"{ev.ds} {who(ev.entity)} {ev.purpose}: {ev.chance}%, {roll}: "
                f"{'yes' if ev.success else 'no'}{mark}")
    if isinstance(ev, E.Struck):
        return (f"{ev.ds} {who(ev.attacker)} {ev.card} at {who(ev.target)} ({ev.side} side) "
                f"{ev.chance}%: {'hit' if ev.hit else 'miss'}{mark}")
    if isinstance(ev, E.Hurt):
        return f"{ev.ds} {who(ev.entity)} takes {ev.amount}{mark}"
    if isinstance(ev, E.Blows):
        return f"{ev.ds} {who(ev.entity)} blows {ev.entry} {ev.amount} ({ev.what}): {ev.left} left"
    if isinstance(ev, E.Segment):
        return (f"{ev.ds} {who(ev.entity)} {ev.why} to ({number(ev.x)}, {number(ev.y)}) facing "
                f"{round(ev.dir) % 360}°, cost {number(ev.cost)}")
    if isinstance(ev, E.Initiative):
        return f"{ev.ds} phase {ev.phase} initiative: {replay.header.scenario['sides'][ev.winner]['name']}"
    if isinstance(ev, E.Note):
        return f"{ev.ds} {who(ev.entity) if ev.entity else ''} {ev.text}".replace("  ", " ")
    return ""
