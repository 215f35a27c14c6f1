"""Rules that meet: a morale result in the middle of a melee (ACKS-195 with ACKS-184's
vulnerable), and what can be done immediately after the fight (ACKS-137, ACKS-145)."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import RoundStarted
from affray.systems.acks2 import events as E
from affray.systems.acks2.phases.morale import morale_phase
from affray.systems.acks2.rules import attack as atk

from .conftest import fig


def _frightened_goblin(table):
    t = table([fig("g", "q", (0, 1), "S", "goblin", sheet={"hp": 6}),
               fig("f", "p", (0, 0), "N", "fighter-3")], dice=[1, 1, 3])
    t.ctx.emit(RoundStarted(1))
    g = t.id("g")
    t.ctx.emit(E.Set(g, "hp", 3, "test"))
    t.ctx.emit(E.Set(g, "hurt_round", 1, "test"))
    morale_phase(t.ctx)
    return t, g


def test_acks_195_an_engaged_creature_cowers_from_the_morale_result_on(table):
    t, g = _frightened_goblin(table)
    assert t.events("MoraleRolled")[-1].result == "frightened"
    assert t.state.condition(g, "cowering")  # before its own segment of the next round
    assert atk.melee_modifiers(t.state, t.id("f"), g)["vulnerable"] == 2


def test_acks_195_at_its_segment_the_cowering_creature_gets_away_by_its_retreat(table):
    from affray.systems.acks2.phases.declarations import declarations
    from affray.systems.acks2.phases.segment import segment
    t, g = _frightened_goblin(table)
    t.ctx.emit(RoundStarted(2))
    t.run(declarations(t.ctx))
    t.ctx.emit(E.Set(g, "segment", "pending", "test"))
    t.run(segment(t.ctx, g, 3))
    assert not t.state.condition(g, "cowering")
    assert [m.entity for m in t.events("Moved")] == [g]


def test_acks_145_after_the_fight_marcus_rouses_the_ogre():
    from .test_worked_examples import run

    def after(data):
        data["options"] = {"after_the_fight": True}
        data["script"]["dice"] += [9, 3]  # the Judge's 1d20 and 1d6 of the example
        data["script"]["choices"].append({"who": "Marcus", "kind": "after_fight", "choice": "treat:2"})
    b = run("marcus_ogre_nonlethal.toml", after)
    mw = [e for e in b.events if type(e).__name__ == "MortalWounds"]
    assert [(m.entity, m.d20, m.d6, m.result) for m in mw] == [(2, 9, 3, "awake")]
    assert "nonlethal+15" in mw[0].why
    assert b.state.get(2, Status).hp == 1 and b.state.condition(2, "roused")
    assert b.outcome.winner == "party"


def test_acks_137_in_the_fight_treat_injury_is_for_allies_only(table):
    from affray.systems.acks2.phases.after_fight import options
    from affray.systems.acks2.phases.treatment import treatable
    t = table([fig("f", "p", (0, 0), "N", "fighter-3"),
               fig("o", "q", (0, 1), "S", "orc", hp=-1, conditions={"unconscious": 1})])
    assert treatable(t.state, t.id("f")) == []
    assert options(t.state, t.id("f")) == [f"treat:{t.id('o')}"]


def test_acks_101_a_formation_of_one_left_rolls_no_victim_die(table):
    from affray.systems.acks2.rules.formations import victim
    t = table([fig("x", "p", (0, 0)), fig("y", "q", (9, 9))], dice=[])
    assert victim(t.ctx, [7]) == 7 and not t.events("Rolled")


def test_acks_137_the_savage_table_goes_by_the_weapon_that_felled_it(table):
    t = table([fig("f", "p", (0, 0), "N", "fighter-3"), fig("w", "q", (0, 1), "S", "wolf"),
               fig("o", "q", (3, 3), "S", "ogre")])
    atk.hurt(t.ctx, t.id("f"), 99, ["piercing"], source=t.id("w"))  # a bite: natural
    atk.hurt(t.ctx, t.id("o"), 99, ["slashing", "piercing"], source=t.id("f"))  # a sword
    assert [(e.entity, e.damage_type) for e in t.events("Fell")] == [(t.id("f"), "savage"),
                                                                      (t.id("o"), "slashing")]
