"""Engagement (ACKS-25 to ACKS-31)."""

from __future__ import annotations

from affray.kernel.events import Moved
from affray.systems.acks2.rules.engagement import engaged
from affray.systems.acks2.rules.movement import reachable
from affray.systems.acks2.phases.segment import action_options

from .conftest import fig


def edges(t):
    names = t.state.names
    return sorted((names[a], names[b]) for a, b in t.state.engagement.edges)


def test_acks_25_ravila_example(table):
    t = table([fig("orc", "o", (5, 5), "N", "orc"), fig("Augilar", "p", (5, 6), "S"),
               fig("Ravila", "p", (6, 6), "N", conditions={"sanctuary": 1}),
               fig("Skandara", "p", (5, 4), "N")])
    assert edges(t) == [("Augilar", "orc"), ("Skandara", "orc"), ("orc", "Augilar")]


def test_acks_26_free_facing_change_when_engaged_from_behind(table):
    from affray.systems.acks2.phases.segment import free_facing
    t = table([fig("orc", "o", (5, 5), "N", "orc"), fig("Skandara", "p", (5, 2), "N")],
              policies={"o": "tactical", "p": "tactical"})
    s, o = t.id("Skandara"), t.id("orc")
    t.ctx.emit(Moved(s, 5, 4))
    t.run(free_facing(t.ctx, s))
    assert t.state.engagement.has_edge(o, s)  # it turned and engages back
    # already engaged by Augilar: no free turn
    t = table([fig("orc", "o", (5, 5), "N", "orc"), fig("Augilar", "p", (5, 6), "S"),
               fig("Skandara", "p", (5, 2), "N")], policies={"o": "tactical", "p": "tactical"})
    s, o = t.id("Skandara"), t.id("orc")
    t.ctx.emit(Moved(s, 5, 4))
    t.run(free_facing(t.ctx, s))
    assert not t.state.engagement.has_edge(o, s)
    # a sneaking engager: no free turn
    t = table([fig("orc", "o", (5, 5), "N", "orc"), fig("Skandara", "p", (5, 2), "N",
                                                         conditions={"sneaking": 1})],
              policies={"o": "tactical", "p": "tactical"})
    s = t.id("Skandara")
    t.ctx.emit(Moved(s, 5, 4))
    t.run(free_facing(t.ctx, s))
    assert t.state.get(t.id("orc"), __import__("affray.kernel.components", fromlist=["Facing"]).Facing).dir == "N"


def test_acks_27_engaged_cannot_march_or_charge_or_stand_as_movement(table):
    t = table([fig("a", "p", (0, 0), "N", conditions={"prone": 1}), fig("o", "q", (0, 1), "S", "orc"),
               fig("far", "q", (0, 6), "S", "orc")])
    t.ctx.emit(__import__("affray.systems.acks2.events", fromlist=["x"]).Initiative(t.id("a"), 3, 3))
    opts = action_options(t.state, t.id("a"), 3)
    assert not [o for o in opts if o.startswith(("march", "charge"))] and "stand" not in opts
    from affray.systems.acks2.phases.combat import combat_options
    assert "stand" in combat_options(t.state, t.id("a"), True)


def test_acks_28_ground_fighter_cannot_engage_a_flyer(table):
    t = table([fig("harpy", "q", (0, 1), "S", "orc", sheet={"flying": True, "can_fly": True}),
               fig("f", "p", (0, 0), "N")])
    assert t.state.engagement.has_edge(t.id("harpy"), t.id("f"))
    assert not t.state.engagement.has_edge(t.id("f"), t.id("harpy"))


def test_acks_29_hidden_neither_engages_nor_is_engaged(table):
    t = table([fig("o", "q", (0, 1), "S", "orc"), fig("h", "p", (0, 0), "N", conditions={"hidden": 1})])
    assert not t.state.engagement.edges


