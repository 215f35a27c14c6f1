"""The seed's Fig. 3 retreat, recorded as replays/destrier/fig3_retreat.toml, reproduced step
by step (DS-61, DS-62, option `retreat_route`); walls and doorways of the `[map]` (DS-40)."""

from __future__ import annotations

import math
import tomllib
from pathlib import Path

import pytest

from affray.kernel import Battle
from affray.kernel.errors import ScenarioError
from affray.kernel.geometry import stands as G
from affray.kernel.testing import scenario
from affray.kernel.scenario import decode
from affray.systems.destrier.rules import geometry as geo
from affray.systems.destrier.rules import movement as mv
from affray.systems.destrier.rules import tac_cards as T

from .conftest import Table, fig

FIG3 = Path(__file__).resolve().parents[2] / "replays" / "destrier" / "fig3_retreat.toml"
A, B, C = 65.0, 243.0, 150.0  # through the doorway; toward E2 and E3; into the corner
R, F, E1, E2, E3 = 1, 2, 3, 4, 5


def _room(**options):
    sc = tomllib.loads(FIG3.read_text())
    return Table([{k: v for k, v in c.items()} for c in sc["combatants"]], map=sc["map"],
                 options=options or None)


def _route(t, heading):
    """(travel, end gap to E1, E2, E3, and whether the first step nears E1) of R's line."""
    st = t.state
    mine = geo.poly(st, R)
    travel = mv.free_travel(st, R, heading, 6.0)
    ux, uy = G.unit(heading)
    end = G.translate(mine, ux * travel, uy * travel)
    step = G.translate(mine, ux * 1e-3, uy * 1e-3)
    e1 = geo.poly(st, E1)
    return (travel, *(G.distance(end, geo.poly(st, e)) for e in (E1, E2, E3)),
            G.distance(step, e1) < G.distance(mine, e1))


def _played_retreat():
    b = Battle.from_scenario(FIG3, strict=True)
    b.run()
    seg = next(e for e in b.events if type(e).__name__ == "Segment" and e.ds == "DS-61")
    return b, seg


def test_ds_62_fig3_the_recorded_retreat_takes_route_d_and_ends_beside_friend_f():
    b, seg = _played_retreat()
    assert seg.entity == R and seg.why == "retreat"
    heading = math.degrees(math.atan2(seg.y, seg.x)) % 360.0
    assert heading == pytest.approx(211.0, abs=1e-6)
    assert geo.gap(b.state, R, F) <= geo.EPS  # "it carries the retreating figure close to F"
    assert geo.gap(b.state, R, E1) > 3.0


def test_ds_62_fig3_a_through_the_doorway_passes_too_close_to_e1():
    t = _room()
    travel, to_e1, _, _, nears_e1 = _route(t, A)
    assert travel == pytest.approx(6.0)      # the doorway lets it through the wall...
    assert nears_e1                          # ...but the route first closes on E1
    d_travel, d_e1, *_ = _route(t, 211.0)
    assert to_e1 > d_e1                      # so it is rejected although it ends farther


def test_ds_62_fig3_b_is_an_advance_toward_e2_and_e3():
    t = _room()
    st = t.state
    start_e2 = G.distance(geo.poly(st, R), geo.poly(st, E2))
    _, to_e1, to_e2, _, nears_e1 = _route(t, B)
    assert not nears_e1 and to_e2 < start_e2  # it ends nearer E2 than it began
    assert to_e1 > _route(t, 211.0)[1]        # the best line for E1 alone: rejected all the same
    assert T.retreat_heading(_room(retreat_route="end").state, R, 6.0) == pytest.approx(B)


def test_ds_62_fig3_c_is_a_trap_in_a_corner():
    travel, to_e1, *_ = _route(_room(), C)
    assert travel < 1.0                       # the walls stop it at once
    assert to_e1 < _route(_room(), 211.0)[1]


def test_ds_62_fig3_d_is_the_only_permissible_route():
    assert T.retreat_heading(_room().state, R, 6.0) == pytest.approx(211.0)


def test_ds_40_a_wall_stops_a_stand_and_a_doorway_lets_it_through():
    room = {"walls": [[3.0, -5.0, 3.0, 5.0]], "doorways": [[3.0, 2.0, 3.0, 4.0]]}
    t = Table([fig("m", "red", (0, 0)), fig("n", "red", (0, 3)), fig("e", "blue", (20, 0), 180.0)],
              map=room)
    assert mv.free_travel(t.state, 1, 0.0, 5.0) == pytest.approx(3.0 - 1 / math.sqrt(2))
    assert mv.free_travel(t.state, 2, 0.0, 5.0) == pytest.approx(5.0)


@pytest.mark.parametrize("the_map, where", [
    ({"walls": [[0, 0, 1]]}, "map.walls[0]"),
    ({"walls": [[0, 0, 0, 0]]}, "map.walls[0]"),
    ({"walls": [[0, 5, 10, 5]], "doorways": [[1, 6, 2, 6]]}, "map.doorways[0]"),
    ({"walls": "x"}, "map.walls"),
    ({"walls": [[-5, 0, 5, 0]]}, "combatants[0].at"),
    ({"wall": []}, "map"),
])
def test_ds_40_bad_walls_and_doorways_are_named_in_one_line(the_map, where):
    sc = scenario("destrier", [fig("m", "red", (0, 0)), fig("e", "blue", (20, 0), 180.0)], map=the_map)
    with pytest.raises(ScenarioError) as err:
        decode(sc)
    assert where in str(err.value) and "\n" not in str(err.value)
