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


RULESETS_WITH_STOCK = ["acks2", "destrier", "starkpool", "tft-melee", "wfrp1e"]


@pytest.mark.parametrize("rs", RULESETS_WITH_STOCK)
def test_every_ruleset_names_matchup_sides_and_figures_alike(rs):
    from affray.kernel.ruleset import load
    ruleset = load(rs)
    data = ruleset.build_stock(parse("2 orc v 1 orc"))
    assert [s["name"] for s in data["sides"]] == ["side 1", "side 2"]
    assert [c["name"] for c in data["combatants"]] == ["orc 1.1", "orc 1.2", "orc 2.1"]


@pytest.mark.parametrize("rs", RULESETS_WITH_STOCK)
@pytest.mark.parametrize("name", ["human", "orc", "goblin"])
def test_common_stock_names_build_or_list_the_names(rs, name):
    from affray.kernel.errors import AffrayError
    from affray.kernel.ruleset import load
    ruleset = load(rs)
    try:
        data = ruleset.build_stock(parse(f"1 {name} v 1 {name}"))
    except AffrayError as e:
        assert "known" in str(e) and "orc" in str(e)
    else:
        assert len(data["combatants"]) >= 2


def test_a_big_melee_matchup_stands_in_columns_not_one_long_line():
    from affray.kernel.ruleset import load
    data = load("tft-melee").build_stock(parse("500 orc v 500 human"))
    rows = {c["at"][1] for c in data["combatants"]}
    assert max(rows) - min(rows) < 24
    small = load("tft-melee").build_stock(parse("3 orc v 3 human"))
    assert [c["at"] for c in small["combatants"]] == [[-4, 0], [-4, 1], [-5, 2], [4, 0], [4, 1], [3, 2]]
