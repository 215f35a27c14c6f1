"""Conditions (ACKS-183 to ACKS-190), morale (ACKS-191 to ACKS-200), spells
(ACKS-165 to ACKS-169)."""

from __future__ import annotations

import pytest

from affray.components.acks2 import Status
from affray.kernel.errors import ScenarioError
from affray.kernel.events import ConditionSet, RoundStarted
from affray.systems.acks2 import events as E
from affray.systems.acks2.phases.morale import morale_phase
from affray.systems.acks2.rules import attack as atk
from affray.systems.acks2.rules import conditions as C
from affray.systems.acks2.rules import morale as R
from affray.systems.acks2.rules.melee import strike
from affray.systems.acks2.tables.morale import result

from .conftest import fig


def test_acks_183_one_condition_many_durations(table):
    assert C.longest([3, 5]) == 5
    t = table([fig("a", "p", (0, 0), "N", conditions={"blinded": 5}), fig("o", "q", (0, 1), "S", "orc")])
    assert C.number(t.state, t.id("a"), "attack") == -4


def test_acks_184_cannot_cast_blocks_scrolls_not_wands(table):
    t = table([fig("m", "p", (0, 0), "N", "mage-3", conditions={"silenced": 1}), fig("o", "q", (5, 5))])
    assert not C.can(t.state, t.id("m"), "cast") and C.can(t.state, t.id("m"), "spell_like")


def test_acks_185_cannot_move_blocks_drawing(table):
    t = table([fig("a", "p", (0, 0), "N", conditions={"paralyzed": 1}), fig("o", "q", (5, 5))])
    assert not C.can(t.state, t.id("a"), "swap_weapon") and not C.can(t.state, t.id("a"), "stand")


def test_acks_186_cannot_attack_blocks_potions(table):
    t = table([fig("a", "p", (0, 0), "N", conditions={"cowering": 1}), fig("o", "q", (5, 5))])
    assert not C.can(t.state, t.id("a"), "drink_potion") and not C.can(t.state, t.id("a"), "light_torch")


def test_acks_187_speed_reduction_applies_everywhere():
    assert C.reduced_speed({"combat": 40, "fly": 120}, 10) == {"combat": 30, "fly": 110}


def test_acks_188_escape_grabbed_or_wrestled():
    from affray.systems.acks2.rules.escape import escape_modifier
    assert escape_modifier("man", "huge", "slip", False) == -4
    assert escape_modifier("man", "huge", "slip", True) == 0
    assert escape_modifier("man", "huge", "break", True) == 4


def test_acks_189_cut_free():
    from affray.systems.acks2.rules.escape import cut_free
    assert not cut_free([3], 6) and cut_free([3, 4], 6)


