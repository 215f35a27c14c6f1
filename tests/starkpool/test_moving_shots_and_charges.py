"""Pass-through shots, split-move-and-shoot, charges (SP-30..SP-37)."""
import pytest

from affray.components.starkpool import Turn
from affray.kernel.events import Died, Moved
from affray.systems.starkpool.rules import figures as F
from affray.systems.starkpool.rules.movement.charge import charge, charge_targets, charge_effect
from affray.systems.starkpool.events import Shot
from affray.systems.starkpool.rules.movement.move import MoveOptions
from affray.systems.starkpool.phases.movement import move_options
from affray.systems.starkpool.rules.movement.pass_through_shot import shots_left
from affray.systems.starkpool.rules.movement.split_move import can_split, split_move
from affray.systems.starkpool.testing import battle, drive, look, man

BOWMAN = dict(kind="troop", missile="longbow", weapon="dagger", hp=5)


def _charge_at_bowman(hp, dice):
    b = battle([man("Bow", "a", 0, 0, **BOWMAN), man("Run", "b", 16, 0, armor="leather", hp=hp)],
               dice=dice, choices=[False, True])
    drive(b, charge(b.ctx, 2, 1, "move"))
    return b


def test_sp_33_the_charger_is_shot_at_the_half_point_8_5():
    b = _charge_at_bowman(30, [9, 3])
    moved = [e for e in b.events if isinstance(e, Moved) and e.entity == 2]
    assert (moved[0].x, moved[0].y) == (8.5, 0.0)


def test_sp_33_range_is_measured_from_the_half_point():
    b = _charge_at_bowman(30, [9, 3])
    shot = next(e for e in b.events if isinstance(e, Shot))
    assert shot.needed == 10          # longbow against leather (AC 7) at medium range (8.5")


def test_sp_33_a_charger_killed_at_the_half_point_stays_there():
    b = _charge_at_bowman(5, [20])
    with look(b) as s:
        assert (F.pos(s, 2), s.alive(2)) == ((8.5, 0.0), False)


def test_sp_33_gap_a_pass_through_shooter_does_not_move_later():
    b = _charge_at_bowman(30, [9, 3])
    with look(b) as s:
        assert s.get(1, Turn).passed_through and MoveOptions(s, 1, 0.0).enumerate() == [["hold"]]


def test_sp_34_after_a_pass_through_shot_the_longbowman_has_one_shot_left():
    b = _charge_at_bowman(30, [9, 3])
    with look(b) as s:
        assert shots_left(s, 1) == 1


SCOUT = dict(kind="scout", level=3, missile="short_bow", weapon="sword", armor="leather", hp=12)


def test_sp_30_elf_on_foot_with_crossbow_may_not_split_move():
    b = battle([man("Elf", "a", 0, 0, race="elf", missile="light_crossbow"), man("X", "b", 30, 0)])
    with look(b) as s:
        assert not can_split(s, 1)


def test_sp_30_elf_on_foot_with_a_bow_may():
    b = battle([man("Elf", "a", 0, 0, race="elf", missile="longbow"), man("X", "b", 30, 0)])
    with look(b) as s:
        assert can_split(s, 1)


@pytest.mark.parametrize("environment,allowed", [("wilderness", True), ("dungeon", False)])
def test_sp_30_mounted_nomad_with_a_bow_outdoors_only(environment, allowed):
    nomad = man("Nomad", "a", 0, 0, kind="troop", tags=["nomad"], missile="horse_bow",
                mount="light_war_horse")
    b = battle([nomad, man("X", "b", 40, 0)], map={"environment": environment})
    with look(b) as s:
        assert can_split(s, 1) is allowed


def test_sp_31_the_shot_after_7_inches_is_rejected():
    b = battle([man("Sc", "a", 0, 0, **SCOUT), man("X", "b", 30, 5)])
    with look(b) as s:
        assert MoveOptions(s, 1, 12.0, split=6.0).legal(["split", [[7.0, 0.0]]]) is not None


