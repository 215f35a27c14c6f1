"""Doors, traps and the hasty actions, played through a round (ACKS-41 to ACKS-43, ACKS-48,
ACKS-49, ACKS-59, ACKS-63, ACKS-66), and their map validation."""

from __future__ import annotations

import pytest

from affray.kernel.errors import ScenarioError
from affray.kernel.events import RoundStarted
from affray.kernel.scenario import decode
from affray.kernel.testing import scenario
from affray.systems.acks2.round import play_round
from affray.systems.acks2.rules.dungeon import doors, traps

from .conftest import Wants, fig

WALL = [[x, 1] for x in range(-20, 21) if x != 0]


def play(t, n=1):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def asked(policy, who, kind):
    return [o for n, k, o in policy.asked if n == who and k == kind]


def at_door(table, door, dice, f_wants, o_wants=None, traps_=None, f_stock="fighter-1", f_sheet=None):
    # the orc has 30 hp so that no morale roll asks for dice
    p = Wants(f_wants)
    q = Wants(o_wants or {("o", "action"): "stay", ("o", "combat"): "none"})
    m = {"walls": WALL, "doors": {"0,1": door} if door else {}}
    if traps_:
        m["traps"] = traps_
    t = table([fig("f", "p", (0, 0), "N", f_stock, sheet=f_sheet or {}), fig("o", "q", (0, 4), "S", "orc", sheet={"hp": 30})],
              dice=dice, map=m, policies={"p": p, "q": q})
    t.p, t.q = p, q
    return t


def test_acks_48_spiking_a_door_keeps_it_shut_and_ACKS_49_opening_one(table):
    t = at_door(table, "closed", [5, 1], {("f", "action"): "spike:0,1"},
                {("o", "action"): "stay", ("o", "combat"): "none"})
    play(t)
    opts = asked(t.p, "f", "action")[0]
    assert "open:0,1" in opts and "spike:0,1" in opts
    assert doors(t.state)[(0, 1)] == "spiked"
    assert not asked(t.p, "f", "combat")  # full-round
    assert not [o for o in asked(t.q, "o", "action")[0] if o.startswith("march:") and int(o.split(",")[1]) <= 1]
    t = at_door(table, "closed", [5, 1], {("f", "action"): "open:0,1", ("f", "combat"): "none"},
                {("o", "action"): "march:0,2", ("o", "combat"): "none"})
    play(t)
    assert doors(t.state)[(0, 1)] == "open" and asked(t.p, "f", "combat")  # in lieu of movement
    assert "march:0,1" in asked(t.q, "o", "action")[0]


def test_acks_59_bashing_a_stuck_door_is_a_dungeonbashing_throw_with_str(table):
    # fighter-1 STR +1: 17 + 1 = 18 opens it; the orc can now walk into the doorway
    t = at_door(table, "stuck", [5, 1, 17], {("f", "action"): "stay", ("f", "combat"): "bash:0,1"})
    play(t)
    p = t.events("ProficiencyThrow")[0]
    assert (p.skill, p.total, p.needed, p.ok) == ("dungeonbashing", 18, 18, True)
    assert doors(t.state)[(0, 1)] == "open" and "march:0,1" in asked(t.q, "o", "action")[0]
    t = at_door(table, "stuck", [5, 1, 16], {("f", "action"): "stay", ("f", "combat"): "bash:0,1"})
    play(t)
    assert doors(t.state)[(0, 1)] == "stuck" and "march:0,1" not in asked(t.q, "o", "action")[0]


def test_acks_41_hasty_lockpick_is_full_round_and_unlocks_on_18(table):
    t = at_door(table, "locked", [5, 1, 18], {("f", "action"): "lockpick:0,1"})
    play(t)
    assert doors(t.state)[(0, 1)] == "closed" and not asked(t.p, "f", "combat")
    assert "open:0,1" not in asked(t.p, "f", "action")[0]  # still locked when it chose
    t = at_door(table, "locked", [5, 1, 17], {("f", "action"): "lockpick:0,1"})
    play(t)
    assert doors(t.state)[(0, 1)] == "locked"
    t = at_door(table, "", [5, 1], {("f", "action"): "stay", ("f", "combat"): "none"})
    play(t)
    assert not [o for o in asked(t.p, "f", "action")[0] if o.startswith("lockpick")]  # no lock near


def test_acks_42_hasty_search_finds_traps_within_5_or_10_with_a_pole(table):
    trapmap = {"1,0": "hidden", "-2,0": "hidden"}
    t = at_door(table, "", [5, 1, 18], {("f", "action"): "search"}, traps_=trapmap)
    play(t)
    assert traps(t.state) == {(1, 0): "found", (-2, 0): "hidden"}
    t = at_door(table, "", [5, 1, 18], {("f", "action"): "search"}, traps_=trapmap, f_sheet={"profs": ["pole"]})
    play(t)
    assert traps(t.state) == {(1, 0): "found", (-2, 0): "found"}