def test_acks_30_engagement_by_size_counts(table):
    men = [fig(f"l{i}", "p", (i, -1), "N") for i in range(3)]
    dragon = fig("Orm", "q", (0, 0), "S", "dragon", sheet={"size": "colossal", "frontage": 6, "depth": 10})
    t = table(men + [dragon], options={"engagement_by_size": True})
    assert not engaged(t.state, t.id("Orm"))
    t = table(men + [fig("l3", "p", (3, -1), "N"), dragon], options={"engagement_by_size": True})
    assert engaged(t.state, t.id("Orm"))
    t = table([fig("f", "p", (0, -1), "N"), fig("ogre", "q", (0, 0), "S", "ogre")],
              options={"engagement_by_size": True})
    assert not engaged(t.state, t.id("ogre"))
    t = table([fig("f", "p", (0, -1), "N"), fig("g", "p", (1, -1), "NW"), fig("ogre", "q", (0, 0), "S", "ogre")],
              options={"engagement_by_size": True})
    assert engaged(t.state, t.id("ogre"))


def test_acks_30_by_size_a_count_made_by_a_man_who_walks_far_off_is_unmade(table):
    """Two men engage the ogre together; when one goes beyond the near search (12 squares),
    the other alone no longer does, so the ogre is not engaged (no stale edge left)."""
    t = table([fig("f", "p", (0, -1), "N"), fig("g", "p", (1, -1), "NW"), fig("ogre", "q", (0, 0), "S", "ogre")],
              options={"engagement_by_size": True})
    assert engaged(t.state, t.id("ogre"))
    t.ctx.emit(Moved(t.id("g"), 1, -30))
    assert not engaged(t.state, t.id("ogre")) and edges(t) == [("ogre", "f")]


def test_acks_31_becoming_engaged_ends_the_move(table):
    corridor = [[x, y] for x in (-1, 1) for y in range(-1, 8)]
    t = table([fig("a", "p", (0, 0), "N"), fig("o", "q", (0, 4), "S", "orc")], map={"walls": corridor})
    reach = reachable(t.state, t.id("a"), 40)
    assert (0, 3) in reach  # the square where the orc engages it
    assert (0, 5) not in reach  # cannot go on past it
    t = table([fig("a", "p", (0, 0), "N"), fig("o", "q", (0, 4), "N", "orc")], map={"walls": corridor})
    assert (0, 5) in reachable(t.state, t.id("a"), 40)  # facing away: passed like an ally


def test_acks_31_orm_passes_the_first_rank_and_stops_at_the_second(table):
    """Engagement by size on: 3 legionaries cannot engage a colossal dragon (4 needed), so
    Orm moves through them; a second rank of 6 engages him and ends his move. Had the second
    rank been closer, he could not have passed the first at all."""
    orm = fig("Orm", "q", (0, 10), "S", "dragon", sheet={"size": "colossal", "frontage": 6,
                                                         "depth": 10, "speed": 100})
    first = [fig(f"a{i}", "p", (i, 9), "N") for i in range(3)]
    second = [fig(f"b{i}", "p", (i, -6), "N") for i in range(6)]
    t = table([orm] + first + second, options={"engagement_by_size": True})
    assert not engaged(t.state, t.id("Orm"))
    reach = reachable(t.state, t.id("Orm"), 100)
    assert (0, -1) in reach and (0, 0) not in reach  # through the first rank, clear of it
    assert (0, 5) not in reach             # may not end overlapping the legionaries
    assert (0, -5) in reach                # engaged by the second rank: the move ends here
    assert (0, -7) not in reach and (0, -8) not in reach
    near = [fig(f"b{i}", "p", (i, 2), "N") for i in range(6)]
    t = table([orm] + first + near, options={"engagement_by_size": True})
    assert not [s for s in reachable(t.state, t.id("Orm"), 100) if s[1] < 10 and 0 <= s[0] <= 2]


def test_acks_25_two_colossal_figures_meeting_corner_to_corner_engage(table):
    """Their anchors are 13 squares apart (10 + 6 // 2): beyond the 12-square search the
    engagement refresh once used, so before acks2 0.4 they stood touching, unengaged."""
    big = {"size": "colossal", "frontage": 6, "depth": 10}
    t = table([fig("Orm", "q", (0, 0), "N", "dragon", sheet=big),
               fig("Wyrm", "p", (6, 10), "N", "dragon", sheet=big)])
    assert ("Orm", "Wyrm") in edges(t) or ("Wyrm", "Orm") in edges(t)
