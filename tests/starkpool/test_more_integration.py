"""Rules checked on the kernel that the pure tests cover as functions (SP-18, SP-25, SP-43,
SP-70, SP-71, SP-75, SP-102, SP-116, SP-140)."""
from affray.systems.starkpool.rules import figures as F
from affray.systems.starkpool.rules.melee.escape import (PlacementOptions, refuse_candidates,
    refuse_melee)
from affray.systems.starkpool.events import Contact, EscapeRolled
from affray.systems.starkpool.rules.melee.targets import set_budgets
from affray.systems.starkpool.phases.movement import figure_movement
from affray.systems.starkpool.rules.missile.shooting import shot_reason
from affray.systems.starkpool.rules.stunts import stunt
from affray.systems.starkpool.testing import battle, drive, look, man, run


def test_sp_18_only_the_hiders_whose_chance_covers_the_roll_get_the_surprise_round():
    hiders = [man("Scout", "a", 0, 0, kind="scout", level=7), man("Ftr", "a", 0, 2)]
    b = battle(hiders + [man("E", "b", 10, 0)], dice=[4], choices=["fight"],
               map={"encounter": {"unaware": ["b"], "stationary": ["a"], "place": False}})
    with look(b) as s:
        assert [bool(F.cond(s, e, "surpriser")) for e in (1, 2)] == [True, False]


def test_sp_25_a_rider_moves_at_his_mounts_rate():
    b = battle([man("R", "a", 0, 0, armor="plate", mount="war_horse"), man("E", "b", 20, 0)])
    with look(b) as s:
        assert F.rate(s, 1) == 12.0


def test_sp_43_beyond_long_range_there_is_no_shot():
    b = battle([man("S", "a", 0, 0, kind="troop", missile="longbow"), man("T", "b", 21.5, 0)])
    with look(b) as s:
        assert shot_reason(s, 1, 2) is not None


def _contact(phase, **fields):
    b = battle([man("A", "a", 0, 0), man("B", "b", 1, 0, **fields)])
    with look(b):
        b.ctx.emit(Contact(1, 2, phase))
    return b


def test_sp_70_a_man_in_chain_contacted_in_the_counter_move_cannot_refuse():
    b = _contact("counter_move", armor="chain")
    with look(b) as s:
        assert refuse_candidates(s) == []


def test_sp_70_a_scout_in_leather_without_shield_can():
    b = _contact("counter_move", kind="scout", level=3, armor="leather")
    with look(b) as s:
        assert refuse_candidates(s) == [2]


def test_sp_70_contacted_in_the_move_phase_anyone_can():
    b = _contact("move", armor="plate", shield=True)
    with look(b) as s:
        assert refuse_candidates(s) == [2]


def test_sp_71_a_level3_scout_succeeds_on_15_and_lands_3_5_away():
    b = battle([man("A", "a", 0, 0), man("B", "b", 1, 0, kind="scout", level=3)], dice=[15],
               choices=[True, [3.5, 0.0]])
    with look(b):
        b.ctx.emit(Contact(1, 2, "move"))
    drive(b, refuse_melee(b.ctx))
    with look(b) as s:
        assert F.pos(s, 2) == (3.5, 0.0) and next(
            e for e in b.events if isinstance(e, EscapeRolled)).target == 15


def test_sp_71_placement_accepts_3_5_and_rejects_1_5_and_5():
    b = battle([man("A", "a", 1, 0), man("B", "b", 0, 0)])
    with look(b) as s:
        opts = PlacementOptions(s, 2)
        assert [opts.legal(p) is None for p in ([-2.5, 0], [-0.5, 0], [-4, 0])] == \
            [True, False, False]


def test_sp_75_an_ogres_club_counts_5():
    b = battle([man("Og", "a", 0, 0, kind="monster", hd="4+1", size="L", big="ogre",
                    weapon="club"), man("E", "b", 9, 9)])
    with look(b) as s:
        assert F.length(s, 1) == 5


def test_sp_102_with_the_option_a_hill_giant_gets_8_attacks_against_1hd_men():
    giant = man("G", "a", 0, 0, kind="monster", hd="8", size="L", weapon="big_club",
                big="giant")
    b = battle([giant, man("M", "b", 1.5, 0, kind="troop")],
               options={"monster_level_ratio": True})
    with look(b):
        budgets = set_budgets(b.ctx)
    assert budgets[1] == 8


def test_sp_102_without_it_the_listed_attacks():
    giant = man("G", "a", 0, 0, kind="monster", hd="8", size="L", weapon="big_club",
                big="giant")
    b = battle([giant, man("M", "b", 1.5, 0, kind="troop")])
    with look(b):
        budgets = set_budgets(b.ctx)
    assert budgets[1] == 1


def test_sp_116_a_prone_12_inch_man_out_of_melee_stands_and_may_still_move_6():
    b = battle([man("P", "a", 0, 0, prone=True), man("E", "b", 30, 30)],
               choices=[["get_up"], ["move", [[6.0, 0.0]]]])
    drive(b, figure_movement(b.ctx, 1, "move"))
    with look(b) as s:
        assert (F.cond(s, 1, "prone"), F.pos(s, 1)) == (0, (6.0, 0.0))


def test_sp_140_a_stunt_against_dex_13_on_the_configured_die():
    b = battle([man("A", "a", 0, 0), man("E", "b", 9, 9)], dice=[13, 14])
    results = [run(b, stunt, b.ctx, 13), run(b, stunt, b.ctx, 13)]
    assert results == [True, False]
