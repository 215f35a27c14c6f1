"""The seed's worked examples: Ogre and Giant stands (DS-09), the dragon's frontal sides
(DS-12), DELIVER BLOW + ACTIVE SHIELD PARRY in one card round (DS-89, DS-124), and the
blocked ordered charges (DS-143), the last two as recorded fights in replays/destrier/."""

from __future__ import annotations

from pathlib import Path

import pytest

from affray.kernel import Battle, Replay
from affray.systems.destrier.rules import geometry as geo
from affray.systems.destrier.stock.figures import STOCK

from .conftest import Table, fig

FIGHTS = Path(__file__).resolve().parents[2] / "replays" / "destrier"


def play(name):
    b = Battle.from_scenario(FIGHTS / name, strict=True)
    b.run()
    return b


def test_ds_09_ogre_and_giant_stands():
    assert 1.25 <= STOCK["ogre"]["stand"]["size"] <= 1.5   # 30-35 mm
    assert 1.6 <= STOCK["giant"]["stand"]["size"] <= 2.0   # 40-50 mm
    t = Table([fig("man", "red", (0, 0)), fig("ogre", "blue", (5, 0), stock="ogre"),
               fig("giant", "blue", (10, 0), stock="giant"), fig("orc", "blue", (15, 0), stock="orc")])
    assert geo.larger_stand(t.state, 3, 2) and geo.larger_stand(t.state, 2, 1)
    assert geo.larger_stand(t.state, 1, 4)
    assert all(t.state.get(e, geo.Stand).kind == "square" for e in (1, 2, 3, 4))


def test_ds_12_dragon_eight_by_three_with_five_inch_frontal_sides():
    from affray.kernel.geometry import stands as G
    t = Table([fig("dragon", "red", (0, 0), 0.0, stock="dragon"), fig("m", "blue", (20, 0))])
    labels = geo.labels(t.state.get(1, geo.Stand))
    frontal = sum(math_len(e) for e, lab in zip(G.edges(geo.poly(t.state, 1)), labels) if lab == "front")
    assert frontal == pytest.approx(3.0 + 5.0 + 5.0)


def math_len(edge):
    (x1, y1), (x2, y2) = edge
    return ((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5


def test_ds_89_deliver_blow_and_asp_cost_two_blows():
    b = play("deliver_blow_and_asp.toml")
    spends = [(e.amount, e.what) for e in b.events if type(e).__name__ == "Blows"
              and e.entity == 1 and e.entry in ("spend", "free")]
    assert spends[0] == (0, "first ASP")
    assert (2, "DELIVER BLOW+ACTIVE SHIELD PARRY") in spends


def test_ds_143_blocked_next_target_releases_the_charger():
    b = play("blocked_ordered_charges.toml")
    notes = [e for e in b.events if type(e).__name__ == "Note" and e.ds == "DS-143"]
    assert notes and "3" in notes[0].text
    struck = [e.target for e in b.events if type(e).__name__ == "Struck" and e.ds == "DS-134"]
    assert struck == [2]


@pytest.mark.parametrize("name", sorted(p.name for p in FIGHTS.glob("*.toml")))
def test_every_recorded_fight_replays_and_verifies(name):
    b = play(name)
    rep = Replay.of(b)
    assert rep.verify() == len(b.events) and rep.fold() == b.state_dump()
