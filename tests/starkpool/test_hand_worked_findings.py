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


def _duellist(dice, choices=None, policies=None):
    """D power-duelled in his move (SP-39): in melee he only strikes back. E, in contact,
    parries and does not attack him."""
    from affray.kernel.events import RoundStarted
    from affray.kernel.testing import fight
    from affray.kernel.world import inside
    from affray.systems.starkpool.events import Acted, RoundReset
    from affray.systems.starkpool.ruleset import RULESET
    b = fight("starkpool", [man("D", "a", 0, 0, hp=20), man("E", "b", 1, 0, hp=20)],
              dice=dice, choices=choices, policies=policies)
    drive(b, RULESET.setup(b.ctx))
    with inside(b.state.world):
        b.ctx.emit(RoundStarted(1))
        b.ctx.emit(RoundReset(1))
        b.ctx.emit(Acted(1, "duel"))
    drive(b, melee_phase(b.ctx))
    return b


def test_sp_39_a_recorded_counter_blow_at_a_foe_who_never_struck_lapses_as_under_a_policy():
    """The secret declaration is a standing order, legal when made: a script that records it
    plays as a policy that made it does (a moment written from a policy's log replays)."""
    b = _duellist([], choices=[["attack", 2], ["parry", 1]])
    assert blows(b) == []


def test_sp_39_under_a_policy_the_counter_blow_nobody_earned_is_simply_not_struck():
    from affray.kernel.policies import Policy

    class Orders(Policy):
        def decide(self, view, request):
            want = {1: ["attack", 2], 2: ["parry", 1]}.get(request.actor)
            return want if request.kind == "melee" else request.options.enumerate()[0]

    b = _duellist([], policies={"a": Orders(), "b": Orders()})
    assert blows(b) == []


def test_sp_96_a_flight_stops_at_an_enemys_base_instead_of_running_through_it():
    from affray.systems.starkpool.rules import figures as F
    from affray.systems.starkpool.rules.morale.flee import flee_move
    from affray.systems.starkpool.testing import look, run
    # R flees straight away from N (the nearest, 0.8" east): west, where M stands 1" off
    b = battle([man("R", "a", 0, 0, hp=30), man("N", "b", 0.8, 0), man("M", "b", -1.0, 0)],
               dice=[3, 3])
    run(b, flee_move, b.ctx, 1)
    with look(b) as s:
        x = F.pos(s, 1)[0]
        assert x >= -1.0 + 0.75 - 1e-6  # never past M's base, let alone through it


def test_sp_94_an_escape_number_of_20_or_more_rolls_no_die():
    from affray.kernel.events import Rolled
    from affray.systems.starkpool.rules.melee.escape import escape_attempt
    # a level-8 Scout with 12": 12 + 8 = 20, no d20 can fail it
    b = battle([man("S", "a", 0, 0, kind="scout", level=8), man("B", "b", 1, 0)], dice=[],
               choices=[[-2.5, 0]])
    assert drive(b, escape_attempt(b.ctx, 1)) is True
    assert not [e for e in b.events if isinstance(e, Rolled)]
    assert [(e.roll, e.target, e.success) for e in b.events if isinstance(e, EscapeRolled)] == \
        [(0, 20, True)]


def test_sp_96_only_enemies_whose_zone_the_fleer_leaves_get_a_flee_attack():
    from affray.systems.starkpool.events import Acted
    from affray.systems.starkpool.rules.melee.exchange import flee_attacks
    from affray.systems.starkpool.rules.melee.strike import Exchange
    from affray.systems.starkpool.testing import look
    # R flees west, away from N (0.8" east); M's base 1" west stops him at -0.25, still
    # inside M's zone: only N, whose zone he leaves, strikes at his back
    b = battle([man("R", "a", 0, 0, hp=30, player=True), man("N", "b", 0.8, 0),
                man("M", "b", -1.0, 0)], dice=[2, 3, 3])  # N's blow; the trapped check
    with look(b):
        b.ctx.emit(Acted(1, "flee"))
    drive(b, flee_attacks(b.ctx, Exchange()))
    assert [(e.attacker, e.action) for e in blows(b)] == [(2, "flee_attack")]


def test_sp_128_a_morale_check_no_throw_can_fail_rolls_no_dice():
    from affray.kernel.events import Rolled
    from affray.systems.starkpool.events import MoraleChecked
    from affray.systems.starkpool.rules.morale.check import roll_check
    from affray.systems.starkpool.testing import run
    # Sir Aldo of the default scenario: level 4, plate, mounted, a leader of Cha 15: +5, so
    # even a 2 on 2d6 makes 7
    b = battle([man("Aldo", "a", 0, 0, level=4, armor="plate", shield=True, weapon="lance",
                    mount="war_horse", leader=True, cha=15), man("O", "b", 9, 0)], dice=[])
    assert run(b, roll_check, b.ctx, 1, "casualties") is True
    assert not [e for e in b.events if isinstance(e, Rolled) and e.purpose == "morale"]
    assert [(e.total, e.passed) for e in b.events if isinstance(e, MoraleChecked)] == [(5, True)]
