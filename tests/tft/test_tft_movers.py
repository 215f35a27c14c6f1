"""TFT-17: the player picks which of his figures moves next; only a figure's id is an answer."""

from collections import deque

from affray.systems.tft.phases.movement import Movers


def test_tft_17_true_is_not_figure_1():
    movers = Movers(deque([1, 3]))
    assert movers.legal(1) is None and movers.legal(3) is None
    assert movers.legal(True) is not None and movers.legal(2) is not None
