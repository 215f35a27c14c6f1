"""Damage, damage types, zero hit points, Mortal Wounds, healing, nonlethal damage
(ACKS-125 to ACKS-146)."""

from __future__ import annotations

from affray.components.acks2 import Sheet, Status
from affray.systems.acks2.rules import damage as D
from affray.systems.acks2.rules import wounds as W
from affray.systems.acks2.rules.melee import strike

from .conftest import fig


def test_acks_125_damage_by_category():
    assert D.weapon_die(Sheet(weapon="spear", two_handed=True)) == "1d8"
    assert D.weapon_die(Sheet(weapon="spear")) == "1d6"
    assert D.weapon_die(Sheet(weapon="great axe", two_handed=True)) == "1d10"
    assert D.weapon_die(Sheet(weapon="short sword")) == "1d6"
    assert D.weapon_die(Sheet(weapon="staff", two_handed=True)) == "1d6"
    assert D.weapon_die(Sheet(weapon="whip")) == "1d2"
    assert D.weapon_die(Sheet(weapon="unarmed")) == "1d3"


def test_acks_126_minimum_one(table):
    t = table([fig("a", "p", (0, 0), "N", sheet={"weapon": "dagger", "str_mod": -2}),
               fig("o", "q", (0, 1), "S", "orc", sheet={"hp": 9})], dice=[19, 1])
    strike(t.ctx, t.id("a"), t.id("o"))
    assert t.events("Hurt")[-1].amount == 1
    assert D.floor_one(-1) == 1 and D.floor_one(0, magic_reduction=True) == 0


def test_acks_127_impact_die_on_a_charge(table):
    t = table([fig("a", "p", (0, 0), "N", sheet={"weapon": "spear", "two_handed": True, "str_mod": 1}),
               fig("o", "q", (0, 1), "S", "orc", sheet={"hp": 40})], dice=[19, 3, 5])
    strike(t.ctx, t.id("a"), t.id("o"), "charge", impact_ok=True)
    assert t.events("Hurt")[-1].amount == 3 + 5 + 1  # STR once
    assert D.impact_die("1d10") == "1d10"


def test_acks_128_twelve_types():
    assert len(set(D.TYPES)) == 12 and set(D.MAGIC_ONLY) <= set(D.TYPES)


