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


def _names(ev):
    return [type(e).__name__ for e in ev]


def test_ds_137_138_142_pas_des_armes_great_horse_first_then_the_moves_complete():
    ev = play("pas_des_armes.toml").events
    strikes = [i for i, e in enumerate(ev) if type(e).__name__ == "Struck" and e.ds == "DS-134"]
    assert [ev[i].attacker for i in strikes] == [1, 2]  # Sir Hugh's Great Horse strikes first
    hurt = next(i for i, e in enumerate(ev) if type(e).__name__ == "Hurt" and e.entity == 2)
    assert strikes[0] < hurt < strikes[1]  # his blow lands before Sir Guy's comes
    pass_ = [i for i, e in enumerate(ev) if type(e).__name__ == "Segment" and e.why == "mutual charge"]
    stumble = [i for i, e in enumerate(ev) if type(e).__name__ == "Check" and e.ds == "DS-142"]
    winner = next(e.winner for e in ev if type(e).__name__ == "Initiative")
    w = 1 if winner == 0 else 2
    after = [ev[i].entity for i, e in enumerate(ev) if type(e).__name__ == "Segment" and e.ds == "DS-149"]
    assert max(pass_) < strikes[0] and strikes[-1] < min(stumble)
    assert [ev[i].entity for i in stumble] == [w, 3 - w] and after == [w, 3 - w]


def test_ds_121_weapon_parry_flurry_step_by_step():
    ev = play("weapon_parry_flurry.toml").events
    miss = next(i for i, e in enumerate(ev) if type(e).__name__ == "Struck" and e.attacker == 2 and not e.hit)
    aside = next(i for i, e in enumerate(ev) if type(e).__name__ == "Note" and e.ds == "DS-121")
    defence = next(i for i, e in enumerate(ev) if type(e).__name__ == "Decided" and e.kind == "flurry_defence")
    gate = next(i for i, e in enumerate(ev) if type(e).__name__ == "Check" and e.purpose == "flurry")
    blow = next(i for i, e in enumerate(ev) if type(e).__name__ == "Struck" and e.ds == "DS-121")
    assert miss < aside < defence < gate < blow
    assert ev[defence].actor == 2 and ev[gate].chance == 50 and ev[gate].success
    assert ev[blow].attacker == 1 and ev[blow].target == 2
    spent = [e for e in ev[miss:blow] if type(e).__name__ == "Blows" and e.entry == "spend"]
    assert spent == []  # the flurry costs no blows


def test_ds_129_131_dodge_kept_down_guessed_wrong_counterblow():
    ev = play("dodge_guessed_wrong.toml").events
    down = next(i for i, e in enumerate(ev) if type(e).__name__ == "Opened" and e.still_sealed == "dodge")
    guess = next(i for i, e in enumerate(ev) if type(e).__name__ == "Decided" and e.kind == "guess_dodge")
    faced = next(i for i, e in enumerate(ev) if type(e).__name__ == "Opened" and e.kind == "dodge")
    assert down < guess < faced and ev[faced].choice == "DODGE LEFT" and ev[guess].choice == "DODGE RIGHT"
    assert "DODGE" in ev[down].choice["cards"] and "DODGE LEFT" not in ev[down].choice["cards"]
    moved = next(i for i, e in enumerate(ev) if type(e).__name__ == "Segment" and e.ds == "DS-130")
    counter = next(i for i, e in enumerate(ev) if type(e).__name__ == "Check" and e.ds == "DS-131")
    assert faced < moved < counter and ev[moved].cost == pytest.approx(0.5)
    assert ev[counter].chance == 25 and ev[counter].success
    assert any(type(e).__name__ == "Struck" and e.ds == "DS-131" and e.attacker == 1 for e in ev[counter:])
