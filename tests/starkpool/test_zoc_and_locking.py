"""Zones of control, locking, protection (SP-26..SP-29, SP-67..SP-69, SP-97, SP-123, SP-126)."""
from affray.kernel.events import Decided, Moved
from affray.systems.starkpool.rules import engagement as G
from affray.systems.starkpool.rules import figures as F
from affray.systems.starkpool.events import Contact
from affray.systems.starkpool.phases.missile import missile_options
from affray.systems.starkpool.rules.paths import cut_path, zoc_stop
from affray.systems.starkpool.phases.movement import figure_movement
from affray.systems.starkpool.rules.movement.move import move_along
from affray.systems.starkpool.rules.missile.shooting import shot_reason
from affray.systems.starkpool.testing import battle, drive, figure, look, man

OGRE = dict(kind="monster", hd="4+1", ac=5, size="L", weapon="big_club", hp=19)


def test_sp_27_man_stops_at_5_0_short_of_an_enemy_man_at_6_0():
    b = battle([man("A", "a", 0, 0), man("B", "b", 6, 0)])
    drive(b, move_along(b.ctx, 1, [(0, 0), (10, 0)], "move", reactions=False))
    with look(b) as s:
        assert F.pos(s, 1) == (5.0, 0.0)


def test_sp_27_a_large_ogre_stops_him_first_at_4_0():
    b = battle([man("A", "a", 0, 0), man("Og", "b", 6, 0, **OGRE)])
    with look(b) as s:
        along, foe, _ = zoc_stop(s, 1, [(0, 0), (10, 0)])
    assert (along, foe) == (4.0, 2)


def test_sp_28_after_the_ogre_zoc_he_may_step_on_to_5_0():
    b = battle([man("A", "a", 0, 0), man("Og", "b", 6, 0, **OGRE)])
    with look(b) as s:
        path, _ = cut_path(s, 1, [(0, 0), (10, 0)])
    assert path[-1] == (5.0, 0.0)


def test_sp_29_invisible_man_passes_within_half_an_inch_without_stopping():
    b = battle([man("A", "a", 0, 0, invisible=True), man("B", "b", 5, 0.5)])
    drive(b, move_along(b.ctx, 1, [(0, 0), (10, 0)], "move", reactions=False))
    with look(b) as s:
        assert F.pos(s, 1) == (10.0, 0.0)


def test_sp_67_a_move_ending_0_9_from_an_enemy_creates_an_engagement_edge():
    b = battle([man("A", "a", 0, 0), man("B", "b", 6, 0)])
    drive(b, move_along(b.ctx, 1, [(0, 0), (5.1, 0)], "move", reactions=False, free=True))
    with look(b) as s:
        assert s.engagement.has_edge(1, 2) and s.engagement.has_edge(2, 1)


def test_sp_67_the_contact_records_who_moved_in_and_when():
    b = battle([man("A", "a", 0, 0), man("B", "b", 6, 0)])
    drive(b, move_along(b.ctx, 1, [(0, 0), (10, 0)], "counter_move", reactions=False))
    assert [e for e in b.events if isinstance(e, Contact)] == [Contact(1, 2, "counter_move")]


def test_sp_68_enemy_archer_0_8_from_a_man_is_locked_and_cannot_be_shot():
    b = battle([man("M", "a", 0, 0), figure("archer", "Arc", "b", 0.8, 0),
                figure("archer", "Friend", "a", -8, 0)])
    with look(b) as s:
        assert G.locked(s, 2) and shot_reason(s, 3, 2) is not None


def test_sp_69_man_behind_a_friend_fighting_an_orc_is_not_locked_and_may_shoot():
    b = battle([figure("archer", "Back", "a", 0, 0), man("Front", "a", 1, 0),
                figure("orc", "Orc", "b", 2, 0), figure("orc", "Orc2", "b", 8, 3)])
    with look(b) as s:
        assert not G.locked(s, 1) and ["shoot", 4] in missile_options(s, 1)


def test_sp_123_friend_in_front_protects_from_the_ogre():
    b = battle([man("C", "a", 0, 0), man("P", "a", 1, 0), man("Og", "b", 2, 0, **OGRE)])
    with look(b) as s:
        assert not G.locked(s, 1)


def test_sp_123_friend_at_0_1_2_does_not_protect():
    b = battle([man("C", "a", 0, 0), man("P", "a", 0, 1.2), man("Og", "b", 2, 0, **OGRE)])
    with look(b) as s:
        assert G.locked(s, 1)


def test_sp_123_moving_the_protector_away_unlocks_the_protected_pair():
    b = battle([man("C", "a", 0, 0), man("P", "a", 1, 0), man("Og", "b", 2, 0, **OGRE)])
    drive(b, move_along(b.ctx, 2, [(1, 0), (1, 5)], "move", reactions=False, free=True))
    with look(b) as s:
        assert G.locked(s, 1) and sorted(s.engagement.edges) == sorted(G.recompute(s).edges)


def test_sp_126_second_rank_spearman_may_shoot():
    spear = figure("man-at-arms", "Spear", "a", 0, 0, missile="javelin")
    b = battle([spear, man("Front", "a", 1, 0), figure("orc", "Orc", "b", 2, 0),
                figure("orc", "Far", "b", 4, 3)])
    with look(b) as s:
        assert ["shoot", 4] in missile_options(s, 1)


def _move_requests(b, eid):
    return [e for e in b.events if isinstance(e, Decided) and e.actor == eid and e.kind == "move"]


def test_sp_26_a_locked_figure_gets_no_move_order():
    b = battle([man("A", "a", 0, 0), man("B", "b", 1, 0), man("C", "b", 9, 9)])
    drive(b, figure_movement(b.ctx, 1, "move"))
    assert _move_requests(b, 1) == [] and not [e for e in b.events if isinstance(e, Moved)]


def test_sp_97_two_men_still_1_inch_apart_after_round_1_get_no_move_order_in_round_2():
    b = battle([man("A", "a", 0, 0, hp=50), man("B", "b", 1, 0, hp=50)], setup=False,
               max_rounds=2, policy="tactical")
    b.run()
    assert not any(isinstance(e, Decided) and e.kind == "move" for e in b.events)


def test_sp_27_an_unhorsed_rider_loses_his_2_inch_zoc_at_once():
    from affray.systems.starkpool.events import Unhorsed
    b = battle([man("R", "a", 0, 0, mount="war_horse"), man("E", "b", 1.5, 0)])
    with look(b) as s:
        before = (F.zoc(s, 1), G.locked(s, 2))
        b.ctx.emit(Unhorsed(1))
        assert (before, (F.zoc(s, 1), G.locked(s, 2))) == ((2.0, True), (1.0, False))


def test_sp_74_drawing_another_weapon_changes_length_at_once():
    from affray.systems.starkpool.events import GearChanged
    b = battle([man("A", "a", 0, 0, weapon="dagger", spare=["pike"]), man("E", "b", 9, 0)])
    with look(b) as s:
        before = F.length(s, 1)
        b.ctx.emit(GearChanged(1, "wield", "pike"))
        assert (before, F.length(s, 1)) == (1, 13)
