"""The round, initiative, delays, ties, the action economy and readied actions
(ACKS-15 to ACKS-20, ACKS-32 to ACKS-39, ACKS-47, ACKS-51 to ACKS-77)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.kernel.components import Facing, Position
from affray.kernel.events import RoundStarted
from affray.systems.acks2 import events as E
from affray.systems.acks2.phases.combat import combat_options
from affray.systems.acks2.phases.count import initiative_count
from affray.systems.acks2.phases.declarations import choices as declare_choices
from affray.systems.acks2.phases.initiative import deciding_side, roll_initiative, side_sizes
from affray.systems.acks2.phases.segment import action_options
from affray.systems.acks2.round import play_round
from affray.systems.acks2.rules import actions as A
from affray.systems.acks2.rules.attack import defend_bonus, effective_ac
from affray.systems.acks2.rules.movement import speeds

from .conftest import Wants, fig


def start(t, n=1):
    t.ctx.emit(RoundStarted(n))


def inits(t, **numbers):
    for name, n in numbers.items():
        t.ctx.emit(E.Initiative(t.id(name), n, n))


def acted(t):
    return [t.state.names[e.actor] for e in t.events("Decided") if e.kind == "action"]


def test_acks_15_phases_in_order(table):
    t = table([fig("a", "p", (0, 0), "N"), fig("o", "q", (0, 9), "S", "orc")],
              policies={"p": "tactical", "q": "tactical"})
    start(t)
    t.run(play_round(t.ctx))
    phases = [e.phase for e in t.events("PhaseStarted")]
    assert phases == ["declarations", "initiative", "count", "morale"]


def test_acks_16_declarations(table):
    t = table([fig("m", "p", (0, 0), "N", "mage-3"), fig("o", "q", (0, 1), "S", "orc")])
    assert declare_choices(t.state, t.id("m")) == ["none", "retreat", "withdraw", "cast:sleep",
                                                   "cast:magic missile"]
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 5), "S", "orc")])
    assert declare_choices(t.state, t.id("f")) == ["none"]
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc")])
    start(t)
    inits(t, f=3)
    assert not [o for o in action_options(t.state, t.id("f"), 3) if o.startswith(("withdraw", "retreat"))]


def test_acks_17_initiative(table):
    t = table([fig("a", "p", (0, 0), "N", sheet={"dex_mod": 2}), fig("o", "q", (0, 9), "S", "orc")], dice=[4, 1])
    start(t)
    roll_initiative(t.ctx)
    assert t.state.get(t.id("a"), Status).initiative == 6
    gobs = [fig(f"g{i}", "q", (i, 9), "S", "goblin", sheet={"morale_group": "g"}) for i in range(5)]
    t = table([fig("a", "p", (0, 0), "N", sheet={"dex_mod": 0})] + gobs, dice=[2, 5],
              options={"group_initiative": True})
    start(t)
    roll_initiative(t.ctx)
    assert len(t.events("Rolled")) == 2
    assert {t.state.get(t.id(f"g{i}"), Status).initiative for i in range(5)} == {5}


def test_acks_18_count_order(table):
    people = [fig(n, "p" if i % 2 else "q", (i * 3, 0), "N") for i, n in enumerate("abcd")]
    t = table(people, policies={"p": Wants({}), "q": Wants({})})
    start(t)
    inits(t, a=6, b=4, c=4, d=1)
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    assert acted(t) == ["a", "c", "b", "d"] or acted(t) == ["a", "b", "c", "d"]
    t = table([fig("a", "p", (0, 0)), fig("b", "q", (6, 6))], policies={"p": "tactical", "q": "tactical"})
    start(t)
    inits(t, a=12, b=3)
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    assert acted(t)[0] == "a"  # the count starts at 12


def test_acks_19_combat_ends_when_a_side_is_down(table):
    from affray.systems.acks2.outcome import outcome
    t = table([fig("a", "p", (0, 0)), fig("o", "q", (0, 1), "S", "orc", hp=0, conditions={"unconscious": 1})])
    assert outcome(t.state).winner == "p"


def test_acks_20_readied_acts_on_the_trigger_and_again_later(table):
    t = table([fig("A", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
               fig("B", "q", (0, 4), "S", "orc", sheet={"hp": 30})],
              policies={"p": Wants({("A", "interrupt"): "attack"}),
                        "q": Wants({("B", "action"): "march:0,1", ("B", "combat"): "none"})},
              dice=[3, 3, 3, 3])
    start(t)
    inits(t, A=2, B=5)
    t.ctx.emit(E.Set(t.id("A"), "readied", True, "ACKS-65"))
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    kinds = [(t.state.names[e.actor], e.kind) for e in t.events("Decided") if e.kind != "end_facing"]
    assert kinds[:3] == [("B", "action"), ("A", "interrupt"), ("B", "combat")]
    assert ("A", "action") in kinds[3:]


def test_acks_32_delay_limit(table):
    t = table([fig("a", "p", (0, 0)), fig("b", "q", (6, 6))])
    start(t)
    inits(t, a=5, b=0)
    opts = action_options(t.state, t.id("a"), 5)
    assert "delay:-5" in opts and "delay:-6" not in opts
    assert not [o for o in action_options(t.state, t.id("b"), 0) if o.startswith("delay")]


def test_acks_33_quintus_waits_for_balbus(table):
    t = table([fig("Quintus", "p", (0, 0)), fig("Balbus", "p", (1, 0)), fig("Other", "q", (9, 9), "S"),
               fig("Late", "q", (12, 9), "S")],
              policies={"p": Wants({("Quintus", "action"): ["wait:2", "stay"]}), "q": Wants({})})
    start(t)
    inits(t, Quintus=4, Balbus=2, Other=2, Late=2)
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    order = acted(t)
    assert order.index("Quintus", 1) == order.index("Balbus") + 1


def test_acks_34_start_of_initiative_effects_happen_before_delaying(table):
    t = table([fig("Quintus", "p", (0, 0)), fig("o", "q", (9, 9), "S")],
              policies={"p": Wants({("Quintus", "action"): ["delay:1", "stay"]}), "q": Wants({})})
    start(t)
    inits(t, Quintus=4, o=0)
    t.ctx.emit(E.Set(t.id("Quintus"), "disordered", True, "ACKS-39"))
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    sets = [(e.field, e.value) for e in t.events("Set") if e.entity == t.id("Quintus")]
    assert sets.index(("disordered", False)) < sets.index(("segment", "delayed"))


def test_acks_35_ties_fewer_members_decide(table):
    t = table([fig("a", "p", (0, 0)), fig("b", "p", (1, 0))] +
              [fig(f"g{i}", "q", (i, 9), "S", "gnoll") for i in range(3)])
    assert deciding_side(t.state, [0, 1], side_sizes(t.state)) == 0
    t = table([fig(n, "p", (i, 0)) for i, n in enumerate("abc")] +
              [fig(f"g{i}", "q", (i, 9), "S", "gnoll") for i in range(3)])
    assert deciding_side(t.state, [0, 1], side_sizes(t.state)) == 1  # the Judge's monsters


def test_acks_36_action_economy():
    assert A.segment_ok(["movement", "combat"]) and A.segment_ok(["movement", "movement"])
    assert not A.segment_ok(["combat", "movement"]) and not A.segment_ok(["run", "combat"])
    assert A.segment_ok(["charge"]) and A.segment_ok(["drop_weapon", "swap_weapon", "swap_weapon"])


def test_acks_37_speeds():
    s = speeds(Sheet(speed=40))
    assert (s["march"], s["withdraw"], s["charge"], s["run"], s["retreat"]) == (40, 20, 120, 120, 120)


def test_acks_38_a_caster_who_holds_keeps_the_spell(table):
    t = table([fig("m", "p", (0, 0), "N", "mage-3"), fig("o", "q", (0, 9), "S", "orc")],
              policies={"p": Wants({("m", "action"): "hold"}), "q": Wants({("o", "action"): "stay"})})
    start(t)
    inits(t, m=3, o=1)
    t.ctx.emit(E.Set(t.id("m"), "declared", "cast:sleep", "ACKS-16"))
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    st = t.state.get(t.id("m"), Status)
    assert not st.spell_lost and st.segment == "acted"
    assert ("m", "combat") not in [(t.state.names[e.actor], e.kind) for e in t.events("Decided")]


def test_acks_39_charge(table):
    t = table([fig("f", "p", (0, 0), "N", "fighter-3", sheet={"weapon": "spear", "str_mod": 1, "ac": 4}),
               fig("g", "q", (0, 6), "S", "goblin", sheet={"hp": 30})],
              policies={"p": Wants({("f", "action"): "charge:2"}),
                        "q": Wants({("g", "action"): "stay", ("g", "combat"): "none"})},
              dice=[8, 3, 3])
    start(t)
    inits(t, f=3, g=1)
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    th = t.events("Throw")[0]
    assert th.kind == "charge" and th.total == 8 + 2 + 1 and th.needed == 9 + 2 and th.hit
    assert effective_ac(t.state, t.id("f")) == 2  # disordered until its next segment
    assert t.events("Hurt")[0].amount == 3 + 3 + 1  # impact die, STR once


def test_acks_39_no_charge_when_engaged_or_blind(table):
    t = table([fig("f", "p", (0, 0), "N"), fig("g", "q", (0, -6), "N", "goblin")])
    start(t)
    inits(t, f=3, g=1)
    assert "charge:2" not in action_options(t.state, t.id("f"), 3)  # behind it: no sight


def test_acks_40_to_43_and_48_hasty_actions():
    """ACKS-40 don armor, ACKS-41 lockpick, ACKS-42 search, ACKS-43 trapbreak, ACKS-48 spike."""
    assert A.don_armor_rounds(6) == 6 and not A.armor_counts(5, 6) and A.armor_counts(6, 6)
    assert A.hasty("lockpick", 5, "chest") == A.Request("lockpicking", 18, 0, "chest")
    assert A.hasty("lockpick", 10, "chest") is None
    assert A.hasty("search", 10, "floor") is None and A.hasty("search_pole", 10, "floor") is not None
    assert A.hasty("trapbreak", 5, "needle trap").throw == "trapbreaking"
    assert A.hasty("trapbreak", 5, None) is None
    assert A.hasty("spike", 5, "door").about == "door spiked" and A.hasty("spike", 5, None) is None


def test_acks_44_artillery_is_a_full_round_action():
    assert A.action_slot("artillery") == "full"


def test_acks_45_run_gradual_curve():
    assert A.gradual_curve([(0, 0), (0, 1), (0, 2), (1, 3), (2, 4)])
    assert not A.gradual_curve([(0, 0), (0, 1), (1, 1)])
    assert A.action_slot("run") == "full"


def test_acks_46_running_sneak():
    assert A.running_sneak_ok(False, True) == (True, -10)
    assert A.running_sneak_ok(True, True)[0] is False and A.running_sneak_ok(False, False)[0] is False


def test_acks_47_retreat(table):
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc")],
              policies={"p": Wants({}), "q": Wants({})})
    start(t)
    inits(t, f=3, o=1)
    t.ctx.emit(E.Set(t.id("f"), "declared", "retreat", "ACKS-16"))
    opts = [o for o in action_options(t.state, t.id("f"), 3) if o.startswith("retreat")]
    assert "retreat:0,-1" in opts and "retreat:1,0" not in opts  # not still within 5'
    assert "retreat:0,-24" in opts and "retreat:0,-25" not in opts  # running speed 120'
    assert not t.state.get(t.id("f"), Status).disordered


def test_acks_49_in_lieu_of_movement():
    assert A.action_slot("drop_weapon") == "free" and A.action_slot("swap_weapon") == "movement"
    assert A.segment_ok(["swap_weapon", "swap_weapon"])


def test_acks_50_grab():
    assert A.grab_ok(False, True) and not A.grab_ok(True, True)
    assert A.carried_weight(200, False) == 100


def test_acks_51_march_unengaged_only(table):
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 9), "S", "orc")])
    start(t)
    inits(t, f=3, o=1)
    assert "march:0,-8" in action_options(t.state, t.id("f"), 3)  # 40' backwards
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc")])
    start(t)
    inits(t, f=3, o=1)
    assert not [o for o in action_options(t.state, t.id("f"), 3) if o.startswith("march")]


def test_acks_52_change_facing_while_engaged(table):
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc")])
    start(t)
    inits(t, f=3, o=1)
    assert "face:SE" in action_options(t.state, t.id("f"), 3)


def test_acks_53_sneak():
    assert A.sneak(40, False) == (20, 0) and A.sneak(40, True) == (40, -5)


def test_acks_54_and_67_standing_up(table):
    """ACKS-54 stand up as movement (unengaged), ACKS-67 as the combat action (engaged)."""
    t = table([fig("f", "p", (0, 0), "N", conditions={"prone": 1}), fig("o", "q", (0, 9), "S", "orc")])
    start(t)
    inits(t, f=3, o=1)
    assert "stand" in action_options(t.state, t.id("f"), 3)
    t = table([fig("f", "p", (0, 0), "N", conditions={"prone": 1}), fig("o", "q", (0, 1), "S", "orc")])
    start(t)
    inits(t, f=3, o=1)
    assert "stand" not in action_options(t.state, t.id("f"), 3)
    assert "stand" in combat_options(t.state, t.id("f"), True)


def test_acks_55_and_68_take_cover(table):
    """ACKS-55/ACKS-68: take cover; as the combat action even while engaged."""
    from affray.systems.acks2.phases.segment import combat_action
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc")])
    assert "cover" in combat_options(t.state, t.id("f"), True)
    t.run(combat_action(t.ctx, t.id("f"), "cover"))
    assert t.state.condition(t.id("f"), "prone")


def test_acks_56_withdraw_half_speed_no_disorder(table):
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc")],
              policies={"p": Wants({("f", "action"): "withdraw:0,-3", ("f", "combat"): "defend"}),
                        "q": Wants({("o", "action"): "stay", ("o", "combat"): "none"})})
    start(t)
    inits(t, f=3, o=1)
    t.ctx.emit(E.Set(t.id("f"), "declared", "withdraw", "ACKS-16"))
    t.ctx.emit(E.Set(t.id("f"), "start_engaged", True, "ACKS-56"))
    opts = action_options(t.state, t.id("f"), 3)
    assert "withdraw:0,-3" in opts and "withdraw:0,-5" not in opts  # 20'
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    st = t.state.get(t.id("f"), Status)
    assert not st.disordered and st.defending  # a combat action after the withdrawal


def test_acks_57_in_lieu_of_attacking():
    assert A.action_slot("potion") == "combat" and A.action_slot("mount_stationary") == "combat"
    assert A.segment_ok(["movement", "mount_stationary"])


def test_acks_58_step_and_attack(table):
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 2), "S", "orc")])
    start(t)
    assert "step:2" in combat_options(t.state, t.id("f"), True)
    assert "step:2" not in combat_options(t.state, t.id("f"), False)


def test_acks_59_bash():
    r = A.hasty("bash", 5, "stuck door", str_mod=2)
    assert r.throw == "dungeonbashing" and r.modifier == 2


def test_acks_60_defend(table):
    assert defend_bonus("missile", True) == 4 and defend_bonus("melee", True) == 2
    assert defend_bonus("thrown", True) == 2 and defend_bonus("melee", False) == 2
    assert defend_bonus("missile", False) == 0
    t = table([fig("f", "p", (0, 0), "N", sheet={"ac": 4}), fig("o", "q", (0, 1), "S", "orc")])
    t.ctx.emit(E.Set(t.id("f"), "charged", True, "ACKS-39"))
    assert "defend" not in combat_options(t.state, t.id("f"), False)


def test_acks_61_escape():
    from affray.systems.acks2.rules.escape import escape_modifier
    assert escape_modifier("man", "man", "slip", False) == 0


def test_acks_62_hide():
    assert A.hide_ok(False) is None and A.hide_ok(True).throw == "hiding"


def test_acks_63_listen():
    assert A.listen() == A.Request("listening", 14)


def test_acks_64_march_twice(table):
    t = table([fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 30), "S", "orc")],
              policies={"p": Wants({("f", "action"): "march:0,8"}), "q": Wants({("o", "action"): "stay"})})
    start(t)
    inits(t, f=3, o=1)
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    combat = next(e for e in t.events("Decided") if e.kind == "combat" and e.actor == t.id("f"))
    assert combat.choice.startswith("march:")
    assert t.state.get(t.id("f"), Position).y == 16  # 2 x 40'


def test_acks_65_ready_then_strike_before_the_enemy(table):
    t = table([fig("f", "p", (0, 0), "N", sheet={"str_mod": 0}), fig("o", "q", (0, 4), "S", "orc", sheet={"hp": 30})],
              policies={"p": Wants({("f", "action"): "stay", ("f", "combat"): "ready", ("f", "interrupt"): "attack"}),
                        "q": Wants({("o", "action"): "march:0,1", ("o", "combat"): "attack:1"})},
              dice=[2, 2, 2, 2])
    start(t)
    inits(t, f=4, o=2)
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    throws = [t.state.names[e.attacker] for e in t.events("Throw")]
    assert throws == ["f", "o"]


def test_acks_66_rebuke_only_what_it_sees():
    assert A.rebuke_targets({1: "front", 2: "rear", 3: "flank"}) == [1, 3]


def test_acks_69_treat_injury():
    assert A.treat_injury_bonus(1) == 2 and A.treat_injury_bonus(1, potion_level=1) == 3
    assert not A.treat_ok("undead") and A.treat_ok("humanoid")


def test_acks_70_spell_like_ability():
    assert A.spell_like(False) == {"slot": "combat", "declaration": False, "disruptable": False}


def test_acks_71_interrupt_between_move_and_attack(table):
    test_acks_20_readied_acts_on_the_trigger_and_again_later(table)


def test_acks_72_countercharge(table):
    t = table([fig("sp", "p", (0, 0), "N", "fighter-3", sheet={"weapon": "spear", "str_mod": 0, "ac": 4}),
               fig("o", "q", (0, 6), "S", "orc", sheet={"hp": 40})],
              policies={"p": Wants({("sp", "interrupt"): "countercharge"}),
                        "q": Wants({("o", "action"): "charge:1"})},
              dice=[10, 3, 4, 1])
    start(t)
    inits(t, sp=2, o=5)
    t.ctx.emit(E.Set(t.id("sp"), "readied", True, "ACKS-65"))
    t.run(initiative_count(t.ctx, side_sizes(t.state)) if False else _one_segment(t, "o", 5))
    th = t.events("Throw")[0]
    assert th.kind == "countercharge" and th.total == 12
    assert t.events("Hurt")[0].amount == 3 + 4
    assert effective_ac(t.state, t.id("sp")) == 2


def _one_segment(t, name, count):
    from affray.systems.acks2.phases.segment import segment
    return segment(t.ctx, t.id(name), count)


def test_acks_73_damage_cancels_readiness(table):
    from affray.systems.acks2.rules.attack import hurt
    t = table([fig("a", "p", (0, 0)), fig("o", "q", (0, 9), "S", "orc")])
    start(t)
    t.ctx.emit(E.Set(t.id("a"), "readied", True, "ACKS-65"))
    hurt(t.ctx, t.id("a"), 1, ["bludgeoning"])
    assert not t.state.get(t.id("a"), Status).readied


def test_acks_74_readied_vs_readied_by_initiative(table):
    from affray.systems.acks2.phases.interrupts import candidates
    t = table([fig("A", "p", (0, 0), "N", sheet={"weapon": "spear"}), fig("B", "p", (1, 0), "N"),
               fig("o", "q", (0, 1), "S", "orc")])
    start(t)
    inits(t, A=3, B=5, o=1)
    for n in ("A", "B"):
        t.ctx.emit(E.Set(t.id(n), "readied", True, "ACKS-65"))
    assert [t.state.names[r] for r, _ in candidates(t.state, t.id("o"), False)] == ["B", "A"]


def test_acks_75_readiness_lasts_until_its_own_number(table):
    t = table([fig("A", "p", (0, 0)), fig("o", "q", (0, 9), "S", "orc")],
              policies={"p": Wants({("A", "action"): "stay", ("A", "combat"): "none"}), "q": Wants({("o", "action"): "stay", ("o", "combat"): "none"})})
    start(t, 2)
    inits(t, A=3, o=5)
    t.ctx.emit(E.Set(t.id("A"), "readied", True, "ACKS-65"))
    t.run(initiative_count(t.ctx, side_sizes(t.state)))
    sets = [e for e in t.events("Set") if e.field == "readied" and not e.value]
    assert sets and sets[0].rule == "ACKS-75"


def test_acks_76_reserve_standoff(table):
    t = table([fig("A", "p", (0, 0)), fig("o", "q", (0, 9), "S", "orc")],
              policies={"p": Wants({("A", "action"): ["stay"] * 3, ("A", "combat"): ["ready"] * 3}),
                        "q": Wants({("o", "action"): ["stay"] * 3, ("o", "combat"): ["defend"] * 3})},
              dice=[3, 1])
    start(t)
    t.run(play_round(t.ctx))
    assert not t.state.get(t.id("A"), Status).readied
    assert [e.rule for e in t.events("Set") if e.field == "readied"][-1] == "ACKS-76"


def test_acks_77_set_for_the_charge(table):
    t = table([fig("sp", "p", (0, 0), "N", "fighter-3", sheet={"weapon": "spear", "two_handed": True,
                                                                "str_mod": 0, "ac": 4}),
               fig("o", "q", (0, 6), "S", "orc", sheet={"hp": 40})],
              policies={"p": Wants({("sp", "interrupt"): "attack"}),
                        "q": Wants({("o", "action"): "charge:1"})},
              dice=[10, 3, 4, 1])
    start(t)
    inits(t, sp=2, o=5)
    t.ctx.emit(E.Set(t.id("sp"), "readied", True, "ACKS-65"))
    t.run(_one_segment(t, "o", 5))
    th = t.events("Throw")[0]
    assert th.kind == "set" and th.total == 10 and t.events("Hurt")[0].amount == 7
    assert effective_ac(t.state, t.id("sp")) == 4


def test_acks_60_defending_an_adjacent_ally(table):
    # the defender faces N; its ally stands to its left (W): the off-hand flank
    t = table([fig("d", "p", (1, 0), "N", sheet={"shield": True}), fig("w", "p", (0, 0), "N", sheet={"ac": 2}),
               fig("d2", "p", (0, -1), "N", sheet={"shield": True}), fig("o", "q", (0, 3), "S", "orc")])
    assert f"defend:{t.id('w')}" in combat_options(t.state, t.id("d"), True)
    t.ctx.emit(E.Set(t.id("d"), "guarding", t.id("w"), "ACKS-60"))
    assert effective_ac(t.state, t.id("w"), "melee") == 4
    assert effective_ac(t.state, t.id("w"), "missile") == 6
    # a second defender from another side (its rear) stacks; self-defence counts as the front
    t.ctx.emit(E.Set(t.id("d2"), "guarding", t.id("w"), "ACKS-60"))
    assert effective_ac(t.state, t.id("w"), "melee") == 6
    t.ctx.emit(E.Set(t.id("w"), "defending", True, "ACKS-60"))
    assert effective_ac(t.state, t.id("w"), "melee") == 8


def test_acks_60_two_defenders_on_one_side_do_not_stack(table):
    t = table([fig("w", "p", (0, 0), "N", sheet={"ac": 2}), fig("d", "p", (0, -1), "N", sheet={"shield": True}),
               fig("d2", "p", (-1, -1), "N", sheet={"shield": True}), fig("o", "q", (5, 5), "S", "orc")])
    for g in ("d", "d2"):
        t.ctx.emit(E.Set(t.id(g), "guarding", t.id("w"), "ACKS-60"))
    assert effective_ac(t.state, t.id("w"), "melee") == 4
