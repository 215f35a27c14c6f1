"""A rider never stands off its mount (ACKS-201): the 5' steps of the attack (ACKS-58) and
of a melee cleave (ACKS-149) are not a rider's to take; when the mount takes one, everyone
aboard moves with it."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.components import Facing, Position
from affray.kernel.events import Moved
from affray.systems.acks2.phases.combat import combat_options, routine, step_cleaves

from .conftest import Wants, fig


def wolf_rider(table, dice=(), wants=None):
    # a goblin rides a (1x1) wolf at (0,0); orc A stands in front of both, orc Z 10' off
    p = Wants(wants or {})
    t = table([fig("w", "p", (0, 0), "N", "wolf"),
               fig("g", "p", (0, 0), "N", "goblin", rides="w", sheet={"profs": ["riding", "mounted_combat"]}),
               fig("A", "q", (0, 1), "S", "orc", sheet={"hp": 1}),
               fig("Z", "q", (1, 2), "S", "orc", sheet={"hp": 30})],
              dice=list(dice), policies={"p": p, "q": "tactical"})
    t.wants = p
    return t


def at(t, name):
    p = t.state.get(t.id(name), Position)
    return (p.x, p.y)


def test_acks_58_149_a_rider_is_offered_no_step_of_its_own(table):
    t = wolf_rider(table)
    g = t.id("g")
    assert t.state.get(g, Status).riding == t.id("w")
    assert not [o for o in combat_options(t.state, g, True) if o.startswith("step:")]  # ACKS-58
    # ACKS-149: after dropping A the rider may cleave at Z only from where its mount stands
    assert step_cleaves(t.state, g, []) == []
    assert step_cleaves(t.state, t.id("w"), [])  # the mount itself may step


def test_acks_58_149_a_riders_cleave_never_leaves_it_off_its_mount(table):
    # g drops A (15 to hit, 3 damage): the cleave offers no step, so g stays on the wolf
    t = wolf_rider(table, dice=[15, 3], wants={("g", "cleave"): ["stop"]})
    t.run(routine(t.ctx, t.id("g"), t.id("A")))
    asked = [opts for name, kind, opts in t.wants.asked if name == "g" and kind == "cleave"]
    assert asked and not [o for o in asked[0] if o.startswith("step:")]
    assert at(t, "g") == at(t, "w") == (0, 0)


def test_acks_149_201_the_mounts_cleave_step_carries_its_rider(table):
    # the wolf drops A, steps 5' to (1,1) toward Z and bites at it (2: a miss): the goblin
    # aboard moves with it and faces as it does
    t = wolf_rider(table, dice=[15, 3, 2], wants={("w", "cleave"): ["step:1,1:4"]})
    t.run(routine(t.ctx, t.id("w"), t.id("A")))
    assert at(t, "w") == at(t, "g") == (1, 1)
    assert t.state.get(t.id("g"), Status).riding == t.id("w")
    assert t.state.get(t.id("g"), Facing).dir == t.state.get(t.id("w"), Facing).dir


def test_acks_149_201_a_mount_turning_on_its_step_turns_its_rider(table):
    # Z stands east of the step square: the wolf turns E there, and so does the goblin
    t = wolf_rider(table, dice=[15, 3, 2], wants={("w", "cleave"): ["step:1,1:4"]})
    t.ctx.emit(Moved(t.id("Z"), 2, 1))
    t.run(routine(t.ctx, t.id("w"), t.id("A")))
    assert at(t, "w") == at(t, "g") == (1, 1)
    assert t.state.get(t.id("w"), Facing).dir == t.state.get(t.id("g"), Facing).dir == "E"
