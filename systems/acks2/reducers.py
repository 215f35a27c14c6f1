"""Reducers: the only writers of the ruleset's components."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.components import Conditions, Vitals

from . import events as E
from .rules.engagement import refresh


def initiative(state, ev: E.Initiative) -> None:
    """A new round for this combatant (ACKS-17): its number and a fresh segment."""
    st = state.get(ev.entity, Status)
    st.initiative = ev.number
    st.segment = "pending"
    st.delay_to = st.wait_for = st.cleaves = st.moved = 0
    st.charged = False
    g = state.engagement
    st.start_engaged = ev.entity in g and any(True for _ in g.predecessors(ev.entity))


def hurt(state, ev: E.Hurt) -> None:
    st = state.get(ev.entity, Status)
    st.hp -= ev.amount
    st.hurt_round = state.round
    if ev.nonlethal:
        st.nonlethal += ev.amount
    state.get(ev.entity, Vitals).hits += ev.amount


def set_field(state, ev: E.Set) -> None:
    setattr(state.get(ev.entity, Status), ev.field, ev.value)


def fell(state, ev: E.Fell) -> None:
    st = state.get(ev.entity, Status)
    st.fell_round = state.round
    st.fell_type = ev.damage_type
    st.nl_at_fall = st.nonlethal
    st.readied = False
    if ev.how == "unconscious":
        state.get(ev.entity, Conditions).values["unconscious"] = 1
    else:
        state.get(ev.entity, Vitals).dead = True
    refresh(state, ev.entity)


def feature(state, ev: E.Feature) -> None:
    from .rules.dungeon import features
    features(state)[(ev.kind, (ev.x, ev.y))] = ev.value
    if ev.kind == "door":
        _walls(state)


def siege(state, ev: E.Siege) -> None:
    from .rules.dungeon import features
    features(state)[(ev.kind, ev.name)] = ev.value
    if ev.kind == "structure":
        _walls(state)


def _walls(state) -> None:
    """A door that is not open and a structure still standing are walls (so movement and
    sight see them): the map is replaced, never changed in place."""
    import msgspec

    from .rules.dungeon import standing_squares
    if state.map is None:
        return
    base = state.derived.setdefault("acks2_base_walls", list(state.map.walls))
    state.map = msgspec.structs.replace(state.map, walls=base + [list(s) for s in standing_squares(state)])


def nothing(state, ev) -> None:
    """Record-only events."""


REDUCERS = {E.Initiative: initiative, E.Hurt: hurt, E.Set: set_field, E.Fell: fell,
            E.Throw: nothing, E.Saved: nothing, E.MoraleRolled: nothing, E.Note: nothing,
            E.MortalWounds: nothing, E.ProficiencyThrow: nothing,
            E.Feature: feature, E.Siege: siege}
