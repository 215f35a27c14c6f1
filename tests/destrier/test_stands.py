"""Sections A and B: units, stands, sides, arcs (DS-01, DS-08..DS-14) and the kernel's
stand geometry (Y.4, Y.5)."""

from __future__ import annotations

import math

import pytest

from affray.components.destrier import Stand
from affray.kernel.geometry import stands as G
from affray.systems.destrier.rules import geometry as geo
from affray.systems.destrier.stock.figures import STOCK

from .conftest import Table, fig


def sq(x, y, h=45.0, s=1.0):
    return G.square(x, y, h, s)


def test_ds_01_contact_tolerance():
    a, b = sq(0, 0), sq(1.0, 0)
    assert G.in_contact(a, b)
    c = sq(1.01, 0)
    assert not G.in_contact(a, c)
    assert G.distance(a, c) == pytest.approx(0.01)


def test_ds_08_corner_facing_square_sides():
    st = Stand()
    p = geo.poly_at(st, 0, 0, 45.0)
    labs = geo.labels(st)
    e = G.edges(p)
    by = {labs[k]: e[k] for k in (0, 3)}
    assert all(abs(pt[1] - 0.5) < 1e-9 for pt in by["shield"])  # top edge
    assert all(abs(pt[0] - 0.5) < 1e-9 for pt in by["sword"])   # right edge
    p2 = geo.poly_at(st, 0, 0, 225.0)
    e2 = G.edges(p2)
    assert all(abs(pt[1] + 0.5) < 1e-9 for pt in e2[0])  # shield side: bottom edge
    assert all(abs(pt[0] + 0.5) < 1e-9 for pt in e2[3])  # sword side: left edge


def test_ds_09_ogre_stand_larger_than_man():
    t = Table([fig("ogre", "red", (0, 0), stock="ogre"), fig("man", "blue", (5, 0), 180)])
    assert geo.larger_stand(t.state, 1, 2) and not geo.larger_stand(t.state, 2, 1)
    assert STOCK["orc"]["stand"]["size"] == 0.75 and STOCK["ogre"]["stand"]["size"] == 1.25


def test_ds_10_horse_kicks_tail_not_long_side():
    t = Table([fig("horse", "red", (0, 0), stock="knight", fighter={"flags": ["animal"]},
                   stand={"attack": [True, False, True, False], "kind": "poly",
                          "points": [[1, -0.5], [1, 0.5], [-1, 0.5], [-1, -0.5]],
                          "labels": ["front", "front", "rear", "front"]}),
               fig("behind", "blue", (-1.5, 0), 0), fig("beside", "blue", (0, 1.0), 270)])
    from affray.systems.destrier.rules.legal import can_strike
    assert can_strike(t.state, 1, 2) is None
    assert can_strike(t.state, 1, 3) is not None


def test_ds_11_rider_sword_through_head_side_cannot_attack():
    t = Table([fig("knight", "red", (0, 0), stock="knight", kit={"wkind": "sword", "weapon": "sword"}),
               fig("man", "blue", (1.5, 0), 180)])
    from affray.systems.destrier.rules.legal import can_strike
    assert geo.contact_label(t.state, 1, 2) == "head"
    assert "DS-11" in can_strike(t.state, 1, 2)
    t2 = Table([fig("knight", "red", (0, 0), stock="knight"), fig("man", "blue", (1.5, 0), 180)])
    assert can_strike(t2.state, 1, 2) is None  # a lance may


def test_ds_12_dragon_frontal_sides():
    t = Table([fig("dragon", "red", (0, 0), 0, stock="dragon"),
               fig("near", "blue", (2.0, 2.0), 270), fig("far", "blue", (-2.0, 2.0), 270)])
    st = t.state.get(1, Stand)
    p = geo.poly(t.state, 1)
    xs = [pt[0] for pt in p]
    assert max(xs) - min(xs) == pytest.approx(8.0)
    assert geo.contact_label(t.state, 1, 2) == "front"  # 2" from the head end
    assert geo.contact_label(t.state, 1, 3) == "rear"   # 6" from the head end
    assert geo.labels(st)[0] == "front"


def test_ds_13_corner_contact_goes_to_shield_side():
    t = Table([fig("d", "red", (0, 0), 45.0), fig("a", "blue", (1.0, 1.0), 225.0)])
    assert geo.contact_label(t.state, 1, 2) == "shield"


@pytest.mark.parametrize("stand,turn,mode,arc", [
    ({}, 30, "edges", "front"), ({}, 100, "edges", "rear"), ({}, 180, "edges", "rear"),
    ({"kind": "rect", "size": 2, "width": 1}, 90, "edges", "side"),
    ({"kind": "rect", "size": 2, "width": 1}, 30, "edges", "side"),
    ({"kind": "rect", "size": 2, "width": 1}, 20, "edges", "front"),
    ({}, 100, "sectors", "side"), ({}, 30, "sectors", "front"),
])
def test_ds_14_movement_arcs(stand, turn, mode, arc):
    st = Stand(**stand)
    assert geo.move_arc(st, 10.0, 10.0 + turn, mode) == arc


def test_ds_15_ids_follow_scenario_order():
    t = Table([fig("a", "red", (0, 0)), fig("b", "blue", (5, 0)), fig("c", "red", (0, 5))])
    assert [t.state.names[e] for e in t.state.entities] == ["a", "b", "c"]


def test_ds_06_mounted_figure_is_one_stand_with_two_ledgers():
    from affray.components.destrier import Ledger, Mount
    t = Table([fig("k", "red", (0, 0), stock="knight"), fig("b", "blue", (9, 0))])
    assert t.state.try_get(1, Mount) is not None
    assert "horse_left" in Ledger.__struct_fields__


def test_kernel_swept_movement_stops_at_first_contact():
    a, b = sq(0, 0, 0.0), sq(3, 0, 0.0)
    r = 1 / math.sqrt(2)
    t = G.first_contact(a, 0.0, 5.0, b)
    assert t == pytest.approx(3.0 - 2 * r)
    assert G.first_contact(a, 90.0, 5.0, b) is None


def test_kernel_closest_passage_and_reach_moment():
    mover = G.rect(0, 0, 0.0, 2, 1)
    target = sq(5, 2.0, 45.0)
    t, gap = G.closest_passage(mover, 0.0, 10.0, target)
    assert gap == pytest.approx(1.0, abs=1e-6) and 3.0 <= t <= 7.0
    t1 = G.reach_moment(mover, 0.0, 10.0, G.square(6, 0, 45.0), 1.0)
    assert G.distance(G.translate(mover, t1, 0), G.square(6, 0, 45.0)) == pytest.approx(1.0, abs=1e-6)


def test_kernel_fraction_in_strip():
    head = ((1.0, -0.5), (1.0, 0.5))
    target = G.square(1.5, 0.1, 45.0)
    assert G.fraction_in_strip(target, *head) == pytest.approx(0.9, abs=1e-6)
