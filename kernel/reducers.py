"""The reducers of the kernel's events, and the one place events are applied."""

from __future__ import annotations

from typing import Any, Callable, Union

import esper as _esper
import msgspec

from . import events as E
from .components import KERNEL_COMPONENTS, Component, Conditions, Facing, Position, Vitals
from .ruleset import Ruleset
from .rulings import component_field
from .state import State

Reducer = Callable[[State, Any], None]


def _refresh(state: State, eid: int) -> None:
    hook = state.ruleset.refresh_engagement
    if hook is not None:
        hook(state, eid)


def spawned(state: State, ev: E.Spawned) -> None:
    comps = [state.component_decoder(c) for c in ev.components]
    have = {type(c) for c in comps}
    if Vitals not in have:
        comps.append(Vitals())
    if Conditions not in have:
        comps.append(Conditions())
    eid = _esper.create_entity(*comps)
    if eid != ev.entity:
        raise RuntimeError(f"Spawned entity {ev.entity} got id {eid}: events out of order")
    state.entities.append(eid)
    state.side[eid] = ev.side
    for c in comps:
        if hasattr(c, "name") and type(c).__name__ == "Identity":
            state.names[eid] = c.name
        if type(c) is Position and not (Vitals in have and _removed(comps)):
            state.spatial.insert(eid, (c.x, c.y))
    state.engagement.add_node(eid)
    _refresh(state, eid)


def _removed(comps: list[Any]) -> bool:
    """A figure written mid-fight after it left the field is not on the map (as `Removed`)."""
    return any(type(c) is Vitals and c.removed for c in comps)


def round_started(state: State, ev: E.RoundStarted) -> None:
    state.round = ev.round


def phase_started(state: State, ev: E.PhaseStarted) -> None:
    state.phase = ev.phase


def moved(state: State, ev: E.Moved) -> None:
    pos = state.get(ev.entity, Position)
    pos.x, pos.y = ev.x, ev.y
    state.spatial.move(ev.entity, (ev.x, ev.y))
    _refresh(state, ev.entity)


def faced(state: State, ev: E.Faced) -> None:
    state.get(ev.entity, Facing).dir = ev.dir
    _refresh(state, ev.entity)


def engaged(state: State, ev: E.Engaged) -> None:
    state.engagement.add_edge(ev.a, ev.b)


def disengaged(state: State, ev: E.Disengaged) -> None:
    if state.engagement.has_edge(ev.a, ev.b):
        state.engagement.remove_edge(ev.a, ev.b)


def damaged(state: State, ev: E.Damaged) -> None:
    state.get(ev.entity, Vitals).hits += ev.amount


def condition_set(state: State, ev: E.ConditionSet) -> None:
    values = state.get(ev.entity, Conditions).values
    if ev.value is None or ev.value is False or ev.value == 0:
        values.pop(ev.name, None)
    else:
        values[ev.name] = ev.value
    _refresh(state, ev.entity)


def died(state: State, ev: E.Died) -> None:
    state.get(ev.entity, Vitals).dead = True
    _refresh(state, ev.entity)


def removed(state: State, ev: E.Removed) -> None:
    state.get(ev.entity, Vitals).removed = True
    state.spatial.remove(ev.entity)
    state.engagement.isolate(ev.entity)
    _refresh(state, ev.entity)


def ended(state: State, ev: E.Ended) -> None:
    state.ended = (ev.winner, ev.reason)


def ruled(state: State, ev: E.Ruled) -> None:
    """A referee's ruling (kernel/rulings.py)."""
    if ev.do == "condition":
        condition_set(state, E.ConditionSet(ev.entity, ev.name, ev.value))
    elif ev.do == "remove":
        removed(state, E.Removed(ev.entity))
    elif ev.do == "enter":  # back on the field (where it was, or at `value`)
        pos = state.get(ev.entity, Position)
        if ev.value is not None:
            pos.x, pos.y = ev.value
        state.get(ev.entity, Vitals).removed = False
        state.spatial.insert(ev.entity, (pos.x, pos.y))
        _refresh(state, ev.entity)
    else:
        cls, info = component_field(state.ruleset, ev.name)
        comp = state.get(ev.entity, cls)
        setattr(comp, info.name, msgspec.convert(ev.value, info.type))
        if cls is Position:
            state.spatial.move(ev.entity, (comp.x, comp.y))
        _refresh(state, ev.entity)


def _nothing(state: State, ev: Any) -> None:
    pass


KERNEL_REDUCERS: dict[type, Reducer] = {
    E.Spawned: spawned, E.RoundStarted: round_started, E.PhaseStarted: phase_started,
    E.Rolled: _nothing, E.Decided: _nothing, E.Revealed: _nothing, E.Moved: moved,
    E.Faced: faced, E.Engaged: engaged, E.Disengaged: disengaged, E.Damaged: damaged,
    E.ConditionSet: condition_set, E.Died: died, E.Removed: removed,
    E.Checkpoint: _nothing, E.Ended: ended, E.Stopped: _nothing, E.Ruled: ruled,
}


def reducer_table(ruleset: Ruleset) -> dict[type, tuple[Reducer, ...]]:
    """Event type -> the reducers to run, kernel's first, then the ruleset's extras."""
    table: dict[type, tuple[Reducer, ...]] = {
        t: (() if fn is _nothing else (fn,)) for t, fn in KERNEL_REDUCERS.items()}
    for t, fn in ruleset.reducers.items():
        table[t] = (fn,)
    for t, fn in ruleset.extra_reducers.items():
        table[t] = table.get(t, ()) + (fn,)
    if ruleset.moment is not None:  # derived indexes of figures spawned mid-fight
        for t, fn in ruleset.moment.reducers.items():
            table[t] = table.get(t, ()) + (fn,)
    missing = [t.__name__ for t in ruleset.events if t not in table]
    if missing:
        raise TypeError(f"ruleset {ruleset.id}: no reducer for {', '.join(missing)}")
    return table


def appliers(table: dict[type, tuple[Reducer, ...]]) -> dict[type, Reducer | None]:
    """The table as one callable per event type (None: nothing to apply), so the hot loops
    (`Context.emit`, `Replay.fold`) make one call per event and none for the many events
    with no reducer (`Rolled`, `Decided`)."""
    return {t: None if not fns else fns[0] if len(fns) == 1 else _chain(fns)
            for t, fns in table.items()}


def _chain(fns: tuple[Reducer, ...]) -> Reducer:
    def apply(state: State, ev: Any) -> None:
        for fn in fns:
            fn(state, ev)
    return apply


def component_decoder(ruleset: Ruleset) -> Callable[[Any], Any]:
    types = KERNEL_COMPONENTS + tuple(ruleset.components)
    union = Union[types]  # type: ignore[valid-type]
    by_tag = {t.__struct_config__.tag: t for t in types}
    tag_field = Component.__struct_config__.tag_field

    def decode(data: Any) -> Any:
        # converting to the tag's own class gives what converting to the union gives, ten
        # times faster; anything else goes to the union, which says what is wrong
        tag = data.get(tag_field) if type(data) is dict else None
        cls = by_tag.get(tag) if type(tag) in (str, int) else None
        return msgspec.convert(data, union if cls is None else cls)
    return decode
