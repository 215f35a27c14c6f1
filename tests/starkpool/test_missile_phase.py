"""The Missile phase on the kernel (SP-23, SP-41, SP-44, SP-45..SP-53, SP-124)."""
from hypothesis import example, given, settings, strategies as st

from affray.components.starkpool import Gear
from affray.kernel.events import Died, RoundStarted
from affray.systems.starkpool.events import RoundReset, Shot
from affray.systems.starkpool.rules.melee.targets import slot_options
from affray.systems.starkpool.phases.missile import missile_options, missile_phase
from affray.systems.starkpool.rules.missile.shooting import shot_number, shot_reason
from affray.systems.starkpool.testing import battle, drive, figure, look, man

OUT = {"map": {"environment": "wilderness"}}


def needed(s, shooter, target):
    look_, mod = shot_number(s, shooter, target)
    return look_.needed(mod)


def test_sp_23_two_crossbowmen_who_kill_each_other_both_shoot_and_both_die():
    xbow = dict(kind="troop", missile="light_crossbow", hp=1)
    b = battle([man("A", "a", 0, 0, **xbow), man("B", "b", 10, 0, **xbow)], dice=[20, 20],
               choices=[["shoot", 2], ["shoot", 1]])
    drive(b, missile_phase(b.ctx))
    assert sorted(e.entity for e in b.events if isinstance(e, Died)) == [1, 2]


def test_sp_23_the_dead_shooter_rolled_before_any_death():
    xbow = dict(kind="troop", missile="light_crossbow", hp=1)
    b = battle([man("A", "a", 0, 0, **xbow), man("B", "b", 10, 0, **xbow)], dice=[20, 20],
               choices=[["shoot", 2], ["shoot", 1]])
    drive(b, missile_phase(b.ctx))
    kinds = [type(e).__name__ for e in b.events if type(e).__name__ in ("Shot", "Died")]
    assert kinds == ["Shot", "Shot", "Died", "Died"]


def test_sp_41_a_locked_archer_has_no_shot():
    b = battle([figure("archer", "Arc", "a", 0, 0), man("B", "b", 1, 0), man("C", "b", 10, 0)])
    with look(b) as s:
        assert missile_options(s, 1) == [["none"]]


def test_sp_41_a_locked_figure_may_drink_a_potion_with_a_melee_attack():
    b = battle([man("A", "a", 0, 0, items=["potion_healing"]), man("B", "b", 1, 0)])
    with look(b) as s:
        assert ["item", "potion_healing", 1] in slot_options(s, 1, 0, [], {})


def test_sp_44_level8_scout_may_not_shoot_a_locked_target_level9_may():
    scouts = [man(f"S{lv}", "a", 0, 3 * i, kind="scout", level=lv, missile="short_bow")
              for i, lv in enumerate((8, 9))]
    b = battle(scouts + [man("T", "b", 8, 2), man("F", "a", 9, 2)])
    with look(b) as s:
        assert (shot_reason(s, 1, 3) is None, shot_reason(s, 2, 3) is None) == (False, True)


def test_sp_45_a_bowman_standing_still_shoots_twice():
    b = battle([figure("archer", "A", "a", 0, 0), man("B", "b", 10, 0, hp=40)], dice=[2, 3],
               choices=[["shoot", 2]])
    drive(b, missile_phase(b.ctx))
    assert len([e for e in b.events if isinstance(e, Shot)]) == 2


def test_sp_46_a_slinger_who_moved_8_of_12_shoots_on_a_4():
    from affray.systems.starkpool.events import MoveDone
    sl = man("S", "a", 0, 0, kind="troop", missile="sling")
    b = battle([sl, man("B", "b", 10, 0, hp=40)], dice=[4, 2], choices=[["shoot", 2]])
    with look(b):
        b.ctx.emit(MoveDone(1, 8.0))
    drive(b, missile_phase(b.ctx))
    assert len([e for e in b.events if isinstance(e, Shot)]) == 1


def test_sp_46_on_a_3_he_does_not_shoot():
    from affray.systems.starkpool.events import MoveDone
    sl = man("S", "a", 0, 0, kind="troop", missile="sling")
    b = battle([sl, man("B", "b", 10, 0, hp=40)], dice=[3], choices=[["shoot", 2]])
    with look(b):
        b.ctx.emit(MoveDone(1, 8.0))
    drive(b, missile_phase(b.ctx))
    assert not [e for e in b.events if isinstance(e, Shot)]


def _next_round(b, n):
    with look(b):
        b.ctx.emit(RoundStarted(n))
        b.ctx.emit(RoundReset(n))


def test_sp_47_heavy_crossbow_fires_round_1_reloads_round_2_fires_round_3():
    xb = figure("crossbowman", "X", "a", 0, 0)
    b = battle([xb, man("T", "b", 10, 0, hp=99)], dice=[2, 2],
               choices=[["shoot", 2], ["shoot", 2]])
    options = []
    for n in (1, 2, 3):
        _next_round(b, n)
        with look(b) as s:
            options.append(["shoot", 2] in missile_options(s, 1))
        drive(b, missile_phase(b.ctx))
    assert options == [True, False, True]


def test_sp_47_moving_more_than_half_in_round_2_means_no_reload():
    from affray.systems.starkpool.events import MoveDone
    xb = figure("crossbowman", "X", "a", 0, 0)
    b = battle([xb, man("T", "b", 10, 0, hp=99)], dice=[2], choices=[["shoot", 2]])
    _next_round(b, 1)
    drive(b, missile_phase(b.ctx))
    _next_round(b, 2)
    with look(b):
        b.ctx.emit(MoveDone(1, 5.0))
    drive(b, missile_phase(b.ctx))
    with look(b) as s:
        assert not s.get(1, Gear).loaded


