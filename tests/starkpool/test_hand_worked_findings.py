"""Rules that came out wrong where two rules meet (SP-94 with SP-106, scripted orders,
flights through enemies, dice nobody rolls)."""

from affray.systems.starkpool.events import Blow, EscapeRolled
from affray.systems.starkpool.phases.melee import melee_phase
from affray.systems.starkpool.testing import battle, drive, man


def blows(b):
    return [e for e in b.events if isinstance(e, Blow)]


def rear_attack_then_escape(c_first: bool):
    """A (rear) and C (front) on T; A hits from the rear for 2, T fails morale (5) and must
    escape; C would strike first in his pair when he is the lower id (he started it)."""
    figs = [man("A", "a", -1, 0, hp=20), man("C", "a", 1, 0, hp=20),
            man("T", "b", 0, 0, facing=0, hp=20)]
    if not c_first:
        figs = [figs[0], figs[2], figs[1]]
    t, c = (3, 2) if c_first else (2, 3)
    dice = [15, 2, 3, 2] + ([2] if c_first else []) + [5]
    b = battle(figs, dice=dice, choices=[["attack", t], ["attack", t], ["attack", c], [0, 3]]
               if c_first else [["attack", t], ["attack", c], ["attack", t], [0, 3]])
    drive(b, melee_phase(b.ctx))
    return b, t, c


def test_sp_94_sp_106_a_forced_escape_gives_the_foe_who_strikes_first_his_blow():
    b, t, c = rear_attack_then_escape(c_first=True)
    kinds = [type(e).__name__ for e in b.events]
    assert [(e.attacker, e.target) for e in blows(b)] == [(1, t), (c, t)]
    assert kinds.index("EscapeRolled") > max(i for i, k in enumerate(kinds) if k == "Blow")


def test_sp_94_sp_106_a_foe_who_would_strike_second_gets_no_blow_at_the_escaper():
    b, t, c = rear_attack_then_escape(c_first=False)
    assert [(e.attacker, e.target) for e in blows(b)] == [(1, t)]
    assert [e.success for e in b.events if isinstance(e, EscapeRolled)] == [True]


def test_sp_108_a_recorded_blow_at_the_man_who_rear_attacked_him_stops_the_fight():
    import pytest
    from affray.kernel.errors import IllegalChoice
    # A hits T from the rear (15, damage 2); T holds (morale 6 + 6) but the script has him
    # strike A, whom he may not strike back at this round
    b = battle([man("A", "a", -1, 0, hp=20), man("C", "a", 1, 0, hp=20),
                man("T", "b", 0, 0, facing=0, hp=20)],
               dice=[15, 2, 6, 6, 10, 2],
               choices=[["attack", 3], ["attack", 3], ["attack", 1]])
    with pytest.raises(IllegalChoice, match=r"Scripted chose 'melee' for T: .*SP-108"):
        drive(b, melee_phase(b.ctx))


def test_sp_108_under_a_policy_the_forbidden_blow_is_simply_not_struck():
    from affray.kernel.testing import fight
    from affray.systems.starkpool.ruleset import RULESET
    from affray.kernel.policies import Policy

    class Orders(Policy):
        def decide(self, view, request):
            want = {1: ["attack", 3], 2: ["attack", 3], 3: ["attack", 1]}.get(request.actor)
            return want if request.kind == "melee" else request.options.enumerate()[0]

    b = fight("starkpool", [man("A", "a", -1, 0, hp=20), man("C", "a", 1, 0, hp=20),
                            man("T", "b", 0, 0, facing=0, hp=20)],
              dice=[15, 2, 6, 6, 10, 2], policies={"a": Orders(), "b": Orders()})
    from affray.kernel.world import inside
    from affray.kernel.events import RoundStarted
    from affray.systems.starkpool.events import RoundReset
    drive(b, RULESET.setup(b.ctx))
    with inside(b.state.world):
        b.ctx.emit(RoundStarted(1))
        b.ctx.emit(RoundReset(1))
    drive(b, melee_phase(b.ctx))
    assert [(e.attacker, e.target) for e in blows(b)] == [(1, 3), (2, 3)]