def test_acks_190_conditions_are_a_replaceable_table(table):
    t = table([fig("a", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc", conditions={"prone": 1})])
    assert atk.melee_modifiers(t.state, t.id("a"), t.id("o"))["target_conditions"] == 2
    from affray.systems.acks2.tables.conditions import CONDITIONS
    tab = {**CONDITIONS, "prone": {"against_melee": 5}}
    t = table([fig("a", "p", (0, 0), "N"), fig("o", "q", (0, 1), "S", "orc", conditions={"prone": 1})],
              tables={"conditions": tab})
    assert atk.melee_modifiers(t.state, t.id("a"), t.id("o"))["target_conditions"] == 5


def test_acks_191_players_never_roll_and_morale_range(table):
    t = table([fig("pc", "p", (0, 0), "N", "fighter-1"), fig("o", "q", (5, 5), "S", "orc")])
    assert [k for k in R.groups(t.state)] == [(1, "#2")]
    with pytest.raises(ScenarioError):
        table([fig("o", "q", (5, 5), "S", "orc", sheet={"morale": 5}), fig("pc", "p", (0, 0))])


def test_acks_192_morale_table():
    assert R.result(7, -1, {"lost_two_thirds": -5}) == "frightened"
    assert R.result(8, 0, {}) == "fight_on"
    assert [result(v) for v in (2, 3, 5, 6, 8, 9, 11, 12)] == [
        "frightened", "faltering", "faltering", "fight_on", "fight_on", "advance", "advance",
        "victory_or_death"]


def test_acks_193_when_morale_is_rolled():
    assert R.group_trigger(1, 3, True, 1) and not R.group_trigger(1, 4, True, 1)
    assert R.group_trigger(2, 4, True, 1)
    assert not R.lone_trigger(8, 26, True, True) and R.lone_trigger(9, 26, True, True)
    assert not R.lone_trigger(12, 26, False, False) and R.lone_trigger(12, 26, False, True)


def test_acks_193_morale_phase_rolls_for_a_group(table):
    orcs = [fig(f"o{i}", "q", (i, 5), "S", "orc", sheet={"morale_group": "g"}) for i in range(3)]
    t = table(orcs + [fig("pc", "p", (0, 0), "N", "fighter-3"), fig("pc2", "p", (1, 0), "N")], dice=[1, 1, 3, 3])
    t.ctx.emit(RoundStarted(1))
    t.ctx.emit(E.Fell(t.id("o0"), "unconscious", "slashing"))
    morale_phase(t.ctx)
    ev = t.events("MoraleRolled")[-1]
    assert ev.result == "frightened" and t.state.condition(t.id("o1"), "frightened") == 1 + 3


def test_acks_194_morale_modifiers():
    assert R.modifiers(lone=True, hp_lost=70, max_hp=100) == {"hp_two_thirds": -5}
    assert R.modifiers(lone=False, lost=2, start=4, ours=2, theirs=1) == {"lost_half": -2, "outnumber_2to1": 5}
    assert R.modifiers(lone=False, lost=0, start=4, ours=4, theirs=3, cornered=True) == {"outnumber": 2, "cornered": 5}


def test_acks_195_frightened_engaged_cowers_and_is_vulnerable(table):
    from affray.systems.acks2.phases.segment import flee
    t = table([fig("g", "q", (0, 1), "S", "goblin", conditions={"frightened": 5}),
               fig("f", "p", (0, 0), "N", "fighter-3")])
    t.run(flee(t.ctx, t.id("g")))
    assert t.state.condition(t.id("g"), "cowering")
    assert atk.melee_modifiers(t.state, t.id("f"), t.id("g"))["vulnerable"] == 2
    from affray.systems.acks2.phases.declarations import declarations
    t.run(declarations(t.ctx))
    assert t.state.get(t.id("g"), Status).declared == "retreat"


def test_acks_196_faltering_minus_2_and_ends_unengaged(table):
    t = table([fig("o", "q", (0, 1), "S", "orc", conditions={"faltering": 1}),
               fig("f", "p", (0, 0), "N", "fighter-1", sheet={"ac": 4})])
    assert atk.melee_modifiers(t.state, t.id("o"), t.id("f"))["conditions"] == -2  # needs a 16


def test_acks_197_victory_or_death_latches():
    assert not R.rolls_again([Status(morale="victory_or_death"), Status()])
    assert R.rolls_again([Status(morale="fight_on")])


def test_acks_198_perils_of_cowardice():
    assert R.perils_save_needed("frightened", "doorway", True)
    assert not R.perils_save_needed("frightened", "doorway", False)
    assert not R.perils_save_needed("", "doorway", True)


def test_acks_199_dropped_treasure():
    assert R.pursuit_save_bonus(150, 100) == 4 and R.pursuit_save_bonus(50, 100) is None


def test_acks_200_surrender():
    assert R.surrender_accepted(True, True) and not R.surrender_accepted(False, True)


def test_acks_165_declared_caster_cannot_march(table):
    from affray.systems.acks2.phases.segment import action_options
    t = table([fig("m", "p", (0, 0), "N", "mage-3"), fig("o", "q", (0, 6), "S", "orc")])
    t.ctx.emit(E.Initiative(t.id("m"), 3, 3))
    t.ctx.emit(E.Set(t.id("m"), "declared", "cast:sleep", "ACKS-16"))
    assert action_options(t.state, t.id("m"), 3) == ["cast", "hold"]
    t.ctx.emit(E.Set(t.id("m"), "declared", "", "ACKS-16"))
    assert "cast" not in action_options(t.state, t.id("m"), 3)


def test_acks_166_damage_before_casting_disrupts(table):
    from affray.systems.acks2.phases.segment import cast
    t = table([fig("m", "p", (0, 0), "N", "mage-3"), fig("o", "q", (0, 1), "S", "orc")],
              dice=[19, 1], policies={"p": "tactical", "q": "tactical"})
    t.ctx.emit(E.Initiative(t.id("m"), 3, 3))
    t.ctx.emit(E.Set(t.id("m"), "declared", "cast:magic missile", "ACKS-16"))
    strike(t.ctx, t.id("o"), t.id("m"))
    assert t.state.get(t.id("m"), Status).spell_lost
    assert t.run(cast(t.ctx, t.id("m"))) is False and t.events("Note")[-1].rule == "ACKS-166"
    st = t.state.get(t.id("m"), Status)
    assert st.spent == ["magic missile"] and not st.spell_lost  # spent for the day; the next may work


def test_acks_166_a_slot_cast_or_lost_is_not_offered_again(table):
    from affray.systems.acks2.phases.declarations import choices
    t = table([fig("m", "p", (0, 0), "N", "mage-3", sheet={"spells": ["sleep", "magic missile", "magic missile"]}),
               fig("o", "q", (0, 9), "S", "orc")])
    m = t.id("m")
    assert choices(t.state, m)[-2:] == ["cast:sleep", "cast:magic missile"]
    t.ctx.emit(E.Set(m, "spent", ["magic missile", "sleep"], "ACKS-166"))
    assert [c for c in choices(t.state, m) if c.startswith("cast:")] == ["cast:magic missile"]
    t.ctx.emit(E.Set(m, "spent", ["magic missile", "sleep", "magic missile"], "ACKS-166"))
    assert [c for c in choices(t.state, m) if c.startswith("cast:")] == []


def test_acks_167_beholding():
    from affray.systems.acks2.rules.spells import beholding, beholding_range
    assert beholding(55, "front", "man") and not beholding(65, "front", "man")
    assert not beholding(30, "rear", "man") and beholding_range("large") == 120


def test_acks_168_spell_like_abilities_are_not_disrupted():
    from affray.systems.acks2.rules.spells import disruptable, needs_declaration
    assert not disruptable("wand") and disruptable("scroll") and disruptable("spell")
    assert not needs_declaration("spell_like") and needs_declaration("scroll")


def test_acks_169_concentration():
    from affray.systems.acks2.rules.spells import concentration_ends
    assert concentration_ends("concentrating", "cast") and concentration_ends("concentrating", "attack")
    assert not concentration_ends("concentrating", "move")
    assert concentration_ends("stationary_concentration", "move")
    assert not concentration_ends("concentrating", "damage")
