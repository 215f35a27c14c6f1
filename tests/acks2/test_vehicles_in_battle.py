"""Vehicles played through a round (ACKS-210 to ACKS-214): who acts on whose number, shared
movement and engagement, who may attack after a charge, transporter panic, boarding, the
wreck; and the scenario's validation."""

from __future__ import annotations

import pytest

from affray.components.acks2 import Status
from affray.kernel.components import Position
from affray.kernel.errors import ScenarioError
from affray.kernel.events import RoundStarted
from affray.kernel.scenario import decode
from affray.kernel.testing import scenario
from affray.systems.acks2.round import play_round
from affray.systems.acks2.rules.engagement import engaged

from .conftest import Wants, fig


def play(t, n=1):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def chariot(table, dice, p_wants, horses=2, frightened=(), orc_at=(0, 9), extra=(), m_extra=None,
            tables=None, q_wants=None, seats=0, pas_sheet=None):
    names = [f"h{i + 1}" for i in range(horses)]
    cs = [fig(n, "p", (0, 0), "N", "horse", conditions={"frightened": 9} if n in frightened else {})
          for n in names]
    # spears reach past the horse in front of them (ACKS-87), as a lance does
    cs += [fig("d", "p", (0, 0), "N", "fighter-1", sheet={"profs": ["driving"], "weapon": "spear"}),
           fig("pas", "p", (0, 0), "N", "thief-1", sheet={"weapon": "spear"} if pas_sheet is None else pas_sheet),
           fig("o", "q", orc_at, "S", "orc", sheet={"hp": 60})] + list(extra)
    m = {"vehicles": [{"name": "chariot", "transporters": names, "driver": "d", "passengers": ["pas"],
                       "shp": 4, "seats": seats}], **(m_extra or {})}
    p = Wants(p_wants)
    q = Wants(q_wants or {("o", "action"): ["stay"] * 3, ("o", "combat"): ["none"] * 3})
    t = table(cs, dice=dice, map=m, tables=tables, policies={"p": p, "q": q})
    t.p = p
    return t


def asked(t, who, kind):
    return [o for n, k, o in t.p.asked if n == who and k == kind]


def test_acks_210_the_team_acts_on_the_drivers_number_and_everyone_moves_with_the_lead(table):
    # rollers in id order: d 4, pas 2, orc 1; both horses take the driver's 4
    t = chariot(table, [4, 2, 1], {("h1", "action"): "march:0,7", ("h1", "combat"): "none",
                                   ("d", "action"): "stay", ("d", "combat"): "none",
                                   ("pas", "action"): "stay", ("pas", "combat"): "none"})
    play(t)
    inits = {t.state.names[i.entity]: i.number for i in t.events("Initiative")}
    assert inits == {"d": 4, "pas": 3, "o": 1, "h1": 4, "h2": 4}  # the thief's DEX +1
    for n in ("h2", "d", "pas"):
        p = t.state.get(t.id(n), Position)
        assert (p.x, p.y) == (0, 7)
    assert asked(t, "h2", "action") == [["stay"]]  # harnessed: goes where the lead goes
    assert engaged(t.state, t.id("d")) and engaged(t.state, t.id("pas")) and engaged(t.state, t.id("h2"))


def test_acks_212_after_a_charge_the_driver_cannot_attack_passengers_melee_horses_attack(table):
    # h1 charges the orc: h2 (pulling) and the passenger strike, the driver does not,
    # then h1; every d20 a 2 (misses). The passenger's bow is not offered afterwards.
    t = chariot(table, [4, 2, 1, 2, 2, 2],
                {("h1", "action"): "charge:5", ("d", "action"): "stay", ("d", "combat"): "none"},
                extra=[], orc_at=(0, 8))
    t2 = t
    play(t2)
    assert [t.state.names[e.attacker] for e in t.events("Throw")] == ["h2", "pas", "h1"]
    assert all(e.kind == "charge" for e in t.events("Throw"))
    assert not [o for o in asked(t, "d", "combat")[0] if o.startswith("attack:")]


def test_acks_212_passengers_may_not_shoot_after_a_charge(table):
    # a passenger with a short sword cannot reach past the horses at the end of the charge
    pas = {("h1", "action"): "charge:5", ("d", "action"): "stay", ("d", "combat"): "none",
           ("pas", "action"): "stay", ("pas", "combat"): "none"}
    t = chariot(table, [4, 5, 1, 2, 2], pas, orc_at=(3, 8), pas_sheet={})
    play(t)
    # the thief (6) acted before the charge, its bow on offer; the chariot charged at 4
    assert [o for o in asked(t, "pas", "combat")[0] if o.startswith("shoot:")]
    t = chariot(table, [5, 4, 1, 2, 2], pas, orc_at=(3, 8), pas_sheet={})
    play(t)  # the chariot (5, lower ids first) charged before the thief's 5
    assert asked(t, "pas", "combat") and not [o for o in asked(t, "pas", "combat")[0] if o.startswith("shoot:")]


