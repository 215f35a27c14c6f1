"""Stock figures for `affray fight "2 orc, 1 wolf v 3 human" --ruleset tft-melee` (KER-34 with
Melee's figures): every man and every supported creature of creatures.toml is a legal figure
(TFT-05, TFT-09..10 budgets and weapons; TFT-136..140 the beasts' suggested ST and DX and their
natural weapon), fights to a result and verifies; an unknown name is one line naming the known."""

import subprocess
import sys

import pytest
from click.testing import CliRunner

from affray.kernel import Battle, Replay
from affray.kernel.cli import cli
from affray.kernel.matchup import parse
from affray.kernel.scenario import decode
from affray.systems.tft import events as E
from affray.systems.tft.tables.creatures import CREATURES
from affray.systems.tft.ruleset import STOCK, build_stock

BEASTS = sorted(CREATURES)


def test_tft_136_every_creature_is_a_stock_figure():
    assert set(BEASTS) <= set(STOCK) and {"bear", "wolf", "giant snake", "gargoyle", "giant"} <= set(BEASTS)


def test_tft_137_the_stock_wolf_is_the_books_wolf():
    race, st, dx, armor, weapons, shield = STOCK["wolf"]
    assert (race, st, dx, armor, weapons, shield) == ("wolf", 10, 14, "none", ["wolf's bite"], None)


@pytest.mark.parametrize("kind", sorted(STOCK))
def test_tft_05_every_stock_figure_passes_the_scenario_check_and_fights_to_a_result(kind):
    sc = decode(build_stock(parse(f"2 {kind} v 2 human")))
    b = Battle.from_scenario(sc, seed=5, strict=True)
    b.run()
    assert b.over and b.outcome is not None
    assert Replay.of(b).verify() == len(b.events)


def test_tft_141_two_orcs_and_a_wolf_against_three_men_from_the_command_line(tmp_path):
    out = tmp_path / "fight.affray"
    res = CliRunner().invoke(cli, ["fight", "2 orc, 1 wolf v 3 human", "--ruleset", "tft-melee",
                                   "--seed", "3", "--out", str(out)])
    assert res.exit_code == 0, res.output
    assert "wins" in res.output or "draw" in res.output
    rep = Replay.load(out)
    assert rep.verify() == len(rep.events)
    assert sorted(rep.names.values()) == ["human 2.1", "human 2.2", "human 2.3",
                                          "orc 1.1", "orc 1.2", "wolf 1.3"]


def test_tft_139_one_giant_against_four_men_from_the_command_line_plays_to_the_end(tmp_path):
    out = tmp_path / "giant.affray"
    res = CliRunner().invoke(cli, ["fight", "1 giant v 4 human", "--ruleset", "tft-melee",
                                   "--seed", "2", "--out", str(out)])
    assert res.exit_code == 0, res.output
    rep = Replay.load(out)
    assert rep.verify() == len(rep.events) and any(type(e).__name__ == "Ended" for e in rep.events)


def test_tft_139_stock_giants_stand_in_two_rows_each_without_overlap():
    sc = build_stock(parse("2 giant, 1 human v 1 giant, 2 human"))
    assert [(c["name"], c["at"], c["facing"]) for c in sc["combatants"]] == [
        ("giant 1.1", [-4, 0], 5), ("giant 1.2", [-5, 2], 5), ("human 1.3", [-6, 4], 0),
        ("giant 2.1", [4, 0], 3), ("human 2.2", [3, 2], 3), ("human 2.3", [3, 3], 3)]
    decode(sc)  # the scenario check: no hex taken twice


def test_an_unknown_stock_name_is_one_line_listing_the_known_names(tmp_path):
    res = subprocess.run([sys.executable, "-m", "affray.kernel.cli", "fight", "2 troll v 3 human",
                          "--ruleset", "tft-melee", "--out", str(tmp_path / "x.affray")],
                         capture_output=True, text=True)
    lines = (res.stdout + res.stderr).strip().splitlines()
    assert res.returncode == 2 and len(lines) == 1
    assert "no stock figure 'troll'" in lines[0]
    for name in ("human", "orc", "wolf", "bear", "giant snake", "gargoyle"):
        assert name in lines[0]
    assert not (tmp_path / "x.affray").exists()


def test_tft_136_the_stock_bears_fur_stops_2_hits_of_every_blow():
    sc = decode(build_stock(parse("1 bear v 2 human")))
    b = Battle.from_scenario(sc, seed=2, strict=True)
    b.run()
    blows = [(e.damage, e.stopped) for e in b.events if isinstance(e, E.Struck) and e.target == 1]
    assert blows and all(stopped == min(damage, 2) for damage, stopped in blows)
