"""Treat Injury in battle and the Mortal Wounds roll (ACKS-69, ACKS-137 to ACKS-140)."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import RoundStarted
from affray.systems.acks2 import events as E
from affray.systems.acks2.phases.combat import combat_options
from affray.systems.acks2.phases.morale import expire
from affray.systems.acks2.phases.treatment import treat

from .conftest import fig


def fallen_marcus(table, dice):
    t = table([fig("Marcus", "p", (0, 0), "N", "fighter-10", sheet={"hp": 36, "con_mod": 3, "heavy_helm": False}),
               fig("Balbus", "p", (1, 0), "N", "crusader-5"), fig("foe", "q", (9, 9), "S", "orc")], dice=dice)
    t.ctx.emit(RoundStarted(3))
    m = t.id("Marcus")
    t.ctx.emit(E.Hurt(m, 48, ["fire"], False, True))
    t.ctx.emit(E.Fell(m, "unconscious", "fire"))
    t.ctx.emit(RoundStarted(4))
    return t, m


def test_acks_69_treat_is_offered_for_an_adjacent_unconscious_ally(table):
    t, m = fallen_marcus(table, [])
    assert f"treat:{m}" in combat_options(t.state, t.id("Balbus"), True)


def test_acks_138_139_140_marcus_treated_with_a_cure(table):
    t, m = fallen_marcus(table, [6, 2])
    assert treat(t.ctx, t.id("Balbus"), m, healing_levels=4) == "awake"
    ev = t.events("MortalWounds")[-1]
    assert (ev.d20, ev.modifier, ev.d6, ev.table) == (6, 11, 2, "fire")
    st = t.state.get(m, Status)
    assert st.hp == 1 and not t.state.condition(m, "unconscious")  # not 1 + the cure


def test_acks_139_without_the_cure_marcus_is_dying(table):
    t, m = fallen_marcus(table, [6, 2])
    assert treat(t.ctx, t.id("Balbus"), m) == "dying"
    assert t.state.get(m, Status).hp == -12 and t.state.condition(m, "dying") == 4 + 8640
    assert f"treat:{m}" not in combat_options(t.state, t.id("Balbus"), True)  # once only


def test_acks_139_dying_past_the_deadline_dies(table):
    t, m = fallen_marcus(table, [1, 2])
    t.ctx.emit(E.Set(m, "hp", -40, "test"))
    assert treat(t.ctx, t.id("Balbus"), m) in ("dying", "dead")
    t.ctx.emit(__import__("affray.kernel.events", fromlist=["ConditionSet"]).ConditionSet(m, "dying", 5))
    t.ctx.emit(RoundStarted(6))
    expire(t.ctx)
    assert not t.state.alive(m)
