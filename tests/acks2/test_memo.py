"""The per-event memo of footprints, neighbour lists and who is able (`rules/memo.py`): every
answer holds only until the next event, and the engagement refresh that a reducer runs after
changing the world never reads an answer from before the change."""

from __future__ import annotations

from affray.kernel.events import ConditionSet, Moved
from affray.kernel.geometry import squares as sq
from affray.systems.acks2.rules import geometry as geo

from .conftest import fig


def test_memo_answers_follow_every_event_and_the_refresh_inside_the_reducer(table):
    t = table([fig("a", "p", (0, 0), "N"), fig("o", "q", (0, 3), "S", "orc")])
    s, a, o = t.state, t.id("a"), t.id("o")
    assert geo.area(s, a) == sq.Footprint(0, 0) and geo.near(s, a, 2) == [] and geo.able(s, o)
    t.ctx.emit(Moved(a, 0, 2))
    assert geo.area(s, a) == sq.Footprint(0, 2) and geo.near(s, a, 2) == [o]
    # the Moved reducer's refresh saw a on its new square: each now engages the other
    assert s.engagement.has_edge(o, a) and s.engagement.has_edge(a, o)
    t.ctx.emit(ConditionSet(o, "unconscious", 1))
    assert not geo.able(s, o) and not s.engagement.has_edge(o, a)


def test_memo_is_not_part_of_the_state_dump(table):
    t = table([fig("a", "p", (0, 0), "N"), fig("o", "q", (0, 3), "S", "orc")])
    before = t.state.digest()
    geo.near(t.state, t.id("a"), 5), geo.area(t.state, t.id("o"))
    assert t.state.digest() == before and "acks2_memo" not in str(t.state.dump())
