"""Actions the chapter lists that were missing, and choices at the end of a charge, a tie, a
sunder, an overrun or a missile cleave (docs/rulesets/acks2.md "Choices"): a potion drunk or
poured in lieu of attacking (ACKS-57), attacking or holding back after a charge (ACKS-39,
ACKS-203), some of a side's tied combatants sent the other way (ACKS-35), the shield sundered
(ACKS-180), Take Cover as a movement (ACKS-55), brawling (ACKS-171), the overrun's bonus
attack (ACKS-179), a missile cleave spent on dropping prone (ACKS-156). Random-legal battles
reach each of them."""

from __future__ import annotations

from affray.components.acks2 import Status
from affray.kernel.events import RoundStarted
from affray.systems.acks2 import events as E

from .conftest import Wants, fig
from .segment_helpers import held_random, one_segment


def test_acks_57_drink_a_potion_in_lieu_of_attacking(table):
    from affray.components.acks2 import Status
    for act, hp in (("potion", 2 + 4), ("none", 2)):  # cure light injury 1d6+1: 3 + 1
        p = Wants({("f", "action"): "stay", ("f", "combat"): act})
        t = table([fig("f", "p", (0, 0), "N", sheet={"hp": 8, "cure_potions": 1}, hp=2),
                   fig("o", "q", (9, 9), "S", "orc")], policies={"p": p, "q": "tactical"}, dice=[3])
        one_segment(t, "f")
        assert t.state.get(t.id("f"), Status).hp == hp
        assert t.state.get(t.id("f"), Status).potions_used == (act == "potion")
    opts = [o for _, kind, o in p.asked if kind == "combat"][0]
    assert "potion" in opts


def test_acks_57_pour_a_potion_down_a_helpless_allys_throat(table):
    from affray.components.acks2 import Status
    p = Wants({("f", "action"): "stay", ("f", "combat"): "potion:2"})
    t = table([fig("f", "p", (0, 0), "N", sheet={"cure_potions": 1}),
               fig("g", "p", (1, 0), "N", hp=0, conditions={"unconscious": 1}),
               fig("o", "q", (9, 9), "S", "orc")], policies={"p": p, "q": "tactical"}, dice=[3])
    one_segment(t, "f")
    g = t.state.get(t.id("g"), Status)
    assert g.hp == 4 and not t.state.condition(t.id("g"), "unconscious")  # ACKS-139: it wakes
    assert "potion:2" in [o for _, kind, o in p.asked if kind == "combat"][0]


def test_acks_57_the_tactical_fighter_drinks_when_badly_hurt(table):
    for hp, drinks in ((2, True), (7, False)):
        t = table([fig("f", "p", (0, 0), "N", sheet={"hp": 8, "cure_potions": 1}, hp=hp),
                   fig("o", "q", (9, 9), "S", "orc")],
                  policies={"p": Wants({("f", "action"): "stay"}), "q": "tactical"}, dice=[3])
        one_segment(t, "f")
        assert ([e.choice for e in t.events("Decided") if e.kind == "combat"] == ["potion"]) == drinks


def test_random_legal_reaches_the_potion():
    def hurt():
        return [fig("A", "p", (0, 0), "N", "fighter-5", sheet={"hp": 60, "cure_potions": 3}, hp=20),
                fig("B", "q", (0, 1), "S", "fighter-5", sheet={"hp": 60})]
    assert held_random(hurt, False, "combat", lambda c: c == "potion")


def test_acks_39_after_a_charge_the_charger_attacks_or_holds_back(table):
    for answer in ("attack", "hold"):
        t, p = _charge_with(table, answer)
        throws = [e.kind for e in t.events("Throw") if e.attacker == t.id("C")]
        assert throws == (["charge"] if answer == "attack" else [])
        assert t.state.get(t.id("C"), Status).charged


def _charge_with(table, answer):
    p = Wants({("C", "action"): "charge:2", ("C", "charge_attack"): answer})
    t = table([fig("C", "p", (0, 0), "N", "fighter-1", sheet={"str_mod": 0}),
               fig("o", "q", (0, 6), "S", "orc", sheet={"hp": 40})],
              policies={"p": p, "q": "tactical"}, dice=[10, 1, 1, 1, 1])
    one_segment(t, "C")
    return t, p


