"""Any moment of a battle as a new starting point: the world between two rounds, written as a
scenario of the same ruleset (options, tables and map included).

A ruleset opts in with `Ruleset.moment`, a `kernel.ruleset.Moment` value built in its own
package: `to_scenario(state, data)` writes the world into the scenario's builtins,
`adjust(scenario, i, components)` puts a combatant's mid-fight fields into what the ruleset's
setup spawns (`Ruleset.setup` is wrapped to call it; with no mid-fight field set it returns
the components unchanged, so every older scenario spawns the same bytes), and `reducers` are
extra reducers, usually of `Spawned`. A ruleset that can also start inside a round adds its
`phases` and their hooks (kernel/phase_start.py).

A moment is taken between rounds, where no rule is half done: `K` must be the index of a
`RoundStarted` event (the state after the first K events is the end of round K-1's
`Checkpoint`, or the end of setup). `remaining_script` gives the dice and choices of the log
from K on, so the moment plus that script replays the rest of the original battle.
"""

from __future__ import annotations

import copy
import json
import re
from contextlib import contextmanager
from typing import Any, Iterator

import msgspec

from .build import make_state
from .errors import AffrayError
from .events import Decided, PhaseStarted, Rolled, RoundStarted
from .phase_start import phases_of
from .reducers import appliers, reducer_table
from .ruleset import Moment, spawning
from .scenario import decode
from .world import drop, inside

__all__ = ["hooks", "boundaries", "check_moment", "scenario_at", "remaining_script",
           "folded", "to_toml", "spawning"]


def hooks(ruleset) -> Moment | None:
    """The ruleset's `Moment`, or None when it cannot start mid-fight."""
    return ruleset.moment


def boundaries(events: list, phases: tuple[str, ...] = ()) -> list[int]:
    """Every K at which a moment can be taken: the indexes of the `RoundStarted` events, and
    of the `PhaseStarted` events of the `phases` a battle can start at (kernel/phase_start.py)."""
    return [i for i, ev in enumerate(events) if type(ev) is RoundStarted
            or (type(ev) is PhaseStarted and ev.phase in phases)]


def check_moment(replay, k: int) -> None:
    """An `AffrayError` naming the nearest boundaries when K is not one."""
    if hooks(replay.ruleset) is None:
        raise AffrayError(f"ruleset {replay.ruleset.id!r} cannot write a moment as a scenario")
    events = replay.events
    phases = phases_of(replay.ruleset)
    ev = events[k] if 0 <= k < len(events) else None
    if type(ev) is RoundStarted or (type(ev) is PhaseStarted and ev.phase in phases
                                    and _in_a_round(replay, events, k)):
        return
    marks = boundaries(events, phases)
    before = [m for m in marks if m < k]
    after = [m for m in marks if m > k]
    near = ", ".join(f"{m} ({_label(events, m)})" for m in before[-1:] + after[:1])
    if k >= len(events):
        what = f"the log has {len(events)} events and no round starts at or after {k}"
    else:
        what = f"event {k} is inside round {_round_at(events, k)}"
    where = "at a RoundStarted event" + (f" or the start of a phase ({', '.join(phases)})"
                                          if phases else "")
    raise AffrayError(f"{replay.name}: no moment at {k}: {what}; a moment is taken between rounds, "
                      f"{where}: {near or 'none in this log'}")


def _label(events: list, m: int) -> str:
    ev = events[m]
    if type(ev) is RoundStarted:
        return f"before round {ev.round}"
    return f"the {ev.phase} phase of round {_round_at(events, m)}"


def _in_a_round(replay, events: list, k: int) -> bool:
    """A phase inside a round: after a `RoundStarted`, or in a log that began mid-round."""
    return "phase" in replay.header.scenario or any(type(ev) is RoundStarted for ev in events[:k])


def _round_at(events: list, k: int) -> int:
    for ev in reversed(events[:k + 1]):
        if type(ev) is RoundStarted:
            return ev.round
    return 0


@contextmanager
def folded(replay, k: int) -> Iterator[Any]:
    """The live `State` after the first k events of a log (a fold, no rules run); its esper
    world is current inside the block and dropped after it."""
    state = make_state(replay.ruleset, replay.scenario())
    apply = appliers(reducer_table(replay.ruleset))
    try:
        with inside(state.world):
            for ev in replay.events[:k]:
                fn = apply[type(ev)]
                if fn is not None:
                    fn(state, ev)
            state.events = k
            yield state
    finally:
        drop(state.world)


