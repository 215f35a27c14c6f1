"""The chapter's worked examples as recorded fights (replays/acks2/*.toml), re-run and
checked step by step."""

from __future__ import annotations

from pathlib import Path

from affray.kernel.battle import Battle
from affray.kernel.replay import Replay
from affray.kernel.scenario import decode, read_data

REPLAYS = Path(__file__).resolve().parents[2] / "replays" / "acks2"


def run(name, edit=None):
    data = read_data(REPLAYS / name)
    if edit:
        edit(data)
    b = Battle.from_scenario(decode(data), seed=1, strict=True)
    b.run()
    assert Replay.of(b).verify() == len(b.events)
    return b


def story(b):
    n = b.state.names
    out = []
    for ev in b.events:
        k = type(ev).__name__
        if k == "Throw":
            out.append((k, n[ev.attacker], n[ev.target], ev.kind, ev.hit))
        elif k == "Hurt":
            out.append((k, n[ev.entity], ev.amount))
        elif k == "Decided" and ev.actor > 0:
            out.append((k, n[ev.actor], ev.kind, ev.choice))
        elif k == "Set" and ev.field == "segment" and ev.value == "lost":
            out.append(("lost", n[ev.entity], ev.rule))
        elif k == "Fell":
            out.append((k, n[ev.entity], ev.how))
    return out


def test_acks_21_22_augilar_and_skandara_against_the_charging_orcs():
    s = story(run("augilar_skandara.toml"))
    assert s == [
        ("Decided", "spear orc A", "action", "charge:2"),
        ("Decided", "Skandara", "interrupt", "attack"),     # ACKS-21: before the orc's attack
        ("lost", "Skandara", "ACKS-21"),                     # costs her count-3 segment
        ("Throw", "Skandara", "spear orc A", "missile", True),  # ACKS-24: at the orc now adjacent
        ("Hurt", "spear orc A", 3),
        ("Throw", "spear orc A", "Skandara", "charge", False),
        ("Decided", "spear orc B", "action", "charge:1"),   # ACKS-22: no interrupt vs a spear
        ("Throw", "spear orc B", "Augilar", "charge", False),
        ("Decided", "axe orc", "action", "charge:1"),
        ("Decided", "Augilar", "interrupt", "attack"),      # ACKS-22: vs the great axe
        ("lost", "Augilar", "ACKS-22"),
        ("Throw", "Augilar", "axe orc", "set", True),        # ACKS-77: set for the charge
        ("Hurt", "axe orc", 7),                              # 1d8 3 + impact 1d8 4
        ("Fell", "axe orc", "unconscious"),
        ("Decided", "Augilar", "cleave", "stop"),
    ]


def test_acks_23_augilar_hit_first_cannot_interrupt():
    def edit(d):
        # spear orc B hits (d20 18, 1d6 2 + impact 1d6 1): Augilar is no longer ready for the axe orc
        d["script"]["dice"] = [1, 3, 4, 5, 6, 15, 3, 4, 18, 2, 1, 2]
        d["script"]["choices"] = [c for c in d["script"]["choices"] if c["who"] != "Augilar"] + [
            {"who": "Augilar", "kind": "action", "choice": "delay:0"},   # ACKS-32
            {"who": "Augilar", "kind": "action", "choice": "pass"}]
    s = story(run("augilar_skandara.toml", edit))
    assert ("Decided", "Augilar", "interrupt", "attack") not in s
    assert ("Throw", "axe orc", "Augilar", "charge", False) in s
    assert ("lost", "Augilar", "ACKS-22") not in s  # he keeps his own segment


def test_acks_24_first_round_shot_at_an_adjacent_charger_is_legal():
    b = run("augilar_skandara.toml")
    shot = next(e for e in b.events if type(e).__name__ == "Throw" and e.kind == "missile")
    assert shot.hit and b.state.names[shot.target] == "spear orc A"
