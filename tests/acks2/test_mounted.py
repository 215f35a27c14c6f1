"""Mounted and vehicle combat (ACKS-201 to ACKS-214)."""

from __future__ import annotations

from affray.systems.acks2.rules import mounted as MT


def test_acks_201_riders_share_the_mount_s_action():
    assert MT.shares("charge")["charged"] and MT.engaged_together([False, True])
    assert MT.initiative_of("mount", 2, 5) == 5 and MT.initiative_of("passenger", 2, 5) == 2


def test_acks_202_mounting():
    assert MT.mount_options(False, True) is None and MT.mount_options(True, True) == "movement"
    assert MT.mount_options(False, False) == "attack" and MT.dismount_falls(True)


def test_acks_203_who_attacks_from_a_mount():
    assert MT.may_attack("moved", "rider", set()) and not MT.may_attack("moved", "mount", {"rider"})
    assert MT.may_attack("stationary", "passenger", {"rider"}) and not MT.may_attack("stationary", "rider", {"mount"})
    assert MT.may_attack("charged", "passenger", {"rider"})
    assert not MT.may_attack("charged", "passenger", {"rider"}, option="prose")
    assert not MT.may_attack("charged", "mount", set(), war_trained=False)


def test_acks_204_horse_archer_moves_after_the_shot():
    assert MT.moves_after_shot("stationary", True) and not MT.moves_after_shot("moved", True)


def test_acks_205_unskilled_rider_saves_after_each_attack():
    assert MT.saddle_saves_after_attacks(2, False) == 2 and MT.saddle_saves_after_attacks(2, True) == 0
    assert MT.knocked_off(False) == {"prone": True, "damage": "1d4"} and MT.knocked_off(True) == {"falling": True}


def test_acks_206_force_back_uses_the_mount_size():
    assert MT.mounted_save_adjustment("man", "large", "large", None) == 0


def test_acks_207_subjacent_from_the_saddle():
    assert MT.subjacent_from_saddle(True, "large", "man", None)
    assert not MT.subjacent_from_saddle(True, "large", "man", "large")
    assert not MT.subjacent_from_saddle(False, "large", "man", None)


def test_acks_208_staying_in_the_saddle_when_hurt():
    assert MT.save_when_hurt(False, True, False) and not MT.save_when_hurt(True, True, False)
    assert not MT.save_when_hurt(False, True, True) and MT.all_fall(5, 0)


def test_acks_209_calming_a_mount():
    assert MT.may_calm(True, True) and not MT.may_calm(False, True)


def test_acks_210_vehicle_engaged_together():
    assert MT.engaged_together([False, False, True]) and MT.initiative_of("transporter", 1, 4) == 4


def test_acks_211_boarding_a_moving_wagon():
    assert MT.mount_options(False, True) is None and MT.mount_options(True, True) == "movement"


def test_acks_212_chariot_charge():
    assert not MT.vehicle_may_attack("driver", True)
    assert not MT.vehicle_may_attack("passenger", True, melee=False)
    assert MT.vehicle_may_attack("passenger", True, melee=True)
    assert MT.vehicle_may_attack("transporter", True, pulls=True)
    assert not MT.vehicle_may_attack("transporter", True)  # palanquin bearers
    assert MT.vehicle_may_attack("transporter", False, carries_on_back=True)


def test_acks_213_vehicle_size_for_force_back():
    assert MT.mounted_save_adjustment("man", "huge", "large", None) == 2


def test_acks_214_wrecks_and_transporter_panic():
    assert MT.vehicle_wrecked(0) and not MT.transporters_frightened(1, 4) and MT.transporters_frightened(2, 4)


# -- in battle ---------------------------------------------------------------------------

from affray.components.acks2 import Status  # noqa: E402
from affray.kernel.components import Position  # noqa: E402
from affray.kernel.events import RoundStarted  # noqa: E402
from affray.systems.acks2 import events as E  # noqa: E402
from affray.systems.acks2.phases.combat import combat_options  # noqa: E402
from affray.systems.acks2.phases.initiative import roll_initiative  # noqa: E402
from affray.systems.acks2.phases.segment import segment  # noqa: E402
from affray.systems.acks2.rules.attack import melee_modifiers  # noqa: E402
from affray.systems.acks2.rules.engagement import engaged  # noqa: E402

