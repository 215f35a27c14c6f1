"""The ACKS II and WFRP 1e scenes (issue 16): rows read from components, marks from events."""

from __future__ import annotations

import pytest

from affray.components.acks2 import Sheet, Status
from affray.components.wfrp1e import Fight, Kit, Profile
from affray.kernel.components import Conditions, Facing, Identity, Position, Vitals
from affray.systems.acks2 import events as AE
from affray.systems.acks2 import scene as acks
from affray.systems.acks2.tables.sizes import FOOTPRINTS
from affray.systems.wfrp1e import events as WE
from affray.systems.wfrp1e import scene as wfrp


def comps(*cs):
    return {type(c): c for c in cs}


def test_acks_footprints_repeat_the_ruleset_table():
    assert acks.FOOTPRINTS == FOOTPRINTS


@pytest.mark.parametrize("size, fp", [("man", [1, 1]), ("large", [1, 2]), ("huge", [2, 2]),
                                      ("gigantic", [3, 4])])
def test_acks_row_squares_footprint_compass_facing_and_hit_points(size, fp):
    c = comps(Identity("Ogre", 1), Position(4, 7), Facing("NE"), Vitals(hits=3),
              Sheet(size=size, hp=19), Status(hp=11), Conditions())
    assert acks.row(c) == [4, 7, "NE", 11, 19, 0, "", fp]


def test_acks_row_takes_the_sheets_own_frontage_and_depth():
    c = comps(Position(0, 0), Facing("N"), Vitals(), Sheet(size="large", frontage=2, depth=3),
              Status(hp=6), Conditions())
    assert acks.row(c)[7] == [2, 3]


def test_acks_row_greys_the_fallen_and_names_why():
    base = (Position(1, 2), Facing("S"), Sheet(hp=8))
    dead = acks.row(comps(*base, Vitals(dead=True), Status(hp=-3), Conditions()))
    down = acks.row(comps(*base, Vitals(), Status(hp=0), Conditions({"unconscious": 1})))
    prone = acks.row(comps(*base, Vitals(), Status(hp=5), Conditions({"prone": 1})))
    scared = acks.row(comps(*base, Vitals(), Status(hp=5, morale="frightened"), Conditions()))
    assert (dead[5], dead[6], dead[3]) == (1, "dead", -3)
    assert (down[5], down[6]) == (1, "unconscious")
    assert (prone[5], prone[6]) == (0, "prone")
    assert (scared[5], scared[6]) == (0, "frightened")


def test_acks_marks_missiles_and_charges_only():
    where = {1: [0, 0], 2: [5, 3]}.get
    throw = lambda kind: AE.Throw(1, 2, kind, 12, 14, 10, True)  # noqa: E731
    assert acks.marks(throw("missile"), where) == [["shot", [0, 0], [5, 3]]]
    assert acks.marks(throw("charge"), where) == [["charge", [0, 0], [5, 3]]]
    assert acks.marks(throw("melee"), where) == []
    assert acks.marks(AE.Hurt(2, 4, ["slashing"]), where) == []


def test_wfrp_row_yards_round_base_facing_and_wounds_left():
    c = comps(Identity("Helmut", 0), Position(3.5, -2.25), Facing(135.0), Vitals(),
              Profile(W=9, base=1.0), Kit(), Fight(wounds=4))
    assert wfrp.row(c) == [3.5, -2.25, 135.0, 4, 9, 0, "", [0.5, 0.5]]


def test_wfrp_row_greys_the_dead_and_the_fled_and_names_states():
    base = (Position(0, 0), Facing(0), Profile(W=7), Kit())
    dead = wfrp.row(comps(*base, Vitals(dead=True), Fight(wounds=0)))
    fled = wfrp.row(comps(*base, Vitals(removed=True), Fight(wounds=5, fleeing=True)))
    stunned = wfrp.row(comps(*base, Vitals(), Fight(wounds=2, stunned=3)))
    held = wfrp.row(comps(*base, Vitals(), Fight(wounds=2, held_by=4)))
    assert (dead[5], dead[6]) == (1, "dead")
    assert (fled[5], fled[6]) == (1, "fled")
    assert (stunned[5], stunned[6]) == (0, "stunned")
    assert (held[5], held[6]) == (0, "held")


def test_wfrp_marks_missile_shots_only():
    where = {1: [0.0, 0.0], 2: [10.0, 4.0]}.get
    shot = WE.Blow(1, 2, 40, 23, True, "WFRP-99", "missile")
    blow = WE.Blow(1, 2, 40, 23, True, "WFRP-42", "melee")
    assert wfrp.marks(shot, where) == [["shot", [0.0, 0.0], [10.0, 4.0]]]
    assert wfrp.marks(blow, where) == []
