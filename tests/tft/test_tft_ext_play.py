"""Shield rush, hitting friends, ground fire, dropped weapons, nonhumans, arena and
experience in play (TFT-80..81, 100..106, 133..155)."""

import pytest

from affray.components.tft import Kit, Status
from affray.kernel.errors import ScenarioError
from affray.systems.tft import events as E
from affray.systems.tft.testing import battle, human



def of(b, cls):
    return [e for e in b.events if isinstance(e, cls)]


def rolls(b, who=None):
    return [(e.attacker, e.target, e.aim, e.dice, e.adj_dx, e.total, e.hit) for e in of(b, E.AttackRolled)
            if who is None or e.attacker == who]


def posture(b, eid):
    return b.state.get(eid, Status).posture


# -- shield rush (TFT-80, TFT-81, TFT-22) ------------------------------------------------------

def rush(dice, b_option="i", a=None, bfig=None):
    a = a or human("A", "red", (0, 0), weapons=["broadsword"], shield="large shield")
    bfig = bfig or human("B", "blue", (1, 0), facing=3, weapons=["broadsword"])
    return battle([a, bfig], dice=[6, 1, *dice],
                  plan={("A", "option"): ["h:rush"], ("B", "option"): [b_option]})


def test_tft_80_a_rush_against_a_defender_rolls_four_dice():
    b = rush([2, 3, 3, 3, 6, 6, 5])
    b.step()
    assert rolls(b)[0][3] == 4


def test_tft_80_a_rush_that_hits_does_no_damage():
    b = rush([2, 3, 3, 3, 6, 6, 5])
    b.step()
    assert of(b, E.Struck) == []


def test_tft_80_a_successful_rush_never_allows_a_forced_retreat():
    b = rush([2, 3, 3, 3, 6, 6, 5])
    b.step()
    assert of(b, E.ForcedRetreat) == []


def test_tft_81_a_failed_saving_roll_floors_the_target():
    b = rush([2, 3, 3, 3, 6, 6, 5])
    b.step()
    assert ([(e.dice, e.total, e.fell) for e in of(b, E.ShieldRushed)], posture(b, 2)) == ([(3, 17, True)], "knocked")


def test_tft_81_a_weaker_rusher_makes_the_target_roll_two_dice():
    b = rush([3, 3, 3, 3, 4, 6, 6, 4], b_option="h",
             a=human("A", "red", (0, 0), st=9, dx=15, weapons=["rapier"], shield="small shield"),
             bfig=human("B", "blue", (1, 0), facing=3, st=14, dx=10, weapons=["broadsword"]))
    b.step()
    assert [(e.dice, e.total, e.fell) for e in of(b, E.ShieldRushed)] == [(2, 7, False)]


def test_tft_81_a_rush_against_a_bear_of_st_30_has_no_effect():
    b = rush([2, 2, 2, 2], a=human("A", "red", (0, 0), st=9, dx=15, weapons=["rapier"], shield="small shield"),
             bfig={"name": "B", "side": "blue", "race": "bear", "st": 30, "dx": 11, "at": [1, 0], "facing": 3})
    b.step()
    assert [(e.dice, e.fell) for e in of(b, E.ShieldRushed)] == [(0, False)]


def test_tft_22_a_figure_floored_by_a_rush_before_its_slot_loses_its_attack():
    b = rush([3, 3, 3, 6, 6, 5], b_option="h",
             bfig=human("B", "blue", (1, 0), facing=3, st=14, dx=10, weapons=["broadsword"]))
    b.step()
    assert [r[0] for r in rolls(b)] == [1]


# -- hitting friends (TFT-104, TFT-106) --------------------------------------------------------

GOBLIN = dict(race="goblin", st=6, dx=12, weapons=["dagger"])


def pile_fight(third, dice, plan):
    """Goblins G1 and G2 (blue, moving first) grapple Ragnar (red, chainmail) from his side
    and rear on a die of 1; `third` (red) then strikes or shoots into the pile."""
    base = {("G1", "option"): ["b"], ("G1", "move"): [[1, 0, 1, -1]], ("G2", "option"): ["b"],
            ("G2", "move"): [[1, 0, 0, 0]], ("Ragnar", "option"): ["p"]}
    base.update(plan)
    return battle([human("Ragnar", "red", (1, 0), armor="chainmail", weapons=["broadsword"]), third,
                   human("G1", "blue", (1, -2), **GOBLIN), human("G2", "blue", (-1, 0), **GOBLIN)],
                  dice=[1, 6, 1, 6, 1, 6, 6, 5, 6, 6, 5, *dice], plan=base)


BJORN = human("Bjorn", "red", (2, 0), facing=3, st=13, dx=11, weapons=["broadsword"])
BJORN_PLAN = {("Bjorn", "option"): ["b"], ("Bjorn", "move"): [[2, 0]], ("Bjorn", "target"): [[3, "melee"]]}


