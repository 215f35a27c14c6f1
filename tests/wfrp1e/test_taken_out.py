"""A figure taken out of the fight mid-round (stunned, a critical's stun, a hold) strikes no
more that round, wins nothing and gives no ground (WFRP-87, WFRP-52, WFRP-68, WFRP-13)."""

from __future__ import annotations

from affray.components.wfrp1e import Fight
from affray.kernel.components import Position

from .conftest import d6, d10, d100, evs, fig, run

BARE = {"weapon": "Hand Weapon", "shield": False, "armour": {}}
NO_EDGE = {"edge_roll": False}


def stunner_and_victim(victim_i=40, victim_a=2):
    """A (I 60) stuns B at 60; B's own slots come after."""
    return [fig("A", "red", (0, 0), profile={"I": 45, "WS": 60, "S": 6, "T": 3, "W": 9,
                                              "skills": ["Strike to Stun"]}, kit=BARE),
            fig("B", "blue", (2, 0), 180.0, profile={"I": victim_i, "A": victim_a, "WS": 60,
                                                      "T": 9, "W": 9}, kit=BARE)]


def test_wfrp_87_a_figure_stunned_mid_round_strikes_no_more_that_round():
    # B (EI 60, A 2: slots 60 and 30) hits A at 60 for 3; A stuns B at 45 (D6 4 + 6 - 9 = 1:
    # 5 + 20 = 25%, d100 10, one D10 of 1: 1 minute); B's 30 slot is not struck.
    dice = d100(10) + d6(3) + d100(10) + d6(4) + d100(10) + d10(1)
    b = run(stunner_and_victim(victim_i=60), dice=dice, options=NO_EDGE,
            plan={("A", "declare"): "stun", ("B", "declare"): "fight"})
    assert [e.attacker for e in evs(b, "Blow")] == [2, 1]
    assert [(e.slot, e.why, e.rule) for e in evs(b, "SlotUsed", entity=2)][-1] == \
        (30, "unconscious", "WFRP-87")


def test_wfrp_69_a_figure_stunned_mid_round_neither_wins_nor_pushes_back():
    dice = d100(10) + d6(3) + d100(10) + d6(4) + d100(10) + d10(1)
    b = run(stunner_and_victim(victim_i=60), dice=dice, options=NO_EDGE,
            plan={("A", "declare"): "stun", ("B", "declare"): "fight"})
    fb = b.state.get(2, Fight)
    assert fb.caused == 3 and fb.taken == 0  # B caused more, yet lies unconscious
    assert not fb.winning and not b.state.get(1, Fight).losing
    assert b.state.get(1, Position).x == 0.0  # A was not pushed back


def test_wfrp_71_an_unconscious_loser_stays_where_it_fell():
    # A hits B for 3 at 45 and stuns it; the stunned B lies where it is, still losing
    combs = stunner_and_victim(victim_i=30, victim_a=1)
    combs[1]["profile"]["T"] = 3
    dice = d100(10) + d6(6) + d100(10) + d6(1) + d100(10) + d10(*[1] * 7)
    b = run(combs, dice=dice, options=NO_EDGE,
            plan={("A", "declare"): "stun", ("B", "declare"): "fight"})
    assert b.state.get(2, Fight).stunned and b.state.get(2, Fight).losing
    assert b.state.get(1, Fight).winning
    assert b.state.get(2, Position).x == 2.0
    assert not evs(b, "Blow", attacker=2)


def test_wfrp_13_a_figure_stunned_in_the_same_moment_still_strikes():
    # both on EI 45: A's stun lands first (lower id) but B's blow of that moment still falls
    combs = stunner_and_victim(victim_i=45, victim_a=1)
    dice = d100(10) + d6(4) + d100(10) + d10(1) + d100(10) + d6(3)
    b = run(combs, dice=dice, options=NO_EDGE,
            plan={("A", "declare"): "stun", ("B", "declare"): "fight"})
    assert [e.attacker for e in evs(b, "Blow")] == [1, 2]


def test_wfrp_52_a_criticals_stun_takes_the_figure_out_for_its_later_slots():
    chart = {"any": [[99, "stun:3"]]}
    combs = [fig("A", "red", (0, 0), profile={"I": 60, "WS": 60, "S": 6}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 40, "A": 2, "T": 3, "W": 1}, kit=BARE)]
    b = run(combs, dice=d100(10) + d6(4), options=NO_EDGE, tables={"critical": chart},
            plan={("*", "declare"): "fight"})
    assert evs(b, "Critical")[0].effect == "stun:3"
    assert not evs(b, "Blow", attacker=2)
    assert [e.why for e in evs(b, "SlotUsed", entity=2)] == ["unconscious", "unconscious"]


