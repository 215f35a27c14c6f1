"""Spells, devices, turning, counter-spells, power duels, spotting, flasks (SP-38..SP-40,
SP-53..SP-66) on the kernel."""
import pytest

from affray.kernel.events import Damaged, Died
from affray.systems.starkpool.rules import figures as F
from affray.systems.starkpool.events import CounterSpelled, MoveDone, SpellResolved
from affray.systems.starkpool.tables.flasks import FLASKS
from affray.systems.starkpool.rules.missile.flasks import throw
from affray.systems.starkpool.tables.weapons import MISSILE_WEAPONS
from affray.systems.starkpool.phases.missile import missile_options, missile_phase
from affray.systems.starkpool.phases.actions import phase_action, phase_options
from affray.systems.starkpool.testing import battle, drive, look, man

MU = dict(kind="magic_user", level=5, hp=12, spells=["magic_missile", "fire_ball"],
          items=["wand_magic_missile"])
CLERIC = dict(kind="cleric_militant", level=3, hp=12, holy_symbol=True, spells=["hold_person"])
SKELETON = dict(kind="monster", hd="1", ac=8, weapon="sword", tags=["undead"], hp=4)


def kinds(opts):
    return {o[0] for o in opts}


def test_sp_38_cleric_who_moved_4_of_9_may_duel_at_4_5_may_not():
    res = []
    for moved in (4.0, 4.5):
        b = battle([man("Cl", "a", 0, 0, **dict(CLERIC, armor="chain")),
                    man("Mu", "b", 8, 0, **MU)])
        with look(b) as s:
            b.ctx.emit(MoveDone(1, moved))
            res.append(["duel", 2] in phase_options(s, 1))
    assert res == [True, False]


def test_sp_38_a_target_9_5_inches_away_is_out_of_reach():
    b = battle([man("Cl", "a", 0, 0, **CLERIC), man("Mu", "b", 9.5, 0, **MU)])
    with look(b) as s:
        assert ["duel", 2] not in phase_options(s, 1)


def test_sp_39_attacker_9_against_5_defender_loses_1_and_is_stunned():
    b = battle([man("Mu", "a", 0, 0, **dict(MU, level=4)), man("Cl", "b", 5, 0, **CLERIC)],
               dice=[5, 2], choices=[["duel", 2]])
    drive(b, phase_action(b.ctx, 1, "move"))
    with look(b) as s:
        assert (F.hp_left(s, 2), F.able(s, 2)) == (11, False)


def test_sp_39_totals_7_and_7_the_attacker_loses_1():
    b = battle([man("Mu", "a", 0, 0, **dict(MU, level=4)), man("Cl", "b", 5, 0, **CLERIC)],
               dice=[3, 4], choices=[["duel", 2]])
    drive(b, phase_action(b.ctx, 1, "move"))
    with look(b) as s:
        assert (F.hp_left(s, 1), F.able(s, 2)) == (11, True)


def test_sp_39_either_way_the_duellist_has_no_missile_action():
    b = battle([man("Mu", "a", 0, 0, **dict(MU, level=4)), man("Cl", "b", 5, 0, **CLERIC)],
               dice=[3, 4], choices=[["duel", 2]])
    drive(b, phase_action(b.ctx, 1, "move"))
    with look(b) as s:
        assert missile_options(s, 1) == [["none"]]


INVISIBLE_FOE = dict(invisible=True, hp=10)


def test_sp_40_level8_scout_rolls_3_and_finds_the_foe_ally_needs_5_more():
    from affray.systems.starkpool.rules.missile.shooting import shot_number
    b = battle([man("Sc", "a", 0, 0, kind="scout", level=8, missile="short_bow"),
                man("Arc", "a", 0, 2, kind="troop", missile="longbow"),
                man("Inv", "b", 10, 0, **INVISIBLE_FOE)], dice=[3], choices=[["spot", 3]])
    drive(b, phase_action(b.ctx, 1, "move"))
    with look(b) as s:
        look_, mod = shot_number(s, 2, 3)
        assert look_.needed(mod) == 8 + 5


