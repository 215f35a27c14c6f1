"""Dropped weapons (TFT-133..135)."""

from affray.systems.tft.rules import dropped_weapons as D


def test_tft_133_engaged_figures_must_drop_the_ready_weapon():
    assert D.must_drop(engaged=True) is True


def test_tft_133_disengaged_figures_may_resling():
    assert D.must_drop(engaged=False) is False


def test_tft_133_a_17_drops_a_broadsword_in_the_attackers_hex():
    assert D.fumble_hex("melee", (0, 0), (1, 0)) == (0, 0)


def test_tft_133_a_17_drops_a_thrown_weapon_in_the_targets_hex():
    assert D.fumble_hex("thrown", (0, 0), (3, 0)) == (3, 0)


def test_tft_134_a_dead_figure_leaves_its_broadsword_and_shield():
    assert D.spill(["broadsword", "dagger"], "small shield") == ["broadsword", "dagger", "small shield"]


def test_tft_134_natural_weapons_are_not_left():
    assert D.spill(["bear's claws"], "", {"bear's claws"}) == []


def test_tft_135_picking_up_removes_the_counter():
    ground = {(0, 0): [("broadsword", 2), ("dagger", 2)]}
    assert D.take(ground, (0, 0), "dagger", 2) == {(0, 0): [("broadsword", 2)]}


def test_tft_135_the_last_counter_empties_the_hex():
    assert D.take({(0, 0): [("mace", 1)]}, (0, 0), "mace", 1) == {}
