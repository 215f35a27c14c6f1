"""`shapes`: a tiny ruleset whose every round asks one choice of each option shape.

Figures stand on a hex grid for their first move and on the plane after it. Each round: side
0 orders the living figures (Order); then each, in that order, steps to a hex among its own
and its neighbours (Cells), turns within a half circle of its facing (Heading), walks up to 2
(Distance, step 0.5) and then anywhere within that distance (Point), turns again by a whole
number of 60 degrees (Heading with a step), names the enemies it strikes, at most two
(Subset), and the one it glares at: the nearest one offered, any enemy allowed (Suggested).
A strike hits on a 6 for 1 hit; a figure with 3 hits dies. Registered only inside the tests
that use it (`registered` fixture), so other tests never see it.
"""

from __future__ import annotations

import msgspec

from affray.kernel import (Damaged, Died, Facing, Faced, Identity, ListOptions, Moved, Outcome,
                           Policy, Position, Ruleset, Vitals)
from affray.kernel import shape_defaults as D
from affray.kernel.geometry import hexgrid
from affray.kernel.orders import Order, Subset
from affray.kernel.shapes import Cells, Distance, Heading, Point
from affray.kernel.suggested import Suggested


class Figure(msgspec.Struct, forbid_unknown_fields=True):
    name: str
    side: str
    at: list[int]


def setup(ctx):
    sides = ctx.state.sides
    for c in ctx.scenario.combatants:
        s = sides.index(c.side)
        ctx.spawn(s, Identity(c.name, s), Position(c.at[0], c.at[1]), Facing(0))
    return
    yield


def living(state):
    return [e for e in sorted(state.entities) if state.alive(e)]


def foes(state, eid):
    return [e for e in living(state) if state.side[e] != state.side[eid]]


def where(state, eid):
    p = state.get(eid, Position)
    return (p.x, p.y)


def play_round(ctx):
    state = ctx.state
    order = yield from ctx.decide(0, "order", Order(living(state)))
    for eid in order:
        if not state.alive(eid) or not foes(state, eid):
            continue
        yield from turn(ctx, eid)


def turn(ctx, eid):
    state = ctx.state
    here = where(state, eid)
    if all(type(v) is int for v in here):
        cell = yield from ctx.decide(eid, "step", Cells([here] + hexgrid.neighbours(here)))
        ctx.emit(Moved(eid, cell[0], cell[1]))
    facing = state.get(eid, Facing).dir
    turned = yield from ctx.decide(eid, "turn", Heading((facing - 90) % 360, 180))
    ctx.emit(Faced(eid, turned))
    far = yield from ctx.decide(eid, "how far", Distance(2, step=0.5))
    spot = yield from ctx.decide(eid, "walk to", Point(where(state, eid), far,
                                                      box=(-20, -20, 20, 20)))
    ctx.emit(Moved(eid, float(spot[0]), float(spot[1])))
    face = yield from ctx.decide(eid, "face", Heading(step=60))
    ctx.emit(Faced(eid, face))
    enemies = foes(state, eid)
    struck = yield from ctx.decide(eid, "strike", Subset(enemies, 0, 2))
    for target in Subset(enemies, 0, 2).value(struck):
        if ctx.roll("strike", 1)[0] == 6 and state.alive(target):
            ctx.emit(Damaged(target, 1))
            if state.get(target, Vitals).hits >= 3:
                ctx.emit(Died(target))
    enemies = foes(state, eid)
    if enemies:
        yield from ctx.decide(eid, "glare", Suggested(enemies[:1], ListOptions(enemies)))


def outcome(state):
    standing = sorted({state.side[e] for e in living(state)})
    if len(standing) == 1:
        return Outcome(state.sides[standing[0]], "the other side is down")
    return None if standing else Outcome("", "everyone is down")


class Sensible(Policy):
    """Each shape's default from `shape_defaults`."""

    def decide(self, state, request):
        o, eid = request.options, request.actor
        if request.kind == "order":
            return D.order_by(o, lambda e: -e)
        enemies = [where(state, e) for e in foes(state, eid)]
        here = where(state, eid)
        if request.kind == "step":
            return D.nearest_cell(o, here, [tuple(map(round, p)) for p in enemies])
        if request.kind in ("turn", "face"):
            return D.heading_toward(o, here, enemies[0])
        if request.kind == "how far":
            return D.full_distance(o)
        if request.kind == "walk to":
            return D.point_away(o, here, enemies)
        if request.kind == "strike":
            return D.subset_by(o, lambda e: e)
        return D.first_suggested(o)


RULESET = Ruleset(
    id="shapes", version="1", geometry="plane", setup=setup, play_round=play_round,
    outcome=outcome, combatant_type=Figure, policies={"tactical": Sensible},
)
