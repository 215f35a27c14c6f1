"""Events and results in words, as `affray show` prints them: names for entities, numbers
rounded as a player would say them, no field=value pairs."""

from __future__ import annotations

import json
import re
from typing import Any, Callable

from .events import name_of
from .rulings import text as ruling_text

# fields that hold an entity id in the kernel's and the rulesets' events
ENTITY_FIELDS = frozenset({"entity", "actor", "attacker", "target", "victim", "victor", "caster",
                           "a", "b", "first", "defender", "shooter", "mover", "rider", "mount",
                           "leader", "by", "winner_entity", "other"})


def plural(n: int, word: str, many: str | None = None) -> str:
    """'1 repetition', '2 repetitions'."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


def wins(side: str) -> str:
    """'Romans win', 'side 1 wins': a side named by a plural noun takes the plural verb."""
    plural_name = side.endswith("s") and not side.endswith("ss")
    return f"{side} {'win' if plural_name else 'wins'}"


def summary(battle: Any, out: str | None) -> str:
    """The line `affray run` prints at the end: who won, why, how long, where the log is."""
    oc = battle.outcome
    head = wins(oc.winner) if oc.winner else "no winner"
    where = f" -> {out}" if out else ""
    return f"{head}: {oc.reason} (round {battle.state.round}, {battle.state.events} events){where}"


def number(x: Any) -> str:
    """An integer as it is; a float to one decimal, without a trailing .0."""
    if isinstance(x, bool) or not isinstance(x, float):
        return str(x)
    r = round(x, 1)
    return str(int(r)) if r == int(r) else f"{r:.1f}"


def _value(x: Any) -> str:
    if isinstance(x, bool):
        return "yes" if x else "no"
    if isinstance(x, float):
        return number(x)
    if isinstance(x, (list, tuple)):
        return "[" + ", ".join(_value(v) for v in x) + "]"
    if isinstance(x, dict):
        return json.dumps(x)
    return str(x)


def _words(kind: str) -> str:
    """'MoveDone' -> 'Move done'."""
    parts = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", kind)
    return " ".join([parts[0]] + [p.lower() for p in parts[1:]]) if parts else kind


def generic(ev: Any, who: Callable[[int], str]) -> str:
    """Any event without its own wording: its kind in words, then who, then the rest."""
    fields = ev.__struct_fields__
    is_entity = lambda f, v: (f in ENTITY_FIELDS and isinstance(v, int)  # noqa: E731
                              and not isinstance(v, bool) and v > 0
                              and not (f == "target" and "roll" in fields))
    names = [who(getattr(ev, f)) for f in fields if is_entity(f, getattr(ev, f))]
    rest = []
    for f in fields:
        v = getattr(ev, f)
        if is_entity(f, v) or (f in ENTITY_FIELDS and v in (0, -1, None)):
            continue
        label = f.replace("_", " ")
        rest.append(label if v is True else f"no {label}" if v is False else f"{label} {_value(v)}")
    head = _words(name_of(ev))
    if names:
        head += ": " + ", ".join(names)
    return head + (f" ({', '.join(rest)})" if rest else "")


def kernel_event(ev: Any, who: Callable[[int], str], sides: list[str]) -> str | None:
    """The kernel's own events in words; None for an event the kernel does not own."""
    kind = name_of(ev)
    side = lambda i: sides[i] if 0 <= i < len(sides) else f"side #{i}"  # noqa: E731
    if kind == "Spawned":
        return f"{who(ev.entity)} (#{ev.entity}) takes the field for {side(ev.side)}"
    if kind == "RoundStarted":
        return f"Round {ev.round} begins"
    if kind == "PhaseStarted":
        return f"{ev.phase.replace('_', ' ').capitalize()} phase"
    if kind == "Rolled":
        return f"Rolled {ev.purpose} {len(ev.faces)}d{ev.sides}: {' '.join(map(str, ev.faces))} = {sum(ev.faces)}"
    if kind == "Revealed":
        return f"{plural(ev.count, 'hidden choice')} revealed"
    if kind == "Moved":
        return f"{who(ev.entity)} moves to ({number(ev.x)}, {number(ev.y)})"
    if kind == "Faced":
        d = ev.dir
        if isinstance(d, float):
            return f"{who(ev.entity)} turns to face {round(d) % 360}°"
        return f"{who(ev.entity)} turns to face {'direction ' if isinstance(d, int) else ''}{d}"
    if kind == "Engaged":
        return f"{who(ev.a)} engages {who(ev.b)}"
    if kind == "Disengaged":
        return f"{who(ev.a)} is no longer engaged with {who(ev.b)}"
    if kind == "Damaged":
        return f"{who(ev.entity)} takes {plural(ev.amount, 'hit')}"
    if kind == "ConditionSet":
        name = ev.name.replace("_", " ")
        if ev.value is True:
            return f"{who(ev.entity)} is now {name}"
        if ev.value in (False, None, 0, ""):
            return f"{who(ev.entity)} is no longer {name}"
        return f"{who(ev.entity)}: {name} {_value(ev.value)}"
    if kind == "Died":
        return f"{who(ev.entity)} dies"
    if kind == "Removed":
        return f"{who(ev.entity)} leaves the field"
    if kind == "Checkpoint":
        return f"End of round {ev.round} (checkpoint {ev.digest[:8]})"
    if kind == "Ended":
        head = wins(ev.winner) if ev.winner else "No winner"
        return f"{head}: {ev.reason}"
    if kind == "Stopped":
        return stop_text(ev, who, sides)
    if kind == "Ruled":
        return ruling_text(ev, who)
    return None


def stop_text(ev: Any, who: Callable[[int], str], sides: list[str]) -> str:
    """A `Stopped` event in words: what the rules asked next, of whom."""
    if ev.asked == "dice":
        return f"Stopped: the script has no more dice; the rules ask for {ev.dice} ({ev.what})"
    actor = ev.actor or 0
    chooser = who(actor) if actor > 0 else f"side {sides[-actor] if -actor < len(sides) else actor}"
    return f"Stopped: the script has no more choices; {chooser} must choose {ev.what!r}"
