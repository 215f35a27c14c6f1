"""Number of attackers by size (SP-85)."""
from affray.systems.starkpool.tables.opponent_limits import may_join


def crowd(size, arcs):
    return [(size, a) for a in arcs]


def test_sp_85_a_9th_man_attacking_a_lone_man_is_rejected():
    current = crowd("M", ["front"] * 3 + ["flank"] * 2 + ["rear"] * 3)
    assert may_join("M", "front", "M", current) is not None


def test_sp_85_eighth_man_in_the_rear_is_allowed():
    current = crowd("M", ["front"] * 3 + ["flank"] * 2 + ["rear"] * 2)
    assert may_join("M", "rear", "M", current) is None


def test_sp_85_a_3rd_man_in_the_flank_arc_is_rejected():
    assert may_join("M", "flank", "M", crowd("M", ["flank"] * 2)) is not None


def test_sp_85_12_halflings_may_attack_one_man():
    current = crowd("S", ["front"] * 4 + ["flank"] * 4 + ["rear"] * 3)
    assert may_join("S", "rear", "M", current) is None


def test_sp_85_a_13th_halfling_is_rejected():
    current = crowd("S", ["front"] * 4 + ["flank"] * 4 + ["rear"] * 4)
    assert may_join("S", "front", "M", current) is not None


def test_sp_85_only_4_men_on_a_halfling_2_front_1_flank_1_rear():
    assert (may_join("M", "front", "S", crowd("M", ["front"] * 2)) is not None
            and may_join("M", "flank", "S", crowd("M", ["front"] * 2)) is None)


def test_sp_85_two_step_gap_small_on_large_uses_12():
    current = crowd("S", ["front"] * 4 + ["flank"] * 4 + ["rear"] * 3)
    assert may_join("S", "rear", "L", current) is None