def test_acks_43_trapbreak_disarms_a_found_trap_which_otherwise_springs(table):
    # the orc marches onto the armed trap at (0,2): 1d6 = 4 piercing (PLACEHOLDER trap)
    o_wants = {("o", "action"): "march:0,2", ("o", "combat"): "none"}
    t = at_door(table, "open", [1, 5, 4], {("f", "action"): "stay", ("f", "combat"): "none"},
                o_wants, traps_={"0,2": "found"})
    play(t)
    assert [(h.entity, h.amount, h.types) for h in t.events("Hurt")] == [(2, 4, ["piercing"])]
    assert traps(t.state)[(0, 2)] == "sprung"
    t = at_door(table, "open", [5, 1], {("f", "action"): "stay", ("f", "combat"): "none"},
                {("o", "action"): "stay", ("o", "combat"): "none"}, traps_={"0,2": "found"})
    # the fighter at (0,0) is 10' from the trap at (0,2): too far to disable it
    play(t)
    assert not [o for o in asked(t.p, "f", "action")[0] if o.startswith("trapbreak")]


def test_acks_43_trapbreak_within_5(table):
    o_wants = {("o", "action"): "march:1,1", ("o", "combat"): "none"}
    t = table([fig("f", "p", (0, 0), "N", "thief-1"), fig("o", "q", (1, 4), "S", "orc")],
              dice=[5, 1, 18], map={"traps": {"1,1": "found", "-1,1": "hidden"}},
              policies={"p": Wants({("f", "action"): "trapbreak:1,1"}), "q": Wants(o_wants)})
    play(t)
    assert traps(t.state) == {(1, 1): "disarmed", (-1, 1): "hidden"}
    assert not t.events("Hurt")  # the orc walks onto the disarmed trap unharmed


def test_acks_63_listen_hears_what_it_cannot_see(table):
    t = at_door(table, "closed", [5, 1, 14], {("f", "action"): "stay", ("f", "combat"): "listen"})
    play(t)
    p = t.events("ProficiencyThrow")[0]
    assert (p.skill, p.needed, p.ok) == ("listening", 14, True)
    assert t.events("Note")[-1].text == "hears #2"


def test_acks_66_rebuke_frightens_the_undead_in_sight_not_behind(table):
    # crusader-3: 1d20 8 + 3 = 11 vs 10 + 1 HD: success; 1d10 = 4 rounds
    t = table([fig("c", "p", (0, 0), "N", "crusader-3"),
               fig("s1", "q", (0, 3), "S", "skeleton"), fig("s2", "q", (0, -3), "N", "skeleton")],
              dice=[5, 1, 1, 8, 4],
              policies={"p": Wants({("c", "action"): "stay", ("c", "combat"): "rebuke"}),
                        "q": Wants({("s1", "action"): "stay", ("s1", "combat"): "none",
                                    ("s2", "action"): "stay", ("s2", "combat"): "none"})})
    play(t)
    p = t.events("ProficiencyThrow")[0]
    assert (p.skill, p.total, p.needed, p.ok) == ("turning", 11, 11, True)
    assert t.state.condition(t.id("s1"), "frightened") == 5
    assert not t.state.condition(t.id("s2"), "frightened")
    t = table([fig("c", "p", (0, 0), "N", "fighter-3"), fig("s1", "q", (0, 3), "S", "skeleton")],
              dice=[5, 1], policies={"p": Wants({("c", "action"): "stay", ("c", "combat"): "none"}),
                                     "q": Wants({("s1", "action"): "stay", ("s1", "combat"): "none"})})
    play(t)
    assert not t.events("ProficiencyThrow")  # only crusaders rebuke


@pytest.mark.parametrize("m, where, expected", [
    ({"doors": {"0,1": "ajar"}}, "map.doors", "expected one of open, closed"),
    ({"doors": {"0,1": "open"}, "walls": [[0, 1]]}, "map.doors", "not a wall"),
    ({"traps": {"a,b": "hidden"}}, "map.traps", "expected a square"),
    ({"traps": {"0,1": "armed"}}, "map.traps", "expected one of hidden, found"),
])
def test_acks_41_bad_doors_and_traps_name_their_place(m, where, expected):
    with pytest.raises(ScenarioError) as err:
        decode(scenario("acks2", [fig("a", "p", (0, 0)), fig("b", "q", (5, 5))], map=m))
    assert where in str(err.value) and expected in str(err.value)
