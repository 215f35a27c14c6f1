"""TFT-37 with TFT-75: option (k) drops the ready weapon before readying another; a ready
main-gauche that is dropped cannot then be held in the left hand (found by the mixed fuzz
scenario, seed 516: the figure fought on in HTH with a main-gauche it no longer carried)."""

from affray.kernel.world import inside
from affray.systems.tft.rules.readying import ready_choices
from affray.systems.tft.testing import human, placed


def choices(ready, option):
    b = placed([human("A", "red", (0, 0), weapons=["cutlass", "main-gauche"], ready=ready),
                human("B", "blue", (1, 0), facing=3)])
    with inside(b.state.world):
        return ready_choices(b.state, 1, option)


def test_tft_37_k_from_a_ready_main_gauche_offers_no_offhand_main_gauche():
    assert choices("main-gauche", "k") == [["ready", "cutlass", ""]]


def test_tft_75_e_from_a_ready_main_gauche_may_still_hold_it_in_the_left_hand():
    assert ["ready", "cutlass", "offhand"] in choices("main-gauche", "e")


def test_tft_75_k_from_the_cutlass_may_take_the_main_gauche_in_the_left_hand():
    assert ["ready", "main-gauche", ""] in choices("cutlass", "k")