def test_tft_104_bjorn_misses_goblin_1_with_16_then_hits_goblin_2_with_12():
    b = pile_fight(BJORN, [6, 5, 5, 4, 4, 4, 3, 3, 6, 6, 5], BJORN_PLAN)
    b.step()
    assert [r[1:] for r in rolls(b, 2)] == [(3, "hit", 3, 15, 16, False), (4, "hit", 3, 15, 12, True)]


def test_tft_104_then_13_leaves_ragnar_unhurt():
    b = pile_fight(BJORN, [6, 5, 5, 6, 5, 5, 5, 4, 4, 6, 6, 5], BJORN_PLAN)
    b.step()
    assert rolls(b, 2)[-1][1:] == (1, "miss", 3, 15, 13, False)


def test_tft_104_while_14_hits_ragnar():
    b = pile_fight(BJORN, [6, 5, 5, 6, 5, 5, 5, 5, 4, 3, 3, 6, 6, 5], BJORN_PLAN)
    b.step()
    assert [(e.attacker, e.target) for e in of(b, E.Struck)] == [(2, 1)]


def test_tft_106_an_arrow_into_the_pile_hits_the_figure_the_die_picks():
    archer = human("Arch", "red", (5, 0), facing=3, st=10, dx=14, weapons=["horse bow"])
    b = pile_fight(archer, [3, 3, 3, 5, 3, 6, 6, 5],
                   {("Arch", "option"): ["f"], ("Arch", "target"): [[3, "missile"]]})
    b.step()
    # a pile of Ragnar (1), G1 (3), G2 (4): a 5 picks the third, G2
    assert [(e.attacker, e.target, e.damage) for e in of(b, E.Struck)] == [(2, 4, 3)]


# -- prone and kneeling fire (TFT-100..102) ----------------------------------------------------

def ground_shot(weapon, posture_, dice, st=11, dx=13, others=None, plan=None):
    base = {("A", "option"): ["d", "f"], ("A", "posture"): [posture_], ("B", "option"): ["a"]}
    base.update(plan or {})
    return battle([human("A", "red", (0, 0), st=st, dx=dx, weapons=[weapon]),
                   *(others or [human("B", "blue", (4, 0), facing=3)])], dice=dice, plan=base)


def test_tft_100_a_kneeling_longbowman_shoots():
    b = ground_shot("longbow", "kneeling", [6, 1, 6, 1, 3, 3, 3, 3])
    b.step()
    b.step()
    assert [r[:2] for r in rolls(b)] == [(1, 2)]


def test_tft_100_a_prone_longbowman_cannot_shoot():
    b = ground_shot("longbow", "prone", [6, 1, 6, 1], plan={("A", "option"): ["d", "-"]})
    b.step()
    b.step()
    assert "f" not in [a[2] for a in b.plan.asked if a[:2] == ("A", "option")][-1]


def test_tft_101_a_dx_12_prone_crossbowman_rolls_at_13():
    b = ground_shot("light crossbow", "prone", [6, 1, 6, 1, 3, 3, 3, 3, 3], st=12, dx=12)
    b.step()
    b.step()
    assert rolls(b)[0][4] == 13


def test_tft_102_archer_at_13_against_a_sheltering_target_rolls_at_9_then_to_miss_the_body():
    # turn 1: A shoots U down (7 hits of 8: unconscious) while T kneels behind him;
    # turn 2: A at T: 11 misses at 9; to miss U he rolls 14: U is hit.
    b = battle([human("A", "red", (0, 0), st=11, dx=13, weapons=["longbow"]),
                human("U", "blue", (3, 0), facing=3, st=8, dx=16),
                human("T", "blue", (4, 0), facing=3)],
               dice=[6, 1, 3, 3, 3, 5, 6, 1, 5, 3, 3, 5, 5, 4, 2],
               plan={("A", "option"): ["f"], ("A", "target"): [[2, "missile"], [3, "missile"]],
                     ("U", "option"): ["a"], ("T", "option"): ["d", "-"], ("T", "posture"): ["kneeling"]})
    b.step()
    b.step()
    assert [r[1:] for r in rolls(b)][1:] == [(3, "hit", 3, 9, 11, False), (2, "miss", 3, 13, 14, True)]


# -- dropped weapons (TFT-134) ----------------------------------------------------------------

