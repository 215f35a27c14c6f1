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
        ("Decided", "spear orc A", "charge_end", [1, 2]),   # ACKS-39: the charger's end square
        ("Decided", "Skandara", "interrupt", "attack"),     # ACKS-21: before the orc's attack
        ("lost", "Skandara", "ACKS-21"),                     # costs her count-3 segment
        ("Throw", "Skandara", "spear orc A", "missile", True),  # ACKS-24: at the orc now adjacent
        ("Hurt", "spear orc A", 3),
        ("Decided", "spear orc A", "charge_attack", "attack"),  # ACKS-39: it may hold back
        ("Throw", "spear orc A", "Skandara", "charge", False),
        ("Decided", "spear orc B", "action", "charge:1"),   # ACKS-22: no interrupt vs a spear
        ("Decided", "spear orc B", "charge_end", [1, 0]),
        ("Decided", "spear orc B", "charge_attack", "attack"),
        ("Throw", "spear orc B", "Augilar", "charge", False),
        ("Decided", "axe orc", "action", "charge:1"),
        ("Decided", "axe orc", "charge_end", [1, -1]),
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
            {"who": "axe orc", "kind": "charge_attack", "choice": "attack"},
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


def test_acks_144_177_marcus_and_the_ogre_recorded():
    b = run("marcus_ogre_nonlethal.toml")
    n = b.state.names
    hurts = [(ev.amount, ev.nonlethal, tuple(ev.types)) for ev in b.events if type(ev).__name__ == "Hurt"]
    assert hurts == [(8, False, ("piercing", "slashing")), (6, True, ("bludgeoning",)),
                     (9, True, ("bludgeoning",)), (7, False, ("piercing", "slashing"))]
    incap = [ev for ev in b.events if type(ev).__name__ == "Throw" and ev.kind == "incapacitate"]
    assert [ev.total - ev.die for ev in incap] == [-3, -3]  # -4 maneuver, +1 STR
    from affray.components.acks2 import Status
    ogre = next(e for e, name in n.items() if name == "ogre")
    st = b.state.get(ogre, Status)
    assert (st.hp, st.nonlethal, st.nl_at_fall) == (-4, 15, 15)
    assert b.state.ended[0] == "party"
    # ACKS-193: morale once a third of its hp is gone, each round it is hurt after that
    rolls = [ev for ev in b.events if type(ev).__name__ == "MoraleRolled"]
    assert [ev.why for ev in rolls] == ["hp_half-2", "hp_two_thirds-5"]


def test_acks_181_lesser_titan_sweep_recorded():
    b = run("lesser_titan_sweep.toml")
    s = story(b)
    hurts = [x for x in s if x[0] == "Hurt"]
    assert hurts == [("Hurt", "orc A", 5), ("Hurt", "orc B", 5), ("Hurt", "orc D", 5), ("Hurt", "orc C", 21)]
    assert ("Decided", "titan", "cleave", "cleave:4") in s and b.state.ended[0] == "titan"


def test_acks_89_norden_blinded_recorded():
    b = run("norden_blinded.toml")
    throws_ = [ev for ev in b.events if type(ev).__name__ == "Throw"]
    assert [(ev.die, ev.needed, ev.hit) for ev in throws_] == [(10, 12, False), (11, 12, True)]
    assert all(ev.total - ev.die == 1 for ev in throws_)  # +2 STR +2 slaying +1 magic -4 blind
    assert throws_[0].note.startswith("bounced")  # ACKS-80: would have hit without the armor
