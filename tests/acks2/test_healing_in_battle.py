"""Healing magic played in battle (ACKS-137 to ACKS-140, ACKS-146): a *cure* declared before
initiative and cast on the caster's count, on a fallen ally as Treat Injury or on a hurt one
as healing."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import RoundStarted
from affray.systems.acks2 import events as E
from affray.systems.acks2.round import play_round

from .conftest import Wants, fig

CURE = "cure serious injury"


def battle(table, wants, marcus_hurt=48, fall=True, sheet=None):
    p = Wants(wants)
    q = Wants({("foe", "action"): "stay", ("foe", "combat"): "none"})
    t = table([fig("Marcus", "p", (0, 0), "N", "fighter-10", sheet={"hp": 36, "con_mod": 3, "heavy_helm": False, **(sheet or {})}),
               fig("Balbus", "p", (1, 0), "N", "crusader-5", sheet={"spells": ["cure light injury", CURE]}),
               fig("foe", "q", (9, 9), "S", "orc", sheet={"hp": 30})], policies={"p": p, "q": q})
    t.p = p
    t.ctx.emit(RoundStarted(3))
    m = t.id("Marcus")
    t.ctx.emit(E.Hurt(m, marcus_hurt, ["fire"], False, True))
    if fall:
        t.ctx.emit(E.Fell(m, "unconscious", "fire"))
    t.ctx.emit(RoundStarted(4))
    t.run(play_round(t.ctx))
    return t, m


def test_acks_137_138_140_a_cure_cast_on_a_fallen_ally_is_the_treatment(table):
    t, m = battle(table, {("Balbus", "declare"): f"cast:{CURE}", ("Marcus", "declare"): "none"})
    ev = t.events("MortalWounds")
    assert len(ev) == 1 and ev[0].entity == m
    # -2 (-12 of 36) +4 (d8) +4 (cure serious injury, level 4) +2 (within 1 round) +3 (CON)
    assert ev[0].modifier == 11 and "healing_magic+4" in ev[0].why
    st = t.state.get(m, Status)
    assert st.treated
    if ev[0].result == "awake":
        assert st.hp == 1  # ACKS-140: the cure spent on the roll heals nothing
    else:
        assert st.hp == -12
    assert not [e for e in t.events("Set") if e.entity == m and e.field == "hp" and e.value > 1]


def test_acks_137_the_tactical_policy_declares_the_cure_for_a_fallen_ally(table):
    t, m = battle(table, {})
    asked = [o for n, k, o in t.p.asked if n == "Balbus" and k == "declare"][0]
    assert f"cast:{CURE}" in asked and "cast:cure light injury" in asked
    assert t.state.get(t.id("Balbus"), Status).declared == f"cast:{CURE}"
    assert "healing_magic+4" in t.events("MortalWounds")[0].why


def test_acks_146_a_cure_on_a_hurt_ally_heals_and_removes_as_much_nonlethal(table):
    t, m = battle(table, {("Balbus", "declare"): "cast:cure light injury"}, marcus_hurt=20, fall=False,
                  sheet={"hp": 36})
    heal = [e for e in t.events("Set") if e.entity == m and e.field == "hp"]
    assert len(heal) == 1 and 16 + 2 <= heal[0].value <= 16 + 7  # 1d6+1 on 16 of 36
    assert not t.events("MortalWounds")


def _balbus_cures_marcus(table):
    """Balbus casts cure light injury on Marcus (26 hp); the one foe stays out of it."""
    p = Wants({("Balbus", "declare"): "cast:cure light injury", ("Marcus", "declare"): "none"})
    t = table([fig("Marcus", "p", (0, 0), "N", "fighter-3", sheet={"hp": 26}),
               fig("Balbus", "p", (1, 0), "N", "crusader-5", sheet={"spells": ["cure light injury"]}),
               fig("foe", "q", (9, 9), "S", "orc", sheet={"hp": 30})],
              policies={"p": p, "q": Wants({("foe", "action"): "stay", ("foe", "combat"): "none"})})
    return t, t.id("Marcus")


def test_acks_146_the_cure_takes_off_nonlethal_damage_on_top(table):
    t, m = _balbus_cures_marcus(table)
    t.ctx.emit(E.Hurt(m, 8, ["piercing"]))
    t.ctx.emit(E.Hurt(m, 6, ["bludgeoning"], True))
    t.ctx.emit(RoundStarted(1))
    t.run(play_round(t.ctx))
    hp = [e.value for e in t.events("Set") if e.entity == m and e.field == "hp"]
    nl = [e.value for e in t.events("Set") if e.entity == m and e.field == "nonlethal"]
    healed = hp[0] - 12
    assert 2 <= healed <= 7 and nl == [max(0, 6 - healed)] and t.state.get(m, Status).nonlethal == nl[0]


def test_acks_139_a_cure_on_a_dying_patient_that_reaches_1_hp_wakes_it(table):
    t, m = _balbus_cures_marcus(table)
    t.ctx.emit(RoundStarted(1))
    t.ctx.emit(E.Hurt(m, 27, ["slashing"]))
    t.ctx.emit(E.Fell(m, "unconscious", "slashing"))
    t.ctx.emit(E.Set(m, "treated", True, "test"))
    from affray.kernel.events import ConditionSet
    t.ctx.emit(ConditionSet(m, "dying", 500))
    t.ctx.emit(RoundStarted(2))
    t.run(play_round(t.ctx))
    assert not t.events("MortalWounds")  # already treated: the cure only heals
    st = t.state.get(m, Status)
    assert 1 <= st.hp <= 6 and not t.state.condition(m, "unconscious") and not t.state.condition(m, "dying")


def test_acks_137_138_a_cure_potion_poured_in_treat_injury_adds_its_level(table):
    p = Wants({("Balbus", "declare"): "none", ("Marcus", "declare"): "none", ("Balbus", "action"): "stay"})
    t = table([fig("Marcus", "p", (0, 0), "N", "fighter-10", sheet={"hp": 36, "con_mod": 3, "heavy_helm": False}),
               fig("Balbus", "p", (1, 0), "N", "crusader-5", sheet={"cure_potions": 1}),
               fig("foe", "q", (9, 9), "S", "orc", sheet={"hp": 30})],
              policies={"p": p, "q": Wants({("foe", "action"): "stay", ("foe", "combat"): "none"})})
    m, b = t.id("Marcus"), t.id("Balbus")
    t.ctx.emit(RoundStarted(3))
    t.ctx.emit(E.Hurt(m, 48, ["fire"], False, True))
    t.ctx.emit(E.Fell(m, "unconscious", "fire"))
    t.ctx.emit(RoundStarted(4))
    t.run(play_round(t.ctx))
    offered = [o for n, k, o in p.asked if n == "Balbus" and k == "combat"][0]
    assert f"treat:{m}" in offered and f"treat:{m}:potion" in offered
    ev = t.events("MortalWounds")
    # -2 +4 +1 (the potion, level 1) +2 +3: the tactical healer pours its potion
    assert len(ev) == 1 and ev[0].modifier == 8 and "healing_magic+1" in ev[0].why
    assert t.state.get(b, Status).potions_used == 1
    if ev[0].result == "awake":
        assert t.state.get(m, Status).hp == 1
