"""Fights worked by hand from the chapter (replays/acks2/*.toml, each file saying how), played
by the program: every throw, hurt, morale roll and treatment as the hand worked it."""

from __future__ import annotations

from affray.components.acks2 import Status

from .test_worked_examples import run, story


def test_acks_193_195_190_the_goblin_cowers_and_is_struck_vulnerable():
    b = run("goblin_cowers.toml")
    s = [x for x in story(b) if x[0] in ("Throw", "Hurt", "Fell")]
    assert s == [("Throw", "fighter", "goblin", "melee", True), ("Hurt", "goblin", 2),
                 ("Throw", "goblin", "fighter", "melee", False),
                 ("Throw", "fighter", "goblin", "melee", True), ("Hurt", "goblin", 4),
                 ("Fell", "goblin", "unconscious")]
    morale = [e for e in b.events if type(e).__name__ == "MoraleRolled"]
    assert [(m.roll, m.modifier, m.result) for m in morale] == [(2, -3, "frightened")]
    i = next(k for k, e in enumerate(b.events) if type(e).__name__ == "ConditionSet" and e.name == "cowering")
    assert b.events[i - 1].name == "frightened" and b.events[i - 1].value == 5  # round 1 + 1d10 4
    last = [e for e in b.events if type(e).__name__ == "Throw"][-1]
    assert (last.die, last.total, last.needed, last.note) == (8, 11, 11, "str+1,vulnerable+2")
    assert b.state.ended[0] == "party"


def test_acks_137_145_marcus_rouses_the_ogre_after_the_fight():
    b = run("marcus_rouses_the_ogre.toml")
    mw = [e for e in b.events if type(e).__name__ == "MortalWounds"]
    assert [(m.d20, m.d6, m.modifier, m.result, m.table) for m in mw] == [(9, 3, 21, "awake", "slashing")]
    assert mw[0].why == "con+0,hit_die+4,hp+0,nonlethal+15,timing+2"
    st = b.state.get(2, Status)
    assert (st.hp, st.nonlethal, st.treated) == (1, 0, True)
    assert b.state.ended[0] == "party"


def test_acks_82_135_137_138_145_cato_tends_brom_after_the_fight():
    b = run("cato_tends_brom.toml")
    s = [x for x in story(b) if x[0] in ("Throw", "Hurt", "Fell")]
    assert s == [("Throw", "orc", "Brom", "melee", True), ("Hurt", "Brom", 6),
                 ("Fell", "Brom", "unconscious"),
                 ("Throw", "Cato", "orc", "melee", True), ("Hurt", "orc", 7),
                 ("Fell", "orc", "unconscious")]
    cato = [e for e in b.events if type(e).__name__ == "Throw"][-1]
    assert (cato.total, cato.needed, cato.note) == (15, 12, "flanked+2,str+1")
    mw = [e for e in b.events if type(e).__name__ == "MortalWounds"]
    assert [(m.entity, m.d20 + m.modifier, m.result) for m in mw] == [(1, 16, "awake")]
    assert mw[0].why == "con+0,healing_magic+1,helm+2,hit_die+4,hp+5,timing+2"
    assert b.state.get(2, Status).potions_used == 1 and b.state.get(1, Status).hp == 1
    asked = [e.choice for e in b.events if type(e).__name__ == "Decided" and e.kind == "after_fight"]
    assert asked == ["treat:1:potion", "none"]