from .conftest import Wants, fig  # noqa: E402


def knight(table, dice=None, policies=None, rider=None, horse=None, foes=None):
    combatants = [fig("horse", "p", (0, 0), "N", "warhorse", **(horse or {})),
                  dict(fig("sir", "p", (0, 0), "N", "knight", **(rider or {})), rides="horse")]
    combatants += foes or [fig("orc", "q", (0, 8), "S", "orc", sheet={"hp": 30})]
    t = table(combatants, dice=dice, policies=policies)
    t.ctx.emit(RoundStarted(1))
    return t


def test_acks_201_in_battle_mount_carries_the_rider_and_shares_its_number(table):
    t = knight(table, dice=[4, 2], policies={"p": Wants({("horse", "action"): "march:0,4",
                                                         ("horse", "combat"): "none"}), "q": Wants({})})
    roll_initiative(t.ctx)
    assert t.state.get(t.id("horse"), Status).initiative == t.state.get(t.id("sir"), Status).initiative == 4
    t.run(segment(t.ctx, t.id("horse"), 4))
    p = t.state.get(t.id("sir"), Position)
    assert (p.x, p.y) == (0, 4)
    assert engaged(t.state, t.id("sir")) == engaged(t.state, t.id("horse"))


def test_acks_203_in_battle_mount_charged_rider_attacks_with_lance_impact(table):
    t = knight(table, dice=[10, 3, 2],
               policies={"p": Wants({("horse", "action"): "charge:3"}), "q": Wants({})},
               horse={"sheet": {"war_trained": False}})
    t.ctx.emit(E.Initiative(t.id("horse"), 4, 0))
    t.ctx.emit(E.Initiative(t.id("sir"), 4, 4))
    t.run(segment(t.ctx, t.id("horse"), 4))
    th = t.events("Throw")
    assert [(t.state.names[e.attacker], e.kind) for e in th] == [("sir", "charge")]
    assert t.events("Hurt")[0].amount == 3 + 2 + 1  # lance 1d6 + impact 1d6 + STR
    assert t.state.get(t.id("sir"), Status).segment == "acted"


def test_acks_203_in_battle_stationary_mount_that_attacked_leaves_the_rider_idle(table):
    t = knight(table, foes=[fig("orc", "q", (0, 2), "S", "orc", sheet={"hp": 30})])
    t.ctx.emit(E.Set(t.id("horse"), "attacked", 1, "ACKS-203"))
    assert not [o for o in combat_options(t.state, t.id("sir"), True) if o.startswith("attack")]
    t.ctx.emit(E.Set(t.id("horse"), "attacked", 0, "ACKS-203"))
    assert [o for o in combat_options(t.state, t.id("sir"), True) if o.startswith("attack")]


def test_acks_205_in_battle_unskilled_rider_saves_after_attacking(table):
    from affray.systems.acks2.phases.combat import routine
    t = knight(table, dice=[15, 3, 2, 3], rider={"sheet": {"profs": []}},
               foes=[fig("orc", "q", (0, 2), "S", "orc", sheet={"hp": 30})],
               policies={"p": Wants({}), "q": Wants({})})
    t.run(routine(t.ctx, t.id("sir"), t.id("orc")))
    assert t.events("Saved")[-1].why.startswith("ACKS-205") and not t.events("Saved")[-1].ok
    sir = t.id("sir")
    assert t.state.get(sir, Status).riding == 0 and t.state.condition(sir, "prone")
    assert t.events("Hurt")[-1].entity == sir and t.events("Hurt")[-1].amount == 3


def test_acks_207_in_battle_subjacent_from_the_saddle(table):
    t = knight(table, foes=[fig("orc", "q", (0, 2), "S", "orc")])
    assert melee_modifiers(t.state, t.id("sir"), t.id("orc"))["subjacent"] == 1


def test_acks_208_in_battle_mount_down_throws_the_rider(table):
    from affray.systems.acks2.rules.attack import hurt
    t = knight(table, dice=[2])
    hurt(t.ctx, t.id("horse"), 20, ["slashing"])
    assert t.state.get(t.id("sir"), Status).riding == 0 and t.state.condition(t.id("sir"), "prone")
