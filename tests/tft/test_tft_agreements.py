"""What the players may agree or choose outside a figure's turn: skipping the initiative roll
(the combat example, turns 5, 7 and 8; TFT-16) and trading 100 EP for ST or DX (TFT-154)."""

from affray.components.tft import Figure
from affray.kernel.components import Conditions
from affray.kernel.events import Rolled
from affray.kernel.options import ListOptions
from affray.kernel.policies import Request
from affray.systems.tft import events as E
from affray.systems.tft.policies.tactical import TacticalPolicy
from affray.systems.tft.testing import battle, human, placed


def skip(red, blue):
    b = battle([human("A", "red", (0, 0)), human("B", "blue", (3, 0), facing=3)], dice=[6, 1],
               plan={("red", "skip-initiative"): [red], ("blue", "skip-initiative"): [blue]},
               initiative_agreement="ask")
    b.step()
    return b


def init_rolls(b):
    return [e.faces for e in b.events if isinstance(e, Rolled) and e.purpose == "init"]


def test_tft_16_players_who_agree_forget_about_initiative():
    b = skip(True, True)
    assert (init_rolls(b), [e.sides for e in b.events if isinstance(e, E.MoveOrder)]) == ([], [[0, 1]])


def test_tft_16_one_side_wanting_the_roll_gets_it():
    b = skip(True, False)
    assert init_rolls(b) == [[6], [1]]


def test_tft_16_by_default_the_roll_is_never_skipped():
    b = battle([human("A", "red", (0, 0)), human("B", "blue", (3, 0), facing=3)], dice=[6, 1])
    b.step()
    assert (init_rolls(b), [k for _, k, _ in b.plan.asked if k == "skip-initiative"]) == ([[6], [1]], [])


def trade(*choices):
    """A (EP 60) kills B in a fight to the death: +50 EP makes 110, one trade."""
    b = battle([human("A", "red", (0, 0), weapons=["broadsword"], conditions={"ep": 60}),
                human("B", "blue", (1, 0), facing=3, st=8, dx=16)],
               dice=[6, 1, 1, 1, 1, 6, 6], plan={("A", "option"): ["h"], ("B", "option"): ["c"],
                                                 ("A", "trade-ep"): list(choices)},
               combat_type="death", hth_consent="never")
    b.run()
    f = b.state.get(1, Figure)
    return f.st, f.dx, b.state.get(1, Conditions).values.get("ep", 0)


def test_tft_154_100_ep_buy_one_point_of_dx():
    assert trade("dx") == (12, 13, 10)


def test_tft_154_100_ep_buy_one_point_of_st():
    assert trade("st") == (13, 12, 10)


def test_tft_154_the_figure_may_keep_its_ep():
    assert trade("keep") == (12, 12, 110)


def test_tft_16_tactical_skips_the_roll_only_when_every_figure_is_engaged():
    ask = Request(0, "skip-initiative", ListOptions([False, True]))
    close = placed([human("A", "red", (0, 0)), human("B", "blue", (1, 0), facing=3)])
    apart = placed([human("A", "red", (0, 0)), human("B", "blue", (4, 0), facing=3)])
    assert (TacticalPolicy().decide(close.state, ask), TacticalPolicy().decide(apart.state, ask)) == (True, False)


def test_tft_154_tactical_raises_the_lower_attribute():
    ask = Request(1, "trade-ep", ListOptions(["keep", "st", "dx"]))
    strong = placed([human("A", "red", (0, 0), st=14, dx=10), human("B", "blue", (4, 0))])
    quick = placed([human("A", "red", (0, 0), st=10, dx=14), human("B", "blue", (4, 0))])
    assert (TacticalPolicy().decide(strong.state, ask), TacticalPolicy().decide(quick.state, ask)) == ("dx", "st")
