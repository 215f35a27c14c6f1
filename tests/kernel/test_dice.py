"""Dice: the counter-based generator, seeds, streams, scripted dice (KER-10 .. KER-14)."""

import ast
import re
import pathlib

import pytest

from affray.kernel import AffrayError, Rolled, ScriptError, Vitals
from affray.kernel.events import Stopped
from affray.kernel.dice import ALGORITHM, Stream, parse_seed
from toyfights import MELEE, toy

ROOT = pathlib.Path(__file__).resolve().parents[2]


KNOWN_7_RULES = [0xADDC0640462EE949, 0x9E73E70AED5A9CB2, 0x49C0708D4965D45E]
KNOWN_7_D6 = [4, 3, 3, 2, 3, 4, 4, 4, 4, 5, 5, 4]


def test_ker_10_splitmix64_matches_the_reference_outputs():
    """With key 0 the stream is SplitMix64 seeded with 0, whose outputs are published."""
    s = Stream("any", "rules")
    s._key = 0
    assert [s.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4,
                                              0x06C45D188009454F]


def test_ker_10_known_answers_are_pinned():
    s = Stream("splitmix64-ctr-v1:7", "rules")
    assert [s.next64() for _ in range(3)] == KNOWN_7_RULES
    d = Stream("splitmix64-ctr-v1:7", "rules")
    assert [d.die(6) for _ in range(12)] == KNOWN_7_D6


def test_ker_10_generator_is_counter_based_and_named():
    a, b = Stream("1", "rules"), Stream("1", "rules")
    [a.next64() for _ in range(5)]
    b.counter = 5  # jumping the counter reaches the same output: no hidden state
    assert a.next64() == b.next64()
    assert ALGORITHM == "splitmix64-ctr-v1"


def test_ker_10_dice_are_uniform_enough():
    s = Stream("3", "rules")
    counts = [0] * 6
    for _ in range(60000):
        counts[s.die(6) - 1] += 1
    assert all(9500 < c < 10500 for c in counts)


def test_ker_11_seed_is_stored_as_algorithm_and_value():
    assert parse_seed(7) == "splitmix64-ctr-v1:7"
    assert parse_seed("splitmix64-ctr-v1:abc") == "splitmix64-ctr-v1:abc"
    b = toy(seed=7)
    assert b.header.seed == "splitmix64-ctr-v1:7"


def test_ker_11_unknown_algorithm_is_refused():
    with pytest.raises(AffrayError, match="unknown dice algorithm 'mt19937'"):
        parse_seed("mt19937:5")


def test_ker_12_every_die_is_a_rolled_event_with_its_purpose():
    b = toy(MELEE, seed=3, policies={"red": "tactical", "blue": "tactical"})
    b.run()
    rolls = [e for e in b.events if isinstance(e, Rolled)]
    assert rolls and all(e.purpose in ("hit", "dmg") for e in rolls)
    assert all(1 <= f <= e.sides for e in rolls for f in e.faces)
    # replaying the same seed's rules stream gives exactly the logged faces, in order
    s = Stream(b.seed, "rules")
    assert [f for e in rolls for f in e.faces] == [s.die(e.sides) for e in rolls for _ in e.faces]


def test_ker_12_no_module_imports_random():
    banned = {"random", "numpy.random", "secrets"}
    for folder in ("kernel", "systems", "components"):
        for path in (ROOT / folder).rglob("*.py"):
            tree = ast.parse(path.read_text())
            for node in ast.walk(tree):
                names = []
                if isinstance(node, ast.Import):
                    names = [a.name for a in node.names]
                elif isinstance(node, ast.ImportFrom) and node.module:
                    names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
                assert not banned & set(names), f"{path} imports {banned & set(names)}"


def test_ker_13_policy_draws_do_not_change_the_rules_dice():
    """Random-legal draws from the side's own stream; the rules stream is untouched."""
    s1 = Stream("splitmix64-ctr-v1:5", "rules")
    p = Stream("splitmix64-ctr-v1:5", "policy/red")
    [p.next64() for _ in range(100)]
    s2 = Stream("splitmix64-ctr-v1:5", "rules")
    assert [s1.die(6) for _ in range(20)] == [s2.die(6) for _ in range(20)]
    assert Stream("splitmix64-ctr-v1:5", "policy/red").next64() != Stream("splitmix64-ctr-v1:5", "rules").next64()


def test_ker_13_tactical_vs_random_policies_share_the_first_rules_die():
    a = toy(seed=9, policies={"red": "random", "blue": "random"})
    b = toy(seed=9, policies={"red": "tactical", "blue": "tactical"})
    a.run(), b.run()
    first = lambda bt: next(e for e in bt.events if isinstance(e, Rolled)).faces[0]
    assert first(a) == first(b) == Stream("splitmix64-ctr-v1:9", "rules").die(6)


def test_ker_14_scripted_dice_are_used_in_order():
    b = toy(dice=[2, 1, 6, 3], choices=["bold", "wary", ["strike", 2], ["strike", 1], "bold", "bold",
                                      ["strike", 2]],
            combatants=[{"name": "Ann", "side": "red", "x": 0, "hp": 3},
                        {"name": "Bob", "side": "blue", "x": 1, "hp": 3}])
    b.run()
    assert [f for e in b.events if isinstance(e, Rolled) for f in e.faces] == [2, 1, 6, 3]
    assert b.state.get(2, Vitals).hits == 3 and b.outcome.winner == "red"


def test_ker_14_running_out_of_dice_names_the_event():
    b = toy(dice=[6], policies={"red": "tactical", "blue": "tactical"})
    assert b.run() is None
    assert re.match(r"event \d+ \(dmg\): the script has run out of dice", b.stop_reason)
    assert b.events[-1] == Stopped("dice", "dmg", None, "1d3")


def test_ker_14_die_out_of_range_names_the_event():
    b = toy(dice=[6, 5], policies={"red": "tactical", "blue": "tactical"})
    with pytest.raises(ScriptError, match=r"event \d+ \(dmg\): scripted die #2 is 5, not a d3"):
        b.run()


def test_ker_14_unused_dice_at_the_end_are_an_error():
    b = toy(dice=[6, 3, 1, 1, 1], policies={"red": "tactical", "blue": "tactical"},
            combatants=[{"name": "Ann", "side": "red", "x": 0, "hp": 3},
                        {"name": "Bob", "side": "blue", "x": 1, "hp": 3}])
    with pytest.raises(ScriptError, match=r"event \d+: the battle ended with 3 scripted dice unused"):
        b.run()
