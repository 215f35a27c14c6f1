"""The ACKS II and WFRP 1e scenes (docs/viewer.md): rows read from components, marks from events."""

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
from view_battles import ROOT


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


class Look:
    """A stand-in for the fold's view of the moment before an event (scene.Look)."""

    def __init__(self, where, start=None, foes=None, comps=None):
        self.where, self.starts = where, start or {}
        self.engaged, self.comps = foes or {}, comps or {}

    def __call__(self, eid):
        return self.where[eid]

    def start(self, eid):
        return self.starts.get(eid, self.where[eid])

    def foes(self, eid):
        return sorted(self.engaged.get(eid, []))

    def components(self, eid):
        return self.comps.get(eid, {})


def test_wfrp_marks_missile_shots_and_no_blow():
    look = Look({1: [0.0, 0.0], 2: [10.0, 4.0]})
    shot = WE.Blow(1, 2, 40, 23, True, "WFRP-99", "missile")
    blow = WE.Blow(1, 2, 40, 23, True, "WFRP-42", "melee")
    assert wfrp.marks(shot, look) == [["shot", [0.0, 0.0], [10.0, 4.0]]]
    assert wfrp.marks(blow, look) == []


CHARGED = WE.Set(1, "Fight", "charged", True, "WFRP-15")
PLACES = {1: [3.0, 0.0], 2: [4.0, 0.0], 3: [4.0, 1.0], 5: [9.0, 9.0]}


def charging(action):
    return {1: comps(Fight(wounds=7, action=action))}


def test_wfrp_15_charge_arrow_runs_from_the_round_start_to_the_declared_foe_engaged():
    look = Look(PLACES, {1: [0.0, 0.0]}, {1: [2, 3]}, charging("charge:2"))
    assert wfrp.marks(CHARGED, look) == [["charge", [0.0, 0.0], [4.0, 0.0]]]


def test_wfrp_15_charge_arrow_without_the_declared_foe_in_contact_goes_to_each_engaged():
    look = Look(PLACES, {1: [0.0, 0.0]}, {1: [3, 2]}, charging("charge:5"))
    assert wfrp.marks(CHARGED, look) == [["charge", [0.0, 0.0], [4.0, 0.0]],
                                         ["charge", [0.0, 0.0], [4.0, 1.0]]]


def test_wfrp_45_a_charge_that_meets_halfway_points_at_its_declared_foe():
    look = Look(PLACES, {1: [0.0, 0.0]}, {}, charging("charge:5"))
    assert wfrp.marks(CHARGED, look) == [["charge", [0.0, 0.0], [9.0, 9.0]]]


def test_wfrp_15_a_charged_event_is_drawn_from_the_charger_to_its_target():
    """The `Charged` event comes before the charger moves: the arrow runs from where it
    stands to the figure the event names, whatever it declared or is engaged with."""
    look = Look(PLACES, {1: [0.0, 0.0]}, {1: [2]}, charging("charge:2"))
    assert wfrp.marks(WE.Charged(1, 5), look) == [["charge", [3.0, 0.0], [9.0, 9.0]]]
    assert wfrp.marks(WE.Set(1, "Fight", "charged", False, ""), look) == []
    assert wfrp.marks(WE.Set(1, "Fight", "acted", True, "WFRP-30"), look) == []


def test_wfrp_15_charge_arrows_of_a_played_battle_match_the_fold(tmp_path):
    """The default WFRP battle (seed 1) has charges: each arrow runs from where the charger
    stands as its charge begins to the figure the `Charged` event names, as folded."""
    from affray.kernel.replay import Replay
    from affray.kernel.view import build
    from cli_runs import affray
    scen = ROOT / "systems/wfrp1e/scenarios/default.toml"
    assert affray("run", scen, "--seed", "1", "--out", "w.affray", "-q", cwd=tmp_path).returncode == 0
    rep = Replay.load(tmp_path / "w.affray")
    data = build(rep)
    charges = [m for m in data["marks"] if m[1] == "charge"]
    assert charges, "the default battle at seed 1 has a charge"
    for index, _, start, end in charges:
        ev = rep.events[index]
        assert isinstance(ev, WE.Charged)
        where = {e["id"]: e["components"]["Position"] for e in rep.fold(index)["entities"]}
        assert start == pytest.approx([where[ev.entity]["x"], where[ev.entity]["y"]], abs=1e-3)
        assert end == pytest.approx([where[ev.target]["x"], where[ev.target]["y"]], abs=1e-3)