def test_acks_203_a_rider_at_the_end_of_a_charge_attacks_or_holds_back(table):
    for answer in ("attack", "hold"):
        p = Wants({("horse", "action"): "charge:3", ("R", "charge_attack"): answer,
                   ("horse", "charge_attack"): "hold"})
        t = table([fig("horse", "p", (0, 0), "N", "warhorse"),
                   dict(fig("R", "p", (0, 0), "N", "knight", sheet={"str_mod": 0}), rides="horse"),
                   fig("o", "q", (0, 8), "S", "orc", sheet={"hp": 60})],
                  policies={"p": p, "q": "tactical"}, dice=[10] + [1] * 12)
        one_segment(t, "horse")
        rider = [e.kind for e in t.events("Throw") if e.attacker == t.id("R")]
        assert rider == (["charge"] if answer == "attack" else [])
        assert ("R", "charge_attack") in [(w, k) for w, k, _ in p.asked]


def test_random_legal_reaches_charge_attack_hold():
    from affray.kernel.testing import fight
    from .test_smoke import mixed
    for seed in range(6):
        b = fight("acks2", mixed(), seed=seed, policies={"party": "random", "orcs": "random"}, max_rounds=5)
        b.run()
        if [e for e in b.events if type(e).__name__ == "Decided" and e.kind == "charge_attack" and e.choice == "hold"]:
            return
    raise AssertionError("no random-legal charger held back")


def test_acks_35_the_deciding_side_sends_some_of_its_tied_combatants_the_other_way(table):
    from affray.systems.acks2.phases.count import initiative_count
    from affray.systems.acks2.phases.initiative import side_sizes
    for split, order in (([], ["a", "b", "x", "y", "z"]), ([1], ["b", "x", "y", "z", "a"])):
        p = Wants({("side0", "tie_order"): "first", ("side0", "tie_split"): [split]})
        t = table([fig("a", "p", (0, 0)), fig("b", "p", (2, 0))] +
                  [fig(n, "q", (i * 2, 40), "S", "orc") for i, n in enumerate("xyz")],
                  policies={"p": p, "q": "tactical"})
        t.ctx.emit(RoundStarted(1))
        for e in t.state.names:
            t.ctx.emit(E.Initiative(e, 4, 4))
        t.run(initiative_count(t.ctx, side_sizes(t.state)))
        acted = [t.state.names[e.actor] for e in t.events("Decided") if e.kind == "action"]
        assert acted[:5] == order


def test_random_legal_reaches_flee_square():
    def scared():
        return [fig("f", "p", (0, 0), "N"), fig("o", "q", (0, 3), "N", "orc", conditions={"frightened": 9})]
    assert held_random(scared, True, "flee_square")