def test_acks_26_39_47_193_196_the_orc_falters_and_withdraws():
    b = run("orc_falters_and_withdraws.toml")
    s = [x for x in story(b) if x[0] in ("Throw", "Hurt", "Fell")]
    assert s == [("Throw", "fighter", "orc", "melee", True), ("Hurt", "orc", 2),
                 ("Throw", "orc", "fighter", "melee", False),
                 ("Throw", "fighter", "orc", "charge", True), ("Hurt", "orc", 3),
                 ("Fell", "orc", "unconscious")]
    morale = [e for e in b.events if type(e).__name__ == "MoraleRolled"]
    assert [(m.roll, m.result) for m in morale] == [(5, "faltering")]
    kinds = [(type(e).__name__, getattr(e, "name", getattr(e, "kind", ""))) for e in b.events]
    withdrew = kinds.index(("Moved", ""))
    stopped = kinds.index(("ConditionSet", "faltering"), kinds.index(("ConditionSet", "faltering")) + 1)
    faced = kinds.index(("Decided", "free_face"))
    assert withdrew < stopped < faced  # it stops faltering at the end of its own initiative
    charge = [e for e in b.events if type(e).__name__ == "Throw"][-1]
    assert (charge.total, charge.needed, charge.note) == (12, 11, "charge+2,str+1")


def test_acks_38_135_166_the_mage_is_disrupted():
    b = run("mage_disrupted.toml")
    s = [x for x in story(b) if x[0] in ("Throw", "Hurt", "Fell", "lost")]
    assert s == [("Throw", "orc", "mage", "melee", True), ("Hurt", "mage", 3),
                 ("Throw", "fighter", "orc", "melee", True), ("Hurt", "orc", 5),
                 ("Fell", "orc", "unconscious"), ("lost", "mage", "ACKS-38")]
    assert not [e for e in b.events if type(e).__name__ == "Decided" and e.actor == 1 and e.kind == "action"]
    assert b.state.get(1, Status).spent == ["sleep"]


def test_acks_22_39_77_a_spear_set_for_the_charge():
    b = run("set_spear_for_the_charge.toml")
    s = [x for x in story(b) if x[0] in ("Throw", "Hurt", "Fell", "lost", "Decided")]
    assert s == [("Decided", "orc", "action", "charge:1"), ("Decided", "orc", "charge_end", [-1, 1]),
                 ("Decided", "fighter", "interrupt", "attack"), ("lost", "fighter", "ACKS-22"),
                 ("Throw", "fighter", "orc", "set", True), ("Hurt", "orc", 6),
                 ("Fell", "orc", "unconscious"), ("Decided", "fighter", "cleave", "stop")]
    set_ = next(e for e in b.events if type(e).__name__ == "Throw")
    assert (set_.total, set_.needed, set_.note) == (9, 9, "str+1")  # AC 2 - 2 disordered
    assert [e.purpose for e in b.events if type(e).__name__ == "Rolled"][-2:] == ["damage", "impact"]


def test_acks_39_92_148_155_an_arrow_and_a_cleave():
    b = run("arrow_and_cleave.toml")
    s = [x for x in story(b) if x[0] in ("Throw", "Hurt", "Fell")]
    assert s == [("Throw", "thief", "orc A", "missile", True), ("Hurt", "orc A", 5),
                 ("Fell", "orc A", "unconscious"),
                 ("Throw", "thief", "orc B", "missile", False),
                 ("Throw", "orc B", "thief", "charge", False)]
    throws = [(e.total, e.needed) for e in b.events if type(e).__name__ == "Throw"]
    assert throws == [(13, 11), (10, 11), (9, 12)]
    assert not [e for e in b.events if type(e).__name__ == "Decided" and e.kind == "interrupt"]
    assert b.state.get(1, Status).ammo == 18


def test_acks_25_60_80_the_fighter_defends_the_mage():
    b = run("fighter_defends_the_mage.toml")
    throws = [(b.state.names[e.attacker], e.total, e.needed, e.hit, e.note)
              for e in b.events if type(e).__name__ == "Throw"]
    assert throws == [("mage", 10, 12, False, "bounced"), ("orc", 11, 12, False, "clean")]
    assert b.state.get(1, Status).guarding == 2
    declared = [b.state.names[e.actor] for e in b.events if type(e).__name__ == "Decided" and e.kind == "declare"]
    assert declared == ["fighter", "mage", "orc"]  # all engaged
