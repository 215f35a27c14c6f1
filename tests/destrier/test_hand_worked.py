"""Fights worked by hand from the seed (replays/destrier/*.toml, each file saying how), played
by the program: every die, choice and blow as the hand worked it."""

from __future__ import annotations

from affray.components.destrier import Status

from .test_worked_examples import play


def _story(b):
    out = []
    for e in b.events:
        k = type(e).__name__
        if k == "Struck":
            out.append((k, e.attacker, e.target, e.card, e.chance, e.hit))
        elif k == "Hurt":
            out.append((k, e.entity, e.amount))
        elif k == "Check" and e.purpose not in ("spell", "missile") and not e.purpose.startswith("hit"):
            out.append((k, e.entity, e.purpose, e.roll, e.success))
        elif k == "Segment":
            out.append((k, e.entity, round(e.cost, 9), e.why))
        elif k == "Initiative":
            out.append((k, e.phase, e.winner))
    return out


def test_ds_24_25_26_48_a_spell_and_two_arrows():
    b = play("spell_and_two_arrows.toml")
    assert _story(b) == [
        ("Initiative", 1, 0),
        ("Struck", 1, 2, "CAST SPELL", 50, True),           # A: the winner casts
        ("Struck", 2, 1, "FIRE/THROW MISSILE", 50, True),   # D: the loser fires ceil(2/2)
        ("Hurt", 1, 4),
        ("Initiative", 2, 1),
        ("Struck", 2, 1, "FIRE/THROW MISSILE", 50, False),  # C: the remainder, floor(2/2)
    ]
    assert not [e for e in b.events if type(e).__name__ == "CardRound" and e.number > 0]


def test_ds_64_65_83_120_122_close_past_keep_distance_into_a_weapon_parry():
    b = play("close_past_keep_distance.toml")
    assert _story(b) == [
        ("Initiative", 1, 0), ("Initiative", 2, 0),
        ("Segment", 1, 1.0, "tac"),                          # CLOSE: 1" to contact
        ("Struck", 1, 2, "DELIVER BLOW", 40, True),          # 50 - 10 for the parry
        ("Check", 2, "disarmed", 60, False),                 # hit past a WEAPON PARRY
        ("Check", 1, "critical", 0, False),                  # chance 0: no die
        ("Check", 1, "weapon bash", 0, False),
        ("Hurt", 2, 4),
    ]
    kd = [e for e in b.events if type(e).__name__ == "Decided" and e.kind == "keep_distance_reaction"]
    assert [e.choice for e in kd] == ["stand"]
    assert b.state.get(2, Status).damage == 4


def test_ds_35_43_44_49_forcing_a_gap_after_a_shot():
    b = play("forcing_a_gap_after_a_shot.toml")
    assert [x for x in _story(b) if x[0] != "Initiative"] == [
        ("Struck", 1, 4, "FIRE/THROW MISSILE", 40, False),  # 50 - 10: he paid to move
        ("Segment", 1, 1.292893219, "advance"),            # 2 - 0.707 to the rear corners
        ("Check", 1, "body bash", 30, True),
        ("Segment", 2, 0.5, "bash retreat"),               # staggered 1/2" away at once
        ("Check", 2, "bash back", 70, False),              # he may go on...
    ]
    notes = [(n.ds, n.text) for n in b.events if type(n).__name__ == "Note"]
    assert notes == [("DS-44", 'bash costs 0.75"'),        # 1/4 of the halved 3"
                     ("DS-43", '0.96" left cannot carry it past the gap (2.20")')]  # ...but cannot


def test_ds_55_91_98_99_127_two_spells_in_one_play():
    b = play("two_spells_in_one_play.toml")
    assert [x for x in _story(b) if x[0] == "Struck"] == [
        ("Struck", 2, 1, "DELIVER BLOW", 50, False),   # the TAC phase
        ("Struck", 1, 2, "CAST SPELL", 50, True),      # card round 1: the spells first,
        ("Struck", 1, 2, "CAST SPELL", 50, False),     # one roll each
        ("Struck", 2, 1, "DELIVER BLOW", 50, True),
        ("Struck", 1, 2, "DELIVER BLOW", 40, False),   # card round 2: PSP on the shield side
    ]
    spent = [(e.entity, e.amount, e.what) for e in b.events if type(e).__name__ == "Blows" and e.entry == "spend"]
    assert spent == [(2, 1, "DELIVER BLOW"), (1, 3, "CAST SPELL"), (2, 1, "DELIVER BLOW"), (1, 1, "DELIVER BLOW")]
    assert b.state.get(1, Status).damage == 4


