"""A missile cleave's 5' move away from visible enemies (ACKS-155), played in a round."""

from __future__ import annotations

from affray.kernel.events import RoundStarted
from affray.kernel.geometry import squares as sq
from affray.systems.acks2.round import play_round
from affray.systems.acks2.rules import geometry as geo

from .conftest import Wants, fig

ORCS = ("o1", "o2", "o3")


def volley(table, archer_wants=None, archer_at=(0, 0), extra=()):
    p = Wants(dict(archer_wants or {}))
    q = Wants({(o, k): v for o in ORCS for k, v in (("action", "stay"), ("combat", "none"))})
    t = table([fig("A", "p", archer_at, "N", "fighter-8", sheet={"missile": "short bow", "ammo": 20}),
               *[fig(o, "q", (2 * i - 2, 8), "S", "orc", sheet={"hp": 1, "ac": -10}) for i, o in enumerate(ORCS)],
               *extra], policies={"p": p, "q": q}, dice=None)
    p.wants[("A", "action")] = ["stay"]
    p.wants[("A", "combat")] = [f"shoot:{t.id('o2')}"]
    p.wants[("A", "declare")] = ["none"]
    t.p = p
    t.ctx.emit(RoundStarted(1))
    t.run(play_round(t.ctx))
    return t


def asked(t, kind):
    return [o for n, k, o in t.p.asked if n == "A" and k == kind]


def test_acks_155_after_each_missile_cleave_the_shooter_may_fall_back_5_feet(table):
    # the first shot drops o2, the cleave drops o1 (a 5' move is offered: o3 still stands),
    # the next drops o3 (none is offered: no enemy is left in sight)
    t = volley(table)
    assert asked(t, "cleave") and len(asked(t, "cleave_move")) == 1
    assert [c[7:] for c in [e.choice for e in t.events("Decided") if e.kind == "cleave"] if c.startswith("cleave:")] == [
        str(t.id("o1")), str(t.id("o3"))]
    moved = [e for e in t.events("Moved") if e.entity == t.id("A")]
    assert len(moved) == 1 and (moved[0].x, moved[0].y) in ((0, -1), (-1, -1))  # the tactical archer backs off
    assert t.events("Throw")[-1].target == t.id("o3")  # and shoots again from there


def test_acks_155_every_offered_square_is_farther_from_the_enemies_in_sight(table):
    t = volley(table, {("A", "cleave_move"): ["stay"] * 5})
    a, o3 = t.id("A"), t.id("o3")
    offered = [tuple(int(v) for v in o[5:].split(",")) for o in asked(t, "cleave_move")[0][1:]]
    assert offered and (0, 1) not in offered and (1, 0) not in offered
    t.ctx.emit(__import__("affray.kernel.events", fromlist=["Moved"]).Moved(a, 0, 0))
    before = sq.footprint_distance_feet(geo.area(t.state, a), geo.area(t.state, o3))
    assert all(sq.footprint_distance_feet(geo.area(t.state, a, s), geo.area(t.state, o3)) > before for s in offered)
    assert (geo.area(t.state, a).x, geo.area(t.state, a).y) == (0, 0) and not [e for e in t.events("Moved") if e.entity == a][:-1]


def test_acks_155_no_fall_back_for_melee_cleaves_or_while_engaged(table):
    from affray.systems.acks2.phases.combat import fall_back_squares
    t = volley(table, {("A", "cleave_move"): ["stay"] * 5})
    a = t.id("A")
    assert fall_back_squares(t.state, a) == []  # nobody left in sight
    t2 = table([fig("A", "p", (0, 0), "N", "fighter-8", sheet={"missile": "short bow", "ammo": 20}),
                fig("o", "q", (0, 1), "S", "orc")])
    assert t2.state.engagement.has_edge(t2.id("o"), t2.id("A"))
    assert fall_back_squares(t2.state, t2.id("A")) == []  # leaving an engagement is a withdrawal
    t2.ctx.emit(__import__("affray.kernel.events", fromlist=["Moved"]).Moved(t2.id("o"), 0, 6))
    assert fall_back_squares(t2.state, t2.id("A"))  # unengaged with the orc in sight: it may


def test_acks_155_option_missile_cleave_away_nearest_allows_closing_on_a_farther_enemy(table):
    from affray.systems.acks2.phases.combat import fall_back_squares
    figs = [fig("A", "p", (0, 0), "N", "fighter-8", sheet={"missile": "short bow", "ammo": 20}),
            fig("o", "q", (0, 4), "S", "orc"), fig("f", "q", (6, 0), "W", "orc")]
    every = set(fall_back_squares(table(figs).state, 1))
    nearest = set(fall_back_squares(table(figs, options={"missile_cleave_away": "nearest"}).state, 1))
    assert every < nearest and (1, -1) in nearest - every  # nearer the orc to the east
