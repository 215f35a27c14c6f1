"""DS-103 in the MELEE phase: a figure knocked flat or to its knees spends a blow (a MOVE 1"
card, DS-117: "standing up ... he uses this card") to rise, and the rising is carried out
with the round's mandatory movement, after the blows (DS-86 step 7)."""

from __future__ import annotations

from affray.components.destrier import Status
from affray.systems.destrier.rules.legal import MeleeOptions, melee_reason

from .conftest import Plan, Table, fig, played

R2 = 2 ** 0.5
RISE = {"cards": ["MOVE 1\""], "target": 0, "stand_up": True}


def _down(state, req):
    """Stays down through step 2, then rises with every MELEE card while down."""
    if req.kind == "move":
        return "hold"
    if req.kind == "misc_action":
        return "none"
    if req.kind == "tac":
        return {"card": "STAND GROUND" if getattr(req.options, "tac_phase", True) else "", "target": 0}
    if req.kind == "melee":
        st = state.get(req.actor, Status)
        return RISE if st.prone or st.kneeling else {"cards": ["PASSIVE SHIELD PARRY"], "target": 0}
    return None


def _hacker(state, req):
    if req.kind == "move":
        return "hold"
    if req.kind == "tac":
        return {"card": "STAND GROUND" if getattr(req.options, "tac_phase", True) else "", "target": 0}
    if req.kind == "melee":
        return {"cards": ["DELIVER BLOW"], "target": 1}
    return None


def _fight(status, seed=1, **extra):
    return played([fig("down", "red", (0, 0), 0.0, status=status, **extra),
                   fig("foe", "blue", (R2, 0), 180.0)], Plan(_down), Plan(_hacker), seed=seed)


def _kinds(ev):
    return [type(e).__name__ for e in ev]


def test_ds_103_on_its_knees_rises_for_one_blow_after_the_round_s_blows():
    ev = _fight({"kneeling": True}).events
    rise = next(i for i, e in enumerate(ev) if _kinds([e]) == ["Set"] and e.ds == "DS-103"
                and e.field == "kneeling")
    assert ev[rise].entity == 1 and ev[rise].value is False
    start = max(i for i, e in enumerate(ev[:rise]) if _kinds([e]) == ["CardRound"])
    spent = [e for e in ev[start:rise] if _kinds([e]) == ["Blows"] and e.entity == 1
             and e.entry == "spend"]
    assert [(e.amount, e.what) for e in spent] == [(1, "MOVE 1\"")]
    struck = [i for i, e in enumerate(ev[start:rise], start) if _kinds([e]) == ["Struck"]]
    assert struck and max(struck) < rise  # DS-86.7: after the blows of that round
    assert not [e for e in ev if _kinds([e]) == ["Rolled"] and e.purpose == "DS-103 stand up"]
    assert not [e for e in ev if _kinds([e]) == ["Segment"] and e.entity == 1]  # no 1" moved


def test_ds_103_knocked_flat_rolls_1_to_4_on_a_d6_and_tries_again_after_a_failure():
    outcomes = []
    for seed in range(1, 9):
        b = _fight({"prone": True}, seed=seed)
        ev = b.events
        for i, e in enumerate(ev):
            if _kinds([e]) == ["Rolled"] and e.purpose == "DS-103 stand up":
                after = ev[i + 1]
                rose = _kinds([after]) == ["Set"] and after.field == "prone" and after.value is False
                failed = _kinds([after]) == ["Note"] and after.ds == "DS-103"
                assert rose != failed
                outcomes.append((e.faces[0], rose))
        tries = sum(1 for e in ev if _kinds([e]) == ["Rolled"] and e.purpose == "DS-103 stand up")
        assert tries >= 1
        assert b.state.get(1, Status).prone == (not any(r for _, r in outcomes[-tries:]))
    assert all(rose == (face <= 4) for face, rose in outcomes)
    assert {r for _, r in outcomes} == {True, False}  # both sides of the roll were met


def test_ds_103_rising_is_offered_only_to_a_figure_down_and_costs_a_blow_even_when_agile():
    t = Table([fig("up", "red", (0, 0), blows=4), fig("knee", "red", (5, 0), blows=4,
                                                      status={"kneeling": True}, fighter={"flags": ["agile"]}),
               fig("foe", "blue", (20, 0), 180.0)])
    assert melee_reason(t.state, 1, RISE, in_tac_phase=False, tac_card=None).startswith("DS-103")
    assert melee_reason(t.state, 2, RISE, in_tac_phase=False, tac_card=None) is None
    assert melee_reason(t.state, 2, {**RISE, "cards": ["MOVE 1\"", "DELIVER BLOW"]},
                        in_tac_phase=False, tac_card=None).startswith("DS-103")
    assert melee_reason(t.state, 2, RISE, in_tac_phase=False, tac_card=None, left=0).startswith("DS-91")
    assert RISE in MeleeOptions(t.state, 2, in_tac_phase=False, tac_card=None).enumerate()
    assert RISE not in MeleeOptions(t.state, 1, in_tac_phase=False, tac_card=None).enumerate()