def test_ds_68_70_83_84_88_127_a_charge_in_a_card_round():
    b = play("charge_in_a_card_round.toml")
    assert [x for x in _story(b) if x[0] in ("Segment", "Struck", "Hurt", "Initiative")] == [
        ("Initiative", 1, 1), ("Initiative", 2, 1),
        ("Segment", 1, 2.0, "tac"),                      # the charge stops at contact
        ("Initiative", 3, 0),                            # the new pair's own roll (DS-84)
        ("Struck", 1, 2, "DELIVER BLOW", 40, True), ("Hurt", 2, 4),
        ("Struck", 2, 1, "DELIVER BLOW", 50, True),      # blue first: phase-2 initiative
        ("Struck", 1, 2, "DELIVER BLOW", 50, False), ("Hurt", 1, 4),
        ("Struck", 2, 1, "DELIVER BLOW", 40, False),     # Aldric out of blows: PSP
    ]
    spent = [(e.entity, e.amount, e.what) for e in b.events if type(e).__name__ == "Blows" and e.entry == "spend"]
    assert spent[:2] == [(1, 2, "CHARGE"), (1, 1, "DELIVER BLOW")]


def test_ds_58_61_65_67_70_83_keep_distance_before_a_fleche():
    b = play("keep_distance_before_a_fleche.toml")
    assert [x for x in _story(b) if x[0] in ("Segment", "Struck")] == [
        ("Segment", 1, 1.5, "retreat"),                  # the attacker's KEEP DISTANCE
        ("Segment", 2, 2.0, "tac"),                      # the FLECHE, 1" short
    ]
    assert [(n.entity, n.ds) for n in b.events if type(n).__name__ == "Note"] == [(2, "DS-50")]
    assert not [e for e in b.events if type(e).__name__ == "Rolled" and "hit" in e.purpose]
    spent = [(e.entity, e.amount, e.what) for e in b.events if type(e).__name__ == "Blows" and e.entry == "spend"]
    assert spent == [(2, 1, "DELIVER BLOW"), (1, 1, "STAND GROUND")]


def test_ds_55_91_111_112_127_ferocity_and_frenzy():
    b = play("ferocity_and_frenzy.toml")
    assert [x for x in _story(b) if x[0] in ("Struck", "Hurt")] == [
        ("Struck", 1, 2, "DELIVER BLOW", 75, True),     # berserk: +25
        ("Struck", 2, 1, "DELIVER BLOW", 60, True),     # at a berserk: +10
        ("Hurt", 2, 6), ("Hurt", 1, 4),                 # together
        ("Struck", 1, 2, "DELIVER BLOW", 65, True),     # card round 1: PSP -10
        ("Hurt", 2, 6),
    ]
    checks = [(c.purpose, c.chance, c.roll) for c in b.events if type(c).__name__ == "Check"
              and c.purpose in ("berserk", "critical")]
    assert checks == [("berserk", 75, 60), ("critical", 10, 50), ("critical", 0, 0), ("critical", 10, 99)]
    grants = [(e.amount, e.ds) for e in b.events if type(e).__name__ == "Blows" and e.entity == 1 and e.entry == "grant"]
    assert grants == [(2, "DS-91"), (2, "DS-112")]      # the two ferocious blows at once


def test_ds_50_58_59_63_run_away_from_a_close():
    b = play("run_away_from_a_close.toml")
    assert [x for x in _story(b) if x[0] == "Segment"] == [("Segment", 1, 5.0, "run away")]
    run = [e for e in b.events if type(e).__name__ == "Segment"][0]
    assert (run.x, run.y, run.dir) == (-5.0, 0.0, 180.0)   # straight away, back to Bertran
    assert [(n.entity, n.ds) for n in b.events if type(n).__name__ == "Note"] == [(2, "DS-59"), (2, "DS-50")]
    assert [e.number for e in b.events if type(e).__name__ == "CardRound"] == [0]
