"""The matchup mini-language (KER-34); stock figures are tested with each ruleset."""

import pytest

from affray.kernel import AffrayError
from affray.kernel.matchup import parse


def test_ker_34_matchup_parses_sides_and_groups():
    assert parse("2 orc, 1 wolf v 3 human") == [[(2, "orc"), (1, "wolf")], [(3, "human")]]
    assert parse("orc vs dwarf") == [[(1, "orc")], [(1, "dwarf")]]
    assert parse("1 giant v 2 human v 4 goblin") == [[(1, "giant")], [(2, "human")], [(4, "goblin")]]


@pytest.mark.parametrize("text", ["3 orc", "2 orc v", "0 orc v 1 elf", "2 orc, v 1 elf"])
def test_ker_34_bad_matchups_say_what_was_expected(text):
    with pytest.raises(AffrayError, match="matchup"):
        parse(text)
