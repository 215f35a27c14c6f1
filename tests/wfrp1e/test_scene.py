"""Sections A and B on the table: WFRP-04 to WFRP-10 (geometry, movement, placement,
starting distance, wandering creatures, awareness, night vision)."""

from __future__ import annotations

import pytest

from affray.kernel.errors import ScenarioError
from affray.kernel.components import Facing
from affray.kernel.events import Spawned
from affray.kernel.geometry import bases
from affray.systems.wfrp1e.rules import geometry as geo
from affray.systems.wfrp1e.rules import scene

from .conftest import Table, d6, fig, run


def test_wfrp_04_gaps_and_base_to_base_contact():
    assert bases.gap((0, 0), (2, 0), 2, 2) == 0 and bases.in_contact((0, 0), (2, 0), 2, 2)
    assert bases.gap((0, 0), (6, 0), 2, 2) == 4
    assert not bases.in_contact((0, 0), (2.02, 0), 2, 2)
    t = Table([fig("A", "red", (0, 0)), fig("O", "blue", (2.5, 0), stock="ogre")])
    assert geo.gap(t.state, 1, 2) == 0 and t.state.engagement.has_edge(1, 2)


def test_wfrp_05_movement_rates():
    assert geo.rates(4) == {"cautious": 8, "standard": 16, "running": 64, "evading": 48}
    assert geo.rates(3)["running"] == 48


def test_wfrp_06_the_gm_places_everything_and_the_log_shows_it():
    b = run([fig("A", "red", (1.5, -3.0), 90.0), fig("B", "blue", (30, 4), 270.0)],
            plan={("*", "declare"): "hold"}, map={"walls": [[10.0, -5.0, 10.0, 5.0]]})
    spawns = [e for e in b.events if isinstance(e, Spawned)]
    pos = {e.entity: [c for c in e.components if c["type"] == "Position"][0] for e in spawns}
    face = {e.entity: [c for c in e.components if c["type"] == "Facing"][0] for e in spawns}
    assert (pos[1]["x"], pos[1]["y"], face[1]["dir"]) == (1.5, -3.0, 90.0)
    assert b.state.map.walls == [[10.0, -5.0, 10.0, 5.0]]
    with pytest.raises(ScenarioError, match=r"map.walls\[0\]"):
        run([fig("A", "red", (0, 0)), fig("B", "blue", (9, 0))], map={"walls": [[1.0, 2.0]]})


def test_wfrp_07_starting_distance_4d6():
    assert scene.start_gap([3, 5, 2, 6]) == 16
    combs = [fig("A", "red", (0, 0)), fig("B", "red", (0, 4)),
             fig("X", "blue", (30, 0), 180.0), fig("Y", "blue", (30, 4), 180.0)]
    t = Table(combs, dice=d6(3, 5, 2, 6), options={"unsure_gap": True})
    assert min(geo.gap(t.state, a, b) for a in (1, 2) for b in (3, 4)) == pytest.approx(16)
    assert geo.gap(t.state, 3, 4) == pytest.approx(2)  # the side keeps its formation
    assert [e.purpose for e in t.events("Rolled")] == ["start_gap"]


def test_wfrp_08_wandering_creatures_come_from_the_rolled_quarter():
    combs = [fig("A", "red", (0, 0), 0.0), fig("W", "blue", (20, 0), 180.0)]
    t = Table(combs, dice=d6(4), options={"wandering_side": 1, "wandering_where": "corridor"})
    assert geo.pos(t.state, 2) == pytest.approx((-20, 0))  # 4: from behind the party
    t = Table(combs, dice=d6(2), options={"wandering_side": 1, "wandering_where": "corridor"})
    assert geo.pos(t.state, 2) == pytest.approx((20, 0))  # 2: from in front
    t = Table(combs, dice=["d12:3"], options={"wandering_side": 1})
    assert geo.pos(t.state, 2) == pytest.approx((20, 0))  # 3 o'clock: 90 degrees clockwise of north
    t = Table(combs, dice=["d12:12"], options={"wandering_side": 1})
    assert geo.pos(t.state, 2) == pytest.approx((0, 20))
    assert t.state.get(2, Facing).dir == pytest.approx(270.0)  # facing the party


def test_wfrp_08_wandering_creatures_direction():
    assert scene.corridor(4) == "behind" and scene.corridor(3) == "front"
    assert scene.clock_bearing(3) == 90.0 and scene.clock_bearing(12) == 0.0


def test_wfrp_09_awareness_needs_sight_sound_or_magic():
    assert not scene.aware("human", (0, 0), (5, 0), dark=False, line_clear=False, noise=False)
    assert scene.aware("human", (0, 0), (5, 0), dark=False, line_clear=False, noise=True)
    combs = [fig("A", "red", (0, 0)), fig("B", "blue", (20, 0), 180.0)]
    b = run(combs, plan={("*", "declare"): "hold"}, map={"walls": [[10.0, -50.0, 10.0, 50.0]]},
            options={"edge_roll": False})
    assert len(b.events) and [e for e in b.events if type(e).__name__ == "Note" and e.rule == "WFRP-23"]


def test_wfrp_10_night_vision_distances():
    assert scene.sees("orc", (0, 0), (10, 0), dark=True, line_clear=True)
    assert not scene.sees("orc", (0, 0), (11, 0), dark=True, line_clear=True)
    assert scene.sees("undead", (0, 0), (200, 0), dark=True, line_clear=True)
    assert not scene.sees("human", (0, 0), (1, 0), dark=True, line_clear=True)
    assert scene.sees("human", (0, 0), (9, 0), dark=True, line_clear=True, light=10)
    assert scene.night_vision("Elf - Wood") == 30


def test_wfrp_10_night_vision_decides_who_is_surprised_in_the_dark():
    def surprised(yards):  # between the figures' centres, as WFRP-10's check reads it
        combs = [fig("Man", "red", (0, 0)), fig("Orc", "blue", (yards, 0), 180.0, stock="orc")]
        b = run(combs, plan={("*", "declare"): "hold"}, map={"dark": True}, options={"edge_roll": False})
        return ({b.state.names[e.entity] for e in b.events if type(e).__name__ == "Set"
                 and e.field == "surprised" and e.value},
                bool([e for e in b.events if type(e).__name__ == "Note" and e.rule == "WFRP-23"]))
    assert surprised(10) == ({"Man"}, False)  # the Orc sees 10 yards; the man sees nothing
    assert surprised(11) == (set(), True)  # out of the Orc's sight too: both gawp


def test_wfrp_09_the_gm_may_rule_a_side_aware_that_the_map_leaves_unseeing():
    from affray.systems.wfrp1e.phases.surprise import surprised_sides
    combs = [fig("A", "red", (0, 0)), fig("B", "blue", (20, 0), 180.0)]
    wall = {"walls": [[10.0, -50.0, 10.0, 50.0]]}
    assert surprised_sides(Table(combs, map=wall).state) == {0, 1}
    assert surprised_sides(Table(combs, map=wall, options={"aware_sides": [0]}).state) == {1}
