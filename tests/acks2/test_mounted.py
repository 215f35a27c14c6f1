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
