"""`toy`: the smallest ruleset that uses every kernel service, for the kernel's own tests.

Figures stand on a line (plane geometry, y = 0). Each round: every side secretly picks a
stance (hidden choice: "bold" adds 1 to hit, "wary" adds 1 to the enemy's miss); then each
living figure in id order chooses to step toward an enemy or strike an adjacent one (d6: 4+
hits, +1 if bold); a hit does 1d3. A figure with hits >= hp dies. Engagement: a figure
engages every living enemy within 1.
"""

from __future__ import annotations

import msgspec

from affray.kernel import (Component, ConditionSet, Damaged, Died, Event, Faced, Identity,
                           ListOptions, Moved, Outcome, Policy, Position, Ruleset, Facing,
                           Option, Table, Vitals)
from affray.kernel.errors import ScenarioError


class Toy(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    side: str
    x: int
    hp: int = 5


class Body(Component):
    hp: int


class Struck(Event, tag=64):
    attacker: int
    target: int
    hit: bool


def apply_struck(state, ev):
    pass


def validate(sc):
    for i, c in enumerate(sc.combatants):
        if c.hp < 1:
            raise ScenarioError(f"combatants[{i}].hp", "expected at least 1")


def setup(ctx):
    sc_sides = ctx.state.sides
    for c in ctx.scenario.combatants:
        ctx.spawn(sc_sides.index(c.side), Identity(c.name, sc_sides.index(c.side)),
                  Position(c.x, 0), Facing(0), Body(c.hp))
    return
    yield


def living(state):
    return [e for e in state.entities if state.alive(e)]


def refresh(state, eid):
    """a engages b: both alive, enemies, within 1 (recomputed around eid)."""
    g = state.engagement
    for other in state.entities:
        if other == eid:
            continue
        for a, b in ((eid, other), (other, eid)):
            if engages(state, a, b):
                g.add_edge(a, b)
            elif g.has_edge(a, b):
                g.remove_edge(a, b)


def engages(state, a, b):
    if state.side[a] == state.side[b] or not (state.alive(a) and state.alive(b)):
        return False
    pa, pb = state.get(a, Position), state.get(b, Position)
    return abs(pa.x - pb.x) <= 1


def play_round(ctx):
    state = ctx.state
    stances = yield from ctx.decide_hidden(
        [(-s, "stance", ListOptions(["bold", "wary"])) for s in range(len(state.sides))])
    for eid in living(state):
        if not state.alive(eid):
            continue
        foes = [e for e in living(state) if state.side[e] != state.side[eid]]
        if not foes:
            return
        me = state.get(eid, Position)
        near = [f for f in foes if abs(state.get(f, Position).x - me.x) <= 1]
        opts = [["strike", f] for f in near] + [["step", d] for d in (-1, 1)]
        choice = yield from ctx.decide(eid, "action", ListOptions(opts))
        if choice[0] == "step":
            ctx.emit(Faced(eid, 0 if choice[1] > 0 else 180))
            ctx.emit(Moved(eid, me.x + choice[1], 0))
            continue
        target = choice[1]
        bonus = 1 if stances[state.side[eid]] == "bold" else 0
        malus = 1 if stances[state.side[target]] == "wary" else 0
        die = ctx.roll("hit", 1)[0]
        hit = die + bonus - malus >= ctx.table("to_hit")
        ctx.emit(Struck(eid, target, hit))
        if hit:
            ctx.emit(Damaged(target, ctx.roll("dmg", 1, 3)[0]))
            if state.get(target, Vitals).hits >= state.get(target, Body).hp:
                ctx.emit(Died(target))
                if ctx.option("mark_dead"):
                    ctx.emit(ConditionSet(target, "fallen", True))


def outcome(state):
    standing = sorted({state.side[e] for e in living(state)})
    if len(standing) == 1:
        return Outcome(state.sides[standing[0]], "the other side is dead")
    if not standing:
        return Outcome("", "everyone is dead")
    return None


class Closer(Policy):
    """Tactical: strike the first adjacent foe, else step toward the nearest."""

    def decide(self, state, request):
        opts = request.options.enumerate()
        if request.kind == "stance":
            return "bold"
        strikes = [o for o in opts if o[0] == "strike"]
        if strikes:
            return strikes[0]
        me = state.get(request.actor, Position).x
        foes = [state.get(e, Position).x for e in living(state) if state.side[e] != state.side[request.actor]]
        nearest = min(foes, key=lambda x: (abs(x - me), x))
        return ["step", 1 if nearest > me else -1]


def army(n):
    """Benchmark armies: n a side, in two lines facing each other."""
    return {"ruleset": "toy", "max_rounds": 200,
            "sides": [{"name": "red", "policy": "tactical"}, {"name": "blue", "policy": "tactical"}],
            "combatants": [{"name": f"r{i}", "side": "red", "x": -i} for i in range(n)]
            + [{"name": f"b{i}", "side": "blue", "x": 2 + i} for i in range(n)]}


def floor(stream, count):
    hp = 0
    for _ in range(count):
        if stream.die(6) >= 4:
            hp -= stream.die(3)
    return hp


RULESET = Ruleset(
    id="toy", version="1", geometry="plane", setup=setup, play_round=play_round,
    outcome=outcome, combatant_type=Toy, components=(Body,), events=(Struck,),
    reducers={Struck: apply_struck}, validate=validate, policies={"tactical": Closer},
    refresh_engagement=refresh, options={"mark_dead": Option(True, (True, False), "mark the dead")},
    tables={"to_hit": Table(4, placeholder=True, source="made up for the tests")},
    spatial_cell=4, army=army, floor=floor,
)