def test_tft_134_an_unconscious_figures_broadsword_can_be_picked_up_from_its_hex():
    # turn 1: A's mace knocks B out (4 dice against a defender: 9; 6 + 6 - 1 = 11 of ST 12);
    # turn 2: A steps onto the body (saving roll 9) and picks the broadsword up with (e)
    b = battle([human("A", "red", (0, 0), weapons=["mace"]),
                human("B", "blue", (1, 0), facing=3, weapons=["broadsword"]),
                human("Z", "blue", (9, 9))],
               dice=[6, 1, 1, 1, 1, 6, 6, 6, 6, 1, 3, 3, 3],
               plan={("A", "option"): ["h", "e"], ("A", "move"): [[0, 0], [1, 0]],
                     ("A", "ready"): [["pickup", "broadsword", 2]], ("B", "option"): ["i"],
                     ("Z", "option"): ["c"]})
    b.step()
    b.step()
    assert ("broadsword" in b.state.get(1, Kit).carried, b.state.get(2, Kit).carried) == (True, [])


# -- nonhumans (TFT-136..140, TFT-148) ---------------------------------------------------------

def beast(race, at, facing=0, **kw):
    from affray.systems.tft.tables.creatures import CREATURES
    c = CREATURES[race]
    return {"name": race, "side": "blue", "race": race, "st": c.st, "dx": c.dx, "at": list(at),
            "facing": facing, **kw}


SLOW = dict(st=16, dx=8, weapons=["broadsword"])  # adjDX 8: every beast strikes first


def test_tft_136_the_bears_claws_do_2_plus_2():
    b = battle([human("A", "red", (0, 0), **SLOW), beast("bear", (1, 0), 3)],
               dice=[1, 6, 3, 3, 3, 2, 3, 6, 6, 4], plan={("A", "option"): ["h"], ("bear", "option"): ["h"]})
    b.step()
    assert [(e.weapon, e.damage) for e in of(b, E.Struck)] == [("bear's claws", 7)]


def test_tft_136_bear_fur_stops_2():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]), beast("bear", (1, 0), 3)],
               dice=[6, 1, 3, 3, 3, 3, 3, 4], plan={("A", "option"): ["h"], ("bear", "option"): ["i"]})
    b.step()
    assert [(e.damage, e.stopped) for e in of(b, E.Struck)] == [(7, 2)]


def test_tft_137_a_wolf_bite_with_a_4_does_3_through_leather():
    b = battle([human("A", "red", (0, 0), armor="leather", **SLOW), beast("wolf", (1, 0), 3)],
               dice=[1, 6, 3, 3, 3, 4, 6, 6, 4], plan={("A", "option"): ["h"], ("wolf", "option"): ["h"]})
    b.step()
    assert [e.hits for e in of(b, E.Struck)] == [3]


def test_tft_138_an_attack_from_a_snakes_side_is_at_minus_3_without_plus_2():
    b = battle([human("A", "red", (0, -1), facing=5, weapons=["broadsword"]), beast("giant snake", (0, 0), 0)],
               dice=[6, 1, 6, 6, 5, 1], plan={("A", "option"): ["h"], ("giant snake", "option"): ["i"]})
    b.step()
    assert rolls(b)[0][4] == 9


def test_tft_138_a_snake_engages_an_enemy_in_its_side_hex():
    b = battle([human("A", "red", (0, -1), facing=2, weapons=["broadsword"]), beast("giant snake", (0, 0), 0)],
               dice=[6, 1], plan={("A", "option"): ["i"], ("giant snake", "option"): ["c"]})
    b.step()
    assert [e.engaged_by for e in of(b, E.OptionTaken) if e.entity == 1] == [[2]]


def test_tft_148_a_bear_rolling_17_simply_misses():
    b = battle([human("A", "red", (0, 0), **SLOW), beast("bear", (1, 0), 3)],
               dice=[1, 6, 6, 6, 5, 6, 6, 4], plan={("A", "option"): ["h"], ("bear", "option"): ["h"]})
    b.step()
    assert (b.state.get(2, Kit).ready, of(b, E.WeaponDropped)) == ("bear's claws", [])


def test_tft_140_a_gargoyle_flies_over_a_line_of_figures():
    wall = [human(f"W{i}", "red", (3, i - 2), facing=3, weapons=["broadsword"]) for i in range(5)]
    b = battle([*wall, beast("gargoyle", (5, 0), 3)], dice=[1, 6],
               plan={("gargoyle", "option"): ["a"], ("gargoyle", "move"): [[0, 0]], **{
                   (f"W{i}", "option"): ["c"] for i in range(5)}})
    b.step()
    assert b.state.derived["tft_at"][6] == (0, 0)


def test_tft_140_a_gargoyle_may_land_on_a_figure_for_hth():
    b = battle([human("A", "red", (0, 0), facing=3, armor="chainmail", weapons=["broadsword"]),
                beast("gargoyle", (6, 0), 3)], dice=[1, 6, 2, 6, 6, 6, 6, 6, 6],
               plan={("gargoyle", "option"): ["b"], ("gargoyle", "move"): [[0, 0, 1, 0]], ("A", "option"): ["p"]})
    b.step()
    assert [(e.attacker, e.result) for e in of(b, E.HthEntered)] == [(2, "grapple")]