def scenario_at(replay, k: int, script: bool = False) -> dict[str, Any]:
    """The world after the first k events as scenario builtins (decoded and checked again,
    so a ruleset's writer that writes something its loader refuses is caught here).
    `script=True` adds the log's dice and choices from K on as the moment's `[script]`."""
    check_moment(replay, k)
    mod = hooks(replay.ruleset)
    data = copy.deepcopy(replay.header.scenario)
    phase = events_k.phase if type(events_k := replay.events[k]) is PhaseStarted else None
    with folded(replay, k) as state:
        data = mod.to_scenario(state, data)
        data["round"] = state.round
        if phase is not None:  # inside the round: what the rest of it needs
            turn, fields = mod.turn_to_scenario(replay, k, state)
            for eid, extra in fields.items():
                data["combatants"][eid - 1].update(extra)
            data.update(round=state.round - 1, phase=phase, turn=turn)
    data.pop("script", None)
    data["seed"] = _seed_of(replay.header.seed)
    if phase is None:  # the log's own start inside a round is past
        data.pop("phase", None)
        data.pop("turn", None)
    label = data.get("name") or "battle"
    data["name"] = f"{label} at event {k}"
    data["description"] = (f"Written by `affray state --at {k} --scenario`: the world after "
                           f"round {data['round']} of {label!r}" + (
                               f", at the start of round {data['round'] + 1}'s {phase} phase."
                               if phase is not None else "."))
    if script:
        data["script"] = remaining_script(replay, k) | _later_rulings(replay, k, data["round"])
    else:  # a side the old script played is played on by its tactical policy
        for side in data["sides"]:
            if side.get("policy") == "scripted":
                side["policy"] = "tactical"
    decode(data, replay.ruleset)
    return _plain(data)


def _seed_of(seed: str) -> int | str:
    """The log's seed as a scenario writes it: `12` for the default generator's "…:12"."""
    from .dice import ALGORITHM
    algo, _, value = seed.rpartition(":")
    if algo == ALGORITHM:
        return int(value) if value.isdigit() else value
    return seed


def remaining_script(replay, k: int) -> dict[str, list]:
    """The dice rolled and the choices made from event K on, as a scenario `[script]`."""
    names = replay.names
    dice: list[int] = []
    choices: list[Any] = []
    for ev in replay.events[k:]:
        if isinstance(ev, Rolled):
            dice.extend(ev.faces)
        elif isinstance(ev, Decided):  # `Committed` (a sealed choice) too
            who = names.get(ev.actor) if ev.actor > 0 else replay.header.scenario["sides"][-ev.actor]["name"]
            choices.append({"who": who, "kind": ev.kind, "choice": msgspec.to_builtins(ev.choice)})
    return {"dice": dice, "choices": choices}


def _later_rulings(replay, k: int, played: int) -> dict[str, list]:
    """The log's script's rulings still to come after K (kernel/rulings.py)."""
    rulings = (replay.header.scenario.get("script") or {}).get("rulings") or []
    late = [r for r in rulings if "at_event" in r and r["at_event"] > k]
    if late:
        raise AffrayError(f"{replay.name}: --at {k}: a ruling at event {late[0]['at_event']} "
                          "comes later, and event numbers change in a moment; write it "
                          "before_round instead")
    kept = [r for r in rulings if r.get("before_round", 0) > played]
    return {"rulings": kept} if kept else {}


def _plain(value: Any) -> Any:
    """Builtins TOML can hold: None values left out (each means its default)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items() if v is not None}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


def to_toml(data: dict[str, Any]) -> str:
    """Scenario builtins as TOML a referee can read: scalars first, then one `[table]` per
    table and one `[[table]]` per entry of a list of tables, values written inline. Checked by
    reading it back."""
    data = _plain(data)
    first = ("ruleset", "name", "description", "seed", "round", "max_rounds", "options",
             "tables", "map", "sides", "combatants", "script")
    data = {k: data[k] for k in sorted(data, key=lambda k: (first.index(k) if k in first else 99))}
    head, tables, arrays = [], [], []
    for key, value in data.items():
        if isinstance(value, dict):
            tables.append(key)
        elif isinstance(value, list) and value and all(isinstance(v, dict) for v in value):
            arrays.append(key)
        else:
            head.append(f"{_key(key)} = {_inline(value)}")
    out = ["\n".join(head)]
    for key in tables:
        if not data[key]:
            continue
        out.append("\n".join([f"[{_key(key)}]"] + [f"{_key(k)} = {_inline(v)}" for k, v in data[key].items()]))
    for key in arrays:
        for entry in data[key]:
            entry = {k: entry[k] for k in sorted(entry, key=lambda k: (k not in ("name", "side"), k != "name"))}
            out.append("\n".join([f"[[{_key(key)}]]"] + [f"{_key(k)} = {_inline(v)}" for k, v in entry.items()]))
    text = "\n\n".join(out) + "\n"
    if msgspec.toml.decode(text) != {k: v for k, v in data.items() if v != {}}:
        raise AffrayError("internal: the moment's TOML does not read back as written")
    return text


_BARE = re.compile(r"^[A-Za-z0-9_-]+$")


def _key(key: str) -> str:
    return key if _BARE.match(key) else json.dumps(key, ensure_ascii=False)


def _inline(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_key(k)} = {_inline(v)}" for k, v in value.items()) + " }" if value else "{}"
    items = [_inline(v) for v in value]
    line = "[" + ", ".join(items) + "]"
    if len(line) <= 96:
        return line
    rows, row = [], []
    for item in items:  # long lists (a script's dice) wrap, a few dozen a line
        if row and len(", ".join(row + [item])) > 92:
            rows.append(", ".join(row))
            row = []
        row.append(item)
    rows.append(", ".join(row))
    return "[\n    " + ",\n    ".join(rows) + ",\n]"

