"""Oil flasks thrown in battle (ACKS-103 to ACKS-106): the engine's use of the oil rules."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import RoundStarted
from affray.systems.acks2.phases.flasks import burning_now, oil_targets, throw_oil

from .conftest import fig


def setup(table, dice):
    t = table([fig("thrower", "p", (0, 0), "N", "fighter-1", sheet={"oil": 2, "dex_mod": 0}),
               fig("orc", "q", (0, 4), "S", "orc", sheet={"hp": 30}),
               fig("orc2", "q", (1, 4), "S", "orc", sheet={"hp": 30})], dice=dice)
    t.ctx.emit(RoundStarted(1))
    return t


def test_acks_103_direct_hit_burns_again_next_round_at_the_same_count(table):
    # 20': medium range (-2); orc AC 2: direct hit needs 12 total. d20 15 -> 13.
    t = setup(table, [15, 5, 20, 6])
    assert oil_targets(t.state, t.id("thrower")) == [t.id("orc"), t.id("orc2")]
    throw_oil(t.ctx, t.id("thrower"), t.id("orc"), 4)
    assert t.events("Throw")[-1].note.startswith("direct")
    assert t.events("Hurt")[-1].amount == 5
    assert t.events("Saved")[-1].entity == t.id("orc2") and t.events("Saved")[-1].ok
    t.ctx.emit(RoundStarted(2))
    burning_now(t.ctx, 5)
    assert len(t.events("Hurt")) == 1
    burning_now(t.ctx, 4)
    assert t.events("Hurt")[-1].amount == 6 and not t.state.condition(t.id("orc"), "burning")
    assert t.state.get(t.id("thrower"), Status).oil == 1


def test_acks_104_splash_saves(table):
    # d20 11 -> 9 total: misses AC 2 (12) but reaches the bare value 10? no: 9 < 10 -> miss.
    # d20 12 -> 10: splash. Both orcs save vs Blast (fighter 1 table for 1 HD: 15+).
    t = setup(table, [12, 3, 2, 19])
    throw_oil(t.ctx, t.id("thrower"), t.id("orc"), 4)
    assert t.events("Throw")[-1].note.startswith("splash")
    assert [e.entity for e in t.events("Saved")] == [t.id("orc"), t.id("orc2")]
    assert [(e.entity, e.amount) for e in t.events("Hurt")] == [(t.id("orc"), 2)]


def test_acks_105_fumble_sets_the_thrower_alight(table):
    t = setup(table, [1, 4])
    throw_oil(t.ctx, t.id("thrower"), t.id("orc"), 4)
    assert [(e.entity, e.amount) for e in t.events("Hurt")] == [(t.id("thrower"), 4)]
    assert t.state.condition(t.id("thrower"), "burning") == [2, 4]
    assert not t.events("Saved")  # no splash


def test_acks_106_miss_scatters(table):
    # d20 5 -> 3: miss. d12 = 6 (back toward the thrower), 2d10 = 3 + 2 = 5' -> lands at (0,3)
    t = setup(table, [5, 6, 3, 2, 20, 20])
    throw_oil(t.ctx, t.id("thrower"), t.id("orc"), 4)
    assert t.events("Note")[-1].text == "oil lands at 0,3"
    assert sorted(e.entity for e in t.events("Saved")) == [t.id("orc"), t.id("orc2")]