def _over(target_x):
    return battle([man("S", "a", 0, 0, kind="troop", missile="longbow"), man("F", "a", 3, 0),
                   man("T", "b", target_x, 0)], **OUT)


def test_sp_48_over_a_friend_at_medium_range_allowed_at_minus_2():
    b = _over(10)
    with look(b) as s:
        assert shot_reason(s, 1, 3) is None and needed(s, 1, 3) == 8 + 2


def test_sp_48_over_a_friend_at_short_range_rejected():
    b = _over(6)
    with look(b) as s:
        assert shot_reason(s, 1, 3) is not None


def test_sp_49_magic_arrow_at_slit_covered_plate_target_needs_22():
    b = battle([man("S", "a", 0, 0, kind="troop", missile="longbow", missile_magic=1),
                man("T", "b", 10, 0, armor="plate", cover="mantlet")])
    with look(b) as s:
        look_, _ = shot_number(s, 1, 2)
        assert look_.number == 22


def test_sp_49_an_ordinary_arrow_cannot_reach_behind_a_mantlet():
    b = battle([man("S", "a", 0, 0, kind="troop", missile="longbow"),
                man("T", "b", 10, 0, armor="plate", cover="mantlet")])
    with look(b) as s:
        assert shot_reason(s, 1, 2) is not None


def test_sp_50_longbow_ac4_medium_behind_a_held_pavis_needs_18():
    b = battle([man("S", "a", 0, 0, kind="troop", missile="longbow"),
                man("T", "b", 10, 0, armor="chain", shield=True)])
    with look(b) as s:
        from affray.systems.starkpool.events import GearChanged
        b.ctx.emit(GearChanged(2, "pavis", "held"))
        assert needed(s, 1, 2) == 18


def test_sp_51_sling_ac6_medium_from_a_wall_needs_12():
    b = battle([man("S", "a", 0, 0, kind="troop", missile="sling", elevation=3),
                man("T", "b", 8, 0, armor="leather", shield=True)])
    with look(b) as s:
        assert needed(s, 1, 2) == 12


def test_sp_52_longbow_ac4_medium_in_cover_needs_20():
    b = battle([man("S", "a", 0, 0, kind="troop", missile="longbow"),
                man("T", "b", 10, 0, armor="chain", shield=True, cover="cover")])
    with look(b) as s:
        assert needed(s, 1, 2) == 20


def _ranks(shooter):
    return battle([shooter, man("R2", "a", 1, 0), man("R1", "a", 2, 0),
                   man("E", "b", 12, 0)], **OUT)


def test_sp_124_a_third_rank_bowman_is_rejected():
    b = _ranks(man("R3", "a", 0, 0, kind="troop", missile="longbow"))
    with look(b) as s:
        assert shot_reason(s, 1, 4) is not None


def test_sp_124_a_second_rank_bowman_may_shoot():
    b = battle([man("R2", "a", 1, 0, kind="troop", missile="longbow"), man("R1", "a", 2, 0),
                man("E", "b", 12, 0)], **OUT)
    with look(b) as s:
        assert shot_reason(s, 1, 3) is None


def test_sp_124_no_shot_at_a_second_rank_target_but_a_level_2_scout_may():
    b = battle([man("S", "a", 0, 0, kind="troop", missile="longbow"),
                man("Sc", "a", 0, 2, kind="scout", level=2, missile="short_bow"),
                man("E1", "b", 9, 1), man("E2", "b", 10, 1)], **OUT)
    with look(b) as s:
        assert (shot_reason(s, 1, 4) is None, shot_reason(s, 2, 4) is None) == (False, True)


def _short_shot_past(fx, fy, target_x=1.9):
    """A longbowman at the origin, a friend near the middle of a short line of fire."""
    return battle([man("S", "a", 0, 0, kind="troop", missile="longbow"), man("F", "a", fx, fy),
                   man("T", "b", target_x, 0)], **OUT)


def test_sp_48_a_friend_half_an_inch_off_a_short_line_of_fire_is_in_the_way():
    from affray.systems.starkpool.rules.engagement import intervening
    b = _short_shot_past(0.95, 0.45)
    with look(b) as s:
        assert intervening(s, 1, 3) == [2]


def test_sp_48_a_short_shot_past_a_friend_off_the_middle_of_the_line_is_rejected():
    b = _short_shot_past(0.95, 0.45)
    with look(b) as s:
        assert shot_reason(s, 1, 3) is not None


@settings(max_examples=120, deadline=None)
@given(st.floats(0.8, 6.0), st.floats(-0.2, 1.2), st.floats(-0.8, 0.8), st.sampled_from("ab"))
@example(1.9, 0.5, 0.45, "b")
def test_sp_48_every_figure_within_half_an_inch_of_the_line_is_found(length, along, fy, side):
    from affray.kernel.geometry import plane
    from affray.systems.starkpool.rules.engagement import intervening
    length, fy = round(length, 3), round(fy, 3)
    fx = round(along * length, 3)
    b = battle([man("S", "a", 0, 0, kind="troop", missile="longbow"), man("F", side, fx, fy),
                man("T", "b", length, 0)], **OUT)
    t, d = plane.project((fx, fy), (0.0, 0.0), (length, 0.0))
    near_own_rank = side == "a" and plane.distance((fx, fy), (0.0, 0.0)) <= 1.0
    with look(b) as s:
        assert intervening(s, 1, 3) == ([2] if 0 < t < 1 and d <= 0.5 and not near_own_rank
                                        else [])