def test_sp_40_a_level7_scout_may_not_try():
    b = battle([man("Sc", "a", 0, 0, kind="scout", level=7), man("Inv", "b", 10, 0,
                                                                   **INVISIBLE_FOE)])
    with look(b) as s:
        assert phase_options(s, 1) == [["none"]]


def test_sp_40_the_spotter_shoots_only_at_the_spotted_foe():
    b = battle([man("Sc", "a", 0, 0, kind="scout", level=8, missile="short_bow"),
                man("Inv", "b", 10, 0, **INVISIBLE_FOE), man("Other", "b", 8, 4)],
               dice=[4], choices=[["spot", 2]])
    drive(b, phase_action(b.ctx, 1, "move"))
    with look(b) as s:
        assert [o for o in missile_options(s, 1) if o[0] == "shoot"] == [["shoot", 2]]


def test_sp_53_cleric_with_mace_and_shield_cannot_turn():
    b = battle([man("Cl", "a", 0, 0, **dict(CLERIC, weapon="mace", shield=True)),
                man("Sk", "b", 6, 0, **SKELETON)])
    with look(b) as s:
        assert "turn" not in kinds(missile_options(s, 1))


def test_sp_53_cleric_in_the_second_rank_with_symbol_in_hand_can():
    b = battle([man("Cl", "a", 0, 0, **dict(CLERIC, weapon="mace")), man("F", "a", 1, 0),
                man("Sk", "b", 2, 0, **SKELETON)])
    with look(b) as s:
        assert ["turn", 3] in missile_options(s, 1)


def test_sp_53_an_invisible_cleric_cannot_turn():
    b = battle([man("Cl", "a", 0, 0, **dict(CLERIC, invisible=True)),
                man("Sk", "b", 6, 0, **SKELETON)])
    with look(b) as s:
        assert "turn" not in kinds(missile_options(s, 1))


def test_sp_53_turned_undead_are_turned_on_7():
    b = battle([man("Cl", "a", 0, 0, **CLERIC), man("Sk", "b", 6, 0, **SKELETON)],
               dice=[3, 4], choices=[["turn", 2]])
    drive(b, missile_phase(b.ctx))
    with look(b) as s:
        assert F.fleeing(s, 2)


def test_sp_54_a_120_foot_spell_reaches_24_not_24_5():
    table = {"spells": {"bolt": {"level": 1, "range_ft": 120, "effect": "damage_auto",
                                 "damage": "1d4", "targets": "enemy"}}}
    res = []
    for x in (24.0, 24.5):
        b = battle([man("Mu", "a", 0, 0, kind="magic_user", spells=["bolt"]),
                    man("T", "b", x, 0)], tables=table)
        with look(b) as s:
            res.append(["cast", "bolt", 2] in missile_options(s, 1))
    assert res == [True, False]


def test_sp_55_a_locked_cleric_cannot_turn():
    b = battle([man("Cl", "a", 0, 0, **CLERIC), man("Sk", "b", 1, 0, **SKELETON)])
    with look(b) as s:
        assert missile_options(s, 1) == [["none"]]


def test_sp_56_magic_user_who_moved_1_may_zap_a_wand_but_not_cast():
    b = battle([man("Mu", "a", 0, 0, **MU), man("T", "b", 12, 0)])
    with look(b) as s:
        b.ctx.emit(MoveDone(1, 1.0))
        assert kinds(missile_options(s, 1)) == {"none", "item"}


def test_sp_57_a_defender_hurt_and_stunned_in_a_power_duel_can_do_nothing():
    b = battle([man("Cl", "a", 0, 0, **CLERIC), man("Mu", "b", 5, 0, **MU)],
               dice=[6, 1], choices=[["duel", 2]])
    drive(b, phase_action(b.ctx, 1, "move"))
    with look(b) as s:
        assert F.hp_left(s, 2) == 11 and not F.able(s, 2)


def test_sp_57_hurt_earlier_this_round_he_cannot_cast_but_may_use_a_wand():
    from affray.systems.starkpool.rules.morale import casualties
    from affray.systems.starkpool.rules.missile.shooting import Hit
    b = battle([man("Mu", "a", 0, 0, **MU), man("T", "b", 12, 0)])
    with look(b) as s:
        casualties.apply(b.ctx, [Hit(1, 1, 2, "pass_through")])
        assert kinds(missile_options(s, 1)) == {"none", "item"}


