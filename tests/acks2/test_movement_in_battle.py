"""Movement rules played in the battle (ACKS-03, ACKS-12, ACKS-13, ACKS-45, ACKS-46,
ACKS-53, ACKS-62): each offered as a choice and played through a round's initiative count."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import RoundStarted
from affray.systems.acks2 import events as E
from affray.systems.acks2.phases.count import initiative_count
from affray.systems.acks2.phases.initiative import side_sizes
from affray.systems.acks2.rules import geometry as geo

from .conftest import Wants, fig

IDLE = {"action": "stay", "combat": "none"}


def idle(*names):
    return {(n, k): v for n in names for k, v in IDLE.items()}


def play(t, **numbers):
    t.ctx.emit(RoundStarted(1))
    for name, n in numbers.items():
        t.ctx.emit(E.Initiative(t.id(name), n, n))
    t.run(initiative_count(t.ctx, side_sizes(t.state)))


def asked(policy, name, kind):
    return [opts for n, k, opts in policy.asked if (n, k) == (name, kind)]


def throws_by(t, name):
    return [e for e in t.events("Throw") if e.attacker == t.id(name)]


def at(t, name):
    a = geo.area(t.state, t.id(name))
    return (a.x, a.y)


# -- ranks (ACKS-03, ACKS-87) ---------------------------------------------------------------

def rank_table(table, weapon, options=None):
    p = Wants({("B", "action"): "rank:0,1", **idle("F")})
    q = Wants(idle("O"))
    t = table([fig("F", "p", (0, 1), "N", sheet={"weapon": "spear"}),
               fig("B", "p", (0, -3), "N", sheet={"weapon": weapon}),
               fig("O", "q", (0, 2), "S", "orc", sheet={"hp": 40})],
              policies={"p": p, "q": q}, options=options)
    play(t, B=6, F=2, O=1)
    return t, p


def test_acks_03_a_spearman_falls_in_behind_a_lone_ally_and_strikes_from_the_second_rank(table):
    t, p = rank_table(table, "spear")
    assert "rank:0,1" in asked(p, "B", "action")[0]
    assert at(t, "B") == at(t, "F") == (0, 1)
    assert geo.facing_of(t.state, t.id("B")) == "N"
    assert t.state.condition(t.id("B"), "second_rank")
    assert [e.target for e in throws_by(t, "B")] == [t.id("O")]


def test_acks_03_a_second_rank_sword_may_not_strike(table):
    t, p = rank_table(table, "sword")
    assert at(t, "B") == (0, 1)
    assert not [o for o in asked(p, "B", "combat")[0] if o.startswith("attack")]
    assert not throws_by(t, "B")


def test_acks_03_leaving_the_shared_square_ends_the_second_rank(table):
    t, p = rank_table(table, "spear")
    from affray.systems.acks2.phases.segment import move_to
    move_to(t.ctx, t.id("B"), (0, -1), "N", 10, "ACKS-51")
    assert not t.state.condition(t.id("B"), "second_rank")


def third_rank(table, option):
    p = Wants({("C", "action"): "stay", **idle("F", "S")})
    t = table([fig("F", "p", (0, 1), "N", sheet={"weapon": "spear"}),
               fig("S", "p", (0, 1), "N", sheet={"weapon": "spear"}, conditions={"second_rank": 1}),
               fig("C", "p", (0, 0), "N", sheet={"weapon": "spear"}),
               fig("O", "q", (0, 2), "S", "orc", sheet={"hp": 40})],
              policies={"p": p, "q": Wants(idle("O"))},
              options={"long_weapon_reach_through_ranks": option})
    play(t, C=6, S=3, F=2, O=1)
    return t, p


def test_acks_03_the_third_rank_reaches_through_under_the_literal_reading(table):
    t, p = third_rank(table, "literal")
    assert f"attack:{t.id('O')}" in asked(p, "C", "combat")[0]
    assert [e.target for e in throws_by(t, "C")] == [t.id("O")] and at(t, "C") == (0, 0)
    t, p = third_rank(table, "rank2")
    assert f"attack:{t.id('O')}" not in asked(p, "C", "combat")[0]


def test_acks_87_behind_a_lone_ally_a_spear_reaches_under_either_reading(table):
    for option in ("literal", "rank2"):
        t = table([fig("F", "p", (0, 1), "N"), fig("C", "p", (0, 0), "N", sheet={"weapon": "spear"}),
                   fig("O", "q", (0, 2), "S", "orc", sheet={"hp": 40})],
                  policies={"p": Wants({("C", "action"): "stay", **idle("F")}), "q": Wants(idle("O"))},
                  options={"long_weapon_reach_through_ranks": option})
        play(t, C=6, F=2, O=1)
        assert [e.target for e in throws_by(t, "C")] == [t.id("O")]


# -- passage of lines (ACKS-12, ACKS-13) -----------------------------------------------------

def corridor(x0, x1):
    return {"walls": [[x, y] for x in (x0, x1) for y in range(-6, 12)]}


def test_acks_12_a_man_passes_one_ally_but_not_a_square_held_by_two_ranks(table):
    far = fig("Z", "q", (0, 10), "N", "orc")
    p = Wants({("M", "action"): "march:0,3", ("M", "combat"): "none", **idle("F")})
    t = table([fig("M", "p", (0, 0), "N"), fig("F", "p", (0, 1), "N"), far],
              policies={"p": p, "q": Wants(idle("Z"))}, map=corridor(-1, 1))
    play(t, M=6, F=2, Z=1)
    assert at(t, "M") == (0, 3)
    p = Wants(idle("M", "F", "S"))
    t = table([fig("M", "p", (0, 0), "N"), fig("F", "p", (0, 1), "N"),
               fig("S", "p", (0, 1), "N", conditions={"second_rank": 1}), far],
              policies={"p": p, "q": Wants(idle("Z"))}, map=corridor(-1, 1))
    play(t, M=6, F=2, Z=1)
    opts = [o for o in asked(p, "M", "action")[0] if o.startswith(("march:", "run:", "rank:"))]
    assert "march:0,-1" in opts and not [o for o in opts if int(o.split(",")[1]) > 0]


def test_acks_13_a_huge_giant_crosses_a_man_with_room_and_may_end_over_him(table):
    far = fig("Z", "q", (0, 11), "N", "orc")
    p = Wants({("G", "action"): "march:0,1", ("G", "combat"): "none", **idle("A")})
    t = table([fig("G", "p", (0, -3), "N", "stone-giant"), fig("A", "p", (0, 0), "N"), far],
              policies={"p": p, "q": Wants(idle("Z"))}, map=corridor(-1, 2))
    play(t, G=6, A=2, Z=1)
    opts = asked(p, "G", "action")[0]
    assert "march:0,-1" in opts  # ending over the man: 3 of its 4 squares empty
    assert at(t, "G") == (0, 1)  # through him: a 1-square run >= half its 2-square frontage


def test_acks_13_a_full_row_or_an_ally_one_size_smaller_blocks(table):
    far = fig("Z", "q", (0, 11), "N", "orc")
    p = Wants(idle("G", "A", "B"))
    t = table([fig("G", "p", (0, -3), "N", "stone-giant"), fig("A", "p", (0, 0), "N"),
               fig("B", "p", (1, 0), "N"), far],
              policies={"p": p, "q": Wants(idle("Z"))}, map=corridor(-1, 2))
    play(t, G=6, A=2, B=2, Z=1)
    moves = [o for o in asked(p, "G", "action")[0] if o.startswith(("march:", "run:"))]
    assert moves and not [o for o in moves if int(o.split(",")[1]) >= -1]
    # room in the row, but an ogre ally is only one size smaller than the huge giant
    p = Wants(idle("G", "A"))
    t = table([fig("G", "p", (0, -3), "N", "stone-giant"), fig("A", "p", (0, 0), "N", "ogre"), far],
              policies={"p": p, "q": Wants(idle("Z"))}, map=corridor(-1, 2))
    play(t, G=6, A=2, Z=1)
    moves = [o for o in asked(p, "G", "action")[0] if o.startswith(("march:", "run:"))]
    assert moves and not [o for o in moves if int(o.split(",")[1]) >= -1]


# -- run, sneak, hide (ACKS-45, ACKS-46, ACKS-53, ACKS-62) ----------------------------------

def test_acks_45_a_run_goes_straight_at_running_speed_then_takes_cover(table):
    p = Wants({("R", "action"): "run:0,24", ("R", "after_run"): "cover"})
    t = table([fig("R", "p", (0, 0), "N"), fig("Z", "q", (30, 0), "N", "orc")],
              policies={"p": p, "q": Wants(idle("Z"))})
    play(t, R=6, Z=1)
    opts = asked(p, "R", "action")[0]
    assert "run:0,24" in opts and "run:0,25" not in opts  # 120'
    assert "run:16,16" in opts and "run:17,17" not in opts  # 16 diagonals: 5+10+... = 120
    assert "run:1,20" not in opts                          # not a straight line
    st = t.state.get(t.id("R"), Status)
    assert at(t, "R") == (0, 24) and st.disordered and t.state.condition(t.id("R"), "prone")
    assert not asked(p, "R", "combat")  # a full-round action


def test_acks_45_an_engaged_combatant_cannot_run(table):
    p = Wants(idle("R"))
    t = table([fig("R", "p", (0, 0), "N"), fig("Z", "q", (0, 1), "S", "orc")],
              policies={"p": p, "q": Wants(idle("Z"))})
    play(t, R=6, Z=1)
    assert not [o for o in asked(p, "R", "action")[0] if o.startswith("run")]


def sneaker(table, kind, dice, profs=("sneaking", "hiding"), tables=None):
    p = Wants({("T", "action"): kind, ("T", "combat"): "none"})
    t = table([fig("T", "p", (0, 0), "N", "thief-3", sheet={"profs": list(profs)}),
               fig("Z", "q", (30, 0), "N", "orc")],
              policies={"p": p, "q": Wants(idle("Z"))}, dice=dice, tables=tables)
    play(t, T=6, Z=1)
    return t, p


def test_acks_53_sneak_at_half_speed_or_full_speed_at_minus_5(table):
    t, p = sneaker(table, "sneak:0,4", [18])
    opts = asked(p, "T", "action")[0]
    assert "sneak:0,4" in opts and "sneak:0,5" not in opts  # 20'
    assert "sneak_fast:0,8" in opts and "sneak_fast:0,9" not in opts  # 40'
    assert t.state.condition(t.id("T"), "sneaking") and at(t, "T") == (0, 4)
    assert asked(p, "T", "combat")  # a movement action: the combat action follows
    t, p = sneaker(table, "sneak_fast:0,8", [18])
    assert not t.state.condition(t.id("T"), "sneaking")  # 18 - 5 < 18
    t, p = sneaker(table, "stay", [], profs=())
    assert not [o for o in asked(p, "T", "action")[0] if "sneak" in o]


def test_acks_46_running_sneak_at_minus_10_is_a_full_round(table):
    targets = {"proficiency_targets": {"sneaking": 8, "hiding": 18}}
    t, p = sneaker(table, "running_sneak:0,24", [18], tables=targets)
    assert t.state.condition(t.id("T"), "sneaking") and at(t, "T") == (0, 24)
    assert not asked(p, "T", "combat")
    t, p = sneaker(table, "running_sneak:0,24", [17], tables=targets)
    assert not t.state.condition(t.id("T"), "sneaking")


def test_acks_62_hide_is_a_combat_action_that_needs_hiding(table):
    p = Wants({("T", "action"): "stay", ("T", "combat"): "hide"})
    t = table([fig("T", "p", (0, 0), "N", "thief-3", sheet={"profs": ["hiding"]}),
               fig("Z", "q", (30, 0), "N", "orc")],
              policies={"p": p, "q": Wants(idle("Z"))}, dice=[18])
    play(t, T=6, Z=1)
    assert "hide" in asked(p, "T", "combat")[0]
    assert t.state.condition(t.id("T"), "hidden")
    p = Wants({("T", "action"): "stay", ("T", "combat"): "none"})
    t = table([fig("T", "p", (0, 0), "N", "thief-3"), fig("Z", "q", (30, 0), "N", "orc")],
              policies={"p": p, "q": Wants(idle("Z"))})
    play(t, T=6, Z=1)
    assert "hide" not in asked(p, "T", "combat")[0]


# -- 3-in-2 frontage (ACKS-02, ACKS-12) ------------------------------------------------------

def three_in_two(table, weapon="spear", right="spear", wants=None, extra=()):
    p = Wants({("M", "action"): "edge:0,1,E", ("M", "combat"): "attack", **idle("L", "R"),
               **(wants or {})})
    t = table([fig("L", "p", (0, 1), "N", sheet={"weapon": "short sword"}),
               fig("R", "p", (1, 1), "N", sheet={"weapon": right}),
               fig("M", "p", (0, -2), "N", sheet={"weapon": weapon}),
               fig("O", "q", (2, 2), "SW", "orc", sheet={"hp": 40}), *extra],
              policies={"p": p, "q": Wants(idle("O"))})
    return t, p


def test_acks_02_a_third_narrow_fighter_holds_the_edge_and_stands_in_both_squares(table):
    t, p = three_in_two(table, wants={("M", "combat"): None})
    p.wants.pop(("M", "combat"))
    play(t, M=6, L=2, R=2, O=1)
    assert "edge:0,1,E" in asked(p, "M", "action")[0]
    assert geo.area(t.state, t.id("M")) == (0, 1, 2, 1)  # both squares of the group
    assert t.state.engagement.has_edge(t.id("O"), t.id("M"))  # engaged through the right one
    assert [e.target for e in throws_by(t, "M")] == [t.id("O")]  # and strikes from it


def test_acks_02_no_edge_for_a_great_axe_in_or_beside_the_group(table):
    for mine, right in (("great axe", "spear"), ("spear", "great axe")):
        t, p = three_in_two(table, mine, right, wants={("M", "action"): "stay", ("M", "combat"): "none"})
        play(t, M=6, L=2, R=2, O=1)
        assert not [o for o in asked(p, "M", "action")[0] if o.startswith("edge")]


def test_acks_12_no_man_passes_through_a_3_in_2_group(table):
    walls = {"walls": [[x, y] for x in (-1, 2) for y in range(-6, 6)]}
    for grouped in (False, True):
        p = Wants({("P", "combat"): "none", **idle("L", "R", "M", "O")})
        cs = [fig("L", "p", (0, 1), "N", sheet={"weapon": "short sword"}),
              fig("R", "p", (1, 1), "N", sheet={"weapon": "spear"}),
              fig("M", "p", (0, 1), "N", sheet={"weapon": "spear"}, conditions={"edge": 1 if grouped else 0}),
              fig("P", "p", (0, -1), "N"), fig("O", "q", (5, 9), "N", "orc")]
        if not grouped:
            cs[2] = fig("M", "p", (-3, -5), "N")
        t = table(cs, policies={"p": p, "q": Wants(idle("O"))}, map=walls)
        play(t, P=6, L=2, R=2, M=2, O=1)
        north = [o for o in asked(p, "P", "action")[0]
                 if o.startswith(("march:", "run:")) and int(o.split(",")[1]) > 1]
        assert bool(north) is not grouped


# -- formations (ACKS-99 to ACKS-101) --------------------------------------------------------

def volley(table, formation, dice):
    orcs = [fig(f"orc{i}", "q", (100, i), "W", "orc", sheet={"formation": formation}) for i in range(3)]
    p = Wants({("A", "action"): "stay", ("A", "combat"): "shoot:2", **idle("K")})
    t = table([fig("A", "p", (0, 1), "E", "fighter-1", sheet={"missile": "long bow", "ammo": 5}), *orcs,
               fig("K", "p", (99, 0), "E")],
              policies={"p": p, "q": Wants(idle("orc0", "orc1", "orc2"))}, dice=dice)
    play(t, A=6, K=2, orc0=1, orc1=1, orc2=1)
    return t, p


def test_acks_100_101_a_battalion_beyond_long_range_is_struck_at_random(table):
    # 500' is beyond the long bow's long range but within a battalion's double long range;
    # the knight engaging orc0 is a possible victim too: [orc0, orc1, orc2, K], d4 = 4 -> K
    t, p = volley(table, "battalion:red", [4, 15, 3, 3, 3])
    assert "shoot:2" in asked(p, "A", "combat")[0]
    rolled = [e for e in t.events("Rolled") if e.purpose == "formation victim"]
    assert [(e.sides, e.faces) for e in rolled] == [(4, [4])]
    assert [e.target for e in throws_by(t, "A")] == [t.id("K")]
    assert "range" not in throws_by(t, "A")[0].note  # no range penalty for a battalion


def test_acks_100_beyond_a_companys_reach_or_out_of_formation_no_shot(table):
    for formation in ("company:red", ""):
        p = Wants({("A", "action"): "stay", ("A", "combat"): "none", **idle("K")})
        t = table([fig("A", "p", (0, 1), "E", "fighter-1", sheet={"missile": "long bow", "ammo": 5}),
                   fig("orc0", "q", (100, 0), "W", "orc", sheet={"formation": formation}),
                   fig("K", "p", (99, 0), "E")],
                  policies={"p": p, "q": Wants(idle("orc0"))})
        play(t, A=6, K=2, orc0=1)
        assert not [o for o in asked(p, "A", "combat")[0] if o.startswith("shoot")]


def test_acks_99_a_formation_type_must_be_known(table):
    import pytest
    from affray.kernel.errors import ScenarioError
    with pytest.raises(ScenarioError, match=r"combatants\[0\].sheet.formation"):
        table([fig("A", "p", (0, 0), sheet={"formation": "legion:x"}), fig("B", "q", (5, 5))])