def test_acks_128_every_hurt_event_carries_types(table):
    t = table([fig("a", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc", sheet={"hp": 40})], dice=[19, 3])
    strike(t.ctx, t.id("a"), t.id("o"))
    assert set(t.events("Hurt")[-1].types) <= set(D.TYPES) and t.events("Hurt")[-1].types


def test_acks_129_mundane_unless_extraordinary(table):
    t = table([fig("a", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc", sheet={"hp": 40})], dice=[19, 3])
    strike(t.ctx, t.id("a"), t.id("o"))
    assert t.events("Hurt")[-1].extraordinary is False


def test_acks_130_all_types_must_be_resisted():
    s = Sheet(immune=["fire"])
    assert D.apply_defences(s, 8, ["fire", "slashing"], False) == 8
    assert D.apply_defences(s, 8, ["fire"], False) == 0


def test_acks_131_immunity_mundane_only():
    skel = Sheet(immune=["piercing:mundane"])
    assert D.apply_defences(skel, 5, ["piercing"], False) == 0
    assert D.apply_defences(skel, 5, ["piercing"], True) == 5
    assert D.save_bonus_vs(Sheet(immune=["fire"]), ["fire"], False) is None


def test_acks_132_resistance_halves():
    s = Sheet(resist=["fire"])
    assert D.apply_defences(s, 9, ["fire"], False, weapon_attack=False) == 4
    assert D.apply_defences(s, 1, ["fire"], False) == 1
    assert D.save_bonus_vs(s, ["fire"], False) == 2


def test_acks_133_silver_bypasses(table):
    wolf = Sheet(immune=["all:mundane"], bypass=["silver", "magic"])
    assert D.apply_defences(wolf, 4, ["piercing"], False, ("silver",)) == 4
    assert D.apply_defences(wolf, 4, ["piercing"], False) == 0


def test_acks_134_natural_attacks():
    assert not D.natural_is_extraordinary("giant", "4+1", "large")
    assert D.natural_is_extraordinary("giant", "5", "large")
    assert not D.natural_is_extraordinary("animal", "10", "large")
    assert D.natural_is_extraordinary("animal", "6", "huge")
    assert D.natural_is_extraordinary("incarnation", "1", "man")
    assert not D.natural_is_extraordinary("humanoid", "12", "huge")


def test_acks_135_zero_hp_is_unconscious(table):
    t = table([fig("a", "p", (0, 0), "N", sheet={"str_mod": 0}), fig("o", "q", (0, 1), "S", "orc")], dice=[19, 5])
    strike(t.ctx, t.id("a"), t.id("o"))
    o = t.id("o")
    assert t.state.get(o, Status).hp == 0 and t.state.condition(o, "unconscious")
    assert not t.state.engagement.has_edge(o, t.id("a"))


def test_acks_136_undead_destroyed(table):
    t = table([fig("a", "p", (0, 0), "N", sheet={"str_mod": 0, "weapon": "mace"}),
               fig("s", "q", (0, 1), "S", "skeleton")], dice=[19, 4])
    strike(t.ctx, t.id("a"), t.id("s"))
    assert t.events("Fell")[-1].how == "destroyed" and not t.state.alive(t.id("s"))
    assert W.at_zero("ooze") == "slain"


def test_acks_137_tables_and_the_24_hour_roll():
    assert W.mortal_wounds_table("slashing", natural=False) == "slashing"
    assert W.mortal_wounds_table("piercing", natural=True) == "savage"
    total, parts = W.mortal_wounds_modifier(hp=-3, max_hp=20, healing_levels=4, untreated_day=True)
    assert parts["timing"] == -10 and "healing_magic" not in parts


def test_acks_138_marcus_modifiers():
    total, parts = W.mortal_wounds_modifier(hp=-12, max_hp=36, con_mod=3, hit_die=8,
                                            healing_levels=4, rounds_since=1)
    assert total == 11
    bands = {hp: W.hp_band(hp, 36) for hp in (0, -1, -8, -9, -18, -19, -36, -37, -72, -73)}
    assert bands == {0: 5, -1: 0, -8: 0, -9: -2, -18: -2, -19: -5, -36: -5, -37: -10, -72: -10, -73: -20}


def test_acks_139_marcus_result():
    assert W.mortal_wounds_result(6 + 11) == ("awake", 0)
    outcome, deadline = W.mortal_wounds_result(6 + 7)
    assert outcome == "dying" and deadline == 8640
    assert W.mortal_wounds_result(0)[0] == "dead"


def test_acks_140_healing_spent_on_the_roll_heals_nothing():
    assert W.after_mortal_wounds("awake", -12) == 1
    assert W.after_mortal_wounds("dying", -12) == -12


def test_acks_141_tampering_modifier():
    assert W.tampering_modifier(caster_level=9, instantly_killed=True, days_dead=2) == -8
    assert W.tampering_modifier(spines=2, limbs=3) == -10  # body penalties cap at -10


def test_acks_142_natural_healing():
    assert W.natural_healing([2, 3, 1], [0, 0, 0]) == 6
    assert W.natural_healing([2, 3], [0, 2]) == 2


def test_acks_143_bed_rest():
    assert W.heal(1, 30, 0, 8, bed_rest=True) == (1, 0)
    assert W.bed_rest_hit(0) == "dead"


def test_acks_144_marcus_and_the_ogre_nonlethal(table):
    t = table([fig("Marcus", "p", (0, 0), "N", "fighter-10",
                   sheet={"str_mod": 1, "weapon": "sword", "two_handed": True}),
               fig("ogre", "q", (0, 1), "S", "ogre")],
              dice=[19, 7, 19, 5, 19, 8, 19, 6], policies={"p": "tactical", "q": "tactical"})
    m, o = t.id("Marcus"), t.id("ogre")
    strike(t.ctx, m, o)
    strike(t.ctx, m, o, maneuver="incapacitate")
    strike(t.ctx, m, o, maneuver="incapacitate")
    st = t.state.get(o, Status)
    assert (st.hp, st.nonlethal) == (3, 15)
    strike(t.ctx, m, o)
    st = t.state.get(o, Status)
    assert st.hp == -4 and t.state.condition(o, "unconscious") and st.nl_at_fall == 15


def test_acks_145_nonlethal_bonus_counts_only_before_falling():
    total, parts = W.mortal_wounds_modifier(hp=-4, max_hp=26, nonlethal=15, rounds_since=30)
    assert parts["nonlethal"] == 15 and total == 15 + 4 - 3 + 0  # Source discrepancy: +16


def test_acks_146_clearing_nonlethal():
    assert W.heal(12, 26, 6, 5) == (17, 1)
    assert W.nonlethal_recovery(6, 4) == 2
