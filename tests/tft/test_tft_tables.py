"""Tables, figure creation and derived values (TFT-04..14, TFT-45, TFT-70, TFT-72, TFT-76)."""

from affray.systems.tft.rules.figures import (can_use, check_attributes, check_equipment, movement_allowance, personal_dx, record_card)
from affray.systems.tft.rules.injury import current_st, life
from affray.systems.tft.tables.tft_tables import WEAPONS, is_pole


def test_tft_04_human_budget_valid_splits():
    assert [check_attributes("human", st, dx) for st, dx in [(13, 11), (16, 8), (8, 16)]] == [None] * 3


def test_tft_04_human_dx_below_8_is_invalid():
    assert "DX 7" in check_attributes("human", 17, 7)


def test_tft_04_human_total_23_is_invalid():
    assert "24" in check_attributes("human", 12, 11)


def test_tft_05_elf_budgets():
    assert [check_attributes("elf", st, dx) is None for st, dx in [(6, 18), (14, 10), (15, 9)]] == [
        True, True, False]


def test_tft_05_goblin_budgets():
    assert [check_attributes("goblin", st, dx) is None for st, dx in [(9, 9), (10, 9)]] == [True, False]


def test_tft_05_halfling_8_12_is_valid():
    assert check_attributes("halfling", 8, 12) is None


def test_tft_05_orc_is_built_like_a_human():
    assert [check_attributes("orc", st, dx) is None for st, dx in [(13, 11), (17, 7)]] == [True, False]


def test_tft_06_st_12_with_7_hits_has_st_5_and_fights():
    assert (current_st(12, 7), life(current_st(12, 7))) == (5, "alive")


def test_tft_07_weapon_st_uses_basic_st():
    # basic ST 12 keeps the broadsword however hurt (hits never enter the check); ST 11 never has it
    assert (can_use(12, "broadsword"), can_use(11, "broadsword")) == (True, False)


def test_tft_10_broadsword_large_shield_dagger_is_accepted():
    assert check_equipment(12, "none", ["broadsword", "dagger"], "large shield", "broadsword", True) is None


def test_tft_10_broadsword_large_shield_mace_is_rejected():
    assert "two weapons" in check_equipment(12, "none", ["broadsword", "mace"], "large shield", None, False)


def test_tft_10_dagger_and_main_gauche_is_rejected():
    assert "one dagger" in check_equipment(12, "none", ["dagger", "main-gauche"], None, None, False)


def test_tft_11_two_handed_weapon_with_ready_shield_is_rejected():
    assert "two-handed" in check_equipment(11, "none", ["spear"], "large shield", "spear", True)


def test_tft_11_two_handed_weapon_with_slung_shield_is_accepted():
    assert check_equipment(11, "none", ["spear"], "large shield", "spear", False) is None


def test_tft_08_adjusted_dx_with_and_without_the_shield():
    # DX 12 in chainmail with a large shield ready: 8; shield dropped: 9
    assert (personal_dx(12, "chainmail", "large shield", True), personal_dx(12, "chainmail", None, False)) == (8, 9)


def test_tft_14_ragnars_record_card():
    card = record_card(13, "human", "leather", "large shield")
    assert (card.adj_dx, card.adj_dx_shield, card.stops, card.stops_shield) == (11, 10, 2, 4)


def test_tft_14_st_11_is_exactly_enough_for_the_spear():
    assert (can_use(11, "spear"), can_use(10, "spear")) == (True, False)


def test_tft_45_human_in_leather_has_ma_8():
    assert movement_allowance("human", "leather") == 8


def test_tft_45_leather_ma_option_9():
    assert movement_allowance("human", "leather", leather_ma=9) == 9


def test_tft_45_elf_ma():
    assert [movement_allowance("elf", a) for a in ("none", "leather", "chainmail")] == [12, 10, 6]


def test_tft_45_unarmored_human_ma_10_and_chainmail_6():
    assert [movement_allowance("human", a) for a in ("none", "chainmail", "plate")] == [10, 6, 6]


def test_tft_70_st_10_may_take_hammer_or_cutlass_but_not_shortsword():
    assert [can_use(10, w) for w in ("hammer", "cutlass", "shortsword")] == [True, True, False]


def test_tft_70_weapon_table_values():
    rows = {n: (w.dice, w.plus, w.min_st) for n, w in WEAPONS.items()}
    assert (rows["two-handed sword"], rows["pike axe"], rows["longbow"], rows["heavy crossbow"]) == (
        (3, -1, 14), (2, 2, 15), (1, 2, 11), (3, 0, 0))


def test_tft_70_crossbows_have_no_st_requirement_by_default():
    assert can_use(8, "heavy crossbow") and not can_use(8, "heavy crossbow", crossbow_min_st=12)


def test_tft_76_pole_weapons():
    assert (is_pole("halberd"), is_pole("two-handed sword")) == (True, False)


def test_tft_98_all_bows_and_crossbows_are_two_handed():
    assert all(w.two_handed for w in WEAPONS.values() if w.is_missile and w.name != "sling")