def test_acks_214_transporters_ignore_fear_while_fewer_than_half_are_frightened(table):
    wants = {("h1", "action"): "stay", ("h1", "combat"): "none", ("d", "action"): "stay",
             ("d", "combat"): "none", ("pas", "action"): "stay", ("pas", "combat"): "none"}
    t = chariot(table, [4, 2, 1], wants, horses=4, frightened=("h1",))
    play(t)
    assert asked(t, "h1", "action")  # 1 of 4: it keeps pulling
    t = chariot(table, [4, 2, 1], wants, horses=4, frightened=("h2", "h3"))
    play(t)
    assert not asked(t, "h1", "action")  # 2 of 4: the team bolts, the lead carries everyone
    lead = t.state.get(t.id("h1"), Position)
    assert (lead.x, lead.y) != (0, 0)
    assert t.state.get(t.id("pas"), Position) == lead


def test_acks_214_a_wrecked_vehicle_throws_everyone_off(table):
    # an enemy ballista crew (fighter-3s, 9+, -4 without an artillerist) hits the chariot
    # (AC 0) with 18: 2d6 = 6 + 6, full damage to wood from a light ballista? 1/10: 1.
    # Use a heavy catapult record: full damage to wood: 12 > 4 shp: wrecked.
    rec = {"heavy catapult": {"damage": "2d6", "aoe_radius_ft": 0, "min_range_ft": 10, "max_range_ft": 300,
                              "reload_rounds": 1, "crew": 2, "ammo": "stone"}}
    crew = [fig("g1", "q", (1, 12), "S", "fighter-3"), fig("g2", "q", (-1, 12), "S", "fighter-3")]
    q = Wants({("g1", "action"): "fire:0:^0", ("g2", "action"): "stay", ("g2", "combat"): "none",
               ("o", "action"): "stay", ("o", "combat"): "none"})
    idle = {(n, k): ["stay" if k == "action" else "none"] for n in ("h1", "h2", "d", "pas") for k in ("action", "combat")}
    t = chariot(table, [1, 1, 1, 6, 20, 6, 6, 3, 2], idle, extra=crew, orc_at=(5, 9), q_wants=q.wants,
                m_extra={"artillery": [{"name": "cat", "kind": "heavy catapult", "at": [0, 12],
                                        "crew": ["g1", "g2"]}]}, tables={"artillery": rec})
    play(t)
    assert t.events("Throw")[0].hit
    for n in ("d", "pas"):
        assert t.state.get(t.id(n), Status).riding == 0 and t.state.condition(t.id(n), "prone")
    assert [(t.state.names[h.entity], h.amount) for h in t.events("Hurt")] == [("d", 3), ("pas", 2)]
    assert t.state.get(t.id("h2"), Status).riding == 0


def test_acks_211_boarding_a_moving_vehicle_needs_driving_or_mounted_combat(table):
    for profs, slot in ((["driving"], "action"), ([], None)):
        hopper = fig("hop", "p", (1, 0), "N", "fighter-1", sheet={"profs": profs})
        wants = {("h1", "action"): "stay", ("h1", "combat"): "none", ("d", "action"): "stay",
                 ("d", "combat"): "none", ("pas", "action"): "stay", ("pas", "combat"): "none",
                 ("hop", "action"): "stay", ("hop", "combat"): "none"}
        t = chariot(table, [4, 2, 1, 1], wants, extra=[hopper], seats=3)
        play(t)
        act = [o for o in asked(t, "hop", "action")[0] if o.startswith("mount:")]
        com = [o for o in asked(t, "hop", "combat")[0] if o.startswith("mount:")]
        # the team acted at 4 (it stayed: stationary), hop acts at 1
        assert (act, com) == ((["mount:1"], []) if slot else ([], ["mount:1"]))


@pytest.mark.parametrize("v, where", [
    ({"name": "c", "transporters": [], "driver": "a"}, "map.vehicles[0].transporters"),
    ({"name": "c", "transporters": ["a"], "driver": "zed"}, "map.vehicles[0].driver"),
    ({"name": "c", "transporters": ["a"], "driver": "b"}, "map.vehicles[0].driver"),
    ({"name": "c", "transporters": ["a"], "driver": "a2", "size": "vast"}, "map.vehicles[0].size"),
])
def test_acks_210_bad_vehicles_name_their_place(v, where):
    cs = [fig("a", "p", (0, 0), stock="horse"), fig("a2", "p", (1, 0)), fig("b", "q", (5, 5))]
    with pytest.raises(ScenarioError) as err:
        decode(scenario("acks2", cs, map={"vehicles": [v]}))
    assert where in str(err.value)
