"""Force back and overrun with mounts and vehicles, played through a round (ACKS-206,
ACKS-213): the mount's or vehicle's size is used for the save and the effects, and the
mount or vehicle moves with everyone aboard."""

from __future__ import annotations

from affray.kernel.components import Position
from affray.kernel.events import RoundStarted
from affray.systems.acks2.round import play_round

from .conftest import Wants, fig


def play(t, n=1):
    t.ctx.emit(RoundStarted(n))
    t.run(play_round(t.ctx))


def at(t, name):
    p = t.state.get(t.id(name), Position)
    return p.x, p.y


def knight(table, dice, q_wants, p_wants=None, ogre=("ogre", (0, -2), "N"), face="N"):
    p = Wants(p_wants or {("r", "action"): "stay", ("r", "combat"): "none",
                          ("horse", "action"): "stay", ("horse", "combat"): "none"})
    return table([fig("horse", "p", (0, 0), face, "horse"),
                  fig("r", "p", (0, 0), face, "fighter-1", rides="horse",
                      sheet={"hp": 40, "profs": ["riding", "mounted_combat"]}),
                  fig("foe", "q", ogre[1], ogre[2], ogre[0], sheet={"hp": 60})],
                 dice=dice, policies={"p": p, "q": Wants(q_wants)})


def test_acks_206_a_knight_forced_back_saves_with_his_horses_size_and_goes_back_on_it(table):
    # ogre (6) forces back the knight: d20 20 hits, 1d10 9 -> 5' back; the knight saves at
    # the horse's size against the ogre's, large vs large: 0 (on foot it would be -2). A 5
    # fails: the horse carries him 5' back, the two still sharing a square.
    t = knight(table, [1, 6, 20, 9, 5], {("foe", "action"): "stay", ("foe", "combat"): "forceback:2"})
    play(t)
    s = t.events("Saved")[0]
    assert (s.entity, s.why, s.total, s.ok) == (t.id("r"), "ACKS-176 force back", 5, False)
    assert at(t, "horse") == at(t, "r") == (0, 1)


def test_acks_206_a_mounted_knight_forces_back_with_his_horses_size(table):
    # the knight (6) forces back an orc: the orc saves at -2 against the horse (man vs large),
    # not 0 as against a man on foot: 14 - 2 = 12 < 13 fails.
    t = knight(table, [6, 1, 20, 6, 14] + [4] * 4, {("foe", "action"): "stay", ("foe", "combat"): "none"},
               {("r", "action"): "stay", ("r", "combat"): "forceback:3", ("horse", "action"): "stay",
                ("horse", "combat"): "none"}, ogre=("orc", (0, -1), "N"), face="S")
    play(t)
    s = [e for e in t.events("Saved") if e.why == "ACKS-176 force back"][0]
    assert (s.entity, s.total, s.ok) == (t.id("foe"), 12, False)


def test_acks_206_a_mounted_overrun_carries_horse_and_rider_past_the_foe(table):
    # the knight overruns the orc in front of the horse: d20 20 hits, the orc fails its save
    # (5): the horse with its rider ends beyond the orc, never the rider alone.
    t = knight(table, [6, 1, 20, 5] + [4] * 4, {("foe", "action"): "stay", ("foe", "combat"): "none"},
               {("r", "action"): "stay", ("r", "combat"): "overrun:3", ("horse", "action"): "stay",
                ("horse", "combat"): "none"}, ogre=("orc", (0, -1), "N"), face="S")
    play(t)
    assert [e.why for e in t.events("Saved")][0] == "ACKS-179 overrun"
    assert at(t, "horse") == at(t, "r") and at(t, "horse")[1] < -1


def wagon(table, dice, size):
    cs = [fig(h, "p", (0, 0), "N", "horse", sheet={"hp": 40}) for h in ("h1", "h2")]
    cs += [fig("d", "p", (0, 0), "N", "fighter-1", sheet={"profs": ["driving"]}),
           fig("foe", "q", (0, -2), "N", "ogre", sheet={"hp": 60})]
    m = {"vehicles": [{"name": "wagon", "transporters": ["h1", "h2"], "driver": "d", "passengers": [],
                       "shp": 10, "size": size}]}
    p = Wants({(n, k): [v] * 2 for n in ("h1", "h2", "d") for k, v in (("action", "stay"), ("combat", "none"))})
    return table(cs, dice=dice, map=m, policies={"p": p, "q": Wants({("foe", "action"): "stay",
                                                                        ("foe", "combat"): "forceback:1"})})


def test_acks_213_a_wagon_forced_back_saves_at_its_own_size_and_moves_with_all_aboard(table):
    # the ogre (6) forces back the wagon's lead horse: 1d10 9 -> 5'. The save uses the
    # wagon's size: huge vs large, +2 (a lone horse: 0): 9 + 2 = 11 fails (Paralysis 14+ for
    # 2 HD); the whole team and the driver go back 5' together.
    t = wagon(table, [1, 6, 20, 9, 9] + [4] * 6, "huge")
    play(t)
    s = [e for e in t.events("Saved") if e.why == "ACKS-176 force back"][0]
    assert (s.entity, s.total) == (t.id("h1"), 11)
    assert at(t, "h1") == at(t, "h2") == at(t, "d") == (0, 1)
