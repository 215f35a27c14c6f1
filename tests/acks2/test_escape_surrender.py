"""Escaping holds and offering terms, played through a round (ACKS-61, ACKS-188, ACKS-200)."""

from __future__ import annotations

from affray.kernel.events import RoundStarted
from affray.systems.acks2.round import play_round

from .conftest import Wants, fig


def play(t, n=1):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def idle(name):
    return {(name, "action"): ["stay"] * 3, (name, "combat"): ["none"] * 3}


def held(table, dice, choice, profs=(), hold="wrestled"):
    # a fighter-1 (Paralysis 13+, STR +1) wrestled by a stone giant (huge: -4 to slip free)
    p = Wants({("f", "action"): "stay", ("f", "combat"): choice})
    t = table([fig("f", "p", (0, 0), "N", "fighter-1", sheet={"profs": list(profs)}, conditions={hold: 2}),
               fig("giant", "q", (0, 1), "S", "stone-giant")],
              dice=dice, policies={"p": p, "q": Wants(idle("giant"))})
    t.asked = p.asked
    return t


def test_acks_61_escape_is_the_held_ones_combat_action(table):
    t = held(table, [5, 1, 20], "escape:slip:wrestled")
    play(t)
    combat = [o for n, k, o in t.asked if k == "combat"][0]
    assert [o for o in combat if o.startswith("escape:")] == ["escape:slip:wrestled", "escape:break:wrestled"]
    assert not [o for o in combat if o.startswith("attack:")]  # wrestled: no attack
    assert not t.state.condition(t.id("f"), "wrestled")


def test_acks_188_slip_free_is_a_size_adjusted_paralysis_save(table):
    t = held(table, [5, 1, 15], "escape:slip:wrestled")  # 15 - 4 = 11 < 13
    play(t)
    s = t.events("Saved")[0]
    assert (s.category, s.total, s.needed, s.ok) == ("paralysis", 11, 13, False)
    assert t.state.condition(t.id("f"), "wrestled") == 2
    t = held(table, [5, 1, 13], "escape:slip:wrestled", profs=["contortionism"])  # -4 +4
    play(t)
    assert t.events("Saved")[0].total == 13 and not t.state.condition(t.id("f"), "wrestled")


def test_acks_188_break_free_is_a_dungeonbashing_throw_without_size(table):
    t = held(table, [5, 1, 17], "escape:break:grabbed", hold="grabbed")  # 17 + STR 1 = 18
    play(t)
    p = t.events("ProficiencyThrow")[0]
    assert (p.skill, p.total, p.needed, p.ok) == ("dungeonbashing", 18, 18, True)
    assert not t.state.condition(t.id("f"), "grabbed") and not t.events("Saved")


def test_acks_200_a_cowering_enemy_accepts_terms_and_is_defeated(table):
    t = table([fig("f", "p", (0, 0), "N", "fighter-1"),
               fig("g", "q", (0, 3), "S", "goblin", conditions={"cowering": 1, "frightened": 9}),
               fig("o", "q", (5, 9), "S", "orc")],
              dice=[5, 1, 1],
              policies={"p": Wants({("f", "action"): "stay", ("f", "combat"): "terms:2"}),
                        "q": Wants({**idle("g"), **idle("o")})})
    play(t)
    assert t.state.condition(t.id("g"), "surrendered")
    assert not [e for e in t.events("Decided") if e.kind == "surrender"]  # no choice: accepts
    opts = [e for e in t.events("Decided") if e.kind == "combat"]
    assert opts[0].choice == "terms:2"
    from affray.systems.acks2.outcome import fighting
    assert not fighting(t.state, t.id("g"))


def test_acks_200_a_frightened_enemy_answers_and_a_steady_one_is_not_offered(table):
    p = Wants({("f", "action"): "stay", ("f", "combat"): "terms:2"})
    t = table([fig("f", "p", (0, 0), "N", "fighter-1"),
               fig("g", "q", (0, 3), "S", "goblin", conditions={"frightened": 9}),
               fig("o", "q", (1, 3), "S", "orc")],
              dice=[5, 1, 1],
              policies={"p": p, "q": Wants({("g", "surrender"): "refuse", **idle("o")})})
    play(t)
    asked = [e for e in t.events("Decided") if e.kind == "surrender"]
    assert [(e.actor, e.choice) for e in asked] == [(t.id("g"), "refuse")]
    assert not t.state.condition(t.id("g"), "surrendered")
    combat = [o for n, k, o in p.asked if k == "combat"][0]
    assert "terms:2" in combat and "terms:3" not in combat


def test_acks_188_tactical_policy_takes_the_likelier_way_out(table):
    # a man-sized fighter-1 held by a huge giant slips free on 13+ at -4 (a 17 on the die)
    # or breaks free on 18+ with its STR: STR +2 needs 16 (break), STR 0 needs 18 (slip)
    for str_mod, way in ((2, "break"), (0, "slip")):
        t = table([fig("f", "p", (0, 0), "N", "fighter-1", conditions={"wrestled": 2}, sheet={"str_mod": str_mod}),
                   fig("giant", "q", (0, 1), "S", "stone-giant")],
                  dice=[5, 1, 20], policies={"p": "tactical", "q": Wants(idle("giant"))})
        play(t)
        assert [e.choice for e in t.events("Decided") if e.kind == "combat"][0] == f"escape:{way}:wrestled"