def test_wfrp_68_a_figure_held_mid_round_strikes_no_more_and_the_holder_only_holds():
    # A (unarmed, A 2: slots 60, 30) grapples B at 60 (hit 10, B's Dex test 99 fails); at 40
    # B is held and does not strike; at 30 A keeps the hold and strikes no blow
    combs = [fig("A", "red", (0, 0), profile={"I": 60, "A": 2, "WS": 60, "skills": ["Wrestling"]},
                 kit={"weapon": "", "shield": False, "armour": {}}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 40, "Dex": 30}, kit=BARE)]
    b = run(combs, dice=d100(10, 99), options=NO_EDGE,
            plan={("A", "declare"): "grapple", ("B", "declare"): "fight"})
    assert b.state.get(2, Fight).held_by == 1
    assert len(evs(b, "Blow")) == 1
    assert [(e.entity, e.why) for e in evs(b, "SlotUsed")][1:] == [(2, "held"), (1, "keeping a hold")]


def test_wfrp_58_an_asleep_figure_declares_nothing_and_parries_nothing():
    from affray.systems.wfrp1e.phases.declare import choices
    from affray.systems.wfrp1e.rules.parry import ways
    from .conftest import Table
    t = Table([fig("A", "red", (0, 0)), fig("B", "blue", (2, 0), 180.0, conditions={"asleep": True},
                                             kit={"weapon": "Hand Weapon", "shield": True})],
              options={"pc_side": 1})
    assert choices(t.state, 2) == ["none"]
    assert ways(t.state, 2, 1) == []


BAD = """ruleset = "wfrp1e"
[[sides]]
name = "red"
[[sides]]
name = "blue"
[[combatants]]
name = "A"
side = "red"
at = [0, 0]
conditions = {%s}
[[combatants]]
name = "B"
side = "blue"
at = [2, 0]
"""


def _affray(*args, capsys):
    from affray.kernel.cli import main
    try:
        main(list(args))
        code = 0
    except SystemExit as e:
        code = e.code or 0
    out = capsys.readouterr()
    return code, out.out + out.err


def test_wfrp_57_a_misspelt_condition_is_an_error_naming_the_file_and_place(tmp_path, capsys):
    path = tmp_path / "bad.toml"
    path.write_text(BAD % "gm_modifer = 20")
    code, out = _affray("run", str(path), capsys=capsys)
    assert code == 2
    assert "bad.toml" in out and "combatants[0].conditions.gm_modifer" in out
    assert "gm_modifier" in out and "Traceback" not in out
    path.write_text(BAD % 'gm_modifier = "ten"')
    code, out = _affray("run", str(path), capsys=capsys)
    assert code == 2 and "expected a whole number" in out
    path.write_text(BAD % "gm_modifier = 20, asleep = true")
    code, out = _affray("run", str(path), "--max-rounds", "1", "--out", str(tmp_path / "a.affray"),
                        capsys=capsys)
    assert code == 0, out


def test_wfrp_75_an_unconscious_figure_strikes_no_free_blow_at_a_fleer():
    # B lies stunned from last round (declares nothing) beside A, who flees: no free blow
    combs = [fig("A", "red", (0, 0), profile={"I": 40}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 30}, kit=BARE, fight={"stunned": 5})]
    b = run(combs, dice=[], options=NO_EDGE, plan={("A", "declare"): "flee"})
    assert not evs(b, "Blow")


def test_wfrp_74_a_flight_stops_at_a_base_in_its_way_instead_of_running_through_it():
    # A flees west, straight away from B; C stands 10 yards off in the way: A stops short
    # of C's base (checked along the run, not only where it ends)
    combs = [fig("A", "red", (0, 0), profile={"I": 40, "M": 4}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 30}, kit=BARE),
             fig("C", "blue", (-10, 0), 0.0, profile={"I": 20}, kit=BARE)]
    b = run(combs, dice=d100(99), options=NO_EDGE,
            plan={("A", "declare"): "flee", ("B", "declare"): "fight", ("C", "declare"): "hold"})
    x = b.state.get(1, Position).x
    assert -10 + 2 - 1e-6 <= x < 0  # it ran, and stopped with C's base still ahead of it


def test_wfrp_74_a_voluntary_fleer_chooses_its_rate():
    combs = [fig("A", "red", (0, 0), profile={"I": 40, "M": 4}, kit=BARE),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 30}, kit=BARE)]
    b = run(combs, dice=d100(99), options={**NO_EDGE, "fled_leave_field": False},
            plan={("A", "declare"): "flee", ("A", "flight_rate"): "cautious",
                  ("B", "declare"): "fight"})
    assert b.state.get(1, Position).x == -8.0  # cautious: 2 x M yards


def test_wfrp_71_a_loser_held_in_a_grapple_cannot_give_ground():
    # A holds B (WFRP-68); A's pressure does 5 (S tests 35 and 70): B is losing but stays
    combs = [fig("A", "red", (0, 0), profile={"I": 40, "S": 4}, kit={"weapon": "", "shield": False,
                                                                       "armour": {}},
                 fight={"holding": 2, "foes": [2]}),
             fig("B", "blue", (2, 0), 180.0, profile={"I": 30, "S": 3, "T": 4}, kit=BARE,
                 fight={"held_by": 1, "foes": [1]})]
    b = run(combs, dice=d100(35, 70) + d6(5), options=NO_EDGE,
            plan={("A", "declare"): "hold_grip"})
    assert b.state.get(2, Fight).losing and b.state.get(2, Position).x == 2.0
