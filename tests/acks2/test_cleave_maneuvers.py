"""Cleaving (ACKS-147 to ACKS-156) and special maneuvers (ACKS-170 to ACKS-182)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.systems.acks2.phases.combat import cleave, cleave_limit, routine
from affray.systems.acks2.rules import maneuvers as MV
from affray.systems.acks2.rules import stats
from affray.systems.acks2.rules.melee import strike

from .conftest import Wants, drive, fig


def test_acks_147_a_drop_earns_a_cleave_with_the_same_weapon(table):
    t = table([fig("a", "p", (0, 0), "N", "fighter-3", sheet={"weapon": "spear", "str_mod": 0}),
               fig("o1", "q", (0, 1), "S", "orc", sheet={"hp": 2}), fig("o2", "q", (1, 1), "S", "orc")],
              dice=[15, 6, 15, 1], policies={"p": "tactical", "q": "tactical"})
    t.run(routine(t.ctx, t.id("a"), t.id("o1")))
    targets = [t.state.names[e.target] for e in t.events("Throw")]
    assert targets == ["o1", "o2"] and t.state.get(t.id("a"), Status).cleaves == 1


def test_acks_148_cleave_limits():
    assert stats.cleave_limit(Sheet(cls="fighter", level=3)) == 3
    assert stats.cleave_limit(Sheet(cls="thief", level=5)) == 2
    assert stats.cleave_limit(Sheet(cls="mage", level=9)) == 0
    assert stats.cleave_limit(Sheet(cls="monster", hd="12")) == 12
    assert stats.cleave_limit(Sheet(cls="monster", hd="1+1")) == 1


def test_acks_148_no_cleave_past_the_limit(table):
    t = table([fig("a", "p", (0, 0), "N", "fighter-1", sheet={"str_mod": 0}),
               fig("o1", "q", (0, 1), "S", "orc", sheet={"hp": 1}),
               fig("o2", "q", (1, 1), "S", "orc", sheet={"hp": 1}),
               fig("o3", "q", (-1, 1), "S", "orc", sheet={"hp": 1})],
              dice=[15, 6, 15, 6], policies={"p": "tactical", "q": "tactical"})
    t.run(routine(t.ctx, t.id("a"), t.id("o1")))
    assert len(t.events("Throw")) == 2  # fighter 1: one cleave only


def test_acks_149_step_must_stay_engaged():
    from affray.systems.acks2.rules.cleaving import step_keeps_engagers
    assert step_keeps_engagers(["Y"], {"Y"}) and not step_keeps_engagers(["Y"], set())
    assert step_keeps_engagers(["Y"], set(), overran={"Y"})


def test_acks_150_charge_bonus_on_cleaves_needs_a_step():
    from affray.systems.acks2.rules.cleaving import cleave_kind
    assert cleave_kind("charge", stepped=True) == "charge"
    assert cleave_kind("charge", stepped=False) == "melee"
    assert cleave_kind("countercharge", stepped=True) == "countercharge"


def test_acks_151_set_impact_continues_against_chargers():
    from affray.systems.acks2.rules.cleaving import set_impact_continues
    assert set_impact_continues(target_charged=True, chain_intact=True)
    assert not set_impact_continues(target_charged=False, chain_intact=True)
    assert not set_impact_continues(target_charged=True, chain_intact=False)


def test_acks_152_backstab_bonus_on_cleaves():
    from affray.systems.acks2.rules.cleaving import backstab_continues
    assert backstab_continues(eligible_at_start={"A", "B"}, target="B", chain_intact=True)
    assert not backstab_continues(eligible_at_start={"A"}, target="B", chain_intact=True)


def test_acks_153_no_target_left_spend_a_cleave_on_defend(table):
    t = table([fig("a", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
               fig("o1", "q", (0, 1), "S", "orc", sheet={"hp": 1})],
              dice=[15, 6], policies={"p": Wants({("a", "cleave"): "defend"}), "q": "tactical"})
    t.ctx.emit(__import__("affray.systems.acks2.events", fromlist=["Set"]).Set(t.id("a"), "disordered", True, "ACKS-39"))
    t.run(routine(t.ctx, t.id("a"), t.id("o1"), "charge"))
    st = t.state.get(t.id("a"), Status)
    assert st.defending and not st.disordered and st.cleaves == 1


def test_acks_154_large_magic_weapons_add_cleaves():
    assert stats.cleave_limit(Sheet(level=4), "large", ("slashing",), 2) == 6
    assert stats.cleave_limit(Sheet(level=4), "medium", ("piercing",), 2) == 4


def test_acks_155_missile_cleave_caps(table):
    t = table([fig("f", "p", (0, 0), "E", "fighter-8", sheet={"missile": "crossbow", "ammo": 9, "str_mod": 1}),
               fig("o", "q", (9, 0), "W", "orc")])
    assert cleave_limit(t.state, t.id("f"), True) == 2
    t = table([fig("f", "p", (0, 0), "E", "fighter-8", sheet={"missile": "long bow", "ammo": 9, "str_mod": 1}),
               fig("o", "q", (9, 0), "W", "orc")])
    assert cleave_limit(t.state, t.id("f"), True) == 4
    t = table([fig("f", "p", (0, 0), "E", "fighter-8", sheet={"missile": "short bow", "ammo": 9}),
               fig("o", "q", (9, 0), "W", "orc")])
    assert cleave_limit(t.state, t.id("f"), True) == 8


def test_acks_155_missile_cleave_only_in_the_same_band(table):
    t = table([fig("f", "p", (0, 0), "E", "fighter-3", sheet={"missile": "short bow", "ammo": 9}),
               fig("near", "q", (5, 1), "W", "orc"), fig("far", "q", (50, 0), "W", "orc")],
              policies={"p": "tactical", "q": "tactical"}, dice=[])
    t.run(cleave(t.ctx, t.id("f"), True, "medium"))  # first target was at medium range
    assert not t.events("Throw")  # "near" is at short range: not eligible; stops


def test_acks_156_missile_no_target_left_ready(table):
    t = table([fig("f", "p", (0, 0), "E", "fighter-3", sheet={"missile": "short bow", "ammo": 9}),
               fig("o", "q", (-3, 0), "E", "orc")],
              policies={"p": Wants({("f", "cleave"): "ready"}), "q": "tactical"})
    t.run(cleave(t.ctx, t.id("f"), True))
    assert t.state.get(t.id("f"), Status).readied


def test_acks_170_maneuvers_do_not_cleave_unless_they_drop(table):
    t = table([fig("a", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
               fig("o", "q", (0, 1), "S", "orc", sheet={"hp": 9}), fig("o2", "q", (1, 1), "S", "orc")],
              dice=[19, 2, 2])
    dropped = drive(MV.maneuver("knockdown").resolve(t.ctx, t.id("a"), t.id("o")))
    assert not dropped and t.state.condition(t.id("o"), "prone")


def test_acks_171_brawling_into_plate_hurts_the_puncher():
    assert MV.brawl_reflects("none", "heavy") and not MV.brawl_reflects("medium", "heavy")
    from affray.systems.acks2.rules.attack import MANEUVER_PENALTY
    assert MANEUVER_PENALTY["kick"] == -2


def test_acks_172_clamber(table):
    t = table([fig("f", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
               fig("g", "q", (0, 1), "S", "stone-giant")], dice=[19, 9])
    drive(MV.maneuver("clamber").resolve(t.ctx, t.id("f"), t.id("g")))
    save = t.events("Saved")[-1]
    assert save.total == 9 - 4 and t.state.condition(t.id("f"), "clambering")
    assert t.events("Throw")[-1].note.count("maneuver-4")


def test_acks_173_clambering_bonuses():
    from affray.systems.acks2.rules.cleaving import clamber_mods
    assert clamber_mods("climber") == 4 and clamber_mods("mount_with_reach") == -4
    assert clamber_mods("mount_without_reach") is None
    from affray.systems.acks2.rules.cleaving import fall_dice
    assert fall_dice(20) == 2 and fall_dice(10) == 0


def test_acks_174_coup_de_grace(table):
    t = table([fig("th", "p", (0, 0), "N", "thief-3", conditions={"sneaking": 1}),
               fig("guard", "q", (0, 1), "S", "orc", conditions={"asleep": 1, "helpless": 1})])
    assert MV.maneuver("coup").legal(t.state, t.id("th"), t.id("guard"))
    drive(MV.maneuver("coup").resolve(t.ctx, t.id("th"), t.id("guard")))
    assert not t.state.alive(t.id("guard")) and t.state.condition(t.id("th"), "sneaking")
    t = table([fig("th", "p", (0, 0), "N", "thief-3"), fig("ogre", "q", (0, 1), "S", "ogre",
                                                           conditions={"helpless": 1})])
    assert not MV.maneuver("coup").legal(t.state, t.id("th"), t.id("ogre"))


def test_acks_175_disarm_two_handed_saves_at_plus_4(table):
    t = table([fig("f", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
               fig("o", "q", (0, 1), "S", "orc-axe", sheet={"hp": 20})], dice=[19, 2, 5])
    drive(MV.maneuver("disarm").resolve(t.ctx, t.id("f"), t.id("o")))
    assert t.events("Saved")[-1].total == 9 and t.state.condition(t.id("o"), "disarmed")


def test_acks_176_force_back(table):
    t = table([fig("g", "q", (0, 0), "N", "stone-giant"), fig("h", "p", (0, 2), "S", "fighter-3",
                                                              sheet={"hp": 40})],
              dice=[19, 4, 4, 4, 2], policies={"p": "tactical", "q": "tactical"})
    drive(MV.maneuver("forceback").resolve(t.ctx, t.id("g"), t.id("h")))
    from affray.kernel.components import Position
    assert t.events("Saved")[-1].total == 2 - 4
    p = t.state.get(t.id("h"), Position)
    assert (p.x, p.y) == (0, 4)  # 12 damage -> 12' -> 2 squares
    assert MV.push_squares(12) == 2 and MV.obstacle_dice(20) == 2


def test_acks_177_incapacitate_needs_a_natural_10():
    # Marcus (4+, STR +1) vs ogre AC 3, flat of the blade -4: 10 + 1 - 4 = 7 >= 4 + 3
    from affray.systems.acks2.rules.throws import succeeds
    assert succeeds(10, 10 + 1 - 4, 4 + 3) and not succeeds(9, 9 + 1 - 4, 4 + 3)


def test_acks_178_knock_down_an_ogre_saves_plus_2(table):
    t = table([fig("f", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
               fig("ogre", "q", (0, 1), "S", "ogre")], dice=[19, 2, 5])
    drive(MV.maneuver("knockdown").resolve(t.ctx, t.id("f"), t.id("ogre")))
    assert t.events("Saved")[-1].total == 7


def test_acks_179_overrun_moves_through(table):
    t = table([fig("k", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
               fig("g", "q", (0, 1), "S", "orc")], dice=[19, 2],
              policies={"p": "tactical", "q": "tactical"})  # the first square past him
    drive(MV.maneuver("overrun").resolve(t.ctx, t.id("k"), t.id("g")))
    from affray.kernel.components import Position
    p = t.state.get(t.id("k"), Position)
    assert (p.x, p.y) == (0, 2) and not t.events("Hurt")
    t = table([fig("k", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
               fig("g", "q", (0, 1), "S", "orc", sheet={"hp": 20})], dice=[19, 19, 3],
              policies={"p": "tactical", "q": "tactical"})  # the orc blocks
    drive(MV.maneuver("overrun").resolve(t.ctx, t.id("k"), t.id("g")))
    assert t.events("Hurt")[-1].amount == 3  # blocked: ordinary damage


def test_acks_180_sunder():
    assert MV.sunder_penalty("spear") == -4 and MV.sunder_penalty("sword") == -6
    assert MV.sunder_save_modifier("spear", 1, 0) == -5
    assert not MV.can_sunder_magic(1, 2) and MV.can_sunder_magic(2, 2)


def test_acks_181_lesser_titan_sweep(table):
    from affray.systems.acks2.phases.sweep import sweep
    orcs = [fig(f"o{i}", "q", (i, 2), "S", "orc") for i in range(4)]
    titan = fig("titan", "p", (0, 0), "N", "stone-giant",
                sheet={"natural": ["6d6"], "frontage": 4, "depth": 2, "hd": "13", "str_mod": 0})
    t = table([titan] + orcs, dice=[15, 15, 1, 15, 4, 4, 4, 4, 2, 2, 15, 6, 6, 6, 6, 6, 6],
              policies={"p": "tactical", "q": "tactical"})
    t.run(sweep(t.ctx, t.id("titan")))
    hurts = [(t.state.names[e.entity], e.amount) for e in t.events("Hurt")]
    assert hurts[:3] == [("o0", 5), ("o1", 5), ("o3", 5)]
    assert hurts[3] == ("o2", 36)  # the cleave: full 6d6
    assert MV.sweep_share(20, 4) == 5 and MV.sweep_cleaves(3, 4) and not MV.sweep_cleaves(2, 4)


def test_acks_182_wrestling_ignores_armor(table):
    t = table([fig("w", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
               fig("k", "q", (0, 1), "S", "fighter-3", sheet={"ac": 7, "armor_ac": 6})], dice=[14, 3])
    drive(MV.maneuver("wrestle").resolve(t.ctx, t.id("w"), t.id("k")))
    th = t.events("Throw")[-1]
    assert th.needed == 9 + 1 and th.total == 10 and th.hit
    assert t.state.condition(t.id("k"), "wrestled")


def test_acks_149_150_charge_cleave_keeps_the_bonus_only_with_a_step(table):
    from affray.kernel.components import Position
    # the charging spearman drops A, steps 5' (still engaged by C) to cleave B with the
    # charge's +2 and impact, then cleaves D without stepping: +2 and impact are gone
    t = table([fig("sp", "p", (0, 0), "N", "fighter-3", sheet={"weapon": "spear", "two_handed": True, "str_mod": 1}),
               fig("A", "q", (0, 1), "S", "orc", sheet={"hp": 1}),
               fig("B", "q", (1, 2), "S", "orc", sheet={"hp": 1}),
               fig("C", "q", (1, 0), "NW", "orc", sheet={"hp": 30}),
               fig("D", "q", (2, 2), "SW", "orc", sheet={"hp": 30})],
              dice=[15, 2, 2, 15, 3, 4, 15, 5],
              policies={"p": Wants({("sp", "cleave"): ["step:1,1:3", "cleave:5"]}), "q": "tactical"})
    t.run(routine(t.ctx, t.id("sp"), t.id("A"), "charge", impact_ok=True))
    th = t.events("Throw")
    assert [(t.state.names[e.target], e.kind) for e in th] == [("A", "charge"), ("B", "charge"), ("D", "melee")]
    assert th[1].total == 15 + 2 + 1 and th[2].total == 15 + 1
    assert [e.amount for e in t.events("Hurt")] == [2 + 2 + 1, 3 + 4 + 1, 5 + 1]
    p = t.state.get(t.id("sp"), Position)
    assert (p.x, p.y) == (1, 1)


def test_acks_149_no_step_that_leaves_an_engager(table):
    from affray.systems.acks2.phases.combat import step_cleaves
    t = table([fig("f", "p", (0, 0), "N", "fighter-3"), fig("Y", "q", (-1, 1), "SE", "orc"),
               fig("Z", "q", (2, 0), "W", "orc")])
    assert "step:1,0:3" not in step_cleaves(t.state, t.id("f"), [])  # Y would no longer engage
    t = table([fig("f", "p", (0, 0), "N", "fighter-3"), fig("Z", "q", (2, 0), "W", "orc")])
    assert "step:1,0:2" in step_cleaves(t.state, t.id("f"), [])
