"""Holy water and torches thrown in battle, played through rounds (ACKS-110, ACKS-111)."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import RoundStarted
from affray.systems.acks2.round import play_round

from .conftest import Wants, fig


def play(t, n):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def idle(*names):
    out = {}
    for n in names:
        out[(n, "action")] = ["stay"] * 4
        out[(n, "combat")] = ["none"] * 4
    return out


def test_acks_110_holy_water_burns_a_skeleton_now_and_next_round_and_spares_the_living(table):
    # crusader-1 (10+) at 20' (-2) throws at a skeleton (AC 2): d20 15 -> 13, a direct hit;
    # 1d8 = 6 luminous (extraordinary), and 7 more at count 5 of round 2. The orc next to
    # the skeleton is neither chaotic nor enchanted: no splash save, no harm.
    wants = {("c", "action"): ["stay", "stay"], ("c", "combat"): ["holy:2", "none"]}
    t = table([fig("c", "p", (0, 0), "N", "crusader-1", sheet={"holy_water": 1}),
               fig("skel", "q", (0, 4), "S", "skeleton", sheet={"hp": 60}),
               fig("o", "q", (1, 4), "S", "orc")],
              dice=[5, 2, 1, 15, 6, 5, 2, 1, 7],
              policies={"p": Wants(wants), "q": Wants(idle("skel", "o"))})
    play(t, 1)
    hurt = t.events("Hurt")
    assert [(h.entity, h.amount, h.types, h.extraordinary) for h in hurt] == [(2, 6, ["luminous"], True)]
    assert not t.events("Saved")
    assert t.state.get(t.id("c"), Status).holy_thrown == 1
    play(t, 2)
    assert [(h.entity, h.amount, h.types) for h in t.events("Hurt")][1:] == [(2, 7, ["luminous"])]
    assert "holy:2" not in t.events("Decided")[-1].choice


def test_acks_110_holy_water_direct_hit_on_a_bandit_does_nothing(table):
    t = table([fig("c", "p", (0, 0), "N", "crusader-1", sheet={"holy_water": 1}),
               fig("bandit", "q", (0, 4), "S", "fighter-1", sheet={"hp": 30})],
              dice=[5, 1, 18],
              policies={"p": Wants({("c", "action"): "stay", ("c", "combat"): "holy:2"}),
                        "q": Wants(idle("bandit"))})
    play(t, 1)
    assert t.events("Throw")[0].hit and not t.events("Hurt")
    assert not t.state.condition(t.id("bandit"), "burning")


def test_acks_111_torch_direct_1d4_splash_exactly_1_no_bystander_saves(table):
    # fighter-1 (10+) at 20' (-2) vs orc AC 2: d20 15 -> 13 direct: 1d4 = 3 fire. Next round
    # d20 12 -> 10: a splash: exactly 1 fire to the orc, no save for its neighbour.
    wants = {("f", "action"): ["stay", "stay"], ("f", "combat"): ["torch:2", "torch:2"]}
    t = table([fig("f", "p", (0, 0), "N", "fighter-1", sheet={"torches": 2, "dex_mod": 0}),
               fig("o", "q", (0, 4), "S", "orc", sheet={"hp": 30}),
               fig("o2", "q", (1, 4), "S", "orc", sheet={"hp": 30})],
              dice=[5, 2, 1, 15, 3, 5, 2, 1, 12],
              policies={"p": Wants(wants), "q": Wants(idle("o", "o2"))})
    play(t, 1)
    play(t, 2)
    assert [(h.entity, h.amount, h.types) for h in t.events("Hurt")] == [(2, 3, ["fire"]), (2, 1, ["fire"])]
    assert not t.events("Saved") and not t.state.condition(t.id("o"), "burning")
    assert t.state.get(t.id("f"), Status).torches_thrown == 2


def test_acks_111_torch_fumble_scatters_and_goes_out(table):
    t = table([fig("f", "p", (0, 0), "N", "fighter-1", sheet={"torches": 1, "dex_mod": 0}),
               fig("o", "q", (0, 4), "S", "orc", sheet={"hp": 30})],
              dice=[5, 1, 1, 6, 3, 2],
              policies={"p": Wants({("f", "action"): "stay", ("f", "combat"): "torch:2"}),
                        "q": Wants(idle("o"))})
    play(t, 1)
    assert not t.events("Hurt")  # a fumbled torch does not set its thrower alight
    assert [n.text for n in t.events("Note")][-2:] == ["torch lands at 0,3", "the torch goes out"]