def test_tft_139_option_giant_support_refuse_rejects_a_giant_cleanly():
    with pytest.raises(ScenarioError, match="multi-hex"):
        battle([human("A", "red", (0, 0)), beast("giant", (4, 0), 3)], giant_support="refuse")


# -- arena and experience (TFT-150..152, TFT-155) ----------------------------------------------

def test_tft_151_a_figure_in_its_own_door_may_leave_the_arena():
    from affray.systems.tft.tables import arena
    a = arena.load()
    m = arena.to_map(a, ["red", "blue"])
    west, east = m["entrances"]["red"], m["entrances"]["blue"]
    b = battle([human("A", "red", west[0]), human("B", "blue", east[0], facing=3)], dice=[6, 1],
               plan={("A", "option"): ["x"], ("B", "option"): ["c"]}, map=m, combat_type="arena")
    b.run()
    assert ([(e.entity, e.unhurt) for e in of(b, E.LeftArena)],
            [(e.entity, e.amount) for e in of(b, E.ExperienceAwarded)]) == ([(1, True)], [(1, -10), (2, 30)])


def test_tft_150_the_survivor_of_a_fight_to_the_death_earns_50():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]), human("B", "blue", (1, 0), facing=3, st=8, dx=16)],
               dice=[6, 1, 1, 1, 1, 6, 6], plan={("A", "option"): ["h"], ("B", "option"): ["c"]},
               combat_type="death", hth_consent="never")
    b.run()
    assert [(e.entity, e.amount) for e in of(b, E.ExperienceAwarded)] == [(1, 50)]


def test_tft_152_a_practice_broadsword_roll_of_7_does_3():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (1, 0), facing=3, st=14, dx=10, weapons=["broadsword"])],
               dice=[6, 1, 3, 3, 3, 3, 4], plan={("A", "option"): ["h"], ("B", "option"): ["l"]},
               combat_type="practice")
    b.step()
    assert [e.damage for e in of(b, E.Struck)] == [3]


def test_tft_152_no_missile_options_in_practice():
    b = battle([human("A", "red", (0, 0), st=11, dx=13, weapons=["longbow"]), human("B", "blue", (9, 0), facing=3)],
               dice=[6, 1], plan={("A", "option"): ["a"], ("B", "option"): ["c"]}, combat_type="practice")
    b.step()
    assert "f" not in next(a[2] for a in b.plan.asked if a[:2] == ("A", "option"))


def test_tft_80_a_charge_may_end_in_a_rush():
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"], shield="small shield"),
                human("B", "blue", (4, 0), facing=3, st=14, dx=10, weapons=["broadsword"])],
               dice=[6, 1, 3, 3, 3, 6, 6],
               plan={("A", "option"): ["b:rush"], ("A", "move"): [[3, 0]], ("B", "option"): ["l"]})
    b.step()
    assert [(e.attacker, e.target, e.kind) for e in of(b, E.AttackRolled)] == [(1, 2, "rush")]


def test_tft_152_a_figure_at_st_3_leaves_a_practice_fight():
    # a 4 (double): (5 + 0) x 2 = 10, halved to 5... B at ST 8 takes 5 -> ST 3: out
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"]),
                human("B", "blue", (1, 0), facing=3, st=8, dx=16, weapons=["dagger"]),
                human("Z", "blue", (9, 9))],
               dice=[6, 1, 1, 1, 2, 2, 3], plan={("A", "option"): ["h"], ("B", "option"): ["l"], ("Z", "option"): ["c"]},
               combat_type="practice")
    b.step()
    from affray.kernel.components import Vitals
    assert b.state.get(2, Vitals).removed is True


def test_tft_140_a_flying_gargoyle_does_not_cross_the_arena_wall():
    from affray.systems.tft.tables import arena
    m = arena.to_map(arena.load(), ["red", "blue"])
    b = battle([human("A", "red", m["entrances"]["red"][0]), beast("gargoyle", m["entrances"]["blue"][0], 3)],
               dice=[1, 6], plan={("gargoyle", "option"): ["a"], ("A", "option"): ["c"]}, map=m)
    b.step()
    moves = next(a[2] for a in b.plan.asked if a[:2] == ("gargoyle", "move"))
    walls = {tuple(w) for w in m["walls"]}
    inside = arena.inside(arena.load())
    assert all(tuple(h[:2]) in inside for h in moves) and not any(tuple(h[:2]) in walls for h in moves)


def test_tactical_policy_never_rushes_a_giant():
    from types import SimpleNamespace
    from affray.systems.tft.policies import tactical as tactics
    from affray.components.tft import Figure
    figs = {1: Figure("human", 14, 10), 2: Figure("giant", 24, 9)}
    state = SimpleNamespace(get=lambda e, t: figs[e], derived={})
    assert tactics.worth_rushing(state, 1, 2) is False
