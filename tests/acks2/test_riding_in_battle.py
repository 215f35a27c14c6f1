"""Mounts in battle, played through a round: getting on (ACKS-202), passengers and who may
attack (ACKS-201, ACKS-203), calming a panicked mount (ACKS-209)."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.components import Position
from affray.kernel.events import RoundStarted
from affray.systems.acks2.round import play_round

from .conftest import Wants, fig


def start(t, n=1):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def options(t, who, kind):
    return [opts for name, k, opts in t.policies[t.state.side[t.id(who)]].asked if name == who and k == kind]


def decided(t, who, kind):
    return [e.choice for e in t.events("Decided") if e.actor == t.id(who) and e.kind == kind]


def battle(table, rider_profs, dice, p_wants, q_wants=None, horse_at=(1, 0)):
    p = Wants(p_wants)
    q = Wants(q_wants or {("o", "action"): "stay", ("o", "combat"): "none"})
    t = table([fig("f", "p", (0, 0), "N", "fighter-1", sheet={"profs": rider_profs}),
               fig("horse", "p", horse_at, "N", "horse"),
               fig("o", "q", (0, 30), "S", "orc")], dice=dice, policies={"p": p, "q": q})
    t.policies = {0: p, 1: q}
    return t


def test_acks_202_skilled_rider_mounts_in_lieu_of_movement_and_keeps_its_combat_action(table):
    # initiative f 5, horse 3, orc 1: f gets on at 5 and still chooses a combat action; the
    # horse takes no segment of its own this round; next round it acts on f's number.
    t = battle(table, ["riding"], [5, 3, 1, 4, 1],
               {("f", "action"): ["mount:2", "stay"], ("f", "combat"): ["none", "none"],
                ("horse", "action"): "stay", ("horse", "combat"): "none"})
    start(t)
    assert "mount:2" in options(t, "f", "action")[0]
    assert t.state.get(t.id("f"), Status).riding == t.id("horse")
    assert t.state.get(t.id("f"), Position) == t.state.get(t.id("horse"), Position)
    assert decided(t, "f", "combat") == ["none"]
    assert decided(t, "horse", "action") == []
    start(t, 2)
    assert t.state.get(t.id("horse"), Status).initiative == t.state.get(t.id("f"), Status).initiative == 4


def test_acks_202_unskilled_rider_mounts_only_a_stationary_mount_in_lieu_of_attacking(table):
    # the horse (3) acts after f (5): still stationary, so f may get on as its combat action
    t = battle(table, [], [5, 3, 1], {("f", "action"): "stay", ("f", "combat"): "mount:2",
                                      ("horse", "action"): "stay", ("horse", "combat"): "none"})
    start(t)
    assert not [o for o in options(t, "f", "action")[0] if o.startswith("mount:")]
    assert "mount:2" in options(t, "f", "combat")[0]
    assert t.state.get(t.id("f"), Status).riding == t.id("horse")
    # the horse (6) moves before f (5): a moving mount is out of reach for the unskilled
    t = battle(table, [], [5, 6, 1], {("f", "action"): "stay", ("f", "combat"): "none",
                                      ("horse", "action"): "march:1,2", ("horse", "combat"): "none"},
               horse_at=(1, 0))
    start(t)
    assert t.state.get(t.id("horse"), Position).y == 2
    assert not [o for o in options(t, "f", "combat")[0] if o.startswith("mount:")]
    assert t.state.get(t.id("f"), Status).riding == 0


def two_aboard(table, dice, wants, horse_at=(0, 0), orc_at=(1, 1)):
    p = Wants(wants)
    q = Wants({("o", "action"): "stay", ("o", "combat"): "none"})
    t = table([fig("horse", "p", horse_at, "N", "horse"),
               fig("r", "p", horse_at, "N", "fighter-1", rides="horse", sheet={"profs": ["riding"]}),
               fig("pas", "p", horse_at, "N", "fighter-1", rides="horse", sheet={"profs": ["riding"]}),
               fig("o", "q", orc_at, "W", "orc", sheet={"hp": 40})], dice=dice, policies={"p": p, "q": q})
    t.policies = {0: p, 1: q}
    return t


def test_acks_203_stationary_mount_lets_rider_and_passenger_both_attack(table):
    # r (id 2) is the rider, pas (id 3) a passenger. Initiative r 5 (the horse acts on it),
    # pas 4, orc 1. The horse stays; r and pas each attack the orc beside them.
    t = two_aboard(table, [5, 4, 1, 2, 2],
                   {("horse", "action"): "stay", ("horse", "combat"): "none",
                    ("r", "action"): "stay", ("r", "combat"): "attack:4",
                    ("pas", "action"): "stay", ("pas", "combat"): "attack:4"})
    start(t)
    assert [t.state.names[e.attacker] for e in t.events("Throw")] == ["r", "pas"]
    assert t.state.get(t.id("horse"), Status).initiative == 5


def test_acks_203_moving_mount_lets_only_one_aboard_attack(table):
    # The horse (acting on r's 5, id 1 first) walks up beside the orc; r attacks; the
    # passenger, on 4, may not attack after the rider did from a moving mount (ACKS-201/203).
    t = two_aboard(table, [5, 4, 1, 2],
                   {("horse", "action"): "march:0,2", ("horse", "combat"): "none",
                    ("r", "action"): "stay", ("r", "combat"): "attack:4",
                    ("pas", "action"): "stay", ("pas", "combat"): "none"},
                   orc_at=(1, 3))
    start(t)
    assert [t.state.names[e.attacker] for e in t.events("Throw")] == ["r"]
    assert "attack:4" not in options(t, "pas", "combat")[0]
    assert t.state.get(t.id("pas"), Position).y == 2  # the passenger moved with the mount


def test_acks_209_rider_calms_a_frightened_mount_which_rolls_morale_again(table):
    # The horse is frightened; the rider (5, before the horse on the same count by id)
    # calms it in lieu of attacking; the horse still flees this round; at the end of the
    # round it rerolls morale: 2d6 = 3 + 3, morale -1, outnumbering 2:1 +5 -> 10: advance.
    p = Wants({("r", "action"): "stay", ("r", "combat"): "calm:2"})
    t = table([fig("r", "p", (0, 0), "N", "fighter-1", rides="horse", sheet={"profs": ["riding"]}),
               fig("horse", "p", (0, 0), "N", "horse", conditions={"frightened": 5}),
               fig("o", "q", (0, 12), "S", "orc")], dice=[5, 1, 3, 3],
              policies={"p": p, "q": Wants({("o", "action"): "stay", ("o", "combat"): "none"})})
    t.policies = {0: p}
    start(t)
    assert "calm:2" in options(t, "r", "combat")[0]
    rolled = t.events("MoraleRolled")
    assert [(r.members, r.roll, r.result) for r in rolled] == [([t.id("horse")], 6, "advance")]
    assert "ACKS-209" in rolled[0].why
    assert not t.state.condition(t.id("horse"), "frightened")


def test_acks_209_unskilled_rider_cannot_calm(table):
    p = Wants({("r", "action"): "stay", ("r", "combat"): "none"})
    t = table([fig("r", "p", (0, 0), "N", "fighter-1", rides="horse", sheet={"profs": []}),
               fig("horse", "p", (0, 0), "N", "horse", conditions={"frightened": 5}),
               fig("o", "q", (0, 12), "S", "orc")], dice=[5, 1, 20, 20],
              policies={"p": p, "q": Wants({("o", "action"): "stay", ("o", "combat"): "none"})})
    t.policies = {0: p}
    start(t)
    assert not [o for o in options(t, "r", "combat")[0] if o.startswith("calm:")]
    assert not t.events("MoraleRolled")