def test_sp_57_damage_in_the_missile_phase_does_not_stop_a_missile_phase_spell():
    xbow = man("X", "b", 10, 0, kind="troop", missile="light_crossbow")
    b = battle([xbow, man("Mu", "a", 0, 0, **dict(MU, hp=1))], dice=[20, 5],
               choices=[["shoot", 2], ["cast", "magic_missile", 1]])
    drive(b, missile_phase(b.ctx))
    assert [type(e).__name__ for e in b.events if isinstance(e, (SpellResolved, Died))] == \
        ["SpellResolved", "Died"]


def test_sp_58_a_12_inch_dragon_that_moved_7_may_not_breathe():
    dragon = man("Dr", "b", 5, 0, kind="monster", hd="6", ac=2, breath="3d6", move=12, weapon="",
                 attacks=[["bite", "2d6"]], size="L")
    b = battle([man("T", "a", 0, 0), dragon])
    with look(b) as s:
        b.ctx.emit(MoveDone(2, 7.0))
        assert "breath" not in kinds(missile_options(s, 2))


def test_sp_58_a_wight_drains_in_melee_after_a_full_move():
    from affray.systems.starkpool.rules.melee.strike import Exchange, strike
    wight = man("W", "b", 1, 0, kind="monster", hd="3", ac=5, weapon="",
                attacks=[["touch", "1d4", "drained"]],
                tags=["undead"])
    b = battle([man("T", "a", 0, 0, hp=20), wight], dice=[15, 3])
    with look(b):
        b.ctx.emit(MoveDone(2, 12.0))
    drive(b, strike(b.ctx, 2, 1, "attack", "front", Exchange()))
    with look(b) as s:
        assert F.cond(s, 1, "drained") == 1


def test_sp_59_a_fire_ball_on_an_orc_in_melee_also_hits_the_friend_fighting_it():
    spells = {"spells": {"fire_ball": {"level": 3, "range_ft": 240, "effect": "damage_area",
                                       "damage_per_level": "1d6", "radius_ft": 2,
                                       "save": "spells", "targets": "enemy"}}}
    b = battle([man("Mu", "a", 0, 0, kind="magic_user", level=1, spells=["fire_ball"]),
                man("Ftr", "a", 10, 0, hp=30), man("Orc", "b", 11, 0, hp=30)],
               tables=spells, dice=[3, 20, 20], choices=[["cast", "fire_ball", 3]])
    drive(b, missile_phase(b.ctx))
    assert sorted(e.entity for e in b.events if isinstance(e, Damaged)) == [2, 3]


def test_sp_60_a_magic_user_may_target_an_enemy_in_the_third_rank():
    b = battle([man("Mu", "a", 0, 0, **MU), man("E3", "b", 10, 0), man("E2", "b", 9, 0),
                man("E1", "b", 8, 0)])
    with look(b) as s:
        assert ["cast", "magic_missile", 2] in missile_options(s, 1)


def test_sp_65_a_caster_with_only_level_1_spells_cannot_counter_a_fire_ball():
    b = battle([man("Mu", "a", 0, 0, **MU), man("Cm", "b", 10, 0, kind="magic_user",
                                                level=3, spells=["magic_missile"])],
               dice=[1, 1, 1, 1, 1, 20], choices=[["cast", "fire_ball", 2], ["counter"]])
    drive(b, missile_phase(b.ctx))
    assert not [e for e in b.events if isinstance(e, CounterSpelled)]


def test_sp_65_a_caster_who_moved_1_cannot_counter():
    b = battle([man("Mu", "a", 0, 0, **MU), man("Cm", "b", 10, 0, **MU)])
    with look(b) as s:
        b.ctx.emit(MoveDone(2, 1.0))
        assert ["counter"] not in missile_options(s, 2)