def test_sp_31_scout_moves_6_shoots_and_moves_6_more():
    b = battle([man("Sc", "a", 0, 0, **SCOUT), man("X", "b", 14, 8, hp=30)], dice=[5],
               choices=[2, ["move", [[12.0, 0.0]]]])
    drive(b, split_move(b.ctx, 1, [[6.0, 0.0]], "move", 12.0))
    shot = next(e for e in b.events if isinstance(e, Shot))
    with look(b) as s:
        assert (shot.mode, F.pos(s, 1)) == ("split", (12.0, 0.0))


def test_sp_31_gap_the_split_shot_is_his_only_shot():
    from affray.systems.starkpool.phases.missile import missile_options
    b = battle([man("Sc", "a", 0, 0, **SCOUT), man("X", "b", 14, 8, hp=30)], dice=[5],
               choices=[2, ["hold"]])
    drive(b, split_move(b.ctx, 1, [[6.0, 0.0]], "move", 12.0))
    with look(b) as s:
        assert missile_options(s, 1) == [["none"]]


def test_sp_31_no_split_move_is_offered_that_the_move_would_refuse():
    # a figure off the map (an SP-89 charge once carried one there): every path leaves it
    b = battle([man("Elf", "a", 59, 20, race="elf", missile="longbow"), man("X", "b", 45, 20)],
               map={"width": 60, "height": 40})
    with look(b) as s:
        b.ctx.emit(Moved(1, 62.0, 20.0))
        assert move_options(s, 1).enumerate() == [["hold"]]


def test_sp_32_a_magic_user_hit_for_2_in_the_move_phase_cannot_cast():
    from affray.systems.starkpool.phases.missile import missile_options
    mu = man("Mu", "b", 14, 0, kind="magic_user", level=3, spells=["magic_missile"], hp=10)
    b = battle([man("Sc", "a", 0, 0, **SCOUT), mu], dice=[15, 2], choices=[2, ["hold"]])
    drive(b, split_move(b.ctx, 1, [[6.0, 0.0]], "move", 12.0))
    with look(b) as s:
        assert F.hp_left(s, 2) == 8 and not any(o[0] == "cast" for o in missile_options(s, 2))


def test_sp_34_split_shot_and_pass_through_shot_are_simultaneous():
    archer = man("Arc", "b", 10, 0, kind="troop", missile="longbow", hp=1)
    b = battle([man("Sc", "a", 0, 0, **dict(SCOUT, hp=1)), archer], dice=[20, 20],
               choices=[True, 2])
    drive(b, split_move(b.ctx, 1, [[3.0, 0.0]], "move", 12.0))
    deaths = sorted(e.entity for e in b.events if isinstance(e, Died))
    assert deaths == [1, 2]


def test_sp_35_footman_in_leather_can_charge_a_target_15_inches_out():
    b = battle([man("A", "a", 0, 0, armor="leather"), man("B", "b", 16, 0), man("C", "b", 0, 16.5)])
    with look(b) as s:
        assert charge_targets(s, 1) == [2]


def test_sp_36_no_charge_the_round_after_a_charge():
    from affray.systems.starkpool.events import MoveDone, RoundReset
    b = battle([man("A", "a", 0, 0), man("B", "b", 8, 0)])
    with look(b):
        b.ctx.emit(MoveDone(1, 3.0, True))
        b.ctx.emit(RoundReset(2))
    with look(b) as s:
        assert charge_targets(s, 1) == []


def test_sp_37_counter_charge_meets_at_10_556_and_11_556():
    a = man("A", "a", 0, 0, armor="leather", hp=20)
    bb = man("B", "b", 20, 0, armor="chain", hp=20)
    b = battle([a, bb], choices=[True])
    drive(b, charge(b.ctx, 1, 2, "move"))
    with look(b) as s:
        xa, xb = F.pos(s, 1)[0], F.pos(s, 2)[0]
    assert (round(xa, 3), round(xb, 3)) == (10.556, 11.556)


def test_sp_37_both_get_the_charge_bonus():
    b = battle([man("A", "a", 0, 0, armor="leather"), man("B", "b", 20, 0, armor="chain")],
               choices=[True])
    drive(b, charge(b.ctx, 1, 2, "move"))
    with look(b) as s:
        effects = [charge_effect(s.get(e, Turn).charged, s.get(e, Turn).moved).to_hit
                   for e in (1, 2)]
    assert effects == [1, 1]