def test_acks_180_sunder_the_weapon_or_the_shield(table):
    from affray.kernel.testing import drive
    from affray.systems.acks2.rules import maneuvers as MV
    from affray.systems.acks2.rules.attack import effective_ac
    for item in ("sunder", "sunder_shield"):
        t = table([fig("a", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
                   fig("d", "q", (0, 1), "S", "fighter-1", sheet={"shield": True, "ac": 5, "hp": 40})],
                  dice=[20, 3, 1], policies={"p": "tactical", "q": "tactical"})
        before = effective_ac(t.state, t.id("d"))
        assert MV.maneuver("sunder_shield").legal(t.state, t.id("a"), t.id("d"))
        drive(MV.maneuver(item).resolve(t.ctx, t.id("a"), t.id("d")))
        throw = t.events("Throw")[0]
        assert throw.total == 20 - 6  # -6 to sunder a sword or a shield
        saved = t.events("Saved")[-1]
        if item == "sunder":
            assert t.state.condition(t.id("d"), "disarmed") and effective_ac(t.state, t.id("d")) == before
        else:
            assert saved.total == 1 + 4 and not saved.ok  # shields +4 on the save
            assert t.state.condition(t.id("d"), "shield_broken")
            assert effective_ac(t.state, t.id("d")) == before - 1
            assert not MV.maneuver("sunder_shield").legal(t.state, t.id("a"), t.id("d"))


def test_acks_55_take_cover_as_the_movement_action_then_act(table):
    for act, prone in (("cover", True), ("stay", False)):
        p = Wants({("A", "action"): act, ("A", "combat"): "shoot:2"})
        t = table([fig("A", "p", (0, 0), "N", "thief-3", sheet={"missile": "composite bow", "ammo": 5}),
                   fig("o", "q", (0, 8), "S", "orc", sheet={"hp": 40})],
                  policies={"p": p, "q": "tactical"}, dice=[10, 1])
        one_segment(t, "A")
        assert bool(t.state.condition(t.id("A"), "prone")) == prone
        assert [e.kind for e in t.events("Throw")] == ["missile"]  # the combat action still follows
    engaged = table([fig("A", "p", (0, 0)), fig("o", "q", (0, 1), "S", "orc")])
    from affray.systems.acks2.phases.segment import action_options
    engaged.ctx.emit(RoundStarted(1))
    assert "cover" not in action_options(engaged.state, engaged.id("A"), 5)  # not when engaged


def test_acks_171_brawling_punch_or_kick(table):
    # 1d3 with a punch, 1d4 with a kick at -2; nonlethal; STR applies
    for act, throw, hurt in (("punch:2", 12 + 1, 3 + 1), ("kick:2", 12 + 1 - 2, 4 + 1)):
        p = Wants({("A", "action"): "stay", ("A", "combat"): act})
        t = table([fig("A", "p", (0, 0), "N", "fighter-1", sheet={"str_mod": 1, "armor": "medium"}),
                   fig("o", "q", (0, 1), "S", "orc", sheet={"hp": 40, "armor": "light", "ac": 0})],
                  policies={"p": p, "q": "tactical"}, dice=[12, 3 if act.startswith("punch") else 4])
        one_segment(t, "A")
        th = t.events("Throw")[0]
        assert (th.kind, th.total) == (act.split(":")[0], throw)
        h = t.events("Hurt")[0]
        assert (t.state.names[h.entity], h.amount, h.nonlethal) == ("o", hurt, True)


def test_acks_171_a_lightly_armored_brawler_hurts_himself_on_heavy_armor(table):
    p = Wants({("A", "action"): "stay", ("A", "combat"): "punch:2"})
    t = table([fig("A", "p", (0, 0), "N", "fighter-1", sheet={"str_mod": 0, "armor": "light"}),
               fig("o", "q", (0, 1), "S", "orc", sheet={"hp": 40, "armor": "heavy", "ac": 0})],
              policies={"p": p, "q": "tactical"}, dice=[19, 2])
    one_segment(t, "A")
    assert t.state.names[t.events("Hurt")[0].entity] == "A"


def test_random_legal_reaches_brawling():
    def duel():
        return [fig("A", "p", (0, 0), "N", "fighter-5", sheet={"hp": 60}),
                fig("B", "q", (0, 1), "S", "fighter-5", sheet={"hp": 60})]
    assert held_random(duel, False, "combat", lambda c: c.startswith(("punch:", "kick:")))


def test_acks_179_the_overrun_gains_a_bonus_attack(table):
    for bonus, throws in (("none", ["overrun"]), ("attack:3", ["overrun", "melee"])):
        p = Wants({("k", "action"): "stay", ("k", "combat"): "overrun:2", ("k", "overrun_end"): [[0, 2]],
                   ("k", "overrun_bonus"): bonus})
        t = table([fig("k", "p", (0, 0), "N", "fighter-3", sheet={"str_mod": 0}),
                   fig("g", "q", (0, 1), "S", "orc"), fig("h", "q", (0, 3), "S", "orc", sheet={"hp": 40})],
                  policies={"p": p, "q": "tactical"}, dice=[19, 2, 10, 1])
        one_segment(t, "k")
        assert [e.kind for e in t.events("Throw") if e.attacker == t.id("k")] == throws
        asked = [o for _, kind, o in p.asked if kind == "overrun_bonus"][0]
        assert asked == ["none", "attack:3", "overrun:3"]


def test_random_legal_reaches_overrun_bonus():
    def line():
        return [fig("A", "p", (0, 0), "N", "fighter-5", sheet={"hp": 60}),
                fig("B", "q", (0, 1), "S", "fighter-1", sheet={"hp": 60}),
                fig("C", "q", (0, 3), "S", "fighter-1", sheet={"hp": 60})]
    assert held_random(line, False, "overrun_bonus")


def test_acks_156_a_missile_cleave_with_no_target_left_drops_prone_or_readies(table):
    for answer in ("prone", "ready"):
        p = Wants({("A", "action"): "stay", ("A", "combat"): "shoot:2", ("A", "cleave"): answer})
        t = table([fig("A", "p", (0, 0), "N", "thief-3", sheet={"missile": "composite bow", "ammo": 5}),
                   fig("o", "q", (0, 6), "S", "orc", hp=1), fig("far", "q", (30, 30), "S", "orc")],
                  policies={"p": p, "q": "tactical"}, dice=[19, 6])
        one_segment(t, "A")
        opts = [o for _, kind, o in p.asked if kind == "cleave"][0]
        assert "prone" in opts and "ready" in opts
        assert bool(t.state.condition(t.id("A"), "prone")) == (answer == "prone")
        assert t.state.get(t.id("A"), Status).readied == (answer == "ready")