@pytest.mark.parametrize("caster_die,countered", [(2, True), (3, False)])
def test_sp_66_caster_5_against_counterer_3_rolling_5(caster_die, countered):
    cm = man("Cm", "b", 10, 0, kind="magic_user", level=3, spells=["fire_ball"], hp=30)
    b = battle([man("Mu", "a", 0, 0, kind="magic_user", level=5, spells=["magic_missile"]), cm],
               dice=[5, caster_die, 3, 3], choices=[["cast", "magic_missile", 2], ["counter"], 1])
    drive(b, missile_phase(b.ctx))
    ev = next(e for e in b.events if isinstance(e, CounterSpelled))
    assert ev.countered is countered


def test_sp_66_the_counterers_spell_is_spent_either_way():
    from affray.components.starkpool import Spellbook
    cm = man("Cm", "b", 10, 0, kind="magic_user", level=3, spells=["fire_ball"], hp=30)
    b = battle([man("Mu", "a", 0, 0, kind="magic_user", level=5, spells=["magic_missile"]), cm],
               dice=[5, 3, 3], choices=[["cast", "magic_missile", 2], ["counter"], 1])
    drive(b, missile_phase(b.ctx))
    with look(b) as s:
        assert s.get(2, Spellbook).used == ["fire_ball"]


POWDER = {"flasks": dict(FLASKS, powder={"now": "1d4", "next": None, "leap": False,
                                         "undead_only": False}),
          "missile_weapons": dict(MISSILE_WEAPONS, flask=dict(MISSILE_WEAPONS["flask"],
                                                              ranges=[5, 10, 15]))}


def _flask_battle(others, dice, flask="powder", **kw):
    thrower = man("Th", "a", 0, 0, flasks=[flask])
    return battle([thrower, man("T", "b", 10, 0, hp=20)] + others, dice=dice, tables=POWDER,
                  **kw)


def test_sp_61_a_flask_hit_affects_figures_within_1_inch_only():
    others = [man("O1", "b", 10.8, 0, hp=20), man("O2", "b", 10, 1.0, hp=20),
              man("O3", "b", 11.2, 0, hp=20)]
    b = _flask_battle(others, [15, 1, 1, 1])
    with look(b):
        hits, _ = throw(b.ctx, 1, "powder", 2)
    assert sorted(h.target for h in hits) == [2, 3, 4]


def test_sp_62_a_second_figure_0_6_away_saves_on_15_and_takes_nothing():
    others = [man("O1", "b", 10.6, 0, hp=20)]
    b = _flask_battle(others, [15, 4, 15], flask="burning_oil")
    with look(b):
        hits, _ = throw(b.ctx, 1, "burning_oil", 2)
    assert [h.target for h in hits] == [2]


def test_sp_62_the_main_target_gets_no_save():
    b = _flask_battle([], [15, 4], flask="burning_oil")
    with look(b):
        hits, _ = throw(b.ctx, 1, "burning_oil", 2)
    assert [h.amount for h in hits] == [4]


def test_sp_63_a_miss_with_d8_3_d4_2_lands_at_10_minus2():
    others = [man("O", "b", 10.5, -2.5, hp=20)]
    b = _flask_battle(others, [2, 3, 2, 1])
    with look(b):
        hits, _ = throw(b.ctx, 1, "powder", 2)
    assert [h.target for h in hits] == [3]


def test_sp_64_burning_oil_burns_again_next_round():
    b = _flask_battle([], [15, 4, 6], flask="burning_oil", choices=[["flask", "burning_oil", 2]])
    drive(b, missile_phase(b.ctx))
    drive(b, missile_phase(b.ctx))
    assert [e.amount for e in b.events if isinstance(e, Damaged)] == [4, 6]


def test_sp_64_no_flask_for_a_locked_figure():
    b = battle([man("Th", "a", 0, 0, flasks=["acid"]), man("T", "b", 1, 0)])
    with look(b) as s:
        assert missile_options(s, 1) == [["none"]]


def test_sp_64_placeholder_flask_effects():
    assert [(FLASKS[k]["now"], FLASKS[k]["next"]) for k in
            ("burning_oil", "cling_fire", "acid", "holy_water")] == \
        [("1d8", "1d8"), ("2d6", "1d6"), ("1d6", None), ("1d8", None)]
